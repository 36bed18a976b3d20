// Reads each endpoint's parameters (already parsed from the bracket form) into typed inputs,
// refusing what Stripe refuses: unknown parameters, missing required ones, wrong types.
/**
 * Why small readers and not zod schemas with an error map (issue 12 asked for zod "if that is
 * shorter and as exact"; weighed, it is neither):
 * - Not as exact: Stripe answers the *first* problem, and an unknown parameter before anything
 *   else; zod checks the known keys first and reports `unrecognized_keys` last (zod 4's
 *   strictObject), so `nickname=x&amount=ten` would name the amount, not `nickname`. Each refusal
 *   also carries Stripe's `param` (bracketed: `billing_details[address][planet]`) and often its
 *   own `code` (parameter_unknown, parameter_missing, parameter_invalid_empty,
 *   parameter_invalid_integer, amount_too_large, url_invalid, payment_method_unsupported_type),
 *   which an error map, returning only a message, cannot give: a second table from issue to code
 *   would be needed beside it.
 * - Not shorter: about 30 refusals whose messages differ by field (each string's own maximum
 *   length, each enum's list, `Invalid integer: ten` quoting the value), so the strings move into
 *   the error map rather than go away; the form's three ways of saying nothing ('' unsets a string, counts as
 *   absent for an id or a hash, and `metadata=` clears every key) become a z.preprocess on every
 *   field; the rules across fields (off_session needs confirm, one of starting_after and
 *   ending_before, card or cvc_update, card[number] refused before card's keys are checked)
 *   become superRefine; and the camelCase inputs the processor takes would need a transform
 *   per endpoint. The interfaces below are the only part zod would save (z.infer).
 * The rule that every endpoint validates with zod is about Stowline's own API; this file stands
 * for Stripe's, and the sandbox does not depend on zod.
 */
import { invalidRequest } from './errors.js';
import { readFormList, type FormObject, type FormValue } from './form.js';

export interface AddressInput {
  city?: string | null;
  country?: string | null;
  line1?: string | null;
  line2?: string | null;
  postal_code?: string | null;
  state?: string | null;
}

/** Metadata as given: a value of null (an empty string on the wire) deletes that key. */
export type MetadataInput = Record<string, string | null>;

export interface CustomerCreateInput {
  email?: string | null;
  name?: string | null;
  phone?: string | null;
  description?: string | null;
  address?: AddressInput | null;
  metadata?: MetadataInput | null;
}

export interface CustomerUpdateInput extends CustomerCreateInput {
  /** null clears it. */
  defaultPaymentMethod?: string | null;
}

export interface BillingDetailsInput {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: AddressInput | null;
}

export interface PaymentMethodCreateInput {
  token: string;
  billingDetails?: BillingDetailsInput;
  metadata?: MetadataInput | null;
}

export interface ListInput {
  limit: number;
  startingAfter?: string;
  endingBefore?: string;
}

export interface SetupIntentCreateInput {
  /** allowed_payment_method_types as given (only ['card'] is possible). */
  allowedPaymentMethodTypes?: string[];
  customer?: string;
  paymentMethod?: string;
  confirm: boolean;
  usage: 'off_session' | 'on_session';
  returnUrl?: string;
  description?: string;
  metadata?: MetadataInput | null;
}

export interface IntentConfirmInput {
  paymentMethod?: string;
  returnUrl?: string;
  /** Payment intents only. */
  offSession?: boolean;
}

export interface PaymentIntentCreateInput {
  allowedPaymentMethodTypes?: string[];
  amount: number;
  currency: string;
  customer?: string;
  paymentMethod?: string;
  confirm: boolean;
  offSession?: boolean;
  returnUrl?: string;
  description?: string;
  receiptEmail?: string;
  setupFutureUsage?: 'off_session' | 'on_session';
  metadata?: MetadataInput | null;
}

export interface CancelInput {
  cancellationReason?: string;
}

