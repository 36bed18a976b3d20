import type { DraftContent } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

/** PUT /shipment-drafts/{storeMarketplaceId}: the whole draft, made from `version`; 409 when it moved on. */
export function saveShipmentDraft(
  storeMarketplaceId: string,
  version: number,
  content: DraftContent,
  options: { keepalive?: boolean } = {},
): Promise<{ version: number; updatedAt: string }> {
  return apiClient.put(`/shipment-drafts/${storeMarketplaceId}`, { version, ...content }, options);
}

/** DELETE /shipment-drafts/{storeMarketplaceId}?version=: clears the draft if it is still at `version`. */
export function clearShipmentDraft(
  storeMarketplaceId: string,
  version: number,
  options: { keepalive?: boolean } = {},
): Promise<{ version: 0 }> {
  return apiClient.delete(`/shipment-drafts/${storeMarketplaceId}`, { query: { version }, ...options });
}
