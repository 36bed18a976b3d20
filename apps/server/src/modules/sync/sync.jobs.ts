import { isSmallAndLightEligible, type SyncJobName } from '@stowline/domain';
import type { Clock } from '../../lib/clock.js';
import { MarketplaceError } from '../marketplace/marketplace-client.js';
import { SHIPMENT_STATUSES, type CatalogItem, type ReportType, type SpApi } from '../marketplace/sp-api.js';
import type {
  CatalogRow,
  InventoryRow,
  ListingRow,
  MeasureRow,
  PrepRow,
  ProductFactsRepository,
} from '../products/product-facts.repository.js';
import type { ShipmentItemRow, ShipmentRow, ShipmentsRepository } from '../shipments/shipments.repository.js';
import {
  parseTabSeparated,
  toConditionCode,
  toDecimal,
  toInches,
  toListingStatus,
  toWeight,
} from './report-parsing.js';
import type { RunContext } from './sync.repository.js';

/** The data writers of the jobs: products through the products module, shipments the sync's own. */
export type SyncData = ProductFactsRepository & ShipmentsRepository;

/** What a job handler gets: the run, the marketplace, the data writers and progress reporting. */
export interface JobContext {
  run: RunContext;
  startedAt: Date;
  /** The time of day: report ages and the catalog's and shipments' sync times. */
  clock: Clock;
  api: SpApi;
  data: SyncData;
  /** The store's marketplaces (the shipments job walks them all). */
  storeMarketplaces: { id: string; marketplaceId: string }[];
  /** Whether this marketplace's listing sync has completed (prep and catalog need the SKUs). */
  isListingSynced: boolean;
  progress(percent: number): Promise<void>;
  checkpoint: Record<string, unknown>;
  saveCheckpoint(patch: Record<string, unknown>): Promise<void>;
  signal: AbortSignal;
  sleep(ms: number): Promise<void>;
  /** Runs local work (parsing) and adds its time to the run's local-work total. */
  timed<T>(work: () => T): T;
}

/** The job cannot start yet (it waits for another); it is queued again when that one completes. */
export class NotReadyError extends Error {}

