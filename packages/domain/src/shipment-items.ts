import { z } from 'zod';
import {
  IMPORT_LIMITS,
  MAX_UNITS_PER_BOX,
  importMessages,
  sortRowErrors,
  toSkuKey,
  type PackMode,
  type UploadRowError,
} from './imports.js';
import { productSchema, toSearchWords, uploadRowErrorSchema, type Product } from './products.js';
import { FBA_TYPES } from './settings.js';

/**
 * Selecting SKUs to ship (spec document 3, sections 2 and 5): the SKU list's selection, the SKU
 * upload for shipping (file or copy/paste) and the 'Create Shipments' drawer's item cards. The
 * items live in the browser until a plan is asked for (the shipment-creation issue).
 */

/** Create-shipment item cards per page (spec section 9). */
export const SHIPMENT_ITEMS_PAGE_SIZE = 30;
/**
 * What Amazon's v2024-03-20 inbound model accepts (fulfillmentInbound_2024-03-20.json):
 * `CreateInboundPlanRequest.items` holds at most 2,000 SKUs and `ItemInput.quantity` is at most
 * 500,000 units. A plan request past them is refused whole, so the selection says so first.
 */
export const INBOUND_PLAN_LIMITS = { maxSkus: 2_000, maxUnitsPerSku: 500_000 } as const;
/**
 * Amazon's limit of SKUs in one plan; the info shows once the list reaches it. The spec's note
 * names 200, v0's old limit: v2024-03-20 takes 2,000, so the note says what Amazon allows now.
 */
export const MAX_SKUS_PER_PLAN = INBOUND_PLAN_LIMITS.maxSkus;
/**
 * Ours: a quantity this many times the SKU's available units (and at least `minUnits`) is
 * probably a slip of the keyboard (an extra zero, boxes typed as units): a warning, not a refusal.
 */
export const STOCK_WARNING = { factor: 10, minUnits: 1_000 } as const;
/** The Single tab's ASIN look-up: at least 10 characters, 2000 ms after typing stops. */
export const ASIN_MIN_LENGTH = 10;
export const ASIN_LOOKUP_DEBOUNCE_MS = 2000;
/** Ours: a look-up answers at most this many products. */
export const SKU_LOOKUP_LIMIT = 20;
export const SHIPMENT_ITEMS_FILE_NAME = 'Create_Shipment_Items.csv';

