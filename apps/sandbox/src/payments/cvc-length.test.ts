import { describe, expect, it } from 'vitest';
import { detectCardBrand, isValidCvc } from './cards.js';
// The CVC field's rules as the browser runs them (bundled into the field's script).
import * as field from './hosted-fields/card-field-rules.js';

describe('the CVC field follows the brand the number field detects', () => {
  it.each([
    ['4242424242424242', 'visa', '1234', 'Visa cards have a 3-digit security code.'],
    ['5555555555554444', 'mastercard', '1234', 'Mastercard cards have a 3-digit security code.'],
    ['6011111111111117', 'discover', '9876', 'Discover cards have a 3-digit security code.'],
    ['378282246310005', 'amex', '12345', 'American Express cards have a 4-digit security code.'],
  ] as const)('%s (%s): %s digits typed say so', (number, brand, cvc, message) => {
    expect(detectCardBrand(number)).toBe(brand);
    expect(field.cvcLengthProblem(cvc, brand)).toEqual({ code: 'invalid_cvc', message });
    // What the field keeps is what the processor accepts for that brand.
    const kept = cvc.slice(0, field.maxCvcDigits(brand));
    expect(isValidCvc(kept, brand)).toBe(true);
  });

  it('says nothing for a code of the right length, or before the brand is known', () => {
    expect(field.cvcLengthProblem('123', 'visa')).toBeNull();
    expect(field.cvcLengthProblem('1234', 'amex')).toBeNull();
    expect(field.cvcLengthProblem('1234', 'unknown')).toBeNull();
    expect(field.maxCvcDigits('amex')).toBe(4);
    expect(field.maxCvcDigits('visa')).toBe(3);
  });
});
