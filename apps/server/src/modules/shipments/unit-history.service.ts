import { UNIT_HISTORY_CSV_HEADER, type UnitEvent, type UnitHistoryQuery } from '@stowline/domain';
import type { Actor } from '../auth/sessions.js';
import { iso, shipmentNotFound } from './box-change.js';
import type { UnitEventRow, UnitHistoryRepository } from './unit-history.repository.js';
import type { WorkbenchRepository } from './workbench.repository.js';

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

/**
 * The unit audit trail of a shipment (spec document 2, section 8): who put which units in or took
 * them out of which box, when and how (scan, by hand, import, pack), on screen and as CSV.
 */
export function createUnitHistoryService(deps: {
  workbenchRepo: Pick<WorkbenchRepository, 'shipment'>;
  unitHistoryRepo: UnitHistoryRepository;
}) {
  const { unitHistoryRepo } = deps;

  async function readShipment(actor: Actor, id: string) {
    const shipment = await deps.workbenchRepo.shipment(actor.accountId, id);
    if (!shipment) throw shipmentNotFound();
    return shipment;
  }

  return {
    async history(actor: Actor, shipmentId: string, query: UnitHistoryQuery) {
      const shipment = await readShipment(actor, shipmentId);
      const limit = Number(query.limit ?? 50);
      const rows = await unitHistoryRepo.history(actor.accountId, shipment.id, {
        boxId: query.boxId,
        before: query.before,
        limit,
      });
      return {
        events: rows.map(toUnitEvent),
        nextBefore: rows.length === limit ? (rows[rows.length - 1]?.id ?? null) : null,
      };
    },

    /** The history as CSV, oldest last as on screen; at most 100,000 events. */
    async historyCsv(actor: Actor, shipmentId: string, boxId: string | undefined) {
      const shipment = await readShipment(actor, shipmentId);
      const rows = await unitHistoryRepo.history(actor.accountId, shipment.id, { boxId, limit: 100_000 });
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
export type UnitHistoryService = ReturnType<typeof createUnitHistoryService>;