/** Quoted exactly from the spec (its spelling and spacing kept). */
export const shipmentItemMessages = {
  noSkuSelected: 'No SKU selected',
  quantityInvalid: `Selected SKUs have missing or invalid quantity ( Max: ${MAX_UNITS_PER_BOX} )`,
  fbaTypeMissing: 'Selected SKUs must have FBA type!',
  boxCountInvalid: 'Selected SKUs have missing or invalid box count',
  skuAlreadyInItems: 'SKU already exist in shipment items',
  planSizeInfo: `Amazon restricts shipping to ${INBOUND_PLAN_LIMITS.maxSkus.toLocaleString('en-US')} SKUs per plan.`,
  /** Ours: 'select all that match' past Amazon's SKUs in one plan. */
  firstMatchingOnly: (count: number, total: number) =>
    `${total.toLocaleString('en-US')} SKUs match: Amazon takes ${INBOUND_PLAN_LIMITS.maxSkus.toLocaleString('en-US')} in a plan, so the first ${count.toLocaleString('en-US')} are selected.`,
  closeDrawerConfirm: 'Are you Sure to close this drawer?',
  /** Ours: the spec names the Clear All confirmation but not its text. */
  clearAllConfirm: 'Are you sure to clear all the SKUs?',
  incorrectQuantity: 'Incorrect Quantity',
  /** Ours: the Single tab before a look-up has anything to look up. */
  asinTooShort: `Enter at least ${ASIN_MIN_LENGTH} characters`,
  /** Ours: the Single tab's look-up found nothing. */
  skuNotFound: 'SKU not found on Amazon',
  /** The Create Ship Plan button's disabled hints (spec section 5). */
  planNoSkuSelected: 'No SKU Selected!',
  planNoWarehouseSelected: 'No Warehouse Selected!',
  planSomethingWrong: 'Something went wrong!',
  /** Ours: Amazon's per-SKU unit limit (the v2024 inbound model). */
  /** Ours: Amazon refuses a SKU whose listing is incomplete in a plan; said before a plan is asked for. */
  listingIncomplete: 'Selected SKUs have an incomplete listing: complete it in Seller Central, or leave it out',
  /** Ours: an inactive listing may ship only when it is inactive for being out of stock. */
  listingInactive: 'The listing is inactive: Amazon takes it in a plan only when it is inactive for being out of stock',
  /** Ours: a case-pack card whose units are not whole cases of the units per case its packaging rule gives. */
  notWholeCases:
    'Selected SKUs are not a whole number of cases: their units must be a multiple of the units per case of their packaging rule',
  unitsOverLimit: `Selected SKUs have more than ${INBOUND_PLAN_LIMITS.maxUnitsPerSku.toLocaleString('en-US')} units: Amazon accepts at most that many units of one SKU in a plan`,
  /** Ours: Amazon's limit of SKUs in one plan request (the v2024 inbound model). */
  tooManySkus: (count: number) =>
    `Amazon accepts at most ${INBOUND_PLAN_LIMITS.maxSkus.toLocaleString('en-US')} SKUs in one plan: ${count.toLocaleString('en-US')} are selected`,
  /** Ours: the warning beside a quantity far above the SKU's stock. */
  farAboveStock: (units: number, available: number) =>
    `${units.toLocaleString('en-US')} units is far above the ${available.toLocaleString('en-US')} available: check the quantity`,
  /** Ours: a plan request comes with the shipment-creation issue. */
  planComingSoon: 'Asking Amazon for shipment plans comes with shipment creation.',
} as const;

/**
 * One SKU chosen to ship. Loose pack: `quantity` is the units. Case pack: `quantity` is the units
 * in a box, `boxCount` the number of boxes and `categoryId` the packaging rule's box category.
 */
export interface ShipmentItem {
  product: Product;
  quantity: number | null;
  boxCount: number | null;
  categoryId: string | null;
  /**
   * The expiry date (YYYY-MM-DD) of an expiration-dated SKU, as the seller enters it on the
   * drawer's card; Amazon needs it in the plan (see plan-item-rules.ts).
   */
  expiration?: string | null;
}

/** Units the item sends: the quantity, or boxes times units in a box in case pack. */
export function unitsToShip(item: ShipmentItem, mode: PackMode): number {
  const quantity = item.quantity ?? 0;
  return mode === 'case' ? quantity * (item.boxCount ?? 0) : quantity;
}

const isCount = (value: number | null): value is number => value !== null && Number.isInteger(value) && value > 0;

/**
 * Whether the SKU has a type a plan can use. 'NOT ATTACHED' is the marketplace's word for no type
 * yet, and 'ERRORED' is the error bucket: the seller revises the type before planning it.
 */
export function hasFbaType(product: Pick<Product, 'fbaType'>): boolean {
  return !!product.fbaType && product.fbaType !== 'NOT ATTACHED' && product.fbaType !== 'ERRORED';
}

/** The problems an item can have, in the spec's order (then Amazon's unit limit), each with its message. */
const SHIPMENT_ITEM_PROBLEMS = {
  QUANTITY_INVALID: shipmentItemMessages.quantityInvalid,
  FBA_TYPE_MISSING: shipmentItemMessages.fbaTypeMissing,
  BOX_COUNT_INVALID: shipmentItemMessages.boxCountInvalid,
  UNITS_OVER_LIMIT: shipmentItemMessages.unitsOverLimit,
  LISTING_INCOMPLETE: shipmentItemMessages.listingIncomplete,
  NOT_WHOLE_CASES: shipmentItemMessages.notWholeCases,
} as const;
export type ShipmentItemProblemCode = keyof typeof SHIPMENT_ITEM_PROBLEMS;
/** A code for programs (which field is at fault), a message for people. */
export interface ShipmentItemProblem {
  code: ShipmentItemProblemCode;
  message: string;
}

