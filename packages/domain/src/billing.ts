import { z } from 'zod';
import { stateCodeSchema, countryCodeSchema } from './address.js';
import { MAX_TEXT, PAGE_SIZES } from './constants.js';

/**
 * Billing: the 'Premium Monthly Plan' with a 7-day trial, cards held by the payment processor
 * (we keep its ids, brand, last four digits and expiry only), monthly charges and invoices.
 * Spec document 1: payment-method screen, Billing Plan, Subscription, Card and Invoice.
 */
export const PLAN_NAME = 'Premium Monthly Plan';
export const BILLING_CURRENCY = 'USD';
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number] | 'generic';

/**
 * When the charge after `paidPeriods` paid periods falls due: the trial's end plus that many
 * calendar months (UTC), the day kept but clamped to the month's last day, so a trial ending on
 * 31 January renews on 28 (or 29) February and then on 31 March, never drifting.
 */
export function renewalDueAt(trialEndsAt: Date, paidPeriods: number): Date {
  const monthIndex = trialEndsAt.getUTCMonth() + paidPeriods;
  const lastDay = new Date(Date.UTC(trialEndsAt.getUTCFullYear(), monthIndex + 1, 0)).getUTCDate();
  const due = new Date(trialEndsAt);
  due.setUTCDate(1);
  due.setUTCMonth(monthIndex);
  due.setUTCDate(Math.min(trialEndsAt.getUTCDate(), lastDay));
  return due;
}

export const billingMessages = {
  planName: PLAN_NAME,
  subscriptionEnded: 'Subscription Ended',
  // The spec's spelling, kept as written.
  subscriptionCancelled: 'Subscripton is Cancelled',
  cardAdded: 'Added payment card successfully',
  updated: 'Updated Successfully',
  paymentUnsuccessful: 'Payment was unsuccessful. Your credit card was not charged.',
  cancelConfirmTitle: 'Are You Sure',
  cancelConfirmText: 'You want to cancel the Subscription',
  changeDefaultConfirm: 'You want to change the default payment card?',
  deleteCardConfirm: 'you want to delete this payment card?',
  // Messages the spec leaves open.
  subscribed: 'Your 7-day free trial has started',
  /** A seller who subscribes again after cancelling: the trial is once per account (spec: 7-day trial). */
  resubscribed:
    'Your subscription has started again. The free trial is once per account, so your card is charged for the first month now.',
  subscriptionCancelledNow: 'Subscription cancelled',
  paymentSucceeded: 'Payment successful',
  // The spec's word for every card change, deletion included.
  cardDeleted: 'Updated Successfully',
  alreadySubscribed: 'You already have an active subscription',
  noSubscription: 'You have no subscription',
  subscriptionNotActive: 'The subscription is not active',
  nothingToRetry: 'There is no failed payment to retry',
  defaultCardNotDeletable: 'The default card cannot be deleted; make another card the default first',
  cardNotFound: 'Card not found',
  authenticationFailed: 'Card authentication failed. Try again or use another card.',
  authenticationPending: 'Complete the card authentication to continue',
  required: 'This field is required',
  expiryInvalid: 'Enter the expiry as MM/YY',
  expiryPast: 'This card has expired',
  cardDetailsMissing: 'Enter the card number and CVC',
  processorUnavailable: 'The payment service is unavailable. Please try again in a few minutes.',
  // Ours: resume, receipts and the billing address.
  subscriptionResumed: 'Subscription resumed: it renews as before',
  subscriptionNotCancelled: 'The subscription is not cancelled',
  subscriptionNotResumable: 'This subscription has ended and cannot be resumed. Subscribe again to continue.',
  invoiceNotFound: 'Invoice not found',
  billingAddressUpdated: 'Billing address updated',
} as const;

