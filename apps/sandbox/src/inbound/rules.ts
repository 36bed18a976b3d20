// Amazon's per-SKU rules for the items of an inbound plan (and of a shipment's content update):
// each broken rule is one operation problem that names the msku, so a FAILED operation says
// which SKUs to fix and why.
import type { Product, SellerData } from '../data/generate.js';
import type { FulfillmentCenter } from '../data/fulfillment-centers.js';
import { inboundFactsOf, type InboundFacts } from '../data/inbound-facts.js';
import { US } from '../data/marketplaces.js';
import type { BoxUpdateInput, ItemInput, OperationProblem } from './types.js';

/** The sentence Amazon (and the spec's dangerous-goods banner) uses when a centre refuses dangerous goods. */
export const DANGEROUS_GOODS_MESSAGE = 'Dangerous goods units in this shipment.';

/** Amazon's details text for a problem with one SKU; clients find the msku in it. */
export function resourceDetails(msku: string, more?: string): string {
  return `There's an input error with the resource '${msku}'.${more ? ` ${more}` : ''}`;
}

export function problem(code: string, message: string, msku?: string, more?: string): OperationProblem {
  return {
    code,
    message: `ERROR: ${message}`,
    ...(msku === undefined ? {} : { details: resourceDetails(msku, more) }),
    severity: 'ERROR',
  };
}

const count = (n: number) => n.toLocaleString('en-US');

/** The product of an msku listed in the marketplace, or undefined. */
export function listedProduct(data: SellerData, marketplaceId: string, msku: string): Product | undefined {
  return data.listingsBySku.get(marketplaceId)?.get(msku)?.product;
}

/**
 * The problems of a list of items sent to a marketplace: unknown or unlisted SKUs, inactive or
 * incomplete listings, label and prep owners the item does not allow, a missing expiration date,
 * more units than the SKU may send, and quantities that are not whole cases of a case-packed SKU.
 */
export function checkItems(items: ItemInput[], data: SellerData, marketplaceId: string): OperationProblem[] {
  const problems: OperationProblem[] = [];
  const totals = new Map<string, number>();
  const reported = new Set<string>();
  for (const item of items) totals.set(item.msku, (totals.get(item.msku) ?? 0) + item.quantity);
  for (const item of items) {
    const { msku } = item;
    const product = listedProduct(data, marketplaceId, msku);
    const first = !reported.has(msku);
    reported.add(msku);
    if (!product) {
      if (first) problems.push(problem('InvalidMSKU', `The following MSKUs are not valid: [${msku}].`, msku));
      continue;
    }
    const facts = inboundFactsOf(product);
    if (first && product.status !== 'Active')
      problems.push(
        problem(
          product.status === 'Inactive' ? 'InactiveListing' : 'IncompleteListing',
          `The listing of this product is ${product.status.toLowerCase()}; only active FBA listings can be sent in.`,
          msku,
        ),
      );
    if (item.labelOwner === 'AMAZON' && marketplaceId === US)
      problems.push(problem('InvalidLabelOwner', 'labelOwner AMAZON is not accepted in the US marketplace.', msku));
    if (item.labelOwner === 'NONE' && facts.labelRequired)
      problems.push(
        problem(
          'InvalidLabelOwner',
          'Every unit of this product needs an FNSKU label; labelOwner must be SELLER or AMAZON.',
          msku,
        ),
      );
    if (item.prepOwner === 'NONE' && facts.prepRequired)
      problems.push(
        problem(
          'InvalidPrepOwner',
          `This product requires prep (${product.prep.join(', ')}); prepOwner must be SELLER or AMAZON.`,
          msku,
        ),
      );
    if (facts.expirationDated && !item.expiration)
      problems.push(problem('FBA_INB_0180', 'Expiration date required.', msku));
    const total = totals.get(msku)!;
    if (first && total > facts.maxShipmentQuantity)
      problems.push(
        problem(
          'QuantityAboveMaximum',
          `The quantity of ${count(total)} units exceeds this product's maximum shipment quantity of ${count(facts.maxShipmentQuantity)} units.`,
          msku,
        ),
      );
    if (facts.caseQuantity && item.quantity % facts.caseQuantity !== 0)
      problems.push(
        problem(
          'CasePackQuantityMismatch',
          `This product is case-packed with ${facts.caseQuantity} units per case; the quantity ${count(item.quantity)} is not a multiple of ${facts.caseQuantity}.`,
          msku,
        ),
      );
  }
  return problems;
}

/** Whether a centre receives units with these facts. */
export function receives(center: FulfillmentCenter, facts: InboundFacts): boolean {
  return (
    (facts.sizeClass === 'standard' ? center.standard : center.oversize) &&
    (!facts.dangerousGoods || center.dangerousGoods)
  );
}

