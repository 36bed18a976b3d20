import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type GetProductsBody, getProductsResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { skuListKeys, type ProductsQuery } from './sku-list-keys';

function productsQueryOptions(query: ProductsQuery) {
  return queryOptions({
    queryKey: skuListKeys.products(query),
    queryFn: () =>
      apiClient.post('/products/get-products', getProductsResponseSchema, {
        filter: query.filter,
        pagination: { pageNum: query.pageNum, perPage: query.perPage },
      } satisfies GetProductsBody),
  });
}

/**
 * POST /products/get-products: one page of the selected store marketplace's SKUs. The previous
 * page stays on screen while the next loads, but never a page of another marketplace.
 *
 * Once a page is shown, the next one is fetched in the background, so 'Go to next page' draws
 * its rows at once instead of waiting for the server (bench/sku-list-render.ts); a page fetched
 * ahead more than the client's stale time ago is shown and fetched again, as any cached page is.
 */
export function useProducts(query: ProductsQuery) {
  const queryClient = useQueryClient();
  const result = useQuery({
    ...productsQueryOptions(query),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].storeMarketplaceId === query.storeMarketplaceId ? previous : undefined,
  });
  const shown = result.isPlaceholderData ? undefined : result.data;
  const { storeMarketplaceId, filter, pageNum, perPage } = query;
  const hasNextPage = shown !== undefined && pageNum * perPage < shown.total;
  useEffect(() => {
    if (!hasNextPage) return;
    void queryClient.prefetchQuery(productsQueryOptions({ storeMarketplaceId, filter, pageNum: pageNum + 1, perPage }));
  }, [hasNextPage, queryClient, storeMarketplaceId, filter, pageNum, perPage]);
  return result;
}
