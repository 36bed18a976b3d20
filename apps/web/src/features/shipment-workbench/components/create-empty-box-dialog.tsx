import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MAX_BOXES_PER_CALL, workbenchMessages, type BoxCategory } from '@stowline/domain';
import { acceptsNumberText, toNumber } from '../lib/number-input';

interface CreateEmptyBoxDialogProps {
  categories: readonly BoxCategory[];
  pending: boolean;
  onCreate: (change: { categoryId: string | null; count: number }) => void;
  onClose: () => void;
}

/** Create Empty Box (spec section 2): a category (its dimensions go to the boxes) and a box count. */
export function CreateEmptyBoxDialog({ categories, pending, onCreate, onClose }: CreateEmptyBoxDialogProps) {
  const [categoryId, setCategoryId] = useState('');
  const [countText, setCountText] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const create = () => {
    const count = toNumber(countText);
    if (count === null || !Number.isInteger(count) || count < 1)
      return setError(workbenchMessages.invalidBoxLengthOrQuantity);
    if (count > MAX_BOXES_PER_CALL) return setError(workbenchMessages.tooManyBoxes);
    onCreate({ categoryId: categoryId || null, count });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="empty-box-title" fullWidth maxWidth="xs">
      <DialogTitle id="empty-box-title">Create Empty Box</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField select label="Box Category" value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
          <MenuItem value="">No category</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category._id} value={category._id}>
              {category.name} ({category.dimensions.length}x{category.dimensions.width}x{category.dimensions.height} in)
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Box Count"
          value={countText}
          onChange={(e) => {
            if (!acceptsNumberText(e.target.value)) return;
            setCountText(e.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={create} disabled={pending}>
          Create
        </Button>
      </DialogActions>
    </Dialog>
  );
}
