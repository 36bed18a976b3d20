import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { OWN_FILTER_STATUSES, type ShipmentStatusFilter } from '@stowline/domain';
import { rowsOf, type Executor } from '../../db/client.js';
import {
  inboundPackingGroups,
  inboundPlans,
  shipmentItems,
  shipments,
  storeMarketplaces,
  stores,
  users,
  warehouses,
} from '../../db/schema.js';

export type ShipmentRow = typeof shipments.$inferSelect;

export interface ShipmentListFilter {
  search?: string | undefined;
  /** Also match the shipment's name (the sidebar searches by id or name). */
  searchName?: boolean;
  from?: Date | undefined;
  to?: Date | undefined;
  status: ShipmentStatusFilter;
  type?: 'ALL' | 'SP' | 'LTL';
  warehouseId?: string | undefined;
}

export interface ShipmentCounts {
  skus: number;
  units: number;
  received: number;
  /** Pounds over the SKUs that have a weight; null when none has. */
  weight: number | null;
  fbaTypes: string[];
  prepOwners: string[];
}

/** `%text%` for ILIKE with the pattern characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The created shipment's ship-from warehouse when none was chosen since: the plan request's
 * (shipments Stowline created before migration 0019 and those the inbound module records).
 */
const warehouseOf = sql<string | null>`coalesce(${shipments.warehouseId}, (
  select r.warehouse_id from inbound_plan_shipments ps
  join inbound_plans p on p.id = ps.plan_row_id
  join inbound_plan_requests r on r.id = p.request_id
  where ps.shipment_row_id = ${shipments.id} and ps.account_id = ${shipments.accountId}
  limit 1))`;

/** The destination address Amazon gave a shipment created here (getShipment), when known. */
const shipToAddressOf = sql<Record<string, string> | null>`(
  select ps.ship_to_address from inbound_plan_shipments ps
  where ps.shipment_row_id = ${shipments.id} and ps.account_id = ${shipments.accountId}
  limit 1)`;

/** The marketplace a shipment belongs to (its Seller Central link goes to that marketplace's site). */
const marketplaceIdOf = sql<string | null>`(
  select sm.marketplace_id from store_marketplaces sm where sm.id = ${shipments.storeMarketplaceId})`;

/**
 * Reads of the shipment list, the sidebar and one shipment, and the shipment-level writes of
 * Shipment Details (name, ship-from, settings, status). Every query names the account.
 */
