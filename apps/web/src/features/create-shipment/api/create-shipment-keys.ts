/** Query keys of the create-shipment feature. */
export const createShipmentKeys = {
  all: ['create-shipment'] as const,
  lookups: () => [...createShipmentKeys.all, 'sku-lookup'] as const,
  lookup: (key: SkuLookupKey, value: string) => [...createShipmentKeys.lookups(), key, value] as const,
};

/** What the Single tab of 'Add SKUs to Plan' looks up by. */
export type SkuLookupKey = 'asin' | 'sku';

/**
 * The SKU list's query keys start with this (its feature's own key factory). Features do not
 * import each other, so the drawer names the prefix to refresh the list after an FBA type change.
 */
export const SKU_LIST_QUERY_PREFIX = ['sku-list'] as const;
