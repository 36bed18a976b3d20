import { z } from 'zod';
import { MAX_UNITS_PER_BOX } from './imports.js';
import { FBA_TYPES, type WeightUnit } from './settings.js';
import { FBA_TYPE_SOURCES } from './fba-types.js';

/**
 * The SKU list (spec document 3): products of the selected store marketplace, searched and
 * filtered, with the seller's edits (weight, expirable, FBA type).
 */
export const PRODUCT_PAGE_SIZES = [15, 30, 60] as const;
export const DEFAULT_PRODUCT_PAGE_SIZE = 15;
export const PRODUCT_STATUSES = ['All', 'Active', 'Inactive', 'Incomplete'] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUSES)[number];
export const OUNCES_PER_POUND = 16;
/** Search terms shorter than this scan the marketplace's rows; longer ones use the trigram index. */
export const SEARCH_INDEX_MIN_LENGTH = 3;

/**
 * The words of a search, lower-cased and distinct: a product matches when its SKU, ASIN, FNSKU
 * and title together contain every word, in any order ('bottle water' finds 'Water Bottle').
 */
export function toSearchWords(search: string): string[] {
  return [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))];
}

export const productMessages = {
  updated: 'Updated Successfully',
  weightInvalid: 'Weight must be above 0',
  weightUnchanged: 'Enter a weight different from the current one',
  weightUnitInvalid: 'Select pounds or ounces',
  productNotFound: 'Product not found',
  ruleExists: 'Rule already exists with this selected category',
  ruleQuantityInvalid: `Quantity must be between 1 and ${MAX_UNITS_PER_BOX}`,
  ruleNotFound: 'Packaging rule not found',
  boxCategoryNotFound: 'Box category not found',
  deleteRuleConfirm: 'Are you sure to delete this Packing rule?',
  noStoreMarketplace: 'Select a store marketplace first',
} as const;

export const WEIGHT_UNIT_VALUES = ['pounds', 'ounces'] as const satisfies readonly WeightUnit[];

/** Converts a weight for the oz/lb switch: 16 oz per lb, 2 decimals. */
export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  const pounds = from === 'pounds' ? value : value / OUNCES_PER_POUND;
  const converted = to === 'pounds' ? pounds : pounds * OUNCES_PER_POUND;
  return Math.round(converted * 100) / 100;
}

/** '$12.50', or 'N/A' when the listing has no price. */
export function formatPrice(price: number | null | undefined): string {
  return price === null || price === undefined ? 'N/A' : `$${price.toFixed(2)}`;
}

/** The Set Item Weight dialog: above 0 and different from the current weight (in the same unit). */
export function checkNewWeight(
  value: number,
  unit: WeightUnit,
  current: { value: number | null; unit: WeightUnit | null },
): string | undefined {
  if (!(value > 0) || !Number.isFinite(value)) return productMessages.weightInvalid;
  if (
    current.value !== null &&
    current.unit !== null &&
    convertWeight(current.value, current.unit, unit) === Math.round(value * 100) / 100
  ) {
    return productMessages.weightUnchanged;
  }
  return undefined;
}

export const productFilterSchema = z.object({
  search: z.string().trim().max(200).default(''),
  type: z.union([z.literal('ALL'), z.enum(FBA_TYPES)]).default('ALL'),
  status: z.enum(PRODUCT_STATUSES).default('All'),
  weight: z.boolean().default(false),
});
export type ProductFilter = z.infer<typeof productFilterSchema>;

/** POST /products/get-products. */
export const getProductsBodySchema = z.object({
  filter: productFilterSchema.default({ search: '', type: 'ALL', status: 'All', weight: false }),
  pagination: z
    .object({
      pageNum: z.number().int().min(1).max(100_000).default(1),
      perPage: z.number().int().min(1).max(100).default(DEFAULT_PRODUCT_PAGE_SIZE),
    })
    .default({ pageNum: 1, perPage: DEFAULT_PRODUCT_PAGE_SIZE }),
});
export type GetProductsBody = z.infer<typeof getProductsBodySchema>;