export type TokenCreateInput =
  | {
      kind: 'card';
      card: {
        number: string;
        expMonth: string;
        expYear: string;
        cvc?: string;
        cvcToken?: string;
        name?: string;
        address: AddressInput;
      };
    }
  | { kind: 'cvc_update'; cvc: string };

const nested = (parent: string, key: string) => (parent ? `${parent}[${key}]` : key);

function describe(value: FormValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Refuses parameters the endpoint does not know, like Stripe's `parameter_unknown`. */
function checkKnown(params: FormObject, allowed: readonly string[], parent = ''): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) {
      const name = nested(parent, key);
      throw invalidRequest(`Received unknown parameter: ${name}`, name, 'parameter_unknown');
    }
  }
}

function readObject(params: FormObject, key: string, parent = ''): FormObject | undefined {
  const value = params[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object') {
    const name = nested(parent, key);
    throw invalidRequest(`Invalid object: ${name} must be a hash (for example ${name}[key]=value).`, name);
  }
  return value;
}

/** A string parameter; '' is returned as null (Stripe's way of unsetting). */
function readString(params: FormObject, key: string, parent = '', maxLength = 5000): string | null | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  const name = nested(parent, key);
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${describe(value)}`, name);
  if (value.length > maxLength)
    throw invalidRequest(`Invalid string: ${name} must be at most ${maxLength} characters long.`, name);
  return value === '' ? null : value;
}

function readRequiredString(params: FormObject, key: string, parent = ''): string {
  const value = readString(params, key, parent);
  const name = nested(parent, key);
  if (value === undefined) throw invalidRequest(`Missing required param: ${name}.`, name, 'parameter_missing');
  if (value === null) {
    throw invalidRequest(
      `You passed an empty string for '${name}'. We assume empty values are an attempt to unset a parameter; however '${name}' cannot be unset. You should remove '${name}' from your request or supply a non-empty value.`,
      name,
      'parameter_invalid_empty',
    );
  }
  return value;
}

/** An id or other string that cannot be unset: '' counts as absent. */
function readId(params: FormObject, key: string): string | undefined {
  return readString(params, key, '', 255) ?? undefined;
}

function readInteger(params: FormObject, key: string, required: true): number;
function readInteger(params: FormObject, key: string, required?: false): number | undefined;
function readInteger(params: FormObject, key: string, required = false): number | undefined {
  const value = required ? readRequiredString(params, key) : readString(params, key);
  if (value === undefined || value === null) return undefined;
  if (!/^-?\d{1,15}$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, key, 'parameter_invalid_integer');
  return Number(value);
}

function readBoolean(params: FormObject, key: string): boolean | undefined {
  const value = readString(params, key);
  if (value === undefined || value === null) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, key);
  return value === 'true';
}

function readEnum<T extends string>(params: FormObject, key: string, allowed: readonly T[]): T | undefined {
  const value = readString(params, key);
  if (value === undefined || value === null) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw invalidRequest(`Invalid ${key}: must be one of ${allowed.join(', ')}`, key);
  return value as T;
}

function readStringList(params: FormObject, key: string): string[] | undefined {
  const value = params[key];
  if (value === undefined || value === '') return undefined;
  const list = readFormList(value);
  if (!list || list.some((item) => typeof item !== 'string')) {
    throw invalidRequest(`Invalid array: ${key} must be a list of strings (${key}[0]=...).`, key);
  }
  return list as string[];
}

const METADATA_KEYS_MAX = 50;

/** undefined: not given; null: `metadata=` (unset every key); otherwise the keys to set or (null) delete. */
function readMetadata(params: FormObject): MetadataInput | null | undefined {
  const value = params.metadata;
  if (value === undefined) return undefined;
  if (value === '') return null;
  if (typeof value !== 'object')
    throw invalidRequest('Invalid object: metadata must be a hash (metadata[key]=value).', 'metadata');
  const entries = Object.entries(value);
  if (entries.length > METADATA_KEYS_MAX)
    throw invalidRequest(`Invalid metadata: metadata can have at most ${METADATA_KEYS_MAX} keys.`, 'metadata');
  const metadata: MetadataInput = {};
  for (const [key, item] of entries) {
    const name = `metadata[${key}]`;
    if (typeof item !== 'string') throw invalidRequest(`Invalid string: ${describe(item)}`, name);
    if (key.length > 40)
      throw invalidRequest(`Invalid metadata: keys can be at most 40 characters long (${key}).`, name);
    if (item.length > 500)
      throw invalidRequest(`Invalid metadata: values can be at most 500 characters long (${key}).`, name);
    metadata[key] = item === '' ? null : item;
  }
  return metadata;
}

const ADDRESS_KEYS = ['city', 'country', 'line1', 'line2', 'postal_code', 'state'] as const;

function readAddress(params: FormObject, key: string, parent = ''): AddressInput | null | undefined {
  if (params[key] === '') return null;
  const value = readObject(params, key, parent);
  if (!value) return undefined;
  const name = nested(parent, key);
  checkKnown(value, ADDRESS_KEYS, name);
  const address: AddressInput = {};
  for (const field of ADDRESS_KEYS) {
    const text = readString(value, field, name, 200);
    if (text !== undefined) address[field] = text;
  }
  return address;
}

function readReturnUrl(params: FormObject): string | undefined {
  const value = readId(params, 'return_url');
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidRequest(`Invalid URL: ${value}`, 'return_url', 'url_invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalidRequest(
      `Invalid URL: ${value}. The sandbox redirects only to http and https URLs.`,
      'return_url',
      'url_invalid',
    );
  return value;
}

/** `off_session` is a boolean, or on payment intents 'one_off' / 'recurring' (both mean true). */
function readOffSession(params: FormObject): boolean | undefined {
  const value = readString(params, 'off_session');
  if (value === undefined || value === null) return undefined;
  if (value === 'one_off' || value === 'recurring' || value === 'true') return true;
  if (value === 'false') return false;
  throw invalidRequest(`Invalid off_session: must be true, false, one_off or recurring`, 'off_session');
}

/**
 * `allowed_payment_method_types` (the SDK's name since API version 2026-10-28) or the older
 * `payment_method_types`: only card. Returns the allowed list when it was given.
 */
function readPaymentMethodTypes(params: FormObject): string[] | undefined {
  let allowed: string[] | undefined;
  for (const key of ['allowed_payment_method_types', 'payment_method_types']) {
    const types = readStringList(params, key);
    const other = types?.find((type) => type !== 'card');
    if (other !== undefined) {
      throw invalidRequest(
        `The payment method type "${other}" is invalid. The sandbox supports only "card".`,
        key,
        'payment_method_unsupported_type',
      );
    }
    if (key === 'allowed_payment_method_types') allowed = types;
  }
  return allowed;
}

/** `automatic_payment_methods`; returns its `allow_redirects`. */
function readAutomaticPaymentMethods(params: FormObject): 'always' | 'never' | undefined {
  const value = readObject(params, 'automatic_payment_methods');
  if (!value) return undefined;
  checkKnown(value, ['enabled', 'allow_redirects'], 'automatic_payment_methods');
  readBoolean(value, 'enabled');
  return readEnum(value, 'allow_redirects', ['always', 'never'] as const);
}

/**
 * Stripe refuses an intent confirmed at creation without a `return_url` when the account has
 * redirect-based payment methods turned on (the default payment methods of a new account include
 * some), unless the intent is limited to types that never redirect: `payment_method_types`
 * (or `allowed_payment_method_types`) such as `['card']`, or `automatic_payment_methods[allow_redirects]=never`.
 * The sandbox's account has them on, as most live accounts do. Stripe's error text, as sellers'
 * developers report it.
 */
function checkRedirectsAnswerable(params: FormObject, kind: 'PaymentIntent' | 'SetupIntent'): void {
  const confirm = readBoolean(params, 'confirm') ?? false;
  if (!confirm || readReturnUrl(params)) return;
  const limitedToTypes = ['allowed_payment_method_types', 'payment_method_types'].some(
    (key) => (readStringList(params, key) ?? []).length > 0,
  );
  if (limitedToTypes || readAutomaticPaymentMethods(params) === 'never') return;
  const name = kind === 'PaymentIntent' ? 'Payment Intent' : 'Setup Intent';
  throw invalidRequest(
    `A \`return_url\` must be specified because this ${name} is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set \`automatic_payment_methods[enabled]\` to \`true\` and \`automatic_payment_methods[allow_redirects]\` to \`never\` when creating Setup Intents and Payment Intents.`,
    'return_url',
  );
}

