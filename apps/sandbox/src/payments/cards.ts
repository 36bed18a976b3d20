// Card numbers and how the sandbox's "issuer" treats them: Stripe's documented test cards.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/**
 * What happens when a card is set up or charged:
 * - `succeeds`: everything works.
 * - `declines`: attaching, setting up and charging fail with card_declined / generic_decline.
 * - `insufficient_funds`: set-up works, charges fail with decline_code insufficient_funds.
 * - `declines_charges`: attaching and setting up work, every charge is declined.
 * - `always_authenticates`: 3-D Secure on set-up and on every payment (off-session: authentication_required).
 * - `authenticates_setup`: 3-D Secure on set-up and on-session payments; once set up, off-session payments succeed.
 */
export type CardBehaviour =
  'succeeds' | 'declines' | 'insufficient_funds' | 'declines_charges' | 'always_authenticates' | 'authenticates_setup';

export interface TestCard {
  number: string;
  behaviour: CardBehaviour;
  /** Stripe's names for its test tokens and payment methods: `tok_<name>`, `pm_card_<name>`. */
  names: string[];
}

/** Stripe's test cards the sandbox knows; any other Luhn-valid number succeeds. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', behaviour: 'succeeds', names: ['visa'] },
  { number: '5555555555554444', behaviour: 'succeeds', names: ['mastercard'] },
  { number: '378282246310005', behaviour: 'succeeds', names: ['amex'] },
  { number: '6011111111111117', behaviour: 'succeeds', names: ['discover'] },
  { number: '4000000000000002', behaviour: 'declines', names: ['chargeDeclined', 'visa_chargeDeclined'] },
  {
    number: '4000000000009995',
    behaviour: 'insufficient_funds',
    names: ['chargeDeclinedInsufficientFunds', 'visa_chargeDeclinedInsufficientFunds'],
  },
  { number: '4000000000000341', behaviour: 'declines_charges', names: ['chargeCustomerFail'] },
  { number: '4000002760003184', behaviour: 'always_authenticates', names: ['authenticationRequired'] },
  { number: '4000002500003155', behaviour: 'authenticates_setup', names: ['authenticationRequiredOnSetup'] },
];

/** How the sandbox treats a card number. */
export function getCardBehaviour(number: string): CardBehaviour {
  return TEST_CARDS.find((card) => card.number === number)?.behaviour ?? 'succeeds';
}

/** The test card behind a Stripe test token or payment method name (`visa`, `chargeDeclined`...). */
export function findTestCardByName(name: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.names.includes(name));
}

/** The card network by the number's prefix (IIN ranges of Stripe's supported brands). */
export function detectCardBrand(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  const first4 = Number(number.slice(0, 4));
  if (number.length >= 4 && first4 >= 2221 && first4 <= 2720) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  return 'unknown';
}

const LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
  unknown: [12, 13, 14, 15, 16, 17, 18, 19],
};

/** The Luhn (mod 10) check digit test every card number passes. */
export function isLuhnValid(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A number the sandbox tokenizes: digits only, a length its brand issues, and a valid check digit. */
export function isValidCardNumber(number: string): boolean {
  return /^\d+$/.test(number) && LENGTHS[detectCardBrand(number)].includes(number.length) && isLuhnValid(number);
}

/** CVCs are 4 digits on American Express cards and 3 on the others. */
export function isValidCvc(cvc: string, brand: CardBrand): boolean {
  return brand === 'amex' ? /^\d{4}$/.test(cvc) : /^\d{3}$/.test(cvc);
}

/** Token.card.brand spells brands the old way. */
export const TOKEN_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Unknown',
};

/** PaymentMethod.card.display_brand. */
export const DISPLAY_BRANDS: Record<CardBrand, string> = {
  visa: 'visa',
  mastercard: 'mastercard',
  amex: 'american_express',
  discover: 'discover',
  unknown: 'unknown',
};
