import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { checkBoxItemQuantity } from '@stowline/domain';
import { acceptsNumberText, toNumber } from '../lib/number-input';

interface QuantityDialogProps {
  /** 'Enter Item units' (batch scan) or 'Update Quantity' (a box item). */
  title: string;
  description: string;
  initial: number | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: (quantity: number) => void;
  onClose: () => void;
}

/** One whole number above 0 ('Incorrect Quantity!'), at most 150 in a box: the batch scan's units and a box item's quantity. */
export function QuantityDialog({
  title,
  description,
  initial,
  pending,
  submitLabel,
  onSubmit,
  onClose,
}: QuantityDialogProps) {
  const [text, setText] = useState(initial === null ? '' : String(initial));
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const quantity = toNumber(text);
    const message = checkBoxItemQuantity(quantity);
    setError(message);
    if (!message) onSubmit(quantity!);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="quantity-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="quantity-dialog-title">{title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TextField
          label="Quantity"
          fullWidth
          value={text}
          onChange={(e) => {
            if (!acceptsNumberText(e.target.value)) return;
            setText(e.target.value);
            setError(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit();
          }}
          error={!!error}
          helperText={error ?? description}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
