import {
  memo,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type Key,
  type ReactElement,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { keyframes, type CSSObject, type Theme } from '@mui/material/styles';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { workbenchMessages, type Box as ShipmentBox } from '@stowline/domain';
import { useSharedTooltip } from '../../../components/shared-tooltip';
import { BoxCard, boxCardStyles, type BoxCardActions } from './box-card';

/** A collapsed box card's height with its gap (at 1280 px); expanded or wrapped cards are measured. */
const ESTIMATED_ROW = 76;
/** A placeholder's pulse, as MUI's Skeleton. */
const pulse = keyframes`0% { opacity: 1; } 50% { opacity: 0.4; } 100% { opacity: 1; }`;
/** A row's place in the list; its gap to the next card is its bottom padding (measured with it). */
const ROW_STYLE = { position: 'absolute', top: 0, left: 0, width: '100%', paddingBottom: 8 } as const;

interface BoxListProps extends BoxCardActions {
  total: number;
  boxAt: (index: number) => ShipmentBox | undefined;
  /** The box with the units on their way to it (add to box, scans), shown before the server answers. */
  withPending: (box: ShipmentBox) => ShipmentBox;
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

type BoxRowsProps = Omit<BoxListProps, 'total' | 'onVisibleRange' | 'empty'> & {
  rows: readonly VirtualItem[];
  measureElement: (node: Element | null) => void;
};

type RowSettings = Omit<BoxRowsProps, 'rows' | 'boxAt' | 'withPending'>;

function sameSettings(a: RowSettings, b: RowSettings): boolean {
  const keys = Object.keys(a) as (keyof RowSettings)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Keeps each row's element while what it draws is the same (its place, its box, the list's
 * settings): React skips an element it drew already, so a frame scrolled makes and compares the
 * rows that came into view only, not a card's props for every row on screen (their objects made
 * the collector run while scrolling). It keeps the rows on screen only. The same rows and settings
 * give the same elements, so a render React runs twice or drops changes nothing.
 */
export function createRowCache() {
  type Kept = { start: number; box: ShipmentBox | undefined; element: ReactElement };
  let settings: RowSettings | undefined;
  let kept = new Map<Key, Kept>();
  return (
    rows: readonly VirtualItem[],
    next: RowSettings,
    boxOf: (index: number) => ShipmentBox | undefined,
    draw: (row: VirtualItem, box: ShipmentBox | undefined) => ReactElement,
  ): ReactElement[] => {
    if (!settings || !sameSettings(settings, next)) {
      settings = next;
      kept = new Map();
    }
    const drawn = new Map<Key, Kept>();
    const elements = rows.map((row) => {
      const box = boxOf(row.index);
      const old = kept.get(row.key);
      const element = old && old.start === row.start && old.box === box ? old.element : draw(row, box);
      drawn.set(row.key, { start: row.start, box, element });
      return element;
    });
    kept = drawn;
    return elements;
  };
}

/** The rows on screen: a card for each box whose page is read, a placeholder of a card's height otherwise. */
const BoxRows = memo(function BoxRows({ rows, boxAt, withPending, ...settings }: BoxRowsProps) {
  const [rowCache] = useState(createRowCache);
  const { measureElement, selectedIds, expandedIds, scanBoxId, ...cardSettings } = settings;
  const boxOf = (index: number) => {
    const read = boxAt(index);
    return read && withPending(read);
  };
  return rowCache(rows, settings, boxOf, (row, box) => (
    // A plain element with an inline style: a styled row would work its styles out again at every render.
    <div
      key={row.key}
      role="listitem"
      data-index={row.index}
      ref={measureElement}
      style={{ ...ROW_STYLE, transform: `translateY(${row.start}px)` }}
    >
      {box ? (
        <BoxCard
          box={box}
          selected={selectedIds.has(box._id)}
          expanded={expandedIds.has(box._id)}
          scanning={scanBoxId === box._id}
          {...cardSettings}
        />
      ) : (
        <div className="box-placeholder" />
      )}
    </div>
  ));
});

/** The rows' list: the virtualiser and the rows on screen, redrawn as the list scrolls. */
function VirtualRows({ total, onVisibleRange, boxAt, ...rest }: Omit<BoxListProps, 'empty'>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's instance is read during render by design.
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW,
    overscan: 6,
    useFlushSync: false,
    // Rows are keyed by position: a row keeps its element and its measured height when its page
    // answers (a placeholder becoming a card), rather than mounting anew under the box's id.
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0]?.index ?? 0;
  const last = rows[rows.length - 1]?.index ?? 0;
  useEffect(() => onVisibleRange(first, last), [first, last, onVisibleRange]);
  const deferredRows = useDeferredValue(rows);
  const deferredBoxAt = useDeferredValue(boxAt);
  // The first cards are drawn at once (the page's first render waits for them): only what
  // changes after them waits for a moment between frames.
  const firstRows = deferredRows.length === 0;

  return (
    <div ref={scrollRef} className="box-scroll" data-testid="box-list">
      <div role="list" aria-label="Boxes" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        <BoxRows
          rows={firstRows ? rows : deferredRows}
          boxAt={firstRows ? boxAt : deferredBoxAt}
          measureElement={virtualizer.measureElement}
          {...rest}
        />
      </div>
    </div>
  );
}

