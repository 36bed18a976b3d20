import {
  checkExpiryDate,
  checkItemWeight,
  checkShipmentReadiness,
  itemRuleMessages,
  MAX_QUANTITY_PRINTED,
  shipmentExportFileName,
  toShipmentExportCsv,
  workbenchMessages,
  type GetShipmentItemsResponse,
  type ItemErrorsResponse,
  type ReadinessReason,
  type ShipmentItemsIdResponse,
  type ShipmentReadinessResponse,
  type UpdateItemDetailsResponse,
  type getShipmentItemsBodySchema,
  type updateItemDetailsBodySchema,
} from '@stowline/domain';
import type { z } from 'zod';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../auth/sessions.js';
import { toWorkbenchItem } from './item-facts.js';
import type { ItemsRepository, ItemsShipmentRow } from './items.repository.js';
import { palletForRules } from './pallets.service.js';

type GetItemsBody = z.output<typeof getShipmentItemsBodySchema>;
type UpdateDetailsBody = z.output<typeof updateItemDetailsBodySchema>;

export interface ItemsServiceDeps {
  itemsRepo: ItemsRepository;
  /** Item details change together: all or nothing. */
  transaction: InTransaction<{ itemsRepo: ItemsRepository }>;
  clock: Clock;
  /** Announces a change of the shipment's items to its live pages (best effort, after the write). */
  changed?: (change: { accountId: string; shipmentRowId: string; ids?: string[] }) => void;
}

const notFound = () => new AppError('NOT_FOUND', workbenchMessages.shipmentNotFound);

/**
 * Shipment items on the workbench (spec document 2, sections 3, 5 and 7): the items list and its
 * totals, item details (expiry, weight, printed labels), errors, the Export Shipment file and the
 * readiness rules (quantity changes are item-quantity.service's). See README.md beside this file.
 */
