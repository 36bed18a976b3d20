import { memo } from 'react';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {
  SHIPMENT_LIST_PAGE_SIZE,
  getShownShipmentId,
  shipmentListMessages,
  type ShipmentListRow,
} from '@stowline/domain';
import { CutText } from '../../../components/cut-text';
import { PagedTable } from '../../../components/paged-table';
import { formatCreatedAt, formatShipmentType, formatStatus } from '../lib/format-shipment';
import { shipmentDetailsUrl } from '../lib/shipment-details-link';
import { ShipmentCards } from './shipment-cards';
import { ShipmentActionIcons, SHIPMENT_NAME_CUT, type ShipmentRowActions } from './shipment-row-actions';

const COLUMNS = [
  'ShipmentId',
  'Shipment',
  'SKUs',
  'Quantity',
  'Boxes',
  'Created By',
  'Transfer',
  'Shipment Type',
  'Sent',
  'Received',
  'Status',
  'Void Date',
  'Created At',
  'Actions',
] as const;

interface ShipmentsTableProps extends ShipmentRowActions {
  rows: ShipmentListRow[];
  total: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
}

const ShipmentTableRow = memo(function ShipmentTableRow({
  row,
  ...actions
}: { row: ShipmentListRow } & ShipmentRowActions) {
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Link
          href={shipmentDetailsUrl(row._id)}
          onClick={(e) => {
            // A plain click opens here (the id stored first); a middle or modified click a new tab.
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
            e.preventDefault();
            actions.onOpen(row);
          }}
        >
          {/* A name stands in for the FBA id until Amazon places the shipment: cut like the name column. */}
          <CutText text={getShownShipmentId(row)} max={SHIPMENT_NAME_CUT} />
        </Link>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <CutText text={row.shipmentName} max={SHIPMENT_NAME_CUT} />
      </TableCell>
      <TableCell>
        <Link
          component="button"
          type="button"
          onClick={() => actions.onShowSkus(row)}
          aria-label={`SKUs of ${getShownShipmentId(row)}`}
        >
          {row.skus}
        </Link>
      </TableCell>
      <TableCell>{row.units}</TableCell>
      <TableCell>{row.boxes}</TableCell>
      <TableCell>{row.createdBy?.name ?? shipmentListMessages.createdByDefault}</TableCell>
      <TableCell>
        {row.shipfrom || 'N/A'} &gt; {row.shipTo || 'N/A'}
      </TableCell>
      <TableCell>{formatShipmentType(row.shipmentType)}</TableCell>
      <TableCell>{row.units}</TableCell>
      <TableCell>{row.closedQuantity}</TableCell>
      <TableCell>
        <Chip
          size="small"
          label={formatStatus(row.shipmentStatus)}
          color={row.shipmentStatus === 'WORKING' ? 'primary' : 'default'}
        />
      </TableCell>
      <TableCell>{row.voidDate ? formatCreatedAt(row.voidDate) : shipmentListMessages.voidDateDefault}</TableCell>
      <TableCell>{formatCreatedAt(row.createdAt)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <ShipmentActionIcons row={row} {...actions} />
      </TableCell>
    </TableRow>
  );
});

/** The shipment table: every column of spec section 2, 15 a page, row actions with their tooltips. */
export function ShipmentsTable(props: ShipmentsTableProps) {
  // A phone shows a card a shipment: fourteen columns would scroll sideways and hide the status.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return phone ? <ShipmentCards {...props} /> : <ShipmentsTableRows {...props} />;
}

function ShipmentsTableRows({ rows, total, page, loading, onPageChange, ...actions }: ShipmentsTableProps) {
  // Fourteen columns fit from 1280 px (beside the side menu) with dense cells; dates, the
  // transfer and two-word headers wrap rather than widen the table.
  return (
    <Box sx={{ '& .MuiTableCell-root': { px: 0.5, py: 0.75, fontSize: '0.8125rem' } }}>
      <PagedTable
        label="Shipments"
        head={COLUMNS.map((c) => (
          <TableCell key={c}>{c}</TableCell>
        ))}
        columnCount={COLUMNS.length}
        emptyText={shipmentListMessages.noData}
        isEmpty={rows.length === 0}
        loading={loading}
        showProgress
        total={total}
        page={page}
        perPage={SHIPMENT_LIST_PAGE_SIZE}
        onPageChange={onPageChange}
      >
        {rows.map((row) => (
          <ShipmentTableRow key={row._id} row={row} {...actions} />
        ))}
      </PagedTable>
    </Box>
  );
}
