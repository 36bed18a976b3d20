import { z } from 'zod';
import { CONDITION_NAMES, getConditionName } from './shipment-item-rules.js';
import { workbenchItemSchema, workbenchMessages } from './workbench.js';

/**
 * Product (FNSKU) labels (spec document 2, section 5 'Print product labels'; issue 16): the
 * blocking rules, the quantities and the calls. The Print Product Labels dialog and the server
 * use the same rules, so the disabled button and the server's refusal say the same thing.
 */
export const productLabelMessages = {
  fnskuMissing: 'Label cannot be printed as fnsku is missing.',
  titleMissing: 'Label cannot be printed as title is missing.',
  conditionMissing: 'Label cannot be printed as condition is missing.',
  expiryMissing: 'Label cannot be printed as expiry date is missing.',
  incorrectQuantity: 'Incorrect Quantity',
  /** Print All Labels when any item lacks an FNSKU. */
  itemsMissingFnsku: "Item's have missing FNSKU",
  /** Ours: one request renders at most MAX_PRODUCT_LABELS labels. */
  tooManyLabels: 'At most 10,000 labels can be printed at once',
  itemListedTwice: 'Each item can be printed once per call',
  printed: 'Printed labels counted',
} as const;

/** Ours: at most this many labels in one request (one item's quantity and the sum over all). */
export const MAX_PRODUCT_LABELS = 10_000;

/** The item facts a product label needs. */
export interface ProductLabelItem {
  fulfillmentNetworkSku: string;
  title: string;
  /** Amazon's condition code (11 New, ...). */
  condition: number | null;
  /** Whether the item expires (the seller's answer over Amazon's). */
  amzExpirable: boolean;
  /** YYYY-MM-DD or null. */
  expDate: string | null;
  quantityShipped: number;
  quantityPrinted: number;
}

/** Why the item's label cannot be printed (the spec's order: FNSKU, title, condition, expiry), or null. */
export function checkProductLabel(item: ProductLabelItem): string | null {
  if (!item.fulfillmentNetworkSku.trim()) return productLabelMessages.fnskuMissing;
  if (!item.title.trim()) return productLabelMessages.titleMissing;
  if (item.condition === null || !CONDITION_NAMES[item.condition]) return productLabelMessages.conditionMissing;
  if (item.amzExpirable && !item.expDate) return productLabelMessages.expiryMissing;
  return null;
}

/** 'Incorrect Quantity' unless a whole number from 1 to MAX_PRODUCT_LABELS. */
export function checkProductLabelQuantity(quantity: number): string | null {
  return Number.isInteger(quantity) && quantity > 0 && quantity <= MAX_PRODUCT_LABELS
    ? null
    : productLabelMessages.incorrectQuantity;
}

/** The dialog's default: units shipped minus labels printed, when positive; otherwise empty (0). */
export function defaultProductLabelQuantity(item: Pick<ProductLabelItem, 'quantityShipped' | 'quantityPrinted'>) {
  return Math.max(item.quantityShipped - item.quantityPrinted, 0);
}

/**
 * Why these items' labels cannot be printed, or null. One item: its own message. Several (Print
 * All Labels, or a request of several): "Item's have missing FNSKU" when any lacks an FNSKU,
 * otherwise the first blocked item's message after its SKU.
 */
export function checkProductLabels(
  items: readonly (ProductLabelItem & { sellerSku: string })[],
  printAll: boolean,
): string | null {
  if ((printAll || items.length > 1) && items.some((i) => !i.fulfillmentNetworkSku.trim()))
    return productLabelMessages.itemsMissingFnsku;
  for (const item of items) {
    const message = checkProductLabel(item);
    if (message) return items.length > 1 || printAll ? `${item.sellerSku}: ${message}` : message;
  }
  return null;
}

