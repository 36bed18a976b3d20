import { deriveFbaType } from '@stowline/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Executor } from '../../db/client.js';
import { takeProductsTurn } from './products.repository.js';

/**
 * What the data sync writes into products (the products module owns the table): Amazon's
 * listing, measurement, inventory, prep and catalogue facts and the FBA types they imply, and
 * the reads that page through a marketplace's SKUs. Rows travel as one JSON parameter
 * (jsonb_to_recordset), which both PostgreSQL drivers pass unchanged, and every write is an
 * upsert or update on the natural key: a job run twice, resumed, or run by two processes at
 * once leaves one row per SKU. Each write takes the marketplace's products turn
 * (`takeProductsTurn`), as the seller's bulk changes do.
 */

export interface ListingRow {
  seller_sku: string;
  asin: string;
  title: string;
  image_url: string;
  condition: number;
  status: string;
  list_price: string | null;
  fulfillment_channel: string;
}

export interface MeasureRow {
  seller_sku: string;
  weight_value: string | null;
  weight_unit: string | null;
  length_in: string | null;
  width_in: string | null;
  height_in: string | null;
  size_tier: string | null;
  is_small_and_light: boolean;
}

export interface InventoryRow {
  seller_sku: string;
  fnsku: string;
  asin: string;
  title: string;
  condition: number;
  afn_fulfillable_quantity: number;
}

export interface PrepRow {
  seller_sku: string;
  prep_guidance: string | null;
  barcode_instruction: string | null;
  prep_details_list: { prepInstruction: string; prepOwner: string }[];
}

export interface CatalogRow {
  asin: string;
  amz_expirable: boolean;
  is_hazmat: boolean;
  dangerous_goods_class: string | null;
  un_number: string | null;
  image_url: string | null;
  title: string | null;
  weight_value: string | null;
  weight_unit: string | null;
  length_in: string | null;
  width_in: string | null;
  height_in: string | null;
}

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

interface Target {
  accountId: string;
  storeMarketplaceId: string;
}

/** What an Amazon-derived FBA type is made of, as the fact-writing statements return it. */
interface FbaFactsRow {
  id: string;
  size_tier: string | null;
  is_small_and_light: boolean;
  is_hazmat: boolean;
  dangerous_goods_class: string | null;
  un_number: string | null;
  fba_type: string | null;
  fba_type_source: string | null;
}
const RETURNING_FBA_FACTS = sql`returning p.id, p.size_tier, p.is_small_and_light, p.is_hazmat, p.dangerous_goods_class,
  p.un_number, p.fba_type, p.fba_type_source`;

/**
 * Gives the rows whose facts were just written the FBA type those facts imply (domain
 * deriveFbaType), in the same transaction and turn. The seller's types are never touched (also
 * re-checked in the statement, so a seller's change made meanwhile wins); an Amazon type whose
 * facts no longer imply one is cleared. Only rows whose type changes are written.
 */
async function applyAmazonFbaTypes(tx: Executor, target: Target, rows: FbaFactsRow[]): Promise<void> {
  const changes: { id: string; fba_type: string | null }[] = [];
  for (const r of rows) {
    if (r.fba_type_source === 'seller') continue;
    const derived = deriveFbaType({
      sizeTier: r.size_tier,
      isSmallAndLight: r.is_small_and_light,
      isHazmat: r.is_hazmat,
      dangerousGoodsClass: r.dangerous_goods_class,
      unNumber: r.un_number,
    });
    if (derived === null ? r.fba_type_source !== 'amazon' : derived === r.fba_type && r.fba_type_source === 'amazon')
      continue;
    changes.push({ id: r.id, fba_type: derived });
  }
  if (!changes.length) return;
  await tx.execute(sql`
    update products p set fba_type = x.fba_type, fba_type_source = case when x.fba_type is null then null else 'amazon' end,
      updated_at = now()
    from jsonb_to_recordset(${json(changes)}) as x(id uuid, fba_type text)
    where p.id = x.id and p.store_marketplace_id = ${target.storeMarketplaceId} and p.account_id = ${target.accountId}
      and p.fba_type_source is distinct from 'seller'`);
}

function writeProducts(db: Db, target: Target, statements: (tx: Executor) => Promise<unknown>): Promise<void> {
  return db.transaction(async (tx) => {
    await takeProductsTurn(tx, target.storeMarketplaceId);
    await statements(tx);
  });
}

