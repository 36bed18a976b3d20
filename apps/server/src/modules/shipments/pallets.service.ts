import {
  amazonBoxNumber,
  palletErrorsOf,
  palletMessages as pm,
  PALLET_LIMITS,
  workbenchMessages as m,
  type AddBoxToPalletBody,
  type ClearPalletBody,
  type CreatePalletBody,
  type DeleteBoxFromPalletBody,
  type DeletePalletBody,
  type GetPalletsNumberBody,
  type GetPalletsQuery,
  type Pallet,
  type PalletForRules,
  type PalletsErrorsResponse,
  type UnassignBoxesBody,
  type UpdatePalletDetailsBody,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import type { BoxesRepository } from './boxes.repository.js';
import type { WorkbenchRepository, WorkbenchShipmentRow } from './workbench.repository.js';
import type { PalletBoxRow, PalletRow, PalletsRepository } from './pallets.repository.js';

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

/** What the readiness rules read of a pallet row. */
export function palletForRules(row: PalletRow): PalletForRules {
  return {
    boxCount: row.box_count,
    isStacked: row.is_stacked,
    height: row.height,
    weight: row.weight,
    totalWeightLb: Number(row.total_weight),
  };
}

function toPallet(row: PalletRow, boxes: readonly PalletBoxRow[]): Pallet {
  return {
    _id: row.id,
    inboundShipmentId: row.shipment_row_id,
    number: row.number,
    isStacked: row.is_stacked,
    dimensions: {
      height: row.height,
      width: PALLET_LIMITS.widthIn,
      length: PALLET_LIMITS.lengthIn,
      weight: row.weight,
    },
    boxes: boxes.map((b) => ({
      _id: b.id,
      number: b.number,
      amazonBoxNumber: amazonBoxNumber(b.number),
      units: b.units,
      weightLb: Number(b.weight_lb),
    })),
    boxCount: row.box_count,
    totalWeight: Number(row.total_weight),
    errorList: palletErrorsOf(palletForRules(row)),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

type Repos = { workbenchRepo: Pick<WorkbenchRepository, 'shipment'>; palletsRepo: PalletsRepository };

/**
 * Pallets of LTL shipments (spec document 2; issue 15), built as the boxes are (README.md beside
 * this file): every change is one transaction that first takes the shipment row ('update' when
 * pallets are numbered: create, delete; 'share' otherwise), checks WORKING and names the user and
 * call; the database keeps a box on at most one pallet of its own shipment. Moves lock the boxes
 * (in id order) before reading where they are, so the already-assigned question and the move
 * agree even when two packers move the same boxes. Each committed change is announced (`changed`).
 */
export function createPalletsService(deps: {
  workbenchRepo: Pick<WorkbenchRepository, 'shipment' | 'shipmentIdOfBox'>;
  /** Whether the boxes of the Move to pallets menu are on a pallet. */
  boxesRepo: Pick<BoxesRepository, 'boxesByIds'>;
  palletsRepo: PalletsRepository;
  transaction: InTransaction<Repos>;
  /** Called after every committed change of a shipment's pallets (and boxes' pallet). */
  changed?: (event: { accountId: string; shipmentRowId: string; action: string; ids?: string[] }) => void;
}) {
  const { workbenchRepo, boxesRepo, palletsRepo: repo, transaction } = deps;
  const changed = (actor: Actor, shipmentRowId: string, action: string, ids?: string[]) =>
    deps.changed?.({ accountId: actor.accountId, shipmentRowId, action, ...(ids ? { ids } : {}) });

  async function readShipment(actor: Actor, id: string): Promise<WorkbenchShipmentRow> {
    const shipment = await workbenchRepo.shipment(actor.accountId, id);
    if (!shipment) throw new AppError('NOT_FOUND', m.shipmentNotFound);
    return shipment;
  }

  /** The shipment locked for a change, WORKING (and LTL when pallets are made or filled). */
  async function editable(
    tx: Repos,
    actor: Actor,
    id: string,
    options: { lock: 'share' | 'update'; action: string; ltlOnly?: boolean },
  ): Promise<WorkbenchShipmentRow> {
    const shipment = await tx.workbenchRepo.shipment(actor.accountId, id, {
      lock: options.lock,
      audit: { userId: actor.userId, source: 'manual', action: options.action },
    });
    if (!shipment) throw new AppError('NOT_FOUND', m.shipmentNotFound);
    if (shipment.shipment_status !== 'WORKING') throw new AppError('CONFLICT', m.notWorking);
    if (options.ltlOnly && shipment.shipment_type !== 'LTL') throw new AppError('CONFLICT', pm.ltlOnly);
    return shipment;
  }

  async function pallets(shipmentRowId: string, rows: PalletRow[], r: PalletsRepository = repo): Promise<Pallet[]> {
    const boxes = await r.boxesOf(
      shipmentRowId,
      rows.map((p) => p.id),
    );
    const byPallet = new Map<string, PalletBoxRow[]>();
    for (const box of boxes) byPallet.set(box.pallet_id, [...(byPallet.get(box.pallet_id) ?? []), box]);
    return rows.map((row) => toPallet(row, byPallet.get(row.id) ?? []));
  }

  async function onePallet(shipmentRowId: string, palletId: string, r: PalletsRepository): Promise<Pallet> {
    const [pallet] = await pallets(shipmentRowId, await r.byIds(shipmentRowId, [palletId]), r);
    if (!pallet) throw new AppError('NOT_FOUND', pm.palletNotFound);
    return pallet;
  }

  /**
   * Moves boxes onto a pallet: boxes on another pallet already are refused ('There are some boxes
   * which are already assigned...') unless `action` says skip (they stay) or replace (they move).
   */
  async function moveBoxes(
    r: PalletsRepository,
    shipmentRowId: string,
    /** The pallet they go on; null for a pallet not made yet. */
    palletId: string | null,
    boxIds: readonly string[],
    action: 'skip' | 'replace' | undefined,
  ): Promise<{ conflict: boolean; toMove: string[] }> {
    const rows = await r.boxPallets(shipmentRowId, boxIds);
    if (boxIds.length && !rows.length) throw new AppError('NOT_FOUND', m.boxNotFound);
    const elsewhere = rows.filter((b) => b.pallet_id !== null && b.pallet_id !== palletId);
    if (elsewhere.length && !action) return { conflict: true, toMove: [] };
    const toMove = rows.filter(
      (b) => (palletId === null || b.pallet_id !== palletId) && (action !== 'skip' || b.pallet_id === null),
    );
    return { conflict: false, toMove: toMove.map((b) => b.id) };
  }

  return {
    /** GET {shipmentId}/get-pallets: a page by number, every matching id, the count. */
    async getPallets(actor: Actor, shipmentId: string, query: GetPalletsQuery) {
      const shipment = await readShipment(actor, shipmentId);
      const offset = Number(query.nextLimit ?? 0);
      const page = await repo.page(shipment.id, {
        errorFilter: query.errorFilter,
        offset,
        limit: Number(query.limit ?? 10),
      });
      return {
        pallets: await pallets(shipment.id, page.rows),
        totalPalletCount: page.total,
        allPalletIds: page.ids,
        nextLimit: offset,
      };
    },

    /** POST get-pallets-number: the Move to pallets menu, and whether any of the boxes is on a pallet. */
    async palletsNumber(actor: Actor, body: GetPalletsNumberBody) {
      const shipment = await readShipment(actor, body.inboundShipmentId);
      const [numbers, boxes] = await Promise.all([
        repo.numbers(shipment.id),
        body.boxIds?.length ? boxesRepo.boxesByIds(shipment.id, body.boxIds) : Promise.resolve([]),
      ]);
      return {
        palletsNumber: numbers.map((n) => ({ _id: n.id, number: n.number, boxCount: n.box_count })),
        isBoxAssigned: boxes.some((b) => b.pallet_id !== null),
      };
    },

    /** POST create-pallet: a new pallet after the last, with the boxes moved onto it. */
    async createPallet(actor: Actor, body: CreatePalletBody) {
      const result = await transaction(async (tx) => {
        const shipment = await editable(tx, actor, body.inboundShipmentId, {
          lock: 'update',
          action: 'create-pallet',
          ltlOnly: true,
        });
        const boxIds = body.boxIds ?? [];
        const move = await moveBoxes(tx.palletsRepo, shipment.id, null, boxIds, body.action);
        if (move.conflict) throw new AppError('PALLET_ALREADY_ASSIGNED', pm.alreadyAssigned);
        const { max } = await tx.palletsRepo.count(shipment.id);
        const id = await tx.palletsRepo.create({
          accountId: actor.accountId,
          shipmentRowId: shipment.id,
          userId: actor.userId,
          number: max + 1,
        });
        await tx.palletsRepo.assign(shipment.id, id, move.toMove);
        return { message: pm.updated, newPallet: await onePallet(shipment.id, id, tx.palletsRepo) };
      });
      changed(actor, body.inboundShipmentId, 'create-pallet', [result.newPallet._id]);
      return result;
    },

    /** POST add-box-to-pallet: boxes onto an existing pallet (skip or replace those on another). */
    async addBoxToPallet(actor: Actor, body: AddBoxToPalletBody) {
      const result = await transaction(async (tx) => {
        const shipment = await editable(tx, actor, body.inboundShipmentId, {
          lock: 'share',
          action: 'add-box-to-pallet',
          ltlOnly: true,
        });
        if (!(await tx.palletsRepo.byIds(shipment.id, [body.palletId])).length)
          throw new AppError('NOT_FOUND', pm.palletNotFound);
        const move = await moveBoxes(tx.palletsRepo, shipment.id, body.palletId, body.boxIdList, body.action);
        if (move.conflict) throw new AppError('PALLET_ALREADY_ASSIGNED', pm.alreadyAssigned);
        const boxIds = await tx.palletsRepo.assign(shipment.id, body.palletId, move.toMove);
        return {
          message: pm.updated,
          updatedPallet: await onePallet(shipment.id, body.palletId, tx.palletsRepo),
          boxIds,
        };
      });
      changed(actor, body.inboundShipmentId, 'add-box-to-pallet', [body.palletId]);
      return result;
    },

    /** POST delete-box-from-pallet: one box off its pallet. */
    async deleteBoxFromPallet(actor: Actor, body: DeleteBoxFromPalletBody) {
      const shipmentId = body.inboundShipmentId ?? (await workbenchRepo.shipmentIdOfBox(actor.accountId, body.boxId));
      if (!shipmentId) throw new AppError('NOT_FOUND', m.boxNotFound);
      const result = await transaction(async (tx) => {
        const shipment = await editable(tx, actor, shipmentId, { lock: 'share', action: 'delete-box-from-pallet' });
        const [box] = await tx.palletsRepo.boxPallets(shipment.id, [body.boxId]);
        if (!box) throw new AppError('NOT_FOUND', m.boxNotFound);
        if (box.pallet_id !== body.palletId) throw new AppError('NOT_FOUND', pm.palletNotFound);
        const boxIds = await tx.palletsRepo.unassign(shipment.id, { boxIds: [body.boxId] });
        return {
          message: pm.updated,
          updatedPallet: await onePallet(shipment.id, body.palletId, tx.palletsRepo),
          boxIds,
        };
      });
      changed(actor, shipmentId, 'delete-box-from-pallet', [body.palletId]);
      return result;
    },

    /** POST unassign-boxes: the boxes off whatever pallet they are on. */
    async unassignBoxes(actor: Actor, body: UnassignBoxesBody) {
      const result = await transaction(async (tx) => {
        const shipment = await editable(tx, actor, body.inboundShipmentId, { lock: 'share', action: 'unassign-boxes' });
        const found = await tx.palletsRepo.boxPallets(shipment.id, body.boxIds);
        if (!found.length) throw new AppError('NOT_FOUND', m.boxNotFound);
        const boxIds = await tx.palletsRepo.unassign(shipment.id, { boxIds: body.boxIds });
        const { count } = await tx.palletsRepo.count(shipment.id);
        return { message: pm.updated, palletIds: [], boxIds, totalPalletCount: count };
      });
      changed(actor, body.inboundShipmentId, 'unassign-boxes');
      return result;
    },

    /** PUT pallet/clear: every box of the pallets taken off them; the pallets stay. */
    async clearPallets(actor: Actor, body: ClearPalletBody) {
      const result = await transaction(async (tx) => {
        const shipment = await editable(tx, actor, body.inboundShipmentId, { lock: 'share', action: 'pallet-clear' });
        const found = await tx.palletsRepo.byIds(shipment.id, body.clearPalletIds);
        if (!found.length) throw new AppError('NOT_FOUND', pm.palletNotFound);
        const palletIds = found.map((p) => p.id);
        const boxIds = await tx.palletsRepo.unassign(shipment.id, { palletIds });
        const { count } = await tx.palletsRepo.count(shipment.id);
        return { message: pm.updated, palletIds, boxIds, totalPalletCount: count };
      });
      changed(actor, body.inboundShipmentId, 'pallet-clear', result.palletIds);
      return result;
    },

    /** POST delete-pallet: the pallets deleted (their boxes stay, Not Assigned), the rest renumbered. */
    async deletePallets(actor: Actor, body: DeletePalletBody) {
      const result = await transaction(async (tx) => {
        const shipment = await editable(tx, actor, body.inboundShipmentId, { lock: 'update', action: 'delete-pallet' });
        const found = await tx.palletsRepo.byIds(shipment.id, body.deletePalletIds);
        if (!found.length) throw new AppError('NOT_FOUND', pm.palletNotFound);
        const boxIds = await tx.palletsRepo.unassign(shipment.id, { palletIds: found.map((p) => p.id) });
        const palletIds = await tx.palletsRepo.delete(
          shipment.id,
          found.map((p) => p.id),
        );
        const { count } = await tx.palletsRepo.count(shipment.id);
        return { message: pm.updated, palletIds, boxIds, totalPalletCount: count };
      });
      changed(actor, body.inboundShipmentId, 'delete-pallet');
      return result;
    },

    /** PUT pallet/update-details: height and weight (Edit Dimensions) and/or stacked (Mark pallet). */
    async updateDetails(actor: Actor, body: UpdatePalletDetailsBody) {
      const result = await transaction(async (tx) => {
        const shipment = await editable(tx, actor, body.inboundShipmentId, {
          lock: 'share',
          action: 'pallet-update-details',
        });
        const ids = await tx.palletsRepo.setDetails(shipment.id, body.finalIds, {
          ...(body.dimensions ? { height: body.dimensions.height, weight: body.dimensions.weight } : {}),
          ...(body.isStacked !== undefined ? { isStacked: body.isStacked } : {}),
        });
        if (!ids.length) throw new AppError('NOT_FOUND', pm.palletNotFound);
        return {
          message: pm.updated,
          updatedPallets: await pallets(shipment.id, await tx.palletsRepo.byIds(shipment.id, ids), tx.palletsRepo),
        };
      });
      changed(
        actor,
        body.inboundShipmentId,
        'pallet-update-details',
        result.updatedPallets.map((p) => p._id),
      );
      return result;
    },

    /** GET get-pallets-errors/{shipmentId}: each pallet in error with its errors, and counts per rule. */
    async palletsErrors(actor: Actor, shipmentId: string): Promise<PalletsErrorsResponse> {
      const shipment = await readShipment(actor, shipmentId);
      const rows = await repo.all(shipment.id);
      const counts = { MISSING_DIMENSIONS: 0, EMPTY_PALLETS: 0, INVALID_WEIGHT: 0 };
      const palletLevelErrors = [];
      for (const row of rows) {
        const errors = palletErrorsOf(palletForRules(row));
        for (const e of errors) counts[e] += 1;
        if (errors.length) palletLevelErrors.push({ _id: row.id, number: row.number, errors });
      }
      return { palletLevelErrors, counts, totalPalletCount: rows.length };
    },
  };
}
export type PalletsService = ReturnType<typeof createPalletsService>;
