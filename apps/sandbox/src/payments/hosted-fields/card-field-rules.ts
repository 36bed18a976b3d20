// The card field's rules, run in the browser (bundled into card-field.browser.ts): when a number
// or CVC being typed is complete, how it is grouped, and what is said about it. Brand and Luhn
// are the API's own functions (cards.ts), so the field and the processor cannot disagree; the
// lengths differ on purpose: the field calls a number complete only at the lengths people are
// issued today, while the API accepts every length Stripe does.
import { detectCardBrand, isLuhnValid, type CardBrand } from '../cards.js';
import type { FieldProblem } from './protocol.js';

const COMPLETE_LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
  unknown: [16, 19],
};

/** Digits the number field keeps for a brand; more are dropped as they are typed. */
export function maxNumberDigits(brand: CardBrand): number {
  return brand === 'amex' ? 15 : brand === 'mastercard' ? 16 : 19;
}

/** A number the field can tokenize: a complete length for its brand and a valid check digit. */
export function isCompleteNumber(digits: string): boolean {
  return COMPLETE_LENGTHS[detectCardBrand(digits)].includes(digits.length) && isLuhnValid(digits);
}

/** A number at a complete length whose check digit is wrong (one still being typed is not invalid). */
export function isInvalidNumber(digits: string): boolean {
  return COMPLETE_LENGTHS[detectCardBrand(digits)].includes(digits.length) && !isLuhnValid(digits);
}

/** The number as shown: 4-4-4-4(-3), or 4-6-5 for American Express. */
export function formatNumber(digits: string): string {
  const groups = detectCardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** Digits the CVC field keeps: 4 for American Express and while the brand is unknown, 3 otherwise. */
export function maxCvcDigits(brand: CardBrand): number {
  return brand === 'amex' || brand === 'unknown' ? 4 : 3;
}

const CVC_BRAND_NAMES: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** More digits typed than the detected brand's security code has: said, not silently dropped. */
export function cvcLengthProblem(digits: string, brand: CardBrand): FieldProblem | null {
  if (brand === 'unknown' || digits.length <= maxCvcDigits(brand)) return null;
  return {
    code: 'invalid_cvc',
    message: `${CVC_BRAND_NAMES[brand]} cards have a ${maxCvcDigits(brand)}-digit security code.`,
  };
}

/** A CVC the field can tokenize for the brand (3 or 4 digits while the brand is unknown). */
export function isCompleteCvc(digits: string, brand: CardBrand): boolean {
  if (brand === 'amex') return digits.length === 4;
  if (brand === 'unknown') return digits.length === 3 || digits.length === 4;
  return digits.length === 3;
}
