import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { workbenchMessages, type Box as ShipmentBox } from '@stowline/domain';
import { BoxCard, type BoxCardActions } from './box-card';

/** A collapsed box card's height with its gap; expanded cards are measured. */
const ESTIMATED_ROW = 96;

interface BoxListProps extends BoxCardActions {
  total: number;
  boxAt: (index: number) => ShipmentBox | undefined;
  /** The rows on screen changed: the container loads their pages. */
  onVisibleRange: (first: number, last: number) => void;
  selectedIds: ReadonlySet<string>;
  expandedIds: ReadonlySet<string>;
  scanBoxId: string | null;
  editable: boolean;
  areCasesRequired: boolean;
  showTracking: boolean;
  /** The tracking id's Edit: in WORKING, and once the transport is confirmed until marked shipped. */
  trackingEditable: boolean;
  /** LTL: the card names its pallet ('Pallet {n}' or 'Not Assigned'). */
  showPallet: boolean;
  /** Shown under 'No Data Found' when there is no box (the Auto-pack prompt). */
  empty?: ReactNode;
}

/**
 * The box cards, virtualised (TanStack Virtual): only the cards on screen and a few around them
 * are in the page, so a shipment of 2,000 boxes scrolls as one of 20. Rows whose page has not
 * answered yet show a placeholder of a card's height.
 */
export function BoxList({
  total,
  boxAt,
  onVisibleRange,
  selectedIds,
  expandedIds,
  scanBoxId,
  editable,
  areCasesRequired,
  showTracking,
  trackingEditable,
  showPallet,
  empty,
  ...actions
}: BoxListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's instance is read during render by design.
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW,
    overscan: 4,
    getItemKey: (index) => boxAt(index)?._id ?? `row-${index}`,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0]?.index ?? 0;
  const last = rows[rows.length - 1]?.index ?? 0;
  useEffect(() => onVisibleRange(first, last), [first, last, onVisibleRange]);

  if (total === 0)
    return (
      <Box sx={{ py: 4, px: 2, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
        <Typography color="text.secondary">{workbenchMessages.noData}</Typography>
        {empty}
      </Box>
    );

  return (
    <Box ref={scrollRef} data-testid="box-list" sx={{ overflowY: 'auto', flex: 1, minHeight: 0, px: 1 }}>
      <Box role="list" aria-label="Boxes" sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => {
          const box = boxAt(row.index);
          return (
            <Box
              key={row.key}
              role="listitem"
              data-index={row.index}
              ref={virtualizer.measureElement}
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${row.start}px)`,
                pb: 1,
              }}
            >
              {box ? (
                <BoxCard
                  box={box}
                  selected={selectedIds.has(box._id)}
                  expanded={expandedIds.has(box._id)}
                  scanning={scanBoxId === box._id}
                  editable={editable}
                  areCasesRequired={areCasesRequired}
                  showTracking={showTracking}
                  trackingEditable={trackingEditable}
                  showPallet={showPallet}
                  {...actions}
                />
              ) : (
                <Skeleton variant="rounded" height={ESTIMATED_ROW - 8} />
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