/** `expand[]` is refused by name: the sandbox answers ids, never expanded objects. */
function refuseExpand(params: FormObject): void {
  const expand = readStringList(params, 'expand');
  if (expand?.length)
    throw invalidRequest(
      `This property cannot be expanded (${expand[0]}). The payments sandbox does not expand objects.`,
      'expand',
    );
}

/** Accepted everywhere (and refused by refuseExpand when not empty). */
const COMMON = ['expand'];

export function readCustomerCreate(params: FormObject): CustomerCreateInput {
  checkKnown(params, ['email', 'name', 'phone', 'description', 'address', 'metadata', ...COMMON]);
  refuseExpand(params);
  return {
    email: readString(params, 'email', '', 512),
    name: readString(params, 'name', '', 256),
    phone: readString(params, 'phone', '', 20),
    description: readString(params, 'description', '', 350),
    address: readAddress(params, 'address'),
    metadata: readMetadata(params),
  };
}

export function readCustomerUpdate(params: FormObject): CustomerUpdateInput {
  checkKnown(params, ['email', 'name', 'phone', 'description', 'address', 'metadata', 'invoice_settings', ...COMMON]);
  const { invoice_settings: _invoiceSettings, ...rest } = params;
  const input: CustomerUpdateInput = readCustomerCreate(rest);
  const invoiceSettings = readObject(params, 'invoice_settings');
  if (invoiceSettings) {
    checkKnown(invoiceSettings, ['default_payment_method'], 'invoice_settings');
    const value = readString(invoiceSettings, 'default_payment_method', 'invoice_settings', 255);
    if (value !== undefined) input.defaultPaymentMethod = value;
  }
  return input;
}

