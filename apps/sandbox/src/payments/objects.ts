// The processor's records and how they look on the wire: Stripe's object shapes, typed by the
// `stripe` SDK's own declarations so the SDK (and our server) read them as real API answers.
import type Stripe from 'stripe';
import { DISPLAY_BRANDS, TOKEN_BRAND_NAMES, type CardBrand } from './cards.js';

export type CvcCheck = 'pass' | 'unchecked' | null;

export interface CardDetails {
  number: string;
  brand: CardBrand;
  expMonth: number;
  expYear: number;
  /** Same number, same fingerprint (per sandbox instance), as at Stripe. */
  fingerprint: string;
  name: string | null;
  address: Stripe.Address;
}

export interface TokenRecord {
  id: string;
  created: number;
  clientIp: string | null;
  used: boolean;
  kind: 'card' | 'cvc_update';
  /** card tokens */
  card?: CardDetails;
  cardId?: string;
  cvcCheck?: CvcCheck;
  /** cvc_update tokens */
  cvc?: string;
}

export interface CustomerRecord {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  phone: string | null;
  description: string | null;
  address: Stripe.Address | null;
  metadata: Record<string, string>;
  defaultPaymentMethod: string | null;
  invoicePrefix: string;
}

export interface PaymentMethodRecord {
  id: string;
  created: number;
  card: CardDetails;
  billingDetails: Stripe.PaymentMethod.BillingDetails;
  metadata: Record<string, string>;
  customer: string | null;
  cvcCheck: CvcCheck;
  /** Authenticated by a SetupIntent (or a payment with setup_future_usage): off-session payments need no 3-D Secure. */
  setUp: boolean;
  /** Detached, or paid with while attached to no customer: Stripe refuses to use it again. */
  consumed: boolean;
}

export interface RedirectAction {
  url: string;
  returnUrl: string | null;
}

export interface SetupIntentRecord {
  id: string;
  allowedPaymentMethodTypes: string[] | null;
  created: number;
  clientSecret: string;
  customer: string | null;
  paymentMethod: string | null;
  status: Stripe.SetupIntent.Status;
  usage: 'off_session' | 'on_session';
  returnUrl: string | null;
  description: string | null;
  metadata: Record<string, string>;
  lastSetupError: Stripe.SetupIntent.LastSetupError | null;
  nextAction: RedirectAction | null;
  cancellationReason: string | null;
}

export interface PaymentIntentRecord {
  id: string;
  allowedPaymentMethodTypes: string[] | null;
  created: number;
  clientSecret: string;
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string | null;
  status: Stripe.PaymentIntent.Status;
  /** How the latest confirmation ran. */
  offSession: boolean;
  returnUrl: string | null;
  description: string | null;
  receiptEmail: string | null;
  setupFutureUsage: 'off_session' | 'on_session' | null;
  metadata: Record<string, string>;
  lastPaymentError: Stripe.PaymentIntent.LastPaymentError | null;
  nextAction: RedirectAction | null;
  latestCharge: string | null;
  amountReceived: number;
  canceledAt: number | null;
  cancellationReason: string | null;
}

export interface ChargeRecord {
  id: string;
  created: number;
  paymentIntent: string;
  customer: string | null;
  paymentMethod: string;
  amount: number;
  currency: string;
  succeeded: boolean;
}

const BASE = { livemode: false as const };

export function toCardToken(token: TokenRecord): Stripe.Token {
  const card = token.card!;
  return {
    id: token.id,
    object: 'token',
    ...BASE,
    created: token.created,
    client_ip: token.clientIp,
    type: 'card',
    used: token.used,
    card: {
      id: token.cardId!,
      object: 'card',
      address_city: card.address.city,
      address_country: card.address.country,
      address_line1: card.address.line1,
      address_line1_check: card.address.line1 ? 'unchecked' : null,
      address_line2: card.address.line2,
      address_state: card.address.state,
      address_zip: card.address.postal_code,
      address_zip_check: card.address.postal_code ? 'unchecked' : null,
      brand: TOKEN_BRAND_NAMES[card.brand],
      country: 'US',
      cvc_check: token.cvcCheck ?? null,
      dynamic_last4: null,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: card.fingerprint,
      funding: 'credit',
      last4: card.number.slice(-4),
      metadata: {},
      name: card.name,
      networks: { preferred: null },
      regulated_status: 'unregulated',
      tokenization_method: null,
      allow_redisplay: 'unspecified',
    },
  };
}