/** The list's look and its cards' (`boxCardStyles`), under the frame's class. */
const frameStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  // Strict containment: a row mounted while scrolling lays out the list, not the page around it.
  // The list scrolls on its own layer: Chromium otherwise keeps a scroller that is not opaque in
  // the page's layer (to draw its text with subpixel antialiasing, on a screen of scale 1), and
  // paints it again at each frame of a scroll.
  '& .box-scroll': {
    overflowY: 'auto',
    flex: 1,
    minHeight: 0,
    padding: '0 8px',
    contain: 'strict',
    willChange: 'scroll-position',
  },
  '& .box-placeholder': {
    height: ESTIMATED_ROW - 8,
    borderRadius: `${theme.shape.borderRadius}px`,
    background: theme.palette.action.hover,
    animation: `${pulse} 1.5s ease-in-out 0.5s infinite`,
  },
  ...boxCardStyles(theme),
});

/**
 * The list's styles as one element made once: React skips an element it has drawn already, so
 * they are worked out when the list mounts, not at each of its renders (emotion works an sx object
 * out again at every render of its element, and a scrolled list renders as its pages answer).
 */
const listStyles = <GlobalStyles styles={(theme) => ({ '.box-list': frameStyles(theme) })} />;

/**
 * The box cards, virtualised (TanStack Virtual): only the cards on screen and a few around them
 * are in the page, so a shipment of 2,000 boxes scrolls as one of 20. Rows whose page has not
 * answered yet show a placeholder of a card's height.
 *
 * Scrolling moves the list at once; the cards that come into view, and a page's boxes when it
 * answers, are drawn a moment later (deferred, so React draws them between frames rather than
 * holding one up): the overscan rows cover the gap. Units on their way to a box are not deferred:
 * they show in the next frame.
 *
 * Scrolling redraws the rows only (`VirtualRows`), and of those the rows that came into view or
 * changed (`createRowCache`); the pages on screen changing or answering redraw the frame too, but
 * not its styles (`listStyles`) nor the cards' one shared tooltip unless it shows another text.
 */
export function BoxList({ empty, ...rest }: BoxListProps) {
  // The cards' tooltips (their buttons' data-tooltip), one for the list.
  const { listeners, tooltip } = useSharedTooltip();

  if (rest.total === 0)
    return (
      <Box sx={{ py: 4, px: 2, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
        <Typography color="text.secondary">{workbenchMessages.noData}</Typography>
        {empty}
      </Box>
    );

  return (
    <div className="box-list" {...listeners}>
      {listStyles}
      {tooltip}
      <VirtualRows {...rest} />
    </div>
  );
}
