import { sql, type SQL } from 'drizzle-orm';
import type { PalletErrorFilter } from '@stowline/domain';
import { rowsOf, type Executor } from '../../db/client.js';

/** A pallet with what its row and the rules read: its boxes' count and the total weight in pounds. */
export interface PalletRow {
  id: string;
  shipment_row_id: string;
  number: number;
  height: number | null;
  weight: number | null;
  is_stacked: boolean;
  box_count: number;
  total_weight: number;
  created_at: string | Date;
  updated_at: string | Date;
}

/** A box on a pallet, with its weight in pounds (own weight, 0 while missing, and its items'). */
export interface PalletBoxRow {
  id: string;
  pallet_id: string;
  number: number;
  units: number;
  weight_lb: number;
}

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const toLb = (value: SQL, unit: SQL) =>
  sql`(case ${unit} when 'ounces' then ${value}::float8 / 16 when 'pounds' then ${value}::float8 end)`;

/**
 * Each box of the shipment that is on a pallet, with its weight in pounds: the box's own weight
 * (0 while missing) plus each item's weight (its own, else its product's) times its units, as
 * `boxTotalWeight` of packages/domain counts it.
 */
const boxWeights = (shipmentRowId: string) => sql`
  select b.id, b.pallet_id, b.number, b.units,
         coalesce(${toLb(sql`b.weight`, sql`b.weight_unit`)}, 0) + coalesce((
           select sum(bi.quantity * ${toLb(sql`w.value`, sql`w.unit`)})
           from box_items bi
           join shipment_items si on si.id = bi.shipment_item_id
           join shipments s on s.id = si.shipment_row_id
           left join products p
             on p.seller_sku = si.seller_sku
            and p.store_marketplace_id = coalesce(s.store_marketplace_id,
                  (select sm.id from store_marketplaces sm where sm.store_id = s.store_id
                   order by sm.is_default desc, sm.created_at limit 1))
           cross join lateral (
             select case when si.weight_value is not null then si.weight_value else p.weight_value end as value,
                    case when si.weight_value is not null then si.weight_unit else p.weight_unit end as unit) w
           where bi.box_id = b.id and w.value > 0), 0) as weight_lb
  from boxes b
  where b.shipment_row_id = ${shipmentRowId} and b.pallet_id is not null`;

/** The shipment's pallets with their box count and total weight (pallet weight, 0 while missing, and its boxes'). */
const palletTotals = (shipmentRowId: string) => sql`
  with bw as (${boxWeights(shipmentRowId)})
  select p.id, p.shipment_row_id, p.number, p.height, p.weight, p.is_stacked, p.created_at, p.updated_at,
         (select count(*)::int from bw where bw.pallet_id = p.id) as box_count,
         round((coalesce(p.weight, 0) + coalesce((select sum(bw.weight_lb) from bw where bw.pallet_id = p.id), 0))::numeric, 2)::float8 as total_weight
  from pallets p
  where p.shipment_row_id = ${shipmentRowId}`;

/** The SQL of a pallet error rule (as `palletErrorsOf` in packages/domain), for a row `t` of palletTotals. */
function palletErrorSql(filter: PalletErrorFilter): SQL {
  const dimensions = sql`(t.height is null or t.height <= 0 or t.weight is null or t.weight <= 0)`;
  const empty = sql`t.box_count = 0`;
  const weight = sql`(t.total_weight < 150 or t.total_weight > 40000)`;
  switch (filter) {
    case 'MISSING_DIMENSIONS':
      return dimensions;
    case 'EMPTY_PALLETS':
      return empty;
    case 'INVALID_WEIGHT':
      return weight;
    case 'ALL_ERRORS':
      return sql`(${dimensions} or ${empty} or ${weight})`;
  }
}

/**
 * Queries of pallets and of boxes' pallet (the shipments module's tables, migration 0020). Every
 * one is scoped to a shipment the service found in the caller's account; the (shipment, pallet)
 * foreign key keeps a box on a pallet of its own shipment, so a write either keeps that or fails.
 */
