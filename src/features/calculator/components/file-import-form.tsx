import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ROUTE_IMPORT_COLUMNS, ROUTE_IMPORT_FILES } from '../../../api/uploads';
import { useFeedback } from '../../../components/feedback';
import { saveBlob } from '../../../lib/download';
import {
  acceptAttribute,
  extensionsInWords,
  hasExtension,
  isTooLarge,
  sizeInWords,
} from '../../../lib/file-types';

interface FileImportFormProps {
  busy: boolean;
  onUpload: (file: File) => void;
  /** A file was chosen: what was said of the previous one no longer holds. */
  onChoose: () => void;
}

// Why a chosen file is refused before it is sent; the types and the limit come from the contract.
// Here rather than with the calculator's other words: only the form, loaded on «Из файла», says them.
const WRONG_FILE_TYPE = `Можно загрузить только таблицу: ${extensionsInWords(ROUTE_IMPORT_FILES)}`;
const EMPTY_FILE = 'Файл пуст: в нём нет ни одного байта';
const TOO_LARGE =
  ROUTE_IMPORT_FILES.maxBytes === null
    ? 'Файл слишком большой'
    : `Файл больше ${sizeInWords(ROUTE_IMPORT_FILES.maxBytes)}: разделите его на части`;

/** «Откуда, Через (необязательно), Куда, Категория ТС»: the contract's columns. */
const COLUMNS_TEXT = ROUTE_IMPORT_COLUMNS.map(({ title, required }) =>
  required ? title : `${title} (необязательно)`,
).join(', ');

/** «Скачать шаблон»: the sheet with the columns and an example row, made on the click. */
function TemplateButton() {
  const { notify } = useFeedback();
  const [making, setMaking] = useState(false);
  const download = async () => {
    setMaking(true);
    try {
      const { importTemplate, TEMPLATE_FILE_NAME } = await import('../import-template');
      saveBlob(await importTemplate(), TEMPLATE_FILE_NAME);
    } catch {
      notify('error', {
        title: 'Не удалось подготовить шаблон',
        description: 'Повторите попытку.',
      });
    } finally {
      setMaking(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={making}
      onClick={() => void download()}
    >
      Скачать шаблон
    </Button>
  );
}

/** «Выбрать файл» keeps the file here, checked before any upload; «Загрузить» sends it. */
export function FileImportForm({ busy, onUpload, onChoose }: FileImportFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<{ title: string; name: string } | null>(null);

  const choose = (chosen: File) => {
    onChoose();
    const wrong = !hasExtension(chosen.name, ROUTE_IMPORT_FILES)
      ? WRONG_FILE_TYPE
      : chosen.size === 0
        ? EMPTY_FILE
        : isTooLarge(chosen.size, ROUTE_IMPORT_FILES)
          ? TOO_LARGE
          : null;
    setFile(wrong ? null : chosen);
    setRefused(wrong ? { title: wrong, name: chosen.name } : null);
    return false;
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Таблица .xlsx, по строке на маршрут. Первая строка — заголовки колонок: {COLUMNS_TEXT}.
        Промежуточные города в «Через» — через «;».
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Upload
          accept={acceptAttribute(ROUTE_IMPORT_FILES)}
          beforeUpload={choose}
          showUploadList={false}
          maxCount={1}
          disabled={busy}
        >
          <Button icon={<UploadOutlined aria-hidden />}>Выбрать файл</Button>
        </Upload>
        <TemplateButton />
      </Flex>
      {file && <Typography.Text strong>{file.name}</Typography.Text>}
      {refused && (
        <Alert
          type="error"
          showIcon
          title={refused.title}
          description={`Выбран файл «${refused.name}».`}
        />
      )}
      <Button
        type="primary"
        disabled={!file}
        loading={busy}
        onClick={() => file && onUpload(file)}
        block
      >
        Загрузить
      </Button>
    </Flex>
  );
}
