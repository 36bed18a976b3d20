import { passChallenge as passSandboxChallenge } from '@stowline/sandbox';
import { api } from './client.js';
import { cardActionResponseSchema } from '@stowline/domain';

/**
 * Stripe's test tokens (what the hosted fields would hand our page), by the card behaviour
 * the sandbox gives them. Server tests never hold a card number or CVC, as the server never does.
 */
export const TEST_CARDS = {
  visa: 'tok_visa',
  declined: 'tok_chargeDeclined',
  /** Sets up fine; every charge is declined. */
  chargeDeclined: 'tok_chargeCustomerFail',
  /** 3-D Secure on setup and on every payment. */
  alwaysAuthenticate: 'tok_authenticationRequired',
  mastercard: 'tok_mastercard',
} as const;

export const ADDRESS = {
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'US',
};

/**
 * The new-card form as our page sends it. The CVC travels inside the card token (the hosted
 * CVC field's token is consumed when the card is tokenised), so the server only checks that
 * a CVC token is there.
 */
export function newCard(cardToken: string, extra: Record<string, unknown> = {}) {
  return {
    firstName: 'Pat',
    lastName: 'Seller',
    expiryDate: '1234',
    cardToken,
    cvcToken: 'cvctok_test',
    cardResult: { complete: true },
    cvcResult: { complete: true },
    ...extra,
  };
}

export function subscribe(token: string, cardToken: string = TEST_CARDS.visa) {
  return api('POST', '/payment/add-payment-card-details', {
    token,
    body: { cardData: newCard(cardToken), address: ADDRESS },
    response: cardActionResponseSchema,
  });
}

/** Answers the processor's 3-D Secure page as the cardholder would; returns where it sends the browser. */
export async function passChallenge(redirectUrl: string, outcome: 'complete' | 'fail'): Promise<URL> {
  const back = await passSandboxChallenge(redirectUrl, outcome);
  if (!back) throw new Error('the 3-D Secure page did not send the browser back');
  return back;
}
