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
import Typography from '@mui/material/Typography';
import { EmptyTableRow } from '../../../components/empty-table-row';

interface SkuRow {
  SellerSKU: string;
  FulfillmentNetworkSKU: string;
  Quantity: number;
  QuantityInCase?: number;
}

interface ShipmentSkuDetailsDialogProps {
  /** What the seller calls the shipment: its FBA id, or its name or 'Plan n' before it has one. */
  shipmentLabel: string;
  /** What the shipment goes to, under the title (the FC). */
  subtitle?: string;
  items: readonly SkuRow[];
  onClose: () => void;
}

/** Shipment SKU Details: the SKUs of a plan or shipment with FNSKU and quantity (units per case in case pack). */
export function ShipmentSkuDetailsDialog({ shipmentLabel, subtitle, items, onClose }: ShipmentSkuDetailsDialogProps) {
  const casePack = items.some((item) => item.QuantityInCase !== undefined);
  return (
    <Dialog open onClose={onClose} aria-labelledby="sku-details-title" fullWidth maxWidth="sm">
      <DialogTitle id="sku-details-title">Shipment SKU Details</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {shipmentLabel}
          {subtitle && ` · ${subtitle}`}
        </Typography>
        <Table size="small" aria-label="Shipment SKUs">
          <TableHead>
            <TableRow>
              <TableCell>Seller SKU</TableCell>
              <TableCell>FNSKU</TableCell>
              <TableCell align="right">Quantity</TableCell>
              {casePack && <TableCell align="right">In a Box</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.length === 0 && <EmptyTableRow colSpan={casePack ? 4 : 3} text="No data found" />}
            {items.map((item) => (
              <TableRow key={item.SellerSKU}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{item.SellerSKU}</TableCell>
                <TableCell>{item.FulfillmentNetworkSKU}</TableCell>
                <TableCell align="right">{item.Quantity.toLocaleString('en-US')}</TableCell>
                {casePack && <TableCell align="right">{item.QuantityInCase ?? ''}</TableCell>}
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
