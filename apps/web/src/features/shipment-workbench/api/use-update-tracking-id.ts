import { useMutation } from '@tanstack/react-query';
import { updateBoxTrackingIdResponseSchema, type UpdateBoxTrackingIdBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchPaths } from './workbench-paths';

/** POST /fullfilment/update-box-tracking-id (single): one box's tracking id. */
export function useUpdateTrackingId(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: (body: UpdateBoxTrackingIdBody) =>
      apiClient.post(workbenchPaths.updateTrackingId, updateBoxTrackingIdResponseSchema, body),
    onSuccess: () => invalidate(),
  });
}
