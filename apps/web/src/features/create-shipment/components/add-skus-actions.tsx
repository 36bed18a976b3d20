import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

interface AddSkusActionsProps {
  /** Confirm waits until there is something to add. */
  canConfirm: boolean;
  onCancel: () => void;
  /** A click handler, or the id of the form Confirm submits. */
  onConfirm?: () => void;
  formId?: string;
}

/** Cancel and Confirm of 'Add SKUs to Plan'. */
export function AddSkusActions({ canConfirm, onCancel, onConfirm, formId }: AddSkusActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel}>Cancel</Button>
      <Button
        variant="contained"
        disabled={!canConfirm}
        type={formId ? 'submit' : 'button'}
        form={formId}
        onClick={onConfirm}
      >
        Confirm
      </Button>
    </DialogActions>
  );
}
