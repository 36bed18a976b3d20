import { describe, expect, it } from 'vitest';
import { detectCardBrand, getCardBehaviour, isLuhnValid, isValidCardNumber, isValidCvc, TEST_CARDS } from './cards.js';
// The card field's rules, as the browser runs them (bundled into the field's script); brand and
// Luhn are cards.ts's own functions there too.
import * as field from './hosted-fields/card-field-rules.js';

describe('card brands', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720999999999996', 'mastercard'],
    ['2721000000000000', 'unknown'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['3566002020360505', 'unknown'],
    ['36227206271667', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });
});

describe('card numbers', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['378282246310005', true],
    ['0', true],
    ['', false],
    ['4242 4242 4242 4242', false],
  ])('Luhn(%j) is %s', (number, valid) => {
    expect(isLuhnValid(number)).toBe(valid);
  });

  it.each([
    ['4242424242424242', true, 'a 16-digit visa'],
    ['4222222222222', true, 'a 13-digit visa'],
    ['42424242424242424', false, 'a 17-digit visa'],
    ['55555555555544', false, 'a short mastercard'],
    ['37828224631000', false, 'a 14-digit amex'],
    ['3566002020360505', true, 'an unknown brand of 16 digits'],
    ['4242424242424241', false, 'a bad check digit'],
  ])('%s is valid: %s (%s)', (number, valid) => {
    expect(isValidCardNumber(number)).toBe(valid);
  });

  it('every test card is valid for the API and complete in the card field', () => {
    for (const card of TEST_CARDS) {
      expect(isValidCardNumber(card.number), card.number).toBe(true);
      expect(field.isCompleteNumber(card.number), card.number).toBe(true);
      expect(field.isInvalidNumber(card.number), card.number).toBe(false);
      expect(card.number.length).toBeLessThanOrEqual(field.maxNumberDigits(detectCardBrand(card.number)));
    }
  });

  it('the field flags a full-length number with a bad check digit, not one still being typed', () => {
    expect(field.isInvalidNumber('4242424242424241')).toBe(true);
    expect(field.isInvalidNumber('424242424242424')).toBe(false);
    expect(field.isCompleteNumber('424242424242424')).toBe(false);
  });

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['37828', '3782 8'],
    ['4242424242424242424', '4242 4242 4242 4242 424'],
    ['', ''],
  ])('the field shows %s as %j', (digits, shown) => {
    expect(field.formatNumber(digits)).toBe(shown);
  });
});

describe('CVCs', () => {
  it.each([
    ['123', 'visa', true],
    ['1234', 'visa', false],
    ['1234', 'amex', true],
    ['123', 'amex', false],
    ['12a', 'visa', false],
  ] as const)('%s for %s is valid: %s', (cvc, brand, valid) => {
    expect(isValidCvc(cvc, brand)).toBe(valid);
    if (/^\d+$/.test(cvc)) expect(field.isCompleteCvc(cvc, brand)).toBe(valid);
  });

  it('the field accepts 3 or 4 digits while the brand is unknown', () => {
    expect(field.isCompleteCvc('123', 'unknown')).toBe(true);
    expect(field.isCompleteCvc('1234', 'unknown')).toBe(true);
    expect(field.isCompleteCvc('12', 'unknown')).toBe(false);
  });
});

describe('test card behaviours', () => {
  it.each([
    ['4242424242424242', 'succeeds'],
    ['4000000000000002', 'declines'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000341', 'declines_charges'],
    ['4000002760003184', 'always_authenticates'],
    ['4000002500003155', 'authenticates_setup'],
    ['3566002020360505', 'succeeds'],
  ])('%s %s', (number, behaviour) => {
    expect(getCardBehaviour(number)).toBe(behaviour);
  });
});
