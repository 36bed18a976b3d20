import type { Listing, Product, SellerData } from '../data/generate.js';
import { sizeTierOf } from '../data/inbound-facts.js';
import { MARKETPLACES } from '../data/marketplaces.js';

/** Report types the sandbox can produce, with Amazon's header row. */
export const REPORT_HEADERS: Record<string, readonly string[]> = {
  GET_MERCHANT_LISTINGS_ALL_DATA: [
    'item-name',
    'item-description',
    'listing-id',
    'seller-sku',
    'price',
    'quantity',
    'open-date',
    'image-url',
    'item-is-marketplace',
    'product-id-type',
    'zshop-shipping-fee',
    'item-note',
    'item-condition',
    'zshop-category1',
    'zshop-browse-path',
    'zshop-storefront-feature',
    'asin1',
    'asin2',
    'asin3',
    'will-ship-internationally',
    'expedited-shipping',
    'zshop-boldface',
    'product-id',
    'bid-for-featured-placement',
    'add-delete',
    'pending-quantity',
    'fulfillment-channel',
    'merchant-shipping-group',
    'status',
  ],
  GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA: [
    'sku',
    'fnsku',
    'asin',
    'product-name',
    'condition',
    'your-price',
    'mfn-listing-exists',
    'mfn-fulfillable-quantity',
    'afn-listing-exists',
    'afn-warehouse-quantity',
    'afn-fulfillable-quantity',
    'afn-unsellable-quantity',
    'afn-reserved-quantity',
    'afn-total-quantity',
    'per-unit-volume',
    'afn-inbound-working-quantity',
    'afn-inbound-shipped-quantity',
    'afn-inbound-receiving-quantity',
    'afn-researching-quantity',
    'afn-reserved-future-supply',
    'afn-future-supply-buyable',
  ],
  GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA: [
    'sku',
    'fnsku',
    'asin',
    'amazon-store',
    'product-name',
    'product-group',
    'brand',
    'fulfilled-by',
    'your-price',
    'sales-price',
    'longest-side',
    'median-side',
    'shortest-side',
    'length-and-girth',
    'unit-of-dimension',
    'item-package-weight',
    'unit-of-weight',
    'product-size-tier',
    'currency',
    'estimated-fee-total',
    'estimated-referral-fee-per-unit',
    'estimated-variable-closing-fee',
    'expected-fulfillment-fee-per-unit',
  ],
};

export function isSupportedReportType(reportType: string): boolean {
  return Object.hasOwn(REPORT_HEADERS, reportType);
}

const CONDITION_NAMES: Record<number, string> = {
  1: 'Used',
  2: 'Used',
  3: 'Used',
  4: 'Used',
  5: 'Collectible',
  6: 'Collectible',
  7: 'Collectible',
  8: 'Collectible',
  10: 'Refurbished',
  11: 'New',
};
const ITEM_NOTES: Record<number, string> = {
  1: 'Like new, opened box.',
  2: 'Very good: light shelf wear on the package.',
  3: 'Good: package shows wear, item works.',
  4: 'Acceptable: scuffs on the item.',
  5: 'Collectible, like new.',
  10: 'Refurbished by the manufacturer.',
};

const money = (value: number | null) => (value === null ? '' : value.toFixed(2));
const clean = (text: string) => text.replace(/[\t\r\n]+/g, ' ');

/** Second Sunday of March to first Sunday of November, 2:00 local: US daylight saving time. */
function isPacificDaylightTime(time: number): boolean {
  const year = new Date(time).getUTCFullYear();
  const nthSunday = (month: number, n: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((7 - first) % 7) + (n - 1) * 7;
  };
  const start = Date.UTC(year, 2, nthSunday(2, 2), 10); // 2:00 PST = 10:00 UTC
  const end = Date.UTC(year, 10, nthSunday(10, 1), 9); // 2:00 PDT = 9:00 UTC
  return time >= start && time < end;
}

