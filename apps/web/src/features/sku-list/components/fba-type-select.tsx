import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { FBA_TYPES, type FbaType } from '@stowline/domain';

const NOT_ATTACHED = 'NOT ATTACHED';

interface FbaTypeSelectProps {
  value: string | null;
  disabled: boolean;
  /** The selection's complaint (a selected SKU without a type): a red underline (Select & Ship's tooltip says why). */
  error?: string;
  onChange: (fbaType: FbaType) => void;
}

/** A product's FBA type; none yet reads 'NOT ATTACHED' in grey. */
export function FbaTypeSelect({ value, disabled, error, onChange }: FbaTypeSelectProps) {
  return (
    <Select
      variant="standard"
      size="small"
      displayEmpty
      value={value ?? ''}
      disabled={disabled}
      error={Boolean(error)}
      title={error}
      onChange={(e) => onChange(e.target.value as FbaType)}
      renderValue={(selected) =>
        !selected || selected === NOT_ATTACHED ? (
          <Typography component="span" sx={{ fontSize: 'inherit' }} color="text.disabled">
            {NOT_ATTACHED}
          </Typography>
        ) : (
          selected
        )
      }
      SelectDisplayProps={{ 'aria-label': 'Fba Type' }}
      MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      sx={{ width: 150, fontSize: 13 }}
    >
      {FBA_TYPES.map((type) => (
        <MenuItem key={type} value={type} dense>
          {type}
        </MenuItem>
      ))}
    </Select>
  );
}
