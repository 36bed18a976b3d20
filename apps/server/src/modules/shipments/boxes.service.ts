import { createHash } from 'node:crypto';
import {
  amazonBoxNumber,
  checkTrackingIdCount,
  judgeBoxContent,
  judgeDimensions,
  newBoxCountOf,
  shipmentImportMessages,
  type UploadBoxContentBody,
  type UploadBoxContentResponse,
  type UploadDimensionsBody,
  type UploadDimensionsResponse,
  suggestAutoPack,
  takesTrackingIds,
  boxErrorsOf,
  boxTotalWeight,
  boxContentExportFileName,
  toBoxContentTsv,
  type BoxContentExportBox,
  MAX_BOXES_PER_SHIPMENT,
  MAX_UNITS_PER_BOX,
  palletMessages,
  UNIT_HISTORY_CSV_HEADER,
  workbenchMessages as m,
  type AddItemToBoxBody,
  type ApplyAutoPackBody,
  type AutoPackSuggestionResponse,
  type AddScanItemToBoxBody,
  type Box,
  type BoxesErrorsResponse,
  type BoxIdsBody,
  type BoxItem,
  type CreateBoxesBody,
  type DeleteItemFromBoxBody,
  type GetBoxesBody,
  type PackBoxesBody,
  type UnitEvent,
  type UnitEventSource,
  type UnitHistoryQuery,
  type UpdateBoxItemQuantityBody,
  type UpdateBoxTrackingIdBody,
  type UpdateDimensionsBody,
  type WorkbenchItem,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import {
  isForeignKeyViolation,
  violatedCheck,
  type BoxesRepository,
  type AutoPackItemRow,
  type BoxContentRow,
  type BoxItemRow,
  type CategoryRow,
  type BoxRow,
  type UnitEventRow,
  type WorkbenchShipmentRow,
} from './boxes.repository.js';
import { toWorkbenchItem, weightOf, weightUnitOf } from './item-facts.js';

/** How a change takes its shipment (`editable`). */
interface EditOptions {
  lock: 'share' | 'update';
  source: UnitEventSource;
  action: string;
  loosePackOnly?: boolean;
  /** Also once the transport is confirmed and the shipment waits to be marked shipped (tracking ids). */
  afterConfirm?: boolean;
}
const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();
function toBoxItem(row: BoxItemRow): BoxItem {
  return {
    _id: row.id,
    shipmentItemId: row.shipment_item_id,
    title: row.title,
    sellerSku: row.seller_sku,
    fnsku: row.fnsku,
    asin: row.asin,
    quantity: row.quantity,
    quantityPrinted: row.quantity_printed,
    condition: row.condition,
    expDate: row.exp_date,
    amzExpirable: row.expirable,
    imageUrl: row.image_url,
    weight: weightOf(row),
  };
}

function toBox(row: BoxRow, items: BoxItemRow[], shipment: WorkbenchShipmentRow): Box {
  const dimensions = {
    width: row.width,
    height: row.height,
    length: row.length,
    weight: row.weight,
    weightUnit: weightUnitOf(row.weight_unit),
  };
  const boxItems = items.map(toBoxItem);
  const box = {
    _id: row.id,
    inboundShipmentId: row.shipment_row_id,
    number: row.number,
    amazonBoxNumber: amazonBoxNumber(row.number),
    items: boxItems,
    units: row.units,
    dimensions,
    totalWeight: boxTotalWeight(dimensions, boxItems),
    trackingId: row.tracking_id,
    palletId: row.pallet_id,
    palletNumber: row.pallet_number,
    labelUrl: null,
    categoryId: row.category_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
  return {
    ...box,
    errorList: boxErrorsOf(box, { shipmentType: shipment.shipment_type, isPartnered: shipment.is_partnered }),
  };
}

function toUnitEvent(row: UnitEventRow): UnitEvent {
  return {
    _id: row.id,
    at: iso(row.created_at),
    kind: row.kind === 'removed' || row.kind === 'moved' ? row.kind : 'placed',
    source: (['scan', 'manual', 'import', 'pack', 'system'] as const).find((s) => s === row.source) ?? 'system',
    action: row.action,
    quantity: row.quantity,
    shipmentItemId: row.shipment_item_id,
    sellerSku: row.seller_sku,
    fnsku: row.fnsku,
    boxId: row.box_id,
    boxNumber: row.box_number,
    fromBoxId: row.from_box_id,
    fromBoxNumber: row.from_box_number,
    userId: row.user_id,
    userName: row.user_name ?? 'N/A',
  };
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

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

const notFound = () => new AppError('NOT_FOUND', m.shipmentNotFound);

/** A box content import's rows as one value: SKU, box and units of each row, in row order. */
function hashOfRows(lines: UploadBoxContentBody['fileData']): string {
  const rows = lines.map((l) => [l.sellerSku.toLowerCase(), l.boxNumber, l.itemQuantity]);
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

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
 * Boxes and scanning of the shipment workbench (spec document 2, sections 4, 5, 7 and 8).
 *
 * - Every change runs in one transaction that first takes the shipment row ('share' for content
 *   changes, so packers scan side by side; 'update' for changes of the box list, which numbers
 *   boxes), checks it is WORKING and names the user, source and call for the audit trail.
 * - The counts (boxed units per item, units per box) are the database's: box_items' triggers keep
 *   them and their CHECKs refuse a change that would box more than shipped or put more than 150
 *   units in a box; a refused change answers 4xx with the spec's message and writes nothing.
 * - Case-packed shipments (areCasesRequired) fill by whole cases only: adding units, changing or
 *   removing a box item, New Box and clearing boxes answer "Can't perform this action"; Pack Boxes
 *   with Case Qty, dimensions, tracking ids and deleting whole boxes remain.
 * - Every write goes through this service, so a live-update publish can be added in one place
 *   (`changed`).
 */
export function createBoxesService(deps: {
  boxesRepo: BoxesRepository;
  transaction: InTransaction<{ boxesRepo: BoxesRepository }>;
  /** Called after every committed change of a shipment's boxes (live updates hook in here). */
  changed?: (event: { accountId: string; shipmentRowId: string; action: string }) => void;
  /** Tracking ids changed on a shipment whose transport is confirmed: the transport module sends them to Amazon. */
  trackingChangedAfterConfirm?: (accountId: string, shipmentRowId: string) => Promise<void>;
}) {
  const { boxesRepo: repo, transaction } = deps;
  const changed = (actor: Actor, shipmentRowId: string, action: string) =>
    deps.changed?.({ accountId: actor.accountId, shipmentRowId, action });

  async function readShipment(actor: Actor, id: string): Promise<WorkbenchShipmentRow> {
    const shipment = await repo.shipment(actor.accountId, id);
    if (!shipment) throw notFound();
    return shipment;
  }

  /** The shipment locked for a change, WORKING, with the audit named; refusals as the spec words them. */
  async function editable(
    tx: BoxesRepository,
    actor: Actor,
    id: string | { boxId: string },
    options: EditOptions,
  ): Promise<WorkbenchShipmentRow> {
    const shipment = await tx.shipment(actor.accountId, id, {
      lock: options.lock,
      audit: { userId: actor.userId, source: options.source, action: options.action },
    });
    if (!shipment) throw typeof id === 'string' ? notFound() : new AppError('NOT_FOUND', m.boxNotFound);
    const confirmedTransport =
      options.afterConfirm &&
      shipment.shipment_status === 'PENDING_TO_MARK_SHIP' &&
      shipment.transport_status === 'CONFIRMED';
    if (shipment.shipment_status !== 'WORKING' && !confirmedTransport) throw new AppError('CONFLICT', m.notWorking);
    if (options.loosePackOnly && shipment.are_cases_required) throw new AppError('CONFLICT', m.cantPerformAction);
    return shipment;
  }

  /** The shipment a box belongs to (calls that name only the box). */
  async function shipmentOfBox(actor: Actor, boxId: string, inboundShipmentId?: string): Promise<string> {
    if (inboundShipmentId) return inboundShipmentId;
    const id = await repo.shipmentIdOfBox(actor.accountId, boxId);
    if (!id) throw new AppError('NOT_FOUND', m.boxNotFound);
    return id;
  }

  async function boxes(shipment: WorkbenchShipmentRow, rows: BoxRow[], tx: BoxesRepository = repo): Promise<Box[]> {
    const items = await tx.itemsOfBoxes(rows.map((r) => r.id));
    const byBox = new Map<string, BoxItemRow[]>();
    for (const item of items) byBox.set(item.box_id, [...(byBox.get(item.box_id) ?? []), item]);
    return rows.map((row) => toBox(row, byBox.get(row.id) ?? [], shipment));
  }

  async function items(shipmentRowId: string, ids: readonly string[], tx: BoxesRepository = repo) {
    return (await tx.items(shipmentRowId, ids)).map(toWorkbenchItem);
  }

  async function oneBox(shipment: WorkbenchShipmentRow, boxId: string, tx: BoxesRepository = repo): Promise<Box> {
    const [box] = await boxes(shipment, await tx.boxesByIds(shipment.id, [boxId]), tx);
    if (!box) throw new AppError('NOT_FOUND', m.boxNotFound);
    return box;
  }

  /** A unit change's answer: the box with its items and the item, read in one round trip. */
  async function boxAndItem(
    shipment: WorkbenchShipmentRow,
    boxId: string,
    itemId: string,
    tx: BoxesRepository = repo,
  ): Promise<{ updatedBox: Box; updatedItem: WorkbenchItem }> {
    const { box, boxItems, item } = await tx.boxAndItem(shipment.id, boxId, itemId);
    if (!box) throw new AppError('NOT_FOUND', m.boxNotFound);
    if (!item) throw new AppError('NOT_FOUND', m.itemNotInShipment);
    return { updatedBox: toBox(box, boxItems, shipment), updatedItem: toWorkbenchItem(item) };
  }

  async function oneItem(shipmentRowId: string, itemId: string, tx: BoxesRepository = repo): Promise<WorkbenchItem> {
    const [item] = await items(shipmentRowId, [itemId], tx);
    if (!item) throw new AppError('NOT_FOUND', m.itemNotInShipment);
    return item;
  }

  /**
   * Runs a change; a CHECK or foreign key the database refused becomes the seller's sentence
   * (`explain` reads the state after the refusal, outside the failed transaction).
   */
  async function guarded<T>(work: () => Promise<T>, explain: (constraint: string) => Promise<AppError>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const check = violatedCheck(error);
      if (check !== undefined) throw await explain(check);
      if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', m.boxNotFound);
      throw error;
    }
  }
  /**
   * A box change: in one transaction the shipment is taken (`editable`: locked, audited, refused
   * unless WORKING) and `work` runs on it; a refusal of the database becomes the seller's sentence
   * through `explain` (`guarded`); once committed, the shipment's live pages hear of it.
   */
  async function change<T>(
    actor: Actor,
    id: string,
    options: EditOptions,
    work: (tx: BoxesRepository, shipment: WorkbenchShipmentRow) => Promise<T>,
    explain?: (constraint: string) => Promise<AppError>,
  ): Promise<T> {
    let shipmentRowId = id;
    const run = () =>
      transaction(async ({ boxesRepo: tx }) => {
        const shipment = await editable(tx, actor, id, options);
        shipmentRowId = shipment.id;
        return work(tx, shipment);
      });
    const result = explain ? await guarded(run, explain) : await run();
    changed(actor, shipmentRowId, options.action);
    return result;
  }

  /** Why units did not fit: the box's limit, or the item's units left. */
  async function unitsRefusal(
    constraint: string,
    shipmentRowId: string,
    itemId: string | undefined,
    overRemaining: (left: number) => string,
  ): Promise<AppError> {
    if (constraint.startsWith('boxes_units')) return new AppError('VALIDATION', m.boxFull);
    const item = itemId ? (await repo.items(shipmentRowId, [itemId]))[0] : undefined;
    const left = item ? item.quantity_shipped - item.quantity_boxed : 0;
    return new AppError('VALIDATION', left <= 0 ? m.itemFullyBoxed : overRemaining(left));
  }

  return {
    async getBoxes(actor: Actor, body: GetBoxesBody) {
      const shipment = await readShipment(actor, body.inboundShipmentId);
      const offset = body.nextLimit ?? 0;
      const page = await repo.page(shipment.id, {
        query: body.query || undefined,
        errorFilter: body.errorFilter,
        offset,
        limit: body.limit ?? 10,
      });
      return {
        boxes: await boxes(shipment, page.rows),
        totalBoxCount: page.total,
        allBoxesIds: page.ids,
        nextLimit: offset,
      };
    },

    async boxesNumber(actor: Actor, id: string) {
      const shipment = await readShipment(actor, id);
      return {
        boxesNumber: (await repo.numbers(shipment.id)).map((b) => ({ _id: b.id, number: b.number, units: b.units })),
      };
    },

    async createBoxes(actor: Actor, body: CreateBoxesBody) {
      const emptyBox = body.emptyBox === true;
      let itemId: string | undefined;
      return change(
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
            const row = await tx.category(actor.accountId, body.categoryId);
            if (!row) throw new AppError('NOT_FOUND', m.categoryNotFound);
            category = { ...row, weightUnit: row.weight_unit };
          }
          let item: { id: string; units: number } | undefined;
          if (!emptyBox && 'item' in body && body.item) {
            const found = await tx.itemBySku(shipment.id, body.item.sellerSku);
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
            if (!(await tx.palletInShipment(shipment.id, palletId)))
              throw new AppError('NOT_FOUND', palletMessages.palletNotFound);
          }
          const { count: existing, max } = await tx.boxCount(shipment.id);
          if (existing + count > MAX_BOXES_PER_SHIPMENT) throw new AppError('VALIDATION', m.shipmentBoxLimit);
          const ids = await tx.createBoxes({
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
            boxes: await boxes(shipment, await tx.boxesByIds(shipment.id, ids), tx),
            updatedItem: item ? await oneItem(shipment.id, item.id, tx) : null,
            totalBoxCount: existing + count,
          };
        },
        (constraint) => unitsRefusal(constraint, body.inboundShipmentId, itemId, () => m.quantityOverAvailable),
      );
    },

    async deleteBoxes(actor: Actor, body: BoxIdsBody) {
      return change(
        actor,
        body.inboundShipmentId,
        {
          lock: 'update',
          source: 'manual',
          action: 'delete-boxes',
        },
        async (tx, shipment) => {
          const { deleted, items: itemIds } = await tx.deleteBoxes(shipment.id, body.boxIds);
          if (!deleted.length) throw new AppError('NOT_FOUND', m.boxNotFound);
          const { count } = await tx.boxCount(shipment.id);
          return {
            message: m.updated,
            boxIds: deleted,
            updatedItems: await items(shipment.id, itemIds, tx),
            totalBoxCount: count,
          };
        },
      );
    },

    async clearBoxes(actor: Actor, body: BoxIdsBody) {
      return change(
        actor,
        body.inboundShipmentId,
        {
          lock: 'share',
          source: 'manual',
          action: 'clear-boxes',
          loosePackOnly: true,
        },
        async (tx, shipment) => {
          const found = await tx.boxesByIds(shipment.id, body.boxIds);
          if (!found.length) throw new AppError('NOT_FOUND', m.boxNotFound);
          const ids = found.map((b) => b.id);
          const itemIds = await tx.clearBoxes(shipment.id, ids);
          const { count } = await tx.boxCount(shipment.id);
          return {
            message: m.updated,
            boxIds: ids,
            updatedItems: await items(shipment.id, itemIds, tx),
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
      return change(
        actor,
        inboundShipmentId,
        {
          lock: 'update',
          source: 'manual',
          action: 'clear-shipment',
        },
        async (tx, shipment) => {
          const { deleted, items: itemIds } = await tx.deleteBoxes(shipment.id);
          return {
            message: m.shipmentCleared,
            boxIds: deleted,
            updatedItems: await items(shipment.id, itemIds, tx),
            totalBoxCount: 0,
          };
        },
      );
    },

    async updateDimensions(actor: Actor, body: UpdateDimensionsBody) {
      return change(
        actor,
        body.shipmentId,
        {
          lock: 'share',
          source: 'manual',
          action: 'update-dimesions',
        },
        async (tx, shipment) => {
          const ids = await tx.setDimensions(shipment.id, body.boxIds, body.dimensions);
          if (!ids.length) throw new AppError('NOT_FOUND', m.boxNotFound);
          return { message: m.updated, updatedBoxes: await boxes(shipment, await tx.boxesByIds(shipment.id, ids), tx) };
        },
      );
    },

    async addItemToBox(actor: Actor, body: AddItemToBoxBody) {
      const shipmentId = await shipmentOfBox(actor, body.boxId, body.inboundShipmentId);
      let itemId: string | undefined;
      return change(
        actor,
        shipmentId,
        {
          lock: 'share',
          source: 'manual',
          action: 'add-item-to-box',
          loosePackOnly: true,
        },
        async (tx, shipment) => {
          const item = await tx.itemBySku(shipment.id, body.item.sellerSku);
          if (!item) throw new AppError('NOT_FOUND', m.itemNotInShipment);
          itemId = item.id;
          const added = await tx.addUnits({
            accountId: actor.accountId,
            shipmentRowId: shipment.id,
            boxId: body.boxId,
            itemId: item.id,
            units: body.item.quantity,
          });
          if (!added) throw new AppError('NOT_FOUND', m.selectBox);
          return {
            message: m.updated,
            ...(await boxAndItem(shipment, body.boxId, item.id, tx)),
          };
        },
        (constraint) => unitsRefusal(constraint, shipmentId, itemId, () => m.invalidQuantity),
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
          repo.scanUnits({
            accountId: actor.accountId,
            shipment: target,
            boxId: body.boxId,
            fnsku,
            units,
            audit: { userId: actor.userId, source: 'scan', action: 'add-scan-item-to-box' },
          }),
        async (constraint) => {
          const found = await repo.shipment(actor.accountId, target);
          const itemId = found ? (await repo.itemByFnsku(found.id, fnsku))?.id : undefined;
          return unitsRefusal(constraint, found?.id ?? '', itemId, () => m.invalidQuantity);
        },
      );
      if (!shipment) throw typeof target === 'string' ? notFound() : new AppError('NOT_FOUND', m.boxNotFound);
      if (shipment.shipment_status !== 'WORKING') throw new AppError('CONFLICT', m.notWorking);
      if (shipment.are_cases_required) throw new AppError('CONFLICT', m.cantPerformAction);
      const itemId = shipment.item_id;
      if (!itemId) {
        if (!(await repo.boxesByIds(shipment.id, [body.boxId])).length) throw new AppError('NOT_FOUND', m.boxNotFound);
        throw new AppError('NOT_FOUND', m.itemNotInShipment);
      }
      changed(actor, shipment.id, 'add-scan-item-to-box');
      return { message: m.updated, apiError: false, updatedData: await boxAndItem(shipment, body.boxId, itemId) };
    },

    async deleteItemFromBoxes(actor: Actor, body: DeleteItemFromBoxBody) {
      const shipmentId = await shipmentOfBox(actor, body.boxId, body.inboundShipmentId);
      return change(
        actor,
        shipmentId,
        {
          lock: 'share',
          source: 'manual',
          action: 'delete-item-from-boxes',
          loosePackOnly: true,
        },
        async (tx, shipment) => {
          if (!(await tx.removeItem(shipment.id, body.boxId, body.shipmentItemId)))
            throw new AppError('NOT_FOUND', m.boxItemNotFound);
          return {
            message: m.updated,
            ...(await boxAndItem(shipment, body.boxId, body.shipmentItemId, tx)),
          };
        },
      );
    },

    async updateBoxItemQuantity(actor: Actor, body: UpdateBoxItemQuantityBody) {
      const shipmentId = await shipmentOfBox(actor, body.boxId, body.inboundShipmentId);
      return change(
        actor,
        shipmentId,
        {
          lock: 'share',
          source: 'manual',
          action: 'update-box-item-quantity',
          loosePackOnly: true,
        },
        async (tx, shipment) => {
          if (!(await tx.setUnits(shipment.id, body.boxId, body.shipmentItemId, body.updateQuantity)))
            throw new AppError('NOT_FOUND', m.boxItemNotFound);
          return {
            message: m.updated,
            ...(await boxAndItem(shipment, body.boxId, body.shipmentItemId, tx)),
          };
        },
        async (constraint) => {
          if (constraint.startsWith('boxes_units')) return new AppError('VALIDATION', m.boxFull);
          return new AppError('VALIDATION', m.incorrectQuantity);
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
      const result = await change(
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
            if (!(await tx.setTrackingId(shipment.id, boxId, body.trackingId)))
              throw new AppError('NOT_FOUND', m.boxNotFound);
            const box = await oneBox(shipment, boxId, tx);
            return { message: m.updated, updatedBox: box, updatedBoxes: [box] };
          }
          const list = body.trackingId as string[];
          const { count } = await tx.boxCount(shipment.id);
          const countError = checkTrackingIdCount(list.length, count);
          if (countError) throw new AppError('VALIDATION', countError);
          const ids = await tx.setTrackingIds(shipment.id, list);
          return {
            message: m.updated,
            updatedBox: null,
            updatedBoxes: await boxes(shipment, await tx.boxesByIds(shipment.id, ids), tx),
          };
        },
      );
      if (confirmed) await deps.trackingChangedAfterConfirm?.(actor.accountId, confirmed);
      return result;
    },

    /**
     * PUT upload-bulk-boxes-content: the box content import's valid rows, applied in one
     * transaction with the box list locked. The rows are judged again against the boxes and
     * items as they are now (`judgeBoxContent`), by SKU and box number: a row no longer valid
     * refuses the whole import (409, nothing written). New boxes are numbered after the last;
     * the units go in with one statement, the trail saying source 'import'.
     */
    async uploadBoxContent(actor: Actor, body: UploadBoxContentBody): Promise<UploadBoxContentResponse> {
      return change(
        actor,
        body.inboundShipmentId,
        {
          lock: 'update',
          source: 'import',
          action: 'upload-bulk-boxes-content',
          loosePackOnly: true,
        },
        async (tx, shipment) => {
          // The same rows again, with the boxes as that import left them: its answer, not the units twice.
          const contentHash = hashOfRows(body.fileData);
          const [applied, latestEvent] = await Promise.all([
            tx.appliedImport(shipment.id, contentHash),
            tx.latestUnitEventId(shipment.id),
          ]);
          if (applied && applied.lastEventId === latestEvent) return applied.result as UploadBoxContentResponse;
          const [itemRows, boxRows] = await Promise.all([tx.items(shipment.id), tx.numbers(shipment.id)]);
          const judged = judgeBoxContent(
            body.fileData.map((line) => ({
              ...(line.sheet === undefined ? {} : { sheet: line.sheet }),
              row: line.row,
              sku: line.sellerSku,
              boxNumber: String(line.boxNumber),
              quantity: String(line.itemQuantity),
            })),
            {
              items: itemRows.map((i) => ({
                id: i.id,
                sellerSku: i.seller_sku,
                quantityShipped: i.quantity_shipped,
                quantityBoxed: i.quantity_boxed,
              })),
              boxes: boxRows,
            },
          );
          const refused = judged.errors[0];
          if (refused)
            throw new AppError('CONFLICT', shipmentImportMessages.changedMeanwhile(refused.row, refused.reason));
          const lastNumber = boxRows.length;
          const created = newBoxCountOf(judged.valid, lastNumber);
          if (created)
            await tx.createBoxes({
              accountId: actor.accountId,
              shipmentRowId: shipment.id,
              userId: actor.userId,
              count: created,
              firstNumber: lastNumber + 1,
            });
          const sums = new Map<string, { boxNumber: number; itemId: string; units: number }>();
          for (const line of judged.valid) {
            const key = `${line.boxNumber}:${line.itemId}`;
            const sum = sums.get(key);
            if (sum) sum.units += line.itemQuantity;
            else sums.set(key, { boxNumber: line.boxNumber, itemId: line.itemId, units: line.itemQuantity });
          }
          await tx.addImportedUnits(actor.accountId, shipment.id, [...sums.values()]);
          const result: UploadBoxContentResponse = {
            message: m.updated,
            createdBoxCount: created,
            totalBoxCount: lastNumber + created,
            updatedUnits: judged.valid.reduce((sum, line) => sum + line.itemQuantity, 0),
          };
          await tx.recordImport({
            accountId: actor.accountId,
            shipmentRowId: shipment.id,
            contentHash,
            lastEventId: await tx.latestUnitEventId(shipment.id),
            result,
          });
          return result;
        },
        async (constraint) =>
          new AppError(
            'CONFLICT',
            constraint.startsWith('boxes_units') ? m.boxFull : shipmentImportMessages.quantityOverLimit,
          ),
      );
    },

    /**
     * PUT upload-bulk-boxes-dimension: the dimension import's valid rows (inches, the empty box
     * in ounces), judged again against the boxes as they are now (a row no longer valid refuses
     * the whole import), then written in one statement.
     */
    async uploadDimensions(actor: Actor, body: UploadDimensionsBody): Promise<UploadDimensionsResponse> {
      return change(
        actor,
        body.inboundShipmentId,
        {
          lock: 'share',
          source: 'import',
          action: 'upload-bulk-boxes-dimension',
        },
        async (tx, shipment) => {
          const judged = judgeDimensions(
            body.fileData.map((line) => ({
              ...(line.sheet === undefined ? {} : { sheet: line.sheet }),
              row: line.row,
              boxNumber: String(line.boxNumber),
              length: String(line.length),
              width: String(line.width),
              height: String(line.height),
              weight: String(line.weight),
            })),
            await tx.numbers(shipment.id),
          );
          const refused = judged.errors[0];
          if (refused)
            throw new AppError('CONFLICT', shipmentImportMessages.changedMeanwhile(refused.row, refused.reason));
          const ids = await tx.setDimensionsByNumber(shipment.id, judged.valid);
          return { message: m.updated, updatedBoxCount: ids.length };
        },
      );
    },

    async boxesErrors(actor: Actor, id: string): Promise<BoxesErrorsResponse> {
      const shipment = await readShipment(actor, id);
      const rows = await repo.errors(shipment.id);
      const counts = { EMPTY_BOXES: 0, PALLET_NOT_ASSIGNED: 0, MISSING_DIMENSIONS: 0, MISSING_TRACKING: 0 };
      const boxLevelErrors = rows.map((row) => {
        const errors = row.errors.filter((e): e is keyof typeof counts => e in counts);
        for (const e of errors) counts[e] += 1;
        return { _id: row.id, number: row.number, errors };
      });
      const { count } = await repo.boxCount(shipment.id);
      return { boxLevelErrors, counts, totalBoxCount: count };
    },

    /**
     * Pack Boxes with Case Qty (and Box All with Case QTY, `onlyWhenEmpty`): case-packed
     * shipments only; every item's units left to box into boxes of its units per case.
     */
    async packBoxes(actor: Actor, body: PackBoxesBody) {
      return change(
        actor,
        body.inboundShipmentId,
        {
          lock: 'update',
          source: 'pack',
          action: 'pack-boxes-with-case-qty',
        },
        async (tx, shipment) => {
          if (!shipment.are_cases_required) throw new AppError('CONFLICT', m.cantPerformAction);
          const { count: existing, max } = await tx.boxCount(shipment.id);
          if (body.onlyWhenEmpty && existing > 0) throw new AppError('CONFLICT', m.boxesExist);
          const todo = await tx.unpacked(shipment.id);
          if (!todo.length) throw new AppError('VALIDATION', m.nothingToPack);
          const noCase = todo.find((t) => t.quantity_in_case <= 0);
          if (noCase) throw new AppError('VALIDATION', m.caseQuantityMissing(noCase.seller_sku));
          const overCase = todo.find((t) => t.quantity_in_case > MAX_UNITS_PER_BOX);
          if (overCase) throw new AppError('VALIDATION', m.boxFull);
          const needed = todo.reduce((sum, t) => sum + Math.ceil(t.rest / t.quantity_in_case), 0);
          if (existing + needed > MAX_BOXES_PER_SHIPMENT) throw new AppError('VALIDATION', m.shipmentBoxLimit);
          const packed = await tx.packCases({
            accountId: actor.accountId,
            shipmentRowId: shipment.id,
            userId: actor.userId,
            firstNumber: max + 1,
          });
          return {
            message: m.packedBoxes,
            createdBoxCount: packed.boxes,
            totalBoxCount: existing + packed.boxes,
            updatedItems: await items(shipment.id, packed.items, tx),
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
      const shipment = await readShipment(actor, id);
      if (shipment.shipment_status !== 'WORKING') throw new AppError('CONFLICT', m.notWorking);
      const [items, categories, { count }] = await Promise.all([
        repo.autoPackItems(shipment.id),
        repo.categories(actor.accountId),
        repo.boxCount(shipment.id),
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
      return change(
        actor,
        body.inboundShipmentId,
        {
          lock: 'update',
          source: 'pack',
          action: 'auto-pack',
        },
        async (tx, shipment) => {
          const { count: existing, max } = await tx.boxCount(shipment.id);
          const proposal = autoPackProposal(
            shipment,
            await tx.autoPackItems(shipment.id),
            await tx.categories(actor.accountId),
            existing,
          );
          if (proposal.proposalKey !== body.proposalKey) throw new AppError('CONFLICT', m.autoPackChanged);
          if (!proposal.totalBoxes) throw new AppError('VALIDATION', m.autoPackNothingProposed);
          if (existing + proposal.totalBoxes > MAX_BOXES_PER_SHIPMENT)
            throw new AppError('VALIDATION', m.shipmentBoxLimit);
          const packed = await tx.createPackedBoxes({
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
            updatedItems: await items(shipment.id, packed, tx),
          };
        },
        async (constraint) =>
          new AppError(
            constraint.startsWith('boxes_units') ? 'VALIDATION' : 'CONFLICT',
            constraint.startsWith('boxes_units') ? m.boxFull : m.autoPackChanged,
          ),
      );
    },

    async history(actor: Actor, shipmentId: string, query: UnitHistoryQuery) {
      const shipment = await readShipment(actor, shipmentId);
      const limit = Number(query.limit ?? 50);
      const rows = await repo.history(actor.accountId, shipment.id, {
        boxId: query.boxId,
        before: query.before,
        limit,
      });
      return {
        events: rows.map(toUnitEvent),
        nextBefore: rows.length === limit ? (rows[rows.length - 1]?.id ?? null) : null,
      };
    },

    /**
     * Export Boxes for Amazon: the box content Seller Central takes for the shipment (one row per
     * box and SKU, with each box's weight and dimensions), tab-delimited. Any status: a seller may
     * finish a shipment in Seller Central whatever Stowline shows.
     */
    async boxContentExport(actor: Actor, shipmentId: string) {
      const shipment = await readShipment(actor, shipmentId);
      const boxes = toExportBoxes(await repo.boxContent(shipment.id));
      return {
        fileName: boxContentExportFileName(shipment.shipment_id),
        tsv: toBoxContentTsv(shipment.shipment_id, boxes, shipment.are_cases_required),
      };
    },

    /** The history as CSV, oldest last as on screen; at most 100,000 events. */
    async historyCsv(actor: Actor, shipmentId: string, boxId: string | undefined) {
      const shipment = await readShipment(actor, shipmentId);
      const rows = await repo.history(actor.accountId, shipment.id, { boxId, limit: 100_000 });
      const lines = [UNIT_HISTORY_CSV_HEADER.join(',')];
      for (const e of rows.map(toUnitEvent))
        lines.push(
          [e.at, e.userName, e.action, e.source, e.sellerSku, e.fnsku, e.boxNumber, e.fromBoxNumber, e.quantity]
            .map(csvCell)
            .join(','),
        );
      return { shipmentId: shipment.shipment_id, csv: `${lines.join('\r\n')}\r\n` };
    },
  };
}
export type BoxesService = ReturnType<typeof createBoxesService>;
