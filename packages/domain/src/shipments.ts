import { z } from 'zod';
import { MAX_TEXT } from './constants.js';
import { CARRIERS, CONTENT_PREFERENCES, type CarrierCode, type ContentPreference } from './settings.js';

/**
 * The shipment list and the shipment-level parts of Shipment Details (spec document 2, sections
 * 2, 4, 7 and 9; issue 14): get-shipment-stats (the table), get-shipments (the sidebar tiles),
 * get-shipment (one shipment), the export and edit-inbound-shipment's name, ship-from and delete
 * actions. The settings panel's rules and calls are shipment-settings.ts; the list's dates,
 * shipment-dates.ts.
 *
 * Ids: `{id}` in paths and `inboundShipmentId` in bodies are the shipment's `_id` (our row id, a
 * uuid); `shipmentId` is Amazon's FBA… id (a packing group's id until Amazon places a shipment
 * packed before placement: `awaitingPlacement`, getShownShipmentId). A shipment is editable only
 * while WORKING (spec section 4); a WORKING shipment Amazon created outside Stowline has no
 * v2024 inbound plan of ours, so its name, ship-from and deletion stay with Seller Central
 * (`canEdit` false, and the server says why).
 */

// ---------------------------------------------------------------------------------------------
// Constants and messages

/** Shipment status values (spec section 4); ALL is a filter only. */
export const SHIPMENT_STATUS_VALUES = [
  'WORKING',
  'READY_TO_SHIP',
  'PENDING_TO_MARK_SHIP',
  'SHIPPED',
  'IN_TRANSIT',
  'DELIVERED',
  'CHECKED_IN',
  'RECEIVING',
  'CLOSED',
  'CANCELLED',
  'DELETED',
  'ERROR',
] as const;

/** The list's status filter buttons; Others is every status without a button of its own. */
export const SHIPMENT_STATUS_FILTERS = [
  { value: 'ALL', label: 'All' },
  { value: 'WORKING', label: 'Working' },
  { value: 'PENDING_TO_MARK_SHIP', label: 'Pending Mark Ship' },
  { value: 'SHIPPED', label: 'Shipped' },
  { value: 'IN_TRANSIT', label: 'In Transit' },
  { value: 'RECEIVING', label: 'Receiving' },
  { value: 'CANCELLED', label: 'Cancelled' },
  { value: 'OTHERS', label: 'Others' },
] as const;
export type ShipmentStatusFilter = (typeof SHIPMENT_STATUS_FILTERS)[number]['value'];
const STATUS_FILTER_VALUES = SHIPMENT_STATUS_FILTERS.map((f) => f.value) as [
  ShipmentStatusFilter,
  ...ShipmentStatusFilter[],
];
/** The statuses that have a filter button of their own (the rest count as Others). */
export const OWN_FILTER_STATUSES = [
  'WORKING',
  'PENDING_TO_MARK_SHIP',
  'SHIPPED',
  'IN_TRANSIT',
  'RECEIVING',
  'CANCELLED',
];

/** The filter button a status counts under. */
export function statusFilterOf(status: string): Exclude<ShipmentStatusFilter, 'ALL'> {
  return OWN_FILTER_STATUSES.includes(status) ? (status as Exclude<ShipmentStatusFilter, 'ALL' | 'OTHERS'>) : 'OTHERS';
}

/** The sidebar's type filter. */
export const SHIPMENT_TYPE_FILTERS = [
  { value: 'ALL', label: 'All' },
  { value: 'SP', label: 'SPD' },
  { value: 'LTL', label: 'LTL/FTL' },
] as const;
export type ShipmentTypeFilter = (typeof SHIPMENT_TYPE_FILTERS)[number]['value'];

/** Spec section 9: 15 a page, newest first, search settles after 1000 ms. */
export const SHIPMENT_LIST_PAGE_SIZE = 15;
export const SHIPMENT_SEARCH_DEBOUNCE_MS = 1000;
/** Spec section 4: the sidebar loads 10 more at a time. */
export const SHIPMENT_SIDEBAR_STEP = 10;
/** Tile names and item titles are cut at 15 characters (spec section 9). */
export const SHIPMENT_NAME_DISPLAY = 15;
/** The date range the list opens with: the last 3 months (spec section 9). */
export const SHIPMENT_LIST_DEFAULT_MONTHS = 3;
/** Amazon's limit for a shipment name (v2024 updateShipmentName). */
export const SHIPMENT_NAME_MAX = 100;
/** The export file's name (spec section 9's Shipment_{id} pattern, for the list as a whole). */
export const SHIPMENT_LIST_EXPORT_FILE = 'Shipments.csv';

