import { useMutation } from '@tanstack/react-query';
import { updateInboundShipmentResponseSchema, type UpdateInboundShipmentBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchPaths } from './workbench-paths';

/**
 * POST /fullfilment/update-inbound-shipment without a previewId: Amazon's content-update preview
 * of a new quantity (or a deleted SKU), with its fee. Nothing changes yet.
 */
export function usePreviewItemChange() {
  return useMutation({
    mutationFn: (body: Omit<UpdateInboundShipmentBody, 'previewId'>) =>
      apiClient.post(workbenchPaths.updateInboundShipment, updateInboundShipmentResponseSchema, body),
    meta: { silentSuccess: true },
  });
}

/** The same call with the preview's id: the seller confirmed, the change goes to Amazon. */
export function useConfirmItemChange(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: (body: UpdateInboundShipmentBody & { previewId: string }) =>
      apiClient.post(workbenchPaths.updateInboundShipment, updateInboundShipmentResponseSchema, body),
    onSuccess: () => invalidate(),
  });
}
