import { billingMessages } from '@stowline/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface DeleteCardDialogProps {
  pending: boolean;
  onCancel: () => void;
  onDelete: () => void;
}

export function DeleteCardDialog({ pending, onCancel, onDelete }: DeleteCardDialogProps) {
  return (
    <ConfirmDialog
      id="delete-card-title"
      cancelLabel="Cancel"
      confirmLabel="Delete"
      pending={pending}
      onCancel={onCancel}
      onConfirm={onDelete}
    >
      {billingMessages.deleteCardConfirm}
    </ConfirmDialog>
  );
}