export const shipmentListMessages = {
  // Quoted from the spec (spelling kept).
  deleteWorkingOnly: 'You can delete working shipment only',
  noBol: 'No BOL (Bill of lading) availble for download',
  deleteConfirm: 'Are your Sure you want to delete this shipment?',
  updatedInboundShipment: 'Updated Inbound Shipment Successfully',
  failedPrefix: 'Failed! ',
  createdByDefault: 'N/A',
  voidDateDefault: 'N/A',
  transportPending: 'Pending',
  selectWarehouse: 'Select WareHouse',
  addWarehouse: 'Add a new warehouse',
  noData: 'No Data Found',
  // Ours: the spec leaves these open.
  nameRequired: 'Shipment name cannot be empty',
  nameTooLong: `Shipment name can be at most ${SHIPMENT_NAME_MAX} characters`,
  shipmentNotFound: 'Shipment not found',
  warehouseNotFound: 'No Warehouse Selected!',
  notWorking: 'Only a WORKING shipment can be changed',
  notCreatedHere:
    'This shipment was created outside Stowline: change it in Seller Central (Amazon has no inbound plan of ours for it).',
  deleted: 'Shipment deleted',
  settingsUpdated: 'Shipment settings updated',
  carrierNotOffered: 'Amazon-partnered shipments go with UPS',
  transportConfirmed: 'The transport is confirmed: void it before changing the shipment type, partnership or carrier',
  noStoreMarketplace: 'Connect a store and choose a marketplace first',
  invalidDate: 'Choose a valid date range',
  dateRangeOrder: 'The start date must be on or before the end date',
} as const;

// ---------------------------------------------------------------------------------------------
// Pure rules

/** Only WORKING is editable (spec section 4): name, settings, content, deletion. */
export function isShipmentEditable(status: string): boolean {
  return status === 'WORKING';
}

/** Bill of lading only for a confirmed, partnered LTL transport (spec section 4). */
export function canDownloadBol(s: {
  transportStatus: string | null;
  shipmentType: string | null;
  isPartnered: string | null;
}) {
  return s.transportStatus === 'CONFIRMED' && s.shipmentType === 'LTL' && s.isPartnered === 'true';
}

/**
 * Whether Amazon has yet to place a shipment: a small-parcel shipment packed before placement
 * (pack-first.ts) has no Amazon shipment, hence no FBA id, until its boxes are placed.
 */
export function isAwaitingPlacement(s: { packingGroupId: string | null; amazonShipmentId: string | null }): boolean {
  return s.packingGroupId !== null && s.amazonShipmentId === null;
}

/**
 * The id a seller sees for a shipment: its FBA id, or its name while Amazon has yet to place it
 * (its `shipmentId` is then Amazon's internal packing group id, pg…, which means nothing to a seller).
 */
export function getShownShipmentId(s: {
  shipmentId: string;
  shipmentName: string;
  awaitingPlacement: boolean;
}): string {
  return s.awaitingPlacement ? s.shipmentName : s.shipmentId;
}

/** The Transport Status card: blank shows 'Pending' (spec section 4). */
export function transportStatusLabel(status: string | null | undefined): string {
  return status ? status : shipmentListMessages.transportPending;
}

