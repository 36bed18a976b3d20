import { useMutation } from '@tanstack/react-query';
import { boxesChangeResponseSchema, type BoxIdsBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchPaths } from './workbench-paths';

/** POST /fullfilment/clear-boxes: the boxes stay, empty. */
export function useClearBoxes(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: (body: BoxIdsBody) => apiClient.post(workbenchPaths.clearBoxes, boxesChangeResponseSchema, body),
    onSuccess: () => invalidate(),
  });
}
