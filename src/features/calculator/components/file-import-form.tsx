import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ROUTE_IMPORT_FILES } from '../../../api/uploads';
import { acceptAttribute, hasExtension } from '../../../lib/file-types';
import { WRONG_FILE_TYPE } from '../messages';

interface FileImportFormProps {
  busy: boolean;
  onUpload: (file: File) => void;
  /** A file was chosen: what was said of the previous one no longer holds. */
  onChoose: () => void;
}

/** «Выбрать файл» keeps the file here, checked before any upload; «Загрузить» sends it. */
export function FileImportForm({ busy, onUpload, onChoose }: FileImportFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [wrongType, setWrongType] = useState<string | null>(null);

  const choose = (chosen: File) => {
    onChoose();
    if (hasExtension(chosen.name, ROUTE_IMPORT_FILES)) {
      setFile(chosen);
      setWrongType(null);
    } else {
      setFile(null);
      setWrongType(chosen.name);
    }
    return false;
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Таблица с маршрутами: по строке на маршрут — точки маршрута и категория ТС.
      </Typography.Paragraph>
      <Upload
        accept={acceptAttribute(ROUTE_IMPORT_FILES)}
        beforeUpload={choose}
        showUploadList={false}
        maxCount={1}
        disabled={busy}
      >
        <Button icon={<UploadOutlined aria-hidden />}>Выбрать файл</Button>
      </Upload>
      {file && <Typography.Text strong>{file.name}</Typography.Text>}
      {wrongType && (
        <Alert
          type="error"
          showIcon
          title={WRONG_FILE_TYPE}
          description={`Выбран файл «${wrongType}».`}
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
