import { useMutation } from '@tanstack/react-query';
import { addScanItemToBoxResponseSchema, type AddScanItemToBoxBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchPaths } from './workbench-paths';

/**
 * POST /fullfilment/add-scan-item-to-box: a scanned FNSKU into the chosen box, one unit (single)
 * or the quantity asked (batch). The server counts it atomically, so two packers scanning into one
 * shipment never box a unit twice; a refusal shows its message once (the alert bar).
 */
export function useAddScanItemToBox(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: (body: AddScanItemToBoxBody) =>
      apiClient.post(workbenchPaths.addScanItemToBox, addScanItemToBoxResponseSchema, {
        ...body,
        inboundShipmentId: shipmentId,
      }),
    onSuccess: () => invalidate(),
  });
}
