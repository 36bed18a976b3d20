import { ConfirmDialog } from '../../../components/confirm-dialog';

interface DeleteStoreDialogProps {
  pending: boolean;
  onCancel: () => void;
  onDelete: () => void;
}

export function DeleteStoreDialog({ pending, onCancel, onDelete }: DeleteStoreDialogProps) {
  return (
    <ConfirmDialog
      id="delete-store-title"
      cancelLabel="Cancel"
      confirmLabel="Delete"
      pending={pending}
      onCancel={onCancel}
      onConfirm={onDelete}
    >
      You want to delete this store?
    </ConfirmDialog>
  );
}
