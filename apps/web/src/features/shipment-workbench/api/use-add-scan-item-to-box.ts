import { useMutation } from '@tanstack/react-query';
import { addScanItemToBoxResponseSchema, type AddScanItemToBoxBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useBoxedUnitsMutationOptions } from './use-boxed-units';
import { workbenchPaths } from './workbench-paths';

/**
 * POST /fullfilment/add-scan-item-to-box: a scanned FNSKU into the chosen box, one unit (single)
 * or the quantity asked (batch). The server counts it atomically, so two packers scanning into one
 * shipment never box a unit twice. The box card shows the units while the call is pending
 * (`useBoxedUnits`); the answer replaces them, a refusal takes them away and shows its message
 * once (the alert bar).
 */
export function useAddScanItemToBox(shipmentId: string) {
  const { mutationKey, reconcile, onSettled } = useBoxedUnitsMutationOptions(shipmentId);
  return useMutation({
    mutationKey,
    mutationFn: (body: AddScanItemToBoxBody) =>
      apiClient.post(workbenchPaths.addScanItemToBox, addScanItemToBoxResponseSchema, {
        ...body,
        inboundShipmentId: shipmentId,
      }),
    onSuccess: (answer, body) => reconcile(answer.updatedData, body),
    onSettled,
  });
}
