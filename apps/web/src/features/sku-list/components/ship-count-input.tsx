import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';

interface ShipCountInputProps {
  /** The accessible name ('No. of Boxes', 'Quantity', 'In a Box'). */
  label: string;
  value: number | null;
  disabled?: boolean;
  /** The selection's complaint about this field: a red outline, and the text on hover. */
  error?: string;
  onChange: (value: number | null) => void;
}

/** A whole-number cell of the shipping columns; an empty box is null (the selection rule then says what is missing). */
export function ShipCountInput({ label, value, disabled, error, onChange }: ShipCountInputProps) {
  // Always inside the tooltip (an empty title shows nothing): swapping the wrapper would remount the input mid-typing.
  return (
    <Tooltip title={error ?? ''} describeChild>
      <TextField
        size="small"
        type="number"
        value={value ?? ''}
        disabled={disabled}
        error={Boolean(error)}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        slotProps={{ htmlInput: { 'aria-label': label, min: 1, step: 1, inputMode: 'numeric' } }}
        sx={{ width: 64, '& input': { py: 0.75, px: 1 } }}
      />
    </Tooltip>
  );
}
