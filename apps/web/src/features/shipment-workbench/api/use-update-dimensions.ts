import { useMutation } from '@tanstack/react-query';
import { updatedBoxesResponseSchema, type UpdateDimensionsBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchPaths } from './workbench-paths';

/** POST /fullfilment/update-dimesions: one box's or the selected boxes' dimensions and weight. */
export function useUpdateDimensions(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: (body: UpdateDimensionsBody) =>
      apiClient.post(workbenchPaths.updateDimensions, updatedBoxesResponseSchema, body),
    onSuccess: () => invalidate(),
  });
}
