import { Modal, Typography } from 'antd';
import type { Notification } from '../../api/schema';

/** What the user asked to delete: one notification, the selected ones or all of them. */
export type DeleteRequest =
  | { kind: 'one'; notification: Notification }
  | { kind: 'selected'; ids: number[] }
  | { kind: 'all'; total: number };

const QUESTIONS: Record<DeleteRequest['kind'], string> = {
  one: 'Удалить уведомление?',
  selected: 'Удалить выбранные уведомления?',
  all: 'Удалить все уведомления?',
};

function consequence(request: DeleteRequest): string {
  switch (request.kind) {
    case 'one':
      return `Уведомление «${request.notification.message}» будет удалено. Восстановить его будет нельзя.`;
    case 'selected':
      return `Будут удалены выбранные уведомления (${request.ids.length}). Восстановить их будет нельзя.`;
    case 'all':
      return `Будут удалены все уведомления (${request.total}). Восстановить их будет нельзя.`;
  }
}

interface DeleteConfirmModalProps {
  open: boolean;
  /** The last request asked about: it stays while the dialog closes. */
  request: DeleteRequest | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Once the dialog has closed and given the focus back to its button, if it still can. */
  afterClose: () => void;
}

/**
 * Asks before any deletion: there is no way back. Escape, a click on the overlay and ✕ dismiss
 * it without deleting.
 */
export function DeleteConfirmModal(props: DeleteConfirmModalProps) {
  const { open, request, pending, onConfirm, onCancel, afterClose } = props;
  return (
    <Modal
      open={open}
      title={request ? QUESTIONS[request.kind] : undefined}
      okText="Удалить"
      cancelText="Отмена"
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      onOk={onConfirm}
      // While the request runs the dialog stays, so its outcome is never hidden.
      onCancel={pending ? undefined : onCancel}
      afterClose={afterClose}
      destroyOnHidden
    >
      {request && <Typography.Paragraph>{consequence(request)}</Typography.Paragraph>}
    </Modal>
  );
}
