import { queryOptions, useQuery } from '@tanstack/react-query';
import { boxesErrorsResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workbenchKeys } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

/** GET /fullfilment/get-boxes-errors/{id}: every box in error, with counts per rule. */
export const boxErrorsQueryOptions = (shipmentId: string) =>
  queryOptions({
    queryKey: workbenchKeys.boxErrors(shipmentId),
    queryFn: () => apiClient.get(workbenchPaths.boxErrors(shipmentId), boxesErrorsResponseSchema),
  });

export function useBoxErrors(shipmentId: string) {
  return useQuery(boxErrorsQueryOptions(shipmentId));
}
