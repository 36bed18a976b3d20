import { createRandom, UPPER_ALNUM } from '../random.js';
import type { DemoSellerSummary, SellerKind } from '../types.js';
import { CA, MX, UK, US } from './marketplaces.js';
import { BUSINESS_NAMES } from './words.js';

export interface Participation {
  marketplaceId: string;
  isParticipating: boolean;
  hasSuspendedListings: boolean;
}

/** A demo seller as the sandbox keeps it: its sign-in, participations and store size. */
export interface DemoSeller extends DemoSellerSummary {
  /** The seller whose generated data this one shares: itself, or the base of a plus-addressed seller. */
  catalogSellerId: string;
  participations: Participation[];
  /** Marketplaces with listings; the US holds every SKU, the others a deterministic subset. */
  listedMarketplaces: { marketplaceId: string; share: number }[];
  skuCount: number;
  shipmentCount: number;
  mwsAuthToken: string;
  address: { Name: string; AddressLine1: string; AddressLine2?: string; City: string; StateOrProvinceCode: string; CountryCode: string; PostalCode: string };
}

export const DEMO_PASSWORD = 'sandbox';

function makeSellerId(seed: number, kind: string): string {
  const random = createRandom(seed, 'seller-id', kind);
  return 'A' + random.chars(UPPER_ALNUM, random.chance(0.5) ? 12 : 13);
}

function makeMwsAuthToken(seed: number, kind: string): string {
  const random = createRandom(seed, 'mws-auth-token', kind);
  const hex = '0123456789abcdef';
  return `amzn.mws.${random.chars(hex, 8)}-${random.chars(hex, 4)}-${random.chars(hex, 4)}-${random.chars(hex, 4)}-${random.chars(hex, 12)}`;
}

/** The three demo sellers of a seed. */
export function createDemoSellers(seed: number, largeStoreSkus: number): DemoSeller[] {
  const pickName = (kind: SellerKind) => createRandom(seed, 'name', kind).pick(BUSINESS_NAMES[kind]);
  const base = (kind: SellerKind) => ({
    sellerId: makeSellerId(seed, kind),
    catalogSellerId: makeSellerId(seed, kind),
    email: `${kind}@demo.sandbox`,
    password: DEMO_PASSWORD,
    name: pickName(kind),
    kind,
    mwsAuthToken: makeMwsAuthToken(seed, kind),
  });
  const active = (marketplaceId: string) => ({ marketplaceId, isParticipating: true, hasSuspendedListings: false });
  return [
    {
      ...base('small'),
      marketplaceIds: [US, CA],
      participations: [active(US), active(CA)],
      listedMarketplaces: [{ marketplaceId: US, share: 1 }, { marketplaceId: CA, share: 0.6 }],
      skuCount: 40,
      shipmentCount: 12,
      address: { Name: 'Maple Warehouse', AddressLine1: '1200 Industrial Way', City: 'Portland', StateOrProvinceCode: 'OR', CountryCode: 'US', PostalCode: '97217' },
    },
    {
      ...base('large'),
      marketplaceIds: [US, CA, MX],
      participations: [active(US), active(CA), active(MX)],
      listedMarketplaces: [{ marketplaceId: US, share: 1 }, { marketplaceId: CA, share: 0.6 }, { marketplaceId: MX, share: 0.35 }],
      skuCount: largeStoreSkus,
      shipmentCount: Math.max(11, Math.round(largeStoreSkus / 25)),
      address: { Name: 'Northwind DC 1', AddressLine1: '4500 Commerce Pkwy', City: 'Columbus', StateOrProvinceCode: 'OH', CountryCode: 'US', PostalCode: '43219' },
    },
    {
      ...base('limited'),
      marketplaceIds: [US, UK],
      participations: [active(US), { marketplaceId: MX, isParticipating: false, hasSuspendedListings: false }, active(UK)],
      listedMarketplaces: [{ marketplaceId: US, share: 1 }],
      skuCount: 25,
      shipmentCount: 6,
      address: { Name: 'Bright Harbor', AddressLine1: '88 Harbor St', AddressLine2: 'Unit 4', City: 'Savannah', StateOrProvinceCode: 'GA', CountryCode: 'US', PostalCode: '31401' },
    },
  ];
}

export function toSummary(seller: DemoSeller): DemoSellerSummary {
  const { sellerId, email, password, name, kind, marketplaceIds } = seller;
  return { sellerId, email, password, name, kind, marketplaceIds: [...marketplaceIds] };
}

const PLUS_ADDRESS = /^(small|large|limited)\+([a-z0-9._-]{1,64})@demo\.sandbox$/;

/**
 * A seller of its own for a plus-addressed sign-in (small+tag@demo.sandbox): same catalogue
 * and marketplaces as the base seller, its own selling partner id (stable for seed and tag),
 * tokens, reports, rate limits and stats. Lets tests connect many stores without sharing one.
 */
export function derivePlusAddressedSeller(seed: number, sellers: DemoSeller[], email: string): DemoSeller | undefined {
  const match = PLUS_ADDRESS.exec(email);
  if (!match) return undefined;
  const base = sellers.find((s) => s.kind === match[1] && s.catalogSellerId === s.sellerId);
  if (!base) return undefined;
  const key = `${match[1]}+${match[2]}`;
  return { ...base, sellerId: makeSellerId(seed, key), email, mwsAuthToken: makeMwsAuthToken(seed, key) };
}
