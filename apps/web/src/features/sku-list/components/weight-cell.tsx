import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import { convertWeight, type Product, type WeightUnit } from '@stowline/domain';

export const WEIGHT_UNIT_ABBREVIATIONS: Record<WeightUnit, string> = { pounds: 'lb', ounces: 'oz' };

/** '1.50 lb' in the table's unit, or '—' when the weight is unknown. */
export function formatWeight(weight: Product['weight'], unit: WeightUnit): string {
  if (weight.value === null || weight.unit === null) return '—';
  return `${convertWeight(weight.value, weight.unit, unit).toFixed(2)} ${WEIGHT_UNIT_ABBREVIATIONS[unit]}`;
}

/** The Weight column's header: the title and the table's oz/lb switch (on is lb). */
export function WeightHeader({ unit, onUnitChange }: { unit: WeightUnit; onUnitChange: (unit: WeightUnit) => void }) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      Weight
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          ml: -0.25,
          color: 'text.secondary',
          typography: 'caption',
          lineHeight: 1,
        }}
      >
        oz
        <Switch
          size="small"
          checked={unit === 'pounds'}
          onChange={(e) => onUnitChange(e.target.checked ? 'pounds' : 'ounces')}
          slotProps={{ input: { 'aria-label': 'Show weights in lb' } }}
        />
        lb
      </Box>
    </Box>
  );
}
