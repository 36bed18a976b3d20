import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface WorkbenchConfirmDialogProps {
  /** The spec's title: 'Are Your Sure' (clear, delete shipment), 'Are your Sure you want to delete?' (an item). */
  title: string;
  children?: ReactNode;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The workbench's confirmations (spec section 2): No and Yes, Yes showing 'Processing...' while the call runs. */
export function WorkbenchConfirmDialog({ title, children, pending, onCancel, onConfirm }: WorkbenchConfirmDialogProps) {
  return (
    <Dialog
      open
      onClose={pending ? undefined : onCancel}
      aria-labelledby="workbench-confirm-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="workbench-confirm-title">{title}</DialogTitle>
      {children && (
        <DialogContent>
          <DialogContentText>{children}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          No
        </Button>
        <Button variant="contained" color="error" disabled={pending} onClick={onConfirm}>
          {pending ? 'Processing...' : 'Yes'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
