import { ConfirmDialog } from '../../../components/confirm-dialog';

interface DeleteWorkerDialogProps {
  pending: boolean;
  onNo: () => void;
  onYes: () => void;
}

export function DeleteWorkerDialog({ pending, onNo, onYes }: DeleteWorkerDialogProps) {
  return (
    <ConfirmDialog
      id="delete-worker-title"
      cancelLabel="No"
      confirmLabel="Yes"
      pending={pending}
      onCancel={onNo}
      onConfirm={onYes}
    >
      you want to delete this user?
    </ConfirmDialog>
  );
}
