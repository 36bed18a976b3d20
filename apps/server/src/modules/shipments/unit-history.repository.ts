import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';

export interface UnitEventRow {
  id: string;
  created_at: string | Date;
  kind: string;
  source: string;
  action: string;
  quantity: number;
  shipment_item_id: string | null;
  seller_sku: string;
  fnsku: string;
  box_id: string | null;
  box_number: number | null;
  from_box_id: string | null;
  from_box_number: number | null;
  user_id: string | null;
  user_name: string | null;
}

/** Queries of the unit audit trail (shipment_unit_events, written by box_items' triggers, migration 0017). */
export function createUnitHistoryRepository(db: Executor) {
  return {
    /** The audit trail, newest first; `before` an event id for the next page. */
    async history(
      accountId: string,
      shipmentRowId: string,
      options: { boxId?: string | undefined; before?: string | undefined; limit: number },
    ): Promise<UnitEventRow[]> {
      const box = options.boxId ? sql`and (e.box_id = ${options.boxId} or e.from_box_id = ${options.boxId})` : sql``;
      const before = options.before ? sql`and e.id < ${options.before}::bigint` : sql``;
      return rowsOf<UnitEventRow>(
        await db.execute(sql`
          select e.id::text as id, e.created_at, e.kind, e.source, e.action, e.quantity, e.shipment_item_id, e.seller_sku, e.fnsku,
                 e.box_id, e.box_number, e.from_box_id, e.from_box_number, e.user_id, u.name as user_name
          from shipment_unit_events e left join users u on u.id = e.user_id
          where e.account_id = ${accountId} and e.shipment_row_id = ${shipmentRowId} ${box} ${before}
          order by e.id desc limit ${options.limit}`),
      );
    },
  };
}
export type UnitHistoryRepository = ReturnType<typeof createUnitHistoryRepository>;
