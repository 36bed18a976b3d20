import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { checkProductLabels, type Box, type BoxItem } from '@stowline/domain';
import { useInvalidateShipment } from '../api/use-invalidate-shipment';
import { PrintProductLabelsDialog, ProductLabelsPreview } from '../components/product-labels-dialog';

/** Print Product Labels from a box item card: the box's units of the SKU to start with. */
export function BoxItemLabelsContainer({
  shipmentId,
  amazonShipmentId,
  item,
  onClose,
}: {
  shipmentId: string;
  amazonShipmentId: string;
  item: BoxItem;
  onClose: () => void;
}) {
  const invalidate = useInvalidateShipment(shipmentId);
  return (
    <PrintProductLabelsDialog
      shipmentId={shipmentId}
      amazonShipmentId={amazonShipmentId}
      item={{
        _id: item.shipmentItemId,
        sellerSku: item.sellerSku,
        fulfillmentNetworkSku: item.fnsku,
        title: item.title,
        condition: item.condition,
        amzExpirable: item.amzExpirable,
        expDate: item.expDate,
        quantityShipped: item.quantity,
        quantityPrinted: item.quantityPrinted,
      }}
      defaultQuantity={item.quantity}
      onPrinted={() => void invalidate()}
      onClose={onClose}
    />
  );
}

/**
 * Print product labels from a box card: a label for every unit in the box, one preview for all
 * its SKUs. A SKU that cannot be labelled (no FNSKU, a missing expiry date) stops it with the reason.
 */
export function BoxLabelsContainer({
  shipmentId,
  amazonShipmentId,
  box,
  onClose,
}: {
  shipmentId: string;
  amazonShipmentId: string;
  box: Box;
  onClose: () => void;
}) {
  const invalidate = useInvalidateShipment(shipmentId);
  const blocked = checkProductLabels(
    box.items.map((item) => ({
      sellerSku: item.sellerSku,
      fulfillmentNetworkSku: item.fnsku,
      title: item.title,
      condition: item.condition,
      amzExpirable: item.amzExpirable,
      expDate: item.expDate,
      quantityShipped: item.quantity,
      quantityPrinted: item.quantityPrinted,
    })),
    true,
  );
  if (blocked)
    return (
      <Dialog open onClose={onClose} aria-labelledby="box-labels-blocked-title" maxWidth="xs" fullWidth>
        <DialogTitle id="box-labels-blocked-title">Product Labels of Box {box.number}</DialogTitle>
        <DialogContent>
          <Alert severity="error">{blocked}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
    );
  return (
    <ProductLabelsPreview
      amazonShipmentId={amazonShipmentId}
      request={{
        inboundShipmentId: shipmentId,
        items: box.items.map((item) => ({ shipmentItemId: item.shipmentItemId, quantity: item.quantity })),
      }}
      onPrinted={() => void invalidate()}
      onClose={onClose}
    />
  );
}