export function toCvcToken(token: TokenRecord): Stripe.Token {
  return {
    id: token.id,
    object: 'token',
    ...BASE,
    created: token.created,
    client_ip: token.clientIp,
    type: 'cvc_update',
    used: token.used,
  };
}

export function toCustomer(customer: CustomerRecord): Stripe.Customer {
  return {
    id: customer.id,
    object: 'customer',
    ...BASE,
    address: customer.address,
    balance: 0,
    created: customer.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: customer.description,
    email: customer.email,
    invoice_prefix: customer.invoicePrefix,
    invoice_settings: {
      custom_fields: null,
      default_payment_method: customer.defaultPaymentMethod,
      footer: null,
      rendering_options: null,
    },
    metadata: { ...customer.metadata },
    name: customer.name,
    next_invoice_sequence: 1,
    phone: customer.phone,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function toPaymentMethod(method: PaymentMethodRecord): Stripe.PaymentMethod {
  const { card } = method;
  return {
    id: method.id,
    object: 'payment_method',
    ...BASE,
    allow_redisplay: 'unspecified',
    billing_details: structuredClone(method.billingDetails),
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: method.cvcCheck },
      country: 'US',
      display_brand: DISPLAY_BRANDS[card.brand],
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: card.fingerprint,
      funding: 'credit',
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: method.created,
    customer: method.customer,
    customer_account: null,
    metadata: { ...method.metadata },
    type: 'card',
  };
}

function toNextAction(
  action: RedirectAction | null,
): { type: string; redirect_to_url: { url: string; return_url: string | null } } | null {
  return action
    ? { type: 'redirect_to_url', redirect_to_url: { url: action.url, return_url: action.returnUrl } }
    : null;
}

export function toSetupIntent(intent: SetupIntentRecord): Stripe.SetupIntent {
  return {
    id: intent.id,
    object: 'setup_intent',
    ...BASE,
    allowed_payment_method_types: intent.allowedPaymentMethodTypes ? [...intent.allowedPaymentMethodTypes] : null,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: intent.cancellationReason as Stripe.SetupIntent.CancellationReason | null,
    client_secret: intent.clientSecret,
    created: intent.created,
    customer: intent.customer,
    description: intent.description,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: intent.lastSetupError,
    latest_attempt: null,
    mandate: null,
    metadata: { ...intent.metadata },
    next_action: toNextAction(intent.nextAction),
    on_behalf_of: null,
    payment_method: intent.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: intent.status,
    usage: intent.usage,
  };
}

export function toPaymentIntent(intent: PaymentIntentRecord): Stripe.PaymentIntent {
  return {
    id: intent.id,
    object: 'payment_intent',
    ...BASE,
    allowed_payment_method_types: intent.allowedPaymentMethodTypes ? [...intent.allowedPaymentMethodTypes] : null,
    amount: intent.amount,
    amount_capturable: 0,
    amount_received: intent.amountReceived,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: intent.canceledAt,
    cancellation_reason: intent.cancellationReason as Stripe.PaymentIntent.CancellationReason | null,
    capture_method: 'automatic_async',
    client_secret: intent.clientSecret,
    confirmation_method: 'automatic',
    created: intent.created,
    currency: intent.currency,
    customer: intent.customer,
    customer_account: null,
    description: intent.description,
    excluded_payment_method_types: null,
    last_payment_error: intent.lastPaymentError,
    latest_charge: intent.latestCharge,
    managed_payments: null,
    metadata: { ...intent.metadata },
    next_action: toNextAction(intent.nextAction),
    on_behalf_of: null,
    payment_method: intent.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: intent.receiptEmail,
    review: null,
    setup_future_usage: intent.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: intent.status,
    transfer_data: null,
    transfer_group: null,
  };
}

/** Stripe's list envelope. */
export function toList<T>(data: T[], url: string, hasMore: boolean): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}
