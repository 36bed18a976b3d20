import {
  inboundMessages,
  SUGGESTION_RULE,
  suggestShipQuantity,
  type AddShipFromWarehouseBody,
  type SuggestedShipmentsResponse,
} from '@stowline/domain';
import type { Actor } from '../auth/sessions.js';
import { toProduct } from '../products/products.service.js';
import type { InboundServiceDeps } from './inbound.service.js';
import { notFound } from './plan-request-reader.js';

/** The drawer's lists: the settings bar's ship-from warehouses and the Suggested Shipment tab. */
export function createDrawerListsService(deps: InboundServiceDeps) {
  const { repo } = deps;

  return {
    async getWarehouses(actor: Actor, search: string | undefined) {
      return deps.warehouses.list(actor, { pageNumber: 1, nPerPage: 100, search });
    },

    async addWarehouse(actor: Actor, body: AddShipFromWarehouseBody) {
      return deps.warehouses.add(actor, body.obj);
    },

    async suggestions(actor: Actor, storeMarketplaceId: string): Promise<SuggestedShipmentsResponse> {
      if (!(await repo.findStoreMarketplace(actor.accountId, storeMarketplaceId)))
        throw notFound(inboundMessages.storeMarketplaceNotFound);
      const rows = await repo.lowSkusOutsideWorkingShipments(
        actor.accountId,
        storeMarketplaceId,
        SUGGESTION_RULE.lowAtOrBelow,
        SUGGESTION_RULE.maxSuggestions,
      );
      const rules = await deps.listRules(
        actor.accountId,
        rows.map((r) => r.id),
      );
      return {
        suggestions: rows.map((r) => ({
          productId: r.id,
          SellerSKU: r.sellerSku,
          asin: r.asin,
          fnsku: r.fnsku,
          title: r.title,
          imageUrl: r.imageUrl,
          fbaType: r.fbaType,
          afnFulfillableQuantity: r.afnFulfillableQuantity,
          suggestedQuantity: suggestShipQuantity(r.afnFulfillableQuantity),
          product: toProduct(
            r,
            rules.filter((rule) => rule.productId === r.id),
          ),
        })),
      };
    },
  };
}
