import { createRandom, UPPER_ALNUM, type Random } from '../random.js';
import type { DemoSeller } from './sellers.js';
import { CA, convertPrice, MX } from './marketplaces.js';
import {
  ADJECTIVES, BRANDS, CATEGORIES, COLORS, MATERIALS, SIZES, US_FULFILLMENT_CENTERS, CA_FULFILLMENT_CENTERS,
  MX_FULFILLMENT_CENTERS, type Category,
} from './words.js';

export type ListingStatus = 'Active' | 'Inactive' | 'Incomplete';
export type PrepInstruction =
  | 'Polybagging' | 'BubbleWrapping' | 'Taping' | 'BlackShrinkWrapping' | 'Labeling' | 'HangGarment' | 'SetCreation'
  | 'Boxing' | 'RemoveFromHanger' | 'Debundle' | 'SuffocationStickering' | 'CapSealing' | 'SetStickering'
  | 'BlankStickering' | 'ShipsInProductPackaging' | 'NoPrep';

/** The v0 ShipmentStatus values; READY_TO_SHIP is in getShipments' filter enum though not in the model's ShipmentStatus. */
export const SHIPMENT_STATUSES = [
  'WORKING', 'READY_TO_SHIP', 'SHIPPED', 'RECEIVING', 'CANCELLED', 'DELETED', 'CLOSED', 'ERROR', 'IN_TRANSIT', 'DELIVERED', 'CHECKED_IN',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** One seller SKU with its catalog facts (shared by every marketplace it is listed in). */
export interface Product {
  index: number;
  sku: string;
  asin: string;
  fnsku: string;
  upc: string;
  title: string;
  brand: string;
  category: Category;
  color: string;
  imageId: string;
  /** Amazon's item-condition code: 11 New, 1-4 Used, 5-8 Collectible, 10 Refurbished. */
  conditionCode: number;
  /** US price; null when the listing has none. */
  priceUsd: number | null;
  status: ListingStatus;
  weightLb: number;
  lengthIn: number;
  widthIn: number;
  heightIn: number;
  isExpirationDated: boolean;
  isHazmat: boolean;
  /** What the catalogue says of a hazmat item (UN number, transport class, GHS class); null otherwise. */
  dangerousGoods: DangerousGoods | null;
  isOversize: boolean;
  /**
   * Units per case when the seller ships this SKU case-packed (its Seller Central case-pack
   * template); null when it ships as individual units. Amazon's inbound plans refuse a quantity
   * that is not a whole number of cases.
   */
  caseQuantity: number | null;
  /** Empty means no prep (NoPrep); shared between products, never mutate. */
  prep: readonly PrepInstruction[];
  /** False for new listings Amazon has not measured: the fees report leaves them out. */
  hasFeeMeasurements: boolean;
  /** The fees report gives this item's weight in ounces. */
  weightInOunces: boolean;
  salesRank: number;
  openDate: number;
}

export interface DangerousGoods {
  unNumber: string;
  /** The UN transport class, as the catalogue's hazmat attribute gives it. */
  transportClass: string;
  ghsClass: string;
}

/** Dangerous goods a demo store sells, one of each FBA hazmat kind (aerosol, flammable, oxidizer, other). */
const DANGEROUS_GOODS: readonly DangerousGoods[] = [
  { unNumber: 'UN1950', transportClass: '2.1', ghsClass: 'compressed_gas' }, // aerosols
  { unNumber: 'UN1993', transportClass: '3', ghsClass: 'flammable' }, // flammable liquid
  { unNumber: 'UN1263', transportClass: '3', ghsClass: 'flammable' }, // paint
  { unNumber: 'UN1479', transportClass: '5.1', ghsClass: 'oxidizing' }, // oxidizing solid
  { unNumber: 'UN3480', transportClass: '9', ghsClass: 'amzn_specific_no_label_with_warning' }, // lithium ion batteries
  { unNumber: 'UN1760', transportClass: '8', ghsClass: 'corrosive' }, // corrosive liquid
];

/** A product listed in one marketplace, with its FBA quantities there. */
export interface Listing {
  product: Product;
  marketplaceId: string;
  listingId: string;
  price: number | null;
  fulfillable: number;
  reserved: number;
  unfulfillable: number;
  researching: number;
  inboundWorking: number;
  inboundShipped: number;
  inboundReceiving: number;
  lastUpdated: number;
}

export interface ShipmentItem {
  ShipmentId: string;
  SellerSKU: string;
  FulfillmentNetworkSKU: string;
  QuantityShipped: number;
  QuantityReceived: number;
  QuantityInCase: number;
  ReleaseDate?: string;
  PrepDetailsList: { PrepInstruction: PrepInstruction; PrepOwner: 'AMAZON' | 'SELLER' }[];
}

export interface Shipment {
  marketplaceId: string;
  lastUpdated: number;
  /** v0 InboundShipmentInfo, as getShipments returns it. */
  info: {
    ShipmentId: string;
    ShipmentName: string;
    ShipFromAddress: DemoSeller['address'];
    DestinationFulfillmentCenterId: string;
    ShipmentStatus: ShipmentStatus;
    LabelPrepType: 'NO_LABEL' | 'SELLER_LABEL' | 'AMAZON_LABEL';
    AreCasesRequired: boolean;
    ConfirmedNeedByDate?: string;
    BoxContentsSource: 'NONE' | 'FEED' | '2D_BARCODE' | 'INTERACTIVE';
    EstimatedBoxContentsFee?: {
      TotalUnits: number;
      FeePerUnit: { CurrencyCode: 'USD'; Value: number };
      TotalFee: { CurrencyCode: 'USD'; Value: number };
    };
  };
  items: ShipmentItem[];
}

export interface SellerData {
  products: Product[];
  productsBySku: Map<string, Product>;
  productsByAsin: Map<string, Product>;
  /** Listings per marketplace, in product order. */
  listings: Map<string, Listing[]>;
  listingsBySku: Map<string, Map<string, Listing>>;
  /** Ordered by lastUpdated, then ShipmentId. */
  shipments: Shipment[];
  shipmentsById: Map<string, Shipment>;
}

const DAY = 86_400_000;
const CONDITION_CODES = [11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 1, 2, 3, 4, 5, 10] as const;
const PREP_CHOICES: readonly (readonly PrepInstruction[])[] = [
  [], [], [], [], [], [], ['Polybagging'], ['Polybagging'], ['Polybagging'], ['BubbleWrapping'], ['Taping'],
  ['Polybagging', 'SuffocationStickering'], ['Boxing'], ['CapSealing', 'Polybagging'], ['Labeling'], ['BlackShrinkWrapping'], ['SetCreation', 'Polybagging'],
];

const codes = new Map<string, string>();

/** The first n letters of a word list entry, upper-cased (memoized: word lists are small). */
function code(text: string, n: number): string {
  const key = text + n;
  let value = codes.get(key);
  if (value === undefined) codes.set(key, (value = text.replace(/[^A-Za-z]/g, '').slice(0, n).toUpperCase()));
  return value;
}

const snakeNouns = new Map<string, string>();
function snake(noun: string): string {
  let value = snakeNouns.get(noun);
  if (value === undefined) snakeNouns.set(noun, (value = noun.toLowerCase().replace(/[^a-z]+/g, '_')));
  return value;
}

function makeSku(random: Random, index: number, brand: string, noun: string, color: string, size: string): string {
  const serial = String(index + 1).padStart(4, '0');
  const roll = random.next();
  if (roll < 0.02) return `${code(brand, 3)} ${code(noun, 4)} ${serial}`; // spaces need URL encoding
  if (roll < 0.03) return `${code(noun, 3)}/${code(color, 2)}-${serial}`; // so does '/'
  if (roll < 0.35) return `${code(brand, 3)}-${code(noun, 3)}-${code(color, 2)}-${serial}`;
  if (roll < 0.55) return `${random.int(10, 99)}-${serial}-${code(size, 2) || 'OS'}`;
  if (roll < 0.7) return `${snake(noun)}_${serial}`;
  if (roll < 0.85) return `${code(brand, 2)}${random.chars(UPPER_ALNUM, 3)}${serial}`;
  return `${code(noun, 4)}-${serial}-${random.chars(UPPER_ALNUM, 2)}`;
}

function makeTitle(random: Random, brand: string, category: Category, noun: string, color: string, size: string): string {
  let title = brand;
  if (random.chance(0.6)) title += ' ' + random.pick(ADJECTIVES);
  if (random.chance(0.5)) title += ' ' + random.pick(MATERIALS);
  title += ' ' + noun + ', ' + size;
  let used = '';
  for (let i = random.int(1, 4); i > 0; i--) {
    const feature = random.pick(category.features);
    if (used.includes(feature)) continue;
    used += feature;
    title += ', ' + feature;
  }
  title += ', ' + color;
  if (random.chance(0.25)) title += ` (${random.int(2, 12)}-Pack)`;
  return title.length > 200 ? title.slice(0, 200).trimEnd() : title;
}

function makeUniqueId(random: Random, seen: Set<string>, prefix: string, length: number): string {
  for (;;) {
    const id = random.chars(UPPER_ALNUM, length, prefix);
    if (!seen.has(id)) {
      seen.add(id);
      return id;
    }
  }
}

function makeProducts(seller: DemoSeller, seed: number, anchor: number): Product[] {
  const random = createRandom(seed, 'products', seller.kind);
  const asins = new Set<string>();
  const fnskus = new Set<string>();
  const imageChars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const skus = new Set<string>();
  const products: Product[] = new Array(seller.skuCount);
  for (let index = 0; index < seller.skuCount; index++) {
    const category = random.pick(CATEGORIES);
    const brand = random.pick(BRANDS);
    const noun = random.pick(category.nouns);
    const color = random.pick(COLORS);
    const size = random.pick(SIZES);
    const asin = makeUniqueId(random, asins, 'B0', 8);
    const isOversize = random.chance(0.06);
    const lengthIn = isOversize ? random.int(250, 700) / 10 : random.int(30, 180) / 10;
    const widthIn = Math.min(lengthIn, isOversize ? random.int(150, 400) / 10 : random.int(20, 120) / 10);
    const heightIn = Math.min(widthIn, isOversize ? random.int(80, 300) / 10 : random.int(5, 80) / 10);
    const weightLb = isOversize ? random.int(200, 6000) / 100 : random.int(5, 1200) / 100;
    let sku = makeSku(random, index, brand, noun, color, size);
    if (skus.has(sku)) sku += `-${index}`;
    skus.add(sku);
    const status: ListingStatus = random.chance(0.8) ? 'Active' : random.chance(0.75) ? 'Inactive' : 'Incomplete';
    products[index] = {
      index,
      sku,
      asin,
      fnsku: random.chance(0.05) ? asin : makeUniqueId(random, fnskus, 'X00', 7),
      upc: String(random.int(100000, 999999)) + String(random.int(100000, 999999)),
      title: makeTitle(random, brand, category, noun, color, size),
      brand,
      category,
      color,
      imageId: String(random.int(41, 91)) + random.chars(imageChars, 8) + 'L',
      conditionCode: random.pick(CONDITION_CODES),
      priceUsd: status === 'Incomplete' || random.chance(0.04) ? null : random.int(499, 14999) / 100,
      status,
      weightLb,
      lengthIn,
      widthIn,
      heightIn,
      isExpirationDated: category.expirable && random.chance(0.45),
      isHazmat: category.hazmatProne && random.chance(0.12),
      dangerousGoods: null,
      isOversize,
      caseQuantity: null,
      prep: random.pick(PREP_CHOICES),
      // Exactly one SKU in 20 is too new to be measured, so every store has some.
      hasFeeMeasurements: index % 20 !== 7,
      weightInOunces: weightLb < 1 && random.chance(0.5),
      salesRank: random.int(120, 2_500_000),
      openDate: anchor - random.int(30, 1500) * DAY - random.int(0, DAY - 1),
    };
  }
  addFbaFacts(products, seller, seed);
  addCasePacks(products, seller, seed);
  return products;
}

/**
 * The facts behind Amazon's FBA types, drawn from a stream of their own so every other value
 * stays as it was: each hazmat item's dangerous goods, and about one item in ten made Small and
 * Light (at most 3 lb and $12; non-oversize items already fit 18 x 14 x 8 inches).
 */
function addFbaFacts(products: Product[], seller: DemoSeller, seed: number): void {
  const random = createRandom(seed, 'fba-facts', seller.kind);
  for (const product of products) {
    if (product.isHazmat) product.dangerousGoods = random.pick(DANGEROUS_GOODS);
    else if (!product.isOversize && product.priceUsd !== null && random.chance(0.1)) {
      product.priceUsd = random.int(499, 1199) / 100;
      product.weightLb = Math.min(product.weightLb, random.int(20, 280) / 100);
      if (product.weightLb >= 1) product.weightInOunces = false;
    }
  }
}

/** Case quantities a seller's case-pack templates use (at most 150 units a case, as Amazon allows). */
const CASE_QUANTITIES = [4, 6, 6, 8, 10, 12, 12, 12, 20, 24, 24, 36, 48] as const;

/**
 * About one SKU in eight ships case-packed, drawn from a stream of its own so every other value
 * stays as it was.
 */
function addCasePacks(products: Product[], seller: DemoSeller, seed: number): void {
  const random = createRandom(seed, 'case-packs', seller.kind);
  for (const product of products) {
    const packed = random.chance(0.12);
    const quantity = random.pick(CASE_QUANTITIES);
    if (packed) product.caseQuantity = quantity;
  }
}

function makeListings(seller: DemoSeller, seed: number, anchor: number, products: Product[]): Map<string, Listing[]> {
  const listings = new Map<string, Listing[]>();
  for (const { marketplaceId, share } of seller.listedMarketplaces) {
    const random = createRandom(seed, 'listings', seller.kind, marketplaceId);
    const list: Listing[] = [];
    for (const product of products) {
      if (share < 1 && !random.chance(share)) continue;
      const inStock = !random.chance(0.15);
      list.push({
        product,
        marketplaceId,
        listingId: String(random.int(1000, 9999)) + random.chars(UPPER_ALNUM, 6),
        price: product.priceUsd === null ? null : convertPrice(product.priceUsd, marketplaceId),
        fulfillable: inStock ? Math.floor(random.next() ** 2 * 500) + 1 : 0,
        reserved: random.chance(0.3) ? random.int(1, 20) : 0,
        unfulfillable: random.chance(0.1) ? random.int(1, 8) : 0,
        researching: random.chance(0.05) ? random.int(1, 3) : 0,
        inboundWorking: 0,
        inboundShipped: 0,
        inboundReceiving: 0,
        lastUpdated: anchor - random.int(0, 540) * DAY - random.int(0, DAY - 1),
      });
    }
    listings.set(marketplaceId, list);
  }
  return listings;
}

function pickShipmentStatus(random: Random, index: number): ShipmentStatus {
  if (index < SHIPMENT_STATUSES.length) return SHIPMENT_STATUSES[index]!;
  const roll = random.next();
  if (roll < 0.55) return 'CLOSED';
  if (roll < 0.65) return 'WORKING';
  if (roll < 0.7) return 'CANCELLED';
  if (roll < 0.73) return 'DELETED';
  return random.pick(SHIPMENT_STATUSES);
}

/** Days before the anchor a shipment in this status was last updated: open shipments are recent. */
function pickAgeDays(random: Random, status: ShipmentStatus): number {
  if (status === 'WORKING' || status === 'READY_TO_SHIP') return random.int(0, 30);
  if (status === 'CLOSED' || status === 'CANCELLED' || status === 'DELETED' || status === 'ERROR') return random.int(0, 540);
  return random.int(0, 60);
}

function makePrepDetails(random: Random, prep: readonly PrepInstruction[]): ShipmentItem['PrepDetailsList'] {
  const details: ShipmentItem['PrepDetailsList'] = [];
  for (const instruction of prep) details.push({ PrepInstruction: instruction, PrepOwner: random.chance(0.8) ? 'SELLER' : 'AMAZON' });
  return details;
}

function formatShipmentName(time: number, fc: string): string {
  const d = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `FBA STA (${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())})-${fc}`;
}

function makeShipments(seller: DemoSeller, seed: number, anchor: number, listings: Map<string, Listing[]>): Shipment[] {
  const random = createRandom(seed, 'shipments', seller.kind);
  const ids = new Set<string>();
  const marketplaces = seller.listedMarketplaces.map((m) => m.marketplaceId);
  const maxItems = seller.kind === 'large' ? 49 : seller.kind === 'small' ? 8 : 5;
  const shipments: Shipment[] = [];
  for (let index = 0; index < seller.shipmentCount; index++) {
    const status = pickShipmentStatus(random, index);
    const roll = random.next();
    const marketplaceId = marketplaces.length > 1 && roll < 0.2 ? marketplaces[1]! : marketplaces.length > 2 && roll < 0.3 ? marketplaces[2]! : marketplaces[0]!;
    const pool = listings.get(marketplaceId)!;
    const fc = random.pick(marketplaceId === CA ? CA_FULFILLMENT_CENTERS : marketplaceId === MX ? MX_FULFILLMENT_CENTERS : US_FULFILLMENT_CENTERS);
    const lastUpdated = anchor - pickAgeDays(random, status) * DAY - random.int(0, DAY - 1);
    const shipmentId = makeUniqueId(random, ids, 'FBA1', 8);
    const areCasesRequired = random.chance(0.1);
    const boxContentsSource = random.pick(['NONE', 'FEED', 'FEED', '2D_BARCODE', 'INTERACTIVE'] as const);
    const chosen = new Set<Listing>();
    const itemCount = Math.min(pool.length, random.int(1, maxItems));
    while (chosen.size < itemCount) chosen.add(pool[Math.floor(random.next() * pool.length)]!);
    const items: ShipmentItem[] = [];
    let units = 0;
    for (const listing of chosen) {
      const caseQty = areCasesRequired ? random.pick([6, 12, 24]) : 0;
      const shipped = areCasesRequired ? caseQty * random.int(1, 10) : random.int(1, 300);
      const received = status === 'CLOSED' ? shipped - (random.chance(0.1) ? random.int(1, Math.max(1, Math.floor(shipped / 10))) : 0)
        : status === 'RECEIVING' ? random.int(0, shipped) : 0;
      if (status === 'WORKING' || status === 'READY_TO_SHIP') listing.inboundWorking += shipped;
      else if (status === 'SHIPPED' || status === 'IN_TRANSIT' || status === 'DELIVERED' || status === 'CHECKED_IN') listing.inboundShipped += shipped;
      else if (status === 'RECEIVING') listing.inboundReceiving += shipped - received;
      const product = listing.product;
      items.push({
        ShipmentId: shipmentId,
        SellerSKU: product.sku,
        FulfillmentNetworkSKU: product.fnsku,
        QuantityShipped: shipped,
        QuantityReceived: received,
        QuantityInCase: caseQty,
        ...(product.isExpirationDated && random.chance(0.3) ? { ReleaseDate: new Date(lastUpdated + 30 * DAY).toISOString().slice(0, 10) } : {}),
        PrepDetailsList: makePrepDetails(random, product.prep),
      });
      units += shipped;
    }
    shipments.push({
      marketplaceId,
      lastUpdated,
      info: {
        ShipmentId: shipmentId,
        ShipmentName: formatShipmentName(lastUpdated - random.int(1, 20) * DAY, fc),
        ShipFromAddress: seller.address,
        DestinationFulfillmentCenterId: fc,
        ShipmentStatus: status,
        LabelPrepType: random.pick(['SELLER_LABEL', 'SELLER_LABEL', 'SELLER_LABEL', 'AMAZON_LABEL', 'NO_LABEL'] as const),
        AreCasesRequired: areCasesRequired,
        ...(random.chance(0.6) ? { ConfirmedNeedByDate: new Date(lastUpdated + 14 * DAY).toISOString().slice(0, 10) } : {}),
        BoxContentsSource: boxContentsSource,
        ...(boxContentsSource === 'NONE'
          ? {
              EstimatedBoxContentsFee: {
                TotalUnits: units,
                FeePerUnit: { CurrencyCode: 'USD' as const, Value: 0.15 },
                TotalFee: { CurrencyCode: 'USD' as const, Value: Math.round(units * 15) / 100 },
              },
            }
          : {}),
      },
      items,
    });
  }
  shipments.sort((a, b) => a.lastUpdated - b.lastUpdated || (a.info.ShipmentId < b.info.ShipmentId ? -1 : 1));
  return shipments;
}

/**
 * Everything a demo seller has: a pure function of (seller, seed, anchor). `anchor` is the
 * UTC midnight the dates count back from, so data stays the same all day.
 */
export function generateSellerData(seller: DemoSeller, seed: number, anchor: number): SellerData {
  const products = makeProducts(seller, seed, anchor);
  const listings = makeListings(seller, seed, anchor, products);
  const shipments = makeShipments(seller, seed, anchor, listings);
  const listingsBySku = new Map<string, Map<string, Listing>>();
  for (const [marketplaceId, list] of listings) {
    const bySku = new Map<string, Listing>();
    for (const listing of list) bySku.set(listing.product.sku, listing);
    listingsBySku.set(marketplaceId, bySku);
  }
  const productsBySku = new Map<string, Product>();
  const productsByAsin = new Map<string, Product>();
  for (const product of products) {
    productsBySku.set(product.sku, product);
    productsByAsin.set(product.asin, product);
  }
  const shipmentsById = new Map<string, Shipment>();
  for (const shipment of shipments) shipmentsById.set(shipment.info.ShipmentId, shipment);
  return { products, productsBySku, productsByAsin, listings, listingsBySku, shipments, shipmentsById };
}
