import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface RejectUserDialogProps {
  email: string;
  pending: boolean;
  onCancel: () => void;
  onReject: () => void;
}

export function RejectUserDialog({ email, pending, onCancel, onReject }: RejectUserDialogProps) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby="reject-user-title" fullWidth maxWidth="xs">
      <DialogTitle id="reject-user-title">Are You Sure?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You want to reject this user <strong>{email}</strong>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="error" disabled={pending} onClick={onReject}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}
