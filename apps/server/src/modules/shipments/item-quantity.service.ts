import {
  boxWeightLb,
  checkItemDelete,
  checkQuantityUpdate,
  findQuantityChangeRefusal,
  inboundMessages,
  itemRuleMessages,
  shipmentContentPreference,
  storeMessages,
  workbenchMessages,
  type UpdateInboundShipmentResponse,
  type updateInboundShipmentBodySchema,
} from '@stowline/domain';
import type { z } from 'zod';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { WithLock } from '../../lib/locks.js';
import type { Actor } from '../auth/sessions.js';
import { runInCall } from '../inbound/await-operation.js';
import { fingerprintOf, type OperationPoller } from '../marketplace/inbound-operations.js';
import {
  contentSourceOf,
  createInboundApi,
  itemInputOf,
  type InboundApi,
  type ItemInput,
} from '../marketplace/fulfillment-inbound.js';
import { createPackingApi } from '../marketplace/inbound-packing.js';
import { MarketplaceError, type MarketplaceClient } from '../marketplace/marketplace-client.js';
import { marketplaceRefusal } from '../marketplace/marketplace-refusal.js';
import { toWorkbenchItem } from './item-facts.js';
import type { ItemsRepository, ItemsShipmentRow } from './items.repository.js';
import type { ChangeBoxRow, QuantityChangeRepository } from './quantity-change.repository.js';
import {
  amazonWeightLb,
  isSameBoxes,
  planQuantityChange,
  type ContentBox,
  type QuantityChangePlan,
} from './quantity-change.js';
import type { ShipmentsRepository } from './shipments.repository.js';
import type { WorkbenchRepository } from './workbench.repository.js';

type UpdateShipmentBody = z.output<typeof updateInboundShipmentBodySchema>;

export interface ItemQuantityServiceDeps {
  itemsRepo: ItemsRepository;
  /** The shipment's boxes with Amazon's packageIds (read before Amazon is asked). */
  quantityChangeRepo: Pick<QuantityChangeRepository, 'boxes'>;
  /** The confirmed change's write: the shipment locked with the audit named, boxes, then items. */
  transaction: InTransaction<{
    itemsRepo: ItemsRepository;
    shipmentsRepo: Pick<ShipmentsRepository, 'replaceItems'>;
    workbenchRepo: Pick<WorkbenchRepository, 'shipment'>;
    quantityChangeRepo: QuantityChangeRepository;
  }>;
  /** One confirmation a shipment at a time (Amazon is asked between the read and the write). */
  withLock: WithLock;
  marketplace: MarketplaceClient;
  /** The store's seller id and grant (stores module, read). */
  findStore: (
    accountId: string,
    storeId: string,
  ) => Promise<{ storeId: string; sellerId: string | null; isAuthorized: boolean } | undefined>;
  /** Amazon's calendar (a preview's expiry): the real clock, where the app's clock is the one billing tests move. */
  amazonClock: Clock;
  /** Announces a change of the shipment's items to its live pages (best effort, after the write). */
  changed?: (change: { accountId: string; shipmentRowId: string }) => void;
  /** The one poller of Amazon's operations (previews and their confirmations wait for theirs). */
  operations: OperationPoller;
}

const notFound = () => new AppError('NOT_FOUND', workbenchMessages.shipmentNotFound);

/** What a change is worked out from: Amazon's items, our boxes (with Amazon's weights) and the boxes' content source. */
interface ChangeContext {
  listed: ItemInput[];
  boxes: ContentBox[];
  /** Our boxes as read: the confirmation checks they are still so when it writes. */
  rows: ChangeBoxRow[];
}

/** Our boxes' contents, for "did they change meanwhile". */
const contentsKey = (rows: readonly ChangeBoxRow[]) =>
  JSON.stringify(rows.map((b) => [b.id, b.number, b.items.map((i) => [i.msku, i.quantity])]));

/**
 * A shipment item's units changed or the item deleted (spec document 2, section 7, Update
 * Quantity), through Amazon's content-update preview: a preview first, then its confirmation,
 * after which Amazon's items are the shipment's and the units moved in its boxes. Amazon takes
 * previews only for a shipment with a confirmed carrier. See README.md beside this file.
 */
