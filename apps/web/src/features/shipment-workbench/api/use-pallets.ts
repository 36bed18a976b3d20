import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import {
  WORKBENCH_PAGE_SIZE,
  createPalletResponseSchema,
  getPalletsNumberResponseSchema,
  getPalletsResponseSchema,
  palletsChangeResponseSchema,
  palletsErrorsResponseSchema,
  updatedPalletResponseSchema,
  updatedPalletsResponseSchema,
  type AddBoxToPalletBody,
  type ClearPalletBody,
  type CreatePalletBody,
  type DeletePalletBody,
  type PalletErrorFilter,
  type UpdatePalletDetailsBody,
} from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchKeys } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

/**
 * GET /fullfilment/{id}/get-pallets, 10 at a time (infinite scroll): the next page is asked only
 * while fewer pallets are held than the total (spec section 4).
 */
export function usePallets(shipmentId: string, errorFilter: PalletErrorFilter | null, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: workbenchKeys.pallets(shipmentId, errorFilter),
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const search = new URLSearchParams({ nextLimit: String(pageParam), limit: String(WORKBENCH_PAGE_SIZE) });
      if (errorFilter) search.set('errorFilter', errorFilter);
      return apiClient.get(`${workbenchPaths.pallets(shipmentId)}?${search.toString()}`, getPalletsResponseSchema);
    },
    getNextPageParam: (last, pages) => {
      const held = pages.reduce((n, page) => n + page.pallets.length, 0);
      return last.totalPalletCount >= WORKBENCH_PAGE_SIZE && held < last.totalPalletCount ? held : undefined;
    },
  });
  const pages = query.data?.pages ?? [];
  const last = pages[pages.length - 1];
  return {
    pallets: pages.flatMap((page) => page.pallets),
    total: last ? last.totalPalletCount : null,
    allPalletIds: last?.allPalletIds ?? [],
    isLoading: query.isPending && enabled,
    hasMore: !!query.hasNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}

/** POST get-pallets-number: the Move to pallets menu's pallets. */
export function usePalletsNumber(shipmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: workbenchKeys.palletsNumber(shipmentId),
    enabled,
    queryFn: () =>
      apiClient.post(workbenchPaths.palletsNumber, getPalletsNumberResponseSchema, { inboundShipmentId: shipmentId }),
  });
}

/** GET get-pallets-errors/{id}: the bulk error badge's pallet list. */
export function usePalletErrors(shipmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: workbenchKeys.palletErrors(shipmentId),
    enabled,
    queryFn: () => apiClient.get(workbenchPaths.palletErrors(shipmentId), palletsErrorsResponseSchema),
  });
}

/**
 * The pallet calls; each reads the shipment's lists again after it (boxes show their pallet). The
 * moves' refusals are the caller's to show: 'There are some boxes which are already assigned...'
 * opens the Cancel / Skip / Replace dialog rather than an error notice.
 */
export function usePalletMutations(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  const onSuccess = () => void invalidate();
  return {
    create: useMutation({
      mutationFn: (body: CreatePalletBody) =>
        apiClient.post(workbenchPaths.createPallet, createPalletResponseSchema, body),
      meta: { silent: true },
      onSuccess,
    }),
    addBoxes: useMutation({
      mutationFn: (body: AddBoxToPalletBody) =>
        apiClient.post(workbenchPaths.addBoxToPallet, updatedPalletResponseSchema, body),
      meta: { silent: true },
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (body: DeletePalletBody) =>
        apiClient.post(workbenchPaths.deletePallet, palletsChangeResponseSchema, body),
      onSuccess,
    }),
    clear: useMutation({
      mutationFn: (body: ClearPalletBody) =>
        apiClient.put(workbenchPaths.clearPallet, palletsChangeResponseSchema, body),
      onSuccess,
    }),
    details: useMutation({
      mutationFn: (body: UpdatePalletDetailsBody) =>
        apiClient.put(workbenchPaths.updatePalletDetails, updatedPalletsResponseSchema, body),
      onSuccess,
    }),
  };
}
