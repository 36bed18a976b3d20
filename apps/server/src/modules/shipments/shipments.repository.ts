import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import { shipmentItems, shipments, users } from '../../db/schema.js';

export type ShipmentRecord = typeof shipments.$inferSelect;

export interface ShipmentRow {
  shipment_id: string;
  shipment_name: string;
  shipment_status: string;
  label_prep_type: string | null;
  are_cases_required: boolean;
  destination_fulfillment_center_id: string;
  ship_from_address: Record<string, string> | null;
  box_contents_source: string | null;
  confirmed_need_by_date: string | null;
}

export interface ShipmentItemRow {
  shipment_id: string;
  seller_sku: string;
  fulfillment_network_sku: string;
  quantity_shipped: number;
  quantity_received: number;
  quantity_in_case: number;
  release_date: string | null;
  prep_details_list: { prepInstruction: string; prepOwner: string }[];
}

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** A shipment Stowline created (v2024-03-20), as the inbound module records it. */
export interface CreatedShipment {
  accountId: string;
  storeId: string;
  storeMarketplaceId: string;
  /**
   * The FBA… id (v2024 shipmentConfirmationId): the spec's ShipmentId. A small-parcel shipment
   * packed before placement has none yet: its packing group's id stands for it until placement.
   */
  shipmentId: string;
  shipmentName: string;
  labelPrepType: string;
  areCasesRequired: boolean;
  destinationFulfillmentCenterId: string;
  shipFromAddress: Record<string, string>;
  boxContentsSource: string;
  shipmentType: string;
  isPartnered: string;
  inboundPlanId: string;
  amazonShipmentId: string | null;
  placementOptionId: string | null;
  /** Small parcel packed first: the packing group this shipment packs before placement. */
  packingGroupId?: string | null;
  placementFee: number;
  placementFeeCurrency: string;
  createdBy: string | null;
  /** The plan request's ship-from warehouse (the shipment's setting; LTL readiness asks for it). */
  warehouseId?: string | null;
  items: {
    sellerSku: string;
    fulfillmentNetworkSku: string;
    quantity: number;
    quantityInCase: number;
    /** The expiry date the seller planned it with (YYYY-MM-DD; expiration-dated SKUs). */
    expDate?: string | null;
  }[];
}

/**
 * Queries of the shipments module's tables (shipments, shipment_items); every one names the
 * account. Two writers use it: the data sync (Amazon's shipments in bulk, below) and the inbound
 * module (the shipments Stowline creates, cancels or adds SKUs to).
 *
 * The sync's bulk writes send rows as one JSON parameter (jsonb_to_recordset), which both
 * PostgreSQL drivers pass unchanged, and every write is an upsert on the natural key: a job run
 * twice, resumed, or run by two processes at once leaves one row per shipment and per shipment SKU.
 */
