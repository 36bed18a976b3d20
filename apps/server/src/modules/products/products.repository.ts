import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { toSearchWords, type ProductFilter } from '@stowline/domain';
import { likeContaining, rowsOf, type Db, type Executor } from '../../db/client.js';
import { boxCategories, packagingRules, products, storeMarketplaces } from '../../db/schema.js';
import { lockInTransaction } from '../../lib/locks.js';
import type { SearchRow } from './search-index.js';

export type ProductRow = typeof products.$inferSelect;
export interface RuleRow {
  productId: string;
  boxCategoryId: string;
  name: string;
  quantity: number;
  isDefault: boolean;
  length: number;
  width: number;
  height: number;
  weight: number;
  weightUnit: string;
}

/** The WHERE clause of the SKU list, shared by the page and its count (and by the benchmark's bare SQL). */
export function productListWhere(accountId: string, storeMarketplaceId: string, filter: ProductFilter): SQL {
  // Every word somewhere in the text, in any order; the trigram index answers each like.
  const words = toSearchWords(filter.search);
  return and(
    eq(products.accountId, accountId),
    eq(products.storeMarketplaceId, storeMarketplaceId),
    ...words.map((word) => sql`${products.searchText} like ${likeContaining(word)}`),
    filter.status !== 'All' ? eq(products.status, filter.status) : undefined,
    filter.type === 'ALL'
      ? undefined
      : filter.type === 'NOT ATTACHED'
        ? sql`(${products.fbaType} is null or ${products.fbaType} = 'NOT ATTACHED')`
        : eq(products.fbaType, filter.type),
    filter.weight ? sql`${products.weightValue} > 0` : undefined,
  )!;
}

/**
 * The SKU-list page and its total. With a search, the matches are gathered once through the
 * trigram index (a CTE used twice is materialized) and then sorted, counted and paged, so the
 * planner cannot walk the whole marketplace in SKU order looking for them. Without one, the
 * page walks the SKU index and the count runs beside it.
 */
