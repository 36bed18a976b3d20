import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { checkItemWeight, type WeightUnit, type WorkbenchItem } from '@stowline/domain';
import { acceptsNumberText, toNumber } from '../lib/number-input';

interface SetItemWeightDialogProps {
  item: WorkbenchItem;
  pending: boolean;
  onSave: (weight: { value: number; unit: WeightUnit }) => void;
  onClose: () => void;
}

/** Set Item Weight (spec section 5): a positive number and a unit; negative input is not taken. */
export function SetItemWeightDialog({ item, pending, onSave, onClose }: SetItemWeightDialogProps) {
  const [valueText, setValueText] = useState(item.weight.value ? String(item.weight.value) : '');
  const [unit, setUnit] = useState<WeightUnit | 'none'>(item.weight.unit ?? 'none');
  const [errors, setErrors] = useState<Partial<Record<'value' | 'unit', string>>>({});
  const save = () => {
    const value = toNumber(valueText);
    const found = checkItemWeight(value, unit);
    setErrors(found);
    if (!found.value && !found.unit && value !== null && unit !== 'none') onSave({ value, unit });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="weight-title" fullWidth maxWidth="xs">
      <DialogTitle id="weight-title">Set Item Weight</DialogTitle>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: '1fr 140px', gap: 2, pt: '8px !important' }}>
        <TextField
          label="Weight"
          value={valueText}
          onChange={(e) => acceptsNumberText(e.target.value) && setValueText(e.target.value)}
          error={!!errors.value}
          helperText={errors.value}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          autoFocus
        />
        <TextField
          select
          label="Unit"
          value={unit}
          onChange={(e) => setUnit(e.target.value as WeightUnit | 'none')}
          error={!!errors.unit}
          helperText={errors.unit}
        >
          <MenuItem value="none">None</MenuItem>
          <MenuItem value="pounds">LB</MenuItem>
          <MenuItem value="ounces">OZ</MenuItem>
        </TextField>
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
