// The payment processor's state and rules: tokens, customers, payment methods, setup and payment
// intents, charges, and what each test card does to them. No HTTP here; routes call these.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type Stripe from 'stripe';
import type {
  PaymentIntentSummary,
  PaymentMethodSummary,
  PaymentsCustomerSummary,
  SetupIntentSummary,
} from '../types.js';
import {
  detectCardBrand,
  findTestCardByName,
  getCardBehaviour,
  isValidCardNumber,
  isValidCvc,
  type CardBrand,
} from './cards.js';
import { CURRENCIES, formatAmount, isSupportedCurrency } from './currencies.js';
import { cardError, docUrlOf, invalidRequest, resourceMissing } from './errors.js';
import {
  toCardToken,
  toCustomer,
  toCvcToken,
  toList,
  toPaymentIntent,
  toPaymentMethod,
  toSetupIntent,
  type CardDetails,
  type ChargeRecord,
  type CustomerRecord,
  type PaymentIntentRecord,
  type PaymentMethodRecord,
  type SetupIntentRecord,
  type TokenRecord,
} from './objects.js';
import type {
  AddressInput,
  BillingDetailsInput,
  CancelInput,
  CustomerCreateInput,
  CustomerUpdateInput,
  IntentConfirmInput,
  ListInput,
  MetadataInput,
  PaymentIntentCreateInput,
  PaymentMethodCreateInput,
  SetupIntentCreateInput,
  TokenCreateInput,
} from './params.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe-looking ids: the object's prefix and random letters and digits. */
export function randomId(prefix: string, length = 24): string {
  let id = prefix;
  for (const byte of randomBytes(length)) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
const CONSUMED_PAYMENT_METHOD =
  'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.';

const DECLINES = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
} as const;

export interface PaymentsSnapshot {
  tokens: TokenRecord[];
  customers: CustomerRecord[];
  methods: PaymentMethodRecord[];
  setupIntents: SetupIntentRecord[];
  paymentIntents: PaymentIntentRecord[];
  charges: ChargeRecord[];
}

export type ChallengeOutcome = 'complete' | 'fail';

/** What the 3-D Secure page shows. */
export interface ChallengeView {
  intentId: string;
  kind: 'payment' | 'setup';
  clientSecret: string;
  /** Payment intents: the amount to authorize, formatted. */
  amount: string | null;
  brand: CardBrand;
  last4: string;
}

export type ChallengeLookup = { ok: true; view: ChallengeView } | { ok: false; reason: string };
export type ChallengeResolution =
  { ok: true; status: string; redirectUrl: string | null } | { ok: false; reason: string };

export interface PaymentsProcessorDependencies {
  now: () => number;
  /** Keys card fingerprints to this instance. */
  secret: Buffer;
  /** Where a customer authenticates an intent (next_action.redirect_to_url.url). */
  challengeUrl: (intentId: string, clientSecret: string) => string;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function emptyAddress(): Stripe.Address {
  return { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };
}

function mergeAddress(base: Stripe.Address, input: AddressInput): Stripe.Address {
  return { ...base, ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) };
}

