import { useQuery } from '@tanstack/react-query';
import { boxesNumberResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workbenchKeys } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

/** GET /fullfilment/get-boxes-number/{id}: every box's number (the add-units dialog's box list). */
export function useBoxesNumber(shipmentId: string, enabled = true) {
  return useQuery({
    queryKey: workbenchKeys.boxesNumber(shipmentId),
    queryFn: async () =>
      (await apiClient.get(workbenchPaths.boxesNumber(shipmentId), boxesNumberResponseSchema)).boxesNumber,
    enabled,
  });
}