export function createItemQuantityService(deps: ItemQuantityServiceDeps) {
  const { itemsRepo } = deps;

  /**
   * The shipment, when its units can change through Amazon now: not shipped yet, created here
   * (the v2024 plan and shipment ids), its transport confirmed. Refused before any Amazon call.
   */
  async function requireChangeable(actor: Actor, id: string): Promise<ItemsShipmentRow> {
    const shipment = await itemsRepo.findShipment(actor.accountId, id);
    if (!shipment) throw notFound();
    const refusal = findQuantityChangeRefusal({
      shipmentStatus: shipment.shipment_status,
      transportStatus: shipment.transport_status,
    });
    // In the seller's order: shipped already, then made outside Stowline, then Amazon's transport rule.
    if (refusal === workbenchMessages.notWorking) throw new AppError('CONFLICT', refusal);
    if (!shipment.inbound_plan_id || !shipment.amazon_shipment_id)
      throw new AppError('CONFLICT', itemRuleMessages.notCreatedHere);
    if (refusal) throw new AppError('CONFLICT', refusal);
    return shipment;
  }

  async function apiFor(accountId: string, storeId: string) {
    const store = await deps.findStore(accountId, storeId);
    if (!store?.sellerId || !store.isAuthorized)
      throw new AppError('STORE_UNAUTHORIZED', storeMessages.needToConnectStore);
    const ref = { storeId: store.storeId, sellerId: store.sellerId };
    return { inbound: createInboundApi(deps.marketplace, ref), packing: createPackingApi(deps.marketplace, ref) };
  }

  /** A preview or its confirmation, kept per shipment: a retry of the same change follows the same operation. */
  const runOperation = (
    api: InboundApi,
    accountId: string,
    shipmentRowId: string,
    kind: 'generateShipmentContentUpdatePreviews' | 'confirmShipmentContentUpdatePreview',
    asked: unknown,
    start: () => Promise<{ operationId: string }>,
  ) =>
    runInCall(deps.operations, api, {
      accountId,
      key: `${kind}:${shipmentRowId}`,
      kind,
      fingerprint: fingerprintOf(asked),
      start,
      failed: inboundMessages.changeRefused,
    });

  /**
   * The units the change asks for: 0 to delete; otherwise the total (for case-packed shipments
   * whole cases of `caseQuantity`, or of the item's case quantity when none is sent). Refuses
   * what the Update Quantity dialog refuses, and deleting a SKU with units in boxes.
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
    });
    if (check.message) throw new AppError('VALIDATION', check.message);
    return { quantity: check.total, caseQuantity };
  }

  /**
   * Amazon's items and boxes of the shipment beside ours. Our boxes must be Amazon's (the same
   * packageIds; a box of ours without one is new to Amazon): a box Amazon has and we do not would
   * be removed by the preview. A box starts from the weight Amazon has for it.
   */
  async function readContext(
    accountId: string,
    shipment: ItemsShipmentRow,
    api: Awaited<ReturnType<typeof apiFor>>,
  ): Promise<ChangeContext> {
    const planId = shipment.inbound_plan_id!;
    const amazonShipmentId = shipment.amazon_shipment_id!;
    const listed = (await api.inbound.listShipmentItems(planId, amazonShipmentId)).map((item) => itemInputOf(item));
    const amazonBoxes = await api.packing.listShipmentBoxes(planId, amazonShipmentId);
    const rows = await deps.quantityChangeRepo.boxes(accountId, shipment.id);
    const ours = new Set(rows.flatMap((b) => (b.package_id ? [b.package_id] : [])));
    const theirs = new Map(amazonBoxes.map((b) => [b.packageId, b]));
    if (ours.size !== theirs.size || [...ours].some((id) => !theirs.has(id)))
      throw new AppError('CONFLICT', itemRuleMessages.boxesNotAmazons);
    const boxes = rows.map((b): ContentBox => ({
      id: b.id,
      number: b.number,
      packageId: b.package_id,
      length: b.length ?? 0,
      width: b.width ?? 0,
      height: b.height ?? 0,
      weightLb:
        (b.package_id ? amazonWeightLb(theirs.get(b.package_id)?.weight) : null) ??
        boxWeightLb(b.weight, b.weight_unit),
      items: b.items,
    }));
    return { listed, boxes, rows };
  }

  function planOf(
    shipment: ItemsShipmentRow,
    context: ChangeContext,
    item: { seller_sku: string; weight_value: string | number | null; weight_unit: string | null },
    quantity: number,
  ): QuantityChangePlan {
    const each = item.weight_value ? Number(item.weight_value) / (item.weight_unit === 'ounces' ? 16 : 1) : null;
    const plan = planQuantityChange({
      listed: context.listed,
      boxes: context.boxes,
      msku: item.seller_sku,
      quantity,
      unitWeightLb: each && Number.isFinite(each) ? each : null,
      source: contentSourceOf(
        shipmentContentPreference({
          contentPreference: shipment.content_preference,
          boxContentsSource: shipment.box_contents_source,
        }),
      ),
    });
    if ('refusal' in plan) throw new AppError('CONFLICT', plan.refusal);
    return plan;
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
     * of the shipment with this SKU's new units (or without it), its boxes as they will be, and
     * answers its fee and changes; nothing changes. With `previewId`: confirms that preview at
     * Amazon, then takes Amazon's items as the shipment's and moves the units in its boxes.
     */
    async updateInboundShipment(actor: Actor, body: UpdateShipmentBody): Promise<UpdateInboundShipmentResponse> {
      const shipment = await requireChangeable(actor, body.inboundShipmentId);
      const all = await itemsRepo.allItems(actor.accountId, shipment.id);
      const item = all.find((i) => i.seller_sku.toLowerCase() === body.shipmentItem.sellerSku.toLowerCase());
      if (!item) throw new AppError('NOT_FOUND', workbenchMessages.itemNotInShipment);
      const change = plannedChange(shipment, item, body, all.length, item.quantity_in_case);
      const api = await apiFor(actor.accountId, shipment.store_id);
      const planId = shipment.inbound_plan_id!;
      const amazonShipmentId = shipment.amazon_shipment_id!;
      /** Whether Amazon's requested items give this SKU the units asked for (absent when deleted). */
      const matches = (requested: ItemInput[] | undefined) => {
        const units = (requested ?? []).find((i) => i.msku.toLowerCase() === item.seller_sku.toLowerCase())?.quantity;
        return change.quantity === 0 ? units === undefined : units === change.quantity;
      };

      if (!body.previewId) {
        try {
          const plan = planOf(shipment, await readContext(actor.accountId, shipment, api), item, change.quantity);
          const asked = { items: plan.items, boxes: plan.boxes };
          const problem = await runOperation(
            api.inbound,
            actor.accountId,
            shipment.id,
            'generateShipmentContentUpdatePreviews',
            asked,
            () => api.inbound.generateShipmentContentUpdatePreviews(planId, amazonShipmentId, asked),
          );
          if (problem) throw new AppError('CONFLICT', problem);
          const previews = await api.inbound.listShipmentContentUpdatePreviews(planId, amazonShipmentId);
          const preview = previews
            .filter((p) => matches(p.requestedUpdates.items) && isSameBoxes(plan.boxes, p.requestedUpdates.boxes))
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
      // tokens in the database); one confirmation a shipment at a time, and the shipment is held
      // only for the write that follows.
      await deps.withLock(`item-quantity:${shipment.id}`, async () => {
        try {
          let preview;
          try {
            preview = await api.inbound.getShipmentContentUpdatePreview(planId, amazonShipmentId, previewId);
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
          const context = await readContext(actor.accountId, shipment, api);
          const plan = planOf(shipment, context, item, change.quantity);
          if (!isSameBoxes(plan.boxes, preview.requestedUpdates.boxes))
            throw new AppError('CONFLICT', itemRuleMessages.boxesChangedSincePreview);
          const problem = await runOperation(
            api.inbound,
            actor.accountId,
            shipment.id,
            'confirmShipmentContentUpdatePreview',
            previewId,
            () => api.inbound.confirmShipmentContentUpdatePreview(planId, amazonShipmentId, previewId),
          );
          if (problem) throw new AppError('CONFLICT', problem);
          const listed = await api.inbound.listShipmentItems(planId, amazonShipmentId);
          await deps.transaction(async (tx) => {
            // The box list changes (boxes Amazon removed): the shipment held as box-list changes hold it.
            await tx.workbenchRepo.shipment(actor.accountId, shipment.id, {
              lock: 'update',
              audit: { userId: actor.userId, source: 'manual', action: 'update-inbound-shipment' },
            });
            const rows = await tx.quantityChangeRepo.boxes(actor.accountId, shipment.id);
            if (contentsKey(rows) !== contentsKey(context.rows))
              throw new AppError('CONFLICT', itemRuleMessages.boxesChangedSincePreview);
            // Units out of boxes before the item's units drop, into boxes after they rise: boxed never above shipped.
            const units = (sign: number) =>
              plan.moves
                .filter((m) => Math.sign(m.delta) === sign)
                .map((m) => ({ boxId: m.boxId, quantity: m.quantity }));
            await tx.quantityChangeRepo.setUnits(actor.accountId, shipment.id, item.id, units(-1));
            await tx.quantityChangeRepo.deleteEmptyBoxes(actor.accountId, shipment.id, plan.removedBoxIds);
            await tx.shipmentsRepo.replaceItems(
              actor.accountId,
              shipment.id,
              listed.map((i) => ({ sellerSku: i.msku, fulfillmentNetworkSku: i.fnsku, quantity: i.quantity })),
            );
            await tx.quantityChangeRepo.setUnits(actor.accountId, shipment.id, item.id, units(1));
            if (change.caseQuantity && change.caseQuantity !== item.quantity_in_case)
              await tx.itemsRepo.setCaseQuantity(actor.accountId, item.id, change.caseQuantity);
          });
        } catch (error) {
          marketplaceRefusal(error);
        }
      });
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
