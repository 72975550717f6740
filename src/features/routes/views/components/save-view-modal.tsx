import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { failureText } from '../../../../api/failure-reason';
import { VIEW_NAME_MAX_LENGTH, VIEW_QUERY_MAX_LENGTH } from '../../../../api/limits';
import { formatNumber } from '../../../../lib/format';
import type { RouteView } from '../../../../api/schema';
import { useCreateView } from '../mutations';

interface NewView {
  name: string;
  shared: boolean;
}

interface SaveViewModalProps {
  /** The list's query as it is now: what the new view keeps. */
  query: string;
  onClose: () => void;
  onSaved: (view: RouteView) => void;
}

/**
 * «Сохранить вид»: names the list as it is now, a new view of the user's own, shown to colleagues
 * if «Показывать коллегам» is ticked. A failed save keeps the dialog open with what was typed.
 * Mounted for each opening, so each opening starts empty.
 */
export function SaveViewModal({ query, onClose, onSaved }: SaveViewModalProps) {
  const create = useCreateView();
  const pending = create.isPending;
  // A list of many chosen cities or of an import's routes can say more than a view may keep: said
  // before anything is typed, rather than as the server's refusal of a field the form has not.
  const tooLong = query.length > VIEW_QUERY_MAX_LENGTH;
  const save = ({ name, shared }: NewView) =>
    create.mutate({ name: name.trim(), query, shared }, { onSuccess: onSaved });
  return (
    <Modal
      open
      title="Сохранить вид"
      okText="Сохранить"
      cancelText="Отмена"
      okButtonProps={{ htmlType: 'submit', loading: pending, disabled: tooLong }}
      cancelButtonProps={{ disabled: pending }}
      onCancel={() => {
        if (!pending) onClose();
      }}
      mask={{ closable: !pending }}
      keyboard={!pending}
      closable={!pending}
      modalRender={(dom) => (
        <Form<NewView>
          layout="vertical"
          disabled={pending}
          initialValues={{ name: '', shared: false }}
          onFinish={save}
        >
          {dom}
        </Form>
      )}
    >
      {tooLong && (
        <Alert
          type="warning"
          showIcon
          title={`Условия этого списка длиннее ${formatNumber(VIEW_QUERY_MAX_LENGTH)} знаков: вид из них не сохранить. Уберите часть условий.`}
          style={{ marginBottom: 16 }}
        />
      )}
      {create.isError && (
        <Alert
          type="error"
          showIcon
          title={failureText('Не удалось сохранить вид.', create.error)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="name"
        label="Название вида"
        rules={[{ required: true, whitespace: true, message: 'Введите название вида' }]}
      >
        <Input maxLength={VIEW_NAME_MAX_LENGTH} autoFocus />
      </Form.Item>
      <Form.Item name="shared" valuePropName="checked" style={{ marginBottom: 0 }}>
        <Checkbox>Показывать коллегам</Checkbox>
      </Form.Item>
    </Modal>
  );
}
