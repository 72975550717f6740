import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import type { Route } from '../../api/schema';
import { useFeedback } from '../../components/feedback';
import { useUpdateRoute } from './api';
import { formatNmcInput, parseNmcInput } from './nmc-input';

/** The contract's limit for a comment (its 400 example says so). */
export const COMMENT_MAX_LENGTH = 1000;
const FIELDS = ['nmc', 'comment'] as const;

interface EditValues {
  nmc: number | null;
  comment: string;
}

interface RouteEditModalProps {
  route: Route;
  open: boolean;
  /** Values to start from instead of the route's own (the justified НМЦ and its comment). */
  preset?: { nmc: number; comment: string } | null;
  onClose: () => void;
  /** After a successful save, once the modal has closed. */
  onSaved: () => void;
}

/** Messages of the server's 400 that belong to no field of the form. */
function generalMessage(error: unknown): string {
  if (!isApiError(error)) return 'Не удалось сохранить. Проверьте соединение и повторите попытку.';
  const other = Object.entries(error.fieldErrors)
    .filter(([field]) => !FIELDS.some((name) => name === field))
    .flatMap(([, messages]) => messages);
  return [error.detail, ...other].filter(Boolean).join(' ');
}

/** «Редактировать»: НМЦ and comment in a 600 px modal; Escape, ✕ and «Отмена» discard. */
export function RouteEditModal({ route, open, preset, onClose, onSaved }: RouteEditModalProps) {
  const [form] = Form.useForm<EditValues>();
  const update = useUpdateRoute(route.id);
  const { notify } = useFeedback();
  const [alert, setAlert] = useState<string | null>(null);

  const dismiss = () => {
    setAlert(null);
    update.reset();
    onClose();
  };

  const save = (values: EditValues) => {
    setAlert(null);
    update.mutate(
      { params: { path: { id: route.id } }, body: { nmc: values.nmc, comment: values.comment } },
      {
        onSuccess: () => {
          notify('success', { title: 'Маршрут сохранён' });
          dismiss();
          onSaved();
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.fieldErrors : {};
          form.setFields(
            FIELDS.filter((name) => fieldErrors[name]).map((name) => ({
              name,
              errors: fieldErrors[name],
            })),
          );
          const message = generalMessage(error);
          const onFields = FIELDS.some((name) => fieldErrors[name]);
          setAlert(message || (onFields ? null : 'Не удалось сохранить маршрут.'));
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Редактирование маршрута"
      width={600}
      okText="Сохранить"
      cancelText="Отмена"
      okButtonProps={{ htmlType: 'submit', loading: update.isPending }}
      cancelButtonProps={{ disabled: update.isPending }}
      onCancel={() => {
        if (!update.isPending) dismiss();
      }}
      mask={{ closable: !update.isPending }}
      keyboard={!update.isPending}
      closable={!update.isPending}
      destroyOnHidden
      modalRender={(dom) => (
        <Form<EditValues>
          form={form}
          layout="vertical"
          disabled={update.isPending}
          initialValues={preset ?? { nmc: route.nmc, comment: route.comment ?? '' }}
          clearOnDestroy
          onFinish={save}
        >
          {dom}
        </Form>
      )}
    >
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
      <Form.Item name="nmc" label="НМЦ" rules={[{ required: true, message: 'Укажите НМЦ' }]}>
        <InputNumber
          min={0}
          step={100}
          style={{ width: '100%' }}
          suffix="₽"
          formatter={formatNmcInput}
          parser={parseNmcInput}
          // antd's spin arrows are named «Increase Value» / «Decrease Value» with no way to
          // rename them; ↑ and ↓ in the field still step by 100.
          controls={false}
          autoFocus
        />
      </Form.Item>
      <Form.Item name="comment" label="Комментарий">
        <Input.TextArea rows={3} maxLength={COMMENT_MAX_LENGTH} showCount />
      </Form.Item>
    </Modal>
  );
}
