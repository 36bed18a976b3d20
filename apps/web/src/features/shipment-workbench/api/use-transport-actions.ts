import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billOfLadingResponseSchema,
  confirmTransportResponseSchema,
  transportResponseSchema,
  voidTransportResponseSchema,
  type SyncTransportBody,
  type TransportState,
} from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { base64ToBlob, downloadBlob } from '../../../lib/download';
import { shipmentKeys } from '../../shipments';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchKeys } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

/**
 * The transport calls (spec section 7). Each answers the new transport state, which is shown at
 * once; the shipment's other queries (status, readiness, the list's row) read again.
 */
function useTransportMutation<V>(
  shipmentId: string,
  call: (vars: V) => Promise<{ transport: TransportState }>,
  meta?: { silent?: boolean },
) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: call,
    ...(meta ? { meta } : {}),
    onSuccess: (answer) => {
      queryClient.setQueryData(workbenchKeys.transport(shipmentId), answer.transport);
      void invalidate();
      void queryClient.invalidateQueries({ queryKey: shipmentKeys.all });
    },
  });
}

/**
 * POST sync-transport-content (Calculate Cost): 202, Amazon's options arrive with the job's end.
 * Silent: a refusal shows in the estimate modal ('Unable to generate estimate with reason').
 */
export function useSyncTransport(shipmentId: string) {
  return useTransportMutation(
    shipmentId,
    (body: Omit<SyncTransportBody, 'inboundShipmentId'>) =>
      apiClient.post(workbenchPaths.syncTransport, transportResponseSchema, { inboundShipmentId: shipmentId, ...body }),
    { silent: true },
  );
}

/** POST confirm-transport-shipment-content with the option the seller picked. */
export function useConfirmTransport(shipmentId: string) {
  return useTransportMutation(shipmentId, (transportationOptionId: string) =>
    apiClient.post(workbenchPaths.confirmTransport, confirmTransportResponseSchema, {
      inboundShipmentId: shipmentId,
      transportationOptionId,
    }),
  );
}

/** POST voide-transport-content (inside the void window). */
export function useVoidTransport(shipmentId: string) {
  return useTransportMutation(shipmentId, () =>
    apiClient.post(workbenchPaths.voidTransport, voidTransportResponseSchema, { inboundShipmentId: shipmentId }),
  );
}

/** POST marked-as-shipped (irreversible). */
export function useMarkShipped(shipmentId: string) {
  return useTransportMutation(shipmentId, () =>
    apiClient.post(workbenchPaths.markShipped, transportResponseSchema, { shipmentId }),
  );
}

/** POST sync-feeds: resubmit a failed box content feed. */
export function useResubmitFeed(shipmentId: string) {
  return useTransportMutation(shipmentId, () =>
    apiClient.post(workbenchPaths.syncFeeds, transportResponseSchema, { shipmentId }),
  );
}

/** The bill of lading PDF (base64 in the answer) as a Blob. */
export async function loadBillOfLading(shipmentId: string): Promise<{ fileName: string; blob: Blob }> {
  const { fileName, pdf } = await apiClient.get(workbenchPaths.downloadBol(shipmentId), billOfLadingResponseSchema);
  return { fileName, blob: base64ToBlob(pdf) };
}

/** GET download-bol: saves the bill of lading (confirmed partnered LTL only). */
export async function downloadBillOfLading(shipmentId: string): Promise<void> {
  const { fileName, blob } = await loadBillOfLading(shipmentId);
  downloadBlob(fileName, blob);
}
