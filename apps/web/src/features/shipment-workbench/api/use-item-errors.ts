import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemErrorsResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workbenchKeys } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

/** GET /fullfilment/get-shipment-item-errors/{id}: every item in error (the bulk error badge). */
export const itemErrorsQueryOptions = (shipmentId: string) =>
  queryOptions({
    queryKey: workbenchKeys.itemErrors(shipmentId),
    queryFn: () => apiClient.get(workbenchPaths.itemErrors(shipmentId), itemErrorsResponseSchema),
  });

export function useItemErrors(shipmentId: string) {
  return useQuery(itemErrorsQueryOptions(shipmentId));
}