/** Amazon's listing-report date: Pacific time with its zone abbreviation, e.g. "2024-05-14 09:12:33 PDT". */
export function formatOpenDate(time: number): string {
  const daylight = isPacificDaylightTime(time);
  const local = new Date(time - (daylight ? 7 : 8) * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} ${daylight ? 'PDT' : 'PST'}`;
}

function listingRow(listing: Listing, imageUrl: (product: Product) => string): string[] {
  const p = listing.product;
  return [
    clean(p.title),
    '',
    listing.listingId,
    p.sku,
    money(listing.price),
    '',
    formatOpenDate(p.openDate),
    imageUrl(p),
    'y',
    '1',
    '',
    ITEM_NOTES[p.conditionCode] ?? '',
    String(p.conditionCode),
    '',
    '',
    '',
    p.asin,
    '',
    '',
    '',
    '',
    '',
    p.asin,
    '',
    '',
    '',
    'AMAZON_NA',
    'Migrated Template',
    p.status,
  ];
}

function inventoryRow(listing: Listing): string[] {
  const p = listing.product;
  const warehouse = listing.fulfillable + listing.unfulfillable + listing.reserved;
  const total = warehouse + listing.inboundWorking + listing.inboundShipped + listing.inboundReceiving;
  const cubicFeet = (p.lengthIn * p.widthIn * p.heightIn) / 1728;
  return [
    p.sku,
    p.fnsku,
    p.asin,
    clean(p.title),
    CONDITION_NAMES[p.conditionCode] ?? 'New',
    money(listing.price),
    'No',
    '',
    'Yes',
    String(warehouse),
    String(listing.fulfillable),
    String(listing.unfulfillable),
    String(listing.reserved),
    String(total),
    cubicFeet.toFixed(2),
    String(listing.inboundWorking),
    String(listing.inboundShipped),
    String(listing.inboundReceiving),
    String(listing.researching),
    '0',
    '0',
  ];
}

const FULFILLMENT_FEES: Record<string, number> = {
  'Small standard-size': 3.22,
  'Large standard-size': 4.75,
  'Large bulky': 9.61,
  'Extra-large 0 to 50 lb': 26.33,
  'Extra-large 50+ to 70 lb': 40.12,
  'Extra-large 70+ to 150 lb': 54.81,
  'Extra-large 150+ lb': 194.95,
};

function feesRow(listing: Listing): string[] {
  const p = listing.product;
  const market = MARKETPLACES[listing.marketplaceId]!;
  const [longest, median, shortest] = [p.lengthIn, p.widthIn, p.heightIn].sort((a, b) => b - a) as [
    number,
    number,
    number,
  ];
  const tier = sizeTierOf(p);
  const fulfillment = FULFILLMENT_FEES[tier]! + Math.max(0, Math.ceil(p.weightLb) - 1) * 0.16;
  const referral = listing.price === null ? null : Math.max(0.3, listing.price * 0.15);
  const weight = p.weightInOunces ? (p.weightLb * 16).toFixed(2) : p.weightLb.toFixed(2);
  return [
    p.sku,
    p.fnsku,
    p.asin,
    market.countryCode,
    clean(p.title),
    p.category.productGroup,
    p.brand,
    'AFN',
    money(listing.price),
    money(listing.price),
    longest.toFixed(2),
    median.toFixed(2),
    shortest.toFixed(2),
    (longest + 2 * (median + shortest)).toFixed(2),
    'inches',
    weight,
    p.weightInOunces ? 'ounces' : 'pounds',
    tier,
    market.defaultCurrencyCode,
    referral === null ? '' : (referral + fulfillment).toFixed(2),
    money(referral),
    '0.00',
    fulfillment.toFixed(2),
  ];
}

/**
 * The tab-separated document of a report over one marketplace's listings. The fees report
 * leaves out listings Amazon has not measured yet, as the real one does. `imageUrl` gives the
 * listings report's image-url column (the sandbox's image host).
 */
export function buildReportDocument(
  reportType: string,
  data: SellerData,
  marketplaceId: string,
  imageUrl: (product: Product) => string,
): string {
  const header = REPORT_HEADERS[reportType];
  if (!header) throw new Error(`unsupported report type ${reportType}`);
  const listings = data.listings.get(marketplaceId) ?? [];
  const lines = [header.join('\t')];
  for (const listing of listings) {
    if (reportType === 'GET_MERCHANT_LISTINGS_ALL_DATA') lines.push(listingRow(listing, imageUrl).join('\t'));
    else if (reportType === 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA') lines.push(inventoryRow(listing).join('\t'));
    else if (listing.product.hasFeeMeasurements) lines.push(feesRow(listing).join('\t'));
  }
  return lines.join('\n') + '\n';
}