export function createPalletsRepository(db: Executor) {
  async function renumber(shipmentRowId: string) {
    await db.execute(sql`
      update pallets p set number = r.n, updated_at = now()
      from (select id, row_number() over (order by number)::int as n from pallets where shipment_row_id = ${shipmentRowId}) r
      where p.id = r.id and p.number <> r.n`);
  }

  return {
    /** One page of pallets by number, with the count and ids of every pallet matching the filter. */
    async page(
      shipmentRowId: string,
      options: { errorFilter?: PalletErrorFilter | undefined; offset: number; limit: number },
    ): Promise<{ rows: PalletRow[]; total: number; ids: string[] }> {
      const where = options.errorFilter ? palletErrorSql(options.errorFilter) : sql`true`;
      const rows = rowsOf<PalletRow>(
        await db.execute(sql`
          with t as (${palletTotals(shipmentRowId)})
          select * from t where ${where} order by t.number`),
      );
      const end = options.limit === 0 ? undefined : options.offset + options.limit;
      return { rows: rows.slice(options.offset, end), total: rows.length, ids: rows.map((r) => r.id) };
    },

    /** Every pallet of the shipment (readiness, errors), by number. */
    async all(shipmentRowId: string): Promise<PalletRow[]> {
      return rowsOf<PalletRow>(
        await db.execute(sql`with t as (${palletTotals(shipmentRowId)}) select * from t order by t.number`),
      );
    },

    async byIds(shipmentRowId: string, ids: readonly string[]): Promise<PalletRow[]> {
      if (!ids.length) return [];
      return rowsOf<PalletRow>(
        await db.execute(sql`
          with t as (${palletTotals(shipmentRowId)})
          select * from t where t.id = any(${uuidArray(ids)}) order by t.number`),
      );
    },

    /** The boxes on these pallets with their weights, by number. */
    async boxesOf(shipmentRowId: string, palletIds: readonly string[]): Promise<PalletBoxRow[]> {
      if (!palletIds.length) return [];
      return rowsOf<PalletBoxRow>(
        await db.execute(sql`
          with bw as (${boxWeights(shipmentRowId)})
          select id, pallet_id, number, units, round(weight_lb::numeric, 2)::float8 as weight_lb from bw
          where pallet_id = any(${uuidArray(palletIds)}) order by number`),
      );
    },

    async numbers(shipmentRowId: string): Promise<{ id: string; number: number; box_count: number }[]> {
      return rowsOf<{ id: string; number: number; box_count: number }>(
        await db.execute(sql`
          select p.id, p.number, (select count(*)::int from boxes b where b.pallet_id = p.id) as box_count
          from pallets p where p.shipment_row_id = ${shipmentRowId} order by p.number`),
      );
    },

    async count(shipmentRowId: string): Promise<{ count: number; max: number }> {
      const [row] = rowsOf<{ count: number; max: number }>(
        await db.execute(
          sql`select count(*)::int as count, coalesce(max(number), 0)::int as max from pallets where shipment_row_id = ${shipmentRowId}`,
        ),
      );
      return row ?? { count: 0, max: 0 };
    },

    /** The boxes of `boxIds` in the shipment, with the pallet each is on (locked for the move). */
    async boxPallets(
      shipmentRowId: string,
      boxIds: readonly string[],
    ): Promise<{ id: string; pallet_id: string | null }[]> {
      if (!boxIds.length) return [];
      return rowsOf<{ id: string; pallet_id: string | null }>(
        await db.execute(sql`
          select id, pallet_id from boxes
          where shipment_row_id = ${shipmentRowId} and id = any(${uuidArray(boxIds)})
          order by id for no key update`),
      );
    },

    /** A new pallet numbered after the last. Run with the shipment locked ('update'). */
    async create(input: { accountId: string; shipmentRowId: string; userId: string; number: number }): Promise<string> {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into pallets (account_id, shipment_row_id, number, created_by)
          values (${input.accountId}, ${input.shipmentRowId}, ${input.number}, ${input.userId})
          returning id`),
      );
      return row!.id;
    },

    /** Puts boxes on a pallet of the same shipment; the boxes moved. */
    async assign(shipmentRowId: string, palletId: string, boxIds: readonly string[]): Promise<string[]> {
      if (!boxIds.length) return [];
      return rowsOf<{ id: string }>(
        await db.execute(sql`
          update boxes set pallet_id = ${palletId}, updated_at = now()
          where shipment_row_id = ${shipmentRowId} and id = any(${uuidArray(boxIds)})
            and pallet_id is distinct from ${palletId}::uuid
          returning id`),
      ).map((r) => r.id);
    },

    /** Takes boxes off their pallets (those of `palletIds`, or the given boxes); the boxes changed. */
    async unassign(shipmentRowId: string, target: { palletIds: readonly string[] } | { boxIds: readonly string[] }) {
      const only =
        'palletIds' in target
          ? sql`pallet_id = any(${uuidArray(target.palletIds)})`
          : sql`id = any(${uuidArray(target.boxIds)}) and pallet_id is not null`;
      return rowsOf<{ id: string }>(
        await db.execute(sql`
          update boxes set pallet_id = null, updated_at = now()
          where shipment_row_id = ${shipmentRowId} and ${only}
          returning id`),
      ).map((r) => r.id);
    },

    /** Deletes pallets (their boxes stay, off any pallet) and renumbers the rest 1..N; the pallets deleted. */
    async delete(shipmentRowId: string, palletIds: readonly string[]): Promise<string[]> {
      const deleted = rowsOf<{ id: string }>(
        await db.execute(sql`
          delete from pallets where shipment_row_id = ${shipmentRowId} and id = any(${uuidArray(palletIds)})
          returning id`),
      ).map((r) => r.id);
      if (deleted.length) await renumber(shipmentRowId);
      return deleted;
    },

    /** Sets height and weight and/or stacked on the pallets; the pallets changed. */
    async setDetails(
      shipmentRowId: string,
      palletIds: readonly string[],
      details: { height?: number; weight?: number; isStacked?: boolean },
    ): Promise<string[]> {
      const sets: SQL[] = [sql`updated_at = now()`];
      if (details.height !== undefined) sets.push(sql`height = ${details.height}`);
      if (details.weight !== undefined) sets.push(sql`weight = ${details.weight}`);
      if (details.isStacked !== undefined) sets.push(sql`is_stacked = ${details.isStacked}`);
      return rowsOf<{ id: string }>(
        await db.execute(sql`
          update pallets set ${sql.join(sets, sql`, `)}
          where shipment_row_id = ${shipmentRowId} and id = any(${uuidArray(palletIds)})
          returning id`),
      ).map((r) => r.id);
    },

    /** Each pallet's number by id (the box cards' 'Pallet {n}'). */
    async numbersOf(palletIds: readonly string[]): Promise<Map<string, number>> {
      if (!palletIds.length) return new Map();
      const rows = rowsOf<{ id: string; number: number }>(
        await db.execute(sql`select id, number from pallets where id = any(${uuidArray(palletIds)})`),
      );
      return new Map(rows.map((r) => [r.id, r.number]));
    },
  };
}
export type PalletsRepository = ReturnType<typeof createPalletsRepository>;
