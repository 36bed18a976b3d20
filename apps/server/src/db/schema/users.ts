import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';

/**
 * The tenant. A seller's account holds the seller-level state (approval, subscription,
 * payment) that the seller's workers share; every seller-owned row carries account_id.
 */
export const accounts = pgTable('accounts', {
  id: id(),
  adminApproval: text('admin_approval').notNull().default('pending'),
  amountToUseCents: integer('amount_to_use_cents').notNull().default(9900),
  subscribed: boolean('subscribed').notNull().default(false),
  onboardCompleted: boolean('onboard_completed').notNull().default(false),
  paymentStatus: text('payment_status').notNull().default('pending'),
  /** The account's customer at the payment processor (Stripe's cus_ id), made on first subscription. */
  processorCustomerId: text('processor_customer_id'),
  /** The seller's billing address (BillingAddress), also sent to the processor's customer; shown on receipts. */
  billingAddress: jsonb('billing_address'),
  createdAt: createdAt(),
});

/** The tenant column every seller-owned row carries; the row goes with its account. */
export const accountId = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    accountId: accountId(),
    /** Stored lower-cased; unique across the service because it is the sign-in name. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_account_idx').on(t.accountId, t.userType)],
);
