import { useQuery } from '@tanstack/react-query';
import { type GetProductsBody, getProductsResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { skuListKeys, type ProductsQuery } from './sku-list-keys';

/**
 * POST /products/get-products: one page of the selected store marketplace's SKUs. The previous
 * page stays on screen while the next loads, but never a page of another marketplace.
 */
export function useProducts(query: ProductsQuery) {
  return useQuery({
    queryKey: skuListKeys.products(query),
    queryFn: () =>
      apiClient.post('/products/get-products', getProductsResponseSchema, {
        filter: query.filter,
        pagination: { pageNum: query.pageNum, perPage: query.perPage },
      } satisfies GetProductsBody),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].storeMarketplaceId === query.storeMarketplaceId ? previous : undefined,
  });
}
