import {
  SHIPMENT_EXPORT_COLUMNS,
  SHIPMENT_STATUS_FILTERS,
  SHIPMENT_SIDEBAR_STEP,
  applyShipmentSettingsChange,
  canDownloadBol,
  contentPreferenceFromAmazon,
  effectiveShipmentSettings,
  getCarrierChoices,
  isShipmentEditable,
  inboundMessages,
  shipmentListMessages,
  statusFilterOf,
  storeMessages,
  toSafeCsv,
  type EditInboundShipmentBody,
  type GetShipmentSettingsBody,
  type GetShipmentsBody,
  type ShipmentAddress,
  type ShipmentDetail,
  type ShipmentExportQuery,
  type ShipmentListRow,
  type ShipmentSettingsBody,
  type ShipmentSettingsValues,
  type ShipmentStatsBody,
  type ShipmentStatusCounts,
  type ShipmentTile,
  type UpdateContentPreferenceBody,
} from '@stowline/domain';
import { AppError } from '../../errors.js';
import { marketplaceRefusal } from '../marketplace/marketplace-refusal.js';
import type { Actor } from '../auth/sessions.js';
import { createInboundApi, type AddressInput, type InboundApi } from '../marketplace/fulfillment-inbound.js';
import type { MarketplaceClient } from '../marketplace/marketplace-client.js';
import type { WarehouseRow } from '../warehouses/warehouses.repository.js';
import type { ShipmentCounts, ShipmentListFilter, ShipmentListRepository } from './shipment-list.repository.js';
import { awaitInboundOperation } from '../inbound/await-operation.js';

type ListRow = NonNullable<Awaited<ReturnType<ShipmentListRepository['find']>>>;

export interface ShipmentsServiceDeps {
  listRepo: ShipmentListRepository;
  /** Setting → Shipping's defaults. */
  accountDefaults: (accountId: string) => Promise<
    | {
        contentPreference: string | null;
        shipmentType: string | null;
        isPartnered: string | null;
        carrier: string | null;
      }
    | undefined
  >;
  findWarehouse: (accountId: string, id: string) => Promise<WarehouseRow | undefined>;
  /** Deleting a WORKING shipment: the inbound module cancels its v2024 inbound plan. */
  cancelShipment: (actor: Actor, shipmentId: string) => Promise<{ message: string }>;
  /** Clear Shipment (the 'clear' action): the boxes part of the module empties and deletes every box. */
  clearShipmentBoxes: (actor: Actor, shipmentRowId: string) => Promise<unknown>;
  /** Called after a committed change of a shipment (live updates hook in here). */
  changed?: (event: { accountId: string; shipmentRowId: string; kind: 'shipment' | 'deleted' }) => void;
  marketplace: MarketplaceClient;
  sleep?: (ms: number) => Promise<void>;
  /** How long a call waits for an Amazon operation (ship-from change). */
  operationWaitMs?: number;
}

const EMPTY_COUNTS: ShipmentCounts = { skus: 0, units: 0, received: 0, weight: null, fbaTypes: [], prepOwners: [] };

const notFound = () => new AppError('NOT_FOUND', shipmentListMessages.shipmentNotFound);

/** An address as the spec's fields name it, from v0's (PascalCase) or v2024's (camelCase) shape. */
function toAddress(raw: Record<string, string> | null | undefined): ShipmentAddress | null {
  if (!raw) return null;
  const get = (camel: string, pascal: string) => raw[camel] ?? raw[pascal] ?? '';
  return {
    name: get('name', 'Name') || get('companyName', 'CompanyName'),
    addressLine1: get('addressLine1', 'AddressLine1'),
    city: get('city', 'City'),
    countryCode: get('countryCode', 'CountryCode'),
    stateOrProvinceCode: get('stateOrProvinceCode', 'StateOrProvinceCode'),
    postalCode: get('postalCode', 'PostalCode'),
  };
}

/** A warehouse as v2024's AddressInput wants it. */
function toSourceAddress(w: WarehouseRow): AddressInput {
  return {
    name: w.contactName,
    companyName: w.name,
    addressLine1: w.addressLine1,
    ...(w.addressLine2 ? { addressLine2: w.addressLine2 } : {}),
    city: w.city,
    stateOrProvinceCode: w.stateOrProvinceCode,
    postalCode: w.postalCode,
    countryCode: w.countryCode,
    phoneNumber: w.contactPhone,
    email: w.contactEmail,
  };
}

/**
 * The shipment list, the sidebar, one shipment, its settings and the shipment-level edits (see
 * README.md beside this file). Name, ship-from and delete go to Amazon first (v2024
 * updateShipmentName, updateShipmentSourceAddress, cancelInboundPlan) and are stored only when
 * Amazon took them; every write is conditional on the shipment still being WORKING.
 */
