import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boxWeightLb, shipmentContentPreference } from '@stowline/domain';
import { rowsOf, type Executor } from '../../db/client.js';
import type { PackedBox, PlacedBox, PlacedShipment } from './placed-boxes.js';

/** Box numbers while a placement renumbers boxes by Amazon's numbers (box numbers are unique per shipment). */
const TEMPORARY_NUMBER = 1_000_000;

/**
 * Boxes with Amazon's ids, as rows for `jsonb_to_recordset`: each keeps its id (`id`), gets one if
 * it is copied into another shipment (`new_id`), and takes Amazon's number lifted past
 * TEMPORARY_NUMBER until every box of the shipment has its own.
 */
const placedRows = (boxes: readonly PlacedBox[]) =>
  JSON.stringify(
    boxes.map((box) => ({
      id: box.ourBoxId,
      new_id: randomUUID(),
      box_id: box.boxId,
      package_id: box.packageId,
      number: TEMPORARY_NUMBER + box.number,
    })),
  );

/** An Amazon shipment of the confirmed placement option, as the shipments table keeps it. */
export interface PlacedShipmentRecord extends PlacedShipment {
  fbaId: string;
  name: string;
  placementOptionId: string;
  destinationFc: string;
  placementFee: number;
  placementFeeCurrency: string;
  items: { sellerSku: string; fnsku: string; quantity: number }[];
}

/**
 * The shipments module's writes when a pack-first plan is placed (modules/inbound README, "Small
 * parcel"). Run inside the caller's transaction: the packing groups' shipments become Amazon's
 * shipments (one reused per Amazon shipment, new rows for the others), each box goes to the
 * shipment Amazon put it in with Amazon's box id, package id and number, the items follow Amazon's
 * split, and group shipments left empty are removed. Moved units are recorded in the unit history
 * as taken from one box and placed in the other ('amazon', 'placement').
 */