export async function selectProductPage(
  db: Executor,
  where: SQL,
  searching: boolean,
  page: { limit: number; offset: number },
) {
  if (searching) {
    const ids = await searchedPageQuery(db, where, page);
    if (ids.length || page.offset === 0) {
      const rows = ids.length
        ? await db
            .select()
            .from(products)
            .where(
              inArray(
                products.id,
                ids.map((r) => r.id),
              ),
            )
            .orderBy(products.sellerSku)
        : [];
      return { rows, total: ids[0]?.total ?? 0 };
    }
  }
  const [rows, [counted]] = await Promise.all([
    db.select().from(products).where(where).orderBy(products.sellerSku).limit(page.limit).offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * The searched page's ids and the total, as one statement (the benchmark also runs its SQL
 * bare). The matches are kept narrow (id and SKU); the page's 15 rows are read after.
 */
export function searchedPageQuery(db: Executor, where: SQL, page: { limit: number; offset: number }) {
  const matches = db
    .$with('matches')
    .as(db.select({ id: products.id, sellerSku: products.sellerSku }).from(products).where(where));
  return db
    .with(matches)
    .select({ id: matches.id, total: sql<number>`(select count(*) from ${matches})::int` })
    .from(matches)
    .orderBy(matches.sellerSku)
    .limit(page.limit)
    .offset(page.offset);
}

function skusWhere(accountId: string, storeMarketplaceId: string, skus: string[]): SQL {
  return and(
    eq(products.accountId, accountId),
    eq(products.storeMarketplaceId, storeMarketplaceId),
    sql`lower(${products.sellerSku}) in (select lower(trim(jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))))`,
  )!;
}

/**
 * The two statements of a searched SKU-list page, prepared once: the page is the hottest request
 * of the product, and building the SQL each time costs more than running it.
 */
export function prepareListQueries(db: Db) {
  const marketplace = db
    .select({
      id: storeMarketplaces.id,
      /** The id of the marketplace's latest product change ('0' when none). */
      changeId: sql<string>`coalesce((select max(pc.id) from product_changes pc where pc.store_marketplace_id = "store_marketplaces"."id"), 0)::text`,
    })
    .from(storeMarketplaces)
    .where(and(eq(storeMarketplaces.accountId, sql.placeholder('accountId')), eq(storeMarketplaces.isDefault, true)))
    .limit(1)
    .prepare('products_default_marketplace');
  const byIds = db
    .select({
      row: products,
      rules: sql<RuleRow[] | string>`coalesce((
        select json_agg(json_build_object('productId', r.product_id, 'boxCategoryId', r.box_category_id, 'name', b.name, 'quantity', r.quantity,
                 'isDefault', r.is_default, 'length', b.length, 'width', b.width, 'height', b.height, 'weight', b.weight, 'weightUnit', b.weight_unit)
               order by r.is_default desc, r.created_at asc)
        from packaging_rules r join box_categories b on b.id = r.box_category_id
        where r.account_id = "products"."account_id" and r.product_id = "products"."id"), '[]'::json)`,
    })
    .from(products)
    .where(
      and(
        eq(products.accountId, sql.placeholder('accountId')),
        sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`,
      ),
    )
    .orderBy(products.sellerSku)
    .prepare('products_by_ids_with_rules');

  return {
    /** The selected store marketplace and the id of its latest product change. */
    async defaultMarketplace(accountId: string): Promise<{ id: string; changeId: string } | undefined> {
      const [row] = await marketplace.execute({ accountId });
      return row;
    },
    /** The account's products with these ids and their packaging rules (as `listRules` orders them), in SKU order. */
    async byIdsWithRules(accountId: string, ids: string[]): Promise<{ row: ProductRow; rules: RuleRow[] }[]> {
      if (!ids.length) return [];
      const found = await byIds.execute({ accountId, ids: `{${ids.join(',')}}` });
      return found.map(({ row, rules }) => ({
        row,
        rules: typeof rules === 'string' ? (JSON.parse(rules) as RuleRow[]) : rules,
      }));
    },
  };
}

/**
 * Product writes of one store marketplace take turns: the listing, inventory, prep and catalog
 * jobs and the seller's bulk changes each update thousands of the same rows in one statement, and
 * two such statements locking rows in different orders deadlock on PostgreSQL. Call inside the
 * writing transaction; the turn ends with it.
 */
export async function takeProductsTurn(tx: Executor, storeMarketplaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`products:${storeMarketplaceId}`}, 0))`);
}

/**
 * The seller's side of products and packaging_rules (the products module owns them, and
 * product_changes; the sync writes Amazon's facts through product-facts.repository.ts). Every
 * query names the account.
 */
export function createProductsRepository(db: Executor) {
  return {
    /** The marketplace's products turn (`takeProductsTurn`), inside a transaction. */
    takeTurn(storeMarketplaceId: string): Promise<void> {
      return takeProductsTurn(db, storeMarketplaceId);
    },

    /** Changes to one SKU's packaging rules take turns, inside a transaction. */
    lockRules(productId: string): Promise<void> {
      return lockInTransaction(db, 'packaging-rules', productId);
    },

    /** What the search index holds of a marketplace, in SKU order, with the latest change they include (one statement, one snapshot). */
    async loadSearchRows(
      accountId: string,
      storeMarketplaceId: string,
    ): Promise<{ rows: SearchRow[]; changeId: string }> {
      const result = await db.execute(sql`
        select coalesce((select max(id) from product_changes where store_marketplace_id = ${storeMarketplaceId}), 0)::text as "changeId",
               coalesce(json_agg(json_build_array(id, search_text, status, coalesce(weight_value > 0, false), fba_type) order by seller_sku), '[]') as rows
        from products where account_id = ${accountId} and store_marketplace_id = ${storeMarketplaceId}`);
      const [row] = rowsOf<{ changeId: string; rows: [string, string, string, boolean, string | null][] | string }>(
        result,
      );
      const tuples = typeof row!.rows === 'string' ? JSON.parse(row!.rows) : row!.rows;
      return {
        changeId: row!.changeId,
        rows: (tuples as [string, string, string, boolean, string | null][]).map(
          ([id, searchText, status, hasWeight, fbaType]) => ({ id, searchText, status, hasWeight, fbaType }),
        ),
      };
    },

    listPage(
      accountId: string,
      storeMarketplaceId: string,
      filter: ProductFilter,
      page: { limit: number; offset: number },
    ) {
      return selectProductPage(db, productListWhere(accountId, storeMarketplaceId, filter), filter.search !== '', page);
    },

    /** The packaging rules of these products, with their box categories, default first. */
    async listRules(accountId: string, productIds: string[]): Promise<RuleRow[]> {
      if (!productIds.length) return [];
      return db
        .select({
          productId: packagingRules.productId,
          boxCategoryId: packagingRules.boxCategoryId,
          name: boxCategories.name,
          quantity: packagingRules.quantity,
          isDefault: packagingRules.isDefault,
          length: boxCategories.length,
          width: boxCategories.width,
          height: boxCategories.height,
          weight: boxCategories.weight,
          weightUnit: boxCategories.weightUnit,
        })
        .from(packagingRules)
        .innerJoin(boxCategories, eq(boxCategories.id, packagingRules.boxCategoryId))
        .where(and(eq(packagingRules.accountId, accountId), inArray(packagingRules.productId, productIds)))
        .orderBy(desc(packagingRules.isDefault), asc(packagingRules.createdAt));
    },

    async hasBoxCategory(accountId: string, categoryId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: boxCategories.id })
        .from(boxCategories)
        .where(and(eq(boxCategories.accountId, accountId), eq(boxCategories.id, categoryId)));
      return Boolean(row);
    },

    async findRule(accountId: string, productId: string, categoryId: string) {
      const [row] = await db
        .select()
        .from(packagingRules)
        .where(
          and(
            eq(packagingRules.accountId, accountId),
            eq(packagingRules.productId, productId),
            eq(packagingRules.boxCategoryId, categoryId),
          ),
        );
      return row;
    },

    async insertRule(values: typeof packagingRules.$inferInsert) {
      const [row] = await db.insert(packagingRules).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Makes one rule the product's default (none when categoryId is null). */
    async setDefaultRule(accountId: string, productId: string, categoryId: string | null) {
      const scope = and(eq(packagingRules.accountId, accountId), eq(packagingRules.productId, productId));
      await db.update(packagingRules).set({ isDefault: false }).where(scope);
      if (categoryId)
        await db
          .update(packagingRules)
          .set({ isDefault: true })
          .where(and(scope, eq(packagingRules.boxCategoryId, categoryId)));
    },

    async updateRuleQuantity(accountId: string, productId: string, categoryId: string, quantity: number) {
      await db
        .update(packagingRules)
        .set({ quantity })
        .where(
          and(
            eq(packagingRules.accountId, accountId),
            eq(packagingRules.productId, productId),
            eq(packagingRules.boxCategoryId, categoryId),
          ),
        );
    },

    async deleteRule(accountId: string, productId: string, categoryId: string) {
      await db
        .delete(packagingRules)
        .where(
          and(
            eq(packagingRules.accountId, accountId),
            eq(packagingRules.productId, productId),
            eq(packagingRules.boxCategoryId, categoryId),
          ),
        );
    },

    /** The marketplace's SKUs among `skus`, compared trimmed and case-insensitively, as the account spells them. */
    async findSkus(accountId: string, storeMarketplaceId: string, skus: string[]): Promise<string[]> {
      if (!skus.length) return [];
      const rows = await db
        .select({ sku: products.sellerSku })
        .from(products)
        .where(skusWhere(accountId, storeMarketplaceId, skus));
      return rows.map((r) => r.sku);
    },

    /** The marketplace's products with these SKUs (compared as `findSkus` does), in SKU order. */
    async findBySkus(accountId: string, storeMarketplaceId: string, skus: string[]): Promise<ProductRow[]> {
      if (!skus.length) return [];
      return db
        .select()
        .from(products)
        .where(skusWhere(accountId, storeMarketplaceId, skus))
        .orderBy(products.sellerSku);
    },

    /** The Single tab's look-up: the product with this ASIN, or this SKU, case-insensitively. */
    async lookUp(
      accountId: string,
      storeMarketplaceId: string,
      key: 'asin' | 'sku',
      value: string,
      limit: number,
    ): Promise<ProductRow[]> {
      const match =
        key === 'asin'
          ? sql`${products.asin} = ${value.toUpperCase()}`
          : sql`lower(${products.sellerSku}) = ${value.toLowerCase()}`;
      return db
        .select()
        .from(products)
        .where(and(eq(products.accountId, accountId), eq(products.storeMarketplaceId, storeMarketplaceId), match))
        .orderBy(products.sellerSku)
        .limit(limit);
    },

    /** One FBA type for these products of the store marketplace; returns the rows changed. */
    setFbaTypeByIds(
      accountId: string,
      storeMarketplaceId: string,
      ids: string[],
      fbaType: string,
    ): Promise<ProductRow[]> {
      return db
        .update(products)
        .set({ fbaType, fbaTypeSource: 'seller', updatedAt: sql`now()` })
        .where(
          and(
            eq(products.accountId, accountId),
            eq(products.storeMarketplaceId, storeMarketplaceId),
            sql`${products.id} in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)`,
          ),
        )
        .returning();
    },

    /** Sets FBA types by SKU in one statement. */
    async setFbaTypes(accountId: string, storeMarketplaceId: string, rows: { sku: string; fbaType: string }[]) {
      if (!rows.length) return;
      await db.execute(sql`
        update products p set fba_type = x.fba_type, fba_type_source = 'seller', updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ sku: r.sku, fba_type: r.fbaType })))}::jsonb) as x(sku text, fba_type text)
        where p.account_id = ${accountId} and p.store_marketplace_id = ${storeMarketplaceId} and lower(p.seller_sku) = lower(x.sku)`);
    },

    async find(accountId: string, id: string) {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.accountId, accountId), eq(products.id, id)));
      return row;
    },

    async update(accountId: string, id: string, values: Partial<typeof products.$inferInsert>) {
      const [row] = await db
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(products.accountId, accountId), eq(products.id, id)))
        .returning();
      return row;
    },
  };
}
export type ProductsRepository = ReturnType<typeof createProductsRepository>;
export type ListQueries = ReturnType<typeof prepareListQueries>;
