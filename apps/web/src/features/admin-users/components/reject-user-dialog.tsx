import { ConfirmDialog } from '../../../components/confirm-dialog';

interface RejectUserDialogProps {
  email: string;
  pending: boolean;
  onCancel: () => void;
  onReject: () => void;
}

export function RejectUserDialog({ email, pending, onCancel, onReject }: RejectUserDialogProps) {
  return (
    <ConfirmDialog
      id="reject-user-title"
      cancelLabel="Cancel"
      confirmLabel="Reject"
      pending={pending}
      onCancel={onCancel}
      onConfirm={onReject}
    >
      You want to reject this user <strong>{email}</strong>
    </ConfirmDialog>
  );
}