function problemOf(code: ShipmentItemProblemCode): ShipmentItemProblem {
  return { code, message: SHIPMENT_ITEM_PROBLEMS[code] };
}

/** What is wrong with one item, in the spec's order (then Amazon's unit limit); undefined when it can ship. */
export function findShipmentItemProblem(item: ShipmentItem, mode: PackMode): ShipmentItemProblem | undefined {
  if (!isCount(item.quantity) || (mode === 'case' && item.quantity > MAX_UNITS_PER_BOX))
    return problemOf('QUANTITY_INVALID');
  if (!hasFbaType(item.product)) return problemOf('FBA_TYPE_MISSING');
  if (mode === 'case' && !isCount(item.boxCount)) return problemOf('BOX_COUNT_INVALID');
  if (unitsToShip(item, mode) > INBOUND_PLAN_LIMITS.maxUnitsPerSku) return problemOf('UNITS_OVER_LIMIT');
  // What the product already knows Amazon would refuse, before a plan is asked for.
  if (item.product.status === 'Incomplete') return problemOf('LISTING_INCOMPLETE');
  const perCase = unitsPerCase(item, mode);
  if (perCase !== undefined && unitsToShip(item, mode) % perCase !== 0) return problemOf('NOT_WHOLE_CASES');
  return undefined;
}

/**
 * The units per case the product knows for a case-pack item: the quantity of the packaging rule
 * its card names (`categoryId`); undefined in loose pack or without a rule. 'In a Box' starts
 * from it and may be changed, so units typed past it may no longer be whole cases.
 */
export function unitsPerCase(item: ShipmentItem, mode: PackMode): number | undefined {
  if (mode !== 'case' || !item.categoryId) return undefined;
  const rule = item.product.packagingRules.find((r) => r.categoryBoxId === item.categoryId);
  return rule && rule.quantity > 0 ? rule.quantity : undefined;
}

/** findShipmentItemProblem's message: what is wrong with one item; undefined when it can ship. */
export function checkShipmentItem(item: ShipmentItem, mode: PackMode): string | undefined {
  return findShipmentItemProblem(item, mode)?.message;
}

/**
 * A warning that does not stop the selection: units to ship far above the SKU's available units
 * (`STOCK_WARNING`); undefined otherwise, and for an item that is refused anyway.
 */
export function warnShipmentItem(item: ShipmentItem, mode: PackMode): string | undefined {
  const units = unitsToShip(item, mode);
  if (units > INBOUND_PLAN_LIMITS.maxUnitsPerSku) return undefined;
  if (item.product.status === 'Inactive') return shipmentItemMessages.listingInactive;
  const available = Math.max(0, item.product.afnFulfillableQuantity);
  if (units < STOCK_WARNING.minUnits || units <= available * STOCK_WARNING.factor) return undefined;
  return shipmentItemMessages.farAboveStock(units, available);
}

/**
 * The selection rules of Select & Ship and of the drawer's plan button (spec section 5): the
 * first rule broken, or undefined when the selection can ship.
 */
export function checkShipSelection(items: readonly ShipmentItem[], mode: PackMode): string | undefined {
  if (items.length === 0) return shipmentItemMessages.noSkuSelected;
  const problems = new Set(items.map((item) => findShipmentItemProblem(item, mode)?.code));
  const first = (Object.keys(SHIPMENT_ITEM_PROBLEMS) as ShipmentItemProblemCode[]).find((code) => problems.has(code));
  if (first) return SHIPMENT_ITEM_PROBLEMS[first];
  if (items.length > INBOUND_PLAN_LIMITS.maxSkus) return shipmentItemMessages.tooManySkus(items.length);
  return undefined;
}