export const productSchema = z.object({
  _id: z.string(),
  sellerSku: z.string(),
  asin: z.string(),
  fnsku: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  status: z.string(),
  condition: z.number(),
  afnFulfillableQuantity: z.number(),
  listPrice: z.number().nullable(),
  weight: z.object({ value: z.number().nullable(), unit: z.enum(WEIGHT_UNIT_VALUES).nullable() }),
  expirable: z.boolean().nullable(),
  amzExpirable: z.boolean(),
  fbaType: z.string().nullable(),
  /** Where the FBA type came from: Amazon's data (re-derived on each sync) or the seller (kept); null without one. */
  fbaTypeSource: z.enum(FBA_TYPE_SOURCES).nullable(),
  packagingRules: z.array(
    z.object({
      name: z.string(),
      categoryBoxId: z.string(),
      quantity: z.number(),
      length: z.number(),
      width: z.number(),
      height: z.number(),
      weight: z.number(),
      weightUnit: z.enum(WEIGHT_UNIT_VALUES),
      defaultChecked: z.boolean(),
    }),
  ),
  prepDetailsList: z.array(z.object({ prepInstruction: z.string(), prepOwner: z.string() })),
});
export type Product = z.infer<typeof productSchema>;
export const getProductsResponseSchema = z.object({ products: z.array(productSchema), total: z.number() });
export type GetProductsResponse = z.infer<typeof getProductsResponseSchema>;

const ruleQuantity = z
  .number()
  .int(productMessages.ruleQuantityInvalid)
  .min(1, productMessages.ruleQuantityInvalid)
  .max(MAX_UNITS_PER_BOX, productMessages.ruleQuantityInvalid);
const categoryId = z.string().uuid(productMessages.boxCategoryNotFound);

/** Packaging rules: a box category and how many units of the SKU go in one box of it. */
export const packagingRuleActionSchema = z.discriminatedUnion('action', [
  z
    .object({ action: z.literal('add'), categoryId, itemCount: ruleQuantity, defaultChecked: z.boolean().optional() })
    .strict(),
  z.object({ action: z.literal('updateDefault'), categoryId }).strict(),
  z.object({ action: z.literal('updateQuantity'), categoryId, quantityToBeUpdate: ruleQuantity }).strict(),
  z.object({ action: z.literal('delete'), categoryId }).strict(),
]);
export type PackagingRuleAction = z.infer<typeof packagingRuleActionSchema>;

/** PUT /products/{id}: one change at a time, as the SKU list's dialogs send them. */
export const updateProductBodySchema = z.union([
  packagingRuleActionSchema,
  z
    .object({
      weight: z.object({
        value: z.number().positive(productMessages.weightInvalid).max(100_000),
        unit: z.enum(WEIGHT_UNIT_VALUES, productMessages.weightUnitInvalid),
      }),
    })
    .strict(),
  z.object({ expirable: z.boolean() }).strict(),
  z.object({ fbaType: z.enum(FBA_TYPES) }).strict(),
]);
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;
export const productIdParamsSchema = z.object({ id: z.string().uuid(productMessages.productNotFound) });
export const updateProductResponseSchema = z.object({ message: z.string(), updatedProduct: productSchema });
export type UpdateProductResponse = z.infer<typeof updateProductResponseSchema>;

/** POST /products/upload-fba-types?filename=: the file's bytes as the body (application/octet-stream). */
export const uploadQuerySchema = z.object({ filename: z.string().trim().min(1).max(255).default('upload.csv') });
export const uploadRowErrorSchema = z.object({
  sheet: z.string().optional(),
  row: z.number(),
  sku: z.string(),
  reason: z.string(),
});
export const fbaTypeUploadResponseSchema = z.object({
  message: z.string(),
  stats: z.object({ total: z.number(), valid: z.number(), invalid: z.number() }),
  errors: z.array(uploadRowErrorSchema),
  /** Fba_Types_Error_List.csv, CSV-injection safe; null without errors. */
  errorCsv: z.string().nullable(),
});
export type FbaTypeUploadResponse = z.infer<typeof fbaTypeUploadResponseSchema>;
