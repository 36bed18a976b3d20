import { useMutation } from '@tanstack/react-query';
import { boxesChangeResponseSchema, type BoxIdsBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchPaths } from './workbench-paths';

/** POST /fullfilment/delete-boxes: one, the selected or every box; their units go back to the items. */
export function useDeleteBoxes(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: (body: BoxIdsBody) => apiClient.post(workbenchPaths.deleteBoxes, boxesChangeResponseSchema, body),
    onSuccess: () => invalidate(),
  });
}
