import { describe, expect, it } from 'vitest';
import { US_STATES } from './address.js';
import {
  billingMessages,
  renewalDueAt,
  checkCardExpiry,
  formatCardExpiry,
  invoiceFiltersSchema,
  isExpiryComplete,
  maskCardNumber,
  newCardSchema,
  subscribeBodySchema,
  toCardBrand,
  toExpiryDigits,
} from './billing.js';

describe('card expiry field', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1234', '12/34'],
    ['12345', '12/34'],
    ['12/34', '12/34'],
    ['1a2b3c4', '12/34'],
    ['12/', '12'],
  ])('formats %j as %j', (input, formatted) => expect(formatCardExpiry(input)).toBe(formatted));

  it('sends digits only, the first four kept', () => {
    expect(toExpiryDigits('12/345')).toBe('1234');
    expect(toExpiryDigits('ab')).toBe('');
  });

  it('is complete at five characters', () => {
    expect(isExpiryComplete('12/3')).toBe(false);
    expect(isExpiryComplete('12/34')).toBe(true);
  });

  const now = new Date('2026-11-22T10:00:00Z');
  it.each([
    ['1126', undefined],
    ['1234', undefined],
    ['1026', billingMessages.expiryPast],
    ['0125', billingMessages.expiryPast],
    ['0030', billingMessages.expiryInvalid],
    ['1330', billingMessages.expiryInvalid],
    ['123', billingMessages.expiryInvalid],
    ['12/3', billingMessages.expiryInvalid],
  ])('checks %j: %j', (digits, message) => expect(checkCardExpiry(digits, now)).toBe(message));
});

describe('cards as shown', () => {
  it.each([
    ['visa', 'visa'],
    ['Visa', 'visa'],
    ['mastercard', 'mastercard'],
    ['MasterCard', 'mastercard'],
    ['amex', 'amex'],
    ['American Express', 'amex'],
    ['discover', 'discover'],
    ['jcb', 'generic'],
    ['unknown', 'generic'],
  ])('brand %j shows the %j icon', (brand, icon) => expect(toCardBrand(brand)).toBe(icon));

  it('masks all but the last four digits', () => expect(maskCardNumber('4242')).toBe('**** **** **** 4242'));
});

describe('the payment-method form', () => {
  const card = { firstName: 'Pat', lastName: 'Seller', expiryDate: '1234', cardToken: 'tok_1', cvcToken: 'cvctok_1' };
  const address = { addressLine1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' };
  const messagesOf = (input: unknown) => {
    const result = subscribeBodySchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts the spec fields, address line 2 optional', () =>
    expect(messagesOf({ cardData: card, address })).toEqual([]));
  it.each([
    [
      'firstName',
      { cardData: { ...card, firstName: ' ' }, address },
      `cardData.firstName: ${billingMessages.required}`,
    ],
    ['lastName', { cardData: { ...card, lastName: '' }, address }, `cardData.lastName: ${billingMessages.required}`],
    [
      'card token',
      { cardData: { ...card, cardToken: '' }, address },
      `cardData.cardToken: ${billingMessages.cardDetailsMissing}`,
    ],
    [
      'CVC token',
      { cardData: { ...card, cvcToken: '' }, address },
      `cardData.cvcToken: ${billingMessages.cardDetailsMissing}`,
    ],
    [
      'expiry',
      { cardData: { ...card, expiryDate: '12/34' }, address },
      `cardData.expiryDate: ${billingMessages.expiryInvalid}`,
    ],
    [
      'address line 1',
      { cardData: card, address: { ...address, addressLine1: '' } },
      `address.addressLine1: ${billingMessages.required}`,
    ],
    ['city', { cardData: card, address: { ...address, city: '' } }, `address.city: ${billingMessages.required}`],
    ['state', { cardData: card, address: { ...address, state: 'XX' } }, 'address.state: Select a state'],
    [
      'postal code',
      { cardData: card, address: { ...address, postalCode: '123' } },
      'address.postalCode: Enter a 5-digit ZIP code',
    ],
  ])('requires %s', (_field, input, message) => expect(messagesOf(input)).toContain(message));

  it('sends the browser back only to our own pages', () => {
    expect(messagesOf({ cardData: card, address, returnPath: '/onboarding/payment-method' })).toEqual([]);
    expect(messagesOf({ cardData: card, address, returnPath: '//evil.example/x' })).toEqual([
      'returnPath: Invalid return path',
    ]);
    expect(messagesOf({ cardData: card, address, returnPath: 'https://evil.example/' })).toEqual([
      'returnPath: Invalid return path',
    ]);
  });

  it('never has a field for the card number or CVC', () => {
    const parsed = newCardSchema.parse({ ...card, cardNumber: '4242424242424242', cvc: '123' });
    expect(parsed).not.toHaveProperty('cardNumber');
    expect(parsed).not.toHaveProperty('cvc');
  });

  it('lists the US states with DC, by code', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.find((s) => s.code === 'DC')?.name).toBe('District Of Columbia');
  });
});

describe('invoice filters', () => {
  it('defaults to the first page of ten', () =>
    expect(invoiceFiltersSchema.parse({})).toEqual({ pageNumber: 1, perPage: 10 }));
  it('refuses a range that ends before it starts', () => {
    expect(invoiceFiltersSchema.safeParse({ date: { startDate: '2026-02-01', endDate: '2026-01-31' } }).success).toBe(
      false,
    );
  });
  it('refuses dates that are not YYYY-MM-DD', () =>
    expect(invoiceFiltersSchema.safeParse({ date: { startDate: '01/02/2026' } }).success).toBe(false));
});

describe('billing messages', () => {
  it('keeps the spec texts as written', () => {
    expect(billingMessages).toMatchObject({
      planName: 'Premium Monthly Plan',
      subscriptionEnded: 'Subscription Ended',
      subscriptionCancelled: 'Subscripton is Cancelled',
      cardAdded: 'Added payment card successfully',
      updated: 'Updated Successfully',
      paymentUnsuccessful: 'Payment was unsuccessful. Your credit card was not charged.',
      cancelConfirmTitle: 'Are You Sure',
      cancelConfirmText: 'You want to cancel the Subscription',
      changeDefaultConfirm: 'You want to change the default payment card?',
      deleteCardConfirm: 'you want to delete this payment card?',
    });
  });
});

describe('renewalDueAt', () => {
  it.each([
    ['2026-01-15T10:30:00.000Z', 1, '2026-02-15T10:30:00.000Z'],
    ['2026-01-31T23:59:00.000Z', 1, '2026-02-28T23:59:00.000Z'],
    ['2028-01-31T08:00:00.000Z', 1, '2028-02-29T08:00:00.000Z'],
    ['2026-01-31T08:00:00.000Z', 2, '2026-03-31T08:00:00.000Z'],
    ['2026-08-31T08:00:00.000Z', 1, '2026-09-30T08:00:00.000Z'],
    ['2026-11-30T08:00:00.000Z', 3, '2027-02-28T08:00:00.000Z'],
    ['2026-12-05T00:00:00.000Z', 13, '2028-01-05T00:00:00.000Z'],
  ])('a trial ending %s is due again after %i paid periods on %s', (trialEnd, periods, due) => {
    expect(renewalDueAt(new Date(trialEnd), periods).toISOString()).toBe(due);
  });
});
