// The FedEx request readers and prices of the sandbox's FedEx: what FedEx refuses in a Rate or
// Ship request, with its error codes, and the rates it answers.
export class FedexError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string, code = 'INVALID.INPUT.EXCEPTION') => new FedexError(400, code, message);

export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function objectAt(parent: Json, key: string, path: string): Json {
  const v = parent[key];
  if (!isObject(v)) throw invalid(`${path}${key} is required`);
  return v;
}

function positive(value: unknown, path: string): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) throw invalid(`${path} must be a number above 0`);
  return n;
}

export function readAccount(body: Json): string {
  const account = body.accountNumber;
  const value = isObject(account) ? account.value : undefined;
  if (typeof value !== 'string' || !value) throw invalid('accountNumber.value is required');
  if (!/^\d{9}$/.test(value))
    throw invalid('The account number in the request is not valid for these credentials.', 'ACCOUNT.NUMBER.MISMATCH');
  return value;
}

export interface Party {
  name: string;
  lines: string[];
}

/**
 * A shipper or recipient. A shipment (not a rate quote) needs each party's phone: FedEx refuses a
 * party without one, and a US or Canadian number must have 10 digits. Amazon's fulfilment centre
 * addresses carry none, so a client must supply it.
 */
export function readParty(value: unknown, path: string, needsPhone = false): Party {
  if (!isObject(value)) throw invalid(`${path} is required`);
  const address = objectAt(value, 'address', `${path}.`);
  for (const key of ['city', 'postalCode', 'countryCode'])
    if (typeof address[key] !== 'string' || !address[key]) throw invalid(`${path}.address.${key} is required`);
  const contact = isObject(value.contact) ? value.contact : {};
  if (needsPhone) {
    const role = path.includes('recipient') ? 'RECIPIENTCONTACT' : 'SHIPPERCONTACT';
    const digits = typeof contact.phoneNumber === 'string' ? contact.phoneNumber.replace(/\D/g, '') : '';
    if (!digits) throw invalid(`${path}.contact.phoneNumber is required.`, `${role}.PHONENUMBER.REQUIRED`);
    if (['US', 'CA'].includes(String(address.countryCode)) && digits.length !== 10)
      throw invalid(
        `${path}.contact.phoneNumber: a US or Canadian phone number has 10 digits.`,
        `${role}.PHONENUMBER.INVALID`,
      );
  }
  const streets = Array.isArray(address.streetLines) ? address.streetLines.map(String) : [];
  return {
    name: String(contact.companyName ?? contact.personName ?? ''),
    lines: [
      ...streets,
      `${String(address.city)} ${String(address.stateOrProvinceCode ?? '')} ${String(address.postalCode)}`,
      String(address.countryCode),
    ],
  };
}

export interface PackageIn {
  weightLb: number;
  dims: [number, number, number] | undefined;
  reference: string | undefined;
}

export function readPackages(shipment: Json): PackageIn[] {
  const items = shipment.requestedPackageLineItems;
  if (!Array.isArray(items) || items.length === 0)
    throw invalid('requestedShipment.requestedPackageLineItems is required');
  if (items.length > 999) throw invalid('A shipment takes at most 999 packages.', 'PACKAGECOUNT.EXCEEDED');
  return items.map((item: unknown, index) => {
    const path = `requestedPackageLineItems[${index}]`;
    if (!isObject(item)) throw invalid(`${path} must be an object`);
    const weight = objectAt(item, 'weight', `${path}.`);
    const units = weight.units === 'KG' ? 'KG' : weight.units === 'LB' ? 'LB' : undefined;
    if (!units) throw invalid(`${path}.weight.units must be LB or KG`);
    const value = positive(weight.value, `${path}.weight.value`);
    const weightLb = units === 'KG' ? value * 2.20462 : value;
    if (weightLb > 150) throw invalid(`${path}: a package weighs at most 150 lb.`, 'PACKAGE.WEIGHT.EXCEEDED');
    let dims: PackageIn['dims'];
    if (item.dimensions !== undefined) {
      const d = objectAt(item, 'dimensions', `${path}.`);
      const factor = d.units === 'CM' ? 1 / 2.54 : d.units === 'IN' ? 1 : undefined;
      if (!factor) throw invalid(`${path}.dimensions.units must be IN or CM`);
      dims = [
        positive(d.length, `${path}.dimensions.length`) * factor,
        positive(d.width, `${path}.dimensions.width`) * factor,
        positive(d.height, `${path}.dimensions.height`) * factor,
      ];
    }
    const refs = Array.isArray(item.customerReferences) ? item.customerReferences : [];
    const ref = refs.find((r: unknown) => isObject(r) && r.customerReferenceType === 'CUSTOMER_REFERENCE') as
      Json | undefined;
    return { weightLb, dims, reference: typeof ref?.value === 'string' ? ref.value : undefined };
  });
}

/** FedEx's dimensional weight (in, lb): length x width x height / 139, rounded up. */
export function billableLb(p: PackageIn): number {
  const dim = p.dims ? Math.ceil((p.dims[0] * p.dims[1] * p.dims[2]) / 139) : 0;
  return Math.max(Math.ceil(p.weightLb), dim);
}

export const SERVICES = [
  { serviceType: 'FEDEX_GROUND', serviceName: 'FedEx Ground®', base: 9.85, perLb: 0.74 },
  { serviceType: 'FEDEX_2_DAY', serviceName: 'FedEx 2Day®', base: 21.4, perLb: 2.15 },
];

const round2 = (n: number) => Math.round(n * 100) / 100;

export function chargeOf(service: (typeof SERVICES)[number], packages: PackageIn[]): number {
  return round2(packages.reduce((sum, p) => sum + service.base + service.perLb * billableLb(p), 0));
}
