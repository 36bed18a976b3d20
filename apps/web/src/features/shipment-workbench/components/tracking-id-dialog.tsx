import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { workbenchMessages } from '@stowline/domain';

interface TrackingIdDialogProps {
  target: string;
  initial: string | null;
  pending: boolean;
  onSave: (trackingId: string) => void;
  onClose: () => void;
}

/** Update Tracking Id (spec section 2, SP non-partnered): one box's tracking id, never empty. */
export function TrackingIdDialog({ target, initial, pending, onSave, onClose }: TrackingIdDialogProps) {
  const [value, setValue] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (!value.trim()) return setError(workbenchMessages.trackingIdRequired);
    onSave(value.trim());
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="tracking-title" fullWidth maxWidth="xs">
      <DialogTitle id="tracking-title">Update Tracking Id</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TextField
          label={`Tracking Id of ${target}`}
          fullWidth
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={error}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={pending}>
          Update
        </Button>
      </DialogActions>
    </Dialog>
  );
}
