import { queryOptions, useQuery } from '@tanstack/react-query';
import { productListResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { createShipmentKeys, type SkuLookupKey } from './create-shipment-keys';

/**
 * GET /fullfilment/get-sku-list-for-asin/{value}?key=asin|sku (the spec's path spelling): the
 * products with exactly this ASIN or SKU.
 */
export function skuLookupQuery(key: SkuLookupKey, value: string) {
  return queryOptions({
    queryKey: createShipmentKeys.lookup(key, value),
    queryFn: async () =>
      (
        await apiClient.get(
          `/fullfilment/get-sku-list-for-asin/${encodeURIComponent(value)}`,
          productListResponseSchema,
          { query: { key } },
        )
      ).productList,
  });
}

/** The look-up, run only for a value worth looking up. */
export function useSkuLookup(key: SkuLookupKey, value: string, enabled: boolean) {
  return useQuery({ ...skuLookupQuery(key, value), enabled });
}
