// What the v2024-03-20 inbound plans need to know of a seeded product: its size tier (the same
// one the fees report writes), the weight the inbound placement fee is charged on, dangerous
// goods, the case-pack template, the most units one plan may send, and the placement fee table.
import type { DangerousGoods, Product } from './generate.js';
import type { FeeRegion } from './fulfillment-centers.js';
import { convertPrice, MARKETPLACES } from './marketplaces.js';

export type SizeClass = 'standard' | 'oversize';

export interface InboundFacts {
  /** The product size tier as the fees report (GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA) writes it. */
  sizeTier: string;
  /** Standard-size and oversize units go to different centres. */
  sizeClass: SizeClass;
  /** Unit weight for small standard-size, else the greater of unit and dimensional weight (lb). */
  shippingWeightLb: number;
  dangerousGoods: DangerousGoods | null;
  caseQuantity: number | null;
  /** The most units of this SKU one inbound plan may send (Amazon's "maximum shipment quantity"). */
  maxShipmentQuantity: number;
  expirationDated: boolean;
  /** The FNSKU is not the ASIN, so every unit needs an FNSKU label (labelOwner NONE is refused). */
  labelRequired: boolean;
  /** The item needs prep (prepOwner NONE is refused). */
  prepRequired: boolean;
}

/** Amazon's product size tier (by the sorted dimensions and the unit weight): the fees report's and the plans'. */
export function sizeTierOf(product: Product): string {
  const [longest, median, shortest] = [product.lengthIn, product.widthIn, product.heightIn].sort((a, b) => b - a) as [
    number,
    number,
    number,
  ];
  const weightLb = product.weightLb;
  if (longest <= 15 && median <= 12 && shortest <= 0.75 && weightLb <= 1) return 'Small standard-size';
  if (longest <= 18 && median <= 14 && shortest <= 8 && weightLb <= 20) return 'Large standard-size';
  if (longest <= 59 && median <= 33 && shortest <= 33 && weightLb <= 50) return 'Large bulky';
  if (weightLb <= 50) return 'Extra-large 0 to 50 lb';
  if (weightLb <= 70) return 'Extra-large 50+ to 70 lb';
  if (weightLb <= 150) return 'Extra-large 70+ to 150 lb';
  return 'Extra-large 150+ lb';
}

/**
 * The most units of one SKU a plan may send: the sandbox's stand-in for Amazon's per-ASIN
 * maximum shipment quantity, larger for better sellers, smaller for oversize and dangerous goods.
 */
function maxShipmentQuantityOf(product: Product, sizeClass: SizeClass): number {
  const rank = product.salesRank;
  let max = rank < 10_000 ? 12_000 : rank < 100_000 ? 6_000 : rank < 1_000_000 ? 3_000 : 1_500;
  if (sizeClass === 'oversize') max /= 4;
  if (product.isHazmat) max /= 2;
  return max;
}

export function inboundFactsOf(product: Product): InboundFacts {
  const sizeTier = sizeTierOf(product);
  const sizeClass: SizeClass = sizeTier.endsWith('standard-size') ? 'standard' : 'oversize';
  const dimensionalWeight = (product.lengthIn * product.widthIn * product.heightIn) / 139;
  const shippingWeightLb =
    sizeTier === 'Small standard-size' ? product.weightLb : Math.max(product.weightLb, dimensionalWeight);
  return {
    sizeTier,
    sizeClass,
    shippingWeightLb: Math.round(shippingWeightLb * 100) / 100,
    dangerousGoods: product.dangerousGoods,
    caseQuantity: product.caseQuantity,
    maxShipmentQuantity: maxShipmentQuantityOf(product, sizeClass),
    expirationDated: product.isExpirationDated,
    labelRequired: product.fnsku !== product.asin,
    prepRequired: product.prep.length > 0,
  };
}

export type PlacementKind = 'MINIMAL' | 'PARTIAL' | 'OPTIMIZED';