export function readPaymentMethodCreate(params: FormObject): PaymentMethodCreateInput {
  checkKnown(params, ['type', 'card', 'billing_details', 'metadata', 'allow_redisplay', ...COMMON]);
  refuseExpand(params);
  const type = readRequiredString(params, 'type');
  if (type !== 'card')
    throw invalidRequest(
      `Invalid type: the sandbox creates only card payment methods, not "${type}".`,
      'type',
      'payment_method_unsupported_type',
    );
  readEnum(params, 'allow_redisplay', ['always', 'limited', 'unspecified']);
  const card = readObject(params, 'card');
  if (!card) throw invalidRequest('Missing required param: card.', 'card', 'parameter_missing');
  if (card.number !== undefined) {
    throw invalidRequest(
      'Sending credit card numbers directly to the Stripe API is generally unsafe. Use a token from the card fields (card[token]=tok_...) or a test token such as tok_visa.',
      'card[number]',
    );
  }
  checkKnown(card, ['token'], 'card');
  const token = readRequiredString(card, 'token', 'card');
  const billing = readObject(params, 'billing_details');
  let billingDetails: BillingDetailsInput | undefined;
  if (billing) {
    checkKnown(billing, ['name', 'email', 'phone', 'address'], 'billing_details');
    billingDetails = {
      name: readString(billing, 'name', 'billing_details', 256),
      email: readString(billing, 'email', 'billing_details', 512),
      phone: readString(billing, 'phone', 'billing_details', 20),
      address: readAddress(billing, 'address', 'billing_details'),
    };
  }
  return { token, billingDetails, metadata: readMetadata(params) };
}