/** A new item for a product: loose pack starts empty; case pack starts with the default packaging rule. */
export function newShipmentItem(product: Product, mode: PackMode): ShipmentItem {
  const rule =
    mode === 'case' ? (product.packagingRules.find((r) => r.defaultChecked) ?? product.packagingRules[0]) : undefined;
  return { product, quantity: rule?.quantity ?? null, boxCount: null, categoryId: rule?.categoryBoxId ?? null };
}

/** Adds items whose SKU is not in the list yet (SKUs compared trimmed and case-insensitive); returns the SKUs left out. */
export function mergeShipmentItems(
  current: readonly ShipmentItem[],
  added: readonly ShipmentItem[],
): { items: ShipmentItem[]; skipped: string[] } {
  const taken = new Set(current.map((i) => toSkuKey(i.product.sellerSku)));
  const items = [...current];
  const skipped: string[] = [];
  for (const item of added) {
    const key = toSkuKey(item.product.sellerSku);
    if (taken.has(key)) skipped.push(item.product.sellerSku);
    else {
      taken.add(key);
      items.push(item);
    }
  }
  return { items, skipped };
}

/**
 * The drawer's search: Title, SKU, ASIN or FNSKU (scanners type the FNSKU of a label),
 * case-insensitive, its words in any order ('bottle water' finds 'Water Bottle'), as the SKU list.
 */
