import {
  amazonBoxNumber,
  boxErrorsOf,
  boxTotalWeight,
  workbenchMessages as m,
  type Box,
  type BoxItem,
  type UnitEventSource,
  type WorkbenchItem,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import type { BoxItemRow, BoxRow } from './box-sql.js';
import type { BoxesRepository } from './boxes.repository.js';
import { toWorkbenchItem, weightOf, weightUnitOf } from './item-facts.js';
import type { WorkbenchRepository, WorkbenchShipmentRow } from './workbench.repository.js';

// What the box services share: how a change takes its shipment and turns the database's refusals
// into the seller's sentences, and how boxes and items are answered.

/** How a change takes its shipment (`editable`). */
export interface EditOptions {
  lock: 'share' | 'update';
  source: UnitEventSource;
  action: string;
  loosePackOnly?: boolean;
  /** Also once the transport is confirmed and the shipment waits to be marked shipped (tracking ids). */
  afterConfirm?: boolean;
}

/** Called after every committed change of a shipment's boxes (live updates hook in here). */
export type BoxesChanged = (event: { accountId: string; shipmentRowId: string; action: string }) => void;

/** A timestamp as the API answers it (ISO 8601), whether the driver gave a string or a Date. */
export const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export const shipmentNotFound = () => new AppError('NOT_FOUND', m.shipmentNotFound);

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

/** A box as the workbench shows it: its items, total weight and the errors it has on this shipment. */
export function toBox(row: BoxRow, items: BoxItemRow[], shipment: WorkbenchShipmentRow): Box {
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

/** These boxes of the shipment with their items, as the workbench shows them. */
export async function boxesOf(
  boxesRepo: Pick<BoxesRepository, 'itemsOfBoxes'>,
  shipment: WorkbenchShipmentRow,
  rows: BoxRow[],
): Promise<Box[]> {
  const items = await boxesRepo.itemsOfBoxes(rows.map((r) => r.id));
  const byBox = new Map<string, BoxItemRow[]>();
  for (const item of items) byBox.set(item.box_id, [...(byBox.get(item.box_id) ?? []), item]);
  return rows.map((row) => toBox(row, byBox.get(row.id) ?? [], shipment));
}

/** These items of the shipment, as the workbench shows them. */
export async function itemsOf(
  workbenchRepo: Pick<WorkbenchRepository, 'items'>,
  shipmentRowId: string,
  ids: readonly string[],
): Promise<WorkbenchItem[]> {
  return (await workbenchRepo.items(shipmentRowId, ids)).map(toWorkbenchItem);
}

/** PostgreSQL's check_violation and the constraint it names, whether the driver or Drizzle's wrapper carries it. */
export function violatedCheck(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  if (e?.code === '23514') return e.constraint ?? '';
  if (e?.cause?.code === '23514') return e.cause.constraint ?? '';
  return undefined;
}

/** A foreign key that no longer finds its row (a box deleted by another packer meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}

/**
 * Runs a change; a CHECK or foreign key the database refused becomes the seller's sentence
 * (`explain` reads the state after the refusal, outside the failed transaction).
 */
export async function guarded<T>(
  work: () => Promise<T>,
  explain: (constraint: string) => Promise<AppError>,
): Promise<T> {
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
 * The way every box service reads and changes a shipment (spec document 2, sections 4, 5, 7 and 8):
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
 * - Every write goes through `change`, so the live-update publish is in one place (`changed`).
 */
export function createBoxChange<R extends { workbenchRepo: Pick<WorkbenchRepository, 'shipment'> }>(deps: {
  workbenchRepo: Pick<WorkbenchRepository, 'shipment' | 'shipmentIdOfBox' | 'items'>;
  transaction: InTransaction<R>;
  changed?: BoxesChanged | undefined;
}) {
  const { workbenchRepo: repo, transaction } = deps;
  const changed = (actor: Actor, shipmentRowId: string, action: string) =>
    deps.changed?.({ accountId: actor.accountId, shipmentRowId, action });

  /** The shipment as it is (a read: no lock), refused when it is not the account's. */
  async function readShipment(actor: Actor, id: string): Promise<WorkbenchShipmentRow> {
    const shipment = await repo.shipment(actor.accountId, id);
    if (!shipment) throw shipmentNotFound();
    return shipment;
  }

  /** The shipment locked for a change, WORKING, with the audit named; refusals as the spec words them. */
  async function editable(
    tx: Pick<WorkbenchRepository, 'shipment'>,
    actor: Actor,
    id: string | { boxId: string },
    options: EditOptions,
  ): Promise<WorkbenchShipmentRow> {
    const shipment = await tx.shipment(actor.accountId, id, {
      lock: options.lock,
      audit: { userId: actor.userId, source: options.source, action: options.action },
    });
    if (!shipment) throw typeof id === 'string' ? shipmentNotFound() : new AppError('NOT_FOUND', m.boxNotFound);
    const confirmedTransport =
      options.afterConfirm &&
      shipment.shipment_status === 'PENDING_TO_MARK_SHIP' &&
      shipment.transport_status === 'CONFIRMED';
    if (shipment.shipment_status !== 'WORKING' && !confirmedTransport) throw new AppError('CONFLICT', m.notWorking);
    if (options.loosePackOnly && shipment.are_cases_required) throw new AppError('CONFLICT', m.cantPerformAction);
    return shipment;
  }

  return {
    readShipment,
    /** Tells the shipment's live pages of a change committed outside `change` (the scan). */
    changed,

    /** The shipment a box belongs to (calls that name only the box). */
    async shipmentOfBox(actor: Actor, boxId: string, inboundShipmentId?: string): Promise<string> {
      if (inboundShipmentId) return inboundShipmentId;
      const id = await repo.shipmentIdOfBox(actor.accountId, boxId);
      if (!id) throw new AppError('NOT_FOUND', m.boxNotFound);
      return id;
    },

    /**
     * A box change: in one transaction the shipment is taken (`editable`: locked, audited, refused
     * unless WORKING) and `work` runs on it; a refusal of the database becomes the seller's sentence
     * through `explain` (`guarded`); once committed, the shipment's live pages hear of it.
     */
    async change<T>(
      actor: Actor,
      id: string,
      options: EditOptions,
      work: (tx: R, shipment: WorkbenchShipmentRow) => Promise<T>,
      explain?: (constraint: string) => Promise<AppError>,
    ): Promise<T> {
      let shipmentRowId = id;
      const run = () =>
        transaction(async (tx) => {
          const shipment = await editable(tx.workbenchRepo, actor, id, options);
          shipmentRowId = shipment.id;
          return work(tx, shipment);
        });
      const result = explain ? await guarded(run, explain) : await run();
      changed(actor, shipmentRowId, options.action);
      return result;
    },

    /** Why units did not fit: the box's limit, or the item's units left. */
    async unitsRefusal(
      constraint: string,
      shipmentRowId: string,
      itemId: string | undefined,
      overRemaining: (left: number) => string,
    ): Promise<AppError> {
      if (constraint.startsWith('boxes_units')) return new AppError('VALIDATION', m.boxFull);
      const item = itemId ? (await repo.items(shipmentRowId, [itemId]))[0] : undefined;
      const left = item ? item.quantity_shipped - item.quantity_boxed : 0;
      return new AppError('VALIDATION', left <= 0 ? m.itemFullyBoxed : overRemaining(left));
    },
  };
}
