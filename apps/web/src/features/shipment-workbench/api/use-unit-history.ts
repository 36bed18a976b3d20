import { useInfiniteQuery } from '@tanstack/react-query';
import { unitHistoryResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workbenchKeys } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

const HISTORY_PAGE_SIZE = 50;

/** GET /fullfilment/shipment-history/{id}: units placed, moved and removed, newest first; per box with `boxId`. */
export function useUnitHistory(shipmentId: string, boxId: string | null) {
  return useInfiniteQuery({
    queryKey: workbenchKeys.history(shipmentId, boxId),
    queryFn: ({ pageParam }) =>
      apiClient.get(workbenchPaths.history(shipmentId), unitHistoryResponseSchema, {
        query: { boxId, before: pageParam, limit: HISTORY_PAGE_SIZE },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** GET …/export: the same history as CSV. */
export function fetchUnitHistoryCsv(shipmentId: string, boxId: string | null): Promise<Blob> {
  return apiClient.getBlob(workbenchPaths.historyExport(shipmentId), { query: { boxId } });
}
