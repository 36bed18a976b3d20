import {
  checkItemDelete,
  checkQuantityUpdate,
  inboundMessages,
  itemRuleMessages,
  planExpirationDate,
  storeMessages,
  toPrepOwner,
  workbenchMessages,
  type UpdateInboundShipmentResponse,
  type updateInboundShipmentBodySchema,
} from '@stowline/domain';
import type { z } from 'zod';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { marketplaceRefusal } from '../marketplace/marketplace-refusal.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../auth/sessions.js';
import { createInboundApi, type InboundApi, type ItemInput } from '../marketplace/fulfillment-inbound.js';
import { MarketplaceError, type MarketplaceClient } from '../marketplace/marketplace-client.js';
import type { ProductRow } from '../products/products.repository.js';
import { toWorkbenchItem } from './item-facts.js';
import type { ItemsRepository, ItemsShipmentRow } from './items.repository.js';
import type { ShipmentsRepository } from './shipments.repository.js';
import { awaitInboundOperation } from '../inbound/await-operation.js';

type UpdateShipmentBody = z.output<typeof updateInboundShipmentBodySchema>;

export interface ItemQuantityServiceDeps {
  itemsRepo: ItemsRepository;
  /** The confirmed change's write, with its item lock. */
  transaction: InTransaction<{
    itemsRepo: ItemsRepository;
    shipmentsRepo: Pick<ShipmentsRepository, 'replaceItems'>;
  }>;
  marketplace: MarketplaceClient;
  /** The store's seller id and grant (stores module, read). */
  findStore: (
    accountId: string,
    storeId: string,
  ) => Promise<{ storeId: string; sellerId: string | null; isAuthorized: boolean } | undefined>;
  /** The products module's read of a marketplace's products by SKU. */
  findProducts: (accountId: string, storeMarketplaceId: string, skus: string[]) => Promise<ProductRow[]>;
  /** Setting → Shipping's default expiry in months (null when not set). */
  defaultExpiryMonths: (accountId: string) => Promise<number | null>;
  clock: Clock;
  /** Amazon's calendar (a preview's expiry): the real clock, where `clock` is the app's, which billing tests move. */
  amazonClock: Clock;
  /** Announces a change of the shipment's items to its live pages (best effort, after the write). */
  changed?: (change: { accountId: string; shipmentRowId: string }) => void;
  sleep?: (ms: number) => Promise<void>;
  /** How long a call waits for an Amazon operation before answering. */
  operationWaitMs?: number;
}

const notFound = () => new AppError('NOT_FOUND', workbenchMessages.shipmentNotFound);

/**
 * A shipment item's units changed or the item deleted (spec document 2, section 7, Update
 * Quantity), through Amazon's content-update preview: a preview first, then its confirmation,
 * after which Amazon's items are the shipment's. See README.md beside this file.
 */
