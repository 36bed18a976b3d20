import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

interface ExpirableCellProps {
  /** What the marketplace says (read-only). */
  amzExpirable: boolean;
  /** The seller's own value; null until they set it. */
  expirable: boolean | null;
  disabled: boolean;
  onChange: (expirable: boolean) => void;
}

export function ExpirableCell({ amzExpirable, expirable, disabled, onChange }: ExpirableCellProps) {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'start', gap: 0.25, whiteSpace: 'nowrap' }}>
      <Typography variant="caption" color="text.secondary">
        Amazon:{' '}
        <Box component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
          {amzExpirable ? 'Yes' : 'No'}
        </Box>
      </Typography>
      <FormControlLabel
        sx={{ ml: -0.75, mr: 0, '& .MuiFormControlLabel-label': { typography: 'caption', color: 'text.secondary' } }}
        control={
          <Switch
            size="small"
            checked={expirable ?? false}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
          />
        }
        label="Yours"
      />
    </Box>
  );
}
