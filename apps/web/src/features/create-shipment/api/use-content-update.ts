import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  contentUpdateConfirmResponseSchema,
  contentUpdatePreviewResponseSchema,
  type ContentUpdateBody,
} from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { createShipmentKeys } from './create-shipment-keys';
import { inboundPaths } from './inbound-paths';

/**
 * POST /createShipment/existing-shipments/{id}/content-update-previews: what adding the drawer's
 * SKUs to a WORKING shipment would change, and its fee. Nothing changes until it is confirmed.
 */
export function useContentUpdatePreview() {
  return useMutation({
    mutationFn: ({ shipmentId, body }: { shipmentId: string; body: ContentUpdateBody }) =>
      apiClient.post(inboundPaths.contentUpdatePreviews(shipmentId), contentUpdatePreviewResponseSchema, body),
    meta: { silentSuccess: true },
  });
}

/** POST …/content-update-previews/{previewId}/confirm: the preview becomes the shipment's content. */
export function useConfirmContentUpdate(storeMarketplaceId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shipmentId, previewId }: { shipmentId: string; previewId: string }) =>
      apiClient.post(inboundPaths.confirmContentUpdate(shipmentId, previewId), contentUpdateConfirmResponseSchema),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: createShipmentKeys.existingShipments(storeMarketplaceId ?? '') }),
  });
}
