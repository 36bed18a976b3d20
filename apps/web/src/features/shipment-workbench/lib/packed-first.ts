import { readinessMessages, type ShipmentPlan } from '@stowline/domain';

/**
 * The shipment to open once Amazon's placement of a packed plan is created: the one that kept this
 * row (Amazon's shipment holding most of its boxes), else the first; null until every plan is created.
 */
export function pickPlacedShipment(
  plans: readonly Pick<ShipmentPlan, 'creation'>[],
  shipmentRowId: string,
): string | null {
  if (plans.length === 0 || plans.some((p) => p.creation.status !== 'CREATED')) return null;
  const rows = plans.flatMap((p) => (p.creation.shipmentRowId ? [p.creation.shipmentRowId] : []));
  return rows.includes(shipmentRowId) ? shipmentRowId : (rows[0] ?? null);
}

/** The readiness reasons that mean a box or unit is not packed as Amazon needs it before placement. */
const PACKING_REASONS: readonly string[] = [
  readinessMessages.itemErrors,
  readinessMessages.boxErrors,
  readinessMessages.noItems,
  readinessMessages.notFullyBoxed,
  readinessMessages.expiryMissing,
  readinessMessages.emptyBox,
  readinessMessages.boxDimensionsMissing,
];

/**
 * Why Send Box Contents waits for this shipment, from its readiness reasons: only the packing ones
 * (transport's tracking ids, carrier or pallets come after placement); null when it is packed.
 */
export function getNotPackedReason(reasons: readonly string[]): string | null {
  return reasons.find((reason) => PACKING_REASONS.includes(reason)) ?? null;
}
