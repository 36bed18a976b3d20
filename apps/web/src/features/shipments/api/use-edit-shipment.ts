import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  editInboundShipmentResponseSchema,
  shipmentListMessages,
  type EditInboundShipmentBody,
} from '@stowline/domain';
import { showAlert } from '../../../lib/alert-store';
import { getErrorMessage } from '../../../lib/api-client';
import { shipmentKeys } from './shipment-keys';
import { apiClient } from '../../../lib/api-client';

/**
 * PATCH /fullfilment/edit-inbound-shipment: rename, change the ship-from warehouse or delete.
 * Failures read 'Failed! …' (spec section 8); the shipment and the lists reload after a change.
 */
export function useEditShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditInboundShipmentBody) =>
      apiClient.patch('/fullfilment/edit-inbound-shipment', editInboundShipmentResponseSchema, body),
    meta: { silent: true },
    onError: (error) => showAlert(`${shipmentListMessages.failedPrefix}${getErrorMessage(error)}`, 'error'),
    onSettled: (_data, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shipmentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: shipmentKeys.detail(body.inboundShipmentId) }),
        queryClient.invalidateQueries({ queryKey: shipmentKeys.settings(body.inboundShipmentId) }),
      ]),
  });
}
