import {
  SKU_LOOKUP_LIMIT,
  checkNewWeight,
  completeShipSkuUpload,
  parseShipSkuSheets,
  detectOtherModeTemplate,
  type BulkUpdateBody,
  type PackMode,
  type ShipSkuUploadResult,
  completeFbaTypeUpload,
  importMessages,
  parseFbaTypeSheets,
  toUploadErrorRows,
  type FbaTypeUploadResponse,
  productMessages,
  type GetProductsBody,
  type PackagingRuleAction,
  type Product,
  type UpdateProductBody,
  type WeightUnit,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import {
  readAccountUpload,
  readPastedTable,
  toSafeCsv,
  type UploadedTable,
  type UploadReader,
} from '../../lib/imports/index.js';
import type { WithLock } from '../../lib/locks.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import type { ListQueries, ProductRow, ProductsRepository, RuleRow } from './products.repository.js';
import { createSearchIndexCache } from './search-index.js';

export function toProduct(row: ProductRow, rules: RuleRow[]): Product {
  return {
    _id: row.id,
    sellerSku: row.sellerSku,
    asin: row.asin,
    fnsku: row.fnsku,
    title: row.title,
    imageUrl: row.imageUrl,
    status: row.status,
    condition: row.condition,
    afnFulfillableQuantity: row.afnFulfillableQuantity,
    listPrice: row.listPrice === null ? null : Number(row.listPrice),
    weight: {
      value: row.weightValue === null ? null : Number(row.weightValue),
      unit: row.weightUnit === 'pounds' || row.weightUnit === 'ounces' ? row.weightUnit : null,
    },
    expirable: row.expirable,
    amzExpirable: row.amzExpirable,
    fbaType: row.fbaType,
    fbaTypeSource: row.fbaTypeSource === 'amazon' || row.fbaTypeSource === 'seller' ? row.fbaTypeSource : null,
    packagingRules: rules.map((r) => ({
      name: r.name,
      categoryBoxId: r.boxCategoryId,
      quantity: r.quantity,
      length: r.length,
      width: r.width,
      height: r.height,
      weight: r.weight,
      weightUnit: r.weightUnit === 'ounces' ? 'ounces' : 'pounds',
      defaultChecked: r.isDefault,
    })),
    prepDetailsList: row.prepDetailsList,
  };
}

/**
 * The SKU list of the account's selected store marketplace (the side-menu footer's choice),
 * and the seller's edits to a product. Sellers and their workers both work here.
 */
export interface ProductsServiceDeps {
  productsRepo: ProductsRepository;
  transaction: InTransaction<{ productsRepo: ProductsRepository }>;
  /** The SKU list's prepared statements (products.repository.ts prepareListQueries). */
  listQueries: ListQueries;
  withLock: WithLock;
  searchIndexMaxRows: number;
  uploads: UploadReader;
  log?: (error: unknown) => void;
}

export function createProductsService(deps: ProductsServiceDeps) {
  const { productsRepo: repo, transaction, listQueries } = deps;

  /** One file of an account at a time (`readAccountUpload`). */
  const readUpload = (accountId: string, file: { filename: string; data: Buffer }): Promise<UploadedTable> =>
    readAccountUpload(deps, accountId, file);
  const searchIndexes = createSearchIndexCache({
    maxRows: deps.searchIndexMaxRows,
    load: ({ accountId, storeMarketplaceId }) => repo.loadSearchRows(accountId, storeMarketplaceId),
    onError: deps.log,
  });

  async function requireProduct(accountId: string, id: string) {
    const row = await repo.find(accountId, id);
    if (!row) throw new AppError('NOT_FOUND', productMessages.productNotFound);
    return row;
  }

  async function withRules(accountId: string, rows: ProductRow[]): Promise<Product[]> {
    const rules = await repo.listRules(
      accountId,
      rows.map((r) => r.id),
    );
    return rows.map((row) =>
      toProduct(
        row,
        rules.filter((r) => r.productId === row.id),
      ),
    );
  }

  /**
   * Packaging rules: one per box category per SKU, at most 150 units a box. The first rule, or
   * one added as default, is the default; deleting the default makes the oldest remaining one
   * the default, so a SKU with rules always has one (decision: the spec is silent). Changes to
   * one SKU's rules take turns, so concurrent adds, deletes and default switches keep that.
   */
  async function changeRule(accountId: string, productId: string, body: PackagingRuleAction): Promise<void> {
    await transaction(async ({ productsRepo: txRepo }) => {
      await txRepo.lockRules(productId);
      const existing = await txRepo.findRule(accountId, productId, body.categoryId);
      if (body.action === 'add') {
        if (!(await txRepo.hasBoxCategory(accountId, body.categoryId)))
          throw new AppError('NOT_FOUND', productMessages.boxCategoryNotFound);
        if (existing) throw new AppError('CONFLICT', productMessages.ruleExists);
        const others = await txRepo.listRules(accountId, [productId]);
        const inserted = await txRepo.insertRule({
          accountId,
          productId,
          boxCategoryId: body.categoryId,
          quantity: body.itemCount,
        });
        if (!inserted) throw new AppError('CONFLICT', productMessages.ruleExists);
        if (body.defaultChecked || others.length === 0)
          await txRepo.setDefaultRule(accountId, productId, body.categoryId);
        return;
      }
      if (!existing) throw new AppError('NOT_FOUND', productMessages.ruleNotFound);
      if (body.action === 'updateDefault') return txRepo.setDefaultRule(accountId, productId, body.categoryId);
      if (body.action === 'updateQuantity')
        return txRepo.updateRuleQuantity(accountId, productId, body.categoryId, body.quantityToBeUpdate);
      await txRepo.deleteRule(accountId, productId, body.categoryId);
      if (existing.isDefault) {
        const [oldest] = await txRepo.listRules(accountId, [productId]);
        await txRepo.setDefaultRule(accountId, productId, oldest?.boxCategoryId ?? null);
      }
    });
  }

  async function requireStoreMarketplaceId(accountId: string): Promise<string> {
    const storeMarketplaceId = (await listQueries.defaultMarketplace(accountId))?.id;
    if (!storeMarketplaceId) throw new AppError('CONFLICT', productMessages.noStoreMarketplace);
    return storeMarketplaceId;
  }

  /**
   * The SKU upload for shipping: the rows are judged (domain rules), their SKUs looked up in the
   * selected store marketplace and the valid rows returned with their products. Nothing is
   * written: the items are the browser's until a plan is asked for. Whether a SKU is already in
   * the drawer's items is the browser's check (`excludeItemsInList`).
   */
  async function judgeShipSkus(accountId: string, table: UploadedTable, mode: PackMode): Promise<ShipSkuUploadResult> {
    const storeMarketplaceId = await requireStoreMarketplaceId(accountId);
    const otherMode = detectOtherModeTemplate(table.sheets, mode);
    if (otherMode) throw new AppError('VALIDATION', importMessages.otherModeTemplate(otherMode, mode));
    const parsed = parseShipSkuSheets(table.sheets, mode);
    if (table.isEmpty || parsed.isEmpty) throw new AppError('VALIDATION', importMessages.emptyFile);
    const rows = await repo.findBySkus(accountId, storeMarketplaceId, parsed.skusToLookUp);
    const result = completeShipSkuUpload(
      parsed,
      rows.map((r) => r.sellerSku),
    );
    const bySku = new Map((await withRules(accountId, rows)).map((p) => [p.sellerSku, p]));
    return {
      ...(parsed.sheetNames.length > 1 ? { sheets: parsed.sheetNames } : {}),
      stats: result.stats,
      errors: result.errors,
      items: result.valid.map(({ sheet, row, sku, quantity, boxCount }) => ({
        ...(sheet === undefined ? {} : { sheet }),
        row,
        quantity,
        boxCount: boxCount ?? null,
        product: bySku.get(sku)!,
      })),
    };
  }

  return {
    /** Resolves when the search indexes being built are ready (tests and the benchmark wait for them). */
    searchIndexesSettled: () => searchIndexes.settled(),

    /**
     * A searched page comes from the marketplace's in-memory search index when it is current
     * (search-index.ts); otherwise, and for unsearched pages, from SQL.
     */
    async listProducts(actor: Actor, body: GetProductsBody): Promise<{ products: Product[]; total: number }> {
      const marketplace = await listQueries.defaultMarketplace(actor.accountId);
      if (!marketplace) return { products: [], total: 0 };
      const { pageNum, perPage } = body.pagination;
      const page = { limit: perPage, offset: (pageNum - 1) * perPage };
      const target = { accountId: actor.accountId, storeMarketplaceId: marketplace.id };
      const index = body.filter.search ? searchIndexes.current(target, marketplace.changeId) : undefined;
      if (index) {
        const { ids, total } = index.search(body.filter, page);
        const found = await listQueries.byIdsWithRules(actor.accountId, ids);
        return { products: found.map(({ row, rules }) => toProduct(row, rules)), total };
      }
      const { rows, total } = await repo.listPage(actor.accountId, marketplace.id, body.filter, page);
      return { products: await withRules(actor.accountId, rows), total };
    },

    /**
     * Update FBA Type (bulk upload): the file is read with the import limits and hostile-file
     * checks; rows with errors are listed (and exported as Fba_Types_Error_List.csv) while the
     * valid rows are applied together in one statement. A file that cannot be read changes nothing.
     */
    async uploadFbaTypes(actor: Actor, file: { filename: string; data: Buffer }): Promise<FbaTypeUploadResponse> {
      const storeMarketplaceId = await requireStoreMarketplaceId(actor.accountId);
      const table = await readUpload(actor.accountId, file);
      const parsed = parseFbaTypeSheets(table.sheets);
      if (table.isEmpty || parsed.isEmpty) throw new AppError('VALIDATION', importMessages.fbaEmptyFile);
      const found = await repo.findSkus(actor.accountId, storeMarketplaceId, parsed.skusToLookUp);
      const result = completeFbaTypeUpload(parsed, found);
      await transaction(async ({ productsRepo: txRepo }) => {
        await txRepo.takeTurn(storeMarketplaceId);
        await txRepo.setFbaTypes(actor.accountId, storeMarketplaceId, result.valid);
      });
      return {
        message: productMessages.updated,
        stats: result.stats,
        errors: result.errors,
        errorCsv: result.errors.length ? toSafeCsv(toUploadErrorRows(result.errors)) : null,
      };
    },

    async uploadShipSkus(
      actor: Actor,
      file: { filename: string; data: Buffer },
      mode: PackMode,
    ): Promise<ShipSkuUploadResult> {
      return judgeShipSkus(actor.accountId, await readUpload(actor.accountId, file), mode);
    },

    /** Copy/Paste: lines split on comma, whitespace or tab; case pack takes SKU, number of boxes, in a box. */
    async pasteShipSkus(actor: Actor, body: { mode: PackMode; text: string }): Promise<ShipSkuUploadResult> {
      return judgeShipSkus(actor.accountId, readPastedTable(body.text), body.mode);
    },

    /** The selected store marketplace's products with these SKUs (trimmed, case-insensitive). */
    async productsBySkus(actor: Actor, sellerSkus: string[]): Promise<{ productList: Product[] }> {
      const storeMarketplaceId = (await listQueries.defaultMarketplace(actor.accountId))?.id;
      if (!storeMarketplaceId) return { productList: [] };
      return {
        productList: await withRules(
          actor.accountId,
          await repo.findBySkus(actor.accountId, storeMarketplaceId, sellerSkus),
        ),
      };
    },

    /** The Single tab of 'Add SKUs to Plan': exact ASIN or SKU, case-insensitive (decision: no partial matches). */
    async lookUpSku(actor: Actor, key: 'asin' | 'sku', value: string): Promise<{ productList: Product[] }> {
      const storeMarketplaceId = (await listQueries.defaultMarketplace(actor.accountId))?.id;
      if (!storeMarketplaceId) return { productList: [] };
      const rows = await repo.lookUp(actor.accountId, storeMarketplaceId, key, value, SKU_LOOKUP_LIMIT);
      return { productList: await withRules(actor.accountId, rows) };
    },

    /**
     * These products of one store marketplace of the account, with their rules, in SKU order
     * (a shipment draft's items); ids of other marketplaces or accounts, or of products gone, are left out.
     */
    async productsByIds(accountId: string, storeMarketplaceId: string, ids: string[]): Promise<Product[]> {
      const found = await listQueries.byIdsWithRules(accountId, ids);
      return found
        .filter(({ row }) => row.storeMarketplaceId === storeMarketplaceId)
        .map(({ row, rules }) => toProduct(row, rules));
    },

    /**
     * One FBA type for many products (Move to Error Bucket, Revise FBA Type), in one statement.
     * Every id must be a product of the selected store marketplace, or nothing changes.
     */
    async bulkUpdate(
      actor: Actor,
      { bulkData }: BulkUpdateBody,
    ): Promise<{ message: string; updatedProducts: Product[] }> {
      const storeMarketplaceId = await requireStoreMarketplaceId(actor.accountId);
      const ids = [...new Set(bulkData.selectedIds)];
      const updated = await transaction(async ({ productsRepo: txRepo }) => {
        await txRepo.takeTurn(storeMarketplaceId);
        const rows = await txRepo.setFbaTypeByIds(actor.accountId, storeMarketplaceId, ids, bulkData.fbaType);
        if (rows.length !== ids.length) throw new AppError('NOT_FOUND', productMessages.productNotFound);
        return rows;
      });
      return { message: productMessages.updated, updatedProducts: await withRules(actor.accountId, updated) };
    },

    async updateProduct(
      actor: Actor,
      id: string,
      body: UpdateProductBody,
    ): Promise<{ message: string; updatedProduct: Product }> {
      const current = await requireProduct(actor.accountId, id);
      if ('action' in body) {
        await changeRule(actor.accountId, id, body);
        const [updatedProduct] = await withRules(actor.accountId, [current]);
        return { message: productMessages.updated, updatedProduct: updatedProduct! };
      }
      let values: Parameters<typeof repo.update>[2];
      if ('weight' in body) {
        const unit =
          current.weightUnit === 'pounds' || current.weightUnit === 'ounces'
            ? (current.weightUnit as WeightUnit)
            : null;
        const problem = checkNewWeight(body.weight.value, body.weight.unit, {
          value: current.weightValue === null ? null : Number(current.weightValue),
          unit,
        });
        if (problem) throw new AppError('VALIDATION', problem);
        values = { weightValue: String(body.weight.value), weightUnit: body.weight.unit, weightIsUserSet: true };
      } else if ('expirable' in body) {
        values = { expirable: body.expirable };
      } else {
        // The seller's type, whichever (NOT ATTACHED too), is kept over Amazon's by every later sync.
        values = { fbaType: body.fbaType, fbaTypeSource: 'seller' };
      }
      const updated = await repo.update(actor.accountId, id, values);
      if (!updated) throw new AppError('NOT_FOUND', productMessages.productNotFound);
      const [updatedProduct] = await withRules(actor.accountId, [updated]);
      return { message: productMessages.updated, updatedProduct: updatedProduct! };
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
