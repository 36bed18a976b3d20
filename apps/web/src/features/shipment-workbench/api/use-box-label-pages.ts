import { useInfiniteQuery } from '@tanstack/react-query';
import { WORKBENCH_PAGE_SIZE, getBoxesResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workbenchKeys } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

/**
 * The box labels modal's boxes: POST /fullfilment/get-boxes 10 at a time (every box, by number,
 * with its items), the next page read as the modal's list scrolls to its end. A 2,000-box
 * shipment costs one 10-box page on opening, and each accordion's items are already in its page.
 */
export function useBoxLabelPages(shipmentId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: workbenchKeys.boxLabelPages(shipmentId),
    queryFn: ({ pageParam }) =>
      apiClient.post(workbenchPaths.boxes, getBoxesResponseSchema, {
        inboundShipmentId: shipmentId,
        nextLimit: pageParam,
        limit: WORKBENCH_PAGE_SIZE,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.boxes.length, 0);
      return loaded < last.totalBoxCount && last.boxes.length > 0 ? loaded : undefined;
    },
    enabled,
  });
}
