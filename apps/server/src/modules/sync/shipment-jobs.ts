import { SHIPMENT_STATUSES, type SpApi } from '../marketplace/sp-api.js';
import type { ShipmentItemRow, ShipmentRow } from '../shipments/shipments.repository.js';

import { forEachInFlight, throwIfAborted, type JobContext } from './job-context.js';

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
export async function syncShipments(ctx: JobContext): Promise<void> {
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
