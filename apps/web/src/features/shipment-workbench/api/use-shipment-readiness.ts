import { useQuery } from '@tanstack/react-query';
import { shipmentReadinessResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workbenchKeys } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

/**
 * GET /fullfilment/get-shipment-readiness/{id}: every reason the shipment cannot be submitted yet
 * (the submit button's tooltip). Under the shipment's prefix, so every item, box or setting change
 * (and every live event) reads it again.
 */
export function useShipmentReadiness(shipmentId: string, enabled = true) {
  return useQuery({
    queryKey: workbenchKeys.readiness(shipmentId),
    queryFn: () => apiClient.get(workbenchPaths.readiness(shipmentId), shipmentReadinessResponseSchema),
    enabled,
  });
}
