import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

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