export function readAttach(params: FormObject): { customer: string } {
  checkKnown(params, ['customer', ...COMMON]);
  refuseExpand(params);
  return { customer: readRequiredString(params, 'customer') };
}

export function readNothing(params: FormObject): void {
  checkKnown(params, COMMON);
  refuseExpand(params);
}

export function readList(params: FormObject, extra: readonly string[] = []): ListInput {
  checkKnown(params, ['limit', 'starting_after', 'ending_before', ...extra, ...COMMON]);
  refuseExpand(params);
  const limit = readInteger(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('Invalid limit: must be between 1 and 100', 'limit');
  const startingAfter = readId(params, 'starting_after');
  const endingBefore = readId(params, 'ending_before');
  if (startingAfter && endingBefore)
    throw invalidRequest(
      'You may only specify one of these parameters: starting_after, ending_before.',
      'ending_before',
    );
  return { limit, startingAfter, endingBefore };
}

export function readCustomerPaymentMethodList(params: FormObject): ListInput {
  const list = readList(params, ['type', 'allow_redisplay']);
  const type = readString(params, 'type');
  if (type && type !== 'card')
    throw invalidRequest(`Invalid type: the sandbox has only card payment methods, not "${type}".`, 'type');
  return list;
}

export function readSetupIntentCreate(params: FormObject): SetupIntentCreateInput {
  checkKnown(params, [
    'customer',
    'payment_method',
    'confirm',
    'usage',
    'return_url',
    'allowed_payment_method_types',
    'payment_method_types',
    'automatic_payment_methods',
    'description',
    'metadata',
    ...COMMON,
  ]);
  refuseExpand(params);
  readAutomaticPaymentMethods(params);
  checkRedirectsAnswerable(params, 'SetupIntent');
  return {
    allowedPaymentMethodTypes: readPaymentMethodTypes(params),
    customer: readId(params, 'customer'),
    paymentMethod: readId(params, 'payment_method'),
    confirm: readBoolean(params, 'confirm') ?? false,
    usage: readEnum(params, 'usage', ['off_session', 'on_session'] as const) ?? 'off_session',
    returnUrl: readReturnUrl(params),
    description: readString(params, 'description', '', 1000) ?? undefined,
    metadata: readMetadata(params),
  };
}

export function readSetupIntentConfirm(params: FormObject): IntentConfirmInput {
  checkKnown(params, [
    'payment_method',
    'return_url',
    'allowed_payment_method_types',
    'payment_method_types',
    ...COMMON,
  ]);
  refuseExpand(params);
  readPaymentMethodTypes(params);
  return { paymentMethod: readId(params, 'payment_method'), returnUrl: readReturnUrl(params) };
}

const AMOUNT_MAX = 99_999_999;

export function readPaymentIntentCreate(params: FormObject): PaymentIntentCreateInput {
  checkKnown(params, [
    'amount',
    'currency',
    'customer',
    'payment_method',
    'confirm',
    'off_session',
    'return_url',
    'description',
    'receipt_email',
    'setup_future_usage',
    'allowed_payment_method_types',
    'payment_method_types',
    'automatic_payment_methods',
    'metadata',
    ...COMMON,
  ]);
  refuseExpand(params);
  const allowedPaymentMethodTypes = readPaymentMethodTypes(params);
  readAutomaticPaymentMethods(params);
  checkRedirectsAnswerable(params, 'PaymentIntent');
  const amount = readInteger(params, 'amount', true);
  if (amount < 1)
    throw invalidRequest('This value must be greater than or equal to 1.', 'amount', 'parameter_invalid_integer');
  if (amount > AMOUNT_MAX)
    throw invalidRequest(`Amount must be no more than ${AMOUNT_MAX}.`, 'amount', 'amount_too_large');
  const confirm = readBoolean(params, 'confirm') ?? false;
  const offSession = readOffSession(params);
  if (offSession !== undefined && !confirm)
    throw invalidRequest('off_session can only be set when confirm=true.', 'off_session');
  return {
    allowedPaymentMethodTypes,
    amount,
    currency: readRequiredString(params, 'currency').toLowerCase(),
    customer: readId(params, 'customer'),
    paymentMethod: readId(params, 'payment_method'),
    confirm,
    offSession,
    returnUrl: readReturnUrl(params),
    description: readString(params, 'description', '', 1000) ?? undefined,
    receiptEmail: readString(params, 'receipt_email', '', 512) ?? undefined,
    setupFutureUsage: readEnum(params, 'setup_future_usage', ['off_session', 'on_session'] as const),
    metadata: readMetadata(params),
  };
}

export function readPaymentIntentConfirm(params: FormObject): IntentConfirmInput {
  checkKnown(params, [
    'payment_method',
    'return_url',
    'off_session',
    'allowed_payment_method_types',
    'payment_method_types',
    ...COMMON,
  ]);
  refuseExpand(params);
  readPaymentMethodTypes(params);
  return {
    paymentMethod: readId(params, 'payment_method'),
    returnUrl: readReturnUrl(params),
    offSession: readOffSession(params),
  };
}

export function readCancel(params: FormObject): CancelInput {
  checkKnown(params, ['cancellation_reason', ...COMMON]);
  refuseExpand(params);
  return {
    cancellationReason: readEnum(params, 'cancellation_reason', [
      'abandoned',
      'duplicate',
      'fraudulent',
      'requested_by_customer',
    ]),
  };
}

const CARD_TOKEN_KEYS = [
  'number',
  'exp_month',
  'exp_year',
  'cvc',
  'cvc_token',
  'name',
  'address_line1',
  'address_line2',
  'address_city',
  'address_state',
  'address_zip',
  'address_country',
];

/** POST /v1/tokens: `card[...]` or `cvc_update[cvc]`; `key` is the publishable key (Stripe.js sends it in the body). */
export function readTokenCreate(params: FormObject): TokenCreateInput {
  checkKnown(params, ['card', 'cvc_update', 'key', ...COMMON]);
  refuseExpand(params);
  const cvcUpdate = readObject(params, 'cvc_update');
  const card = readObject(params, 'card');
  if (cvcUpdate && card)
    throw invalidRequest('You may only specify one of these parameters: card, cvc_update.', 'card');
  if (cvcUpdate) {
    checkKnown(cvcUpdate, ['cvc'], 'cvc_update');
    return { kind: 'cvc_update', cvc: readRequiredString(cvcUpdate, 'cvc', 'cvc_update') };
  }
  if (!card) throw invalidRequest('Missing required param: card.', 'card', 'parameter_missing');
  checkKnown(card, CARD_TOKEN_KEYS, 'card');
  const optional = (key: string) => readString(card, key, 'card', 200) ?? undefined;
  return {
    kind: 'card',
    card: {
      number: readRequiredString(card, 'number', 'card'),
      expMonth: readRequiredString(card, 'exp_month', 'card'),
      expYear: readRequiredString(card, 'exp_year', 'card'),
      cvc: optional('cvc'),
      cvcToken: optional('cvc_token'),
      name: optional('name'),
      address: {
        line1: optional('address_line1') ?? null,
        line2: optional('address_line2') ?? null,
        city: optional('address_city') ?? null,
        state: optional('address_state') ?? null,
        postal_code: optional('address_zip') ?? null,
        country: optional('address_country') ?? null,
      },
    },
  };
}
