import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import {
  SHIPMENT_LIST_PAGE_SIZE,
  getShownShipmentId,
  shipmentListMessages,
  type ShipmentListRow,
} from '@stowline/domain';
import { CutText } from '../../../components/cut-text';
import { formatCreatedAt, formatShipmentType, formatStatus } from '../lib/format-shipment';
import { shipmentDetailsUrl } from '../lib/shipment-details-link';
import { ShipmentActionIcons, SHIPMENT_NAME_CUT, type ShipmentRowActions } from './shipment-row-actions';

interface ShipmentCardsProps extends ShipmentRowActions {
  rows: ShipmentListRow[];
  total: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
}

/** One shipment on a phone: its id and status first, then what it holds, where it goes and when. */
function ShipmentCard({ row, ...actions }: { row: ShipmentListRow } & ShipmentRowActions) {
  return (
    <Paper role="listitem" aria-label={getShownShipmentId(row)} variant="outlined" sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Link
          href={shipmentDetailsUrl(row._id)}
          sx={{ fontWeight: 600 }}
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
            e.preventDefault();
            actions.onOpen(row);
          }}
        >
          {getShownShipmentId(row)}
        </Link>
        <Chip
          size="small"
          label={formatStatus(row.shipmentStatus)}
          color={row.shipmentStatus === 'WORKING' ? 'primary' : 'default'}
        />
      </Box>
      <Typography variant="body2">
        <CutText text={row.shipmentName} max={SHIPMENT_NAME_CUT} /> · {formatShipmentType(row.shipmentType)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <Link
          component="button"
          type="button"
          onClick={() => actions.onShowSkus(row)}
          aria-label={`SKUs of ${getShownShipmentId(row)}`}
        >
          {row.skus} {row.skus === 1 ? 'SKU' : 'SKUs'}
        </Link>{' '}
        · {row.units} units · {row.boxes} boxes · received {row.closedQuantity}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {row.shipfrom || 'N/A'} &gt; {row.shipTo || 'N/A'}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {formatCreatedAt(row.createdAt)} · {row.createdBy?.name ?? shipmentListMessages.createdByDefault}
          {row.voidDate ? ` · void by ${formatCreatedAt(row.voidDate)}` : ''}
        </Typography>
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <ShipmentActionIcons row={row} {...actions} />
        </Box>
      </Box>
    </Paper>
  );
}

/**
 * The shipment list on a phone (issue 27): a card a shipment, its status beside its id, where the
 * fourteen-column table would scroll sideways and hide the status. The same page of rows and pager.
 */
export function ShipmentCards({ rows, total, page, loading, onPageChange, ...actions }: ShipmentCardsProps) {
  const lastPage = Math.max(1, Math.ceil(total / SHIPMENT_LIST_PAGE_SIZE));
  return (
    <Box>
      <Box role="list" aria-label="Shipments" aria-busy={loading} sx={{ display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <ShipmentCard key={row._id} row={row} {...actions} />
        ))}
      </Box>
      {rows.length === 0 && !loading && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {shipmentListMessages.noData}
        </Typography>
      )}
      <TablePagination
        component="div"
        count={total}
        page={Math.min(Math.max(0, page - 1), lastPage - 1)}
        rowsPerPage={SHIPMENT_LIST_PAGE_SIZE}
        rowsPerPageOptions={[SHIPMENT_LIST_PAGE_SIZE]}
        onPageChange={(_event, zeroBased) => onPageChange(zeroBased + 1)}
      />
    </Box>
  );
}
