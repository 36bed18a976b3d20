import type { BoxItem } from '@stowline/domain';
import { useInvalidateShipment } from '../api/use-invalidate-shipment';
import { PrintProductLabelsDialog } from '../components/product-labels-dialog';

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
