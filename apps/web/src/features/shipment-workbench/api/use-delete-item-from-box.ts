import { useMutation } from '@tanstack/react-query';
import { boxChangeResponseSchema, type DeleteItemFromBoxBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchPaths } from './workbench-paths';

/** POST /fullfilment/delete-item-from-boxes: an item's units out of a box. */
export function useDeleteItemFromBox(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: (body: DeleteItemFromBoxBody) =>
      apiClient.post(workbenchPaths.deleteItemFromBox, boxChangeResponseSchema, body),
    onSuccess: () => invalidate(),
  });
}
