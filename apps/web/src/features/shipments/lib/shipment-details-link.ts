/**
 * The local-storage key the spec names for the shipment Shipment Details opens (the create-shipment
 * feature writes the same key after Create Shipment), and the page's path.
 */
export const CREATED_SHIPMENT_IDS_KEY = 'created-shipment-ids';
export const SHIPMENT_DETAILS_PATH = '/dashboard/boxContent';

/** Shipment Details for one shipment: the id is in the address too, so the link can be shared or opened in a new tab. */
export function shipmentDetailsUrl(id: string): string {
  return `${SHIPMENT_DETAILS_PATH}?${new URLSearchParams({ shipmentIds: id }).toString()}`;
}

/** Stores the chosen shipment under the created-shipment-ids key before Shipment Details opens (spec section 2). */
export function rememberOpenedShipment(id: string): void {
  try {
    localStorage.setItem(CREATED_SHIPMENT_IDS_KEY, JSON.stringify([id]));
  } catch {
    // Storage unavailable (private mode): the address names the shipment anyway.
  }
}
