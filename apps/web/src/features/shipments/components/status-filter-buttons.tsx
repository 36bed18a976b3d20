import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SHIPMENT_STATUS_FILTERS, type ShipmentStatusCounts, type ShipmentStatusFilter } from '@stowline/domain';

interface StatusFilterButtonsProps {
  value: ShipmentStatusFilter;
  counts: ShipmentStatusCounts | undefined;
  onChange: (value: ShipmentStatusFilter) => void;
}

/** All, Working, Pending Mark Ship, Shipped, In Transit, Receiving, Cancelled, Others, each with its count. */
export function StatusFilterButtons({ value, counts, onChange }: StatusFilterButtonsProps) {
  return (
    <Box role="group" aria-label="Shipment status" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {SHIPMENT_STATUS_FILTERS.map((filter) => {
        const selected = filter.value === value;
        return (
          <Button
            key={filter.value}
            size="small"
            variant={selected ? 'contained' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChange(filter.value)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {filter.label}
            {counts ? ` (${counts[filter.value] ?? 0})` : ''}
          </Button>
        );
      })}
    </Box>
  );
}
