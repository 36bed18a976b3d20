import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkBoxDimensions, type BoxCategory, type BoxDimensionsState, type WeightUnit } from '@stowline/domain';
import { acceptsNumberText, toNumber } from '../lib/number-input';

export interface DimensionsValue {
  length: number;
  width: number;
  height: number;
  weight: number;
  weightUnit: WeightUnit;
}

interface BoxDimensionsDialogProps {
  /** What the dialog is for: 'Box 3' or '4 selected boxes'. */
  target: string;
  initial: BoxDimensionsState | null;
  categories: readonly BoxCategory[];
  pending: boolean;
  onSave: (dimensions: DimensionsValue) => void;
  onClose: () => void;
}

const FIELDS = [
  ['length', 'Length (in)'],
  ['width', 'Width (in)'],
  ['height', 'Height (in)'],
  ['weight', 'Weight'],
] as const;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Update Dimension to Box (spec section 5): inches and a weight, each above 0, a unit chosen; a category fills them. */
export function BoxDimensionsDialog({
  target,
  initial,
  categories,
  pending,
  onSave,
  onClose,
}: BoxDimensionsDialogProps) {
  const [values, setValues] = useState({
    length: text(initial?.length),
    width: text(initial?.width),
    height: text(initial?.height),
    weight: text(initial?.weight),
  });
  const [unit, setUnit] = useState<WeightUnit | 'none'>(initial?.weightUnit ?? 'none');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const fill = (categoryId: string) => {
    const category = categories.find((c) => c._id === categoryId);
    if (!category) return;
    const d = category.dimensions;
    setValues({ length: text(d.length), width: text(d.width), height: text(d.height), weight: text(d.weight) });
    setUnit(d.weightUnit);
    setErrors({});
  };

  const save = () => {
    const input = {
      length: toNumber(values.length),
      width: toNumber(values.width),
      height: toNumber(values.height),
      weight: toNumber(values.weight),
      weightUnit: unit,
    };
    const found = checkBoxDimensions(input);
    setErrors(found);
    if (Object.keys(found).length === 0 && unit !== 'none')
      onSave({
        length: input.length!,
        width: input.width!,
        height: input.height!,
        weight: input.weight!,
        weightUnit: unit,
      });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="dimensions-title" fullWidth maxWidth="xs">
      <DialogTitle id="dimensions-title">Update Dimension to Box</DialogTitle>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          {target}
        </Typography>
        {categories.length > 0 && (
          <TextField
            select
            label="Box Category"
            value=""
            onChange={(e) => fill(e.target.value)}
            sx={{ gridColumn: '1 / -1' }}
          >
            {categories.map((category) => (
              <MenuItem key={category._id} value={category._id}>
                {category.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            value={values[field]}
            onChange={(e) => acceptsNumberText(e.target.value) && setValues((v) => ({ ...v, [field]: e.target.value }))}
            error={!!errors[field]}
            helperText={errors[field]}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ))}
        <TextField
          select
          label="Weight Unit"
          value={unit}
          onChange={(e) => setUnit(e.target.value as WeightUnit | 'none')}
          error={!!errors.weightUnit}
          helperText={errors.weightUnit}
          sx={{ gridColumn: '1 / -1' }}
        >
          <MenuItem value="none">None</MenuItem>
          <MenuItem value="pounds">LB</MenuItem>
          <MenuItem value="ounces">OZ</MenuItem>
        </TextField>
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
