import Typography from '@mui/material/Typography';
import { unitsToShip, type PackMode, type ShipmentItem } from '@stowline/domain';

const show = (value: number | null) => (value === null ? '—' : String(value));

/** 'Quantity: 24' in loose pack; '2 boxes × 12 in a box = 24 units' in case pack. */
export function ItemCountsText({ item, mode }: { item: ShipmentItem; mode: PackMode }) {
  return (
    <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="item-counts">
      {mode === 'case'
        ? `${show(item.boxCount)} boxes × ${show(item.quantity)} in a box = ${unitsToShip(item, mode)} units`
        : `Quantity: ${show(item.quantity)}`}
    </Typography>
  );
}
