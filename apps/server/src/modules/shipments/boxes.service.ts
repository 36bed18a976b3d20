import {
  boxContentExportFileName,
  checkTrackingIdCount,
  MAX_BOXES_PER_SHIPMENT,
  packListFileName,
  palletMessages,
  takesTrackingIds,
  toBoxContentTsv,
  toPackListRows,
  toSafeTsv,
  workbenchMessages as m,
  type Box,
  type BoxContentExportBox,
  type BoxesErrorsResponse,
  type BoxIdsBody,
  type CreateBoxesBody,
  type GetBoxesBody,
  type UpdateBoxTrackingIdBody,
  type UpdateDimensionsBody,
  type WorkbenchItem,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import { boxesOf, createBoxChange, itemsOf, type BoxesChanged } from './box-change.js';
import type { BoxContentRow, BoxesRepository } from './boxes.repository.js';
import { toWorkbenchItem, weightOf, weightUnitOf } from './item-facts.js';
import type { WorkbenchRepository, WorkbenchShipmentRow } from './workbench.repository.js';

type Repos = { workbenchRepo: WorkbenchRepository; boxesRepo: BoxesRepository };

/** The box-content rows (one per box and SKU, boxes in order) grouped into boxes for the export. */
function toExportBoxes(rows: readonly BoxContentRow[]): BoxContentExportBox[] {
  const boxes: BoxContentExportBox[] = [];
  for (const row of rows) {
    let box = boxes[boxes.length - 1];
    if (!box || box.number !== row.number) {
      box = {
        number: row.number,
        length: row.length,
        width: row.width,
        height: row.height,
        weight: row.weight,
        weightUnit: weightUnitOf(row.weight_unit),
        items: [],
      };
      boxes.push(box);
    }
    if (row.seller_sku === null || row.quantity === null) continue;
    box.items.push({
      sellerSku: row.seller_sku,
      fnsku: row.fnsku ?? '',
      quantity: row.quantity,
      quantityInCase: row.quantity_in_case ?? 0,
      expDate: row.exp_date,
      weight: weightOf({ weight_value: row.item_weight_value, weight_unit: row.item_weight_unit }),
    });
  }
  return boxes;
}

/**
 * The boxes of the shipment workbench (spec document 2, section 7 "Boxes"): the box list, new and
 * deleted boxes, dimensions, tracking ids, box errors and Export Boxes for Amazon. Changes take
 * the shipment as `createBoxChange` describes.
 */
export function createBoxesService(deps: {
  workbenchRepo: WorkbenchRepository;
  boxesRepo: BoxesRepository;
  transaction: InTransaction<Repos>;
  changed?: BoxesChanged;
  /** Tracking ids changed on a shipment whose transport is confirmed: the transport module sends them to Amazon. */
  trackingChangedAfterConfirm?: (accountId: string, shipmentRowId: string) => Promise<void>;
}) {
  const { boxesRepo } = deps;
  const boxChange = createBoxChange(deps);

  async function oneBox(shipment: WorkbenchShipmentRow, boxId: string, tx: Repos): Promise<Box> {
    const [box] = await boxesOf(tx.boxesRepo, shipment, await tx.boxesRepo.boxesByIds(shipment.id, [boxId]));
    if (!box) throw new AppError('NOT_FOUND', m.boxNotFound);
    return box;
  }

  async function oneItem(shipmentRowId: string, itemId: string, tx: Repos): Promise<WorkbenchItem> {
    const [item] = await itemsOf(tx.workbenchRepo, shipmentRowId, [itemId]);
    if (!item) throw new AppError('NOT_FOUND', m.itemNotInShipment);
    return item;
  }

  return {
    async getBoxes(actor: Actor, body: GetBoxesBody) {
      const shipment = await boxChange.readShipment(actor, body.inboundShipmentId);
      const offset = body.nextLimit ?? 0;
      const page = await boxesRepo.page(shipment.id, {
        query: body.query || undefined,
        errorFilter: body.errorFilter,
        offset,
        limit: body.limit ?? 10,
      });
      return {
        boxes: await boxesOf(boxesRepo, shipment, page.rows),
        totalBoxCount: page.total,
        allBoxesIds: page.ids,
        nextLimit: offset,
      };
    },

    async boxesNumber(actor: Actor, id: string) {
      const shipment = await boxChange.readShipment(actor, id);
      return {
        boxesNumber: (await boxesRepo.numbers(shipment.id)).map((b) => ({
          _id: b.id,
          number: b.number,
          units: b.units,
        })),
      };
    },

    async createBoxes(actor: Actor, body: CreateBoxesBody) {
      const emptyBox = body.emptyBox === true;
      let itemId: string | undefined;
      return boxChange.change(
        actor,
        body.inboundShipmentId,
        {
          lock: 'update',
          source: 'manual',
          action: 'create-boxes',
          loosePackOnly: true,
        },
        async (tx, shipment) => {
          const count = emptyBox ? (body.newBoxCount ?? 1) : (body.numberOfBoxes ?? 1);
          let category;
          if (body.categoryId) {
            const row = await tx.boxesRepo.category(actor.accountId, body.categoryId);
            if (!row) throw new AppError('NOT_FOUND', m.categoryNotFound);
            category = { ...row, weightUnit: row.weight_unit };
          }
          let item: { id: string; units: number } | undefined;
          if (!emptyBox && 'item' in body && body.item) {
            const found = await tx.workbenchRepo.itemBySku(shipment.id, body.item.sellerSku);
            if (!found) throw new AppError('NOT_FOUND', m.itemNotInShipment);
            const left = found.quantity_shipped - found.quantity_boxed;
            if (left <= 0) throw new AppError('VALIDATION', m.itemFullyBoxed);
            if (body.item.quantity * count > left) throw new AppError('VALIDATION', m.quantityOverAvailable);
            item = { id: found.id, units: body.item.quantity };
            itemId = found.id;
          }
          const palletId = !emptyBox && 'palletId' in body ? (body.palletId ?? null) : null;
          if (palletId) {
            if (shipment.shipment_type !== 'LTL') throw new AppError('CONFLICT', palletMessages.ltlOnly);
            if (!(await tx.boxesRepo.palletInShipment(shipment.id, palletId)))
              throw new AppError('NOT_FOUND', palletMessages.palletNotFound);
          }
          const { count: existing, max } = await tx.boxesRepo.boxCount(shipment.id);
          if (existing + count > MAX_BOXES_PER_SHIPMENT) throw new AppError('VALIDATION', m.shipmentBoxLimit);
          const ids = await tx.boxesRepo.createBoxes({
            palletId,
            accountId: actor.accountId,
            shipmentRowId: shipment.id,
            userId: actor.userId,
            count,
            firstNumber: max + 1,
            ...(category ? { category } : {}),
            ...(item ? { item } : {}),
          });
          return {
            message: m.updated,
            boxes: await boxesOf(tx.boxesRepo, shipment, await tx.boxesRepo.boxesByIds(shipment.id, ids)),
            updatedItem: item ? await oneItem(shipment.id, item.id, tx) : null,
            totalBoxCount: existing + count,
          };
        },
        (constraint) =>
          boxChange.unitsRefusal(constraint, body.inboundShipmentId, itemId, () => m.quantityOverAvailable),
      );
    },

    async deleteBoxes(actor: Actor, body: BoxIdsBody) {
      return boxChange.change(
        actor,
        body.inboundShipmentId,
        {
          lock: 'update',
          source: 'manual',
          action: 'delete-boxes',
        },
        async (tx, shipment) => {
          const { deleted, items: itemIds } = await tx.boxesRepo.deleteBoxes(shipment.id, body.boxIds);
          if (!deleted.length) throw new AppError('NOT_FOUND', m.boxNotFound);
          const { count } = await tx.boxesRepo.boxCount(shipment.id);
          return {
            message: m.updated,
            boxIds: deleted,
            updatedItems: await itemsOf(tx.workbenchRepo, shipment.id, itemIds),
            totalBoxCount: count,
          };
        },
      );
    },

    /**
     * Empties and deletes every box of a shipment in one transaction (the edit-inbound-shipment
     * 'clear' action, Clear Shipment). Case-packed shipments too: it starts the packing over.
     */
    async clearShipmentBoxes(actor: Actor, inboundShipmentId: string) {
      return boxChange.change(
        actor,
        inboundShipmentId,
        {
          lock: 'update',
          source: 'manual',
          action: 'clear-shipment',
        },
        async (tx, shipment) => {
          const { deleted, items: itemIds } = await tx.boxesRepo.deleteBoxes(shipment.id);
          return {
            message: m.shipmentCleared,
            boxIds: deleted,
            updatedItems: await itemsOf(tx.workbenchRepo, shipment.id, itemIds),
            totalBoxCount: 0,
          };
        },
      );
    },

    async updateDimensions(actor: Actor, body: UpdateDimensionsBody) {
      return boxChange.change(
        actor,
        body.shipmentId,
        {
          lock: 'share',
          source: 'manual',
          action: 'update-dimesions',
        },
        async (tx, shipment) => {
          const ids = await tx.boxesRepo.setDimensions(shipment.id, body.boxIds, body.dimensions);
          if (!ids.length) throw new AppError('NOT_FOUND', m.boxNotFound);
          return {
            message: m.updated,
            updatedBoxes: await boxesOf(tx.boxesRepo, shipment, await tx.boxesRepo.boxesByIds(shipment.id, ids)),
          };
        },
      );
    },

    /**
     * POST update-box-tracking-id: in WORKING, and after the transport is confirmed (an own
     * carrier's tracking ids may come or change until the shipment is marked shipped; Amazon is
     * sent the new ones).
     */
    async updateBoxTrackingId(actor: Actor, body: UpdateBoxTrackingIdBody) {
      let confirmed: string | undefined;
      const result = await boxChange.change(
        actor,
        body.shipmentId,
        {
          lock: 'share',
          source: 'manual',
          action: 'update-box-tracking-id',
          afterConfirm: true,
        },
        async (tx, shipment) => {
          if (shipment.transport_status === 'CONFIRMED') confirmed = shipment.id;
          if (!takesTrackingIds({ shipmentType: shipment.shipment_type, isPartnered: shipment.is_partnered }))
            throw new AppError('CONFLICT', m.trackingIdsNotTaken);
          if (body.single === true) {
            const boxId = body.boxId as string;
            if (!(await tx.boxesRepo.setTrackingId(shipment.id, boxId, body.trackingId)))
              throw new AppError('NOT_FOUND', m.boxNotFound);
            const box = await oneBox(shipment, boxId, tx);
            return { message: m.updated, updatedBox: box, updatedBoxes: [box] };
          }
          const list = body.trackingId as string[];
          const { count } = await tx.boxesRepo.boxCount(shipment.id);
          const countError = checkTrackingIdCount(list.length, count);
          if (countError) throw new AppError('VALIDATION', countError);
          const ids = await tx.boxesRepo.setTrackingIds(shipment.id, list);
          return {
            message: m.updated,
            updatedBox: null,
            updatedBoxes: await boxesOf(tx.boxesRepo, shipment, await tx.boxesRepo.boxesByIds(shipment.id, ids)),
          };
        },
      );
      if (confirmed) await deps.trackingChangedAfterConfirm?.(actor.accountId, confirmed);
      return result;
    },

    async boxesErrors(actor: Actor, id: string): Promise<BoxesErrorsResponse> {
      const shipment = await boxChange.readShipment(actor, id);
      const rows = await boxesRepo.errors(shipment.id);
      const counts = { EMPTY_BOXES: 0, PALLET_NOT_ASSIGNED: 0, MISSING_DIMENSIONS: 0, MISSING_TRACKING: 0 };
      const boxLevelErrors = rows.map((row) => {
        const errors = row.errors.filter((e): e is keyof typeof counts => e in counts);
        for (const e of errors) counts[e] += 1;
        return { _id: row.id, number: row.number, errors };
      });
      const { count } = await boxesRepo.boxCount(shipment.id);
      return { boxLevelErrors, counts, totalBoxCount: count };
    },

    /**
     * Export Boxes: the shipment's boxes as a flat list (one row per box and SKU, with each box's
     * weight and dimensions), tab-delimited. Any status: an export changes nothing.
     */
    async boxContentExport(actor: Actor, shipmentId: string) {
      const shipment = await boxChange.readShipment(actor, shipmentId);
      const boxes = toExportBoxes(await boxesRepo.boxContent(shipment.id));
      return {
        fileName: boxContentExportFileName(shipment.shipment_id),
        tsv: toBoxContentTsv(shipment.shipment_id, boxes, shipment.are_cases_required),
      };
    },

    /**
     * Export Boxes for Amazon: the pack list Seller Central's upload takes (SKUs down, boxes
     * across; packages/domain pack-list-export.ts). Any status: a seller may finish a shipment in
     * Seller Central whatever Stowline shows.
     */
    async packListExport(actor: Actor, shipmentId: string) {
      const shipment = await boxChange.readShipment(actor, shipmentId);
      const [rows, items] = await Promise.all([
        boxesRepo.boxContent(shipment.id),
        deps.workbenchRepo.items(shipment.id),
      ]);
      const packList = toPackListRows(
        {
          shipmentId: shipment.shipment_id,
          name: shipment.shipment_name,
          shipTo: shipment.destination_fulfillment_center_id,
          areCasesRequired: shipment.are_cases_required,
        },
        items.map(toWorkbenchItem),
        toExportBoxes(rows),
      );
      return { fileName: packListFileName(shipment.shipment_id), tsv: toSafeTsv(packList) };
    },
  };
}
export type BoxesService = ReturnType<typeof createBoxesService>;