export function createItemsService(deps: ItemsServiceDeps) {
  const { itemsRepo } = deps;

  async function requireShipment(actor: Actor, id: string): Promise<ItemsShipmentRow> {
    const shipment = await itemsRepo.findShipment(actor.accountId, id);
    if (!shipment) throw notFound();
    return shipment;
  }

  function requireWorking(shipment: ItemsShipmentRow): void {
    if (shipment.shipment_status !== 'WORKING') throw new AppError('CONFLICT', workbenchMessages.notWorking);
  }

  async function readinessReasons(accountId: string, shipment: ItemsShipmentRow): Promise<ReadinessReason[]> {
    const [items, boxes, pallets, contact, hasFedexAccount] = await Promise.all([
      itemsRepo.allItems(accountId, shipment.id),
      itemsRepo.boxesForRules(accountId, shipment.id),
      itemsRepo.palletsForRules(shipment.id),
      itemsRepo.warehouseContact(accountId, shipment.id),
      itemsRepo.hasFedexAccount(accountId),
    ]);
    return checkShipmentReadiness({
      settings: {
        shipmentType: shipment.shipment_type,
        isPartnered: shipment.is_partnered,
        carrierName: shipment.carrier_name,
      },
      items: items.map(toWorkbenchItem),
      boxes: boxes.map((b) => ({
        units: b.units,
        dimensions: {
          length: b.length,
          width: b.width,
          height: b.height,
          weight: b.weight,
          weightUnit: b.weight_unit === 'pounds' || b.weight_unit === 'ounces' ? b.weight_unit : null,
        },
        trackingId: b.tracking_id,
        palletId: b.pallet_id,
      })),
      pallets: pallets.map(palletForRules),
      warehouseContact: contact ?? null,
      hasFedexAccount,
      placedBeforePacking: shipment.placed_before_packing,
    });
  }

  return {
    /** POST get-shipment-items: a page of items (search, error filter), every item's id, totals over the shipment. */
    async getShipmentItems(actor: Actor, body: GetItemsBody): Promise<GetShipmentItemsResponse> {
      const shipment = await requireShipment(actor, body.inboundShipmentId);
      const [page, all, totals] = await Promise.all([
        itemsRepo.listItems(actor.accountId, shipment.id, {
          search: body.searchSellerSku || undefined,
          errorFilter: body.errorFilter,
          offset: body.nextLimit,
          limit: body.limit,
        }),
        itemsRepo.itemIds(actor.accountId, shipment.id),
        itemsRepo.totals(actor.accountId, shipment.id),
      ]);
      return {
        shipmentItems: page.rows.map(toWorkbenchItem),
        shipmentItemsId: all.map((i) => ({ _id: i.id, sellerSku: i.seller_sku, expirable: i.expirable })),
        totalItemsCount: page.total,
        totalQuantityBoxed: totals.boxed,
        totalQuantityShipped: totals.shipped,
        nextLimit: body.nextLimit,
      };
    },

    /** GET get-shipment-items-id/{shipmentId}: every item's id, SKU and whether it expires. */
    async getShipmentItemsId(actor: Actor, shipmentId: string): Promise<ShipmentItemsIdResponse> {
      const shipment = await requireShipment(actor, shipmentId);
      const all = await itemsRepo.itemIds(actor.accountId, shipment.id);
      return { shipmentItemsId: all.map((i) => ({ _id: i.id, sellerSku: i.seller_sku, expirable: i.expirable })) };
    },

    /** GET get-shipment-item-errors/{shipmentId}: each item in error with its errors, by SKU. */
    async getItemErrors(actor: Actor, shipmentId: string): Promise<ItemErrorsResponse> {
      const shipment = await requireShipment(actor, shipmentId);
      const all = await itemsRepo.allItems(actor.accountId, shipment.id);
      return {
        errorList: all
          .map(toWorkbenchItem)
          .filter((i) => i.errorList.length)
          .map((i) => ({ _id: i._id, sellerSku: i.sellerSku, errors: i.errorList })),
      };
    },

    /**
     * POST inbound-shipment-item/update-details: expiry dates, weights and printed-label counts of
     * several items in one transaction; all or nothing.
     */
    async updateItemDetails(actor: Actor, body: UpdateDetailsBody): Promise<UpdateItemDetailsResponse> {
      const now = deps.clock.now();
      const ids = body.list.map((p) => p._id);
      if (new Set(ids).size !== ids.length) throw new AppError('VALIDATION', itemRuleMessages.itemListedTwice);
      for (const patch of body.list) {
        if (patch.expDate !== undefined && patch.expDate !== null) {
          const problem = checkExpiryDate(patch.expDate, now);
          if (problem) throw new AppError('VALIDATION', problem);
        }
        if (patch.weight) {
          const problem = checkItemWeight(patch.weight.value, patch.weight.unit);
          if (problem.value || problem.unit) throw new AppError('VALIDATION', (problem.value ?? problem.unit)!);
        }
        if (patch.quantityPrinted !== undefined && patch.quantityPrinted > MAX_QUANTITY_PRINTED)
          throw new AppError('VALIDATION', itemRuleMessages.printedTooMany);
      }
      const changed = await deps.transaction(async ({ itemsRepo: repo }) => {
        const shipment = await repo.findShipment(actor.accountId, body.inboundShipmentId, true);
        if (!shipment) throw notFound();
        requireWorking(shipment);
        const items = await repo.itemsByIds(actor.accountId, shipment.id, ids);
        if (items.length !== ids.length) throw new AppError('NOT_FOUND', workbenchMessages.itemNotFound);
        const dated = new Set(body.list.filter((p) => p.expDate).map((p) => p._id));
        if (items.some((i) => dated.has(i.id) && !i.expirable))
          throw new AppError('VALIDATION', itemRuleMessages.notExpirable);
        await repo.updateDetails(
          actor.accountId,
          shipment.id,
          body.list.map((p) => ({
            id: p._id,
            ...(p.expDate !== undefined ? { expDate: p.expDate } : {}),
            ...(p.weight ? { weight: p.weight } : {}),
            ...(p.quantityPrinted !== undefined ? { quantityPrinted: p.quantityPrinted } : {}),
          })),
        );
        return repo.itemsByIds(actor.accountId, shipment.id, ids);
      });
      deps.changed?.({ accountId: actor.accountId, shipmentRowId: body.inboundShipmentId, ids });
      return { message: workbenchMessages.updated, updatedData: changed.map(toWorkbenchItem) };
    },

    /**
     * Export Shipment (`Shipment_{id}.csv`): one row per SKU with the spec's columns (see
     * packages/domain shipment-exports.ts). Any status, read-only.
     */
    async exportShipment(actor: Actor, shipmentId: string) {
      const shipment = await requireShipment(actor, shipmentId);
      const [rows, boxCounts] = await Promise.all([
        itemsRepo.allItems(actor.accountId, shipment.id),
        itemsRepo.boxCounts(actor.accountId, shipment.id),
      ]);
      const items = rows.map((row) => ({ ...toWorkbenchItem(row), boxCount: boxCounts.get(row.id) ?? 0 }));
      return {
        fileName: shipmentExportFileName(shipment.shipment_id),
        csv: toShipmentExportCsv(items, shipment.are_cases_required),
      };
    },

    /** GET get-shipment-readiness/{shipmentId}: every reason the shipment cannot be submitted yet. */
    async getReadiness(actor: Actor, shipmentId: string): Promise<ShipmentReadinessResponse> {
      const shipment = await requireShipment(actor, shipmentId);
      const reasons = await readinessReasons(actor.accountId, shipment);
      return { ready: reasons.length === 0, reasons };
    },

    /**
     * Refuses (409, the first reason as the message, every reason in `reasons`) while the shipment
     * is not ready to submit: the transport steps call it before they ask Amazon anything.
     */
    async assertShipmentReady(accountId: string, shipmentRowId: string): Promise<void> {
      const shipment = await itemsRepo.findShipment(accountId, shipmentRowId);
      if (!shipment) throw notFound();
      const reasons = await readinessReasons(accountId, shipment);
      if (reasons.length) throw new AppError('CONFLICT', reasons[0]!, { reasons: reasons.join('\n') });
    },
  };
}
export type ItemsService = ReturnType<typeof createItemsService>;
