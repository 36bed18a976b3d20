import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { WORKBENCH_PAGE_SIZE, getShipmentItemsResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workbenchKeys, type ItemListFilters } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

/**
 * POST /fullfilment/get-shipment-items, 10 at a time (spec section 4): the next page is asked for
 * with the number of items already held, only while the total is at least 10 and more remain.
 */
export const shipmentItemsQueryOptions = (shipmentId: string, filters: ItemListFilters) =>
  infiniteQueryOptions({
    queryKey: workbenchKeys.items(shipmentId, filters),
    queryFn: ({ pageParam }) =>
      apiClient.post(workbenchPaths.shipmentItems, getShipmentItemsResponseSchema, {
        inboundShipmentId: shipmentId,
        searchSellerSku: filters.search || undefined,
        errorFilter: filters.errorFilter ?? undefined,
        nextLimit: pageParam,
        limit: WORKBENCH_PAGE_SIZE,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const held = pages.reduce((sum, page) => sum + page.shipmentItems.length, 0);
      return last.totalItemsCount >= WORKBENCH_PAGE_SIZE && held < last.totalItemsCount ? held : undefined;
    },
  });

/** The items panel's pages of the shipment's items matching `filters`. */
export function useShipmentItems(shipmentId: string, filters: ItemListFilters) {
  return useInfiniteQuery(shipmentItemsQueryOptions(shipmentId, filters));
}
