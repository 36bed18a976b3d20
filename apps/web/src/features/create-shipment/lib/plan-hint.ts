import { checkPlanSelection, shipmentItemMessages, type PackMode, type ShipmentItem } from '@stowline/domain';

/**
 * Why Create Ship Plan cannot run, or null when it can: the spec's 'No SKU Selected!', then the
 * selection rules the plan request enforces (decision: said now, so the seller fixes them before
 * asking; the expiry dates of expiration-dated cards after them), then 'Something went wrong!' when the settings bar's lists could not be read, then
 * 'No Warehouse Selected!'.
 */
export function getPlanHint(
  selected: readonly ShipmentItem[],
  mode: PackMode,
  settings: { hasWarehouse: boolean; failed: boolean },
  now: Date,
): string | null {
  if (selected.length === 0) return shipmentItemMessages.planNoSkuSelected;
  const problem = checkPlanSelection(selected, mode, now);
  if (problem) return problem;
  if (settings.failed) return shipmentItemMessages.planSomethingWrong;
  if (!settings.hasWarehouse) return shipmentItemMessages.planNoWarehouseSelected;
  return null;
}
