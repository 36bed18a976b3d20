// How the sandbox's inbound records read in Fulfillment Inbound v2024-03-20 answers: the model's
// Address, Item, InboundPlanSummary, Shipment, ContentUpdatePreview and operation status.
import type { SellerData } from '../../data/generate.js';
import { PREP_TYPES } from '../../inbound/prep.js';
import { findFulfillmentCenter } from '../../data/fulfillment-centers.js';
import { currencyOf, inboundFactsOf } from '../../data/inbound-facts.js';
import { convertPrice } from '../../data/marketplaces.js';
import { listedProduct } from '../../inbound/rules.js';
import type {
  AddressInput,
  BoxUpdateInput,
  ItemInput,
  PalletRecord,
  OperationRecord,
  PlanRecord,
  PreviewRecord,
  ShipmentRecord,
} from '../../inbound/types.js';

export const iso = (time: number) => new Date(time).toISOString();

/** Amazon's per-unit prep fees (USD) when Amazon preps; labeling $0.55. */
const PREP_FEES: Partial<Record<string, number>> = {
  ITEM_POLYBAGGING: 0.7,
  ITEM_BUBBLEWRAP: 1,
  ITEM_TAPING: 0.2,
  ITEM_BLACK_SHRINKWRAP: 1,
  ITEM_LABELING: 0.55,
  ITEM_SETCREAT: 0.5,
  ITEM_BOXING: 1,
  ITEM_SUFFOSTK: 0.2,
  ITEM_CAP_SEALING: 0.2,
};

export function addressOut(address: AddressInput) {
  const keys = [
    'name',
    'companyName',
    'addressLine1',
    'addressLine2',
    'city',
    'districtOrCounty',
    'stateOrProvinceCode',
    'postalCode',
    'countryCode',
    'phoneNumber',
    'email',
  ] as const;
  return Object.fromEntries(keys.filter((k) => address[k] !== undefined).map((k) => [k, address[k]]));
}

export function itemOut(item: ItemInput, data: SellerData, marketplaceId: string) {
  const product = listedProduct(data, marketplaceId, item.msku)!;
  const facts = inboundFactsOf(product);
  const currency = currencyOf(marketplaceId);
  const prepTypes = product.prep.map((p) => PREP_TYPES[p]).filter((t) => t !== 'ITEM_LABELING');
  // Amazon lists ITEM_NO_PREP with the item's prep owner when nothing else is to do (as in
  // selling-partner-api-models #551), so the prep owner of every item can be read back.
  const instructions = (prepTypes.length > 0 ? prepTypes : ['ITEM_NO_PREP']).map((prepType) => ({
    prepType,
    prepOwner: item.prepOwner,
  }));
  if (facts.labelRequired) instructions.push({ prepType: 'ITEM_LABELING', prepOwner: item.labelOwner });
  return {
    msku: item.msku,
    asin: product.asin,
    fnsku: product.fnsku,
    labelOwner: item.labelOwner,
    quantity: item.quantity,
    ...(item.expiration ? { expiration: item.expiration } : {}),
    ...(item.manufacturingLotCode ? { manufacturingLotCode: item.manufacturingLotCode } : {}),
    prepInstructions: instructions.map((i) => ({
      ...i,
      ...(i.prepOwner === 'AMAZON' && PREP_FEES[i.prepType] !== undefined
        ? { fee: { amount: convertPrice(PREP_FEES[i.prepType]!, marketplaceId), code: currency } }
        : {}),
    })),
  };
}

/** The model's Box: Amazon's ids, and the box as it was sent (its items as Item). */
export function boxOut(
  record: { boxId?: string; packageId: string; box: BoxUpdateInput },
  data: SellerData,
  marketplaceId: string,
) {
  const { box } = record;
  return {
    ...(record.boxId ? { boxId: record.boxId } : {}),
    packageId: record.packageId,
    contentInformationSource: box.contentInformationSource,
    dimensions: box.dimensions,
    weight: box.weight,
    quantity: box.quantity,
    ...(box.items?.length ? { items: box.items.map((i) => itemOut(i, data, marketplaceId)) } : {}),
  };
}

/** The model's Pallet. */
export function palletOut(pallet: PalletRecord) {
  return {
    packageId: pallet.packageId,
    quantity: pallet.quantity,
    ...(pallet.dimensions ? { dimensions: pallet.dimensions } : {}),
    ...(pallet.weight ? { weight: pallet.weight } : {}),
    ...(pallet.stackability ? { stackability: pallet.stackability } : {}),
  };
}

export function planSummary(plan: PlanRecord) {
  return {
    inboundPlanId: plan.inboundPlanId,
    name: plan.name,
    status: plan.status!,
    marketplaceIds: [plan.marketplaceId],
    sourceAddress: addressOut(plan.sourceAddress),
    createdAt: iso(plan.createdAt),
    lastUpdatedAt: iso(plan.lastUpdatedAt),
  };
}

export function shipmentOut(shipment: ShipmentRecord) {
  const center = findFulfillmentCenter(shipment.warehouseId)!;
  const source = shipment.source;
  return {
    shipmentId: shipment.shipmentId,
    placementOptionId: shipment.placementOptionId,
    ...(shipment.shipmentConfirmationId ? { shipmentConfirmationId: shipment.shipmentConfirmationId } : {}),
    name: shipment.name,
    status: shipment.status,
    source: { sourceType: 'SELLER_FACILITY', address: addressOut(source) },
    destination: { destinationType: 'AMAZON_WAREHOUSE', warehouseId: center.warehouseId, address: center.address },
    ...(source.phoneNumber
      ? {
          contactInformation: {
            name: source.name,
            phoneNumber: source.phoneNumber,
            ...(source.email ? { email: source.email } : {}),
          },
        }
      : {}),
  };
}

const CARRIER = { name: 'United Parcel Service Inc.', alphaCode: 'UPSN' };

export function previewOut(preview: PreviewRecord) {
  return {
    contentUpdatePreviewId: preview.contentUpdatePreviewId,
    expiration: iso(preview.expiresAt),
    requestedUpdates: { boxes: preview.boxes, items: preview.items },
    transportationOption: {
      transportationOptionId: preview.transportationOptionId,
      shipmentId: preview.shipmentId,
      carrier: CARRIER,
      shippingMode: 'GROUND_SMALL_PARCEL',
      shippingSolution: 'AMAZON_PARTNERED_CARRIER',
      preconditions: [],
      quote: { cost: preview.cost, expiration: iso(preview.expiresAt) },
    },
  };
}

export function operationOut(operation: OperationRecord) {
  return {
    operationId: operation.operationId,
    operation: operation.request.kind,
    operationStatus: operation.outcome?.status ?? 'IN_PROGRESS',
    operationProblems: operation.outcome?.problems ?? [],
  };
}
