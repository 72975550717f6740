import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useId } from 'react';
import { TEMPORARY_ROUTE_COMMENT_MAX_LENGTH } from '../../../api/limits';
import type { TemporaryRoute } from '../../../api/schema';
import { MoneyInput } from '../../../components/money-input';
import { useTemporaryRouteForm, type TemporaryRouteForm } from '../use-temporary-route-form';

interface EditorProps {
  form: TemporaryRouteForm;
  /** «Подтвердить» beside «Сохранить» (the card): it saves typed values first. */
  confirm?: { loading: boolean; onConfirm: () => void };
  /** «Отмена» beside «Сохранить» (a session row): it asks before dropping typed values. */
  onCancel?: () => void;
  onSaved?: () => void;
}

/** «НМЦ» and «Комментарий» of a temporary route; «Сохранить» PATCHes what was changed here. */
export function TemporaryRouteEditor({ form, confirm, onCancel, onSaved }: EditorProps) {
  // The result card and its session row may edit the same route at once: ids per editor, so
  // each field keeps its own label.
  const fieldId = useId();
  const { values, fieldErrors, problem } = form;
  const nmcHelp = problem ?? fieldErrors.nmc?.join(' ');

  return (
    <Form
      layout="vertical"
      onFinish={() => form.save(onSaved)}
      disabled={form.saving}
      component="div"
    >
      {form.draftOffer && <div style={{ marginBottom: 16 }}>{form.draftOffer}</div>}
      <Flex gap={16} wrap>
        <Form.Item
          label="НМЦ"
          htmlFor={`${fieldId}-nmc`}
          style={{ flex: '1 1 180px' }}
          validateStatus={nmcHelp ? 'error' : undefined}
          // Tied to the field by hand: antd does so only for fields of its own form store.
          help={nmcHelp && <span id={`${fieldId}-nmc-help`}>{nmcHelp}</span>}
        >
          <MoneyInput
            id={`${fieldId}-nmc`}
            value={values.nmc}
            onChange={(nmc) => form.edit('nmc', nmc)}
            aria-invalid={nmcHelp ? true : undefined}
            aria-describedby={nmcHelp ? `${fieldId}-nmc-help` : undefined}
          />
        </Form.Item>
        <Form.Item
          label="Комментарий"
          htmlFor={`${fieldId}-comment`}
          style={{ flex: '2 1 280px' }}
          validateStatus={fieldErrors.comment ? 'error' : undefined}
          help={fieldErrors.comment?.join(' ')}
        >
          <Input.TextArea
            id={`${fieldId}-comment`}
            value={values.comment}
            onChange={(event) => form.edit('comment', event.target.value)}
            maxLength={TEMPORARY_ROUTE_COMMENT_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 1, maxRows: 4 }}
          />
        </Form.Item>
      </Flex>
      {form.saveError && !Object.keys(fieldErrors).length && (
        <Alert
          type="error"
          showIcon
          title="Не удалось сохранить изменения"
          style={{ marginBottom: 16 }}
        />
      )}
      {form.saved && (
        <Alert type="success" showIcon title="Изменения сохранены" style={{ marginBottom: 16 }} />
      )}
      <Flex gap={8} justify="flex-end">
        <Button onClick={() => form.save(onSaved)} loading={form.saving} disabled={!form.changed}>
          Сохранить
        </Button>
        {onCancel && <Button onClick={() => form.guard(onCancel)}>Отмена</Button>}
        {confirm && (
          <Button
            type="primary"
            icon={<CheckOutlined aria-hidden />}
            loading={confirm.loading || (form.saving && form.changed)}
            onClick={() => form.saveAndConfirm(confirm.onConfirm)}
          >
            Подтвердить
          </Button>
        )}
      </Flex>
    </Form>
  );
}

interface RowEditorProps {
  route: TemporaryRoute;
  onDone: () => void;
}

/** A session row's own editor: closes once saved or cancelled. */
export function SessionRouteEditor({ route, onDone }: RowEditorProps) {
  const form = useTemporaryRouteForm(route, 'row');
  return <TemporaryRouteEditor form={form} onSaved={onDone} onCancel={onDone} />;
}
