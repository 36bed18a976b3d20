import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import {
  SHIPMENT_SEARCH_DEBOUNCE_MS,
  SHIPMENT_STATUS_FILTERS,
  SHIPMENT_TYPE_FILTERS,
  cutShipmentName,
  getShownShipmentId,
  shipmentListMessages,
  type ShipmentStatusFilter,
  type ShipmentTile,
  type ShipmentTypeFilter,
} from '@stowline/domain';
import { useCurrentUser } from '../../../lib/current-user';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useEditShipment } from '../api/use-edit-shipment';
import { useShipmentsSidebar } from '../api/use-shipments-sidebar';
import { formatCreatedAt, formatShipmentType, formatStatus } from '../lib/format-shipment';
import { ShipmentDetailsPopover } from './shipment-details-popover';

interface ShipmentSidebarProps {
  /** The shipment shown beside the sidebar, marked in the list. */
  selectedId?: string | null;
  onOpen: (tile: ShipmentTile) => void;
}

function Tile({
  tile,
  selected,
  onOpen,
  onDetails,
}: {
  tile: ShipmentTile;
  selected: boolean;
  onOpen: () => void;
  onDetails: (anchor: HTMLElement) => void;
}) {
  return (
    <Card variant="outlined" sx={{ position: 'relative', borderColor: selected ? 'primary.main' : undefined }}>
      <CardActionArea onClick={onOpen} aria-label={`Open ${getShownShipmentId(tile)}`} sx={{ p: 1.5, pr: 5 }}>
        <Typography variant="subtitle2">{getShownShipmentId(tile)}</Typography>
        <Typography variant="body2" title={tile.shipmentName}>
          {cutShipmentName(tile.shipmentName)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {tile.shipfrom || 'N/A'} &gt; {tile.shipTo || 'N/A'}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {tile.createdBy?.name ?? shipmentListMessages.createdByDefault} · {formatCreatedAt(tile.createdAt)}
        </Typography>
        <Typography variant="caption" component="p">
          SKU {tile.skus} · Qty {tile.units} · Boxes {tile.boxes}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5 }}>
          <Chip
            size="small"
            label={formatStatus(tile.shipmentStatus)}
            color={tile.shipmentStatus === 'WORKING' ? 'primary' : 'default'}
          />
          <Chip size="small" variant="outlined" label={formatShipmentType(tile.shipmentType)} />
        </Box>
      </CardActionArea>
      <IconButton
        size="small"
        aria-label={`Details of ${getShownShipmentId(tile)}`}
        onClick={(e) => onDetails(e.currentTarget)}
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <InfoOutlined fontSize="small" />
      </IconButton>
    </Card>
  );
}

/**
 * The sidebar variant of the list: search by id or name, status, type and warehouse filters,
 * tiles that load 10 more as the end scrolls into view, and a details popover per tile.
 */
export function ShipmentSidebar({ selectedId = null, onOpen }: ShipmentSidebarProps) {
  const { user } = useCurrentUser();
  const storeMarketplaceId = user?.defaultStoreMarketplace?._id ?? null;
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SHIPMENT_SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<ShipmentStatusFilter>('ALL');
  const [type, setType] = useState<ShipmentTypeFilter>('ALL');
  const [warehouseId, setWarehouseId] = useState('');
  const query = useShipmentsSidebar(storeMarketplaceId, {
    ...(search ? { search } : {}),
    status,
    type,
    ...(warehouseId ? { warehouseId } : {}),
  });
  const tiles = query.data?.pages.flatMap((p) => p.response) ?? [];
  const warehouses = query.data?.pages[0]?.warehouses ?? [];
  const total = query.data?.pages[0]?.totalShipmentCount ?? 0;
  const [details, setDetails] = useState<{ id: string; anchor: HTMLElement } | null>(null);
  const detailTile = details ? tiles.find((t) => t._id === details.id) : undefined;
  // A tile that leaves the list (renamed out of the search, say) closes its details for good: they
  // must not open again, at a stale anchor, when a later search brings the tile back.
  if (details !== null && query.data !== undefined && detailTile === undefined) setDetails(null);
  const edit = useEditShipment();

  const end = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage) return;
    // The tiles scroll in their own box (a sidebar): the end counts when it shows in that box.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scroller.current },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Box
      component="aside"
      aria-label="Shipments"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <TextField
        size="small"
        label="Search by id or name"
        value={searchText}
        onChange={(e) => setSearchText(e.target.value)}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))', gap: 1 }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as ShipmentStatusFilter)}
        >
          {SHIPMENT_STATUS_FILTERS.map((f) => (
            <MenuItem key={f.value} value={f.value}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Type"
          value={type}
          onChange={(e) => setType(e.target.value as ShipmentTypeFilter)}
        >
          {SHIPMENT_TYPE_FILTERS.map((f) => (
            <MenuItem key={f.value} value={f.value}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Warehouse"
          value={warehouseId}
          onChange={(e) => setWarehouseId(e.target.value)}
        >
          <MenuItem value="">All</MenuItem>
          {warehouses.map((w) => (
            <MenuItem key={w._id} value={w._id}>
              {w.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography variant="caption" color="text.secondary" role="status">
        {query.isPending ? 'Loading shipments…' : `${tiles.length} of ${total} shipments`}
      </Typography>
      <Box
        ref={scroller}
        data-testid="shipment-tiles-scroller"
        sx={{ overflowY: 'auto', maxHeight: { xs: '65vh', md: 'calc(100vh - 280px)' }, minHeight: 200, pr: 0.5 }}
      >
        <Box role="list" aria-label="Shipment tiles" sx={{ display: 'grid', gap: 1 }}>
          {tiles.map((tile) => (
            <Box role="listitem" key={tile._id}>
              <Tile
                tile={tile}
                selected={tile._id === selectedId}
                onOpen={() => onOpen(tile)}
                onDetails={(anchor) => setDetails({ id: tile._id, anchor })}
              />
            </Box>
          ))}
        </Box>
        {!query.isPending && tiles.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
            {shipmentListMessages.noData}
          </Typography>
        )}
        <Box ref={end} sx={{ minHeight: 8, display: 'flex', justifyContent: 'center' }}>
          {isFetchingNextPage && <CircularProgress size={20} aria-label="Loading more shipments" />}
        </Box>
      </Box>
      {details && detailTile && (
        <ShipmentDetailsPopover
          tile={detailTile}
          anchor={details.anchor}
          renaming={edit.isPending}
          onClose={() => setDetails(null)}
          onRename={(name) =>
            edit.mutate({ action: 'shipmentName', inboundShipmentId: detailTile._id, nameToUpdate: name })
          }
        />
      )}
    </Box>
  );
}
