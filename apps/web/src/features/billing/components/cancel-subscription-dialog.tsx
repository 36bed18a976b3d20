import { billingMessages } from '@stowline/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface CancelSubscriptionDialogProps {
  pending: boolean;
  onCancel: () => void;
  onRemove: () => void;
}

export function CancelSubscriptionDialog({ pending, onCancel, onRemove }: CancelSubscriptionDialogProps) {
  return (
    <ConfirmDialog
      id="cancel-subscription-title"
      cancelLabel="Cancel"
      confirmLabel="Remove"
      pending={pending}
      onCancel={onCancel}
      onConfirm={onRemove}
    >
      {billingMessages.cancelConfirmText}
    </ConfirmDialog>
  );
}
