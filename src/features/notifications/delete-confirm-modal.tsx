import { Modal, Typography } from 'antd';

interface DeleteAllModalProps {
  open: boolean;
  total: number;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Once the dialog has closed and given the focus back to «Удалить все», if it still can. */
  afterClose: () => void;
}

/** Confirms «Удалить все»; Escape, a click on the overlay and ✕ dismiss it without deleting. */
export function DeleteAllModal(props: DeleteAllModalProps) {
  const { open, total, pending, onConfirm, onCancel, afterClose } = props;
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
      afterClose={afterClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {`Будут удалены все уведомления (${total}). Восстановить их будет нельзя.`}
      </Typography.Paragraph>
    </Modal>
  );
}