/**
 * Print All Labels: each item's labels still to print (shipped minus printed). When every label
 * was printed already it is a reprint: every item's full shipped quantity. Items with nothing
 * shipped are left out. Answers the refusal's message instead when it cannot print.
 */
export function planPrintAllLabels(
  items: readonly (ProductLabelItem & { _id: string; sellerSku: string })[],
): { message: string } | { items: { shipmentItemId: string; quantity: number }[] } {
  if (items.some((i) => !i.fulfillmentNetworkSku.trim())) return { message: productLabelMessages.itemsMissingFnsku };
  const left = items.filter((i) => defaultProductLabelQuantity(i) > 0);
  const chosen = left.length ? left : items.filter((i) => i.quantityShipped > 0);
  if (!chosen.length) return { message: productLabelMessages.incorrectQuantity };
  const blocked = checkProductLabels(chosen, true);
  if (blocked) return { message: blocked };
  const planned = chosen.map((i) => ({
    shipmentItemId: i._id,
    quantity: left.length ? defaultProductLabelQuantity(i) : i.quantityShipped,
  }));
  if (planned.reduce((n, p) => n + p.quantity, 0) > MAX_PRODUCT_LABELS)
    return { message: productLabelMessages.tooManyLabels };
  return { items: planned };
}

/** The condition as the label prints it ('New', 'Used Like New', ...). */
export const productLabelCondition = (code: number | null) => getConditionName(code);

/** The label file's name without extension: `{shipmentId}-Product-Labels` (spec section 9). */
export const productLabelsFileName = (shipmentId: string) => `${shipmentId}-Product-Labels`;

// ---------------------------------------------------------------------------------------------
// Calls

const itemsField = z
  .array(
    z.object({
      shipmentItemId: z.string({ error: workbenchMessages.itemNotFound }).uuid(workbenchMessages.itemNotFound),
      quantity: z
        .number({ error: productLabelMessages.incorrectQuantity })
        .int(productLabelMessages.incorrectQuantity)
        .min(1, productLabelMessages.incorrectQuantity)
        .max(MAX_PRODUCT_LABELS, productLabelMessages.incorrectQuantity),
    }),
    { error: workbenchMessages.itemNotFound },
  )
  .min(1, workbenchMessages.itemNotFound)
  .max(5_000, productLabelMessages.tooManyLabels)
  .refine(
    (items) => items.reduce((n, i) => n + i.quantity, 0) <= MAX_PRODUCT_LABELS,
    productLabelMessages.tooManyLabels,
  )
  .refine(
    (items) => new Set(items.map((i) => i.shipmentItemId)).size === items.length,
    productLabelMessages.itemListedTwice,
  );

const shipmentField = z.string({ error: workbenchMessages.shipmentNotFound }).uuid(workbenchMessages.shipmentNotFound);

/**
 * POST /fullfilment/product-labels: the labels' file (PDF or ZPL) for these items and quantities,
 * in the account's product label format. `printAll` is Print All Labels (its FNSKU message).
 */
export const productLabelsBodySchema = z.object({
  inboundShipmentId: shipmentField,
  items: itemsField,
  format: z.enum(['pdf', 'zpl'], { error: 'format must be pdf or zpl' }).default('pdf'),
  printAll: z.boolean().optional(),
});
export type ProductLabelsBody = z.input<typeof productLabelsBodySchema>;

/** POST /fullfilment/product-labels/printed: the labels printed from the preview, added to each item's printed count. */
export const productLabelsPrintedBodySchema = z.object({
  inboundShipmentId: shipmentField,
  items: itemsField,
  printAll: z.boolean().optional(),
});
export type ProductLabelsPrintedBody = z.input<typeof productLabelsPrintedBodySchema>;
export const productLabelsPrintedResponseSchema = z.object({
  message: z.string(),
  updatedData: z.array(workbenchItemSchema),
});
export type ProductLabelsPrintedResponse = z.infer<typeof productLabelsPrintedResponseSchema>;
