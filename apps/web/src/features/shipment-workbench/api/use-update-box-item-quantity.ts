import { useMutation } from '@tanstack/react-query';
import { boxChangeResponseSchema, type UpdateBoxItemQuantityBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchPaths } from './workbench-paths';

/** POST /fullfilment/update-box-item-quantity: an item's units in a box. */
export function useUpdateBoxItemQuantity(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: (body: UpdateBoxItemQuantityBody) =>
      apiClient.post(workbenchPaths.updateBoxItemQuantity, boxChangeResponseSchema, body),
    onSuccess: () => invalidate(),
  });
}
