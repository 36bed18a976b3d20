import { useMutation } from '@tanstack/react-query';
import { updateItemDetailsResponseSchema, type UpdateItemDetailsBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchPaths } from './workbench-paths';

/** POST /fullfilment/inbound-shipment-item/update-details: an item's expiry date or weight. */
export function useUpdateItemDetails(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: (body: UpdateItemDetailsBody) =>
      apiClient.post(workbenchPaths.updateItemDetails, updateItemDetailsResponseSchema, body),
    onSuccess: () => invalidate(),
  });
}
