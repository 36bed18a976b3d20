import { z } from 'zod';
import { MAX_COUNT, MAX_UNITS_PER_BOX, type PackMode } from './imports.js';
import { expirationDateSchema } from './plan-item-rules.js';
import { productSchema } from './products.js';
import { isCalendarDate } from './shipment-item-rules.js';
import { shipmentItemMessages, type ShipmentItem } from './shipment-items.js';

/**
 * The shipment draft of a store marketplace: the Create Shipments drawer (its items, the ticked
 * cards, its pack mode, open or not) and the SKU list's selection to ship (ticked rows with their
 * quantities, packaging rules and box counts, and the Loose/Case Pack switch). Kept on the server,
 * one per store marketplace, shared by the account's users, so a reload, another tab or a worker of
 * the account finds the work where it was left.
 *
 * Items are stored as product ids with their counts; reading a draft joins the current products,
 * so a card always shows today's FBA type and rules, and a product gone from the marketplace
 * drops out. Every save names the version it was made from: a save from a stale version is
 * refused (409) and the browser shows the latest draft instead (see the drafts module's README).
 */

/** Amazon's limit of items in one inbound plan (v2024-03-20 createInboundPlan: maxItems 2000). */
export const MAX_DRAFT_ITEMS = 2000;
/** The browser saves this long after the last change. */
export const DRAFT_SAVE_DEBOUNCE_MS = 500;

/** Ours: the spec has no drafts. */
export const draftMessages = {
  conflict:
    'This draft was changed in another tab or by another user of your account. The latest version is shown now.',
  tooManyItems: `A draft holds at most ${MAX_DRAFT_ITEMS.toLocaleString('en-US')} SKUs (Amazon's limit for one inbound plan)`,
  notSavedTooMany: `Only drafts of up to ${MAX_DRAFT_ITEMS.toLocaleString('en-US')} SKUs are kept: this one stays in this tab until it is smaller.`,
  notSaved: 'The draft could not be saved. Your changes are kept in this tab and saved again with the next change.',
  unavailable: 'The saved draft could not be loaded, so changes here are not saved. Reload the page to try again.',
  repeatedItem: 'A SKU is in the draft twice',
  unknownSelected: "A ticked card is not among the draft's SKUs",
  storeMarketplaceNotFound: 'Store marketplace not found',
  versionInvalid: 'Draft version must be a whole number of 0 or more',
  /** Ours: the Loose/Case Pack switch discards the selection (spec section 2), so it asks first. */
  switchPackMode: (to: PackMode, count: number) =>
    `Switching to ${to === 'case' ? 'Case Pack' : 'Loose Pack'} clears the ${count === 1 ? 'selected SKU' : `${count} selected SKUs`} and the quantities typed for ${count === 1 ? 'it' : 'them'}.`,
} as const;

const packModeSchema = z.enum(['loose', 'case']);
const productId = z.string().uuid('Product not found');
/** A count as the domain allows it: a whole number above 0 that fits a 32-bit column, or none yet. */
const draftCount = z
  .number({ error: shipmentItemMessages.quantityInvalid })
  .int(shipmentItemMessages.quantityInvalid)
  .min(1, shipmentItemMessages.quantityInvalid)
  .max(MAX_COUNT, shipmentItemMessages.quantityInvalid)
  .nullable();

export const draftItemSchema = z
  .object({
    productId,
    /** Units (loose pack) or units in a box (case pack). */
    quantity: draftCount,
    boxCount: draftCount,
    /** The packaging rule's box category (case pack). */
    categoryId: z.string().uuid('Box category not found').nullable(),
    /** The expiry date of an expiration-dated card (drawer): a calendar date; one past by now stays, and the card says so. */
    expiration: expirationDateSchema.nullable().optional(),
  })
  .strict();
export type DraftItem = z.infer<typeof draftItemSchema>;

const draftItems = z.array(draftItemSchema).max(MAX_DRAFT_ITEMS, draftMessages.tooManyItems);

/** One list of items in one pack mode: each product once, at most 150 in a box in case pack. */
function checkItems(list: { mode: PackMode; items: DraftItem[] }, ctx: z.RefinementCtx, at: string): void {
  const seen = new Set<string>();
  list.items.forEach((item, index) => {
    if (seen.has(item.productId))
      ctx.addIssue({ code: 'custom', message: draftMessages.repeatedItem, path: [at, 'items', index] });
    seen.add(item.productId);
    if (list.mode === 'case' && item.quantity !== null && item.quantity > MAX_UNITS_PER_BOX)
      ctx.addIssue({
        code: 'custom',
        message: shipmentItemMessages.quantityInvalid,
        path: [at, 'items', index, 'quantity'],
      });
  });
}

