import { describe, expect, it } from 'vitest';
import { isValidCvc } from './cards.js';
import { CARD_RULES_SCRIPT } from './elements.js';

// The CVC field's rules as the browser runs them (the frame's script text, evaluated).
const browser = new Function(`${CARD_RULES_SCRIPT}; return { cvcLengthProblem, maxCvcDigits, detectBrand };`)() as {
  cvcLengthProblem(digits: string, brand: string): { code: string; message: string } | null;
  maxCvcDigits(brand: string): number;
  detectBrand(digits: string): string;
};

describe('the CVC field follows the brand the number field detects', () => {
  it.each([
    ['4242424242424242', 'visa', '1234', 'Visa cards have a 3-digit security code.'],
    ['5555555555554444', 'mastercard', '1234', 'Mastercard cards have a 3-digit security code.'],
    ['6011111111111117', 'discover', '9876', 'Discover cards have a 3-digit security code.'],
    ['378282246310005', 'amex', '12345', 'American Express cards have a 4-digit security code.'],
  ])('%s (%s): %s digits typed say so', (number, brand, cvc, message) => {
    expect(browser.detectBrand(number)).toBe(brand);
    expect(browser.cvcLengthProblem(cvc, brand)).toEqual({ code: 'invalid_cvc', message });
    // What the field keeps is what the processor accepts for that brand.
    const kept = cvc.slice(0, browser.maxCvcDigits(brand));
    expect(isValidCvc(kept, brand as 'visa')).toBe(true);
  });

  it('says nothing for a code of the right length, or before the brand is known', () => {
    expect(browser.cvcLengthProblem('123', 'visa')).toBeNull();
    expect(browser.cvcLengthProblem('1234', 'amex')).toBeNull();
    expect(browser.cvcLengthProblem('1234', 'unknown')).toBeNull();
    expect(browser.maxCvcDigits('amex')).toBe(4);
    expect(browser.maxCvcDigits('visa')).toBe(3);
  });
});