/** Digits only, at most four: what the expiry field keeps of what was typed or pasted. */
export function toExpiryDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/** Formats the expiry as typed: '1' → '1', '12' → '12', '123' → '12/3', '1234' → '12/34'. */
export function formatCardExpiry(input: string): string {
  const digits = toExpiryDigits(input);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** An expiry field is complete at five characters (MM/YY). */
export function isExpiryComplete(formatted: string): boolean {
  return formatted.length === 5;
}

/** Checks four expiry digits MMYY against the month of `now`: undefined when fine, else the message. */
export function checkCardExpiry(digits: string, now: Date): string | undefined {
  if (!/^\d{4}$/.test(digits)) return billingMessages.expiryInvalid;
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return billingMessages.expiryInvalid;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < current) return billingMessages.expiryPast;
  return undefined;
}

/** '0428' → { month: 4, year: 2028 } for the processor. */
export function parseExpiryDigits(digits: string): { month: number; year: number } {
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

/** The brand icon to show: the four the spec names, anything else generic. */
export function toCardBrand(brand: string): CardBrand {
  const lower = brand.toLowerCase().replace(/\s+/g, '');
  if (lower === 'americanexpress') return 'amex';
  return (CARD_BRANDS as readonly string[]).includes(lower) ? (lower as CardBrand) : 'generic';
}

/** A card number as we show it: never more than the last four digits. */
export function maskCardNumber(last4: string): string {
  return `**** **** **** ${last4}`;
}

const text = (max = MAX_TEXT) => z.string().trim().min(1, billingMessages.required).max(max);
const token = z.string().trim().min(1, billingMessages.cardDetailsMissing).max(255);
/** What a hosted field reports about itself (brand, completeness); kept for the record, never trusted. */
const fieldResult = z
  .object({ complete: z.boolean().optional(), brand: z.string().max(40).optional() })
  .passthrough()
  .optional();

/**
 * The new-card form: name, expiry digits and the tokens the hosted fields gave for the card
 * number and CVC. The number and CVC themselves never reach our page's script or our server.
 */
export const newCardSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  expiryDate: z.string().regex(/^\d{4}$/, billingMessages.expiryInvalid),
  cardToken: token,
  cvcToken: token,
  cardResult: fieldResult,
  cvcResult: fieldResult,
  markDefault: z.boolean().optional(),
});
export type NewCard = z.infer<typeof newCardSchema>;