type Range = readonly [low: number, high: number];
interface FeeRow {
  tier: 'Small standard-size' | 'Large standard-size' | 'Large bulky';
  /** Upper bound of the row's weight band (lb), inclusive. */
  maxLb: number;
  minimal: Range;
  partial: Range;
}

/**
 * Per-unit FBA inbound placement service fees (US dollars), as ranges Amazon adjusts by inbound
 * location. Standard-size rows: Amazon Seller Central help, "FBA inbound placement service fee"
 * (https://sellercentral.amazon.com/gp/help/external/GC3Q44PBK8BXQW3Z), Table 1, standard-size
 * product fees until February 19, 2025 ("Minimal shipment splits: send to single location",
 * "Partial shipment splits: send to two or three locations", "Amazon-optimized shipment splits:
 * no fee"). Amazon stopped offering partial splits for standard-size products on 2025-02-20; the
 * sandbox keeps that column so clients meet all three kinds of option.
 *
 * Large bulky rows: that page's Table 2 was not available to us. Only the partial-split range for
 * 28+ to 42 lb ($1.05 to $2.83) is from a report of it
 * (https://ppc.land/amazon-removes-partial-shipment-splits-for-standard-size-fba-products); the
 * other large bulky ranges are the sandbox's estimates in proportion. Extra-large products pay
 * no placement fee ("The fee doesn't apply to extra-large-sized products",
 * https://ecomengine.com/blog/fba-inbound-placement).
 */
const FEE_TABLE: readonly FeeRow[] = [
  { tier: 'Small standard-size', maxLb: 1, minimal: [0.16, 0.3], partial: [0.12, 0.21] },
  { tier: 'Large standard-size', maxLb: 0.75, minimal: [0.18, 0.34], partial: [0.13, 0.24] },
  { tier: 'Large standard-size', maxLb: 1.5, minimal: [0.22, 0.41], partial: [0.15, 0.28] },
  { tier: 'Large standard-size', maxLb: 3, minimal: [0.27, 0.49], partial: [0.17, 0.34] },
  { tier: 'Large standard-size', maxLb: Infinity, minimal: [0.37, 0.68], partial: [0.23, 0.48] },
  { tier: 'Large bulky', maxLb: 5, minimal: [0.6, 1.6], partial: [0.4, 1.1] },
  { tier: 'Large bulky', maxLb: 12, minimal: [0.9, 2.3], partial: [0.55, 1.5] },
  { tier: 'Large bulky', maxLb: 28, minimal: [1.35, 3.4], partial: [0.8, 2.15] },
  { tier: 'Large bulky', maxLb: 42, minimal: [1.8, 4.5], partial: [1.05, 2.83] },
  { tier: 'Large bulky', maxLb: Infinity, minimal: [2.2, 5.5], partial: [1.3, 3.45] },
];

/**
 * The per-unit placement fee of one unit sent to a centre in `region` under a placement option of
 * `kind`, in the marketplace's currency: the top of Amazon's range in the West, the bottom in
 * the East, the middle in between. CA and MX use the US table at the sandbox's fixed exchange
 * rates (Amazon publishes their tables separately; the sandbox does not model them).
 */
export function placementFeePerUnit(
  facts: InboundFacts,
  kind: PlacementKind,
  region: FeeRegion,
  marketplaceId: string,
): number {
  if (kind === 'OPTIMIZED') return 0;
  const row = FEE_TABLE.find((r) => r.tier === facts.sizeTier && facts.shippingWeightLb <= r.maxLb);
  if (!row) return 0;
  const [low, high] = kind === 'MINIMAL' ? row.minimal : row.partial;
  const usd = region === 'west' ? high : region === 'east' ? low : (low + high) / 2;
  return convertPrice(Math.round(usd * 100) / 100, marketplaceId);
}

export function currencyOf(marketplaceId: string): string {
  return MARKETPLACES[marketplaceId]?.defaultCurrencyCode ?? 'USD';
}
