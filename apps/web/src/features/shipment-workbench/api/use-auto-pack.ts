import { useMutation, useQuery } from '@tanstack/react-query';
import {
  applyAutoPackResponseSchema,
  autoPackSuggestionResponseSchema,
  type ApplyAutoPackBody,
} from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchKeys } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

/**
 * GET /fullfilment/get-auto-pack/{id}: the proposed boxes, read while the review dialog is open.
 * Under the shipment's key, so another packer's change (live) shows the proposal the server would
 * apply now. Its refusal (boxes exist, nothing to box) shows in the dialog, not as an alert.
 */
export function useAutoPack(shipmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: workbenchKeys.autoPack(shipmentId),
    queryFn: () => apiClient.get(workbenchPaths.autoPack(shipmentId), autoPackSuggestionResponseSchema),
    enabled,
    retry: false,
    gcTime: 0,
    meta: { silent: true },
  });
}

/** POST /fullfilment/apply-auto-pack: the reviewed proposal (its key) made in one step; the lists read again. */
export function useApplyAutoPack(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: (body: ApplyAutoPackBody) =>
      apiClient.post(workbenchPaths.applyAutoPack, applyAutoPackResponseSchema, body),
    // A refusal ('changed since this proposal') reads the proposal again, so the dialog shows the new one.
    onSettled: () => invalidate(),
    meta: { silent: true },
  });
}