/** The problems of sending these items to one centre: units it does not receive. */
export function checkDestination(items: ItemInput[], data: SellerData, center: FulfillmentCenter): OperationProblem[] {
  const problems: OperationProblem[] = [];
  const seen = new Set<string>();
  for (const { msku } of items) {
    if (seen.has(msku)) continue;
    seen.add(msku);
    const product = listedProduct(data, center.marketplaceId, msku);
    if (!product) continue;
    const facts = inboundFactsOf(product);
    if (facts.dangerousGoods && !center.dangerousGoods) {
      const dg = facts.dangerousGoods;
      problems.push(
        problem(
          'DangerousGoods',
          DANGEROUS_GOODS_MESSAGE,
          msku,
          `${center.warehouseId} does not receive dangerous goods (${dg.unNumber}, class ${dg.transportClass}).`,
        ),
      );
    } else if (!receives(center, facts)) {
      problems.push(
        problem(
          facts.sizeClass === 'oversize' ? 'OversizeUnits' : 'StandardSizeUnits',
          `${facts.sizeClass === 'oversize' ? 'Oversize' : 'Standard-size'} units in this shipment.`,
          msku,
          `${center.warehouseId} does not receive ${facts.sizeTier} units.`,
        ),
      );
    }
  }
  return problems;
}

/**
 * Boxes whose contents are given (BOX_CONTENT_PROVIDED) must hold exactly the items' units, msku
 * by msku; boxes of the other sources carry no items and are not checked.
 */
export function checkBoxes(items: ItemInput[], boxes: BoxUpdateInput[]): OperationProblem[] {
  const provided = boxes.filter((b) => b.contentInformationSource === 'BOX_CONTENT_PROVIDED');
  if (provided.length === 0) return [];
  const inItems = new Map<string, number>();
  for (const item of items) inItems.set(item.msku, (inItems.get(item.msku) ?? 0) + item.quantity);
  const inBoxes = new Map<string, number>();
  for (const box of provided)
    for (const item of box.items ?? [])
      inBoxes.set(item.msku, (inBoxes.get(item.msku) ?? 0) + item.quantity * box.quantity);
  const problems: OperationProblem[] = [];
  for (const msku of new Set([...inItems.keys(), ...inBoxes.keys()])) {
    const listed = inItems.get(msku) ?? 0;
    const boxed = inBoxes.get(msku) ?? 0;
    if (listed !== boxed)
      problems.push(
        problem(
          'BoxContentMismatch',
          `The boxes hold ${count(boxed)} units of this product but the items list ${count(listed)}.`,
          msku,
        ),
      );
  }
  return problems;
}

/** An item's identity in a plan: msku, owners, expiration and lot. */
const lotKey = (i: ItemInput) =>
  [i.msku, i.labelOwner, i.prepOwner, i.expiration ?? '', i.manufacturingLotCode ?? ''].join('|');

/**
 * The problems of box items against the items they pack: every item of a BOX_CONTENT_PROVIDED box
 * must be one of the expected items — same msku, labelOwner, prepOwner, expiration and
 * manufacturingLotCode (Amazon matches box content on them: listPackingGroupItems gives them for
 * this purpose, selling-partner-api-models #551) — and the units must add up per item. AMAZON as
 * labelOwner is refused in the US (the model's LabelOwner: "`AMAZON` is not an accepted value in
 * the US marketplace").
 */
export function checkBoxItems(
  expected: ItemInput[],
  boxes: BoxUpdateInput[],
  marketplaceId: string,
  mismatch: () => OperationProblem,
): OperationProblem[] {
  const provided = boxes.filter((b) => b.contentInformationSource === 'BOX_CONTENT_PROVIDED');
  if (provided.length === 0) return [];
  const problems: OperationProblem[] = [];
  const want = new Map<string, number>();
  for (const item of expected) want.set(lotKey(item), (want.get(lotKey(item)) ?? 0) + item.quantity);
  const got = new Map<string, number>();
  for (const box of provided)
    for (const item of box.items ?? []) {
      if (item.labelOwner === 'AMAZON' && marketplaceId === US)
        problems.push(
          problem('InvalidLabelOwner', 'labelOwner AMAZON is not accepted in the US marketplace.', item.msku),
        );
      got.set(lotKey(item), (got.get(lotKey(item)) ?? 0) + item.quantity * box.quantity);
    }
  const same = want.size === got.size && [...want].every(([key, n]) => got.get(key) === n);
  if (!same) problems.push(mismatch());
  return problems;
}
