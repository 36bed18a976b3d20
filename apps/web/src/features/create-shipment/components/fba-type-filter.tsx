import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FbaTypeFilter } from '../hooks/use-item-cards-view';

interface FbaTypeFilterProps {
  value: FbaTypeFilter;
  /** The types present, with their counts; All counts them all. */
  counts: { type: string; count: number }[];
  onChange: (value: FbaTypeFilter) => void;
}

/** 'FBA Type': All, then each type present with how many items have it. */
export function FbaTypeFilterSelect({ value, counts, onChange }: FbaTypeFilterProps) {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  // A type chosen before its last item left (moved or filtered away) stays listed, with 0.
  const options =
    value === 'ALL' || counts.some((c) => c.type === value) ? counts : [...counts, { type: value, count: 0 }];
  return (
    <TextField
      select
      size="small"
      label="FBA Type"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value="ALL">All ({total})</MenuItem>
      {options.map(({ type, count }) => (
        <MenuItem key={type} value={type}>
          {type} ({count})
        </MenuItem>
      ))}
    </TextField>
  );
}
