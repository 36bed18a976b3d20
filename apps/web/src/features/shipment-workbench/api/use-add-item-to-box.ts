import { useMutation } from '@tanstack/react-query';
import { boxChangeResponseSchema, type AddItemToBoxBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchPaths } from './workbench-paths';

/** POST /fullfilment/add-item-to-box: units of an item into an existing box (the dialog and a dropped card). */
export function useAddItemToBox(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: (body: AddItemToBoxBody) => apiClient.post(workbenchPaths.addItemToBox, boxChangeResponseSchema, body),
    onSuccess: () => invalidate(),
  });
}