export function createItemQuantityService(deps: ItemQuantityServiceDeps) {
  const { itemsRepo } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const operationWaitMs = deps.operationWaitMs ?? 60_000;

  async function requireShipment(actor: Actor, id: string): Promise<ItemsShipmentRow> {
    const shipment = await itemsRepo.findShipment(actor.accountId, id);
    if (!shipment) throw notFound();
    return shipment;
  }

  function requireWorking(shipment: ItemsShipmentRow): void {
    if (shipment.shipment_status !== 'WORKING') throw new AppError('CONFLICT', workbenchMessages.notWorking);
  }

  async function apiFor(accountId: string, storeId: string): Promise<InboundApi> {
    const store = await deps.findStore(accountId, storeId);
    if (!store?.sellerId || !store.isAuthorized)
      throw new AppError('STORE_UNAUTHORIZED', storeMessages.needToConnectStore);
    return createInboundApi(deps.marketplace, { storeId: store.storeId, sellerId: store.sellerId });
  }

  const awaitOperation = (api: InboundApi, operationId: string) =>
    awaitInboundOperation(api, operationId, { waitMs: operationWaitMs, sleep }, inboundMessages.changeRefused);

  /**
   * The units the change asks for: 0 to delete; otherwise the total (for case-packed shipments
   * whole cases of `caseQuantity`, or of the item's case quantity when none is sent). Refuses
   * what the Update Quantity dialog refuses, and a decrease below the units in boxes.
   */
  function plannedChange(
    shipment: ItemsShipmentRow,
    item: { quantity_shipped: number; quantity_boxed: number },
    body: UpdateShipmentBody,
    itemCount: number,
    caseQuantityNow: number,
  ): { quantity: number; caseQuantity: number | null } {
    if (body.action === 'delete') {
      const refusal = checkItemDelete({ quantityBoxed: item.quantity_boxed });
      if (refusal) throw new AppError('CONFLICT', refusal);
      if (itemCount <= 1) throw new AppError('CONFLICT', itemRuleMessages.lastItem);
      return { quantity: 0, caseQuantity: null };
    }
    const total = body.shipmentItem.quantity;
    const cased = shipment.are_cases_required;
    const caseQuantity = cased ? body.shipmentItem.caseQuantity || caseQuantityNow || null : null;
    if (cased && caseQuantity && total % caseQuantity !== 0)
      throw new AppError('VALIDATION', itemRuleMessages.wholeCases(caseQuantity));
    const check = checkQuantityUpdate({
      areCasesRequired: cased && caseQuantity !== null,
      quantity: cased && caseQuantity ? caseQuantity : total,
      boxes: cased && caseQuantity ? total / caseQuantity : null,
      quantityShipped: item.quantity_shipped,
      quantityBoxed: item.quantity_boxed,
    });
    if (check.message)
      throw new AppError(
        check.total < item.quantity_boxed && check.total > 0 ? 'CONFLICT' : 'VALIDATION',
        check.message,
      );
    return { quantity: check.total, caseQuantity };
  }

  async function summaryOf(accountId: string, shipment: ItemsShipmentRow) {
    const items = await itemsRepo.allItems(accountId, shipment.id);
    const boxes = await itemsRepo.boxesForRules(accountId, shipment.id);
    return {
      _id: shipment.id,
      shipmentId: shipment.shipment_id,
      shipmentStatus: shipment.shipment_status,
      skus: items.length,
      units: items.reduce((n, i) => n + i.quantity_shipped, 0),
      boxes: boxes.length,
    };
  }

  return {
    /**
     * POST update-inbound-shipment. Without `previewId`: asks Amazon for a content-update preview
     * of the shipment with this SKU's new units (or without it) and answers its fee and changes;
     * nothing changes. With `previewId`: confirms that preview at Amazon and takes Amazon's items
     * as the shipment's, holding the item's row so no packer boxes past the new units meanwhile.
     */
    async updateInboundShipment(actor: Actor, body: UpdateShipmentBody): Promise<UpdateInboundShipmentResponse> {
      const shipment = await requireShipment(actor, body.inboundShipmentId);
      requireWorking(shipment);
      if (!shipment.inbound_plan_id || !shipment.amazon_shipment_id)
        throw new AppError('CONFLICT', itemRuleMessages.notCreatedHere);
      const all = await itemsRepo.allItems(actor.accountId, shipment.id);
      const item = all.find((i) => i.seller_sku.toLowerCase() === body.shipmentItem.sellerSku.toLowerCase());
      if (!item) throw new AppError('NOT_FOUND', workbenchMessages.itemNotInShipment);
      const change = plannedChange(shipment, item, body, all.length, item.quantity_in_case);
      const api = await apiFor(actor.accountId, shipment.store_id);
      const planId = shipment.inbound_plan_id;
      const amazonShipmentId = shipment.amazon_shipment_id;
      /** Whether Amazon's requested items give this SKU the units asked for (absent when deleted). */
      const matches = (requested: ItemInput[] | undefined) => {
        const units = (requested ?? []).find((i) => i.msku.toLowerCase() === item.seller_sku.toLowerCase())?.quantity;
        return change.quantity === 0 ? units === undefined : units === change.quantity;
      };

      if (!body.previewId) {
        const products = shipment.store_marketplace_id
          ? await deps.findProducts(
              actor.accountId,
              shipment.store_marketplace_id,
              all.map((i) => i.seller_sku),
            )
          : [];
        const bySku = new Map(products.map((p) => [p.sellerSku.toLowerCase(), p]));
        const labelOwner = shipment.label_prep_type === 'SELLER_LABEL' ? 'SELLER' : 'AMAZON';
        const expiryMonths = await deps.defaultExpiryMonths(actor.accountId);
        const wanted = all
          .map((i) => ({ row: i, quantity: i.id === item.id ? change.quantity : i.quantity_shipped }))
          .filter((i) => i.quantity > 0);
        const items: ItemInput[] = wanted.map(({ row, quantity }) => ({
          msku: row.seller_sku,
          quantity,
          labelOwner,
          prepOwner: toPrepOwner(bySku.get(row.seller_sku.toLowerCase())?.prepDetailsList ?? row.prep_details_list),
          ...(row.expirable || row.amz_expirable
            ? { expiration: row.exp_date ?? planExpirationDate(deps.clock.now(), expiryMonths) }
            : {}),
        }));
        const units = wanted.reduce((n, i) => n + i.quantity, 0);
        const pounds = wanted.reduce((n, { row, quantity }) => {
          const each = row.weight_value ? Number(row.weight_value) / (row.weight_unit === 'ounces' ? 16 : 1) : 0;
          return n + each * quantity;
        }, 0);
        const boxCount = Math.max(1, Math.ceil(units / 150));
        try {
          const { operationId } = await api.generateShipmentContentUpdatePreviews(planId, amazonShipmentId, {
            items,
            // The model asks for the boxes after the change; the seller's boxes travel with the
            // transport steps, so one box group stands for the units here (as inbound does).
            boxes: [
              {
                contentInformationSource: 'MANUAL_PROCESS',
                dimensions: { length: 24, width: 18, height: 18, unitOfMeasurement: 'IN' },
                weight: { unit: 'LB', value: Math.min(50, Math.max(1, Math.ceil(pounds / boxCount))) },
                quantity: boxCount,
              },
            ],
          });
          const problem = await awaitOperation(api, operationId);
          if (problem) throw new AppError('CONFLICT', problem);
          const previews = await api.listShipmentContentUpdatePreviews(planId, amazonShipmentId);
          const preview = previews
            .filter((p) => matches(p.requestedUpdates.items))
            .sort((a, b) => Date.parse(b.expiration) - Date.parse(a.expiration))[0];
          if (!preview) throw new AppError('CONFLICT', inboundMessages.previewNotFound);
          const cost = preview.transportationOption?.quote?.cost;
          return {
            message: inboundMessages.previewReady,
            apiError: false,
            preview: {
              previewId: preview.contentUpdatePreviewId,
              expiration: preview.expiration,
              fee: cost ? { amount: cost.amount, currency: cost.code } : null,
              changes: [
                { sellerSku: item.seller_sku, quantityBefore: item.quantity_shipped, quantityAfter: change.quantity },
              ],
            },
            updatedShipmentItem: null,
            updatedShipment: null,
          };
        } catch (error) {
          marketplaceRefusal(error);
        }
      }

      const previewId = body.previewId;
      // Amazon is asked outside any transaction (the marketplace client keeps its rate limits and
      // tokens in the database); the item's row is held only for the write that follows.
      try {
        let preview;
        try {
          preview = await api.getShipmentContentUpdatePreview(planId, amazonShipmentId, previewId);
        } catch (error) {
          if (error instanceof MarketplaceError && error.kind === 'rejected')
            throw new AppError('NOT_FOUND', inboundMessages.previewNotFound);
          throw error;
        }
        if (!matches(preview.requestedUpdates.items))
          throw new AppError('CONFLICT', itemRuleMessages.previewForOtherChange);
        // Amazon's expiry is a real time: compared with Amazon's clock, as inbound does.
        if (Date.parse(preview.expiration) <= deps.amazonClock.now().getTime())
          throw new AppError('CONFLICT', inboundMessages.previewExpired);
        // Packers may have boxed units since the preview: the new units must still hold them all.
        const fresh = await itemsRepo.findItemBySku(actor.accountId, shipment.id, item.seller_sku);
        if (!fresh) throw new AppError('NOT_FOUND', workbenchMessages.itemNotInShipment);
        plannedChange(shipment, fresh, body, all.length, item.quantity_in_case);
        const { operationId } = await api.confirmShipmentContentUpdatePreview(planId, amazonShipmentId, previewId);
        const problem = await awaitOperation(api, operationId);
        if (problem) throw new AppError('CONFLICT', problem);
        const listed = await api.listShipmentItems(planId, amazonShipmentId);
        await deps.transaction(async ({ itemsRepo: repo, shipmentsRepo }) => {
          const locked = await repo.findItemBySku(actor.accountId, shipment.id, item.seller_sku, true);
          const units = listed.find((i) => i.msku.toLowerCase() === item.seller_sku.toLowerCase())?.quantity ?? 0;
          // Packers boxed more units while Amazon confirmed: Amazon has the change, the boxes hold more.
          if (locked && locked.quantity_boxed > units)
            throw new AppError('CONFLICT', itemRuleMessages.boxedDuringChange(locked.quantity_boxed, units));
          await shipmentsRepo.replaceItems(
            actor.accountId,
            shipment.id,
            listed.map((i) => ({ sellerSku: i.msku, fulfillmentNetworkSku: i.fnsku, quantity: i.quantity })),
          );
          if (change.caseQuantity && change.caseQuantity !== item.quantity_in_case)
            await repo.setCaseQuantity(actor.accountId, item.id, change.caseQuantity);
        });
      } catch (error) {
        marketplaceRefusal(error);
      }
      deps.changed?.({ accountId: actor.accountId, shipmentRowId: shipment.id });
      const [updated] = await itemsRepo.itemsByIds(actor.accountId, shipment.id, [item.id]);
      return {
        message: workbenchMessages.updatedInboundShipment,
        apiError: false,
        preview: null,
        updatedShipmentItem: updated ? toWorkbenchItem(updated) : null,
        updatedShipment: await summaryOf(actor.accountId, shipment),
      };
    },
  };
}
export type ItemQuantityService = ReturnType<typeof createItemQuantityService>;
