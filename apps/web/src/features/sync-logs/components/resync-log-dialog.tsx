import { ConfirmDialog } from '../../../components/confirm-dialog';

interface ResyncLogDialogProps {
  name: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ResyncLogDialog({ name, pending, onCancel, onConfirm }: ResyncLogDialogProps) {
  return (
    <ConfirmDialog
      id="resync-log-title"
      cancelLabel="Cancel"
      confirmLabel="Sync Now"
      tone="neutral"
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {`You want to resync the ${name} ?`}
    </ConfirmDialog>
  );
}