export function createShipmentsService(deps: ShipmentsServiceDeps) {
  const repo = deps.listRepo;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const operationWaitMs = deps.operationWaitMs ?? 60_000;
  const countBoxes = (accountId: string, ids: string[]) => repo.boxCounts(accountId, ids);

  async function requireMarketplace(accountId: string): Promise<string | null> {
    return (await repo.defaultStoreMarketplace(accountId))?.id ?? null;
  }

  async function requireShipment(actor: Actor, id: string): Promise<ListRow> {
    const row = await repo.find(actor.accountId, id);
    if (!row) throw notFound();
    return row;
  }

  function toRow(
    row: ListRow,
    counts: ShipmentCounts,
    boxes: number,
    items: ShipmentListRow['items'],
  ): ShipmentListRow {
    const s = row.shipment;
    const shipFrom = toAddress(s.shipFromAddress);
    const isCreatedHere = Boolean(s.inboundPlanId && s.amazonShipmentId);
    return {
      _id: s.id,
      shipmentId: s.shipmentId,
      shipmentName: s.shipmentName,
      shipmentStatus: s.shipmentStatus,
      shipmentType: s.shipmentType,
      isPartnered: s.isPartnered,
      appCreated: s.appCreated,
      skus: counts.skus,
      skuLength: counts.skus,
      units: counts.units,
      boxes,
      closedQuantity: counts.received,
      createdBy: row.createdByName ? { name: row.createdByName } : null,
      createdAt: s.createdAt.toISOString(),
      voidDate: s.shipmentStatus === 'PENDING_TO_MARK_SHIP' && s.voidDate ? s.voidDate.toISOString() : null,
      transportStatus: s.transportStatus,
      shipfrom: shipFrom ? [shipFrom.city, shipFrom.stateOrProvinceCode].filter(Boolean).join(', ') : '',
      shipTo: s.destinationFulfillmentCenterId,
      destinationFulfillmentCenterId: s.destinationFulfillmentCenterId,
      items,
      canEdit: isShipmentEditable(s.shipmentStatus) && isCreatedHere,
      canDownloadBol: canDownloadBol(s),
    };
  }

  function toTile(row: ListRow, counts: ShipmentCounts, boxes: number): ShipmentTile {
    const { items: _items, ...base } = toRow(row, counts, boxes, []);
    const s = row.shipment;
    return {
      ...base,
      shipFromAddress: toAddress(s.shipFromAddress),
      shipToAddress: toAddress(row.shipToAddress) ?? {
        name: s.destinationFulfillmentCenterId,
        addressLine1: '',
        city: '',
        countryCode: '',
        stateOrProvinceCode: '',
        postalCode: '',
      },
      weight: counts.weight,
      fbaType: counts.fbaTypes.join(', ') || 'NOT ATTACHED',
      prepOwner: counts.prepOwners.length ? counts.prepOwners.join(', ') : 'NONE',
      contentPreference: s.contentPreference ?? contentPreferenceFromAmazon(s.boxContentsSource) ?? 'NONE',
      warehouseId: row.warehouseId,
    };
  }

  async function settingsOf(row: ListRow): Promise<ShipmentSettingsValues> {
    const s = row.shipment;
    return effectiveShipmentSettings(
      {
        contentPreference: s.contentPreference ?? contentPreferenceFromAmazon(s.boxContentsSource),
        shipmentType: s.shipmentType,
        isPartnered: s.isPartnered,
        carrierName: s.carrierName,
      },
      await deps.accountDefaults(s.accountId),
    );
  }

  async function detailOf(actor: Actor, id: string): Promise<ShipmentDetail> {
    const row = await requireShipment(actor, id);
    const [counts, boxes, items] = await Promise.all([
      repo.countsOf(actor.accountId, [id]),
      countBoxes(actor.accountId, [id]),
      repo.itemsOf(actor.accountId, [id]),
    ]);
    const s = row.shipment;
    const tile = toTile(row, counts.get(id) ?? EMPTY_COUNTS, boxes.get(id) ?? 0);
    const settings = await settingsOf(row);
    return {
      ...tile,
      contentPreference: settings.contentPreference,
      carrierName: settings.carrierName,
      areCasesRequired: s.areCasesRequired,
      labelPrepType: s.labelPrepType,
      estimatedCost: s.estimatedCost === null ? null : Number(s.estimatedCost),
      estimatedCostCurrency: s.estimatedCostCurrency,
      masterTrackingNumber: s.masterTrackingNumber,
      feedDetails: {
        status: s.feedStatus === 'Success' || s.feedStatus === 'Failed' ? s.feedStatus : 'Pending',
        errorList: s.feedErrors,
      },
      settings,
      editable: isShipmentEditable(s.shipmentStatus),
      items: items.map(({ shipmentRowId: _r, ...i }) => i),
    };
  }

  /** The Amazon side of a shipment created here; refused for others (they are Seller Central's). */
  async function amazonShipmentOf(actor: Actor, row: ListRow): Promise<{ api: InboundApi; plan: string; id: string }> {
    const s = row.shipment;
    if (!isShipmentEditable(s.shipmentStatus)) throw new AppError('CONFLICT', shipmentListMessages.notWorking);
    if (!s.inboundPlanId || !s.amazonShipmentId) throw new AppError('CONFLICT', shipmentListMessages.notCreatedHere);
    const store = await repo.findStore(actor.accountId, s.storeId);
    if (!store?.sellerId || !store.isAuthorized)
      throw new AppError('STORE_UNAUTHORIZED', storeMessages.needToConnectStore);
    return {
      api: createInboundApi(deps.marketplace, { storeId: store.storeId, sellerId: store.sellerId }),
      plan: s.inboundPlanId,
      id: s.amazonShipmentId,
    };
  }

  const awaitOperation = (api: InboundApi, operationId: string) =>
    awaitInboundOperation(api, operationId, { waitMs: operationWaitMs, sleep }, inboundMessages.changeRefused);

  async function stored(actor: Actor, id: string, written: boolean) {
    if (!written) {
      // Gone or no longer WORKING since it was read (another packer, the sync).
      const row = await repo.find(actor.accountId, id);
      if (!row) throw notFound();
      throw new AppError('CONFLICT', shipmentListMessages.notWorking);
    }
    deps.changed?.({ accountId: actor.accountId, shipmentRowId: id, kind: 'shipment' });
  }

  async function settingsAnswer(actor: Actor, id: string, message: string) {
    const detail = await detailOf(actor, id);
    return {
      message,
      settings: detail.settings,
      carriers: getCarrierChoices(detail.settings.isPartnered).map((c) => ({ value: c.value, label: c.label })),
      warehouseId: detail.warehouseId,
      editable: detail.editable,
    };
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

  async function rowsWithCounts(accountId: string, rows: ListRow[], withItems: boolean) {
    const ids = rows.map((r) => r.shipment.id);
    const [counts, boxes, items] = await Promise.all([
      repo.countsOf(accountId, ids),
      countBoxes(accountId, ids),
      withItems ? repo.itemsOf(accountId, ids) : Promise.resolve([]),
    ]);
    return rows.map((r) =>
      toRow(
        r,
        counts.get(r.shipment.id) ?? EMPTY_COUNTS,
        boxes.get(r.shipment.id) ?? 0,
        items.filter((i) => i.shipmentRowId === r.shipment.id).map(({ shipmentRowId: _r, ...i }) => i),
      ),
    );
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
              r.shipmentId,
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

    async getSettings(actor: Actor, body: GetShipmentSettingsBody) {
      const row = await requireShipment(actor, body.inboundShipmentId);
      const current = await settingsOf(row);
      // The screen's values (not stored yet) decide the carrier choices it may offer.
      const viewed =
        applyShipmentSettingsChange(current, {
          ...(body.shipmentType ? { shipmentType: body.shipmentType } : {}),
          ...(body.isPartnered ? { isPartnered: body.isPartnered } : {}),
          ...(body.contentPreference ? { contentPreference: body.contentPreference } : {}),
        }) ?? current;
      return {
        message: '',
        settings: current,
        carriers: getCarrierChoices(viewed.isPartnered).map((c) => ({ value: c.value, label: c.label })),
        warehouseId: row.warehouseId,
        editable: isShipmentEditable(row.shipment.shipmentStatus),
      };
    },

    /** Stores the panel's choices (spec section 4: a partnership change resets the carrier). */
    async saveSettings(actor: Actor, body: ShipmentSettingsBody) {
      const row = await requireShipment(actor, body.inboundShipmentId);
      if (!isShipmentEditable(row.shipment.shipmentStatus))
        throw new AppError('CONFLICT', shipmentListMessages.notWorking);
      const current = await settingsOf(row);
      const change = {
        ...(body.shipmentType ? { shipmentType: body.shipmentType } : {}),
        ...(body.isPartnered ? { isPartnered: body.isPartnered } : {}),
        ...(body.carrierName ? { carrierName: body.carrierName } : {}),
        ...(body.contentPreference ? { contentPreference: body.contentPreference } : {}),
      };
      const next = applyShipmentSettingsChange(current, change);
      if (!next) throw new AppError('VALIDATION', shipmentListMessages.carrierNotOffered);
      const transportChanged =
        next.shipmentType !== current.shipmentType ||
        next.isPartnered !== current.isPartnered ||
        next.carrierName !== current.carrierName;
      const transport = row.shipment.transportStatus;
      if (transportChanged && transport === 'CONFIRMED')
        throw new AppError('CONFLICT', shipmentListMessages.transportConfirmed);
      const written = await repo.updateWorking(actor.accountId, row.shipment.id, {
        ...next,
        // An estimate was for the old type, partnership or carrier.
        ...(transportChanged && transport === 'ESTIMATED'
          ? { transportStatus: null, estimatedCost: null, estimatedCostCurrency: null }
          : {}),
      });
      await stored(actor, row.shipment.id, written);
      return settingsAnswer(actor, row.shipment.id, shipmentListMessages.settingsUpdated);
    },

    /** Box Content Information; without a value, the account's default (Setting → Shipping). */
    async updateContentPreference(actor: Actor, body: UpdateContentPreferenceBody) {
      const row = await requireShipment(actor, body.inboundShipmentId);
      if (!isShipmentEditable(row.shipment.shipmentStatus))
        throw new AppError('CONFLICT', shipmentListMessages.notWorking);
      const contentPreference =
        body.contentPreference ??
        effectiveShipmentSettings({}, await deps.accountDefaults(actor.accountId)).contentPreference;
      const written = await repo.updateWorking(actor.accountId, row.shipment.id, { contentPreference });
      await stored(actor, row.shipment.id, written);
      return settingsAnswer(actor, row.shipment.id, shipmentListMessages.settingsUpdated);
    },

    async editShipment(actor: Actor, body: EditInboundShipmentBody) {
      const row = await requireShipment(actor, body.inboundShipmentId);
      const id = row.shipment.id;
      if (body.action === 'clear') {
        await deps.clearShipmentBoxes(actor, id);
        return {
          message: shipmentListMessages.updatedInboundShipment,
          data: { updatedShipment: await detailOf(actor, id) },
        };
      }
      if (body.action === 'deleteShipment') {
        if (!isShipmentEditable(row.shipment.shipmentStatus))
          throw new AppError('CONFLICT', shipmentListMessages.deleteWorkingOnly);
        if (!row.shipment.inboundPlanId || !row.shipment.amazonShipmentId)
          throw new AppError('CONFLICT', shipmentListMessages.notCreatedHere);
        await deps.cancelShipment(actor, row.shipment.shipmentId);
        deps.changed?.({ accountId: actor.accountId, shipmentRowId: id, kind: 'deleted' });
        return { message: shipmentListMessages.deleted, data: { updatedShipment: await detailOf(actor, id) } };
      }
      const warehouse =
        body.action === 'shipmentFromAddress' ? await deps.findWarehouse(actor.accountId, body.warehouseId) : undefined;
      if (body.action === 'shipmentFromAddress' && !warehouse)
        throw new AppError('NOT_FOUND', shipmentListMessages.warehouseNotFound);
      const amazon = await amazonShipmentOf(actor, row);
      if (body.action === 'shipmentName') {
        const name = body.nameToUpdate.trim();
        try {
          await amazon.api.updateShipmentName(amazon.plan, amazon.id, name);
        } catch (error) {
          marketplaceRefusal(error);
        }
        await stored(actor, id, await repo.updateWorking(actor.accountId, id, { shipmentName: name }));
      } else if (warehouse) {
        const address = toSourceAddress(warehouse);
        try {
          const { operationId } = await amazon.api.updateShipmentSourceAddress(amazon.plan, amazon.id, address);
          const problem = await awaitOperation(amazon.api, operationId);
          if (problem) throw new AppError('CONFLICT', problem);
        } catch (error) {
          if (error instanceof AppError) throw error;
          marketplaceRefusal(error);
        }
        const { email: _e, phoneNumber: _p, ...shipFrom } = address;
        await stored(
          actor,
          id,
          await repo.updateWorking(actor.accountId, id, {
            warehouseId: warehouse.id,
            shipFromAddress: Object.fromEntries(Object.entries(shipFrom).filter(([, v]) => v !== undefined)) as Record<
              string,
              string
            >,
          }),
        );
      }
      return {
        message: shipmentListMessages.updatedInboundShipment,
        data: { updatedShipment: await detailOf(actor, id) },
      };
    },
  };
}
export type ShipmentsService = ReturnType<typeof createShipmentsService>;
