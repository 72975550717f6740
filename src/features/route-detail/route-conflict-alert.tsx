import { Alert, Button, Descriptions, Flex } from 'antd';
import { formatMoney } from '../../lib/format';
import type { EditValues } from './route-edit-values';

interface RouteConflictAlertProps {
  /** The colleague's values now on the server; null when the server did not send them. */
  current: EditValues | null;
  busy: boolean;
  onSaveMine: () => void;
  onTakeTheirs: () => void;
}

/** A 412: what the colleague saved, and the two ways on. The user's values stay in the form. */
export function RouteConflictAlert({
  current,
  busy,
  onSaveMine,
  onTakeTheirs,
}: RouteConflictAlertProps) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title="Маршрут уже изменён другим пользователем"
      description={
        <Flex vertical gap={8}>
          {current && (
            <Descriptions
              size="small"
              column={1}
              title="Сейчас сохранено"
              items={[
                { key: 'nmc', label: 'НМЦ', children: formatMoney(current.nmc) },
                { key: 'comment', label: 'Комментарий', children: current.comment || '—' },
              ]}
            />
          )}
          <span>
            Ваши значения остались в форме: запишите их поверх или возьмите значения коллеги.
          </span>
          <Flex gap={8} wrap>
            <Button type="primary" danger loading={busy} onClick={onSaveMine}>
              Записать мои значения
            </Button>
            <Button disabled={busy} onClick={onTakeTheirs}>
              Взять значения коллеги
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
