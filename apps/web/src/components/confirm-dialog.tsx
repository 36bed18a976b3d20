import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDialogProps {
  id: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Red for destructive actions (the default), the primary colour otherwise. */
  tone?: 'danger' | 'neutral';
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Are You Sure?' with the spec's question and its two buttons; stays open while the call runs or fails. */
export function ConfirmDialog({
  id,
  children,
  cancelLabel,
  confirmLabel,
  tone = 'danger',
  pending,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby={id} fullWidth maxWidth="xs">
      <DialogTitle id={id}>Are You Sure?</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button
          variant="contained"
          color={tone === 'danger' ? 'error' : 'primary'}
          disabled={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
