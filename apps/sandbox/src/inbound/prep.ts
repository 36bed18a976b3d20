// Prep details (listPrepDetails / setPrepDetails): each SKU's prep category, prep types and the
// label and prep owners Amazon accepts for it, from the seeded product facts.
import type { PrepInstruction, Product } from '../data/generate.js';
import { inboundFactsOf } from '../data/inbound-facts.js';
import { US } from '../data/marketplaces.js';
import { createRandom } from '../random.js';
import type { PrepDetailRecord } from './types.js';

/** The v2024 prepType of a v0 prep instruction. */
export const PREP_TYPES: Record<PrepInstruction, string> = {
  Polybagging: 'ITEM_POLYBAGGING',
  BubbleWrapping: 'ITEM_BUBBLEWRAP',
  Taping: 'ITEM_TAPING',
  BlackShrinkWrapping: 'ITEM_BLACK_SHRINKWRAP',
  Labeling: 'ITEM_LABELING',
  HangGarment: 'ITEM_HANG_GARMENT',
  SetCreation: 'ITEM_SETCREAT',
  Boxing: 'ITEM_BOXING',
  RemoveFromHanger: 'ITEM_RMOVHANG',
  Debundle: 'ITEM_DEBUNDLE',
  SuffocationStickering: 'ITEM_SUFFOSTK',
  CapSealing: 'ITEM_CAP_SEALING',
  SetStickering: 'ITEM_SETSTK',
  BlankStickering: 'ITEM_BLANKSTK',
  ShipsInProductPackaging: 'ITEM_SIOC',
  NoPrep: 'ITEM_NO_PREP',
};

/**
 * The prep category Amazon files a product under (the model's PrepCategory), from its v0 prep:
 * the instruction that names the category first. Products without prep are NONE.
 */
const CATEGORY_OF: Partial<Record<PrepInstruction, string>> = {
  HangGarment: 'HANGER',
  RemoveFromHanger: 'HANGER',
  CapSealing: 'LIQUID',
  BubbleWrapping: 'FRAGILE',
  SetCreation: 'SET',
  SetStickering: 'SET',
  Debundle: 'SET',
  BlackShrinkWrapping: 'ADULT',
  Boxing: 'SHARP',
  Taping: 'PERFORATED',
  SuffocationStickering: 'SMALL',
  Polybagging: 'TEXTILE',
};

/** The model's prep categories a seller may set (setPrepDetails); UNKNOWN is Amazon's, never the seller's. */
export const SETTABLE_PREP_CATEGORIES = [
  'ADULT',
  'BABY',
  'FC_PROVIDED',
  'FRAGILE',
  'GRANULAR',
  'HANGER',
  'LIQUID',
  'PERFORATED',
  'SET',
  'SHARP',
  'SMALL',
  'TEXTILE',
  'NONE',
] as const;

/**
 * Whether Amazon has no prep category for the product yet: about one SKU without prep in eight,
 * drawn from the SKU, so the seller must set one (setPrepDetails), as Amazon asks for new ASINs.
 */
export function isPrepCategoryUnknown(product: Product): boolean {
  return product.prep.length === 0 && createRandom(product.sku, 'prep-category').chance(0.125);
}

/** The product's prep types as v2024 names them; none is ITEM_NO_PREP. */
export function prepTypesOf(product: Product): string[] {
  const types = product.prep.map((p) => PREP_TYPES[p]);
  return types.length > 0 ? types : ['ITEM_NO_PREP'];
}

/**
 * The model's MskuPrepDetail for one SKU in a marketplace. The owner constraints are exactly the
 * refusals createInboundPlan applies (src/inbound/rules.ts), in the model's terms: in the US a
 * unit needing an FNSKU label can only be labelled by the seller (AMAZON is refused there, NONE
 * refused for a unit needing a label), so `labelOwnerConstraint: SELLER_ONLY`; elsewhere, and for
 * prep, both AMAZON and SELLER are accepted, which the model writes as no constraint ("If no
 * constraint is specified, both AMAZON and SELLER are acceptable"). The sandbox has no rule that
 * ties the owners together, so it never answers `allOwnersConstraint`. An unknown category has
 * no prep types until the seller sets it.
 */
export function prepDetailOf(product: Product, marketplaceId: string, stored: PrepDetailRecord | undefined) {
  const facts = inboundFactsOf(product);
  const unknown = !stored && isPrepCategoryUnknown(product);
  return {
    msku: product.sku,
    prepCategory: stored?.prepCategory ?? (unknown ? 'UNKNOWN' : categoryOf(product)),
    prepTypes: stored?.prepTypes ?? (unknown ? [] : prepTypesOf(product)),
    ...(facts.labelRequired && marketplaceId === US ? { labelOwnerConstraint: 'SELLER_ONLY' } : {}),
  };
}

function categoryOf(product: Product): string {
  for (const instruction of product.prep) {
    const category = CATEGORY_OF[instruction];
    if (category) return category;
  }
  return 'NONE';
}
