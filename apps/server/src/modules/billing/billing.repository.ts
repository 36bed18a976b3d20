import { and, asc, count, desc, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import { accounts, cardSetups, invoices, paymentCards, subscriptions, users } from '../../db/schema.js';
import type { CardDetails } from './payment-processor.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CardRow = typeof paymentCards.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Subscriptions, cards, card setups and invoices (the billing module owns them). The billing
 * state kept on the account row is written through the users module's accounts repository.
 * Every query names the account, so another seller's ids find nothing.
 */
export function createBillingRepository(db: Executor) {
  return {
    /** The account's billing state and the seller's name and e-mail (for the processor's customer). */
    async getAccount(accountId: string) {
      const [row] = await db
        .select({
          id: accounts.id,
          amountToUseCents: accounts.amountToUseCents,
          paymentStatus: accounts.paymentStatus,
          subscribed: accounts.subscribed,
          processorCustomerId: accounts.processorCustomerId,
          billingAddress: accounts.billingAddress,
          email: users.email,
          name: users.name,
        })
        .from(accounts)
        .innerJoin(users, and(eq(users.accountId, accounts.id), eq(users.userType, 'user')))
        .where(eq(accounts.id, accountId))
        .limit(1);
      return row;
    },

    /** Resumes a cancelled subscription before its end: the schedule is the one it had. */
    async resumeSubscription(accountId: string, now: Date) {
      const [row] = await db
        .update(subscriptions)
        .set({ status: 'active', endsAt: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(subscriptions.accountId, accountId),
            eq(subscriptions.status, 'cancelled'),
            gt(subscriptions.endsAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** One paid invoice of the account, with what its receipt prints. */
    async findInvoice(accountId: string, invoiceId: string) {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.accountId, accountId), eq(invoices.id, invoiceId)));
      return row;
    },

    async getSubscription(accountId: string) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId));
      return row;
    },

    /** Starts (or restarts) the account's subscription. */
    async upsertSubscription(values: { accountId: string; amountCents: number; currency: string; trialEndsAt: Date }) {
      const fresh = {
        amountCents: values.amountCents,
        currency: values.currency,
        status: 'active',
        trialEndsAt: values.trialEndsAt,
        period: 1,
        nextChargeAt: values.trialEndsAt,
        lastChargeAt: null,
        endsAt: null,
        openPaymentIntentId: null,
        lastFailure: null,
        updatedAt: sql`now()`,
      };
      await db
        .insert(subscriptions)
        .values({ accountId: values.accountId, ...fresh })
        // A new run of the subscription: its period 1 is not the previous run's period 1.
        .onConflictDoUpdate({
          target: subscriptions.accountId,
          set: { ...fresh, generation: sql`${subscriptions.generation} + 1` },
        });
    },

    async cancelSubscription(accountId: string, endsAt: Date) {
      const [row] = await db
        .update(subscriptions)
        .set({ status: 'cancelled', endsAt, openPaymentIntentId: null, updatedAt: sql`now()` })
        .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.status, 'active')))
        .returning();
      return row;
    },

    /** Active subscriptions whose period is due and has no open (failed or unauthenticated) charge. */
    async findDue(now: Date, limit: number) {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, 'active'),
            lte(subscriptions.nextChargeAt, now),
            isNull(subscriptions.openPaymentIntentId),
          ),
        )
        .orderBy(asc(subscriptions.nextChargeAt))
        .limit(limit);
    },

    /**
     * Accounts still subscribed whose cancelled subscription has reached its end date. Their
     * rows stay locked to the calling transaction, which marks them unsubscribed.
     */
    async findEndedSubscribedAccounts(now: Date) {
      const result = await db.execute(sql`
        select a.id from accounts a join subscriptions s on s.account_id = a.id
        where s.status = 'cancelled' and s.ends_at <= ${now.toISOString()}::timestamptz and a.subscribed
        for update of a`);
      return rowsOf<{ id: string }>(result).map((r) => r.id);
    },

    /**
     * Records a paid period once: the subscription moves on only from the period that was
     * charged, and the invoice is unique per period, so a second run of the same charge is a no-op
     * (and returns false).
     */
    async recordPayment(input: {
      subscription: SubscriptionRow;
      period: number;
      paymentIntentId: string;
      cardLast4: string | null;
      cardBrand: string | null;
      paidAt: Date;
      nextChargeAt: Date;
    }) {
      const { subscription, period } = input;
      const [moved] = await db
        .update(subscriptions)
        .set({
          period: period + 1,
          lastChargeAt: input.paidAt,
          nextChargeAt: input.nextChargeAt,
          openPaymentIntentId: null,
          lastFailure: null,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(subscriptions.id, subscription.id),
            eq(subscriptions.generation, subscription.generation),
            eq(subscriptions.period, period),
          ),
        )
        .returning();
      if (!moved) return false;
      await db
        .insert(invoices)
        .values({
          accountId: subscription.accountId,
          subscriptionId: subscription.id,
          generation: subscription.generation,
          period,
          amountCents: subscription.amountCents,
          currency: subscription.currency,
          processorPaymentIntentId: input.paymentIntentId,
          cardLast4: input.cardLast4,
          cardBrand: input.cardBrand,
          periodStart: subscription.nextChargeAt,
          periodEnd: moved.nextChargeAt,
          billingAddress: sql`(select billing_address from accounts where id = ${subscription.accountId})`,
          paidAt: input.paidAt,
          createdAt: input.paidAt,
          nextPaymentAt: moved.status === 'active' ? moved.nextChargeAt : null,
        })
        .onConflictDoNothing();
      return true;
    },

    /**
     * Keeps a refused charge open for Retry Payment Now; the period stays where it is. Returns
     * false when the period has moved on meanwhile (then the account's payment state stays).
     */
    async recordFailure(input: {
      subscription: SubscriptionRow;
      period: number;
      paymentIntentId: string | null;
      message: string;
    }) {
      const [row] = await db
        .update(subscriptions)
        .set({ openPaymentIntentId: input.paymentIntentId ?? '', lastFailure: input.message, updatedAt: sql`now()` })
        .where(
          and(
            eq(subscriptions.id, input.subscription.id),
            eq(subscriptions.generation, input.subscription.generation),
            eq(subscriptions.period, input.period),
          ),
        )
        .returning();
      return Boolean(row);
    },

    async listCards(accountId: string) {
      return db
        .select()
        .from(paymentCards)
        .where(eq(paymentCards.accountId, accountId))
        .orderBy(desc(paymentCards.isDefault), asc(paymentCards.createdAt));
    },

    async findCard(accountId: string, cardId: string) {
      const [row] = await db
        .select()
        .from(paymentCards)
        .where(and(eq(paymentCards.accountId, accountId), eq(paymentCards.id, cardId)));
      return row;
    },

    async findDefaultCard(accountId: string) {
      const [row] = await db
        .select()
        .from(paymentCards)
        .where(and(eq(paymentCards.accountId, accountId), eq(paymentCards.isDefault, true)));
      return row;
    },

    async insertCard(accountId: string, card: CardDetails, isDefault: boolean) {
      if (isDefault)
        await db.update(paymentCards).set({ isDefault: false }).where(eq(paymentCards.accountId, accountId));
      const [row] = await db
        .insert(paymentCards)
        .values({
          accountId,
          processorPaymentMethodId: card.paymentMethodId,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          isDefault,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async makeDefaultCard(accountId: string, cardId: string) {
      await db.update(paymentCards).set({ isDefault: false }).where(eq(paymentCards.accountId, accountId));
      await db
        .update(paymentCards)
        .set({ isDefault: true })
        .where(and(eq(paymentCards.accountId, accountId), eq(paymentCards.id, cardId)));
    },

    async deleteCard(accountId: string, cardId: string) {
      await db
        .delete(paymentCards)
        .where(
          and(eq(paymentCards.accountId, accountId), eq(paymentCards.id, cardId), eq(paymentCards.isDefault, false)),
        );
    },

    async saveCardSetup(values: typeof cardSetups.$inferInsert) {
      await db.insert(cardSetups).values(values);
    },

    async findCardSetup(accountId: string, setupIntentId: string) {
      const [row] = await db
        .select()
        .from(cardSetups)
        .where(and(eq(cardSetups.accountId, accountId), eq(cardSetups.setupIntentId, setupIntentId)));
      return row;
    },

    async deleteCardSetup(id: string) {
      await db.delete(cardSetups).where(eq(cardSetups.id, id));
    },

    /** Paid invoices, newest first; `from` and `to` bound the payment time (to exclusive). */
    async listInvoices(accountId: string, range: { from?: Date; to?: Date }, page: { limit: number; offset: number }) {
      const where = and(
        eq(invoices.accountId, accountId),
        range.from ? gte(invoices.paidAt, range.from) : undefined,
        range.to ? lt(invoices.paidAt, range.to) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(invoices).where(where).orderBy(desc(invoices.paidAt)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(invoices).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