/** Cuts a name for a tile: the first 15 characters and an ellipsis. */
export function cutShipmentName(name: string, max = SHIPMENT_NAME_DISPLAY): string {
  return name.length <= max ? name : `${name.slice(0, max).trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------
// Schemas

const uuid = (message: string = shipmentListMessages.shipmentNotFound) => z.string({ error: message }).uuid(message);
const searchField = z.string().trim().max(MAX_TEXT).optional();
const instant = z.iso.datetime({ offset: true, error: shipmentListMessages.invalidDate });

export const shipmentRowIdParamsSchema = z.object({ id: uuid() });
export const shipmentStatsParamsSchema = z.object({
  perPage: z.coerce.number().int().min(1).max(100),
  pageNumber: z.coerce.number().int().min(1).max(100_000),
});

/** POST /fullfilment/get-shipment-stats/{perPage}/{pageNumber}: the table. */
export const shipmentStatsBodySchema = z
  .object({
    search: searchField,
    date: z.object({ startDate: instant, endDate: instant }).optional(),
    status: z.enum(STATUS_FILTER_VALUES).default('ALL'),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((b) => !b.date || Date.parse(b.date.startDate) <= Date.parse(b.date.endDate), {
    message: shipmentListMessages.dateRangeOrder,
    path: ['date'],
  });
export type ShipmentStatsBody = z.input<typeof shipmentStatsBodySchema>;

const addressSchema = z.object({
  name: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  countryCode: z.string(),
  stateOrProvinceCode: z.string(),
  postalCode: z.string(),
});
export type ShipmentAddress = z.infer<typeof addressSchema>;

const listItemSchema = z.object({
  sellerSku: z.string(),
  fulfillmentNetworkSku: z.string(),
  quantityShipped: z.number(),
});

/** A row of the shipment table (spec section 3, list row fields). */
export const shipmentListRowSchema = z.object({
  _id: z.string(),
  /** The FBA id; a packing group's id while `awaitingPlacement` (shown as getShownShipmentId says). */
  shipmentId: z.string(),
  shipmentName: z.string(),
  /** Packed before placement and not placed yet: no FBA id (isAwaitingPlacement). */
  awaitingPlacement: z.boolean(),
  shipmentStatus: z.string(),
  shipmentType: z.string().nullable(),
  isPartnered: z.string().nullable(),
  appCreated: z.boolean(),
  skus: z.number(),
  skuLength: z.number(),
  units: z.number(),
  boxes: z.number(),
  closedQuantity: z.number(),
  createdBy: z.object({ name: z.string() }).nullable(),
  createdAt: z.string(),
  voidDate: z.string().nullable(),
  transportStatus: z.string().nullable(),
  shipfrom: z.string(),
  shipTo: z.string(),
  destinationFulfillmentCenterId: z.string(),
  items: z.array(listItemSchema),
  /** WORKING and created in Stowline: name, ship-from and delete go to Amazon. */
  canEdit: z.boolean(),
  canDownloadBol: z.boolean(),
  /**
   * Its Summary in the marketplace's Seller Central (with the sandbox, the sandbox's page for it),
   * opened in a new tab (spec section 2); null without an FBA id (not placed yet).
   */
  sellerCentralUrl: z.string().nullable(),
});
export type ShipmentListRow = z.infer<typeof shipmentListRowSchema>;

export const shipmentStatusCountsSchema = z.record(z.enum(STATUS_FILTER_VALUES), z.number());
export type ShipmentStatusCounts = z.infer<typeof shipmentStatusCountsSchema>;

export const shipmentStatsResponseSchema = z.object({
  stats: z.array(shipmentListRowSchema),
  totalCount: z.number(),
  /** Shipments per status button within the search and date range. */
  statusCounts: shipmentStatusCountsSchema,
});
export type ShipmentStatsResponse = z.infer<typeof shipmentStatsResponseSchema>;

/** GET /fullfilment/export-shipments: the table's filters as a query; answers a CSV file. */
export const shipmentExportQuerySchema = z
  .object({
    search: searchField,
    startDate: instant.optional(),
    endDate: instant.optional(),
    status: z.enum(STATUS_FILTER_VALUES).default('ALL'),
  })
  .refine((b) => !b.startDate || !b.endDate || Date.parse(b.startDate) <= Date.parse(b.endDate), {
    message: shipmentListMessages.dateRangeOrder,
    path: ['startDate'],
  });
export type ShipmentExportQuery = z.input<typeof shipmentExportQuerySchema>;
export const SHIPMENT_EXPORT_COLUMNS = [
  'ShipmentId',
  'Shipment',
  'SKUs',
  'Quantity',
  'Boxes',
  'Created By',
  'Ship From',
  'Ship To',
  'Shipment Type',
  'Sent',
  'Received',
  'Status',
  'Void Date',
  'Created At',
] as const;

/** POST /fullfilment/get-shipments: the sidebar (filters, 10 more at a time). */
export const getShipmentsBodySchema = z.object({
  search: searchField,
  status: z.enum(STATUS_FILTER_VALUES).default('ALL'),
  type: z.enum(['ALL', 'SP', 'LTL']).default('ALL'),
  warehouseId: uuid(shipmentListMessages.warehouseNotFound).optional(),
  /** Tiles the screen already holds (0 for the first page). */
  nextLimit: z.number().int().min(0).max(100_000).default(0),
});
export type GetShipmentsBody = z.input<typeof getShipmentsBodySchema>;

/** A sidebar tile and its details popover. */
export const shipmentTileSchema = shipmentListRowSchema.omit({ items: true }).extend({
  shipFromAddress: addressSchema.nullable(),
  shipToAddress: addressSchema.nullable(),
  /** Pounds, from the SKUs' weights; null when no SKU has one. */
  weight: z.number().nullable(),
  fbaType: z.string(),
  prepOwner: z.string(),
  contentPreference: z.string(),
  warehouseId: z.string().nullable(),
});
export type ShipmentTile = z.infer<typeof shipmentTileSchema>;

export const getShipmentsResponseSchema = z.object({
  response: z.array(shipmentTileSchema),
  warehouses: z.array(z.object({ _id: z.string(), name: z.string() })),
  totalShipmentCount: z.number(),
  /** The offset of the tiles carried: nonzero means append (spec section 4). */
  nextLimit: z.number(),
});
export type GetShipmentsResponse = z.infer<typeof getShipmentsResponseSchema>;

/** GET /fullfilment/get-shipment/{id}: one shipment with every field the detail page reads. */
export const shipmentDetailSchema = shipmentTileSchema.extend({
  carrierName: z.string(),
  areCasesRequired: z.boolean(),
  labelPrepType: z.string().nullable(),
  estimatedCost: z.number().nullable(),
  estimatedCostCurrency: z.string().nullable(),
  masterTrackingNumber: z.string().nullable(),
  /**
   * ISO: until when Amazon holds the shipment's confirmed placement for packing and transport
   * (issue 26); null when not known (a shipment not created here, or placed before it was read).
   */
  placementExpiresAt: z.string().nullable(),
  feedDetails: z.object({
    status: z.enum(['Pending', 'Success', 'Failed']),
    errorList: z.array(z.object({ resultDescription: z.string() })),
  }),
  /** The effective settings (section 4's defaults applied). */
  settings: z.object({
    contentPreference: z.enum(CONTENT_PREFERENCES.map((c) => c.value) as [ContentPreference, ...ContentPreference[]]),
    shipmentType: z.enum(['SP', 'LTL']),
    isPartnered: z.enum(['true', 'false']),
    carrierName: z.enum(CARRIERS.map((c) => c.value) as [CarrierCode, ...CarrierCode[]]),
  }),
  editable: z.boolean(),
  /**
   * A small-parcel shipment packed before placement (pack-first.ts): its packing group and plan
   * request, until Amazon places its boxes and gives it an FBA id; null otherwise.
   */
  packedFirst: z.object({ planRequestId: z.string(), packingGroupId: z.string() }).nullable(),
  items: z.array(listItemSchema),
});
export type ShipmentDetail = z.infer<typeof shipmentDetailSchema>;
export const shipmentResponseSchema = z.object({ shipment: shipmentDetailSchema });
export type ShipmentResponse = z.infer<typeof shipmentResponseSchema>;

const nameField = z
  .string({ error: shipmentListMessages.nameRequired })
  .trim()
  .min(1, shipmentListMessages.nameRequired)
  .max(SHIPMENT_NAME_MAX, shipmentListMessages.nameTooLong);

/** The name edit's form (popover): the same rule the server applies. */
export const shipmentNameSchema = z.object({ nameToUpdate: nameField });

/** PATCH /fullfilment/edit-inbound-shipment: rename, change the ship-from warehouse, delete, clear the boxes. */
export const editInboundShipmentBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('shipmentName'), inboundShipmentId: uuid(), nameToUpdate: nameField }),
  z.object({
    action: z.literal('shipmentFromAddress'),
    inboundShipmentId: uuid(),
    warehouseId: uuid(shipmentListMessages.warehouseNotFound),
  }),
  z.object({ action: z.literal('deleteShipment'), inboundShipmentId: uuid() }),
  /** Clear Shipment: every box emptied and deleted (the items stay). */
  z.object({ action: z.literal('clear'), inboundShipmentId: uuid() }),
]);
export type EditInboundShipmentBody = z.input<typeof editInboundShipmentBodySchema>;

export const editInboundShipmentResponseSchema = z.object({
  message: z.string(),
  data: z.object({ updatedShipment: shipmentDetailSchema.nullable() }),
});
export type EditInboundShipmentResponse = z.infer<typeof editInboundShipmentResponseSchema>;
