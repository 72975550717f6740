import { Alert, Card, Flex, Radio } from 'antd';
import { isApiError } from '../../../api/api-error';
import type { RouteCreationJobRequest } from '../../../api/schema';
import { AddingMethod } from '../creation-state';
import { FileImportForm } from './file-import-form';
import { ManualForm } from './manual-form';

interface NewRouteCardProps {
  method: AddingMethod;
  onMethodChange: (method: AddingMethod) => void;
  busy: boolean;
  lockedMethod: boolean;
  onCalculate: (request: RouteCreationJobRequest) => void;
  onUpload: (file: File) => void;
  requestError: unknown;
}

function RequestErrors({ error }: { error: unknown }) {
  if (!error) return null;
  const rowErrors = isApiError(error) ? error.rowErrors : [];
  const fieldMessages = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
  const detail = isApiError(error) ? error.detail : undefined;
  const lines = [
    ...rowErrors.map((e) => (e.row ? `Строка ${e.row}: ${e.message}` : e.message)),
    ...fieldMessages,
  ];
  return (
    <Alert
      type="error"
      showIcon
      title={detail ?? 'Сервер не принял запрос'}
      description={
        lines.length ? (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          'Проверьте данные и повторите попытку.'
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
  requestError,
}: NewRouteCardProps) {
  return (
    <Card title="Новый маршрут" size="small">
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
          <FileImportForm busy={busy} onUpload={onUpload} />
        )}
      </Flex>
    </Card>
  );
}
