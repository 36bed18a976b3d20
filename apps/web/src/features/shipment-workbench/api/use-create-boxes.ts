import { useMutation } from '@tanstack/react-query';
import { createBoxesResponseSchema, type CreateBoxesBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchPaths } from './workbench-paths';

/** POST /fullfilment/create-boxes: boxes with an item's units, or empty boxes (New Box, Create Empty Box). */
export function useCreateBoxes(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: (body: CreateBoxesBody) => apiClient.post(workbenchPaths.createBoxes, createBoxesResponseSchema, body),
    onSuccess: () => invalidate(),
  });
}
