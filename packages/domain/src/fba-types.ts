import type { FbaType } from './settings.js';

/**
 * The FBA type Amazon's own data implies for a SKU, so a fresh store does not arrive with every
 * SKU 'NOT ATTACHED'. Two sources feed it, read by different sync jobs:
 *
 * - the fees report (GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA, listing job): the product size tier,
 *   and the measurements and price that make a SKU Small and Light;
 * - the catalogue (searchCatalogItems, catalog job): whether the item is dangerous goods, its UN
 *   number and its transport class.
 *
 * Dangerous goods win over the size tier (a hazmat item is stored and shipped as hazmat whatever
 * its size). Before the catalog job has read a SKU the type comes from the size tier alone; the
 * catalog job then turns hazmat items into their HAZMAT kind. A type the seller chose is never
 * replaced (the server keeps `fba_type_source = 'seller'`), 'NOT ATTACHED' and 'ERRORED' included.
 */

/** Who set a product's FBA type: Amazon's data (re-derived on every sync) or the seller (kept). */
export const FBA_TYPE_SOURCES = ['amazon', 'seller'] as const;
export type FbaTypeSource = (typeof FBA_TYPE_SOURCES)[number];

export interface DangerousGoodsFacts {
  isHazmat: boolean;
  /** The UN transport class, e.g. '2.1', '3', '5.1', '9'; null when the catalogue gives none. */
  dangerousGoodsClass?: string | null;
  /** e.g. 'UN1950'; null when the catalogue gives none. */
  unNumber?: string | null;
}

export interface AmazonFbaFacts extends DangerousGoodsFacts {
  /** The fees report's product-size-tier, as Amazon writes it ('Large standard-size', 'Large bulky'...). */
  sizeTier: string | null;
  /** Whether the fees report's measures and price fit Small and Light (isSmallAndLightEligible). */
  isSmallAndLight?: boolean;
}

/** UN numbers of aerosols and gas cartridges: Amazon stores them apart from other hazmat. */
const AEROSOL_UN_NUMBERS = new Set(['UN1950', 'UN2037']);

/** The HAZMAT kind of dangerous goods (aerosol, oxidizer, flammable or plain hazmat); null when not hazmat. */
export function deriveHazmatType(facts: DangerousGoodsFacts): FbaType | null {
  if (!facts.isHazmat) return null;
  const un = (facts.unNumber ?? '').toUpperCase().replace(/\s+/g, '');
  const unNumber = /^\d{4}$/.test(un) ? `UN${un}` : un;
  const cls = (facts.dangerousGoodsClass ?? '').trim();
  if (AEROSOL_UN_NUMBERS.has(unNumber) || /^2(\.|$)/.test(cls)) return 'HAZMAT AEROSOL';
  if (/^5(\.|$)/.test(cls)) return 'HAZMAT OXIDIZERS';
  if (/^[34](\.|$)/.test(cls)) return 'HAZMAT FLAMMABLE';
  return 'HAZMAT';
}

/**
 * The FBA type of a size tier as the fees report writes it, across Amazon's current and earlier
 * tier names and the other marketplaces' (envelopes and parcels are standard-size); null for a
 * blank or unknown tier.
 */
export function sizeTierToFbaType(sizeTier: string | null | undefined): FbaType | null {
  const tier = (sizeTier ?? '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
  if (!tier) return null;
  if (tier.includes('small and light') || tier.includes('small light')) return 'SMALL AND LIGHT';
  if (tier.startsWith('extra large') || tier.startsWith('special oversize')) return 'EXTRA LARGE';
  if (tier.includes('oversize') || tier.includes('bulky')) return 'OVERSIZED';
  if (tier.includes('standard') || tier.includes('envelope') || tier.includes('parcel')) return 'STANDARD';
  return null;
}

/** The FBA type Amazon's data implies: a HAZMAT kind first, then the size tier; null when neither says. */
export function deriveFbaType(facts: AmazonFbaFacts): FbaType | null {
  const hazmat = deriveHazmatType(facts);
  if (hazmat) return hazmat;
  const bySize = sizeTierToFbaType(facts.sizeTier);
  if (bySize === 'STANDARD' && facts.isSmallAndLight) return 'SMALL AND LIGHT';
  return bySize;
}

/**
 * Small and Light's limits (Amazon US, 2023): a standard-size item of at most 3 lb and 18 x 14 x 8
 * inches, priced at most $12. Amazon publishes no other currency's limits to us, so an item
 * priced in another currency is plain STANDARD.
 */
export const SMALL_AND_LIGHT_LIMITS = {
  maxWeightLb: 3,
  maxSidesIn: [18, 14, 8] as const,
  maxPriceByCurrency: { USD: 12 } as Readonly<Record<string, number>>,
};

export interface SmallAndLightFacts {
  sizeTier: string | null;
  weightLb: number | null;
  /** The three sides in inches, any order. */
  sidesIn: readonly (number | null)[];
  price: number | null;
  currency: string | null;
}

/** Whether the fees report's measures and price make the item Small and Light (SMALL_AND_LIGHT_LIMITS). */
export function isSmallAndLightEligible(facts: SmallAndLightFacts): boolean {
  const tier = sizeTierToFbaType(facts.sizeTier);
  if (tier === 'SMALL AND LIGHT') return true;
  if (tier !== 'STANDARD') return false;
  const maxPrice = SMALL_AND_LIGHT_LIMITS.maxPriceByCurrency[(facts.currency ?? '').toUpperCase()];
  if (maxPrice === undefined || facts.price === null || !(facts.price > 0) || facts.price > maxPrice) return false;
  if (facts.weightLb === null || !(facts.weightLb > 0) || facts.weightLb > SMALL_AND_LIGHT_LIMITS.maxWeightLb)
    return false;
  if (facts.sidesIn.length !== 3 || facts.sidesIn.some((s) => s === null || !(s > 0))) return false;
  const sides = (facts.sidesIn as number[]).slice().sort((a, b) => b - a);
  return sides.every((side, i) => side <= SMALL_AND_LIGHT_LIMITS.maxSidesIn[i]!);
}

/** The SKU list's caption under the FBA type: where the type came from; null when there is none. */
export function describeFbaTypeSource(product: {
  fbaType: string | null;
  fbaTypeSource: string | null;
}): string | null {
  if (!product.fbaType) return null;
  // The seller's NOT ATTACHED is theirs too: no sync will give the SKU a type.
  if (product.fbaTypeSource === 'seller') return 'Set by you';
  if (product.fbaTypeSource !== 'amazon' || product.fbaType === 'NOT ATTACHED') return null;
  return product.fbaType.startsWith('HAZMAT') ? "From Amazon's dangerous goods data" : "From Amazon's size tier";
}
