import { and, asc, count, desc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, cardSetups, invoices, paymentCards, subscriptions, users } from '../../db/schema.js';
import type { CardDetails } from './payment-processor.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CardRow = typeof paymentCards.$inferSelect;

/** Queries only; every one names the account, so another seller's ids find nothing. */
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
          email: users.email,
          name: users.name,
        })
        .from(accounts)
        .innerJoin(users, and(eq(users.accountId, accounts.id), eq(users.userType, 'user')))
        .where(eq(accounts.id, accountId))
        .limit(1);
      return row;
    },

    async setCustomerId(accountId: string, customerId: string) {
      await db.update(accounts).set({ processorCustomerId: customerId }).where(eq(accounts.id, accountId));
    },

    async setAccountBilling(accountId: string, values: { subscribed?: boolean; paymentStatus?: string }) {
      await db.update(accounts).set(values).where(eq(accounts.id, accountId));
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
        .onConflictDoUpdate({ target: subscriptions.accountId, set: fresh });
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

    /** Cancelled subscriptions whose end date has come: the account is no longer subscribed. */
    async endExpired(now: Date) {
      await db.execute(sql`
        update accounts a set subscribed = false, payment_status = 'pending'
        from subscriptions s
        where s.account_id = a.id and s.status = 'cancelled' and s.ends_at <= ${now.toISOString()}::timestamptz and a.subscribed`);
    },

    /**
     * Records a paid period once: the subscription moves on only from the period that was
     * charged, and the invoice is unique per period, so a second run of the same charge is a no-op.
     */
    async recordPayment(input: {
      subscription: SubscriptionRow;
      period: number;
      paymentIntentId: string;
      cardLast4: string | null;
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
        .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.period, period)))
        .returning();
      if (!moved) return false;
      await db
        .insert(invoices)
        .values({
          accountId: subscription.accountId,
          subscriptionId: subscription.id,
          period,
          amountCents: subscription.amountCents,
          currency: subscription.currency,
          processorPaymentIntentId: input.paymentIntentId,
          cardLast4: input.cardLast4,
          paidAt: input.paidAt,
          createdAt: input.paidAt,
          nextPaymentAt: moved.status === 'active' ? moved.nextChargeAt : null,
        })
        .onConflictDoNothing();
      await db.update(accounts).set({ paymentStatus: 'success' }).where(eq(accounts.id, subscription.accountId));
      return true;
    },

    /** Keeps a refused charge open for Retry Payment Now; the period stays where it is. */
    async recordFailure(input: {
      subscription: SubscriptionRow;
      period: number;
      paymentIntentId: string | null;
      paymentStatus: 'failed' | 'inprogress';
      message: string;
    }) {
      const [row] = await db
        .update(subscriptions)
        .set({ openPaymentIntentId: input.paymentIntentId ?? '', lastFailure: input.message, updatedAt: sql`now()` })
        .where(and(eq(subscriptions.id, input.subscription.id), eq(subscriptions.period, input.period)))
        .returning();
      if (!row) return;
      await db
        .update(accounts)
        .set({ paymentStatus: input.paymentStatus })
        .where(eq(accounts.id, input.subscription.accountId));
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
