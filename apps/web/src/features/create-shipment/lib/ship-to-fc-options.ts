import type { FbaType, ShipToWarehouse } from '@stowline/domain';

/** One Ship to FC choice: a favourite FC and the FBA types it is saved for. */
export interface ShipToFcOption {
  fcId: string;
  fbaTypes: FbaType[];
  /** The default favourite of one of those types. */
  isDefault: boolean;
}

/**
 * The Ship to FC choices for the SKUs about to be planned: the favourites saved for their FBA
 * types (Setting > Ship to FC), each FC once, defaults first. Favourites of types not in the
 * selection are left out: Amazon would not send those SKUs there on that account's word.
 */
export function getShipToFcOptions(
  favourites: readonly ShipToWarehouse[],
  fbaTypes: ReadonlySet<string>,
): ShipToFcOption[] {
  const byFc = new Map<string, ShipToFcOption>();
  for (const favourite of favourites) {
    if (!fbaTypes.has(favourite.fbaType)) continue;
    const option = byFc.get(favourite.destinationFulfillmentId) ?? {
      fcId: favourite.destinationFulfillmentId,
      fbaTypes: [],
      isDefault: false,
    };
    option.fbaTypes.push(favourite.fbaType);
    option.isDefault ||= favourite.selectedDefault;
    byFc.set(option.fcId, option);
  }
  return [...byFc.values()].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.fcId.localeCompare(b.fcId));
}

/**
 * The FC preselected for a selection: the default favourite of the FBA type most of the
 * selected SKUs have (ties: the type first met), or none (Amazon chooses).
 */
export function pickDefaultShipToFc(
  favourites: readonly ShipToWarehouse[],
  fbaTypesOfSelected: readonly string[],
): string | null {
  const counts = new Map<string, number>();
  for (const type of fbaTypesOfSelected) counts.set(type, (counts.get(type) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([type]) => type);
  for (const type of ranked) {
    const favourite = favourites.find((f) => f.fbaType === type && f.selectedDefault);
    if (favourite) return favourite.destinationFulfillmentId;
  }
  return null;
}
