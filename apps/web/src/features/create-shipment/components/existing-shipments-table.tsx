import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { getShownShipmentId, type ExistingShipment } from '@stowline/domain';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatDate } from '../../../lib/format-date';

interface ExistingShipmentsTableProps {
  shipments: readonly ExistingShipment[];
  selectedId: string | null;
  onSelect: (shipment: ExistingShipment) => void;
  onOpenSkus: (shipment: ExistingShipment) => void;
}

const COLUMNS = 8;

/** A shipment as the seller knows it: its FBA id, or its name until Amazon places it (no FBA id yet). */
export const shownIdOf = (s: ExistingShipment) =>
  getShownShipmentId({
    shipmentId: s.ShipmentId,
    shipmentName: s.ShipmentName,
    awaitingPlacement: s.awaitingPlacement,
  });

/**
 * The WORKING shipments (spec section 2's columns): Shipment ID (one chosen), Created Date, SKUs
 * (opens the SKU details), Quantity, Shipment Type, Label Type, Created By, From > To.
 */
export function ExistingShipmentsTable({ shipments, selectedId, onSelect, onOpenSkus }: ExistingShipmentsTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Existing shipments" sx={{ minWidth: 820 }}>
        <TableHead>
          <TableRow>
            <TableCell>Shipment ID</TableCell>
            <TableCell>Created Date</TableCell>
            <TableCell align="right">SKUs</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell>Shipment Type</TableCell>
            <TableCell>Label Type</TableCell>
            <TableCell>Created By</TableCell>
            <TableCell>From &gt; To</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shipments.length === 0 && <EmptyTableRow colSpan={COLUMNS} text="No data found" />}
          {shipments.map((shipment) => {
            const shownId = shownIdOf(shipment);
            return (
              <TableRow key={shipment._id} hover selected={shipment._id === selectedId}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {/* Why it cannot take SKUs (not placed yet, not created here, or Amazon's content-update rules). */}
                  <Tooltip title={shipment.canAddSkus ? '' : (shipment.cannotAddReason ?? '')}>
                    <span>
                      <Radio
                        size="small"
                        checked={shipment._id === selectedId}
                        disabled={!shipment.canAddSkus}
                        onChange={() => onSelect(shipment)}
                        slotProps={{ input: { 'aria-label': `Choose ${shownId}` } }}
                      />
                    </span>
                  </Tooltip>
                  {shownId}
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ pl: 5 }}>
                    {shipment.awaitingPlacement ? 'No FBA id until Amazon places it' : shipment.ShipmentName}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(shipment.createdAt)}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => onOpenSkus(shipment)} aria-label={`SKUs of ${shownId}`}>
                    {shipment.skuCount}
                  </Button>
                </TableCell>
                <TableCell align="right">{shipment.quantity.toLocaleString('en-US')}</TableCell>
                <TableCell>{shipment.shipmentType}</TableCell>
                <TableCell>{shipment.labelType}</TableCell>
                <TableCell>{shipment.createdBy}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {shipment.shipFromCity} &gt; {shipment.destinationFulfillmentCenterId}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
