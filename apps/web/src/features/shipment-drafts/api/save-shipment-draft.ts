import {
  type DraftContent,
  saveDraftResponseSchema,
  deleteDraftResponseSchema,
  type SaveDraftResponse,
  type DeleteDraftResponse,
} from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

/** PUT /shipment-drafts/{storeMarketplaceId}: the whole draft, made from `version`; 409 when it moved on. */
export function saveShipmentDraft(
  storeMarketplaceId: string,
  version: number,
  content: DraftContent,
  options: { keepalive?: boolean } = {},
): Promise<SaveDraftResponse> {
  return apiClient.put(
    `/shipment-drafts/${storeMarketplaceId}`,
    saveDraftResponseSchema,
    { version, ...content },
    options,
  );
}

/** DELETE /shipment-drafts/{storeMarketplaceId}?version=: clears the draft if it is still at `version`. */
export function clearShipmentDraft(
  storeMarketplaceId: string,
  version: number,
  options: { keepalive?: boolean } = {},
): Promise<DeleteDraftResponse> {
  return apiClient.delete(`/shipment-drafts/${storeMarketplaceId}`, deleteDraftResponseSchema, {
    query: { version },
    ...options,
  });
}
