import { lazy, Suspense } from 'react';
import { Alert, Card, Flex, Radio } from 'antd';
import { isApiError } from '../../../api/api-error';
import type { RouteCreationJobRequest } from '../../../api/schema';
import { rowErrorLine } from '../../../api/row-errors';
import { AddingMethod } from '../creation-state';
import { PageSpinner } from '../../../components/page-spinner';
import { ManualForm } from './manual-form';
import { NEW_ROUTE_TITLE } from '../card-words';

// antd's Upload is asked for when the file is chosen as the method, not with the calculator.
const FileImportForm = lazy(async () => ({
  default: (await import('./file-import-form')).FileImportForm,
}));

interface NewRouteCardProps {
  method: AddingMethod;
  onMethodChange: (method: AddingMethod) => void;
  busy: boolean;
  lockedMethod: boolean;
  onCalculate: (request: RouteCreationJobRequest) => void;
  onUpload: (file: File) => void;
  /** A new file chosen: the refusal of the previous request is dropped. */
  onFileChosen: () => void;
  requestError: unknown;
}

/** The screen's own words for a refused request, when the server sent nothing fit to show. */
function ownMessage(error: unknown): { title: string; description: string } {
  const status = isApiError(error) ? error.status : 0;
  if (status === 413)
    return { title: 'Файл слишком большой', description: 'Уменьшите файл и загрузите его снова.' };
  if (status >= 400 && status < 500)
    return {
      title: 'Сервер не принял запрос',
      description: 'Проверьте данные и повторите попытку.',
    };
  return {
    title: 'Не удалось отправить запрос',
    description: 'Сервер не ответил. Проверьте соединение и повторите попытку.',
  };
}

function RequestErrors({ error }: { error: unknown }) {
  if (!error) return null;
  const rowErrors = isApiError(error) ? error.rowErrors : [];
  const fieldMessages = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
  const own = ownMessage(error);
  const lines = [...rowErrors.map(rowErrorLine), ...fieldMessages];
  return (
    <Alert
      type="error"
      showIcon
      title={isApiError(error) ? (error.detail ?? own.title) : own.title}
      description={
        lines.length ? (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          own.description
        )
      }
    />
  );
}

/** Choice of the adding method and its form. */
export function NewRouteCard({
  method,
  onMethodChange,
  busy,
  lockedMethod,
  onCalculate,
  onUpload,
  onFileChosen,
  requestError,
}: NewRouteCardProps) {
  return (
    <Card title={NEW_ROUTE_TITLE} size="small">
      <Flex vertical gap={16}>
        <Radio.Group
          aria-label="Способ добавления"
          value={method}
          disabled={lockedMethod}
          onChange={(event) =>
            onMethodChange(
              event.target.value === AddingMethod.file ? AddingMethod.file : AddingMethod.manual,
            )
          }
          options={[
            { value: AddingMethod.manual, label: 'Вручную' },
            { value: AddingMethod.file, label: 'Из файла' },
          ]}
        />
        <RequestErrors error={requestError} />
        {method === AddingMethod.manual ? (
          <ManualForm busy={busy} onSubmit={onCalculate} />
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <FileImportForm busy={busy} onUpload={onUpload} onChoose={onFileChosen} />
          </Suspense>
        )}
      </Flex>
    </Card>
  );
}