function applyMetadata(
  current: Record<string, string>,
  input: MetadataInput | null | undefined,
): Record<string, string> {
  if (input === undefined) return current;
  if (input === null) return {};
  const next = { ...current };
  for (const [key, value] of Object.entries(input)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/**
 * One sandbox's payment processor. Every method either returns the Stripe object the API
 * answers or throws StripeApiError (status and Stripe's error body); 402 errors leave the
 * intent in the state Stripe would (requires_payment_method, last error set).
 */
export class PaymentsProcessor {
  private readonly tokens = new Map<string, TokenRecord>();
  private readonly customers = new Map<string, CustomerRecord>();
  private readonly methods = new Map<string, PaymentMethodRecord>();
  private readonly setupIntents = new Map<string, SetupIntentRecord>();
  private readonly paymentIntents = new Map<string, PaymentIntentRecord>();
  private readonly charges = new Map<string, ChargeRecord>();

  constructor(private readonly deps: PaymentsProcessorDependencies) {}

  /** Every object the processor holds, as JSON for the sandbox's state file. */
  snapshot(): PaymentsSnapshot {
    return {
      tokens: [...this.tokens.values()],
      customers: [...this.customers.values()],
      methods: [...this.methods.values()],
      setupIntents: [...this.setupIntents.values()],
      paymentIntents: [...this.paymentIntents.values()],
      charges: [...this.charges.values()],
    };
  }

  restore(state: PaymentsSnapshot): void {
    for (const record of state.tokens) this.tokens.set(record.id, record);
    for (const record of state.customers) this.customers.set(record.id, record);
    for (const record of state.methods) this.methods.set(record.id, record);
    for (const record of state.setupIntents) this.setupIntents.set(record.id, record);
    for (const record of state.paymentIntents) this.paymentIntents.set(record.id, record);
    for (const record of state.charges) this.charges.set(record.id, record);
  }

  private seconds(): number {
    return Math.floor(this.deps.now() / 1000);
  }

  // Tokens

  /** POST /v1/tokens: validates the card like Stripe's API (card_error 402s) and makes a single-use token. */
  createToken(input: TokenCreateInput, clientIp: string | null): Stripe.Token {
    const created = this.seconds();
    if (input.kind === 'cvc_update') {
      if (!/^\d{3,4}$/.test(input.cvc))
        throw cardError({ code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' });
      const token: TokenRecord = {
        id: randomId('cvctok_'),
        created,
        clientIp,
        used: false,
        kind: 'cvc_update',
        cvc: input.cvc,
      };
      this.tokens.set(token.id, token);
      return toCvcToken(token);
    }
    const { card } = input;
    const number = card.number.replace(/[\s-]/g, '');
    if (!isValidCardNumber(number))
      throw cardError({ code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' });
    const brand = detectCardBrand(number);
    const { expMonth, expYear } = this.checkExpiry(card.expMonth, card.expYear);
    if (card.cvc !== undefined && card.cvcToken !== undefined) {
      throw invalidRequest(
        'You may only specify one of these parameters: card[cvc], card[cvc_token].',
        'card[cvc_token]',
      );
    }
    const cvcToken =
      card.cvcToken === undefined ? undefined : this.usableToken(card.cvcToken, 'cvc_update', 'card[cvc_token]');
    const cvc = cvcToken?.cvc ?? card.cvc;
    if (cvc !== undefined && !isValidCvc(cvc, brand))
      throw cardError({ code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' });
    if (cvcToken) cvcToken.used = true;
    const address = mergeAddress(emptyAddress(), card.address);
    const token: TokenRecord = {
      id: randomId('tok_'),
      created,
      clientIp,
      used: false,
      kind: 'card',
      card: this.cardDetails(number, expMonth, expYear, card.name ?? null, address),
      cardId: randomId('card_'),
      cvcCheck: cvc === undefined ? null : 'unchecked',
    };
    this.tokens.set(token.id, token);
    return toCardToken(token);
  }

  private checkExpiry(monthText: string, yearText: string): { expMonth: number; expYear: number } {
    const date = new Date(this.deps.now());
    const currentYear = date.getUTCFullYear();
    const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : NaN;
    if (!(month >= 1 && month <= 12))
      throw cardError({
        code: 'invalid_expiry_month',
        message: "Your card's expiration month is invalid.",
        param: 'exp_month',
      });
    let year = /^(\d{2}|\d{4})$/.test(yearText) ? Number(yearText) : NaN;
    if (yearText.length === 2) year += 2000;
    // Stripe refuses years in the past and more than 50 years ahead: no issuer makes such cards.
    if (!(year >= currentYear && year <= currentYear + 50))
      throw cardError({
        code: 'invalid_expiry_year',
        message: "Your card's expiration year is invalid.",
        param: 'exp_year',
      });
    if (year === currentYear && month < date.getUTCMonth() + 1)
      throw cardError({ code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' });
    return { expMonth: month, expYear: year };
  }

  private cardDetails(
    number: string,
    expMonth: number,
    expYear: number,
    name: string | null,
    address: Stripe.Address,
  ): CardDetails {
    const digest = createHmac('sha256', this.deps.secret).update(number).digest();
    let fingerprint = '';
    for (const byte of digest.subarray(0, 16)) fingerprint += ALPHABET[byte % ALPHABET.length];
    return { number, brand: detectCardBrand(number), expMonth, expYear, fingerprint, name, address };
  }

  private usableToken(id: string, kind: TokenRecord['kind'], param: string): TokenRecord {
    const token = this.tokens.get(id);
    if (!token || token.kind !== kind) throw resourceMissing('token', id, param, 400);
    if (token.used)
      throw invalidRequest(`You cannot use a Stripe token more than once: ${id}.`, param, 'token_already_used');
    return token;
  }

  /** A card token's card, used up; Stripe's test tokens (tok_visa, tok_chargeDeclined...) make a fresh card each time. */
  private takeCardFromToken(id: string): { card: CardDetails; cvcCheck: 'unchecked' | null } {
    if (!this.tokens.has(id) && id.startsWith('tok_')) {
      const testCard = findTestCardByName(id.slice('tok_'.length));
      if (testCard) return { card: this.testCardDetails(testCard.number), cvcCheck: 'unchecked' };
    }
    const token = this.usableToken(id, 'card', 'card[token]');
    token.used = true;
    return { card: token.card!, cvcCheck: token.cvcCheck === 'unchecked' ? 'unchecked' : null };
  }

  private testCardDetails(number: string): CardDetails {
    return this.cardDetails(number, 12, new Date(this.deps.now()).getUTCFullYear() + 2, null, emptyAddress());
  }

  // Customers

  createCustomer(input: CustomerCreateInput): Stripe.Customer {
    const customer: CustomerRecord = {
      id: randomId('cus_', 14),
      created: this.seconds(),
      email: input.email ?? null,
      name: input.name ?? null,
      phone: input.phone ?? null,
      description: input.description ?? null,
      address: input.address ? mergeAddress(emptyAddress(), input.address) : null,
      metadata: applyMetadata({}, input.metadata),
      defaultPaymentMethod: null,
      invoicePrefix: randomId('', 8).toUpperCase(),
    };
    this.customers.set(customer.id, customer);
    return toCustomer(customer);
  }

  getCustomer(id: string): Stripe.Customer {
    return toCustomer(this.customerOrThrow(id));
  }

  updateCustomer(id: string, input: CustomerUpdateInput): Stripe.Customer {
    const customer = this.customerOrThrow(id);
    if (input.defaultPaymentMethod) {
      const method = this.methods.get(input.defaultPaymentMethod);
      if (!method || method.customer !== customer.id) {
        throw invalidRequest(
          `The customer does not have a payment method with the ID ${input.defaultPaymentMethod}. The payment method must be attached to the customer.`,
          'invoice_settings[default_payment_method]',
          'resource_missing',
        );
      }
    }
    if (input.email !== undefined) customer.email = input.email;
    if (input.name !== undefined) customer.name = input.name;
    if (input.phone !== undefined) customer.phone = input.phone;
    if (input.description !== undefined) customer.description = input.description;
    if (input.address !== undefined)
      customer.address =
        input.address === null ? null : mergeAddress(customer.address ?? emptyAddress(), input.address);
    if (input.defaultPaymentMethod !== undefined) customer.defaultPaymentMethod = input.defaultPaymentMethod;
    customer.metadata = applyMetadata(customer.metadata, input.metadata);
    return toCustomer(customer);
  }

  private customerOrThrow(id: string, param = 'id', status = 404): CustomerRecord {
    const customer = this.customers.get(id);
    if (!customer) throw resourceMissing('customer', id, param, status);
    return customer;
  }

  // Payment methods

  createPaymentMethod(input: PaymentMethodCreateInput): Stripe.PaymentMethod {
    const { card, cvcCheck } = this.takeCardFromToken(input.token);
    const billing: Stripe.PaymentMethod.BillingDetails = {
      address: mergeAddress(card.address, input.billingDetails?.address ?? {}),
      email: null,
      name: card.name,
      phone: null,
      tax_id: null,
    };
    const given: BillingDetailsInput = input.billingDetails ?? {};
    if (given.name !== undefined) billing.name = given.name;
    if (given.email !== undefined) billing.email = given.email;
    if (given.phone !== undefined) billing.phone = given.phone;
    const method = this.addPaymentMethod(card, cvcCheck, billing, applyMetadata({}, input.metadata));
    return toPaymentMethod(method);
  }

  private addPaymentMethod(
    card: CardDetails,
    cvcCheck: 'unchecked' | null,
    billingDetails: Stripe.PaymentMethod.BillingDetails,
    metadata: Record<string, string>,
  ): PaymentMethodRecord {
    const method: PaymentMethodRecord = {
      id: randomId('pm_'),
      created: this.seconds(),
      card,
      billingDetails,
      metadata,
      customer: null,
      cvcCheck,
      setUp: false,
      consumed: false,
    };
    this.methods.set(method.id, method);
    return method;
  }

  getPaymentMethod(id: string): Stripe.PaymentMethod {
    return toPaymentMethod(this.methodOrThrow(id, 'id', 404));
  }

  /** A payment method by id; Stripe's test ids (pm_card_visa, pm_card_chargeDeclined...) make a fresh one each time. */
  private methodOrThrow(id: string, param: string, status: number): PaymentMethodRecord {
    const method = this.methods.get(id);
    if (method) return method;
    const testCard = id.startsWith('pm_card_') ? findTestCardByName(id.slice('pm_card_'.length)) : undefined;
    if (testCard)
      return this.addPaymentMethod(
        this.testCardDetails(testCard.number),
        'unchecked',
        { address: emptyAddress(), email: null, name: null, phone: null, tax_id: null },
        {},
      );
    throw resourceMissing('PaymentMethod', id, param, status);
  }

  attachPaymentMethod(id: string, customerId: string): Stripe.PaymentMethod {
    const method = this.methodOrThrow(id, 'id', 404);
    const customer = this.customerOrThrow(customerId, 'customer', 400);
    if (method.customer === customer.id) return toPaymentMethod(method);
    if (method.customer)
      throw invalidRequest('The payment method you provided has already been attached to a customer.', 'customer');
    if (method.consumed) throw invalidRequest(CONSUMED_PAYMENT_METHOD, 'payment_method');
    // Attaching runs a card check at the issuer: a card that declines everything fails here.
    if (getCardBehaviour(method.card.number) === 'declines') {
      throw cardError({
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: DECLINES.generic_decline,
        payment_method: toPaymentMethod(method),
      });
    }
    method.customer = customer.id;
    if (method.cvcCheck === 'unchecked') method.cvcCheck = 'pass';
    return toPaymentMethod(method);
  }

  detachPaymentMethod(id: string): Stripe.PaymentMethod {
    const method = this.methodOrThrow(id, 'id', 404);
    if (!method.customer)
      throw invalidRequest(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        'payment_method',
      );
    const customer = this.customers.get(method.customer);
    if (customer?.defaultPaymentMethod === method.id) customer.defaultPaymentMethod = null;
    method.customer = null;
    method.consumed = true;
    return toPaymentMethod(method);
  }

  /** GET /v1/customers/:id/payment_methods: newest first, Stripe's cursor paging. */
  listCustomerPaymentMethods(customerId: string, input: ListInput): Stripe.ApiList<Stripe.PaymentMethod> {
    const customer = this.customerOrThrow(customerId);
    const all = [...this.methods.values()].filter((method) => method.customer === customer.id).reverse();
    let start = 0;
    let end = all.length;
    if (input.startingAfter) {
      const index = all.findIndex((method) => method.id === input.startingAfter);
      if (index === -1) throw resourceMissing('PaymentMethod', input.startingAfter, 'starting_after', 400);
      start = index + 1;
    }
    if (input.endingBefore) {
      const index = all.findIndex((method) => method.id === input.endingBefore);
      if (index === -1) throw resourceMissing('PaymentMethod', input.endingBefore, 'ending_before', 400);
      end = index;
      start = Math.max(0, end - input.limit);
    }
    const page = all.slice(start, Math.min(end, start + input.limit));
    const hasMore = input.endingBefore ? start > 0 : start + page.length < end;
    return toList(page.map(toPaymentMethod), `/v1/customers/${customer.id}/payment_methods`, hasMore);
  }

  /** The payment method an intent may use with this customer, or Stripe's refusal. */
  private usableMethod(id: string, customer: string | null): PaymentMethodRecord {
    const method = this.methodOrThrow(id, 'payment_method', 400);
    if (method.consumed) throw invalidRequest(CONSUMED_PAYMENT_METHOD, 'payment_method');
    if (method.customer && method.customer !== customer) {
      throw invalidRequest(
        customer
          ? `The provided PaymentMethod ${method.id} is attached to another Customer; a PaymentIntent or SetupIntent can only use its own Customer's payment methods.`
          : `The provided PaymentMethod ${method.id} is attached to a Customer; pass that Customer (${method.customer}) as customer as well.`,
        'payment_method',
      );
    }
    return method;
  }

  // Setup intents

  createSetupIntent(input: SetupIntentCreateInput): Stripe.SetupIntent {
    const customer = input.customer ? this.customerOrThrow(input.customer, 'customer', 400).id : null;
    const method = input.paymentMethod ? this.usableMethod(input.paymentMethod, customer) : undefined;
    if (input.confirm && !method)
      throw invalidRequest(this.missingMethodMessage('SetupIntent'), 'payment_method', 'setup_intent_unexpected_state');
    const id = randomId('seti_');
    const intent: SetupIntentRecord = {
      id,
      allowedPaymentMethodTypes: input.allowedPaymentMethodTypes ?? null,
      created: this.seconds(),
      clientSecret: `${id}_secret_${randomId('', 24)}`,
      customer,
      paymentMethod: method?.id ?? null,
      status: method ? 'requires_confirmation' : 'requires_payment_method',
      usage: input.usage,
      returnUrl: input.returnUrl ?? null,
      description: input.description ?? null,
      metadata: applyMetadata({}, input.metadata),
      lastSetupError: null,
      nextAction: null,
      cancellationReason: null,
    };
    this.setupIntents.set(id, intent);
    if (input.confirm) this.attemptSetup(intent, method!);
    return toSetupIntent(intent);
  }

  getSetupIntent(id: string): Stripe.SetupIntent {
    return toSetupIntent(this.setupIntentOrThrow(id));
  }

  confirmSetupIntent(id: string, input: IntentConfirmInput): Stripe.SetupIntent {
    const intent = this.setupIntentOrThrow(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalidRequest(
        this.unexpectedStateMessage('SetupIntent', 'confirm', intent.status),
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    const methodId = input.paymentMethod ?? intent.paymentMethod;
    if (!methodId)
      throw invalidRequest(this.missingMethodMessage('SetupIntent'), 'payment_method', 'setup_intent_unexpected_state');
    const method = this.usableMethod(methodId, intent.customer);
    if (input.returnUrl) intent.returnUrl = input.returnUrl;
    this.attemptSetup(intent, method);
    return toSetupIntent(intent);
  }

  cancelSetupIntent(id: string, input: CancelInput): Stripe.SetupIntent {
    const intent = this.setupIntentOrThrow(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalidRequest(
        this.unexpectedStateMessage('SetupIntent', 'cancel', intent.status),
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    intent.nextAction = null;
    intent.cancellationReason = input.cancellationReason ?? null;
    return toSetupIntent(intent);
  }

  private setupIntentOrThrow(id: string): SetupIntentRecord {
    const intent = this.setupIntents.get(id);
    if (!intent) throw resourceMissing('setupintent', id);
    return intent;
  }

  private attemptSetup(intent: SetupIntentRecord, method: PaymentMethodRecord): void {
    intent.paymentMethod = method.id;
    intent.nextAction = null;
    intent.lastSetupError = null;
    const behaviour = getCardBehaviour(method.card.number);
    if (behaviour === 'declines') {
      const paymentMethod = toPaymentMethod(method);
      const error = {
        code: 'card_declined' as const,
        decline_code: 'generic_decline',
        message: DECLINES.generic_decline,
        doc_url: docUrlOf('card_declined'),
      };
      intent.status = 'requires_payment_method';
      intent.paymentMethod = null;
      intent.lastSetupError = { type: 'card_error', ...error, payment_method: paymentMethod };
      throw cardError({ ...error, setup_intent: toSetupIntent(intent), payment_method: paymentMethod });
    }
    if (behaviour === 'always_authenticates' || behaviour === 'authenticates_setup') {
      intent.status = 'requires_action';
      intent.nextAction = { url: this.deps.challengeUrl(intent.id, intent.clientSecret), returnUrl: intent.returnUrl };
      return;
    }
    this.completeSetup(intent, method);
  }

  private completeSetup(intent: SetupIntentRecord, method: PaymentMethodRecord): void {
    intent.status = 'succeeded';
    intent.nextAction = null;
    intent.lastSetupError = null;
    intent.paymentMethod = method.id;
    // A SetupIntent with a customer attaches the card to it, as at Stripe.
    if (intent.customer && !method.customer) method.customer = intent.customer;
    if (method.cvcCheck === 'unchecked') method.cvcCheck = 'pass';
    method.setUp = true;
  }

  // Payment intents

  createPaymentIntent(input: PaymentIntentCreateInput): Stripe.PaymentIntent {
    if (!isSupportedCurrency(input.currency)) {
      throw invalidRequest(
        `Invalid currency: ${input.currency}. The sandbox supports ${Object.keys(CURRENCIES).join(', ')}.`,
        'currency',
      );
    }
    const minimum = CURRENCIES[input.currency]!.minimum;
    if (input.amount < minimum) {
      throw invalidRequest(
        `Amount must be at least ${formatAmount(minimum, input.currency)} ${input.currency}`,
        'amount',
        'amount_too_small',
      );
    }
    const customer = input.customer ? this.customerOrThrow(input.customer, 'customer', 400).id : null;
    const method = input.paymentMethod ? this.usableMethod(input.paymentMethod, customer) : undefined;
    if (input.confirm && !method)
      throw invalidRequest(
        this.missingMethodMessage('PaymentIntent'),
        'payment_method',
        'payment_intent_unexpected_state',
      );
    const id = randomId('pi_');
    const intent: PaymentIntentRecord = {
      id,
      allowedPaymentMethodTypes: input.allowedPaymentMethodTypes ?? null,
      created: this.seconds(),
      clientSecret: `${id}_secret_${randomId('', 25)}`,
      amount: input.amount,
      currency: input.currency,
      customer,
      paymentMethod: method?.id ?? null,
      status: method ? 'requires_confirmation' : 'requires_payment_method',
      offSession: input.offSession ?? false,
      returnUrl: input.returnUrl ?? null,
      description: input.description ?? null,
      receiptEmail: input.receiptEmail ?? null,
      setupFutureUsage: input.setupFutureUsage ?? null,
      metadata: applyMetadata({}, input.metadata),
      lastPaymentError: null,
      nextAction: null,
      latestCharge: null,
      amountReceived: 0,
      canceledAt: null,
      cancellationReason: null,
    };
    this.paymentIntents.set(id, intent);
    if (input.confirm) this.attemptPayment(intent, method!);
    return toPaymentIntent(intent);
  }

  getPaymentIntent(id: string): Stripe.PaymentIntent {
    return toPaymentIntent(this.paymentIntentOrThrow(id));
  }

  confirmPaymentIntent(id: string, input: IntentConfirmInput): Stripe.PaymentIntent {
    const intent = this.paymentIntentOrThrow(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
      throw invalidRequest(
        this.unexpectedStateMessage('PaymentIntent', 'confirm', intent.status),
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const methodId = input.paymentMethod ?? intent.paymentMethod;
    if (!methodId)
      throw invalidRequest(
        this.missingMethodMessage('PaymentIntent'),
        'payment_method',
        'payment_intent_unexpected_state',
      );
    const method = this.usableMethod(methodId, intent.customer);
    if (input.returnUrl) intent.returnUrl = input.returnUrl;
    intent.offSession = input.offSession ?? false;
    this.attemptPayment(intent, method);
    return toPaymentIntent(intent);
  }

  cancelPaymentIntent(id: string, input: CancelInput): Stripe.PaymentIntent {
    const intent = this.paymentIntentOrThrow(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalidRequest(
        this.unexpectedStateMessage('PaymentIntent', 'cancel', intent.status),
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    intent.nextAction = null;
    intent.canceledAt = this.seconds();
    intent.cancellationReason = input.cancellationReason ?? null;
    return toPaymentIntent(intent);
  }

  private paymentIntentOrThrow(id: string): PaymentIntentRecord {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw resourceMissing('payment_intent', id);
    return intent;
  }

  private attemptPayment(intent: PaymentIntentRecord, method: PaymentMethodRecord): void {
    intent.paymentMethod = method.id;
    intent.nextAction = null;
    intent.lastPaymentError = null;
    switch (getCardBehaviour(method.card.number)) {
      case 'declines':
      case 'declines_charges':
        return this.declinePayment(intent, method, 'generic_decline');
      case 'insufficient_funds':
        return this.declinePayment(intent, method, 'insufficient_funds');
      case 'always_authenticates':
        return intent.offSession ? this.requireAuthentication(intent, method) : this.askForChallenge(intent);
      case 'authenticates_setup':
        if (!intent.offSession) return this.askForChallenge(intent);
        return method.setUp ? this.succeedPayment(intent, method) : this.requireAuthentication(intent, method);
      case 'succeeds':
        return this.succeedPayment(intent, method);
    }
  }

  private recordCharge(intent: PaymentIntentRecord, method: PaymentMethodRecord, succeeded: boolean): ChargeRecord {
    const charge: ChargeRecord = {
      id: randomId('ch_'),
      created: this.seconds(),
      paymentIntent: intent.id,
      customer: intent.customer,
      paymentMethod: method.id,
      amount: intent.amount,
      currency: intent.currency,
      succeeded,
    };
    this.charges.set(charge.id, charge);
    intent.latestCharge = charge.id;
    return charge;
  }

  private declinePayment(
    intent: PaymentIntentRecord,
    method: PaymentMethodRecord,
    declineCode: keyof typeof DECLINES,
  ): never {
    const charge = this.recordCharge(intent, method, false);
    const paymentMethod = toPaymentMethod(method);
    const error = {
      code: 'card_declined' as const,
      decline_code: declineCode,
      message: DECLINES[declineCode],
      charge: charge.id,
      doc_url: docUrlOf('card_declined'),
    };
    intent.status = 'requires_payment_method';
    intent.paymentMethod = null;
    intent.lastPaymentError = { type: 'card_error', ...error, payment_method: paymentMethod };
    throw cardError({ ...error, payment_intent: toPaymentIntent(intent), payment_method: paymentMethod });
  }

  /** Off-session payment the issuer wants authenticated: the customer must come back on-session. */
  private requireAuthentication(intent: PaymentIntentRecord, method: PaymentMethodRecord): never {
    const paymentMethod = toPaymentMethod(method);
    const error = {
      code: 'authentication_required' as const,
      decline_code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
      doc_url: docUrlOf('authentication_required'),
    };
    intent.status = 'requires_payment_method';
    intent.paymentMethod = null;
    intent.lastPaymentError = { type: 'card_error', ...error, payment_method: paymentMethod };
    throw cardError({ ...error, payment_intent: toPaymentIntent(intent), payment_method: paymentMethod });
  }

  private askForChallenge(intent: PaymentIntentRecord): void {
    intent.status = 'requires_action';
    intent.nextAction = { url: this.deps.challengeUrl(intent.id, intent.clientSecret), returnUrl: intent.returnUrl };
  }

  private succeedPayment(intent: PaymentIntentRecord, method: PaymentMethodRecord): void {
    this.recordCharge(intent, method, true);
    intent.status = 'succeeded';
    intent.amountReceived = intent.amount;
    intent.nextAction = null;
    intent.lastPaymentError = null;
    intent.paymentMethod = method.id;
    if (method.cvcCheck === 'unchecked') method.cvcCheck = 'pass';
    if (intent.setupFutureUsage && intent.customer) {
      if (!method.customer) method.customer = intent.customer;
      method.setUp = true;
    } else if (!method.customer) {
      method.consumed = true;
    }
  }

  private missingMethodMessage(kind: 'PaymentIntent' | 'SetupIntent'): string {
    return `You cannot confirm this ${kind} because it's missing a payment method. To confirm this ${kind}, you must provide a payment method.`;
  }

  private unexpectedStateMessage(
    kind: 'PaymentIntent' | 'SetupIntent',
    action: 'confirm' | 'cancel',
    status: string,
  ): string {
    return status === 'succeeded'
      ? `You cannot ${action} this ${kind} because it has already succeeded after being previously confirmed.`
      : `You cannot ${action} this ${kind} because it has a status of ${status}.`;
  }

  // 3-D Secure

  /** The pending authentication of an intent, if the client secret matches. */
  findChallenge(intentId: string, clientSecret: string): ChallengeLookup {
    const intent = this.setupIntents.get(intentId) ?? this.paymentIntents.get(intentId);
    if (!intent || !sameSecret(clientSecret, intent.clientSecret))
      return { ok: false, reason: 'This authentication link is not valid.' };
    if (intent.status !== 'requires_action' || !intent.nextAction || !intent.paymentMethod) {
      return {
        ok: false,
        reason: 'There is no authentication pending for this payment: it was already completed or canceled.',
      };
    }
    const method = this.methods.get(intent.paymentMethod)!;
    const isPayment = 'amount' in intent;
    return {
      ok: true,
      view: {
        intentId,
        kind: isPayment ? 'payment' : 'setup',
        clientSecret: intent.clientSecret,
        amount: isPayment ? formatAmount(intent.amount, intent.currency) : null,
        brand: method.card.brand,
        last4: method.card.number.slice(-4),
      },
    };
  }

  /**
   * The customer's answer on the bank's page: the intent succeeds, or goes back to
   * requires_payment_method with an authentication failure. `clientSecret` null: a trusted
   * caller (test helper). Returns where Stripe would send the browser (null without return_url).
   */
  resolveChallenge(intentId: string, clientSecret: string | null, outcome: ChallengeOutcome): ChallengeResolution {
    const setupIntent = this.setupIntents.get(intentId);
    const paymentIntent = setupIntent ? undefined : this.paymentIntents.get(intentId);
    const found = this.findChallenge(intentId, clientSecret ?? (setupIntent ?? paymentIntent)?.clientSecret ?? '');
    if (!found.ok) return found;
    let status: string;
    let returnUrl: string | null;
    let query: Record<string, string>;
    if (setupIntent) {
      const method = this.methods.get(setupIntent.paymentMethod!)!;
      returnUrl = setupIntent.nextAction!.returnUrl;
      if (outcome === 'complete') this.completeSetup(setupIntent, method);
      else this.failSetupAuthentication(setupIntent, method);
      status = setupIntent.status;
      query = { setup_intent: setupIntent.id, setup_intent_client_secret: setupIntent.clientSecret };
    } else {
      const intent = paymentIntent!;
      const method = this.methods.get(intent.paymentMethod!)!;
      returnUrl = intent.nextAction!.returnUrl;
      if (outcome === 'complete') this.succeedPayment(intent, method);
      else this.failPaymentAuthentication(intent, method);
      status = intent.status;
      query = { payment_intent: intent.id, payment_intent_client_secret: intent.clientSecret };
    }
    if (!returnUrl) return { ok: true, status, redirectUrl: null };
    const url = new URL(returnUrl);
    for (const [name, value] of Object.entries({
      ...query,
      redirect_status: status === 'succeeded' ? 'succeeded' : 'failed',
    }))
      url.searchParams.set(name, value);
    return { ok: true, status, redirectUrl: url.toString() };
  }

  private failSetupAuthentication(intent: SetupIntentRecord, method: PaymentMethodRecord): void {
    intent.status = 'requires_payment_method';
    intent.paymentMethod = null;
    intent.nextAction = null;
    intent.lastSetupError = {
      type: 'invalid_request_error',
      code: 'setup_intent_authentication_failure',
      message: AUTHENTICATION_FAILED,
      doc_url: docUrlOf('setup_intent_authentication_failure'),
      payment_method: toPaymentMethod(method),
    };
  }

  private failPaymentAuthentication(intent: PaymentIntentRecord, method: PaymentMethodRecord): void {
    intent.status = 'requires_payment_method';
    intent.paymentMethod = null;
    intent.nextAction = null;
    intent.lastPaymentError = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: AUTHENTICATION_FAILED,
      doc_url: docUrlOf('payment_intent_authentication_failure'),
      payment_method: toPaymentMethod(method),
    };
  }

  // Test support: what a test asserts on, without going through the API.

  customerSummary(id: string): PaymentsCustomerSummary | undefined {
    const customer = this.customers.get(id);
    if (!customer) return undefined;
    return {
      id: customer.id,
      email: customer.email,
      name: customer.name,
      metadata: { ...customer.metadata },
      defaultPaymentMethod: customer.defaultPaymentMethod,
      paymentMethods: this.paymentMethodsOf(id),
      setupIntents: this.setupIntentsOf(id),
      paymentIntents: this.paymentIntentsOf(id),
      successfulCharges: this.successfulChargesOf(id),
    };
  }

  paymentMethodsOf(customerId: string): PaymentMethodSummary[] {
    return [...this.methods.values()]
      .filter((method) => method.customer === customerId)
      .map((method) => ({
        id: method.id,
        brand: method.card.brand,
        last4: method.card.number.slice(-4),
        expMonth: method.card.expMonth,
        expYear: method.card.expYear,
      }));
  }

  setupIntentsOf(customerId: string): SetupIntentSummary[] {
    return [...this.setupIntents.values()]
      .filter((intent) => intent.customer === customerId)
      .map((intent) => ({
        id: intent.id,
        status: intent.status,
        paymentMethod: intent.paymentMethod,
        lastErrorCode: intent.lastSetupError?.code ?? null,
      }));
  }

  /** Oldest first. */
  paymentIntentsOf(customerId: string): PaymentIntentSummary[] {
    return [...this.paymentIntents.values()]
      .filter((intent) => intent.customer === customerId)
      .map((intent) => ({
        id: intent.id,
        status: intent.status,
        amount: intent.amount,
        currency: intent.currency,
        amountReceived: intent.amountReceived,
        paymentMethod: intent.paymentMethod,
        offSession: intent.offSession,
        lastErrorCode: intent.lastPaymentError?.code ?? null,
        metadata: { ...intent.metadata },
      }));
  }

  successfulChargesOf(customerId: string): number {
    let count = 0;
    for (const charge of this.charges.values()) if (charge.customer === customerId && charge.succeeded) count++;
    return count;
  }
}
