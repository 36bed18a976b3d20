// What the page's script (stripe-js.browser.ts) and the card field's iframe (card-field.browser.ts)
// say to each other over postMessage. Both are bundled from this file, so the two sides cannot
// drift apart; a receiver still checks each message's shape, since any window can post one.
import type { CardBrand } from '../cards.js';

/** Every message carries this source and the element's id; anything else is ignored. */
export const MESSAGE_SOURCE = 'stowline-sandbox-elements';

/**
 * createToken(cardNumberElement, data) keys, sent as card[key]: exp_month, exp_year and cvc_token
 * are the sandbox's extension.
 */
export const CARD_DATA_KEYS = [
  'name',
  'exp_month',
  'exp_year',
  'cvc_token',
  'address_line1',
  'address_line2',
  'address_city',
  'address_state',
  'address_zip',
  'address_country',
] as const;
export type CardDataKey = (typeof CARD_DATA_KEYS)[number];

export function isCardDataKey(key: string): key is CardDataKey {
  return (CARD_DATA_KEYS as readonly string[]).includes(key);
}

export const CARD_BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'amex', 'discover', 'unknown'];

export function isCardBrand(value: unknown): value is CardBrand {
  return (CARD_BRANDS as readonly unknown[]).includes(value);
}

export type ElementType = 'cardNumber' | 'cardCvc';

/** Stripe's style object: { base: {...css, '::placeholder': {...}}, invalid: {...} }. */
export interface ElementStyle {
  base?: Record<string, unknown>;
  invalid?: Record<string, unknown>;
}

/** The options create() and update() pass on to the field. */
export interface ElementOptions {
  placeholder?: string;
  disabled?: boolean;
  style?: ElementStyle;
}

/** A field problem, as Stripe's change event and createToken report it. */
export interface FieldProblem {
  code: string;
  message: string;
}

export interface StripeError {
  type: string;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
}

/** What createToken resolves to: a token (the POST /v1/tokens body) or an error, as Stripe.js does. */
export type TokenResult = { token: { id: string } & Record<string, unknown> } | { error: StripeError };

/** The token a field is asked for: a card (from the number field, with createToken's data) or a CVC update. */
export type TokenRequest = { kind: 'card'; card: Partial<Record<CardDataKey, string>> } | { kind: 'cvc_update' };

export type TokenizeRequest = { requestId: string } & TokenRequest;

/** Page to field. */
export type PageMessage =
  | { type: 'configure'; options: ElementOptions; brand: CardBrand }
  | { type: 'update'; options: ElementOptions }
  | { type: 'brand'; brand: CardBrand }
  | { type: 'focus' }
  | { type: 'blur' }
  | { type: 'clear' }
  | ({ type: 'tokenize' } & TokenizeRequest);

/** The field's state, sent on every change. */
export interface FieldState {
  empty: boolean;
  complete: boolean;
  /** The number field's detected brand. */
  brand?: CardBrand;
  error?: FieldProblem;
}

/** Field to page. */
export type FrameMessage =
  | { type: 'loaded' }
  | { type: 'ready'; height: number }
  | { type: 'resize'; height: number }
  | ({ type: 'change' } & FieldState)
  | { type: 'focus' }
  | { type: 'blur' }
  | { type: 'result'; requestId: string; result: TokenResult };

/** What goes over the wire: the message with its source and the element's id. */
export type Envelope<Message> = Message & { source: typeof MESSAGE_SOURCE; id: string };

/** The envelope check both sides make before reading a message's fields. */
export function isEnvelope(data: unknown): data is { source: typeof MESSAGE_SOURCE; id: string; type: unknown } {
  if (!data || typeof data !== 'object') return false;
  const { source, id } = data as Record<string, unknown>;
  return source === MESSAGE_SOURCE && typeof id === 'string';
}
