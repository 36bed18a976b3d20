import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';

/**
 * Queries of the box content and dimension imports: the units and sizes they write, and
 * box_content_imports (the shipments module's table), which lets the same rows sent again answer
 * as the first time instead of adding their units twice.
 */
export function createBoxImportsRepository(db: Executor) {
  return {
    /**
     * The box content import's units (one line per box number and item, summed by the caller):
     * added to the boxes with these numbers in one statement; a CHECK error when they do not fit.
     */
    async addImportedUnits(
      accountId: string,
      shipmentRowId: string,
      lines: readonly { boxNumber: number; itemId: string; units: number }[],
    ): Promise<number> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into box_items (account_id, shipment_row_id, box_id, shipment_item_id, quantity)
          select ${accountId}, b.shipment_row_id, b.id, si.id, t.units
          from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as t("boxNumber" int, "itemId" uuid, units int)
          join boxes b on b.shipment_row_id = ${shipmentRowId} and b.number = t."boxNumber"
          join shipment_items si on si.shipment_row_id = b.shipment_row_id and si.id = t."itemId"
          on conflict (box_id, shipment_item_id) do update
            set quantity = box_items.quantity + excluded.quantity, updated_at = now()
          returning id`),
      );
      return rows.length;
    },

    /** The shipment's latest unit event (any change of a box's contents writes one), or null. */
    async latestUnitEventId(shipmentRowId: string): Promise<string | null> {
      const [row] = rowsOf<{ id: string | null }>(
        await db.execute(sql`
          select max(id)::text as id from shipment_unit_events where shipment_row_id = ${shipmentRowId}`),
      );
      return row?.id ?? null;
    },

    /** A box content import applied with these rows, and the unit event it left. */
    async appliedImport(
      shipmentRowId: string,
      contentHash: string,
    ): Promise<{ lastEventId: string | null; result: unknown } | undefined> {
      const [row] = rowsOf<{ last_event_id: string | null; result: unknown }>(
        await db.execute(sql`
          select last_event_id::text as last_event_id, result from box_content_imports
          where shipment_row_id = ${shipmentRowId} and content_hash = ${contentHash}`),
      );
      return row && { lastEventId: row.last_event_id, result: row.result };
    },

    /** Records an applied box content import (the same rows again replace the record). */
    async recordImport(input: {
      accountId: string;
      shipmentRowId: string;
      contentHash: string;
      lastEventId: string | null;
      result: unknown;
    }): Promise<void> {
      await db.execute(sql`
        insert into box_content_imports (account_id, shipment_row_id, content_hash, last_event_id, result)
        values (${input.accountId}, ${input.shipmentRowId}, ${input.contentHash}, ${input.lastEventId}::bigint,
                ${JSON.stringify(input.result)}::jsonb)
        on conflict (shipment_row_id, content_hash) do update
          set last_event_id = excluded.last_event_id, result = excluded.result, created_at = now()`);
    },

    /** The dimension import: each box by number gets its inches and its empty weight in ounces, in one statement. */
    async setDimensionsByNumber(
      shipmentRowId: string,
      lines: readonly { boxNumber: number; length: number; width: number; height: number; weight: number }[],
    ): Promise<string[]> {
      return rowsOf<{ id: string }>(
        await db.execute(sql`
          update boxes b set length = t.length, width = t.width, height = t.height, weight = t.weight,
                             weight_unit = 'ounces', updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
               as t("boxNumber" int, length float8, width float8, height float8, weight float8)
          where b.shipment_row_id = ${shipmentRowId} and b.number = t."boxNumber"
          returning b.id`),
      ).map((r) => r.id);
    },
  };
}
export type BoxImportsRepository = ReturnType<typeof createBoxImportsRepository>;