const WRITE_CHUNK = 2000;
/** getPrepInstructions takes at most 50 SKUs; searchCatalogItems at most 20 identifiers. */
const PREP_BATCH = 50;
const CATALOG_BATCH = 20;
/** Calls in flight per job: the shared token bucket does the pacing, this only fills the pipe. */
const IN_FLIGHT = 8;
/** A report requested by an interrupted run is reused if it is younger than this. */
const REPORT_REUSE_MS = 60 * 60 * 1000;
const REPORT_POLL_MIN_MS = 500;
const REPORT_POLL_MAX_MS = 30_000;

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new Error('Interrupted: the server is stopping');
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Runs `work` over the items with a few calls in flight, in order of completion. */
async function forEachInFlight<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(IN_FLIGHT, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/**
 * Requests a report (or reuses the one an interrupted run asked for), waits until Amazon
 * has made it, and returns its rows.
 */
async function fetchReport(ctx: JobContext, key: string, reportType: ReportType): Promise<Record<string, string>[]> {
  const marketplaceId = ctx.run.marketplaceId!;
  const saved = ctx.checkpoint[key] as { reportId: string; requestedAt: number } | undefined;
  let reportId = saved && ctx.clock.now().getTime() - saved.requestedAt < REPORT_REUSE_MS ? saved.reportId : undefined;
  if (!reportId) {
    reportId = await ctx.api.createReport(reportType, [marketplaceId]);
    await ctx.saveCheckpoint({ [key]: { reportId, requestedAt: ctx.clock.now().getTime() } });
  }
  let wait = REPORT_POLL_MIN_MS;
  for (;;) {
    throwIfAborted(ctx.signal);
    const report = await ctx.api.getReport(reportId);
    if (report.processingStatus === 'DONE' && report.reportDocumentId) {
      const text = await ctx.api.getReportDocumentText(report.reportDocumentId);
      return ctx.timed(() => parseTabSeparated(text));
    }
    if (report.processingStatus === 'CANCELLED' || report.processingStatus === 'FATAL') {
      await ctx.saveCheckpoint({ [key]: null });
      throw new MarketplaceError(
        'unavailable',
        `Amazon could not make the ${reportType} report (${report.processingStatus})`,
      );
    }
    await ctx.sleep(wait);
    wait = Math.min(REPORT_POLL_MAX_MS, Math.round(wait * 1.5));
  }
}

async function writeInChunks<T>(
  ctx: JobContext,
  rows: T[],
  from: number,
  to: number,
  write: (rows: T[]) => Promise<void>,
) {
  const chunks = chunk(rows, WRITE_CHUNK);
  for (const [i, part] of chunks.entries()) {
    throwIfAborted(ctx.signal);
    await write(part);
    await ctx.progress(from + ((to - from) * (i + 1)) / chunks.length);
  }
}

function target(ctx: JobContext) {
  return { accountId: ctx.run.accountId, storeMarketplaceId: ctx.run.storeMarketplaceId! };
}

/** Titles, images, conditions, prices and status from the listings report; weights and sizes from the fees report. */
async function syncListing(ctx: JobContext): Promise<void> {
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
}

/** FNSKUs and fulfillable quantities from the FBA inventory report: one report instead of a call per 50 SKUs. */
async function syncQuantity(ctx: JobContext): Promise<void> {
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
async function syncPrepInstructions(ctx: JobContext): Promise<void> {
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
async function syncCatalog(ctx: JobContext): Promise<void> {
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

const SHIPMENT_HISTORY_MS = 3 * 365 * 24 * 3600 * 1000;
/** Overlap between runs, so an update made while the last run was reading is not missed. */
const RESYNC_OVERLAP_MS = 60 * 60 * 1000;

function toShipmentRow(s: Awaited<ReturnType<SpApi['getShipments']>>['shipments'][number]): ShipmentRow | null {
  if (!s.ShipmentId) return null;
  return {
    shipment_id: s.ShipmentId,
    shipment_name: s.ShipmentName ?? '',
    shipment_status: s.ShipmentStatus ?? 'WORKING',
    label_prep_type: s.LabelPrepType ?? null,
    are_cases_required: Boolean(s.AreCasesRequired),
    destination_fulfillment_center_id: s.DestinationFulfillmentCenterId ?? '',
    ship_from_address: s.ShipFromAddress ?? null,
    box_contents_source: s.BoxContentsSource ?? null,
    confirmed_need_by_date: s.ConfirmedNeedByDate ?? null,
  };
}

function toItemRow(
  i: Awaited<ReturnType<SpApi['getShipmentItems']>>['items'][number],
  shipmentId?: string,
): ShipmentItemRow | null {
  const id = i.ShipmentId ?? shipmentId;
  if (!id || !i.SellerSKU) return null;
  return {
    shipment_id: id,
    seller_sku: i.SellerSKU,
    fulfillment_network_sku: i.FulfillmentNetworkSKU ?? '',
    quantity_shipped: i.QuantityShipped ?? 0,
    quantity_received: i.QuantityReceived ?? 0,
    quantity_in_case: i.QuantityInCase ?? 0,
    release_date: i.ReleaseDate ?? null,
    prep_details_list: (i.PrepDetailsList ?? []).map((p) => ({
      prepInstruction: p.PrepInstruction,
      prepOwner: p.PrepOwner,
    })),
  };
}

/**
 * Inbound shipments of every marketplace of the store, then their items. The first run
 * lists shipments by status; later runs ask only for what changed since the last run.
 * Items come in pages of many shipments (date range); shipments that got none that way are
 * asked for one by one.
 */
async function syncShipments(ctx: JobContext): Promise<void> {
  const now = ctx.clock.now();
  const since = ctx.run.lastRunAt ? new Date(ctx.run.lastRunAt.getTime() - RESYNC_OVERLAP_MS) : null;
  const store = { accountId: ctx.run.accountId, storeId: ctx.run.storeId };
  const share = 100 / Math.max(1, ctx.storeMarketplaces.length);
  for (const [index, m] of ctx.storeMarketplaces.entries()) {
    const base = index * share;
    const seen: string[] = [];
    let query: Record<string, string | readonly string[] | undefined> = since
      ? {
          MarketplaceId: m.marketplaceId,
          QueryType: 'DATE_RANGE',
          LastUpdatedAfter: since.toISOString(),
          LastUpdatedBefore: now.toISOString(),
        }
      : { MarketplaceId: m.marketplaceId, QueryType: 'SHIPMENT', ShipmentStatusList: SHIPMENT_STATUSES };
    for (;;) {
      throwIfAborted(ctx.signal);
      const page = await ctx.api.getShipments(query);
      const rows = page.shipments.map(toShipmentRow).filter((r): r is ShipmentRow => r !== null);
      await ctx.data.upsertShipments({ ...store, storeMarketplaceId: m.id }, rows);
      seen.push(...rows.map((r) => r.shipment_id));
      if (!page.nextToken) break;
      query = { MarketplaceId: m.marketplaceId, QueryType: 'NEXT_TOKEN', NextToken: page.nextToken };
    }
    await ctx.progress(base + share * 0.3);

    const withItems = new Set<string>();
    const after = since ?? new Date(now.getTime() - SHIPMENT_HISTORY_MS);
    let itemQuery: Record<string, string | undefined> = {
      MarketplaceId: m.marketplaceId,
      QueryType: 'DATE_RANGE',
      LastUpdatedAfter: after.toISOString(),
      LastUpdatedBefore: now.toISOString(),
    };
    for (;;) {
      throwIfAborted(ctx.signal);
      const page = await ctx.api.getShipmentItems(itemQuery);
      const rows = page.items.map((i) => toItemRow(i)).filter((r): r is ShipmentItemRow => r !== null);
      await ctx.data.upsertShipmentItems(store, rows);
      for (const r of rows) withItems.add(r.shipment_id);
      if (!page.nextToken) break;
      itemQuery = { MarketplaceId: m.marketplaceId, QueryType: 'NEXT_TOKEN', NextToken: page.nextToken };
    }
    await ctx.progress(base + share * 0.6);

    const missing = seen.filter((id) => !withItems.has(id));
    let fetched = 0;
    await forEachInFlight(missing, async (shipmentId) => {
      throwIfAborted(ctx.signal);
      const items = await ctx.api.getShipmentItemsByShipmentId(shipmentId, m.marketplaceId);
      const rows = items.map((i) => toItemRow(i, shipmentId)).filter((r): r is ShipmentItemRow => r !== null);
      await ctx.data.upsertShipmentItems(store, rows);
      fetched += 1;
      if (fetched % 10 === 0) await ctx.progress(base + share * (0.6 + (0.4 * fetched) / missing.length));
    });
  }
}

export const SYNC_HANDLERS: Record<SyncJobName, (ctx: JobContext) => Promise<void>> = {
  listing: syncListing,
  quantity: syncQuantity,
  prepInstruction: syncPrepInstructions,
  catalog: syncCatalog,
  shipments: syncShipments,
};
