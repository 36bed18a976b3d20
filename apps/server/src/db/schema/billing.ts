import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { accountId } from './users.js';

/**
 * The seller's plan. Period n (from 1) is charged at trial_ends_at + (n - 1) months, so
 * renewals never drift; `period` is the next period to charge. A failed or unauthenticated
 * charge leaves its payment intent open for Retry Payment Now.
 */
export const subscriptions = pgTable('subscriptions', {
  id: id(),
  accountId: accountId().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('USD'),
  status: text('status').notNull().default('active'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
  period: integer('period').notNull().default(1),
  /**
   * Which run of the account's subscription this is: subscribing again after one ended starts
   * at period 1 again, so charges and invoices name the generation too.
   */
  generation: integer('generation').notNull().default(1),
  nextChargeAt: timestamp('next_charge_at', { withTimezone: true }).notNull(),
  lastChargeAt: timestamp('last_charge_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  openPaymentIntentId: text('open_payment_intent_id'),
  lastFailure: text('last_failure'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cards as the processor describes them: its id, brand, last four digits and expiry. Never the number. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: id(),
    accountId: accountId(),
    processorPaymentMethodId: text('processor_payment_method_id').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_cards_account_idx').on(t.accountId),
    uniqueIndex('payment_cards_one_default')
      .on(t.accountId)
      .where(sql`is_default`),
  ],
);

/** A card waiting for its 3-D Secure step: what to do with it once the seller comes back. */
export const cardSetups = pgTable('card_setups', {
  id: id(),
  accountId: accountId(),
  setupIntentId: text('setup_intent_id').notNull().unique(),
  paymentMethodId: text('payment_method_id').notNull(),
  purpose: text('purpose').notNull(),
  makeDefault: boolean('make_default').notNull().default(false),
  createdAt: createdAt(),
});

/** One paid period: at most one per subscription and period, so a charge is never recorded twice. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    accountId: accountId(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    period: integer('period').notNull(),
    generation: integer('generation').notNull().default(1),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    processorPaymentIntentId: text('processor_payment_intent_id').notNull(),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    /** What the payment paid for: the period's start and end (the next charge's date). */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** The account's billing address when it was paid, as the receipt prints it. */
    billingAddress: jsonb('billing_address'),
    /** The receipt's number (SL-000001…): one sequence for the service, never reused. */
    number: bigserial('number', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    nextPaymentAt: timestamp('next_payment_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_subscription_generation_period_key').on(t.subscriptionId, t.generation, t.period),
    index('invoices_account_paid_idx').on(t.accountId, t.paidAt),
  ],
);
