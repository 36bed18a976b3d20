import { billingMessages } from '@stowline/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface DefaultCardDialogProps {
  pending: boolean;
  onCancel: () => void;
  onUpdate: () => void;
}

export function DefaultCardDialog({ pending, onCancel, onUpdate }: DefaultCardDialogProps) {
  return (
    <ConfirmDialog
      id="default-card-title"
      cancelLabel="Cancel"
      confirmLabel="Update"
      tone="neutral"
      pending={pending}
      onCancel={onCancel}
      onConfirm={onUpdate}
    >
      {billingMessages.changeDefaultConfirm}
    </ConfirmDialog>
  );
}
