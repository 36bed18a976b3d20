import {
  getAchievedPercentage,
  isDangerousGoodsRejection,
  sharePlacementFee,
  summarisePlacementFee,
  type ErroredSku,
  type LabelPrepPreference,
  type PackingGroupView,
  type PlacementOptionView,
  type PlanRequestMode,
  type PlanRequestResponse,
  type PlanRequestStatus,
  type PlanRequestStep,
  type ShipmentPlan,
  type ShipToAddress,
  type ShippingMode,
} from '@stowline/domain';
import type { StoredPlacementOption } from '../../db/schema.js';
import type { PlanRequestRow, PlanRow, PlanShipmentRow } from './inbound.repository.js';
import type { PackingGroupRow } from './packing.repository.js';

/** The option whose shipments are the plan's plans: the confirmed one, else the chosen one. */
export function activeOptionId(plan: PlanRow): string | null {
  return plan.confirmedOptionId ?? plan.chosenOptionId;
}

/** The shipments of an option in Amazon's order. */
export function shipmentsOfOption(
  option: StoredPlacementOption | undefined,
  shipments: readonly PlanShipmentRow[],
): PlanShipmentRow[] {
  if (!option) return [];
  const byId = new Map(shipments.map((s) => [s.amazonShipmentId, s]));
  return option.shipmentIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

const unitsOf = (s: Pick<PlanShipmentRow, 'items'>) => s.items.reduce((n, i) => n + i.Quantity, 0);

/** An option's fee summary with its units (all its shipments' units). */
export function feeOf(option: StoredPlacementOption, shipments: readonly PlanShipmentRow[]) {
  const units = shipmentsOfOption(option, shipments).reduce((n, s) => n + unitsOf(s), 0);
  return { units, ...summarisePlacementFee(option, units) };
}

/** This shipment's share of its option's placement fee. */
export function shipmentFee(
  option: StoredPlacementOption,
  shipments: readonly PlanShipmentRow[],
  shipment: PlanShipmentRow,
): { amount: number; currency: string } {
  const ofOption = shipmentsOfOption(option, shipments);
  const fee = feeOf(option, shipments);
  const index = ofOption.findIndex((s) => s.id === shipment.id);
  return {
    amount: index < 0 ? 0 : sharePlacementFee(fee.total, ofOption.map(unitsOf), index),
    currency: fee.currency,
  };
}

/** v2024 address fields in the spec's ShipToAddress shape. */
export function toShipToAddress(address: Record<string, string> | null | undefined, fc: string): ShipToAddress {
  const a = address ?? {};
  return {
    Name: a.name || a.companyName || fc,
    AddressLine1: a.addressLine1 ?? '',
    ...(a.addressLine2 ? { AddressLine2: a.addressLine2 } : {}),
    City: a.city ?? '',
    StateOrProvinceCode: a.stateOrProvinceCode ?? '',
    PostalCode: a.postalCode ?? '',
    CountryCode: a.countryCode ?? '',
  };
}

/** v0's LabelPrepType for a labeling preference, as shipments carry it. */
export function toLabelPrepType(preference: string): string {
  return preference === 'SELLER_LABEL' ? 'SELLER_LABEL' : 'AMAZON_LABEL';
}

/** A request's plans in the order the screens list them (and the _n names count). */
export function listPlans(
  plans: readonly PlanRow[],
  shipments: readonly PlanShipmentRow[],
): { plan: PlanRow; option: StoredPlacementOption; shipment: PlanShipmentRow; ofPlan: PlanShipmentRow[] }[] {
  return plans.flatMap((plan) => {
    if (plan.status !== 'READY') return [];
    const ofPlan = shipments.filter((s) => s.planRowId === plan.id);
    const option = plan.placementOptions.find((o) => o.placementOptionId === activeOptionId(plan));
    return shipmentsOfOption(option, ofPlan).map((shipment) => ({ plan, option: option!, shipment, ofPlan }));
  });
}

/** SKUs no plan could take, with the reason: Amazon's per SKU, else the failed plan's message. */
export function erroredSkusOf(plans: readonly PlanRow[]): ErroredSku[] {
  const list: ErroredSku[] = [];
  const seen = new Set<string>();
  const add = (e: ErroredSku) => {
    const key = e.SellerSKU.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    list.push(e);
  };
  for (const plan of plans) {
    for (const e of plan.erroredSkus) add(e);
    if (plan.status === 'FAILED')
      for (const item of plan.items) add({ SellerSKU: item.SellerSKU, reason: plan.message ?? '' });
  }
  return list;
}

/**
 * The spec's 'rejected for selected FC' case on v2024: an FC was asked for and Amazon warned that
 * dangerous-goods SKUs go only to some centres, and the plans send some of them elsewhere.
 */
function isDangerousGoodsAwayFromFc(
  request: PlanRequestRow,
  plans: readonly PlanRow[],
  shipments: readonly PlanShipmentRow[],
): boolean {
  const fc = request.selectedFcid;
  if (!fc) return false;
  const flagged = new Set(
    plans.flatMap((p) =>
      p.warnings.filter((w) => isDangerousGoodsRejection([w])).map((w) => w.SellerSKU.toLowerCase()),
    ),
  );
  if (!flagged.size) return false;
  return listPlans(plans, shipments).some(
    ({ shipment }) =>
      shipment.destinationFc !== fc && shipment.items.some((i) => flagged.has(i.SellerSKU.toLowerCase())),
  );
}

/** The packing groups of a request's pack-first plans (READY ones), in Amazon's order. */
export function listPackingGroups(
  request: Pick<PlanRequestRow, 'items'>,
  plans: readonly PlanRow[],
  groups: readonly PackingGroupRow[],
): PackingGroupView[] {
  const fbaTypes = new Map(request.items.map((i) => [i.SellerSKU.toLowerCase(), i.fbaType]));
  const listed = plans.flatMap((plan) =>
    plan.status === 'READY' && plan.packingOptionId
      ? groups.filter((g) => g.planRowId === plan.id).map((g) => ({ plan, g }))
      : [],
  );
  return listed.map(({ plan, g }, index) => ({
    packingGroupId: g.packingGroupId,
    groupNumber: index + 1,
    inboundPlanId: plan.inboundPlanId ?? '',
    Items: g.items.map((i) => ({
      SellerSKU: i.SellerSKU,
      FulfillmentNetworkSKU: i.FulfillmentNetworkSKU,
      Quantity: i.Quantity,
      fbaType: fbaTypes.get(i.SellerSKU.toLowerCase()) ?? null,
      labelOwner: i.labelOwner,
      prepOwner: i.prepOwner,
      expiration: i.expiration ?? null,
    })),
    totalUnits: g.items.reduce((n, i) => n + i.Quantity, 0),
    creation: {
      status: g.creationStatus as PackingGroupView['creation']['status'],
      name: g.name,
      shipmentConfirmationId: null,
      shipmentRowId: g.shipmentRowId,
      message: g.message,
    },
  }));
}

export function toPlanRequestView(
  request: PlanRequestRow,
  plans: readonly PlanRow[],
  shipments: readonly PlanShipmentRow[],
  groups: readonly PackingGroupRow[],
  now: Date,
): PlanRequestResponse {
  const fbaTypes = new Map(request.items.map((i) => [i.SellerSKU.toLowerCase(), i.fbaType]));
  const casePack = new Map(request.items.map((i) => [i.SellerSKU.toLowerCase(), i.QuantityInCase]));
  const listed = listPlans(plans, shipments);
  const InboundShipmentPlans: ShipmentPlan[] = listed.map(({ plan, option, shipment, ofPlan }, index) => {
    const areCasesRequired = shipment.items.some((i) => casePack.get(i.SellerSKU.toLowerCase()) !== undefined);
    return {
      ShipmentId: shipment.amazonShipmentId,
      // The n of the _n name Create Shipment gives it (nameShipment, by the same order).
      planNumber: index + 1,
      DestinationFulfillmentCenterId: shipment.destinationFc,
      ShipToAddress: toShipToAddress(shipment.shipToAddress, shipment.destinationFc),
      LabelPrepType: toLabelPrepType(request.labelPrepPreference),
      AreCasesRequired: areCasesRequired,
      Items: shipment.items.map((i) => {
        const inCase = casePack.get(i.SellerSKU.toLowerCase());
        return {
          SellerSKU: i.SellerSKU,
          FulfillmentNetworkSKU: i.FulfillmentNetworkSKU,
          Quantity: i.Quantity,
          ...(inCase !== undefined ? { QuantityInCase: inCase } : {}),
          fbaType: fbaTypes.get(i.SellerSKU.toLowerCase()) ?? null,
        };
      }),
      inboundPlanId: plan.inboundPlanId ?? '',
      placementOptionId: option.placementOptionId,
      totalUnits: unitsOf(shipment),
      placementFee: shipmentFee(option, ofPlan, shipment),
      creation: {
        status: shipment.creationStatus as ShipmentPlan['creation']['status'],
        name: shipment.name,
        shipmentConfirmationId: shipment.shipmentConfirmationId,
        shipmentRowId: shipment.shipmentRowId,
        message: shipment.message,
      },
    };
  });

  const placementOptions: PlacementOptionView[] = plans.flatMap((plan) => {
    const ofPlan = shipments.filter((s) => s.planRowId === plan.id);
    return plan.placementOptions.map((option) => {
      const fee = feeOf(option, ofPlan);
      const fcs = [...new Set(shipmentsOfOption(option, ofPlan).map((s) => s.destinationFc))];
      const expired = option.expiration !== null && Date.parse(option.expiration) <= now.getTime();
      return {
        placementOptionId: option.placementOptionId,
        inboundPlanId: plan.inboundPlanId ?? '',
        status:
          plan.confirmedOptionId === option.placementOptionId && plan.confirmStatus === 'CONFIRMED'
            ? 'ACCEPTED'
            : expired && option.status === 'OFFERED'
              ? 'EXPIRED'
              : option.status,
        centres: fcs.length,
        fulfillmentCenterIds: fcs,
        shipmentIds: option.shipmentIds,
        units: fee.units,
        totalFee: fee.total,
        feePerUnit: fee.perUnit,
        discount: fee.discount,
        currency: fee.currency,
        expiration: option.expiration,
        chosen: activeOptionId(plan) === option.placementOptionId,
      };
    });
  });

  const erroredSkuList = erroredSkusOf(plans);
  const packingGroups = listPackingGroups(request, plans, groups);
  return {
    _id: request.id,
    mode: request.mode as PlanRequestMode,
    status: request.status as PlanRequestStatus,
    step: request.step as PlanRequestStep,
    progress: request.progress,
    message: request.message,
    storeMarketplaceId: request.storeMarketplaceId,
    warehouseId: request.warehouseId ?? '',
    LabelPrepPreference: request.labelPrepPreference as LabelPrepPreference,
    selectedFcid: request.selectedFcid,
    shippingMode: request.shippingMode as ShippingMode | null,
    InboundShipmentPlans,
    packingGroups,
    erroredSkuList,
    placementOptions,
    dangerousGoods: isDangerousGoodsRejection(erroredSkuList) || isDangerousGoodsAwayFromFc(request, plans, shipments),
    // A packed request's units are in its packing groups until they are placed.
    achievedPercentage: getAchievedPercentage(
      request.items,
      InboundShipmentPlans.length ? InboundShipmentPlans : packingGroups,
      erroredSkuList,
    ),
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}
