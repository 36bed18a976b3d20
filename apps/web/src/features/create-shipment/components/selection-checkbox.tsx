import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

interface SelectionCheckboxProps {
  label: string;
  /** How many of the group are ticked, out of how many. */
  selected: number;
  total: number;
  onChange: (selected: boolean) => void;
}

/** Ticks a whole group of cards: checked when all are, half when some are. */
export function SelectionCheckbox({ label, selected, total, onChange }: SelectionCheckboxProps) {
  const all = total > 0 && selected === total;
  return (
    <FormControlLabel
      label={label}
      disabled={total === 0}
      control={
        <Checkbox size="small" checked={all} indeterminate={selected > 0 && !all} onChange={() => onChange(!all)} />
      }
      slotProps={{ typography: { variant: 'body2' } }}
    />
  );
}
