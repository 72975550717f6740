import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { ROUTE_COMMENT_MAX_LENGTH } from '../../api/limits';
import type { Route } from '../../api/schema';
import { isVersionConflict, type Versioned } from '../../api/versions';
import { useFeedback } from '../../components/feedback';
import { MoneyInput, moneyRule } from '../../components/money-input';
import { useUnsavedChanges } from '../../components/unsaved-changes/use-unsaved-changes';
import { useUpdateRoute } from './api';
import { RouteConflictAlert } from './route-conflict-alert';
import {
  changedFields,
  hasChanges,
  ROUTE_EDIT_DRAFT,
  valuesInBody,
  valuesOf,
  type EditValues,
} from './route-edit-values';

const FIELDS = ['nmc', 'comment'] as const;

interface RouteEditModalProps {
  /** The route as the page shows it, with its version. */
  route: Versioned<Route>;
  open: boolean;
  /**
   * Values to start from instead of the route's own (the justified НМЦ and its comment, or what
   * was typed before the session ended), and the version they were typed over if not the shown one.
   */
  preset?: EditValues | null;
  base?: Versioned<EditValues> | null;
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

/**
 * «Редактировать»: НМЦ and comment in a 600 px modal. A save sends only the changed fields over
 * the version the form was opened on; closing a changed form asks first.
 */
export function RouteEditModal({
  route,
  open,
  preset,
  base,
  onClose,
  onSaved,
}: RouteEditModalProps) {
  const [form] = Form.useForm<EditValues>();
  const update = useUpdateRoute(route.data.id);
  const { notify } = useFeedback();
  const [alert, setAlert] = useState<string | null>(null);
  // The version the user is editing: the one shown when the form opened, not a later refetch.
  const [opened, setOpened] = useState<Versioned<EditValues> | null>(null);
  if (open && opened === null) setOpened(base ?? { data: valuesOf(route.data), etag: route.etag });
  if (!open && opened !== null) setOpened(null);
  const [conflict, setConflict] = useState<Versioned<EditValues | null> | null>(null);

  // Nothing is watched before the form mounts, and an untouched comment may be missing.
  const watched = Form.useWatch((values: Partial<EditValues> | undefined) => values, form);
  const typedIn = (values: Partial<EditValues> | undefined) =>
    values?.nmc === undefined ? null : { nmc: values.nmc, comment: values.comment ?? '' };
  const changedFrom = (values: EditValues | null) =>
    opened !== null && values !== null && hasChanges(opened.data, values);
  const typed = typedIn(watched);
  const dirty = changedFrom(typed);
  const guard = useUnsavedChanges(
    dirty,
    opened && typed
      ? { form: ROUTE_EDIT_DRAFT, values: { values: typed, base: opened } }
      : undefined,
  );

  const dismiss = () => {
    setAlert(null);
    setConflict(null);
    update.reset();
    onClose();
  };

  const save = (values: EditValues, etag: string | null) => {
    if (!opened) return;
    const patch = changedFields(opened.data, values);
    if (Object.keys(patch).length === 0) return dismiss();
    setAlert(null);
    update.mutate(
      { patch, etag },
      {
        onSuccess: () => {
          notify('success', { title: 'Маршрут сохранён' });
          dismiss();
          onSaved();
        },
        onError: (error) => {
          if (isVersionConflict(error)) {
            setConflict({ data: valuesInBody(error.current), etag: error.etag });
            return;
          }
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

  const saveMine = () => {
    if (!conflict) return;
    void form.validateFields().then(
      (values) => save(values, conflict.etag),
      () => undefined,
    );
  };

  const takeTheirs = () => {
    if (!conflict) return;
    // Without the colleague's values there is nothing to fill in: the page shows them reloaded.
    if (!conflict.data) return dismiss();
    form.setFieldsValue(conflict.data);
    setOpened({ data: conflict.data, etag: conflict.etag });
    setConflict(null);
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
        // The form's values now, not as last drawn: Escape may follow the last key at once.
        if (!update.isPending) guard(dismiss, changedFrom(typedIn(form.getFieldsValue())));
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
          // Its own form store for each opening (the page's `key`), filled from these values.
          initialValues={preset ?? valuesOf(route.data)}
          onFinish={(values) => save(values, opened?.etag ?? route.etag)}
        >
          {dom}
        </Form>
      )}
    >
      {conflict && (
        <RouteConflictAlert
          current={conflict.data}
          busy={update.isPending}
          onSaveMine={saveMine}
          onTakeTheirs={takeTheirs}
        />
      )}
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="nmc"
        label="НМЦ"
        rules={[{ required: true, message: 'Укажите НМЦ' }, moneyRule]}
      >
        <MoneyInput autoFocus />
      </Form.Item>
      <Form.Item name="comment" label="Комментарий">
        <Input.TextArea rows={3} maxLength={ROUTE_COMMENT_MAX_LENGTH} showCount />
      </Form.Item>
    </Modal>
  );
}
