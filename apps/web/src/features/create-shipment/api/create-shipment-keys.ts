/** Query keys of the create-shipment feature. */
export const createShipmentKeys = {
  all: ['create-shipment'] as const,
  lookups: () => [...createShipmentKeys.all, 'sku-lookup'] as const,
  lookup: (key: SkuLookupKey, value: string) => [...createShipmentKeys.lookups(), key, value] as const,
};

/** What the Single tab of 'Add SKUs to Plan' looks up by. */
export type SkuLookupKey = 'asin' | 'sku';
