import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.js';

/**
 * Puts a seller's account where onboarding puts it: an active subscription and, for a seller
 * with no store, a connected, authorised, synced US store (without credentials, so it cannot
 * call the marketplace); a seller who connected a store for real keeps it. Scaffolding for API
 * tests about something else (settings, workers); the billing and store tests and every browser
 * journey onboard for real. The product has no such path.
 */
export async function seedOnboardedAccount(db: Db, email: string): Promise<void> {
  await db.execute(sql`
    with acc as (update accounts set subscribed = true, onboard_completed = true, payment_status = 'success'
                 where id = (select account_id from users where email = ${email}) returning id),
         st as (insert into stores (account_id, name, is_authorized, is_default, shipments_synced)
                select id, 'Demo store', true, true, true from acc
                where not exists (select 1 from stores s where s.account_id = acc.id) returning id, account_id)
    insert into store_marketplaces (account_id, store_id, marketplace_id, code, is_default, listing_synced, catalog_synced, quantity_synced, prep_instruction_synced)
    select account_id, id, 'ATVPDKIKX0DER', 'US', true, true, true, true, true from st`);
}

export interface SeededShipmentItem {
  sellerSku: string;
  fnsku: string;
  quantity: number;
  quantityInCase?: number;
  title?: string;
  /** The product's weight in pounds; none when omitted. */
  weightLb?: number;
}

/**
 * A shipment as the inbound module records one it created (or, with `appCreated: false`, as the
 * sync brings one in), with its items and their products in the seller's default store
 * marketplace. Scaffolding for the workbench's API tests (boxes, scanning): creating a shipment
 * for real is the inbound tests' subject, and takes a plan at the sandbox.
 */
export async function seedShipment(
  db: Db,
  email: string,
  options: {
    items: SeededShipmentItem[];
    status?: string;
    appCreated?: boolean;
    areCasesRequired?: boolean;
    shipmentType?: string;
    isPartnered?: string;
  },
): Promise<{ id: string; shipmentId: string; items: Record<string, string> }> {
  const shipmentId = `FBA${Math.random().toString(36).slice(2, 11).toUpperCase()}`;
  const [shipment] = rowsOf<{ id: string; account_id: string; store_marketplace_id: string }>(
    await db.execute(sql`
      insert into shipments (account_id, store_id, store_marketplace_id, shipment_id, shipment_name, shipment_status,
                             are_cases_required, app_created, shipment_type, is_partnered)
      select sm.account_id, sm.store_id, sm.id, ${shipmentId}, 'Workbench test', ${options.status ?? 'WORKING'},
             ${options.areCasesRequired ?? false}, ${options.appCreated ?? true}, ${options.shipmentType ?? 'SP'},
             ${options.isPartnered ?? 'true'}
      from store_marketplaces sm join users u on u.account_id = sm.account_id
      where u.email = ${email} and sm.is_default
      returning id, account_id, store_marketplace_id`),
  );
  if (!shipment) throw new Error(`no default store marketplace for ${email}`);
  const items: Record<string, string> = {};
  for (const item of options.items) {
    await db.execute(sql`
      insert into products (account_id, store_marketplace_id, seller_sku, asin, fnsku, title, weight_value, weight_unit)
      values (${shipment.account_id}, ${shipment.store_marketplace_id}, ${item.sellerSku}, ${`B0${item.fnsku.slice(2)}`},
              ${item.fnsku}, ${item.title ?? `Product ${item.sellerSku}`}, ${item.weightLb ?? null}, ${item.weightLb ? 'pounds' : null})
      on conflict do nothing`);
    const [row] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into shipment_items (account_id, shipment_row_id, seller_sku, fulfillment_network_sku, quantity_shipped, quantity_in_case)
        values (${shipment.account_id}, ${shipment.id}, ${item.sellerSku}, ${item.fnsku}, ${item.quantity}, ${item.quantityInCase ?? 0})
        returning id`),
    );
    items[item.sellerSku] = row!.id;
  }
  return { id: shipment.id, shipmentId, items };
}
