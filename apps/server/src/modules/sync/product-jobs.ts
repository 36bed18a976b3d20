import { isSmallAndLightEligible } from '@stowline/domain';
import { type CatalogItem } from '../marketplace/sp-api.js';
import type {
  CatalogRow,
  InventoryRow,
  ListingRow,
  MeasureRow,
  PrepRow,
} from '../products/product-facts.repository.js';
import { toConditionCode, toDecimal, toInches, toListingStatus, toWeight } from './report-parsing.js';

import {
  chunk,
  fetchReport,
  forEachInFlight,
  IN_FLIGHT,
  NotReadyError,
  target,
  throwIfAborted,
  writeInChunks,
  type JobContext,
} from './job-context.js';

/** getPrepInstructions takes at most 50 SKUs; searchCatalogItems at most 20 identifiers. */
const PREP_BATCH = 50;
const CATALOG_BATCH = 20;

/** Titles, images, conditions, prices and status from the listings report; weights and sizes from the fees report. */
export async function syncListing(ctx: JobContext): Promise<void> {
  const [listings, fees] = await Promise.all([
    fetchReport(ctx, 'listingsReport', 'GET_MERCHANT_LISTINGS_ALL_DATA'),
    fetchReport(ctx, 'feesReport', 'GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA'),
  ]);
  await ctx.progress(40);
  const listingRows: ListingRow[] = listings
    .filter((r) => r['seller-sku'])
    .map((r) => ({
      seller_sku: r['seller-sku']!,
      asin: r.asin1 || r['product-id'] || '',
      title: r['item-name'] ?? '',
      image_url: r['image-url'] ?? '',
      condition: toConditionCode(r['item-condition']),
      status: toListingStatus(r.status),
      list_price: toDecimal(r.price),
      fulfillment_channel: r['fulfillment-channel'] ?? '',
    }));
  const measureRows: MeasureRow[] = fees
    .filter((r) => r.sku)
    .map((r) => {
      const weight = toWeight(r['item-package-weight'], r['unit-of-weight']);
      const unit = r['unit-of-dimension'];
      const sides = [r['longest-side'], r['median-side'], r['shortest-side']].map((side) => toInches(side, unit));
      const sizeTier = r['product-size-tier'] || null;
      const price = toDecimal(r['your-price']);
      return {
        seller_sku: r.sku!,
        weight_value: weight?.value ?? null,
        weight_unit: weight?.unit ?? null,
        length_in: sides[0]!,
        width_in: sides[1]!,
        height_in: sides[2]!,
        size_tier: sizeTier,
        is_small_and_light: isSmallAndLightEligible({
          sizeTier,
          weightLb: weight ? Number(weight.value) / (weight.unit === 'ounces' ? 16 : 1) : null,
          sidesIn: sides.map((side) => (side === null ? null : Number(side))),
          price: price === null ? null : Number(price),
          currency: r.currency || null,
        }),
      };
    });
  const t = target(ctx);
  await writeInChunks(ctx, listingRows, 40, 80, (rows) => ctx.data.upsertListings(t, rows, ctx.startedAt));
  await writeInChunks(ctx, measureRows, 80, 95, (rows) => ctx.data.updateMeasures(t, rows));
  await ctx.data.markUnseenInactive(t, ctx.startedAt);
  // The prep and catalogue jobs read these rows next, by SKU and by ASIN.
  await ctx.data.refreshStatistics();
}