export const billingAddressSchema = z.object({
  addressLine1: text(),
  addressLine2: z.string().trim().max(MAX_TEXT).optional().default(''),
  city: text(100),
  state: stateCodeSchema,
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
  country: countryCodeSchema,
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/**
 * Where the browser comes back to after a 3-D Secure step: a path of our web app, so a
 * request cannot send the seller to another site.
 */
const returnPath = z
  .string()
  .regex(/^\/(onboarding|dashboard)\/[A-Za-z0-9/_-]*$/, 'Invalid return path')
  .max(200);

/** POST /payment/add-payment-card-details: subscribe during onboarding. */
export const subscribeBodySchema = z.object({
  cardData: newCardSchema,
  address: billingAddressSchema,
  returnPath: returnPath.optional(),
});
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

/** PUT /payment/add-new-payment-card: the Payment Details dialog. */
export const addCardBodySchema = z.object({
  cardData: newCardSchema,
  address: billingAddressSchema.optional(),
  returnPath: returnPath.optional(),
});
export type AddCardBody = z.infer<typeof addCardBodySchema>;

/**
 * What a card action led to: done, or a 3-D Secure step at `redirectUrl` that comes back to
 * the return path with the intent's id, to be finished with POST /payment/complete-authentication.
 */
export const cardActionResponseSchema = z.object({
  message: z.string(),
  status: z.enum(['succeeded', 'requires_action']),
  redirectUrl: z.string().optional(),
});
export type CardActionResponse = z.infer<typeof cardActionResponseSchema>;

/** POST /payment/complete-authentication: after the processor's 3-D Secure page sent the browser back. */
export const completeAuthenticationBodySchema = z.object({
  intentId: z
    .string()
    .regex(/^(seti|pi)_[A-Za-z0-9]+$/, 'Invalid intent')
    .max(255),
});

/** PUT /payment/update-payment-card. */
export const updateCardBodySchema = z.object({
  action: z.enum(['default', 'delete']),
  cardId: z.string().uuid(billingMessages.cardNotFound),
});

export const cardSchema = z.object({
  _id: z.string(),
  cardNumber: z.string(),
  cardType: z.string(),
  /** MMYY */
  expiry: z.string(),
  defaultCard: z.boolean(),
});
export type Card = z.infer<typeof cardSchema>;
export const cardsResponseSchema = z.object({ cards: z.array(cardSchema) });
export type CardsResponse = z.infer<typeof cardsResponseSchema>;

/** GET /payment/subscription: the spec's subscription data (its spelling of amoutToCharge kept). */
export const subscriptionSchema = z.object({
  planName: z.string(),
  amoutToCharge: z.number(),
  amountToUse: z.number(),
  currencyCode: z.string(),
  isSubscriptionActive: z.boolean(),
  /** cancelled: ends at subscriptionEndDate; ended: that date has passed. */
  status: z.enum(['active', 'cancelled', 'ended']),
  isTrialGoing: z.boolean(),
  trialEndsAt: z.string().nullable(),
  nextScheduleTime: z.string().nullable(),
  lastScheduleTime: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  showRetry: z.boolean(),
  disableRetry: z.boolean(),
  paymentStatus: z.enum(['pending', 'success', 'inprogress', 'failed']),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema.nullable() });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** POST /payment/retry-failed-transaction. */
export const retryPaymentBodySchema = z.object({ returnPath: returnPath.optional() });

/** GET /payment/get-invoices?filters={json}: dates are UTC calendar days, both ends included. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD');
export const invoiceFiltersSchema = z
  .object({
    pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.invoices),
    date: z.object({ startDate: isoDay.optional(), endDate: isoDay.optional() }).optional(),
  })
  .refine((f) => !f.date?.startDate || !f.date?.endDate || f.date.startDate <= f.date.endDate, {
    message: 'The start date must be on or before the end date',
  });
export type InvoiceFilters = z.infer<typeof invoiceFiltersSchema>;
/** The query string: `filters` holds the JSON of InvoiceFilters. */
export const invoicesQuerySchema = z.object({ filters: z.string().max(1000).optional() });

export const invoiceSchema = z.object({
  _id: z.string(),
  amount: z.object({ value: z.number(), currencyCode: z.string() }),
  lastPayment: z.string(),
  nextPayment: z.string().nullable(),
  createdAt: z.string(),
  cardNumber: z.string().nullable(),
  /** The receipt's number, e.g. SL-000042. */
  number: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicesResponseSchema = z.object({ invoices: z.array(invoiceSchema), totalInvoices: z.number() });
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

/** GET /payment/config: what the browser needs to load the processor's hosted card fields. */
export const paymentConfigResponseSchema = z.object({ publishableKey: z.string(), jsUrl: z.string() });

/** GET /payment/billing-address; PUT takes billingAddressSchema. */
export const billingAddressResponseSchema = z.object({ address: billingAddressSchema.nullable() });
export const invoiceParamsSchema = z.object({ id: z.string().uuid(billingMessages.invoiceNotFound) });

/** The receipt number printed on the PDF and shown in the list: SL- and six digits at least. */
export function formatInvoiceNumber(sequence: number): string {
  return `SL-${String(sequence).padStart(6, '0')}`;
}

/**
 * A cancelled subscription may be resumed until its end date; afterwards it has ended and
 * only a new subscription (charged at once) brings the service back.
 */
export function isSubscriptionResumable(subscription: { status: string; endsAt: Date | null }, now: Date): boolean {
  return subscription.status === 'cancelled' && subscription.endsAt !== null && subscription.endsAt > now;
}
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponseSchema>;
