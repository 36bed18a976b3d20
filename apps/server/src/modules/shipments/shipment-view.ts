import {
  canDownloadBol,
  contentPreferenceFromAmazon,
  effectiveShipmentSettings,
  isAwaitingPlacement,
  isShipmentEditable,
  shipmentListMessages,
  type ShipmentAddress,
  type ShipmentDetail,
  type ShipmentListRow,
  type ShipmentSettingsValues,
  type ShipmentTile,
} from '@stowline/domain';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import { getShipmentSummaryUrl } from './seller-central-link.js';
import type { ShipmentCounts, ShipmentListRepository } from './shipment-list.repository.js';

export type ListRow = NonNullable<Awaited<ReturnType<ShipmentListRepository['find']>>>;

/** Setting → Shipping's defaults. */
export type AccountDefaults = (accountId: string) => Promise<
  | {
      contentPreference: string | null;
      shipmentType: string | null;
      isPartnered: string | null;
      carrier: string | null;
    }
  | undefined
>;

/** Where the Seller Central of a marketplace is (config.ts `sellerCentralUrlOf`: the sandbox's with it). */
export type SellerCentralUrlOf = (marketplaceId: string | null) => string;

export const EMPTY_COUNTS: ShipmentCounts = {
  skus: 0,
  units: 0,
  received: 0,
  weight: null,
  fbaTypes: [],
  prepOwners: [],
};

export const notFound = () => new AppError('NOT_FOUND', shipmentListMessages.shipmentNotFound);

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

/**
 * How the shipment list, the sidebar and one shipment show a shipment (its row, tile, settings and
 * detail), shared by the list and the edits, which answer with the shipment as it is after them.
 */
export function createShipmentView(deps: {
  listRepo: ShipmentListRepository;
  accountDefaults: AccountDefaults;
  sellerCentralUrlOf: SellerCentralUrlOf;
}) {
  const repo = deps.listRepo;
  const countBoxes = (accountId: string, ids: string[]) => repo.boxCounts(accountId, ids);

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
      awaitingPlacement: isAwaitingPlacement(s),
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
      sellerCentralUrl: isAwaitingPlacement(s)
        ? null
        : getShipmentSummaryUrl(deps.sellerCentralUrlOf(row.marketplaceId), s.shipmentId),
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
    const s = row.shipment;
    const [counts, boxes, items, placementExpiresAt, packedFirst] = await Promise.all([
      repo.countsOf(actor.accountId, [id]),
      countBoxes(actor.accountId, [id]),
      repo.itemsOf(actor.accountId, [id]),
      repo.placementExpiresAt(actor.accountId, s.inboundPlanId),
      repo.packedFirstOf(actor.accountId, id),
    ]);
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
      placementExpiresAt: placementExpiresAt?.toISOString() ?? null,
      feedDetails: {
        status: s.feedStatus === 'Success' || s.feedStatus === 'Failed' ? s.feedStatus : 'Pending',
        errorList: s.feedErrors,
      },
      settings,
      editable: isShipmentEditable(s.shipmentStatus),
      packedFirst,
      items: items.map(({ shipmentRowId: _r, ...i }) => i),
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

  return { countBoxes, requireShipment, toTile, settingsOf, detailOf, rowsWithCounts };
}