/** PUT /shipment-drafts/{storeMarketplaceId}: the whole draft, and the version it was made from (0: none yet). */
export const saveDraftBodySchema = z
  .object({
    version: z
      .number({ error: draftMessages.versionInvalid })
      .int(draftMessages.versionInvalid)
      .min(0, draftMessages.versionInvalid)
      .max(MAX_COUNT, draftMessages.versionInvalid),
    drawer: z
      .object({
        open: z.boolean(),
        mode: packModeSchema,
        items: draftItems,
        /** Product ids of the ticked cards. */
        selectedIds: z.array(productId).max(MAX_DRAFT_ITEMS, draftMessages.tooManyItems),
      })
      .strict(),
    selection: z.object({ mode: packModeSchema, items: draftItems }).strict(),
  })
  .strict()
  .superRefine((body, ctx) => {
    checkItems(body.drawer, ctx, 'drawer');
    checkItems(body.selection, ctx, 'selection');
    const inDrawer = new Set(body.drawer.items.map((item) => item.productId));
    if (body.drawer.selectedIds.some((id) => !inDrawer.has(id)))
      ctx.addIssue({ code: 'custom', message: draftMessages.unknownSelected, path: ['drawer', 'selectedIds'] });
  });
export type SaveDraftBody = z.infer<typeof saveDraftBodySchema>;
export type DraftContent = Omit<SaveDraftBody, 'version'>;

export const draftParamsSchema = z.object({
  storeMarketplaceId: z.string().uuid(draftMessages.storeMarketplaceNotFound),
});
/** DELETE: with a version, only that version is deleted (a stale tab's Clear All is refused). */
export const deleteDraftQuerySchema = z.object({
  version: z.coerce
    .number({ error: draftMessages.versionInvalid })
    .int(draftMessages.versionInvalid)
    .min(0, draftMessages.versionInvalid)
    .max(MAX_COUNT, draftMessages.versionInvalid)
    .optional(),
});

const shipmentItemSchema = z.object({
  product: productSchema,
  quantity: z.number().nullable(),
  boxCount: z.number().nullable(),
  categoryId: z.string().nullable(),
  expiration: z.string().nullable().optional(),
});

/** GET: the draft with today's products (version 0 and empty lists when there is none). */
export const draftResponseSchema = z.object({
  version: z.number(),
  updatedAt: z.string().nullable(),
  /** Who saved it last (a worker picking up sees the seller's name). */
  updatedBy: z.string().nullable(),
  drawer: z.object({
    open: z.boolean(),
    mode: packModeSchema,
    items: z.array(shipmentItemSchema),
    selectedIds: z.array(z.string()),
  }),
  selection: z.object({ mode: packModeSchema, items: z.array(shipmentItemSchema) }),
});
export type ShipmentDraft = z.infer<typeof draftResponseSchema>;
export const saveDraftResponseSchema = z.object({ version: z.number(), updatedAt: z.string() });
export type SaveDraftResponse = z.infer<typeof saveDraftResponseSchema>;

/** A draft with nothing in it: what GET answers when there is none. */
export function emptyDraftContent(): DraftContent {
  return {
    drawer: { open: false, mode: 'loose', items: [], selectedIds: [] },
    selection: { mode: 'loose', items: [] },
  };
}

/** Whether the draft holds nothing worth keeping (then it is deleted rather than saved). */
export function isDraftEmpty(content: DraftContent): boolean {
  return content.drawer.items.length === 0 && content.selection.items.length === 0;
}

const fitsCount = (value: number | null, max = MAX_COUNT): number | null =>
  value !== null && Number.isInteger(value) && value >= 1 && value <= max ? value : null;

/**
 * An item as the draft keeps it. A count outside the domain's rules (0, a fraction, over 150 in a
 * box in case pack) is kept as none: the card then says the quantity is missing or invalid, as it
 * said before the reload.
 */
export function toDraftItem(item: ShipmentItem, mode: PackMode): DraftItem {
  return {
    productId: item.product._id,
    quantity: fitsCount(item.quantity, mode === 'case' ? MAX_UNITS_PER_BOX : MAX_COUNT),
    boxCount: fitsCount(item.boxCount),
    categoryId: item.categoryId || null,
    // Only a calendar date is kept (a half-typed one is the card's own until it is one).
    ...(item.expiration && isCalendarDate(item.expiration) ? { expiration: item.expiration } : {}),
  };
}

/** Whether a draft fits the size limit (the browser keeps a larger one in the tab only). */
export function isDraftWithinLimits(content: DraftContent): boolean {
  return content.drawer.items.length <= MAX_DRAFT_ITEMS && content.selection.items.length <= MAX_DRAFT_ITEMS;
}
export const deleteDraftResponseSchema = z.object({ version: z.literal(0) });
export type DeleteDraftResponse = z.infer<typeof deleteDraftResponseSchema>;

/** The draft of a drawer and a selection as the browser holds them (counts outside the rules kept as none). */
export function toDraftContent(
  drawer: { open: boolean; mode: PackMode; items: readonly ShipmentItem[]; selectedIds: Iterable<string> },
  selection: { mode: PackMode; items: Iterable<ShipmentItem> },
): DraftContent {
  return {
    drawer: {
      open: drawer.open,
      mode: drawer.mode,
      items: drawer.items.map((item) => toDraftItem(item, drawer.mode)),
      selectedIds: [...drawer.selectedIds],
    },
    selection: { mode: selection.mode, items: [...selection.items].map((item) => toDraftItem(item, selection.mode)) },
  };
}
