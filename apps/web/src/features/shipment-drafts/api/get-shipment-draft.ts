import { type ShipmentDraft, draftResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

/** GET /shipment-drafts/{storeMarketplaceId}: the draft with today's products (version 0 when none). */
export function getShipmentDraft(storeMarketplaceId: string): Promise<ShipmentDraft> {
  return apiClient.get(`/shipment-drafts/${storeMarketplaceId}`, draftResponseSchema);
}