export function createShipmentListRepository(db: Executor) {
  function conditions(accountId: string, storeMarketplaceId: string, filter: Omit<ShipmentListFilter, 'status'>) {
    const where: SQL[] = [eq(shipments.accountId, accountId), eq(shipments.storeMarketplaceId, storeMarketplaceId)];
    if (filter.from) where.push(sql`${shipments.createdAt} >= ${filter.from.toISOString()}`);
    if (filter.to) where.push(sql`${shipments.createdAt} <= ${filter.to.toISOString()}`);
    if (filter.type && filter.type !== 'ALL') {
      // A shipment without a type is an SP one until the seller says otherwise (spec section 4's default).
      where.push(
        filter.type === 'SP'
          ? sql`coalesce(${shipments.shipmentType}, 'SP') = 'SP'`
          : sql`${shipments.shipmentType} = 'LTL'`,
      );
    }
    if (filter.warehouseId) where.push(sql`${warehouseOf} = ${filter.warehouseId}`);
    const search = filter.search?.trim();
    if (search) {
      const pattern = containing(search);
      where.push(sql`(${shipments.shipmentId} ilike ${pattern}
        ${filter.searchName ? sql`or ${shipments.shipmentName} ilike ${pattern}` : sql``}
        or exists (select 1 from shipment_items i
                   left join products p on p.store_marketplace_id = ${shipments.storeMarketplaceId} and p.seller_sku = i.seller_sku
                   where i.shipment_row_id = ${shipments.id} and i.account_id = ${accountId}
                     and (i.seller_sku ilike ${pattern} or p.asin ilike ${pattern})))`);
    }
    return where;
  }

  function statusCondition(status: ShipmentStatusFilter): SQL | undefined {
    if (status === 'ALL') return undefined;
    if (status === 'OTHERS')
      return sql`${shipments.shipmentStatus} not in (${sql.join(
        OWN_FILTER_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})`;
    return eq(shipments.shipmentStatus, status);
  }

  const listColumns = {
    shipment: shipments,
    createdByName: users.name,
    warehouseId: warehouseOf,
    shipToAddress: shipToAddressOf,
    marketplaceId: marketplaceIdOf,
  };

  return {
    /** The account's selected store marketplace (the footer's selector): the list shows its shipments. */
    async defaultStoreMarketplace(accountId: string): Promise<{ id: string } | undefined> {
      const [row] = await db
        .select({ id: storeMarketplaces.id })
        .from(storeMarketplaces)
        .where(and(eq(storeMarketplaces.accountId, accountId), eq(storeMarketplaces.isDefault, true)))
        .limit(1);
      return row;
    },

    async findStore(accountId: string, storeId: string) {
      const [row] = await db
        .select({ storeId: stores.id, sellerId: stores.sellerId, isAuthorized: stores.isAuthorized })
        .from(stores)
        .where(and(eq(stores.accountId, accountId), eq(stores.id, storeId)));
      return row;
    },

    /** The sidebar's warehouse filter. */
    async warehouseNames(accountId: string) {
      return db
        .select({ _id: warehouses.id, name: warehouses.name })
        .from(warehouses)
        .where(eq(warehouses.accountId, accountId))
        .orderBy(asc(warehouses.name));
    },

    /** One page of the list, newest first, and the total for its filters. */
    async listPage(
      accountId: string,
      storeMarketplaceId: string,
      filter: ShipmentListFilter,
      page: { limit: number; offset: number; sortOrder: 'asc' | 'desc' },
    ) {
      const where = and(...conditions(accountId, storeMarketplaceId, filter), statusCondition(filter.status));
      const order =
        page.sortOrder === 'asc'
          ? [asc(shipments.createdAt), asc(shipments.id)]
          : [desc(shipments.createdAt), desc(shipments.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(shipments)
          .leftJoin(users, eq(users.id, shipments.createdBy))
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(shipments)
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Shipments per status within the search, dates, type and warehouse (the buttons' counts). */
    async countByStatus(
      accountId: string,
      storeMarketplaceId: string,
      filter: Omit<ShipmentListFilter, 'status'>,
    ): Promise<{ status: string; n: number }[]> {
      return db
        .select({ status: shipments.shipmentStatus, n: sql<number>`count(*)::int` })
        .from(shipments)
        .where(and(...conditions(accountId, storeMarketplaceId, filter)))
        .groupBy(shipments.shipmentStatus);
    },

    async find(accountId: string, id: string) {
      const [row] = await db
        .select(listColumns)
        .from(shipments)
        .leftJoin(users, eq(users.id, shipments.createdBy))
        .where(and(eq(shipments.accountId, accountId), eq(shipments.id, id)));
      return row;
    },

    /** Until when Amazon holds the confirmed placement of a shipment created here (the inbound module's plan), if known. */
    async placementExpiresAt(accountId: string, inboundPlanId: string | null): Promise<Date | null> {
      if (!inboundPlanId) return null;
      const [row] = rowsOf<{ at: string | Date | null }>(
        await db.execute(sql`
          select max(placement_expires_at) as at from inbound_plans
          where account_id = ${accountId} and inbound_plan_id = ${inboundPlanId}`),
      );
      return row?.at ? new Date(row.at) : null;
    },

    /**
     * The packing group a shipment packs before placement (small parcel, the inbound module's
     * table, read only) and its plan request; none once Amazon has given the shipment its FBA id.
     */
    async packedFirstOf(accountId: string, id: string) {
      const [row] = await db
        .select({ planRequestId: inboundPlans.requestId, packingGroupId: inboundPackingGroups.packingGroupId })
        .from(inboundPackingGroups)
        .innerJoin(inboundPlans, eq(inboundPlans.id, inboundPackingGroups.planRowId))
        .innerJoin(shipments, eq(shipments.id, inboundPackingGroups.shipmentRowId))
        .where(
          and(
            eq(inboundPackingGroups.accountId, accountId),
            eq(inboundPackingGroups.shipmentRowId, id),
            eq(shipments.accountId, accountId),
            isNull(shipments.amazonShipmentId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** SKU and unit counts, weights, FBA types and prep owners of shipments (from their items and SKUs). */
    async countsOf(accountId: string, ids: string[]): Promise<Map<string, ShipmentCounts>> {
      const counts = new Map<string, ShipmentCounts>();
      if (!ids.length) return counts;
      const result = await db.execute(sql`
        select i.shipment_row_id as id, count(*)::int as skus,
               coalesce(sum(i.quantity_shipped), 0)::int as units,
               coalesce(sum(i.quantity_received), 0)::int as received,
               sum(case when p.weight_value is null or p.weight_value <= 0 then null
                        when p.weight_unit = 'ounces' then p.weight_value / 16 * i.quantity_shipped
                        else p.weight_value * i.quantity_shipped end)::float8 as weight,
               coalesce(array_agg(distinct p.fba_type) filter (where p.fba_type is not null), '{}') as fba_types,
               coalesce(array_agg(distinct d->>'prepOwner') filter (where d->>'prepOwner' is not null), '{}') as prep_owners
        from shipment_items i
        join shipments s on s.id = i.shipment_row_id and s.account_id = ${accountId}
        left join products p on p.store_marketplace_id = s.store_marketplace_id and p.seller_sku = i.seller_sku
        left join lateral jsonb_array_elements(i.prep_details_list) d on true
        where i.account_id = ${accountId} and i.shipment_row_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by i.shipment_row_id`);
      for (const r of rowsOf<{
        id: string;
        skus: number;
        units: number;
        received: number;
        weight: number | null;
        fba_types: string[];
        prep_owners: string[];
      }>(result)) {
        counts.set(r.id, {
          skus: r.skus,
          units: r.units,
          received: r.received,
          weight: r.weight === null ? null : Math.round(r.weight * 100) / 100,
          fbaTypes: r.fba_types,
          prepOwners: r.prep_owners,
        });
      }
      return counts;
    },

    /** Boxes per shipment (the Boxes column and tile counts). */
    async boxCounts(accountId: string, ids: string[]): Promise<Map<string, number>> {
      if (!ids.length) return new Map();
      const result = await db.execute(sql`
        select shipment_row_id as id, count(*)::int as n from boxes
        where account_id = ${accountId} and shipment_row_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by shipment_row_id`);
      return new Map(rowsOf<{ id: string; n: number }>(result).map((r) => [r.id, r.n]));
    },

    /** The SKUs of shipments, as the SKU modal lists them. */
    async itemsOf(accountId: string, ids: string[]) {
      if (!ids.length) return [];
      return db
        .select({
          shipmentRowId: shipmentItems.shipmentRowId,
          sellerSku: shipmentItems.sellerSku,
          fulfillmentNetworkSku: shipmentItems.fulfillmentNetworkSku,
          quantityShipped: shipmentItems.quantityShipped,
        })
        .from(shipmentItems)
        .where(and(eq(shipmentItems.accountId, accountId), inArray(shipmentItems.shipmentRowId, ids)))
        .orderBy(asc(shipmentItems.sellerSku));
    },

    /** Writes a shipment's own fields, only while it is WORKING; false when it is not (or not the account's). */
    async updateWorking(
      accountId: string,
      id: string,
      changes: Partial<
        Pick<
          ShipmentRow,
          | 'shipmentName'
          | 'shipFromAddress'
          | 'warehouseId'
          | 'contentPreference'
          | 'shipmentType'
          | 'isPartnered'
          | 'carrierName'
          | 'transportStatus'
          | 'estimatedCost'
          | 'estimatedCostCurrency'
        >
      >,
    ): Promise<boolean> {
      const rows = await db
        .update(shipments)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(shipments.accountId, accountId), eq(shipments.id, id), eq(shipments.shipmentStatus, 'WORKING')))
        .returning({ id: shipments.id });
      return rows.length > 0;
    },

    async setStatus(accountId: string, id: string, status: string): Promise<void> {
      await db
        .update(shipments)
        .set({ shipmentStatus: status, updatedAt: sql`now()` })
        .where(and(eq(shipments.accountId, accountId), eq(shipments.id, id)));
    },
  };
}
export type ShipmentListRepository = ReturnType<typeof createShipmentListRepository>;