/** FNSKUs and fulfillable quantities from the FBA inventory report: one report instead of a call per 50 SKUs. */
export async function syncQuantity(ctx: JobContext): Promise<void> {
  const inventory = await fetchReport(ctx, 'inventoryReport', 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA');
  await ctx.progress(50);
  const rows: InventoryRow[] = inventory
    .filter((r) => r.sku)
    .map((r) => ({
      seller_sku: r.sku!,
      fnsku: r.fnsku ?? '',
      asin: r.asin ?? '',
      title: r['product-name'] ?? '',
      condition: toConditionCode(r.condition),
      afn_fulfillable_quantity: Math.max(0, Math.trunc(Number(r['afn-fulfillable-quantity'])) || 0),
    }));
  const t = target(ctx);
  await writeInChunks(ctx, rows, 50, 95, (part) => ctx.data.upsertInventory(t, part));
  await ctx.data.zeroInventoryExcept(
    t,
    rows.map((r) => r.seller_sku),
  );
}

/** Prep guidance per SKU, 50 SKUs a call, resuming after the last SKU a previous run finished. */
export async function syncPrepInstructions(ctx: JobContext): Promise<void> {
  if (!ctx.isListingSynced) throw new NotReadyError('Waiting for the listing sync');
  const t = target(ctx);
  const total = Math.max(1, await ctx.data.countProducts(t));
  let after = (ctx.checkpoint.afterSku as string | undefined) ?? '';
  let done = (ctx.checkpoint.done as number | undefined) ?? 0;
  const country = ctx.run.marketplaceCode!;
  for (;;) {
    throwIfAborted(ctx.signal);
    const skus = await ctx.data.listSkusAfter(t, after, PREP_BATCH * IN_FLIGHT * 4);
    if (!skus.length) break;
    const rows: PrepRow[] = [];
    await forEachInFlight(chunk(skus, PREP_BATCH), async (batch) => {
      const payload = await ctx.api.getPrepInstructions(country, batch);
      for (const p of payload.SKUPrepInstructionsList ?? []) {
        if (!p.SellerSKU) continue;
        rows.push({
          seller_sku: p.SellerSKU,
          prep_guidance: p.PrepGuidance ?? null,
          barcode_instruction: p.BarcodeInstruction ?? null,
          prep_details_list: (p.PrepInstructionList ?? []).map((prepInstruction) => ({
            prepInstruction,
            prepOwner: 'SELLER',
          })),
        });
      }
    });
    await ctx.data.updatePrep(t, rows);
    after = skus[skus.length - 1]!;
    done += skus.length;
    await ctx.saveCheckpoint({ afterSku: after, done });
    await ctx.progress(Math.min(99, (done / total) * 100));
  }
}

function attributeValue(item: CatalogItem, name: string): unknown {
  return item.attributes?.[name]?.[0]?.value;
}

/** A value of the catalogue's `hazmat` attribute by aspect ('united_nations_regulatory_id', 'transportation_regulatory_class'). */
function hazmatAspect(item: CatalogItem, aspect: string): string | null {
  const entries = (item.attributes?.hazmat ?? []) as { aspect?: unknown; value?: unknown }[];
  const value = entries.find((e) => e.aspect === aspect)?.value;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function toCatalogRow(item: CatalogItem, marketplaceId: string): CatalogRow {
  const hazmat = item.attributes?.supplier_declared_dg_hz_regulation ?? [];
  const isHazmat = hazmat.some((h) => typeof h.value === 'string' && h.value !== 'not_applicable');
  const images = item.images?.find((i) => i.marketplaceId === marketplaceId)?.images ?? [];
  const dims = item.dimensions?.find((d) => d.marketplaceId === marketplaceId);
  const size = dims?.package ?? dims?.item;
  const weight = toWeight(size?.weight?.value, size?.weight?.unit);
  return {
    asin: item.asin,
    amz_expirable: attributeValue(item, 'is_expiration_dated_product') === true,
    is_hazmat: isHazmat,
    dangerous_goods_class: isHazmat ? hazmatAspect(item, 'transportation_regulatory_class') : null,
    un_number: isHazmat ? hazmatAspect(item, 'united_nations_regulatory_id') : null,
    image_url: (images.find((i) => i.variant === 'MAIN') ?? images[0])?.link ?? null,
    title: item.summaries?.find((s) => s.marketplaceId === marketplaceId)?.itemName ?? null,
    weight_value: weight?.value ?? null,
    weight_unit: weight?.unit ?? null,
    length_in: toInches(size?.length?.value, size?.length?.unit),
    width_in: toInches(size?.width?.value, size?.width?.unit),
    height_in: toInches(size?.height?.value, size?.height?.unit),
  };
}

/** Expiry and hazmat flags, images and missing measurements from the catalog, 20 ASINs a call. */
export async function syncCatalog(ctx: JobContext): Promise<void> {
  if (!ctx.isListingSynced) throw new NotReadyError('Waiting for the listing sync');
  const t = target(ctx);
  const marketplaceId = ctx.run.marketplaceId!;
  let done = 0;
  let total = 0;
  for (;;) {
    throwIfAborted(ctx.signal);
    const asins = await ctx.data.listAsinsToEnrich(t, ctx.startedAt, CATALOG_BATCH * IN_FLIGHT * 5);
    if (!asins.length) break;
    total = Math.max(total, done + asins.length);
    await forEachInFlight(chunk(asins, CATALOG_BATCH), async (batch) => {
      const items = await ctx.api.searchCatalogItemsByAsin(marketplaceId, batch);
      await ctx.data.updateCatalog(
        t,
        items.map((item) => toCatalogRow(item, marketplaceId)),
        batch,
        ctx.clock.now(),
      );
    });
    done += asins.length;
    await ctx.progress(Math.min(99, (done / Math.max(total, (await ctx.data.countProducts(t)) || 1)) * 100));
  }
}
