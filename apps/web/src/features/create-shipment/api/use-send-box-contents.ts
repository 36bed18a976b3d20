import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createInboundShipmentResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { createShipmentKeys } from './create-shipment-keys';
import { inboundPaths } from './inbound-paths';

/**
 * POST /createShipment/packed-shipments/{id}/send-box-contents: the boxes of every packing group of
 * a small-parcel plan to Amazon, which then offers its placement options. A 400 names the first
 * group not packed yet; the caller shows it where the button is (no alert bar).
 */
export function useSendBoxContents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shipmentRowId: string) =>
      apiClient.post(inboundPaths.sendBoxContents(shipmentRowId), createInboundShipmentResponseSchema, {}),
    onSuccess: ({ planRequest }) => {
      queryClient.setQueryData(createShipmentKeys.planRequest(planRequest._id), planRequest);
    },
    meta: { silent: true, silentSuccess: true },
  });
}
