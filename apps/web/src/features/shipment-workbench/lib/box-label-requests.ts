import type { Box } from '@stowline/domain';
import type { ShippingLabelRequest } from '../components/shipping-label-preview';

/** The label files the box content panel previews: one box's or every box's, each with its title and file name. */
export function buildBoxLabelRequests(shipmentId: string, amazonShipmentId: string) {
  return {
    twoD: (box: Box): ShippingLabelRequest => ({
      title: `Box ${box.number} 2D Label`,
      fileName: `${amazonShipmentId}-Box-${box.number}-2D-Label`,
      body: { inboundShipmentId: shipmentId, labelType: '2D_BARCODE', selectedBoxId: box._id, singleBox: true },
    }),
    allTwoD: (): ShippingLabelRequest => ({
      title: '2D Labels',
      fileName: `${amazonShipmentId}-2D-Labels`,
      body: { inboundShipmentId: shipmentId, labelType: '2D_BARCODE', allBoxShippingLabels: true },
    }),
    shipping: (box: Box): ShippingLabelRequest => ({
      title: `Box ${box.number} Shipping Label`,
      fileName: `${amazonShipmentId}-Box-${box.number}-Shipping-Label`,
      body: { inboundShipmentId: shipmentId, selectedBoxId: box._id, singleBox: true },
    }),
    // Every box's box content label (any content preference; the server adds the 2D page).
    boxContent: (box: Box): ShippingLabelRequest => ({
      title: `Box ${box.number} Box Content Label`,
      fileName: `${amazonShipmentId}-Box-${box.number}-Box-Content-Labels`,
      body: { inboundShipmentId: shipmentId, labelType: 'BOX_CONTENT', selectedBoxId: box._id, singleBox: true },
    }),
    allBoxContent: (): ShippingLabelRequest => ({
      title: 'Box Content Labels',
      fileName: `${amazonShipmentId}-Boxes-Box-Content-Labels`,
      body: { inboundShipmentId: shipmentId, labelType: 'BOX_CONTENT', allBoxShippingLabels: true },
    }),
  };
}
