import { sql } from 'drizzle-orm';
import type { UnitEventSource } from '@stowline/domain';
import { rowsOf, type Executor } from '../../db/client.js';
import { itemsSql } from './box-sql.js';
import type { ItemRow } from './item-facts.js';

/** The shipment facts the workbench's rules read. */
export interface WorkbenchShipmentRow {
  id: string;
  account_id: string;
  store_id: string;
  store_marketplace_id: string | null;
  shipment_id: string;
  shipment_name: string;
  destination_fulfillment_center_id: string;
  shipment_status: string;
  are_cases_required: boolean;
  shipment_type: string | null;
  is_partnered: string | null;
  app_created: boolean;
  transport_status: string | null;
}

/** Who changes units, how and by which call: the audit trail's columns (migration 0017). */
export interface UnitAudit {
  userId: string;
  source: UnitEventSource;
  action: string;
}

/**
 * The shipment as the box calls take it (locked and audited for a change) and its items as they
 * read them. Every box change starts here: the lock orders packers working side by side, the audit
 * names who changed units in shipment_unit_events (migration 0017).
 */
export function createWorkbenchRepository(db: Executor) {
  return {
    /**
     * The shipment, locked for the transaction when asked: 'share' for content changes (many at
     * once), 'update' for changes of the box list (numbering). With `audit`, also names the
     * transaction's user, source and call for the audit trail, in the same statement.
     */
    async shipment(
      accountId: string,
      id: string | { boxId: string },
      options: { lock?: 'share' | 'update'; audit?: UnitAudit } = {},
    ): Promise<WorkbenchShipmentRow | undefined> {
      // By its id, or as the shipment of a box (calls that name only the box): one statement either way.
      const target =
        typeof id === 'string'
          ? sql`id = ${id}`
          : sql`id = (select shipment_row_id from boxes where account_id = ${accountId} and id = ${id.boxId})`;
      const lock =
        options.lock === 'update' ? sql`for no key update` : options.lock === 'share' ? sql`for share` : sql``;
      const audit = options.audit
        ? sql`, set_config('stowline.unit_user', ${options.audit.userId}, true) as _u,
               set_config('stowline.unit_source', ${options.audit.source}, true) as _s,
               set_config('stowline.unit_action', ${options.audit.action}, true) as _a`
        : sql``;
      const [row] = rowsOf<WorkbenchShipmentRow>(
        await db.execute(sql`
          select id, account_id, store_id, store_marketplace_id, shipment_id, shipment_name,
                 destination_fulfillment_center_id, shipment_status, are_cases_required,
                 shipment_type, is_partnered, app_created, transport_status ${audit}
          from shipments where account_id = ${accountId} and ${target} ${lock}`),
      );
      return row;
    },

    async shipmentIdOfBox(accountId: string, boxId: string): Promise<string | undefined> {
      const [row] = rowsOf<{ shipment_row_id: string }>(
        await db.execute(sql`select shipment_row_id from boxes where account_id = ${accountId} and id = ${boxId}`),
      );
      return row?.shipment_row_id;
    },

    /** Shipment items with their product facts: these ids, or the whole shipment. */
    async items(shipmentRowId: string, ids?: readonly string[]): Promise<ItemRow[]> {
      if (ids && !ids.length) return [];
      return rowsOf<ItemRow>(await db.execute(itemsSql(shipmentRowId, ids)));
    },

    async itemBySku(
      shipmentRowId: string,
      sellerSku: string,
    ): Promise<{ id: string; quantity_shipped: number; quantity_boxed: number } | undefined> {
      const [row] = rowsOf<{ id: string; quantity_shipped: number; quantity_boxed: number }>(
        await db.execute(sql`
          select id, quantity_shipped, quantity_boxed from shipment_items
          where shipment_row_id = ${shipmentRowId} and seller_sku = ${sellerSku}`),
      );
      return row;
    },

    async itemByFnsku(
      shipmentRowId: string,
      fnsku: string,
    ): Promise<{ id: string; quantity_shipped: number; quantity_boxed: number } | undefined> {
      const [row] = rowsOf<{ id: string; quantity_shipped: number; quantity_boxed: number }>(
        await db.execute(sql`
          select id, quantity_shipped, quantity_boxed from shipment_items
          where shipment_row_id = ${shipmentRowId} and fulfillment_network_sku = ${fnsku}
          order by quantity_shipped - quantity_boxed desc, seller_sku limit 1`),
      );
      return row;
    },
  };
}
export type WorkbenchRepository = ReturnType<typeof createWorkbenchRepository>;
