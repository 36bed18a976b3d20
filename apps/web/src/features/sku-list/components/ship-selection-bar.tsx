import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { PackMode } from '@stowline/domain';

interface ShipSelectionBarProps {
  mode: PackMode;
  selectedCount: number;
  onModeChange: (mode: PackMode) => void;
  onClear: () => void;
  /** Where the shipment draft stands (saved, saving), at the end of the bar. */
  status?: ReactNode;
}

/** Above the table: the Loose Pack / Case Pack switch and how many SKUs are selected to ship (memoised). */
export const ShipSelectionBar = memo(function ShipSelectionBar({
  mode,
  selectedCount,
  onModeChange,
  onClear,
  status,
}: ShipSelectionBarProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={mode}
        aria-label="Pack mode"
        onChange={(_event, next: PackMode | null) => {
          if (next) onModeChange(next);
        }}
      >
        <ToggleButton value="loose" sx={{ textTransform: 'none', px: 2 }}>
          Loose Pack
        </ToggleButton>
        <ToggleButton value="case" sx={{ textTransform: 'none', px: 2 }}>
          Case Pack
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography
        variant="body2"
        color={selectedCount ? 'text.primary' : 'text.secondary'}
        role="status"
        data-testid="ship-selection-count"
      >
        {selectedCount === 1 ? '1 SKU selected' : `${selectedCount} SKUs selected`}
      </Typography>
      {selectedCount > 0 && (
        <Button size="small" onClick={onClear}>
          Clear selection
        </Button>
      )}
      {status}
    </Box>
  );
});