export function createProductFactsRepository(db: Db) {
  return {
    async upsertListings(target: Target, rows: ListingRow[], seenAt: Date) {
      if (!rows.length) return;
      await writeProducts(db, target, async (tx) => {
        await tx.execute(sql`
          insert into products (account_id, store_marketplace_id, seller_sku, asin, title, image_url, condition, status,
                                list_price, fulfillment_channel, listing_seen_at)
          select ${target.accountId}, ${target.storeMarketplaceId}, x.seller_sku, x.asin, x.title, x.image_url, x.condition,
                 x.status, x.list_price, x.fulfillment_channel, ${seenAt.toISOString()}::timestamptz
          from jsonb_to_recordset(${json(rows)}) as x(seller_sku text, asin text, title text, image_url text, condition int,
               status text, list_price numeric, fulfillment_channel text)
          on conflict (store_marketplace_id, seller_sku) do update set
            asin = excluded.asin, title = excluded.title,
            image_url = coalesce(nullif(excluded.image_url, ''), products.image_url),
            condition = excluded.condition, status = excluded.status, list_price = excluded.list_price,
            fulfillment_channel = excluded.fulfillment_channel, listing_seen_at = excluded.listing_seen_at, updated_at = now()`);
      });
    },

    /** Listings Amazon no longer reports are kept (shipments refer to them) but shown Inactive. */
    async markUnseenInactive(target: Target, seenAt: Date) {
      await writeProducts(db, target, async (tx) => {
        await tx.execute(sql`
          update products set status = 'Inactive', updated_at = now()
          where store_marketplace_id = ${target.storeMarketplaceId} and account_id = ${target.accountId}
            and (listing_seen_at is null or listing_seen_at < ${seenAt.toISOString()}::timestamptz) and status <> 'Inactive'`);
      });
    },

    /**
     * Fresh planner statistics for products, after a listing sync has written a marketplace's rows.
     * Until PostgreSQL samples them (autovacuum comes a minute or more later, after the catalog and
     * prep jobs have begun), it takes a new marketplace for a handful of rows and reads each
     * catalogue batch's 20 ASINs by scanning all of the marketplace's rows: 22 ms a batch for
     * 5,000 SKUs, against 0.5 ms through the ASIN index once sampled (more for larger stores, whose
     * scans grow with them). ANALYZE samples at most 30,000 rows, whatever the table's size; only
     * the columns the sync's reads pick rows by: 43 ms on 20,000 products, against 380 ms for all.
     */
    async refreshStatistics() {
      await db.execute(sql`analyze products (account_id, store_marketplace_id, seller_sku, asin)`);
    },

    /** Amazon's measurements and size tier, and the FBA type they imply; a weight or type the seller set is kept. */
    async updateMeasures(target: Target, rows: MeasureRow[]) {
      if (!rows.length) return;
      await writeProducts(db, target, async (tx) => {
        const result = await tx.execute(sql`
          update products p set
            weight_value = case when p.weight_is_user_set then p.weight_value else x.weight_value end,
            weight_unit = case when p.weight_is_user_set then p.weight_unit else x.weight_unit end,
            length_in = x.length_in, width_in = x.width_in, height_in = x.height_in, size_tier = x.size_tier,
            is_small_and_light = x.is_small_and_light, updated_at = now()
          from jsonb_to_recordset(${json(rows)}) as x(seller_sku text, weight_value numeric, weight_unit text, length_in numeric,
               width_in numeric, height_in numeric, size_tier text, is_small_and_light boolean)
          where p.store_marketplace_id = ${target.storeMarketplaceId} and p.account_id = ${target.accountId}
            and p.seller_sku = x.seller_sku
          ${RETURNING_FBA_FACTS}`);
        await applyAmazonFbaTypes(tx, target, rowsOf<FbaFactsRow>(result));
      });
    },

    /** FBA inventory: FNSKU and fulfillable quantity. */
    async upsertInventory(target: Target, rows: InventoryRow[]) {
      if (!rows.length) return;
      await writeProducts(db, target, async (tx) => {
        await tx.execute(sql`
            insert into products (account_id, store_marketplace_id, seller_sku, fnsku, asin, title, condition, afn_fulfillable_quantity)
            select ${target.accountId}, ${target.storeMarketplaceId}, x.seller_sku, x.fnsku, x.asin, x.title, x.condition, x.afn_fulfillable_quantity
            from jsonb_to_recordset(${json(rows)}) as x(seller_sku text, fnsku text, asin text, title text, condition int,
                 afn_fulfillable_quantity int)
            on conflict (store_marketplace_id, seller_sku) do update set
              fnsku = excluded.fnsku, afn_fulfillable_quantity = excluded.afn_fulfillable_quantity,
              asin = coalesce(nullif(products.asin, ''), excluded.asin),
              title = coalesce(nullif(products.title, ''), excluded.title), updated_at = now()`);
      });
    },

    /** SKUs missing from the inventory report hold no fulfillable units. */
    async zeroInventoryExcept(target: Target, reportedSkus: string[]) {
      await writeProducts(db, target, async (tx) => {
        await tx.execute(sql`
          update products set afn_fulfillable_quantity = 0, updated_at = now()
          where store_marketplace_id = ${target.storeMarketplaceId} and account_id = ${target.accountId}
            and afn_fulfillable_quantity <> 0
            and seller_sku not in (select jsonb_array_elements_text(${JSON.stringify(reportedSkus)}::jsonb))`);
      });
    },

    async updatePrep(target: Target, rows: PrepRow[]) {
      if (!rows.length) return;
      await writeProducts(db, target, async (tx) => {
        await tx.execute(sql`
          update products p set prep_guidance = x.prep_guidance, barcode_instruction = x.barcode_instruction,
            prep_details_list = x.prep_details_list, updated_at = now()
          from jsonb_to_recordset(${json(rows)}) as x(seller_sku text, prep_guidance text, barcode_instruction text, prep_details_list jsonb)
          where p.store_marketplace_id = ${target.storeMarketplaceId} and p.account_id = ${target.accountId}
            and p.seller_sku = x.seller_sku`);
      });
    },

    /** Seller SKUs of the marketplace in a stable order, after `after`, for paged calls. */
    async listSkusAfter(target: Target, after: string, limit: number) {
      const result = await db.execute(sql`
        select seller_sku from products
        where store_marketplace_id = ${target.storeMarketplaceId} and account_id = ${target.accountId} 
          and seller_sku collate "C" > ${after}
        order by seller_sku collate "C" limit ${limit}`);
      return rowsOf<{ seller_sku: string }>(result).map((r) => r.seller_sku);
    },

    async countProducts(target: Target) {
      const result = await db.execute(sql`
        select count(*)::int as n from products where store_marketplace_id = ${target.storeMarketplaceId} and account_id = ${target.accountId}`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },

    /** ASINs whose catalog data is missing or older than `staleBefore`. */
    async listAsinsToEnrich(target: Target, staleBefore: Date, limit: number) {
      const result = await db.execute(sql`
        select distinct asin from products
        where store_marketplace_id = ${target.storeMarketplaceId} and account_id = ${target.accountId} and asin <> ''
          and (catalog_synced_at is null or catalog_synced_at < ${staleBefore.toISOString()}::timestamptz)
        order by asin limit ${limit}`);
      return rowsOf<{ asin: string }>(result).map((r) => r.asin);
    },

    /**
     * Catalog attributes, and the FBA type they imply with the size tier (a hazmat kind replaces
     * the size tier's type); measurements only fill gaps the fees report left, never a seller's weight.
     */
    async updateCatalog(target: Target, rows: CatalogRow[], asins: string[], syncedAt: Date) {
      await writeProducts(db, target, async (tx) => {
        const result = await tx.execute(sql`
          update products p set
            amz_expirable = coalesce(x.amz_expirable, p.amz_expirable), is_hazmat = coalesce(x.is_hazmat, p.is_hazmat),
            dangerous_goods_class = x.dangerous_goods_class, un_number = x.un_number,
            image_url = coalesce(nullif(p.image_url, ''), x.image_url, ''),
            title = coalesce(nullif(p.title, ''), x.title, ''),
            weight_value = case when p.weight_is_user_set or p.weight_value is not null then p.weight_value else x.weight_value end,
            weight_unit = case when p.weight_is_user_set or p.weight_value is not null then p.weight_unit else x.weight_unit end,
            length_in = coalesce(p.length_in, x.length_in), width_in = coalesce(p.width_in, x.width_in),
            height_in = coalesce(p.height_in, x.height_in), updated_at = now()
          from jsonb_to_recordset(${json(rows)}) as x(asin text, amz_expirable boolean, is_hazmat boolean,
               dangerous_goods_class text, un_number text, image_url text, title text,
               weight_value numeric, weight_unit text, length_in numeric, width_in numeric, height_in numeric)
          where p.store_marketplace_id = ${target.storeMarketplaceId} and p.account_id = ${target.accountId} and p.asin = x.asin
          ${RETURNING_FBA_FACTS}`);
        await applyAmazonFbaTypes(tx, target, rowsOf<FbaFactsRow>(result));
        // ASINs the catalog did not know are marked too, so the job moves past them.
        await tx.execute(sql`
          update products set catalog_synced_at = ${syncedAt.toISOString()}::timestamptz
          where store_marketplace_id = ${target.storeMarketplaceId} and account_id = ${target.accountId}
            and asin in (select jsonb_array_elements_text(${JSON.stringify(asins)}::jsonb))`);
      });
    },
  };
}
export type ProductFactsRepository = ReturnType<typeof createProductFactsRepository>;
