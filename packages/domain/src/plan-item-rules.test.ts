import { describe, expect, it } from 'vitest';
import type { Product } from './products.js';
import {
  checkExpirationDate,
  checkPlanExpiries,
  checkPlanItem,
  checkPlanSelection,
  findExpiryProblem,
  isErrorCard,
  isExpirable,
  planItemMessages,
  refusalOf,
  selectErrorItems,
  selectRefusedItems,
  toRefusals,
  type DatedPlanItem,
} from './plan-item-rules.js';
import { shipmentItemMessages, type ShipmentItem } from './shipment-items.js';

const product = (sellerSku: string, overrides: Partial<Product> = {}): Product => ({
  _id: `id-${sellerSku}`,
  sellerSku,
  asin: 'B000000000',
  fnsku: 'X000000000',
  title: sellerSku,
  imageUrl: '',
  status: 'Active',
  condition: 11,
  afnFulfillableQuantity: 0,
  listPrice: null,
  weight: { value: null, unit: null },
  expirable: null,
  amzExpirable: false,
  fbaType: 'STANDARD',
  fbaTypeSource: 'seller',
  packagingRules: [],
  prepDetailsList: [],
  ...overrides,
});
const item = (sku: string, overrides: Partial<Product> = {}, expiration?: string | null): ShipmentItem => ({
  product: product(sku, overrides),
  quantity: 3,
  boxCount: null,
  categoryId: null,
  ...(expiration === undefined ? {} : { expiration }),
});
// 13:00 UTC on 15 March 2030: the 15th has begun everywhere on Earth.
const now = new Date('2030-03-15T13:00:00Z');

describe('expiration-dated SKUs', () => {
  it.each([
    ['the marketplace dates it', { amzExpirable: true }, true],
    ['the seller dates it', { expirable: true }, true],
    ['the seller’s no wins over the marketplace’s yes', { expirable: false, amzExpirable: true }, false],
    ['neither dates it', {}, false],
  ])('%s', (_, overrides, expected) => {
    expect(isExpirable(product('a', overrides))).toBe(expected);
  });

  it.each([
    ['tomorrow', '2030-03-16', undefined],
    ['today, where it has not begun yet (UTC-12 at 11:00 UTC)', '2030-03-15', undefined, '2030-03-15T11:00:00Z'],
    ['next year', '2031-01-31', undefined],
    ['today', '2030-03-15', planItemMessages.expiryInvalid],
    ['yesterday', '2030-03-14', planItemMessages.expiryInvalid],
    ['no calendar date', '2030-02-30', planItemMessages.expiryInvalid],
    ['another format', '03/16/2030', planItemMessages.expiryInvalid],
  ])('an expiry date of %s', (_, value, expected, at?: string) => {
    expect(checkExpirationDate(value, at ? new Date(at) : now)).toBe(expected);
  });

  it('stops a dated card without its date or with a bad one, and never an undated card', () => {
    expect(checkPlanItem(item('a', { amzExpirable: true }), 'loose', now)).toBe(planItemMessages.expiryMissing);
    expect(checkPlanItem(item('a', { amzExpirable: true }, null), 'loose', now)).toBe(planItemMessages.expiryMissing);
    expect(checkPlanItem(item('a', { expirable: true }, '2030-03-14'), 'loose', now)).toBe(
      planItemMessages.expiryInvalid,
    );
    expect(checkPlanItem(item('a', { amzExpirable: true }, '2030-09-30'), 'loose', now)).toBeUndefined();
    expect(findExpiryProblem(item('a', {}, null), now)).toBeUndefined();
  });

  it('says the selection rules first, then the expiry dates', () => {
    const noQuantity = { ...item('b'), quantity: null };
    const undated = item('a', { amzExpirable: true });
    expect(checkPlanSelection([undated, noQuantity], 'loose', now)).toBe(shipmentItemMessages.quantityInvalid);
    expect(checkPlanSelection([undated, item('c')], 'loose', now)).toBe(planItemMessages.expiryMissing);
    expect(checkPlanSelection([item('c', { expirable: true }, '2031-01-01')], 'loose', now)).toBeUndefined();
  });

  it.each<[string, DatedPlanItem[], string | undefined]>([
    [
      'every dated SKU with a date after today',
      [{ product: { expirable: null, amzExpirable: true }, expiration: '2030-03-16' }],
      undefined,
    ],
    ['a SKU that is not dated, without a date', [{ product: { expirable: false, amzExpirable: true } }], undefined],
    [
      'a dated SKU without its date',
      [{ product: { expirable: null, amzExpirable: true } }],
      planItemMessages.expiryMissing,
    ],
    [
      'the seller dates it, no date',
      [{ product: { expirable: true, amzExpirable: false }, expiration: null }],
      planItemMessages.expiryMissing,
    ],
    [
      'a missing date before a date in the past, whatever their order',
      [
        { product: { expirable: true, amzExpirable: false }, expiration: '2030-03-14' },
        { product: { expirable: null, amzExpirable: true } },
      ],
      planItemMessages.expiryMissing,
    ],
    [
      'a date in the past',
      [{ product: { expirable: true, amzExpirable: false }, expiration: '2030-03-14' }],
      planItemMessages.expiryInvalid,
    ],
  ])('refuses a plan call (the server’s rule) for %s', (_, items, expected) => {
    expect(checkPlanExpiries(items, now)).toBe(expected);
  });
});

describe('Amazon’s refusals on the cards', () => {
  const refusals = toRefusals([
    { SellerSKU: 'Refused-1', reason: 'Expiration date required.' },
    { SellerSKU: 'refused-1 ', reason: 'The listing of this product is inactive.' },
    { SellerSKU: 'Bucketed', reason: 'Oversize units in this shipment.' },
  ]);
  const refused = item('REFUSED-1');
  const bucketed = item('bucketed', { fbaType: 'ERRORED' });
  const fine = item('fine');
  const broken = { ...item('broken'), quantity: null };

  it('finds a card’s reasons by its SKU, whatever its case and spaces', () => {
    expect(refusalOf(refused, refusals)).toBe('Expiration date required. The listing of this product is inactive.');
    expect(refusalOf(fine, refusals)).toBeUndefined();
    expect(planItemMessages.refused('Expiration date required.')).toBe(
      'Amazon refused it in the last plan: Expiration date required.',
    );
  });

  it('counts a refused card as an error, like a card that breaks a rule', () => {
    expect(isErrorCard(refused, 'loose', now, refusals)).toBe(true);
    expect(isErrorCard(broken, 'loose', now, refusals)).toBe(true);
    expect(isErrorCard(fine, 'loose', now, refusals)).toBe(false);
    expect(isErrorCard(refused, 'loose', now, toRefusals([]))).toBe(false);
  });

  it('moves the ticked error cards, refused ones included, to the error bucket', () => {
    const ticked = new Set(['id-REFUSED-1', 'id-broken', 'id-fine', 'id-bucketed']);
    const items = [refused, broken, fine, bucketed];
    expect(selectErrorItems(items, ticked, 'loose', now, refusals).map((i) => i.product.sellerSku)).toEqual([
      'REFUSED-1',
      'broken',
    ]);
  });

  it('offers every refused card for the bucket at once, ticked or not, but not those in it already', () => {
    expect(selectRefusedItems([fine, refused, broken, bucketed], refusals).map((i) => i.product.sellerSku)).toEqual([
      'REFUSED-1',
    ]);
    expect(planItemMessages.refusedSummary(67)).toBe('Amazon refused 67 SKUs in the last plan: each card says why.');
  });
});
