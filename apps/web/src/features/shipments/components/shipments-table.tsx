import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/Delete';
import Description from '@mui/icons-material/Description';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { SHIPMENT_LIST_PAGE_SIZE, shipmentListMessages, type ShipmentListRow } from '@stowline/domain';
import { CutText } from '../../../components/cut-text';
import { PagedTable } from '../../../components/paged-table';
import { formatCreatedAt, formatShipmentType, formatStatus } from '../lib/format-shipment';
import { shipmentDetailsUrl } from '../lib/shipment-details-link';

// The spec's cut for shipment names (section 9: 'shipment name display 15').
const SHIPMENT_NAME_CUT = 15;

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

export interface ShipmentRowActions {
  onOpen: (row: ShipmentListRow) => void;
  onShowSkus: (row: ShipmentListRow) => void;
  onDelete: (row: ShipmentListRow) => void;
  onDownloadBol: (row: ShipmentListRow) => void;
}

interface ShipmentsTableProps extends ShipmentRowActions {
  rows: ShipmentListRow[];
  total: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
}

/** A disabled icon still shows its tooltip: MUI needs a wrapper that receives the pointer. */
function ActionIcon(props: {
  label: string;
  tooltip: string;
  disabled: boolean;
  onClick: () => void;
  icon: React.ReactNode;
}) {
  return (
    <Tooltip title={props.tooltip}>
      <span>
        <IconButton size="small" aria-label={props.label} disabled={props.disabled} onClick={props.onClick}>
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function deleteTooltip(row: ShipmentListRow): string {
  if (row.shipmentStatus !== 'WORKING') return shipmentListMessages.deleteWorkingOnly;
  if (!row.canEdit) return shipmentListMessages.notCreatedHere;
  return 'Delete shipment';
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
          {row.shipmentId}
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
          aria-label={`SKUs of ${row.shipmentId}`}
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
        <ActionIcon
          label={`Download bill of lading of ${row.shipmentId}`}
          tooltip={row.canDownloadBol ? 'Download BOL' : shipmentListMessages.noBol}
          disabled={!row.canDownloadBol}
          onClick={() => actions.onDownloadBol(row)}
          icon={<Description fontSize="small" />}
        />
        <ActionIcon
          label={`Delete ${row.shipmentId}`}
          tooltip={deleteTooltip(row)}
          disabled={!row.canEdit}
          onClick={() => actions.onDelete(row)}
          icon={<Delete fontSize="small" />}
        />
        <ActionIcon
          label={`Open ${row.shipmentId}`}
          tooltip="Open details"
          disabled={false}
          onClick={() => actions.onOpen(row)}
          icon={<OpenInNew fontSize="small" />}
        />
      </TableCell>
    </TableRow>
  );
});

/** The shipment table: every column of spec section 2, 15 a page, row actions with their tooltips. */
export function ShipmentsTable({ rows, total, page, loading, onPageChange, ...actions }: ShipmentsTableProps) {
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
