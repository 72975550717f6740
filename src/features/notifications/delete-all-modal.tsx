import { Modal, Typography } from 'antd';

interface DeleteAllModalProps {
  open: boolean;
  total: number;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirms «Удалить все»; Escape, a click on the overlay and ✕ dismiss it without deleting. */
export function DeleteAllModal({ open, total, pending, onConfirm, onCancel }: DeleteAllModalProps) {
  return (
    <Modal
      open={open}
      title="Удалить все уведомления?"
      okText="Удалить"
      cancelText="Отмена"
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      onOk={onConfirm}
      // While the request runs the dialog stays, so its outcome is never hidden.
      onCancel={pending ? undefined : onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {`Будут удалены все уведомления (${total}). Восстановить их будет нельзя.`}
      </Typography.Paragraph>
    </Modal>
  );
}
