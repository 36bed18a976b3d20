import Box from '@mui/material/Box';
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
  /** Where the type came from ("From Amazon's size tier", 'Set by you'), shown under it; none without a type. */
  source?: string | null;
  onChange: (fbaType: FbaType) => void;
}

/** A product's FBA type; none yet reads 'NOT ATTACHED' in grey. Its source is a caption underneath. */
export function FbaTypeSelect({ value, disabled, error, source, onChange }: FbaTypeSelectProps) {
  return (
    <Box>
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
      {source ? (
        <Typography
          variant="caption"
          component="div"
          color="text.secondary"
          data-testid="fba-type-source"
          sx={{ fontSize: 11, lineHeight: 1.3, mt: 0.25, whiteSpace: 'nowrap' }}
        >
          {source}
        </Typography>
      ) : null}
    </Box>
  );
}
