import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { checkExpiryDate, type WorkbenchItem } from '@stowline/domain';

interface SetExpiryDateDialogProps {
  item: WorkbenchItem;
  pending: boolean;
  onSave: (expDate: string) => void;
  onClose: () => void;
}

/** Set Expiry Date (spec section 5): required ('Field cannot be empty*'), not in the past ('Date cannot be set in past*'). */
export function SetExpiryDateDialog({ item, pending, onSave, onClose }: SetExpiryDateDialogProps) {
  const [value, setValue] = useState(item.expDate ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    const message = checkExpiryDate(value, new Date());
    setError(message);
    if (!message) onSave(value);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="expiry-title" fullWidth maxWidth="xs">
      <DialogTitle id="expiry-title">Set Expiry Date</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TextField
          type="date"
          label="Expiry Date"
          fullWidth
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
          error={!!error}
          helperText={error ?? `${item.sellerSku}`}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={pending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