export function createShipmentsRepository(db: Executor) {
  return {
    async upsertShipments(
      store: { accountId: string; storeId: string; storeMarketplaceId: string },
      rows: ShipmentRow[],
    ) {
      if (!rows.length) return;
      // A shipment of an inbound plan made here, confirmed at Amazon with its sibling but not created
      // here yet (inbound_plan_shipments knows its FBA id from the confirmation): linked to its plan
      // and app-created, so it is edited like the siblings created here (rename, ship-from, quantity).
      await db.execute(sql`
        with x as (
          select * from jsonb_to_recordset(${json(rows)}) as x(shipment_id text, shipment_name text, shipment_status text,
               label_prep_type text, are_cases_required boolean, destination_fulfillment_center_id text,
               ship_from_address jsonb, box_contents_source text, confirmed_need_by_date text)),
        planned as (
          select distinct on (ps.shipment_confirmation_id) ps.shipment_confirmation_id, p.inbound_plan_id,
                 ps.amazon_shipment_id, ps.placement_option_id
          from inbound_plan_shipments ps
          join inbound_plans p on p.id = ps.plan_row_id and p.account_id = ${store.accountId}
          join inbound_plan_requests r on r.id = p.request_id and r.store_id = ${store.storeId}
          where ps.account_id = ${store.accountId} and p.inbound_plan_id is not null
            and ps.shipment_confirmation_id in (select shipment_id from x)
          order by ps.shipment_confirmation_id, ps.updated_at desc)
        insert into shipments (account_id, store_id, store_marketplace_id, shipment_id, shipment_name, shipment_status,
                               label_prep_type, are_cases_required, destination_fulfillment_center_id, ship_from_address,
                               box_contents_source, confirmed_need_by_date, app_created, inbound_plan_id,
                               amazon_shipment_id, placement_option_id)
        select ${store.accountId}, ${store.storeId}, ${store.storeMarketplaceId}, x.shipment_id, x.shipment_name, x.shipment_status,
               x.label_prep_type, x.are_cases_required, x.destination_fulfillment_center_id, x.ship_from_address,
               x.box_contents_source, x.confirmed_need_by_date, planned.inbound_plan_id is not null, planned.inbound_plan_id,
               planned.amazon_shipment_id, planned.placement_option_id
        from x left join planned on planned.shipment_confirmation_id = x.shipment_id
        on conflict (store_id, shipment_id) do update set
          -- A shipment made here is renamed and moved here (Amazon first, then this row): a sync that
          -- read Amazon before such a change must not write the old name or ship-from back over it.
          shipment_name = case when shipments.app_created then shipments.shipment_name else excluded.shipment_name end,
          shipment_status = excluded.shipment_status,
          label_prep_type = excluded.label_prep_type, are_cases_required = excluded.are_cases_required,
          destination_fulfillment_center_id = excluded.destination_fulfillment_center_id,
          ship_from_address = case when shipments.app_created then shipments.ship_from_address else excluded.ship_from_address end,
          box_contents_source = excluded.box_contents_source,
          confirmed_need_by_date = excluded.confirmed_need_by_date,
          app_created = shipments.app_created or excluded.app_created,
          inbound_plan_id = coalesce(shipments.inbound_plan_id, excluded.inbound_plan_id),
          amazon_shipment_id = coalesce(shipments.amazon_shipment_id, excluded.amazon_shipment_id),
          placement_option_id = coalesce(shipments.placement_option_id, excluded.placement_option_id),
          updated_at = now()`);
    },

    /**
     * Items attach to the store's shipments by Amazon's shipment id; items of unknown shipments are
     * skipped. Amazon's quantity is the truth: an item it now ships fewer units of than are in
     * boxes (a change in Seller Central) leaves its boxes first, recorded in the unit trail as the
     * sync's ('system', 'sync'), since boxed units never exceed shipped ones (migration 0017).
     */
    async upsertShipmentItems(store: { accountId: string; storeId: string }, rows: ShipmentItemRow[]) {
      if (!rows.length) return 0;
      await db.execute(sql`
        with audit as (select set_config('stowline.unit_action', 'sync', true) as action),
        gone as (
          delete from box_items bi
          using shipment_items si, shipments s, audit,
                jsonb_to_recordset(${json(rows)}) as x(shipment_id text, seller_sku text, quantity_shipped int)
          where s.store_id = ${store.storeId} and s.account_id = ${store.accountId} and s.shipment_id = x.shipment_id
            and si.shipment_row_id = s.id and si.seller_sku = x.seller_sku and x.quantity_shipped < si.quantity_boxed
            and bi.shipment_item_id = si.id and audit.action is not null
          returning 1)
        select count(*) from gone`);
      const result = await db.execute(sql`
        insert into shipment_items (account_id, shipment_row_id, seller_sku, fulfillment_network_sku, quantity_shipped,
                                    quantity_received, quantity_in_case, release_date, prep_details_list)
        select ${store.accountId}, s.id, x.seller_sku, x.fulfillment_network_sku, x.quantity_shipped, x.quantity_received,
               x.quantity_in_case, x.release_date, x.prep_details_list
        from jsonb_to_recordset(${json(rows)}) as x(shipment_id text, seller_sku text, fulfillment_network_sku text,
             quantity_shipped int, quantity_received int, quantity_in_case int, release_date text, prep_details_list jsonb)
        join shipments s on s.store_id = ${store.storeId} and s.account_id = ${store.accountId} and s.shipment_id = x.shipment_id
        on conflict (shipment_row_id, seller_sku) do update set
          fulfillment_network_sku = excluded.fulfillment_network_sku, quantity_shipped = excluded.quantity_shipped,
          quantity_received = excluded.quantity_received, quantity_in_case = excluded.quantity_in_case,
          release_date = excluded.release_date, prep_details_list = excluded.prep_details_list, updated_at = now()
        returning 1`);
      return rowsOf(result).length;
    },

    /**
     * Records a created shipment as WORKING and app-created, with its items: one row per store and
     * FBA id whatever runs it again (the sync, a retried job), so a repeat changes nothing.
     */
    async recordCreated(shipment: CreatedShipment): Promise<string> {
      const values = {
        accountId: shipment.accountId,
        storeId: shipment.storeId,
        storeMarketplaceId: shipment.storeMarketplaceId,
        shipmentId: shipment.shipmentId,
        shipmentName: shipment.shipmentName,
        shipmentStatus: 'WORKING',
        labelPrepType: shipment.labelPrepType,
        areCasesRequired: shipment.areCasesRequired,
        destinationFulfillmentCenterId: shipment.destinationFulfillmentCenterId,
        shipFromAddress: shipment.shipFromAddress,
        boxContentsSource: shipment.boxContentsSource,
        appCreated: true,
        inboundPlanId: shipment.inboundPlanId,
        amazonShipmentId: shipment.amazonShipmentId,
        placementOptionId: shipment.placementOptionId,
        packingGroupId: shipment.packingGroupId ?? null,
        placementFee: shipment.placementFee.toFixed(2),
        placementFeeCurrency: shipment.placementFeeCurrency,
        shipmentType: shipment.shipmentType,
        isPartnered: shipment.isPartnered,
        createdBy: shipment.createdBy,
        ...(shipment.warehouseId ? { warehouseId: shipment.warehouseId } : {}),
      };
      const { accountId: _a, storeId: _s, shipmentId: _id, createdBy: _c, ...update } = values;
      const [row] = await db
        .insert(shipments)
        .values(values)
        .onConflictDoUpdate({
          target: [shipments.storeId, shipments.shipmentId],
          set: { ...update, updatedAt: sql`now()` },
          // A shipment of another account with the same id is never touched.
          setWhere: eq(shipments.accountId, shipment.accountId),
        })
        .returning({ id: shipments.id });
      if (!row) throw new Error('The shipment id belongs to another account');
      if (shipment.items.length) {
        await db
          .insert(shipmentItems)
          .values(
            shipment.items.map((item) => ({
              accountId: shipment.accountId,
              shipmentRowId: row.id,
              sellerSku: item.sellerSku,
              fulfillmentNetworkSku: item.fulfillmentNetworkSku,
              quantityShipped: item.quantity,
              quantityInCase: item.quantityInCase,
              expDate: item.expDate ?? null,
            })),
          )
          .onConflictDoUpdate({
            target: [shipmentItems.shipmentRowId, shipmentItems.sellerSku],
            set: {
              fulfillmentNetworkSku: sql`excluded.fulfillment_network_sku`,
              quantityShipped: sql`excluded.quantity_shipped`,
              quantityInCase: sql`excluded.quantity_in_case`,
              expDate: sql`coalesce(excluded.exp_date, ${shipmentItems.expDate})`,
              updatedAt: sql`now()`,
            },
          });
      }
      return row.id;
    },

    /**
     * A sibling of a created shipment (same inbound plan and placement option, confirmed at Amazon
     * with it, not created here yet) that the sync brought in before its FBA id was known here:
     * linked to its plan and app-created. The sync links the ones it brings in later itself.
     */
    async linkToPlan(link: {
      accountId: string;
      storeId: string;
      shipmentId: string;
      inboundPlanId: string;
      amazonShipmentId: string;
      placementOptionId: string;
    }): Promise<void> {
      await db
        .update(shipments)
        .set({
          appCreated: true,
          inboundPlanId: link.inboundPlanId,
          amazonShipmentId: link.amazonShipmentId,
          placementOptionId: link.placementOptionId,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(shipments.accountId, link.accountId),
            eq(shipments.storeId, link.storeId),
            eq(shipments.shipmentId, link.shipmentId),
            isNull(shipments.inboundPlanId),
          ),
        );
    },

    async findByShipmentId(accountId: string, shipmentId: string): Promise<ShipmentRecord[]> {
      return db
        .select()
        .from(shipments)
        .where(and(eq(shipments.accountId, accountId), eq(shipments.shipmentId, shipmentId)));
    },

    async find(accountId: string, id: string): Promise<ShipmentRecord | undefined> {
      const [row] = await db
        .select()
        .from(shipments)
        .where(and(eq(shipments.accountId, accountId), eq(shipments.id, id)));
      return row;
    },

    async setStatus(accountId: string, id: string, status: string): Promise<void> {
      await db
        .update(shipments)
        .set({ shipmentStatus: status, updatedAt: sql`now()` })
        .where(and(eq(shipments.accountId, accountId), eq(shipments.id, id)));
    },

    /**
     * Makes a shipment's items Amazon's list (after a content update): SKUs Amazon still lists keep
     * their rows (so their boxes, weights, expiry dates and printed labels stay) with Amazon's
     * units and FNSKU; new SKUs are added; SKUs Amazon dropped are deleted (their box units with them).
     */
    async replaceItems(
      accountId: string,
      shipmentRowId: string,
      items: { sellerSku: string; fulfillmentNetworkSku: string; quantity: number }[],
    ): Promise<void> {
      const kept = items.map((item) => item.sellerSku);
      await db
        .delete(shipmentItems)
        .where(
          and(
            eq(shipmentItems.accountId, accountId),
            eq(shipmentItems.shipmentRowId, shipmentRowId),
            kept.length ? notInArray(shipmentItems.sellerSku, kept) : undefined,
          ),
        );
      if (!items.length) return;
      await db
        .insert(shipmentItems)
        .values(
          items.map((item) => ({
            accountId,
            shipmentRowId,
            sellerSku: item.sellerSku,
            fulfillmentNetworkSku: item.fulfillmentNetworkSku,
            quantityShipped: item.quantity,
          })),
        )
        .onConflictDoUpdate({
          target: [shipmentItems.shipmentRowId, shipmentItems.sellerSku],
          set: {
            fulfillmentNetworkSku: sql`excluded.fulfillment_network_sku`,
            quantityShipped: sql`excluded.quantity_shipped`,
            updatedAt: sql`now()`,
          },
          setWhere: eq(shipmentItems.accountId, accountId),
        });
    },

    /** WORKING shipments of a store marketplace, newest first, with who created them. */
    async listWorking(accountId: string, storeMarketplaceId: string, limit = 200) {
      return db
        .select({ shipment: shipments, createdByName: users.name })
        .from(shipments)
        .leftJoin(users, eq(users.id, shipments.createdBy))
        .where(
          and(
            eq(shipments.accountId, accountId),
            eq(shipments.storeMarketplaceId, storeMarketplaceId),
            eq(shipments.shipmentStatus, 'WORKING'),
          ),
        )
        .orderBy(desc(shipments.createdAt), asc(shipments.id))
        .limit(limit);
    },

    async itemsOf(accountId: string, shipmentRowIds: string[]) {
      if (!shipmentRowIds.length) return [];
      return db
        .select()
        .from(shipmentItems)
        .where(and(eq(shipmentItems.accountId, accountId), inArray(shipmentItems.shipmentRowId, shipmentRowIds)))
        .orderBy(asc(shipmentItems.sellerSku));
    },
  };
}
export type ShipmentsRepository = ReturnType<typeof createShipmentsRepository>;
