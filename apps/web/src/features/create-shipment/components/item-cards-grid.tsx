import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { refusalOf, type PackMode, type Refusals, type ShipmentItem } from '@stowline/domain';
import { ShipmentItemCard } from './shipment-item-card';

interface ItemCardsGridProps {
  items: readonly ShipmentItem[];
  mode: PackMode;
  selectedIds: ReadonlySet<string>;
  now: Date;
  refusals: Refusals;
  onSelectedChange: (item: ShipmentItem, selected: boolean) => void;
  onExpirationChange: (item: ShipmentItem, expiration: string | null) => void;
  onEdit: (item: ShipmentItem) => void;
  onRemove: (item: ShipmentItem) => void;
}

/** One page of cards, or 'No data found'. */
export function ItemCardsGrid({ items, mode, selectedIds, now, refusals, ...props }: ItemCardsGridProps) {
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
        No data found
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="shipment items"
      sx={{ m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(330px, 1fr))', gap: 1.5 }}
    >
      {items.map((item) => (
        <ShipmentItemCard
          key={item.product._id}
          item={item}
          mode={mode}
          selected={selectedIds.has(item.product._id)}
          now={now}
          refusal={refusalOf(item, refusals)}
          onSelectedChange={(selected) => props.onSelectedChange(item, selected)}
          onExpirationChange={(expiration) => props.onExpirationChange(item, expiration)}
          onEdit={() => props.onEdit(item)}
          onRemove={() => props.onRemove(item)}
        />
      ))}
    </Box>
  );
}