export function matchesItemSearch(
  product: Pick<Product, 'title' | 'sellerSku' | 'asin' | 'fnsku'>,
  search: string,
): boolean {
  const words = toSearchWords(search);
  if (words.length === 0) return true;
  const text = `${product.sellerSku} ${product.asin} ${product.fnsku} ${product.title}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** Rows of Create_Shipment_Items.csv, header first. */
export function toShipmentItemRows(items: readonly ShipmentItem[], mode: PackMode): (string | number | null)[][] {
  const header =
    mode === 'case'
      ? ['SellerSKU', 'ASIN', 'FNSKU', 'Title', 'FBA Type', 'No. of Boxes', 'In a Box', 'Units', 'Error']
      : ['SellerSKU', 'ASIN', 'FNSKU', 'Title', 'FBA Type', 'Quantity', 'Error'];
  return [
    header,
    ...items.map((item) => {
      const { sellerSku, asin, fnsku, title, fbaType } = item.product;
      const error = checkShipmentItem(item, mode) ?? '';
      const counts = mode === 'case' ? [item.boxCount, item.quantity, unitsToShip(item, mode)] : [item.quantity];
      return [sellerSku, asin, fnsku, title, fbaType ?? '', ...counts, error];
    }),
  ];
}

/**
 * Rows of an upload whose SKU is already in the shipment items become that row error
 * ('SKU already exist in the shipment items.'); the stats follow.
 */
export function excludeItemsInList(result: ShipSkuUploadResult, current: readonly ShipmentItem[]): ShipSkuUploadResult {
  const taken = new Set(current.map((i) => toSkuKey(i.product.sellerSku)));
  const items: ShipSkuUploadItem[] = [];
  const moved: UploadRowError[] = [];
  for (const item of result.items) {
    if (!taken.has(toSkuKey(item.product.sellerSku))) items.push(item);
    else
      moved.push({
        ...(item.sheet === undefined ? {} : { sheet: item.sheet }),
        row: item.row,
        sku: item.product.sellerSku,
        reason: importMessages.skuAlreadyExists,
      });
  }
  if (moved.length === 0) return result;
  const errors = sortRowErrors([...result.errors, ...moved], result.sheets ?? []);
  return {
    ...result,
    items,
    errors,
    stats: { total: result.stats.total, valid: items.length, invalid: errors.length },
  };
}

// ---------------------------------------------------------------------------------------------
// Calls

const packModeSchema = z.enum(['loose', 'case']);

/** POST /products/upload-ship-skus?mode=&filename=: the file's bytes as the body. */
export const shipSkuUploadQuerySchema = z.object({
  mode: packModeSchema.default('loose'),
  filename: z.string().trim().min(1).max(255).default('upload.csv'),
});
/** POST /products/paste-ship-skus: copied lines, split on comma, whitespace or tab. */
export const pasteShipSkusBodySchema = z
  .object({ mode: packModeSchema.default('loose'), text: z.string().max(IMPORT_LIMITS.maxBytes) })
  .strict();
export type PasteShipSkusBody = z.infer<typeof pasteShipSkusBodySchema>;

export const shipSkuUploadItemSchema = z.object({
  sheet: z.string().optional(),
  row: z.number(),
  /** Units (loose pack) or units in a box (case pack). */
  quantity: z.number(),
  boxCount: z.number().nullable(),
  product: productSchema,
});
export type ShipSkuUploadItem = z.infer<typeof shipSkuUploadItemSchema>;
export const shipSkuUploadResponseSchema = z.object({
  /** The workbook's sheets in file order (the order of rows named by sheet). */
  sheets: z.array(z.string()).optional(),
  stats: z.object({ total: z.number(), valid: z.number(), invalid: z.number() }),
  errors: z.array(uploadRowErrorSchema),
  items: z.array(shipSkuUploadItemSchema),
});
export type ShipSkuUploadResult = z.infer<typeof shipSkuUploadResponseSchema>;

/** POST /products/get-products-by-skus: the products of the selected store marketplace with these SKUs. */
export const productsBySkusBodySchema = z
  .object({ sellerSkus: z.array(z.string().trim().min(1).max(200)).min(1).max(IMPORT_LIMITS.maxRows) })
  .strict();
export const productListResponseSchema = z.object({ productList: z.array(productSchema) });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** GET /fullfilment/get-sku-list-for-asin/{value}?key=asin|sku (the spec's path spelling). */
export const skuLookupParamsSchema = z.object({ value: z.string().trim().min(1).max(200) });
export const skuLookupQuerySchema = z.object({ key: z.enum(['asin', 'sku']).default('asin') });

/**
 * PUT /products/bulk-update-details: one FBA type for many products (Move to Error Bucket sets
 * ERRORED; Revise FBA Type at shipment or item level).
 */
export const bulkUpdateBodySchema = z
  .object({
    bulkData: z
      .object({
        action: z.literal('updateFbaType'),
        selectedIds: z
          .array(z.string().uuid('Product not found'))
          .min(1, shipmentItemMessages.noSkuSelected)
          .max(IMPORT_LIMITS.maxRows),
        fbaType: z.enum(FBA_TYPES),
      })
      .strict(),
  })
  .strict();
export type BulkUpdateBody = z.infer<typeof bulkUpdateBodySchema>;
export const bulkUpdateResponseSchema = z.object({ message: z.string(), updatedProducts: z.array(productSchema) });

/** Ours: the spec names the error bucket action but no confirmation or hint for it. */
export const errorBucketMessages = {
  confirm: (count: number) =>
    `Move ${count === 1 ? 'the selected SKU with an error' : `the ${count} selected SKUs with errors`} to the error bucket? ${count === 1 ? 'Its' : 'Their'} FBA type becomes ERRORED in your catalogue.`,
  noneSelected: 'Select SKUs with errors to move them to the error bucket',
} as const;

/**
 * What Move to Error Bucket acts on (spec section 4: it "sets the FBA type of the selected error
 * SKUs to ERRORED"): the ticked items that have an error and are not in the bucket already.
 */
export function selectErrorBucketItems(
  items: readonly ShipmentItem[],
  selectedIds: ReadonlySet<string>,
  mode: PackMode,
): ShipmentItem[] {
  return items.filter(
    (item) =>
      selectedIds.has(item.product._id) &&
      item.product.fbaType !== 'ERRORED' &&
      checkShipmentItem(item, mode) !== undefined,
  );
}
export type BulkUpdateResponse = z.infer<typeof bulkUpdateResponseSchema>;
