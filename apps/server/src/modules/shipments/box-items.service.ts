import {
  workbenchMessages as m,
  type AddItemToBoxBody,
  type AddScanItemToBoxBody,
  type Box,
  type BoxIdsBody,
  type DeleteItemFromBoxBody,
  type UpdateBoxItemQuantityBody,
  type WorkbenchItem,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import { createBoxChange, guarded, itemsOf, shipmentNotFound, toBox, type BoxesChanged } from './box-change.js';
import type { BoxItemsRepository } from './box-items.repository.js';
import type { BoxesRepository } from './boxes.repository.js';
import { toWorkbenchItem } from './item-facts.js';
import type { WorkbenchRepository, WorkbenchShipmentRow } from './workbench.repository.js';

type Repos = {
  workbenchRepo: WorkbenchRepository;
  boxItemsRepo: BoxItemsRepository;
  boxesRepo: Pick<BoxesRepository, 'boxesByIds' | 'boxCount'>;
};

/**
 * The units in the boxes (spec document 2, sections 7 and 8): adding an item by hand, the scan,
 * changing or removing a box item, and emptying boxes. Loose-packed shipments only; changes take
 * the shipment as `createBoxChange` describes.
 */
export function createBoxItemsService(deps: {
  workbenchRepo: WorkbenchRepository;
  boxItemsRepo: BoxItemsRepository;
  /** Whether the boxes are there (the scan's refusal, emptying boxes) and how many. */
  boxesRepo: Pick<BoxesRepository, 'boxesByIds'>;
  transaction: InTransaction<Repos>;
  changed?: BoxesChanged;
}) {
  const { workbenchRepo, boxItemsRepo, boxesRepo } = deps;
  const boxChange = createBoxChange(deps);

  /** A unit change's answer: the box with its items and the item, read in one round trip. */
  async function boxAndItem(
    shipment: WorkbenchShipmentRow,
    boxId: string,
    itemId: string,
    repo: BoxItemsRepository = boxItemsRepo,
  ): Promise<{ updatedBox: Box; updatedItem: WorkbenchItem }> {
    const { box, boxItems, item } = await repo.boxAndItem(shipment.id, boxId, itemId);
    if (!box) throw new AppError('NOT_FOUND', m.boxNotFound);
    if (!item) throw new AppError('NOT_FOUND', m.itemNotInShipment);
    return { updatedBox: toBox(box, boxItems, shipment), updatedItem: toWorkbenchItem(item) };
  }

  return {
    async addItemToBox(actor: Actor, body: AddItemToBoxBody) {
      const shipmentId = await boxChange.shipmentOfBox(actor, body.boxId, body.inboundShipmentId);
      let itemId: string | undefined;
      return boxChange.change(
        actor,
        shipmentId,
        {
          lock: 'share',
          source: 'manual',
          action: 'add-item-to-box',
          loosePackOnly: true,
        },
        async (tx, shipment) => {
          const item = await tx.workbenchRepo.itemBySku(shipment.id, body.item.sellerSku);
          if (!item) throw new AppError('NOT_FOUND', m.itemNotInShipment);
          itemId = item.id;
          const added = await tx.boxItemsRepo.addUnits({
            accountId: actor.accountId,
            shipmentRowId: shipment.id,
            boxId: body.boxId,
            itemId: item.id,
            units: body.item.quantity,
          });
          if (!added) throw new AppError('NOT_FOUND', m.selectBox);
          return {
            message: m.updated,
            ...(await boxAndItem(shipment, body.boxId, item.id, tx.boxItemsRepo)),
          };
        },
        (constraint) => boxChange.unitsRefusal(constraint, shipmentId, itemId, () => m.invalidQuantity),
      );
    },

    /**
     * The scan: one unit (single mode) or `quantity` (batch) of the item with the FNSKU into the
     * box, as one statement (`scanUnits`: the shipment taken, checked and the units added); the
     * refusals are the spec's: 'item no longer exist in shipments', 'Item units are fully boxed'.
     */
    async addScanItemToBox(actor: Actor, body: AddScanItemToBoxBody) {
      const fnsku = body.item.fnSku;
      const units = body.item.quantity ?? 1;
      const target = body.inboundShipmentId ?? { boxId: body.boxId };
      const shipment = await guarded(
        () =>
          boxItemsRepo.scanUnits({
            accountId: actor.accountId,
            shipment: target,
            boxId: body.boxId,
            fnsku,
            units,
            audit: { userId: actor.userId, source: 'scan', action: 'add-scan-item-to-box' },
          }),
        async (constraint) => {
          const found = await workbenchRepo.shipment(actor.accountId, target);
          const itemId = found ? (await workbenchRepo.itemByFnsku(found.id, fnsku))?.id : undefined;
          return boxChange.unitsRefusal(constraint, found?.id ?? '', itemId, () => m.invalidQuantity);
        },
      );
      if (!shipment) throw typeof target === 'string' ? shipmentNotFound() : new AppError('NOT_FOUND', m.boxNotFound);
      if (shipment.shipment_status !== 'WORKING') throw new AppError('CONFLICT', m.notWorking);
      if (shipment.are_cases_required) throw new AppError('CONFLICT', m.cantPerformAction);
      const itemId = shipment.item_id;
      if (!itemId) {
        if (!(await boxesRepo.boxesByIds(shipment.id, [body.boxId])).length)
          throw new AppError('NOT_FOUND', m.boxNotFound);
        throw new AppError('NOT_FOUND', m.itemNotInShipment);
      }
      boxChange.changed(actor, shipment.id, 'add-scan-item-to-box');
      return { message: m.updated, apiError: false, updatedData: await boxAndItem(shipment, body.boxId, itemId) };
    },

    async deleteItemFromBoxes(actor: Actor, body: DeleteItemFromBoxBody) {
      const shipmentId = await boxChange.shipmentOfBox(actor, body.boxId, body.inboundShipmentId);
      return boxChange.change(
        actor,
        shipmentId,
        {
          lock: 'share',
          source: 'manual',
          action: 'delete-item-from-boxes',
          loosePackOnly: true,
        },
        async (tx, shipment) => {
          if (!(await tx.boxItemsRepo.removeItem(shipment.id, body.boxId, body.shipmentItemId)))
            throw new AppError('NOT_FOUND', m.boxItemNotFound);
          return {
            message: m.updated,
            ...(await boxAndItem(shipment, body.boxId, body.shipmentItemId, tx.boxItemsRepo)),
          };
        },
      );
    },

    async updateBoxItemQuantity(actor: Actor, body: UpdateBoxItemQuantityBody) {
      const shipmentId = await boxChange.shipmentOfBox(actor, body.boxId, body.inboundShipmentId);
      return boxChange.change(
        actor,
        shipmentId,
        {
          lock: 'share',
          source: 'manual',
          action: 'update-box-item-quantity',
          loosePackOnly: true,
        },
        async (tx, shipment) => {
          if (!(await tx.boxItemsRepo.setUnits(shipment.id, body.boxId, body.shipmentItemId, body.updateQuantity)))
            throw new AppError('NOT_FOUND', m.boxItemNotFound);
          return {
            message: m.updated,
            ...(await boxAndItem(shipment, body.boxId, body.shipmentItemId, tx.boxItemsRepo)),
          };
        },
        async (constraint) => {
          if (constraint.startsWith('boxes_units')) return new AppError('VALIDATION', m.boxFull);
          return new AppError('VALIDATION', m.incorrectQuantity);
        },
      );
    },

    async clearBoxes(actor: Actor, body: BoxIdsBody) {
      return boxChange.change(
        actor,
        body.inboundShipmentId,
        {
          lock: 'share',
          source: 'manual',
          action: 'clear-boxes',
          loosePackOnly: true,
        },
        async (tx, shipment) => {
          const found = await tx.boxesRepo.boxesByIds(shipment.id, body.boxIds);
          if (!found.length) throw new AppError('NOT_FOUND', m.boxNotFound);
          const ids = found.map((b) => b.id);
          const itemIds = await tx.boxItemsRepo.clearBoxes(shipment.id, ids);
          const { count } = await tx.boxesRepo.boxCount(shipment.id);
          return {
            message: m.updated,
            boxIds: ids,
            updatedItems: await itemsOf(tx.workbenchRepo, shipment.id, itemIds),
            totalBoxCount: count,
          };
        },
      );
    },
  };
}
export type BoxItemsService = ReturnType<typeof createBoxItemsService>;
