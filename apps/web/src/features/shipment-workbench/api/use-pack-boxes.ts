import { useMutation } from '@tanstack/react-query';
import { packBoxesResponseSchema, type PackBoxesBody } from '@stowline/domain';
import { apiClient, getErrorMessage } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchPaths } from './workbench-paths';

/** PATCH /fullfilment/pack-boxes-with-case-qty: Pack Boxes with Case Qty, and Box All with Case QTY (onlyWhenEmpty). */
export function usePackBoxes(shipmentId: string) {
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: (body: PackBoxesBody) => apiClient.patch(workbenchPaths.packBoxes, packBoxesResponseSchema, body),
    onSuccess: () => invalidate(),
    // Spec section 8: pack-boxes failures read 'Failed! …'.
    onError: (error) => showAlert(`Failed! ${getErrorMessage(error)}`, 'error'),
    meta: { silent: true },
  });
}
