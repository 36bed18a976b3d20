// Amazon fulfilment centres the v2024-03-20 inbound plans send shipments to. The codes are
// Amazon's own (US, CA, MX); the street addresses are the centres' published ones as far as we
// know them, otherwise a plausible address in the right city (the MX ones in particular). What a
// centre receives (standard-size, oversize, dangerous goods) and the fee region are the sandbox's
// own assignment: Amazon does not publish how it routes units, only that it sends standard-size
// and oversize units to different centres and dangerous goods to specific ones.
import { CA, MX, US } from './marketplaces.js';

/** Where a centre sits for the inbound placement fee: Amazon charges more for western US centres. */
export type FeeRegion = 'west' | 'central' | 'east';

export interface FulfillmentCenter {
  warehouseId: string;
  marketplaceId: string;
  /** Receives standard-size units (small and large standard-size). */
  standard: boolean;
  /** Receives oversize units (large bulky and extra-large). */
  oversize: boolean;
  /** Receives dangerous goods (hazmat); the others refuse them. */
  dangerousGoods: boolean;
  region: FeeRegion;
  address: {
    name: string;
    addressLine1: string;
    city: string;
    stateOrProvinceCode: string;
    postalCode: string;
    countryCode: string;
  };
}

const US_NAME = 'Amazon.com Services, Inc.';
const CA_NAME = 'Amazon.com.ca ULC';
const MX_NAME = 'Servicios Comerciales Amazon México';

type Row = [id: string, line1: string, city: string, state: string, postal: string, region: FeeRegion, handles: string];

/** handles: s = standard-size, o = oversize, h = dangerous goods. */
const US_CENTERS: Row[] = [
  ['ABE2', '705 Boulder Dr', 'Breinigsville', 'PA', '18031', 'east', 's'],
  ['ABE4', '1610 Van Buren Rd', 'Easton', 'PA', '18045', 'east', 'o'],
  ['AVP1', '550 Oak Ridge Rd', 'Hazle Township', 'PA', '18202', 'east', 'o'],
  ['TEB9', '2170 State Route 27', 'Edison', 'NJ', '08817', 'east', 's'],
  ['CLT2', '10240 Old Dowd Rd', 'Charlotte', 'NC', '28214', 'east', 's'],
  ['RDU1', '1805 TW Alexander Dr', 'Durham', 'NC', '27703', 'east', 's'],
  ['TPA1', '3350 Laurel Ridge Ave', 'Ruskin', 'FL', '33570', 'east', 's'],
  ['MCO1', '12340 Boggy Creek Rd', 'Orlando', 'FL', '32824', 'east', 'so'],
  ['IND9', '1151 S Graham Rd', 'Greenwood', 'IN', '46143', 'central', 's'],
  ['SDF8', '900 Patrol Rd', 'Jeffersonville', 'IN', '47130', 'central', 'sh'],
  ['MDW2', '250 Emerald Dr', 'Joliet', 'IL', '60433', 'central', 's'],
  ['MEM1', '3292 E Holmes Rd', 'Memphis', 'TN', '38118', 'central', 'oh'],
  ['DFW6', '940 W Bethel Rd', 'Coppell', 'TX', '75019', 'central', 's'],
  ['FTW1', '33333 LBJ Fwy', 'Dallas', 'TX', '75241', 'central', 'o'],
  ['PHX6', '4750 W Mohave St', 'Phoenix', 'AZ', '85043', 'west', 's'],
  ['PHX7', '800 N 75th Ave', 'Phoenix', 'AZ', '85043', 'west', 'sh'],
  ['GYR1', '402 N Dysart Rd', 'Goodyear', 'AZ', '85338', 'west', 'o'],
  ['ONT8', '24300 Nandina Ave', 'Moreno Valley', 'CA', '92551', 'west', 's'],
  ['SBD1', '1910 E Central Ave', 'San Bernardino', 'CA', '92408', 'west', 'o'],
  ['LGB8', '1568 N Linden Ave', 'Rialto', 'CA', '92376', 'west', 'soh'],
  ['SMF3', '4900 W Elkhorn Blvd', 'Sacramento', 'CA', '95835', 'west', 's'],
  ['BFI4', '21005 64th Ave S', 'Kent', 'WA', '98032', 'west', 's'],
];

const CA_CENTERS: Row[] = [
  ['YYZ1', '6363 Millcreek Dr', 'Mississauga', 'ON', 'L5N 1L8', 'east', 's'],
  ['YYZ3', '7995 Winston Churchill Blvd', 'Brampton', 'ON', 'L6Y 0B2', 'east', 'o'],
  ['YYZ4', '8050 Heritage Rd', 'Brampton', 'ON', 'L6Y 0C9', 'east', 'sh'],
  ['YOW1', '5225 Boundary Rd', 'Navan', 'ON', 'K4B 0L3', 'east', 's'],
  ['YXU1', '2450 Scanlan St', 'London', 'ON', 'N5W 6G9', 'east', 's'],
  ['YYC1', '293069 Colonel Robertson Way', 'Rocky View County', 'AB', 'T4A 1C6', 'central', 'soh'],
  ['YVR2', '450 Derwent Pl', 'Delta', 'BC', 'V3M 5Y9', 'west', 'o'],
  ['YVR3', '109 Braid St', 'New Westminster', 'BC', 'V3L 5H4', 'west', 's'],
];

const MX_CENTERS: Row[] = [
  ['MEX1', 'Carretera Cuautitlán-Zumpango Km 2.5', 'Cuautitlán Izcalli', 'MEX', '54730', 'central', 's'],
  ['MEX2', 'Av. de los Sauces 1', 'Tepotzotlán', 'MEX', '54600', 'central', 'soh'],
  ['MEX3', 'Carretera Federal México-Pachuca Km 37.5', 'Tecámac', 'MEX', '55740', 'central', 's'],
  ['GDL1', 'Periférico Sur 8500', 'San Pedro Tlaquepaque', 'JAL', '45601', 'west', 's'],
  ['MTY1', 'Av. Industrias 200', 'Apodaca', 'NLE', '66600', 'east', 'o'],
];

function build(rows: Row[], marketplaceId: string, countryCode: string, name: string): FulfillmentCenter[] {
  return rows.map(([warehouseId, addressLine1, city, stateOrProvinceCode, postalCode, region, handles]) => ({
    warehouseId,
    marketplaceId,
    standard: handles.includes('s'),
    oversize: handles.includes('o'),
    dangerousGoods: handles.includes('h'),
    region,
    address: { name, addressLine1, city, stateOrProvinceCode, postalCode, countryCode },
  }));
}

export const FULFILLMENT_CENTERS: readonly FulfillmentCenter[] = [
  ...build(US_CENTERS, US, 'US', US_NAME),
  ...build(CA_CENTERS, CA, 'CA', CA_NAME),
  ...build(MX_CENTERS, MX, 'MX', MX_NAME),
];

const BY_ID = new Map(FULFILLMENT_CENTERS.map((c) => [c.warehouseId, c]));

export function findFulfillmentCenter(warehouseId: string): FulfillmentCenter | undefined {
  return BY_ID.get(warehouseId);
}

/** The centres of a marketplace, in table order; empty for a marketplace the sandbox has none for. */
export function fulfillmentCentersOf(marketplaceId: string): FulfillmentCenter[] {
  return FULFILLMENT_CENTERS.filter((c) => c.marketplaceId === marketplaceId);
}
