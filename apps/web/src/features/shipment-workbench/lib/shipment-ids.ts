/**
 * Which shipments the detail page shows (spec section 2): the list and Create Shipment store the
 * chosen ids in local storage under the created-shipment-ids key and open /dashboard/boxContent;
 * the address carries them too (`?shipmentIds=a,b`), so a link can be shared or opened in
 * another tab, and wins over local storage when both are there.
 */
export const CREATED_SHIPMENT_IDS_KEY = 'created-shipment-ids';

function splitIds(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((id) => id.trim()))].filter(Boolean);
}

/** The ids local storage holds: a JSON array of strings, anything else is none. */
export function parseStoredShipmentIds(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((id): id is string => typeof id === 'string' && id.trim() !== ''))];
  } catch {
    return [];
  }
}

/** The shipments to show: the address's `shipmentIds`, else the stored ones. */
export function resolveShipmentIds(search: URLSearchParams, stored: string | null): string[] {
  const fromUrl = splitIds(search.get('shipmentIds'));
  return fromUrl.length ? fromUrl : parseStoredShipmentIds(stored);
}

/** The shipment on screen: the address's `shipment` when it is one of them, else the first. */
export function resolveActiveShipmentId(ids: readonly string[], search: URLSearchParams): string | null {
  const chosen = search.get('shipment');
  return chosen && ids.includes(chosen) ? chosen : (ids[0] ?? null);
}

export function readStoredShipmentIds(): string | null {
  try {
    return localStorage.getItem(CREATED_SHIPMENT_IDS_KEY);
  } catch {
    return null;
  }
}
