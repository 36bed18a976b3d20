import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DEFAULT_SUBSCRIPTION_AMOUNT } from '@stowline/domain';

interface ApproveUserDialogProps {
  email: string;
  pending: boolean;
  onCancel: () => void;
  onApprove: (amount: number) => void;
}

/** Mounted per user, so the amount starts at the default each time. */
export function ApproveUserDialog({ email, pending, onCancel, onApprove }: ApproveUserDialogProps) {
  const [amount, setAmount] = useState(String(DEFAULT_SUBSCRIPTION_AMOUNT));
  const value = Number(amount);
  const valid = amount.trim() !== '' && Number.isFinite(value) && value > 0;
  return (
    <Dialog open onClose={onCancel} aria-labelledby="approve-user-title" fullWidth maxWidth="xs">
      <DialogTitle id="approve-user-title">Are You Sure?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          Are you sure you want to approved this User? Please review the subscription amount below:
        </DialogContentText>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {email}
        </DialogContentText>
        <TextField
          label="Subscription Amount"
          type="number"
          fullWidth
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={!valid}
          slotProps={{ htmlInput: { min: 0, step: 'any' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="success" disabled={!valid || pending} onClick={() => onApprove(value)}>
          Approve
        </Button>
      </DialogActions>
    </Dialog>
  );
}