export function createPlacementRepository(db: Executor) {
  /** Amazon's box ids, package ids and (lifted) numbers on boxes already in the shipment, in one statement. */
  const writeAmazonIds = (accountId: string, shipmentRowId: string, boxes: readonly PlacedBox[]) =>
    db.execute(sql`
      update boxes b set amazon_box_id = v.box_id, package_id = v.package_id, number = v.number, updated_at = now()
      from jsonb_to_recordset(${placedRows(boxes)}::jsonb) as v(id uuid, box_id text, package_id text, number int)
      where b.account_id = ${accountId} and b.shipment_row_id = ${shipmentRowId} and b.id = v.id`);

  return {
    /**
     * The names of the shipments not fully packed: a unit not in a box, a box without its
     * dimensions or weight, or no box at all.
     */
    async unpacked(accountId: string, shipmentRowIds: string[]): Promise<string[]> {
      if (!shipmentRowIds.length) return [];
      const rows = rowsOf<{ shipment_name: string; shipment_id: string }>(
        await db.execute(sql`
          select s.shipment_name, s.shipment_id from shipments s
          where s.account_id = ${accountId} and s.id in (${sql.join(
            shipmentRowIds.map((id) => sql`${id}`),
            sql`, `,
          )})
            and (exists (select 1 from shipment_items i where i.shipment_row_id = s.id and i.quantity_boxed < i.quantity_shipped)
              or exists (select 1 from boxes b where b.shipment_row_id = s.id
                         and (coalesce(b.length, 0) <= 0 or coalesce(b.width, 0) <= 0 or coalesce(b.height, 0) <= 0
                              or coalesce(b.weight, 0) <= 0))
              or not exists (select 1 from boxes b where b.shipment_row_id = s.id))
          order by s.shipment_name`),
      );
      return rows.map((r) => r.shipment_name || r.shipment_id);
    },

    /** The boxes of the plan's group shipments as they were sent: size, weight in pounds and units per SKU. */
    async packedBoxes(
      accountId: string,
      shipmentRowIds: string[],
    ): Promise<(PackedBox & { contentPreference: 'NONE' | 'FEED' | '2D_BARCODE' })[]> {
      if (!shipmentRowIds.length) return [];
      const rows = rowsOf<{
        id: string;
        shipment_row_id: string;
        length: number | null;
        width: number | null;
        height: number | null;
        weight: number | null;
        weight_unit: string | null;
        content_preference: string | null;
        box_contents_source: string | null;
        items: { msku: string; quantity: number }[];
      }>(
        await db.execute(sql`
          select b.id, b.shipment_row_id, b.length, b.width, b.height, b.weight, b.weight_unit,
            s.content_preference, s.box_contents_source,
            coalesce((select json_agg(json_build_object('msku', si.seller_sku, 'quantity', bi.quantity) order by si.seller_sku)
              from box_items bi join shipment_items si on si.id = bi.shipment_item_id where bi.box_id = b.id), '[]') as items
          from boxes b join shipments s on s.id = b.shipment_row_id
          where b.account_id = ${accountId} and b.shipment_row_id in (${sql.join(
            shipmentRowIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          order by b.shipment_row_id, b.number`),
      );
      return rows.map((b) => ({
        id: b.id,
        shipmentRowId: b.shipment_row_id,
        length: b.length ?? 0,
        width: b.width ?? 0,
        height: b.height ?? 0,
        weightLb: boxWeightLb(b.weight, b.weight_unit),
        contentPreference:
          shipmentContentPreference({
            contentPreference: b.content_preference,
            boxContentsSource: b.box_contents_source,
          }) ?? 'NONE',
        items: b.items,
      }));
    },

    /**
     * Amazon's ids of a shipment's boxes sent after placement (pallets, packed later): each box
     * takes Amazon's box id, package id and number (a box sent again takes its new ids).
     */
    async recordBoxIds(accountId: string, shipmentRowId: string, boxes: PlacedBox[]): Promise<void> {
      if (!boxes.length) return;
      // One statement for all of them (a 2,000-box shipment took seconds box by box).
      await writeAmazonIds(accountId, shipmentRowId, boxes);
      await db.execute(sql`
        update boxes set number = number - ${TEMPORARY_NUMBER}
        where account_id = ${accountId} and shipment_row_id = ${shipmentRowId} and number > ${TEMPORARY_NUMBER}`);
    },

    /** Applies a placement; the shipment row of each Amazon shipment, by Amazon shipment id. */
    async applyPlacement(
      accountId: string,
      groupRowIds: string[],
      shipments: PlacedShipmentRecord[],
    ): Promise<Map<string, string>> {
      await db.execute(sql`select set_config('stowline.unit_source', 'amazon', true),
                                  set_config('stowline.unit_action', 'placement', true),
                                  set_config('stowline.unit_user', '', true)`);
      const template = groupRowIds[0]!;
      const rowOf = new Map<string, string>();
      for (const s of shipments) {
        const fields = sql`shipment_id = ${s.fbaId}, shipment_name = ${s.name}, amazon_shipment_id = ${s.amazonShipmentId},
          placement_option_id = ${s.placementOptionId}, destination_fulfillment_center_id = ${s.destinationFc},
          placement_fee = ${s.placementFee.toFixed(2)}, placement_fee_currency = ${s.placementFeeCurrency}, updated_at = now()`;
        let rowId = s.reuseRowId;
        if (rowId)
          await db.execute(sql`update shipments set ${fields} where account_id = ${accountId} and id = ${rowId}`);
        else {
          const [row] = rowsOf<{ id: string }>(
            await db.execute(sql`
              insert into shipments (account_id, store_id, store_marketplace_id, shipment_id, shipment_name, shipment_status,
                label_prep_type, are_cases_required, destination_fulfillment_center_id, ship_from_address, box_contents_source,
                app_created, inbound_plan_id, amazon_shipment_id, placement_option_id, packing_group_id, placement_fee,
                placement_fee_currency, shipment_type, is_partnered, created_by, content_preference, carrier_name, warehouse_id)
              select account_id, store_id, store_marketplace_id, ${s.fbaId}, ${s.name}, shipment_status, label_prep_type,
                are_cases_required, ${s.destinationFc}, ship_from_address, box_contents_source, app_created, inbound_plan_id,
                ${s.amazonShipmentId}, ${s.placementOptionId}, packing_group_id, ${s.placementFee.toFixed(2)},
                ${s.placementFeeCurrency}, shipment_type, is_partnered, created_by, content_preference, carrier_name, warehouse_id
              from shipments where account_id = ${accountId} and id = ${template}
              returning id`),
          );
          rowId = row!.id;
        }
        rowOf.set(s.amazonShipmentId, rowId);
        // Amazon's items, never below what the shipment's boxes hold until the boxes have moved.
        for (const item of s.items)
          await db.execute(sql`
            insert into shipment_items (account_id, shipment_row_id, seller_sku, fulfillment_network_sku, quantity_shipped,
                                        quantity_in_case, prep_details_list, exp_date)
            select ${accountId}, ${rowId}, ${item.sellerSku}, ${item.fnsku}, ${item.quantity},
                   coalesce(max(si.quantity_in_case), 0), coalesce((array_agg(si.prep_details_list))[1], '[]'::jsonb),
                   max(si.exp_date)
            from shipment_items si
            where si.account_id = ${accountId} and lower(si.seller_sku) = lower(${item.sellerSku})
              and si.shipment_row_id in (${sql.join(
                groupRowIds.map((id) => sql`${id}`),
                sql`, `,
              )})
            on conflict (shipment_row_id, seller_sku) do update
              set quantity_shipped = greatest(shipment_items.quantity_shipped, excluded.quantity_shipped),
                  fulfillment_network_sku = excluded.fulfillment_network_sku, updated_at = now()`);
      }
      // Each shipment's boxes in a few statements, not box by box (a shipment of 2,000 boxes took
      // seconds): boxes already in it take Amazon's ids; the others are copied in under new ids
      // with their units (the unit history records them taken out and placed in), then deleted.
      for (const s of shipments) {
        const rowId = rowOf.get(s.amazonShipmentId)!;
        if (!s.boxes.length) continue;
        const ids = `{${s.boxes.map((b) => b.ourBoxId).join(',')}}`;
        const elsewhere = new Set(
          rowsOf<{ id: string }>(
            await db.execute(sql`
              select id from boxes
              where account_id = ${accountId} and id = any(${ids}::uuid[]) and shipment_row_id <> ${rowId}`),
          ).map((r) => r.id),
        );
        const staying = s.boxes.filter((b) => !elsewhere.has(b.ourBoxId));
        if (staying.length) await writeAmazonIds(accountId, rowId, staying);
        const moving = s.boxes.filter((b) => elsewhere.has(b.ourBoxId));
        if (!moving.length) continue;
        const moves = placedRows(moving);
        const v = sql`jsonb_to_recordset(${moves}::jsonb) as v(id uuid, new_id uuid, box_id text, package_id text, number int)`;
        await db.execute(sql`
          insert into boxes (id, account_id, shipment_row_id, number, length, width, height, weight, weight_unit,
                             tracking_id, category_id, created_by, amazon_box_id, package_id)
          select v.new_id, b.account_id, ${rowId}, v.number, b.length, b.width, b.height, b.weight, b.weight_unit,
                 b.tracking_id, b.category_id, b.created_by, v.box_id, v.package_id
          from ${v} join boxes b on b.id = v.id and b.account_id = ${accountId}`);
        await db.execute(sql`
          insert into box_items (account_id, shipment_row_id, box_id, shipment_item_id, quantity)
          select bi.account_id, ${rowId}, v.new_id, target.id, bi.quantity
          from ${v}
          join box_items bi on bi.box_id = v.id
          join shipment_items si on si.id = bi.shipment_item_id
          join shipment_items target on target.shipment_row_id = ${rowId} and target.seller_sku = si.seller_sku`);
        await db.execute(sql`
          delete from boxes where account_id = ${accountId} and id in (select v.id from ${v})`);
      }
      const rows = [...rowOf.values()];
      const inRows = sql.join(
        rows.map((id) => sql`${id}`),
        sql`, `,
      );
      await db.execute(sql`
        update boxes set number = number - ${TEMPORARY_NUMBER}
        where account_id = ${accountId} and shipment_row_id in (${inRows}) and number > ${TEMPORARY_NUMBER}`);
      // Amazon's split: each shipment's units as Amazon lists them; SKUs it left out go (their boxes moved).
      for (const s of shipments) {
        const rowId = rowOf.get(s.amazonShipmentId)!;
        const units = JSON.stringify(s.items.map((i) => ({ sku: i.sellerSku, quantity: i.quantity })));
        await db.execute(sql`
          update shipment_items si set quantity_shipped = x.quantity, updated_at = now()
          from jsonb_to_recordset(${units}::jsonb) as x(sku text, quantity int)
          where si.shipment_row_id = ${rowId} and si.seller_sku = x.sku`);
        await db.execute(sql`
          delete from shipment_items si
          where si.shipment_row_id = ${rowId}
            and not exists (select 1 from jsonb_to_recordset(${units}::jsonb) as x(sku text, quantity int) where x.sku = si.seller_sku)`);
      }
      await db.execute(sql`
        delete from shipments s
        where s.account_id = ${accountId}
          and s.id in (${sql.join(
            groupRowIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          and s.id not in (${inRows})
          and not exists (select 1 from boxes b where b.shipment_row_id = s.id)`);
      return rowOf;
    },
  };
}
export type PlacementRepository = ReturnType<typeof createPlacementRepository>;
