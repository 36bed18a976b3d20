import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, getErrorMessage } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import { workbenchKeys } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

const editShipmentResponseSchema = z.object({ message: z.string() });

/**
 * PATCH /fullfilment/edit-inbound-shipment with action `clear` (every box and unit out) or
 * `deleteShipment`; the shipment, items and boxes read again after. Failures read
 * 'Failed! …' (spec section 8).
 */
export function useEditShipment(shipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'clear' | 'deleteShipment') =>
      apiClient.patch(workbenchPaths.editShipment, editShipmentResponseSchema, {
        action,
        inboundShipmentId: shipmentId,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workbenchKeys.shipment(shipmentId) }),
    onError: (error) => showAlert(`Failed! ${getErrorMessage(error)}`, 'error'),
    meta: { silent: true },
  });
}
