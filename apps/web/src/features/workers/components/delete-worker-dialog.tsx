import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface DeleteWorkerDialogProps {
  pending: boolean;
  onNo: () => void;
  onYes: () => void;
}

export function DeleteWorkerDialog({ pending, onNo, onYes }: DeleteWorkerDialogProps) {
  return (
    <Dialog open onClose={onNo} aria-labelledby="delete-worker-title" fullWidth maxWidth="xs">
      <DialogTitle id="delete-worker-title">Are You Sure?</DialogTitle>
      <DialogContent>
        <DialogContentText>you want to delete this user?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo}>No</Button>
        <Button variant="contained" color="error" disabled={pending} onClick={onYes}>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
