import {
  SHIPMENT_EXPORT_COLUMNS,
  SHIPMENT_STATUS_FILTERS,
  SHIPMENT_SIDEBAR_STEP,
  getShownShipmentId,
  shipmentListMessages,
  statusFilterOf,
  toSafeCsv,
  type GetShipmentsBody,
  type ShipmentExportQuery,
  type ShipmentStatsBody,
  type ShipmentStatusCounts,
} from '@stowline/domain';
import type { Actor } from '../auth/sessions.js';
import type { ShipmentListFilter, ShipmentListRepository } from './shipment-list.repository.js';
import { createShipmentView, EMPTY_COUNTS, type AccountDefaults, type SellerCentralUrlOf } from './shipment-view.js';

export interface ShipmentsServiceDeps {
  listRepo: ShipmentListRepository;
  /** Setting → Shipping's defaults. */
  accountDefaults: AccountDefaults;
  /** Where each shipment's Seller Central link goes. */
  sellerCentralUrlOf: SellerCentralUrlOf;
}

/**
 * The shipment list, the sidebar and one shipment (see README.md beside this file); the settings
 * panel and the shipment-level edits are shipment-edits.service's.
 */
export function createShipmentsService(deps: ShipmentsServiceDeps) {
  const repo = deps.listRepo;
  const { countBoxes, toTile, detailOf, rowsWithCounts } = createShipmentView(deps);

  async function requireMarketplace(accountId: string): Promise<string | null> {
    return (await repo.defaultStoreMarketplace(accountId))?.id ?? null;
  }

  function listFilter(body: {
    search?: string | undefined;
    status: ShipmentListFilter['status'];
    startDate?: string | undefined;
    endDate?: string | undefined;
  }): ShipmentListFilter {
    return {
      search: body.search,
      status: body.status,
      from: body.startDate ? new Date(body.startDate) : undefined,
      to: body.endDate ? new Date(body.endDate) : undefined,
    };
  }

  return {
    /** The table: one page (newest first) and the count per status button. */
    async getStats(actor: Actor, page: { perPage: number; pageNumber: number }, body: ShipmentStatsBody) {
      const status = body.status ?? 'ALL';
      const statusCounts = Object.fromEntries(SHIPMENT_STATUS_FILTERS.map((f) => [f.value, 0])) as ShipmentStatusCounts;
      const marketplace = await requireMarketplace(actor.accountId);
      if (!marketplace) return { stats: [], totalCount: 0, statusCounts };
      const filter = listFilter({ ...body, status, startDate: body.date?.startDate, endDate: body.date?.endDate });
      const [{ rows, total }, byStatus] = await Promise.all([
        repo.listPage(actor.accountId, marketplace, filter, {
          limit: page.perPage,
          offset: (page.pageNumber - 1) * page.perPage,
          sortOrder: body.sortOrder ?? 'desc',
        }),
        repo.countByStatus(actor.accountId, marketplace, filter),
      ]);
      for (const { status: s, n } of byStatus) {
        statusCounts.ALL += n;
        statusCounts[statusFilterOf(s)] += n;
      }
      return { stats: await rowsWithCounts(actor.accountId, rows, true), totalCount: total, statusCounts };
    },

    /** The sidebar: 10 tiles after the ones the screen holds. */
    async getShipments(actor: Actor, body: GetShipmentsBody) {
      const nextLimit = body.nextLimit ?? 0;
      const warehouses = await repo.warehouseNames(actor.accountId);
      const marketplace = await requireMarketplace(actor.accountId);
      if (!marketplace) return { response: [], warehouses, totalShipmentCount: 0, nextLimit };
      const { rows, total } = await repo.listPage(
        actor.accountId,
        marketplace,
        {
          search: body.search,
          searchName: true,
          status: body.status ?? 'ALL',
          type: body.type ?? 'ALL',
          warehouseId: body.warehouseId,
        },
        { limit: SHIPMENT_SIDEBAR_STEP, offset: nextLimit, sortOrder: 'desc' },
      );
      const ids = rows.map((r) => r.shipment.id);
      const [counts, boxes] = await Promise.all([
        repo.countsOf(actor.accountId, ids),
        countBoxes(actor.accountId, ids),
      ]);
      return {
        response: rows.map((r) => toTile(r, counts.get(r.shipment.id) ?? EMPTY_COUNTS, boxes.get(r.shipment.id) ?? 0)),
        warehouses,
        totalShipmentCount: total,
        nextLimit,
      };
    },

    async getShipment(actor: Actor, id: string) {
      return { shipment: await detailOf(actor, id) };
    },

    /** The table's rows for its filters, every page, as CSV. */
    async exportShipments(actor: Actor, query: ShipmentExportQuery): Promise<string> {
      const marketplace = await requireMarketplace(actor.accountId);
      const lines: (string | number)[][] = [[...SHIPMENT_EXPORT_COLUMNS]];
      if (marketplace) {
        const filter = listFilter({ ...query, status: query.status ?? 'ALL' });
        for (let offset = 0; ; offset += 500) {
          const { rows } = await repo.listPage(actor.accountId, marketplace, filter, {
            limit: 500,
            offset,
            sortOrder: 'desc',
          });
          for (const r of await rowsWithCounts(actor.accountId, rows, false)) {
            lines.push([
              // A shipment Amazon has yet to place has no FBA id: its name, never its packing group id.
              getShownShipmentId(r),
              r.shipmentName,
              r.skus,
              r.units,
              r.boxes,
              r.createdBy?.name ?? shipmentListMessages.createdByDefault,
              r.shipfrom,
              r.shipTo,
              r.shipmentType ?? '',
              r.units,
              r.closedQuantity,
              r.shipmentStatus,
              r.voidDate ?? shipmentListMessages.voidDateDefault,
              r.createdAt,
            ]);
          }
          if (rows.length < 500) break;
        }
      }
      return toSafeCsv(lines);
    },
  };
}
export type ShipmentsService = ReturnType<typeof createShipmentsService>;
