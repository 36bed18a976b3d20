import {
  draftMessages,
  emptyDraftContent,
  type DraftContent,
  type DraftItem,
  type Product,
  type SaveDraftBody,
  type ShipmentDraft,
  type ShipmentItem,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import type { ShipmentDraftsRepository } from './shipment-drafts.repository.js';

/** The products module's read of a marketplace's products by id (only products still there come back). */
export type LoadProducts = (accountId: string, storeMarketplaceId: string, ids: string[]) => Promise<Product[]>;

const conflict = () => new AppError('CONFLICT', draftMessages.conflict);
const notFound = () => new AppError('NOT_FOUND', draftMessages.storeMarketplaceNotFound);

function toItems(items: readonly DraftItem[], byId: ReadonlyMap<string, Product>): ShipmentItem[] {
  return items.flatMap(({ productId, quantity, boxCount, categoryId, expiration }) => {
    const product = byId.get(productId);
    return product ? [{ product, quantity, boxCount, categoryId, ...(expiration ? { expiration } : {}) }] : [];
  });
}

/**
 * Shipment drafts (see README.md beside this file): one per store marketplace, shared by the
 * account's users (sellers and workers alike). A save names the version it was made from and is
 * refused with 409 when the draft moved on since, so two tabs never overwrite each other unseen.
 */
export function createShipmentDraftsService(deps: {
  shipmentDraftsRepo: ShipmentDraftsRepository;
  transaction: InTransaction<{ shipmentDraftsRepo: ShipmentDraftsRepository }>;
  loadProducts: LoadProducts;
}) {
  const { shipmentDraftsRepo: repo, transaction, loadProducts } = deps;

  return {
    async get(actor: Actor, storeMarketplaceId: string): Promise<ShipmentDraft> {
      if (!(await repo.holdStoreMarketplace(actor.accountId, storeMarketplaceId))) throw notFound();
      const row = await repo.find(actor.accountId, storeMarketplaceId);
      const content = row?.content ?? emptyDraftContent();
      const ids = [...new Set([...content.drawer.items, ...content.selection.items].map((item) => item.productId))];
      const products = ids.length ? await loadProducts(actor.accountId, storeMarketplaceId, ids) : [];
      const byId = new Map(products.map((product) => [product._id, product]));
      const drawerItems = toItems(content.drawer.items, byId);
      return {
        version: row?.version ?? 0,
        updatedAt: row?.updatedAt.toISOString() ?? null,
        updatedBy: row?.updatedBy ?? null,
        drawer: {
          open: content.drawer.open,
          mode: content.drawer.mode,
          items: drawerItems,
          selectedIds: content.drawer.selectedIds.filter((id) => byId.has(id)),
        },
        selection: { mode: content.selection.mode, items: toItems(content.selection.items, byId) },
      };
    },

    async save(actor: Actor, storeMarketplaceId: string, { version, ...content }: SaveDraftBody) {
      const saved = await transaction(async ({ shipmentDraftsRepo: txRepo }) => {
        if (!(await txRepo.holdStoreMarketplace(actor.accountId, storeMarketplaceId, true))) throw notFound();
        const values = { content: content satisfies DraftContent, userId: actor.userId };
        return version === 0
          ? txRepo.insert({ accountId: actor.accountId, storeMarketplaceId, ...values })
          : txRepo.replace({ accountId: actor.accountId, storeMarketplaceId, version }, values);
      });
      if (!saved) throw conflict();
      return { version: saved.version, updatedAt: saved.updatedAt.toISOString() };
    },

    /** Clear All (drawer and selection both empty) and, later, a created plan. */
    async clear(actor: Actor, storeMarketplaceId: string, version?: number) {
      if (!(await repo.holdStoreMarketplace(actor.accountId, storeMarketplaceId))) throw notFound();
      const deleted = await repo.delete(actor.accountId, storeMarketplaceId, version);
      if (!deleted && version !== undefined && (await repo.findVersion(actor.accountId, storeMarketplaceId)))
        throw conflict();
      return { version: 0 as const };
    },
  };
}

export type ShipmentDraftsService = ReturnType<typeof createShipmentDraftsService>;
