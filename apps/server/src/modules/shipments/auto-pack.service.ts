import { createHash } from 'node:crypto';
import {
  MAX_BOXES_PER_SHIPMENT,
  MAX_UNITS_PER_BOX,
  suggestAutoPack,
  workbenchMessages as m,
  type ApplyAutoPackBody,
  type AutoPackSuggestionResponse,
  type PackBoxesBody,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import type { AutoPackItemRow, AutoPackRepository, CategoryRow } from './auto-pack.repository.js';
import { createBoxChange, itemsOf, type BoxesChanged } from './box-change.js';
import type { BoxesRepository } from './boxes.repository.js';
import { weightOf, weightUnitOf } from './item-facts.js';
import type { WorkbenchRepository, WorkbenchShipmentRow } from './workbench.repository.js';

type Repos = {
  workbenchRepo: WorkbenchRepository;
  boxesRepo: Pick<BoxesRepository, 'boxCount'>;
  autoPackRepo: AutoPackRepository;
};

/** A product's catalogue size in inches, when all three sides are known and positive. */
function sizeOf(row: AutoPackItemRow): { length: number; width: number; height: number } | null {
  const [length, width, height] = [row.length_in, row.width_in, row.height_in].map(Number);
  return length! > 0 && width! > 0 && height! > 0 ? { length: length!, width: width!, height: height! } : null;
}

/**
 * Auto-pack's proposal for a shipment from what the database holds now (`suggestAutoPack`), with
 * each group's category, and its key: a hash of the boxes and the SKUs left, so an apply can tell
 * whether the proposal is still the one the seller reviewed. Refusals as `suggestAutoPack` words them.
 */
export function autoPackProposal(
  shipment: WorkbenchShipmentRow,
  items: readonly AutoPackItemRow[],
  categoryRows: readonly CategoryRow[],
  existingBoxes: number,
): AutoPackSuggestionResponse {
  const categories = categoryRows.map((c) => ({
    id: c.id,
    name: c.name,
    length: c.length,
    width: c.width,
    height: c.height,
    weight: c.weight,
    weightUnit: weightUnitOf(c.weight_unit) ?? 'pounds',
  }));
  const result = suggestAutoPack({
    areCasesRequired: shipment.are_cases_required,
    existingBoxes,
    categories,
    items: items.map((row) => {
      const { value, unit } = weightOf(row);
      return {
        shipmentItemId: row.id,
        sellerSku: row.seller_sku,
        quantity: row.rest,
        quantityInCase: row.quantity_in_case,
        unitWeight: value !== null && unit !== null ? { value, unit } : null,
        unitSize: sizeOf(row),
        rules: row.rules,
      };
    }),
  });
  if (!result.ok) throw new AppError('CONFLICT', result.message);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const boxes = result.boxes.map(({ standardBox, ...group }) => {
    const c = group.boxCategoryId ? byId.get(group.boxCategoryId) : standardBox;
    const category = c
      ? { name: c.name, length: c.length, width: c.width, height: c.height, weight: c.weight, weightUnit: c.weightUnit }
      : null;
    return { ...group, category };
  });
  const proposalKey = createHash('sha256')
    .update(JSON.stringify({ boxes, unpacked: result.unpacked }))
    .digest('hex');
  const { ok: _ok, ...rest } = result;
  return { ...rest, boxes, proposalKey };
}

/**
 * Packing a shipment's units in one go: Pack Boxes with Case Qty (case-packed shipments) and
 * auto-pack's proposal and apply (spec document 2, section 7). Changes take the shipment as
 * `createBoxChange` describes.
 */
export function createAutoPackService(
  deps: Repos & {
    transaction: InTransaction<Repos>;
    changed?: BoxesChanged;
  },
) {
  const { boxesRepo, autoPackRepo } = deps;
  const boxChange = createBoxChange(deps);

  return {
    /**
     * Pack Boxes with Case Qty (and Box All with Case QTY, `onlyWhenEmpty`): case-packed
     * shipments only; every item's units left to box into boxes of its units per case.
     */
    async packBoxes(actor: Actor, body: PackBoxesBody) {
      return boxChange.change(
        actor,
        body.inboundShipmentId,
        {
          lock: 'update',
          source: 'pack',
          action: 'pack-boxes-with-case-qty',
        },
        async (tx, shipment) => {
          if (!shipment.are_cases_required) throw new AppError('CONFLICT', m.cantPerformAction);
          const { count: existing, max } = await tx.boxesRepo.boxCount(shipment.id);
          if (body.onlyWhenEmpty && existing > 0) throw new AppError('CONFLICT', m.boxesExist);
          const todo = await tx.autoPackRepo.unpacked(shipment.id);
          if (!todo.length) throw new AppError('VALIDATION', m.nothingToPack);
          const noCase = todo.find((t) => t.quantity_in_case <= 0);
          if (noCase) throw new AppError('VALIDATION', m.caseQuantityMissing(noCase.seller_sku));
          const overCase = todo.find((t) => t.quantity_in_case > MAX_UNITS_PER_BOX);
          if (overCase) throw new AppError('VALIDATION', m.boxFull);
          const needed = todo.reduce((sum, t) => sum + Math.ceil(t.rest / t.quantity_in_case), 0);
          if (existing + needed > MAX_BOXES_PER_SHIPMENT) throw new AppError('VALIDATION', m.shipmentBoxLimit);
          const packed = await tx.autoPackRepo.packCases({
            accountId: actor.accountId,
            shipmentRowId: shipment.id,
            userId: actor.userId,
            firstNumber: max + 1,
          });
          return {
            message: m.packedBoxes,
            createdBoxCount: packed.boxes,
            totalBoxCount: existing + packed.boxes,
            updatedItems: await itemsOf(tx.workbenchRepo, shipment.id, packed.items),
          };
        },
        async (constraint) =>
          new AppError('VALIDATION', constraint.startsWith('boxes_units') ? m.boxFull : m.nothingToPack),
      );
    },

    /**
     * Auto-pack's proposal (a read: nothing is written). WORKING shipments with no boxes only;
     * a refusal answers 409 with its reason.
     */
    async autoPack(actor: Actor, id: string): Promise<AutoPackSuggestionResponse> {
      const shipment = await boxChange.readShipment(actor, id);
      if (shipment.shipment_status !== 'WORKING') throw new AppError('CONFLICT', m.notWorking);
      const [items, categories, { count }] = await Promise.all([
        autoPackRepo.autoPackItems(shipment.id),
        autoPackRepo.categories(actor.accountId),
        boxesRepo.boxCount(shipment.id),
      ]);
      return autoPackProposal(shipment, items, categories, count);
    },

    /**
     * Applies auto-pack in one transaction with the box-list lock ('update', as create and delete
     * take it): the proposal is worked out again from what the database holds under that lock (a
     * plan sent by the client is never taken), refused when boxes exist by then, and applied only
     * when its key is the one the seller reviewed. Boxes numbered from 1, units placed with the
     * audit source 'pack'.
     */
    async applyAutoPack(actor: Actor, body: ApplyAutoPackBody) {
      return boxChange.change(
        actor,
        body.inboundShipmentId,
        {
          lock: 'update',
          source: 'pack',
          action: 'auto-pack',
        },
        async (tx, shipment) => {
          const { count: existing, max } = await tx.boxesRepo.boxCount(shipment.id);
          const proposal = autoPackProposal(
            shipment,
            await tx.autoPackRepo.autoPackItems(shipment.id),
            await tx.autoPackRepo.categories(actor.accountId),
            existing,
          );
          if (proposal.proposalKey !== body.proposalKey) throw new AppError('CONFLICT', m.autoPackChanged);
          if (!proposal.totalBoxes) throw new AppError('VALIDATION', m.autoPackNothingProposed);
          if (existing + proposal.totalBoxes > MAX_BOXES_PER_SHIPMENT)
            throw new AppError('VALIDATION', m.shipmentBoxLimit);
          const packed = await tx.autoPackRepo.createPackedBoxes({
            accountId: actor.accountId,
            shipmentRowId: shipment.id,
            userId: actor.userId,
            firstNumber: max + 1,
            groups: proposal.boxes.map((g) => ({
              count: g.count,
              categoryId: g.boxCategoryId,
              // A standard size (no category yet): the boxes take its dimensions, as reviewed.
              ...(!g.boxCategoryId && g.category ? { size: g.category } : {}),
              itemId: g.shipmentItemId,
              units: g.unitsPerBox,
            })),
          });
          return {
            message: m.packedBoxes,
            createdBoxCount: proposal.totalBoxes,
            totalBoxCount: existing + proposal.totalBoxes,
            updatedItems: await itemsOf(tx.workbenchRepo, shipment.id, packed),
          };
        },
        async (constraint) =>
          new AppError(
            constraint.startsWith('boxes_units') ? 'VALIDATION' : 'CONFLICT',
            constraint.startsWith('boxes_units') ? m.boxFull : m.autoPackChanged,
          ),
      );
    },
  };
}
export type AutoPackService = ReturnType<typeof createAutoPackService>;
