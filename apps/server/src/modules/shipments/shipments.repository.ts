import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { shipmentItems, shipments, users } from '../../db/schema.js';

export type ShipmentRow = typeof shipments.$inferSelect;

/** A shipment Stowline created (v2024-03-20), as the inbound module records it. */
export interface CreatedShipment {
  accountId: string;
  storeId: string;
  storeMarketplaceId: string;
  /** The FBA… id (v2024 shipmentConfirmationId): the spec's ShipmentId. */
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
  amazonShipmentId: string;
  placementOptionId: string;
  placementFee: number;
  placementFeeCurrency: string;
  createdBy: string | null;
  items: { sellerSku: string; fulfillmentNetworkSku: string; quantity: number; quantityInCase: number }[];
}

/**
 * Queries of the shipments module's tables (shipments, shipment_items); every one names the
 * account. The data sync still upserts Amazon's shipments itself (its own repository); shipments
 * Stowline creates are written here.
 */
export function createShipmentsRepository(db: Executor) {
  return {
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
        placementFee: shipment.placementFee.toFixed(2),
        placementFeeCurrency: shipment.placementFeeCurrency,
        shipmentType: shipment.shipmentType,
        isPartnered: shipment.isPartnered,
        createdBy: shipment.createdBy,
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
            })),
          )
          .onConflictDoUpdate({
            target: [shipmentItems.shipmentRowId, shipmentItems.sellerSku],
            set: {
              fulfillmentNetworkSku: sql`excluded.fulfillment_network_sku`,
              quantityShipped: sql`excluded.quantity_shipped`,
              quantityInCase: sql`excluded.quantity_in_case`,
              updatedAt: sql`now()`,
            },
          });
      }
      return row.id;
    },

    async findByShipmentId(accountId: string, shipmentId: string): Promise<ShipmentRow[]> {
      return db
        .select()
        .from(shipments)
        .where(and(eq(shipments.accountId, accountId), eq(shipments.shipmentId, shipmentId)));
    },

    async find(accountId: string, id: string): Promise<ShipmentRow | undefined> {
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

    /** Replaces a shipment's items with Amazon's list (after a content update). */
    async replaceItems(
      accountId: string,
      shipmentRowId: string,
      items: { sellerSku: string; fulfillmentNetworkSku: string; quantity: number }[],
    ): Promise<void> {
      await db
        .delete(shipmentItems)
        .where(and(eq(shipmentItems.accountId, accountId), eq(shipmentItems.shipmentRowId, shipmentRowId)));
      if (!items.length) return;
      await db.insert(shipmentItems).values(
        items.map((item) => ({
          accountId,
          shipmentRowId,
          sellerSku: item.sellerSku,
          fulfillmentNetworkSku: item.fulfillmentNetworkSku,
          quantityShipped: item.quantity,
        })),
      );
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
