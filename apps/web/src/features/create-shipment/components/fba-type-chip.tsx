import Chip from '@mui/material/Chip';
import { NO_FBA_TYPE } from '../lib/fba-type-counts';

/** A product's FBA type: red in the error bucket, grey without a type. */
export function FbaTypeChip({ fbaType }: { fbaType: string | null }) {
  const type = fbaType ?? NO_FBA_TYPE;
  const color = type === 'ERRORED' ? 'error' : type === NO_FBA_TYPE ? 'default' : 'primary';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={type}
      data-testid="fba-type"
      sx={{ fontSize: 11, height: 22 }}
    />
  );
}
