import type { Creation } from '@stowline/domain';

/** The local-storage key the spec names for the shipments just created (read by Shipment Details). */
export const CREATED_SHIPMENT_IDS_KEY = 'created-shipment-ids';
export const SHIPMENT_DETAILS_PATH = '/dashboard/boxContent';

/**
 * Keeps the ids of the shipments just created (replacing the last creation's) and opens Shipment
 * Details on them in a new tab, as the spec does after Create Shipment. Returns false when the
 * browser blocked the new tab, so the success view can offer a link instead.
 */
export function openCreatedShipments(shipmentIds: readonly string[]): boolean {
  try {
    localStorage.setItem(CREATED_SHIPMENT_IDS_KEY, JSON.stringify(shipmentIds));
  } catch {
    // Storage unavailable (private mode): the new tab still names the shipments in its address.
  }
  return window.open(createdShipmentsUrl(shipmentIds), '_blank') !== null;
}

/** Shipment Details for the shipments just created. */
export function createdShipmentsUrl(shipmentIds: readonly string[]): string {
  return `${SHIPMENT_DETAILS_PATH}?${new URLSearchParams({ shipmentIds: shipmentIds.join(',') }).toString()}`;
}

/** A created plan's (or packing group's) shipment as Shipment Details finds it: our shipment id (else Amazon's FBA id). */
export function shipmentIdsOf(plan: { creation: Creation }): string[] {
  const id = plan.creation.shipmentRowId ?? plan.creation.shipmentConfirmationId;
  return id ? [id] : [];
}
