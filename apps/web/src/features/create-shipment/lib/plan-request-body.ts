import {
  isExpirable,
  unitsToShip,
  type GetShipmentPlanBody,
  type LabelPrepPreference,
  type PackMode,
  type PlanRequestMode,
  type ShipmentItem,
  type ShippingMode,
} from '@stowline/domain';

export interface PlanRequestInput {
  storeMarketplaceId: string;
  warehouseId: string;
  labelPrepPreference: LabelPrepPreference;
  shipToFcId: string | null;
  /** The drawer's Shipping mode: small parcel is packed before placement, pallets after. */
  shippingMode: ShippingMode;
  /** Made once per press of the button: a retried request is the same request on the server. */
  idempotencyKey: string;
}

/**
 * The plan call for the drawer's ticked items (spec section 7): units to send per SKU, and in
 * case pack the units per case (the -cases variant, which needs them). The dangerous-goods
 * background process sends the same items to the one-by-one variant. An expiration-dated SKU
 * carries the expiry date entered on its card. Every variant sends the Shipping mode: Amazon's
 * path depends on it (small parcel is packed first, domain pack-first.ts).
 */
export function toPlanRequest(
  items: readonly ShipmentItem[],
  mode: PackMode,
  input: PlanRequestInput,
  oneByOne = false,
): { mode: PlanRequestMode; body: GetShipmentPlanBody } {
  return {
    mode: oneByOne ? 'one-by-one' : mode === 'case' ? 'cases' : 'standard',
    body: {
      storeMarketplaceId: input.storeMarketplaceId,
      warehouseId: input.warehouseId,
      LabelPrepPreference: input.labelPrepPreference,
      selectedFcid: input.shipToFcId,
      idempotencyKey: input.idempotencyKey,
      shippingMode: input.shippingMode,
      InboundShipmentPlanRequestItems: items.map((item) => ({
        SellerSKU: item.product.sellerSku,
        Quantity: unitsToShip(item, mode),
        ...(mode === 'case' && item.quantity !== null ? { QuantityInCase: item.quantity } : {}),
        ...(item.expiration && isExpirable(item.product) ? { expiration: item.expiration } : {}),
      })),
    },
  };
}
