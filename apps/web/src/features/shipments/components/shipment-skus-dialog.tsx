import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { getShownShipmentId, type ShipmentListRow } from '@stowline/domain';

/** The SKU modal: seller SKU, FNSKU and quantity of a shipment's SKUs. */
export function ShipmentSkusDialog({ shipment, onClose }: { shipment: ShipmentListRow; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="shipment-skus-title" fullWidth maxWidth="sm">
      <DialogTitle id="shipment-skus-title">SKUs of {getShownShipmentId(shipment)}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Shipment SKUs">
          <TableHead>
            <TableRow>
              <TableCell>Seller SKU</TableCell>
              <TableCell>FNSKU</TableCell>
              <TableCell align="right">Quantity</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shipment.items.map((item) => (
              <TableRow key={item.sellerSku}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{item.sellerSku}</TableCell>
                <TableCell>{item.fulfillmentNetworkSku || 'N/A'}</TableCell>
                <TableCell align="right">{item.quantityShipped}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
