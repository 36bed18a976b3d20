// The sandbox's own v2024-03-20 shipments as Fulfillment Inbound v0 reports them.
import type { SellerData, Shipment as V0Shipment, ShipmentItem as V0ShipmentItem } from '../data/generate.js';
import { listedProduct } from './rules.js';
import { transitStage } from './transport.js';
import type { ShipmentRecord } from './types.js';

const V0_PREP_OWNER = { AMAZON: 'AMAZON', SELLER: 'SELLER', NONE: 'SELLER' } as const;

/** A confirmed v2024 shipment as v0 getShipments and getShipmentItems report it. */
export function toV0Shipment(shipment: ShipmentRecord, data: SellerData, now: number, stageMs: number): V0Shipment {
  const id = shipment.shipmentConfirmationId!;
  const stage = shipment.status === 'WORKING' ? transitStage(shipment, now, stageMs) : null;
  const receivedShare = stage?.status === 'CLOSED' ? 1 : stage?.status === 'RECEIVING' ? 0.5 : 0;
  const productOf = (msku: string) => listedProduct(data, shipment.marketplaceId, msku);
  const items: V0ShipmentItem[] = shipment.items.map((item) => {
    const product = productOf(item.msku);
    return {
      ShipmentId: id,
      SellerSKU: item.msku,
      FulfillmentNetworkSKU: product?.fnsku ?? '',
      QuantityShipped: item.quantity,
      QuantityReceived: Math.floor(item.quantity * receivedShare),
      QuantityInCase: product?.caseQuantity ?? 0,
      PrepDetailsList: (product?.prep ?? []).map((p) => ({
        PrepInstruction: p,
        PrepOwner: V0_PREP_OWNER[item.prepOwner],
      })),
    };
  });
  const units = items.reduce((sum, i) => sum + i.QuantityShipped, 0);
  const owners = new Set(shipment.items.map((i) => i.labelOwner));
  const boxSources = new Set(shipment.boxes.map((b) => b.contentInformationSource));
  const boxContents = boxSources.has('BOX_CONTENT_PROVIDED')
    ? 'INTERACTIVE'
    : boxSources.has('BARCODE_2D')
      ? '2D_BARCODE'
      : 'NONE';
  const source = shipment.source;
  return {
    marketplaceId: shipment.marketplaceId,
    lastUpdated: Math.max(shipment.lastUpdatedAt, stage?.since ?? 0),
    info: {
      ShipmentId: id,
      ShipmentName: shipment.name,
      ShipFromAddress: {
        Name: source.name,
        AddressLine1: source.addressLine1,
        ...(source.addressLine2 ? { AddressLine2: source.addressLine2 } : {}),
        City: source.city,
        StateOrProvinceCode: source.stateOrProvinceCode ?? '',
        CountryCode: source.countryCode,
        PostalCode: source.postalCode,
      },
      DestinationFulfillmentCenterId: shipment.warehouseId,
      ShipmentStatus: stage?.status ?? (shipment.status === 'WORKING' ? 'WORKING' : 'CANCELLED'),
      LabelPrepType: owners.has('AMAZON') ? 'AMAZON_LABEL' : owners.has('SELLER') ? 'SELLER_LABEL' : 'NO_LABEL',
      AreCasesRequired: shipment.items.length > 0 && shipment.items.every((i) => productOf(i.msku)?.caseQuantity),
      BoxContentsSource: boxContents,
      ...(boxContents === 'NONE'
        ? {
            EstimatedBoxContentsFee: {
              TotalUnits: units,
              FeePerUnit: { CurrencyCode: 'USD' as const, Value: 0.15 },
              TotalFee: { CurrencyCode: 'USD' as const, Value: Math.round(units * 15) / 100 },
            },
          }
        : {}),
    },
    items,
  };
}
