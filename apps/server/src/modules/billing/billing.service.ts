import {
  BILLING_CURRENCY,
  PLAN_NAME,
  TRIAL_DAYS,
  billingMessages,
  billingAddressSchema,
  checkCardExpiry,
  formatInvoiceNumber,
  isSubscriptionResumable,
  invoiceFiltersSchema,
  maskCardNumber,
  renewalDueAt,
  toCardBrand,
  type AddCardBody,
  type BillingAddress,
  type Card,
  type CardActionResponse,
  type Invoice,
  type NewCard,
  type Subscription,
  type SubscribeBody,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { WithLock } from '../../lib/locks.js';
import type { Actor } from '../auth/sessions.js';
import type { AccountsRepository } from '../users/accounts.repository.js';
import type { BillingRepository, CardRow, SubscriptionRow } from './billing.repository.js';
import type { CardDetails, IntentOutcome, PaymentProcessor } from './payment-processor.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import { describeZodIssues } from '../../lib/validation-messages.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Subscriptions charged per run of the due-charges job; the next run takes the rest. */
const DUE_BATCH = 100;

type SetupPurpose = 'subscribe' | 'add_card';

/**
 * The processor's idempotency key of one period's charge. A subscription started again after
 * one ended counts its periods from 1 again: its generation keeps its keys apart from the
 * earlier run's (whose key the processor would answer with the old, already paid charge).
 */
function periodKey(subscription: { id: string; generation: number }, period: number): string {
  const key = `stowline-subscription-${subscription.id}-period-${period}`;
  return subscription.generation > 1 ? `${key}-generation-${subscription.generation}` : key;
}

/** The billing state kept on the account row (the users module owns accounts). */
type AccountBilling = Pick<
  AccountsRepository,
  'setProcessorCustomerId' | 'setBillingAddress' | 'setBillingState' | 'markUnsubscribed'
>;

export interface BillingServiceDeps {
  billingRepo: BillingRepository;
  accountsRepo: AccountBilling;
  transaction: InTransaction<{ billingRepo: BillingRepository; accountsRepo: AccountBilling }>;
  withLock: WithLock;
  processor: PaymentProcessor;
  clock: Clock;
  /** The web app's address: 3-D Secure pages send the browser back there. */
  publicUrl: string;
  config: { publishableKey: string; jsUrl: string };
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/**
 * Subscriptions and cards. The processor holds the cards; we keep its ids, brand, last four
 * digits and expiry. Every charge is one payment intent per subscription period, created with
 * an idempotency key naming that period and recorded only from that period, so no run, retry
 * or race charges a period twice.
 */
export function createBillingService(deps: BillingServiceDeps) {
  const { billingRepo: repo, accountsRepo, transaction, processor, clock, log } = deps;

  const returnUrl = (path: string) => `${deps.publicUrl}${path}`;

  async function requireAccount(accountId: string) {
    const account = await repo.getAccount(accountId);
    if (!account) throw new AppError('NOT_FOUND', 'Account not found');
    return account;
  }

  async function ensureCustomer(accountId: string, address?: BillingAddress): Promise<string> {
    const account = await requireAccount(accountId);
    if (account.processorCustomerId) return account.processorCustomerId;
    const customerId = await processor.createCustomer({
      accountId,
      email: account.email,
      name: account.name,
      ...(address ? { address } : {}),
    });
    await accountsRepo.setProcessorCustomerId(accountId, customerId);
    return customerId;
  }

  function checkExpiry(card: NewCard) {
    const problem = checkCardExpiry(card.expiryDate, clock.now());
    if (problem) throw new AppError('VALIDATION', problem);
  }

  /** Adds the tokenised card at the processor and checks it there (3-D Secure when the bank asks). */
  async function setUpNewCard(
    actor: Actor,
    input: { card: NewCard; address?: BillingAddress; purpose: SetupPurpose; makeDefault: boolean; returnPath: string },
  ) {
    checkExpiry(input.card);
    const hadCustomer = Boolean((await requireAccount(actor.accountId)).processorCustomerId);
    const customerId = await ensureCustomer(actor.accountId, input.address);
    // The address typed with a card is the seller's billing address from now on (receipts print
    // it), on both sides: a customer made before keeps the old one unless told.
    if (input.address) {
      if (hadCustomer) await processor.updateCustomerAddress(customerId, input.address);
      await accountsRepo.setBillingAddress(actor.accountId, input.address);
    }
    const name = `${input.card.firstName} ${input.card.lastName}`;
    const card = await processor.addCard(customerId, input.card.cardToken, {
      name,
      ...(input.address ? { address: input.address } : {}),
    });
    const outcome = await processor.setUpCard(customerId, card.paymentMethodId, returnUrl(input.returnPath));
    if (outcome.status === 'requires_action') {
      await repo.saveCardSetup({
        accountId: actor.accountId,
        setupIntentId: outcome.intentId,
        paymentMethodId: card.paymentMethodId,
        purpose: input.purpose,
        makeDefault: input.makeDefault,
      });
      return outcome;
    }
    if (outcome.status === 'failed') {
      await processor.removeCard(card.paymentMethodId).catch(() => undefined);
      throw new AppError('PAYMENT_FAILED', outcome.message);
    }
    try {
      await finishSetup(actor.accountId, customerId, card, input.purpose, input.makeDefault);
    } catch (error) {
      // Stowline did not record the card: the processor must not keep it either.
      await processor.removeCard(card.paymentMethodId).catch(() => undefined);
      throw error;
    }
    return outcome;
  }

  /**
   * Card and subscription changes of one account take turns (across processes): each reads
   * Stowline's cards, calls the processor and writes back, and two at once would disagree
   * about the default card or start a second trial.
   */
  function inTurn<T>(accountId: string, work: () => Promise<T>): Promise<T> {
    return deps.withLock(`billing:${accountId}`, work);
  }

  /** The card passed its checks: keep it, and start the subscription when that was the point. */
  async function finishSetup(
    accountId: string,
    customerId: string,
    card: CardDetails,
    purpose: SetupPurpose,
    makeDefault: boolean,
  ): Promise<{ trialStarted: boolean }> {
    let trialStarted = false;
    const existing = await repo.listCards(accountId);
    const isDefault = makeDefault || purpose === 'subscribe' || !existing.some((c) => c.isDefault);
    const now = clock.now();
    await transaction(async ({ billingRepo: txRepo, accountsRepo: txAccounts }) => {
      await txRepo.insertCard(accountId, card, isDefault);
      if (purpose === 'subscribe') {
        const account = await txRepo.getAccount(accountId);
        const previous = await txRepo.getSubscription(accountId);
        // One free trial per account: a seller who subscribes again is charged from today.
        const trialEndsAt = previous ? now : new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
        trialStarted = !previous;
        await txRepo.upsertSubscription({
          accountId,
          amountCents: account!.amountToUseCents,
          currency: BILLING_CURRENCY,
          trialEndsAt,
        });
        await txAccounts.setBillingState(accountId, { subscribed: true, paymentStatus: 'pending' });
      }
      // Last, so that a refusal rolls the card back and both sides keep the old default.
      if (isDefault) await processor.setDefaultCard(customerId, card.paymentMethodId);
    });
    return { trialStarted };
  }

  function toResponse(outcome: IntentOutcome, message: string): CardActionResponse {
    if (outcome.status === 'requires_action')
      return {
        message: billingMessages.authenticationPending,
        status: 'requires_action',
        redirectUrl: outcome.redirectUrl,
      };
    return { message, status: 'succeeded' };
  }

  /** Keeps a refused charge open, and the account's payment state with it, unless the period moved on. */
  async function recordFailure(input: {
    subscription: SubscriptionRow;
    period: number;
    paymentIntentId: string | null;
    paymentStatus: 'failed' | 'inprogress';
    message: string;
  }) {
    const { paymentStatus, ...failure } = input;
    await transaction(async (tx) => {
      if (await tx.billingRepo.recordFailure(failure))
        await tx.accountsRepo.setBillingState(input.subscription.accountId, { paymentStatus });
    });
  }

  /** Cancelled subscriptions whose end date has come: their accounts are no longer subscribed. */
  async function endExpired(tx: { billingRepo: BillingRepository; accountsRepo: AccountBilling }, now: Date) {
    await tx.accountsRepo.markUnsubscribed(await tx.billingRepo.findEndedSubscribedAccounts(now));
  }

  function isEnded(subscription: SubscriptionRow, now: Date) {
    return subscription.status === 'cancelled' && subscription.endsAt !== null && subscription.endsAt <= now;
  }

  /** Charges one due period off-session and records what came of it. */
  async function chargeSubscription(subscription: SubscriptionRow): Promise<'paid' | 'failed'> {
    const account = await requireAccount(subscription.accountId);
    const card = await repo.findDefaultCard(subscription.accountId);
    const period = subscription.period;
    if (!card || !account.processorCustomerId) {
      await recordFailure({
        subscription,
        period,
        paymentIntentId: null,
        paymentStatus: 'failed',
        message: billingMessages.paymentUnsuccessful,
      });
      return 'failed';
    }
    const outcome = await processor.chargePeriod({
      customerId: account.processorCustomerId,
      paymentMethodId: card.processorPaymentMethodId,
      amountCents: subscription.amountCents,
      currency: subscription.currency,
      idempotencyKey: periodKey(subscription, period),
      description: `${PLAN_NAME}, period ${period}`,
      metadata: { accountId: subscription.accountId, subscriptionId: subscription.id, period: String(period) },
    });
    return settle(subscription, period, outcome, card);
  }

  async function settle(
    subscription: SubscriptionRow,
    period: number,
    outcome: IntentOutcome,
    card: CardRow | undefined,
  ): Promise<'paid' | 'failed'> {
    if (outcome.status === 'succeeded') {
      await transaction(async (tx) => {
        const recorded = await tx.billingRepo.recordPayment({
          subscription,
          period,
          paymentIntentId: outcome.intentId,
          cardLast4: card?.last4 ?? null,
          cardBrand: card?.brand ?? null,
          paidAt: clock.now(),
          nextChargeAt: renewalDueAt(subscription.trialEndsAt, period),
        });
        if (recorded) await tx.accountsRepo.setBillingState(subscription.accountId, { paymentStatus: 'success' });
      });
      return 'paid';
    }
    const open = outcome.status === 'requires_action' || (outcome.status === 'failed' && outcome.needsAuthentication);
    await recordFailure({
      subscription,
      period,
      paymentIntentId: outcome.intentId,
      paymentStatus: open ? 'inprogress' : 'failed',
      message: outcome.status === 'failed' ? outcome.message : billingMessages.authenticationPending,
    });
    log.warn({ subscriptionId: subscription.id, period, status: outcome.status }, 'subscription charge not paid');
    return 'failed';
  }

  async function requireSubscription(accountId: string) {
    const subscription = await repo.getSubscription(accountId);
    if (!subscription) throw new AppError('NOT_FOUND', billingMessages.noSubscription);
    return subscription;
  }

  return {
    getConfig() {
      return deps.config;
    },

    /** Onboarding's Submit: the card, then a trial of seven days; the first charge at its end. */
    subscribe: (actor: Actor, body: SubscribeBody): Promise<CardActionResponse> =>
      inTurn(actor.accountId, async () => {
        const current = await repo.getSubscription(actor.accountId);
        if (current && !isEnded(current, clock.now()) && current.status === 'active')
          throw new AppError('CONFLICT', billingMessages.alreadySubscribed);
        const outcome = await setUpNewCard(actor, {
          card: body.cardData,
          address: body.address,
          purpose: 'subscribe',
          makeDefault: true,
          returnPath: body.returnPath ?? '/onboarding/payment-method',
        });
        // One free trial per account (finishSetup): a seller subscribing again is charged now, and told so.
        return toResponse(outcome, current ? billingMessages.resubscribed : billingMessages.subscribed);
      }),

    /** The Payment Details dialog. */
    addCard: (actor: Actor, body: AddCardBody): Promise<CardActionResponse> =>
      inTurn(actor.accountId, async () => {
        const outcome = await setUpNewCard(actor, {
          card: body.cardData,
          ...(body.address ? { address: body.address } : {}),
          purpose: 'add_card',
          makeDefault: body.cardData.markDefault ?? false,
          returnPath: body.returnPath ?? '/dashboard/setting/paymentSetting',
        });
        return toResponse(outcome, billingMessages.cardAdded);
      }),

    /** Back from the processor's 3-D Secure page: finish what was waiting for it. */
    completeAuthentication: (actor: Actor, intentId: string): Promise<CardActionResponse> =>
      inTurn(actor.accountId, async () => {
        if (intentId.startsWith('seti_')) {
          const setup = await repo.findCardSetup(actor.accountId, intentId);
          if (!setup) throw new AppError('NOT_FOUND', 'Card setup not found');
          const outcome = await processor.getSetupOutcome(intentId);
          if (outcome.status === 'requires_action') return toResponse(outcome, '');
          await repo.deleteCardSetup(setup.id);
          if (outcome.status === 'failed') {
            await processor.removeCard(setup.paymentMethodId).catch(() => undefined);
            throw new AppError('PAYMENT_FAILED', billingMessages.authenticationFailed);
          }
          const customerId = await ensureCustomer(actor.accountId);
          const card = await processor.getCard(setup.paymentMethodId);
          const purpose = setup.purpose as SetupPurpose;
          const { trialStarted } = await finishSetup(actor.accountId, customerId, card, purpose, setup.makeDefault);
          const subscribed = trialStarted ? billingMessages.subscribed : billingMessages.resubscribed;
          return toResponse(outcome, purpose === 'subscribe' ? subscribed : billingMessages.cardAdded);
        }
        const subscription = await repo.getSubscription(actor.accountId);
        if (!subscription || subscription.openPaymentIntentId !== intentId)
          throw new AppError('NOT_FOUND', 'Payment not found');
        const outcome = await processor.getPaymentOutcome(intentId);
        if (outcome.status === 'requires_action') return toResponse(outcome, '');
        const card = await repo.findDefaultCard(actor.accountId);
        if ((await settle(subscription, subscription.period, outcome, card)) === 'failed') {
          throw new AppError('PAYMENT_FAILED', billingMessages.paymentUnsuccessful);
        }
        return toResponse(outcome, billingMessages.paymentSucceeded);
      }),

    async listCards(actor: Actor): Promise<{ cards: Card[] }> {
      const rows = await repo.listCards(actor.accountId);
      return {
        cards: rows.map((c) => ({
          _id: c.id,
          cardNumber: maskCardNumber(c.last4),
          cardType: toCardBrand(c.brand),
          expiry: `${String(c.expMonth).padStart(2, '0')}${String(c.expYear % 100).padStart(2, '0')}`,
          defaultCard: c.isDefault,
        })),
      };
    },

    updateCard: (actor: Actor, body: { action: 'default' | 'delete'; cardId: string }): Promise<{ message: string }> =>
      inTurn(actor.accountId, async () => {
        const card = await repo.findCard(actor.accountId, body.cardId);
        if (!card) throw new AppError('NOT_FOUND', billingMessages.cardNotFound);
        if (body.action === 'default') {
          if (!card.isDefault) {
            await processor.setDefaultCard(await ensureCustomer(actor.accountId), card.processorPaymentMethodId);
            await transaction((tx) => tx.billingRepo.makeDefaultCard(actor.accountId, card.id));
          }
          return { message: billingMessages.updated };
        }
        if (card.isDefault) throw new AppError('CONFLICT', billingMessages.defaultCardNotDeletable);
        await processor.removeCard(card.processorPaymentMethodId);
        await repo.deleteCard(actor.accountId, card.id);
        return { message: billingMessages.cardDeleted };
      }),

    async getSubscription(actor: Actor): Promise<{ subscription: Subscription | null }> {
      const [account, row, defaultCard] = await Promise.all([
        requireAccount(actor.accountId),
        repo.getSubscription(actor.accountId),
        repo.findDefaultCard(actor.accountId),
      ]);
      if (!row) return { subscription: null };
      const now = clock.now();
      const status = row.status === 'active' ? 'active' : isEnded(row, now) ? 'ended' : 'cancelled';
      const paymentStatus = account.paymentStatus as Subscription['paymentStatus'];
      const showRetry = status === 'active' && (paymentStatus === 'failed' || paymentStatus === 'inprogress');
      return {
        subscription: {
          planName: PLAN_NAME,
          amoutToCharge: row.amountCents / 100,
          amountToUse: account.amountToUseCents / 100,
          currencyCode: row.currency,
          isSubscriptionActive: status === 'active',
          status,
          isTrialGoing: status === 'active' && row.period === 1 && now < row.trialEndsAt,
          trialEndsAt: row.trialEndsAt.toISOString(),
          nextScheduleTime: status === 'active' ? row.nextChargeAt.toISOString() : null,
          lastScheduleTime: row.lastChargeAt?.toISOString() ?? null,
          subscriptionEndDate: row.endsAt?.toISOString() ?? null,
          showRetry,
          disableRetry: showRetry && !defaultCard,
          paymentStatus,
        },
      };
    },

    /**
     * Cancel Subscription: the paid (or trial) time runs to its end; a period that was never
     * paid is not owed, so a subscription with a failed charge ends at once.
     */
    cancel: (actor: Actor): Promise<{ message: string }> =>
      inTurn(actor.accountId, async () => {
        const [account, subscription] = await Promise.all([
          requireAccount(actor.accountId),
          requireSubscription(actor.accountId),
        ]);
        if (subscription.status !== 'active') throw new AppError('CONFLICT', billingMessages.subscriptionNotActive);
        const now = clock.now();
        const unpaid = account.paymentStatus === 'failed' || account.paymentStatus === 'inprogress';
        const endsAt = unpaid || subscription.nextChargeAt < now ? now : subscription.nextChargeAt;
        await transaction(async (tx) => {
          await tx.billingRepo.cancelSubscription(actor.accountId, endsAt);
          if (unpaid) await tx.accountsRepo.setBillingState(actor.accountId, { paymentStatus: 'pending' });
          await endExpired(tx, now);
        });
        return { message: billingMessages.subscriptionCancelledNow };
      }),

    /**
     * Resume Subscription: a cancelled subscription whose end date has not come goes on as
     * if never cancelled: no charge now, the next renewal on the date it had.
     */
    resume: (actor: Actor): Promise<{ message: string }> =>
      inTurn(actor.accountId, async () => {
        const subscription = await requireSubscription(actor.accountId);
        if (subscription.status === 'active') throw new AppError('CONFLICT', billingMessages.subscriptionNotCancelled);
        const now = clock.now();
        if (!isSubscriptionResumable(subscription, now))
          throw new AppError('CONFLICT', billingMessages.subscriptionNotResumable);
        if (!(await repo.resumeSubscription(actor.accountId, now)))
          throw new AppError('CONFLICT', billingMessages.subscriptionNotResumable);
        return { message: billingMessages.subscriptionResumed };
      }),

    async getBillingAddress(actor: Actor): Promise<{ address: BillingAddress | null }> {
      const account = await requireAccount(actor.accountId);
      const parsed = billingAddressSchema.safeParse(account.billingAddress);
      return { address: parsed.success ? parsed.data : null };
    },

    /** Stored on our side and sent to the processor's customer; both change or neither. */
    updateBillingAddress: (actor: Actor, address: BillingAddress): Promise<{ message: string }> =>
      inTurn(actor.accountId, async () => {
        const account = await requireAccount(actor.accountId);
        await transaction(async (tx) => {
          await tx.accountsRepo.setBillingAddress(actor.accountId, address);
          // Last: a refusal by the processor rolls our copy back.
          if (account.processorCustomerId) await processor.updateCustomerAddress(account.processorCustomerId, address);
        });
        return { message: billingMessages.billingAddressUpdated };
      }),

    /** The PDF receipt of one paid invoice of the caller's account. */
    async getReceipt(actor: Actor, invoiceId: string): Promise<{ fileName: string; pdf: Buffer }> {
      const [invoice, account] = await Promise.all([
        repo.findInvoice(actor.accountId, invoiceId),
        requireAccount(actor.accountId),
      ]);
      if (!invoice) throw new AppError('NOT_FOUND', billingMessages.invoiceNotFound);
      const stored = billingAddressSchema.safeParse(invoice.billingAddress ?? account.billingAddress);
      const number = formatInvoiceNumber(invoice.number);
      const pdf = await renderReceiptPdf({
        number,
        paidAt: invoice.paidAt,
        sellerName: account.name,
        sellerEmail: account.email,
        address: stored.success ? stored.data : null,
        amountCents: invoice.amountCents,
        currency: invoice.currency,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd ?? invoice.nextPaymentAt,
        cardBrand: invoice.cardBrand,
        cardLast4: invoice.cardLast4,
      });
      return { fileName: `Stowline-receipt-${number}.pdf`, pdf };
    },

    /** Retry Payment Now: the open period again, with the default card and the seller present. */
    retry: (actor: Actor, returnPath = '/dashboard/setting/paymentSetting'): Promise<CardActionResponse> =>
      inTurn(actor.accountId, async () => {
        const [account, subscription] = await Promise.all([
          requireAccount(actor.accountId),
          requireSubscription(actor.accountId),
        ]);
        const due =
          subscription.status === 'active' &&
          (account.paymentStatus === 'failed' || account.paymentStatus === 'inprogress');
        if (!due) throw new AppError('CONFLICT', billingMessages.nothingToRetry);
        const card = await repo.findDefaultCard(actor.accountId);
        if (!card || !account.processorCustomerId)
          throw new AppError('PAYMENT_FAILED', billingMessages.paymentUnsuccessful);
        const outcome = subscription.openPaymentIntentId
          ? await processor.confirmPayment(
              subscription.openPaymentIntentId,
              card.processorPaymentMethodId,
              returnUrl(returnPath),
            )
          : await processor.chargePeriod({
              customerId: account.processorCustomerId,
              paymentMethodId: card.processorPaymentMethodId,
              amountCents: subscription.amountCents,
              currency: subscription.currency,
              idempotencyKey: `${periodKey(subscription, subscription.period)}-retry-${card.id}`,
              description: `${PLAN_NAME}, period ${subscription.period}`,
              metadata: {
                accountId: subscription.accountId,
                subscriptionId: subscription.id,
                period: String(subscription.period),
              },
            });
        if (
          (await settle(subscription, subscription.period, outcome, card)) === 'failed' &&
          outcome.status === 'failed'
        ) {
          throw new AppError('PAYMENT_FAILED', billingMessages.paymentUnsuccessful);
        }
        return toResponse(outcome, billingMessages.paymentSucceeded);
      }),

    async listInvoices(
      actor: Actor,
      filtersJson: string | undefined,
    ): Promise<{ invoices: Invoice[]; totalInvoices: number }> {
      let raw: unknown = {};
      if (filtersJson) {
        try {
          raw = JSON.parse(filtersJson);
        } catch {
          throw new AppError('VALIDATION', 'The invoice filters could not be read. Reload the page and try again.');
        }
      }
      const parsed = invoiceFiltersSchema.safeParse(raw);
      if (!parsed.success) throw new AppError('VALIDATION', describeZodIssues(parsed.error.issues, 'querystring'));
      const { pageNumber, perPage, date } = parsed.data;
      const from = date?.startDate ? new Date(`${date.startDate}T00:00:00Z`) : undefined;
      const to = date?.endDate ? new Date(new Date(`${date.endDate}T00:00:00Z`).getTime() + DAY_MS) : undefined;
      const { rows, total } = await repo.listInvoices(
        actor.accountId,
        { ...(from ? { from } : {}), ...(to ? { to } : {}) },
        { limit: perPage, offset: (pageNumber - 1) * perPage },
      );
      return {
        invoices: rows.map((r) => ({
          _id: r.id,
          amount: { value: r.amountCents / 100, currencyCode: r.currency },
          lastPayment: r.paidAt.toISOString(),
          nextPayment: r.nextPaymentAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
          cardNumber: r.cardLast4 ? maskCardNumber(r.cardLast4) : null,
          number: formatInvoiceNumber(r.number),
        })),
        totalInvoices: total,
      };
    },

    /**
     * The scheduled job: ends subscriptions whose cancellation date has come, then charges the
     * periods that are due. Safe to run twice at once (see the service comment).
     */
    async chargeDue(): Promise<{ paid: number; failed: number }> {
      const now = clock.now();
      await transaction((tx) => endExpired(tx, now));
      let paid = 0;
      let failed = 0;
      for (const subscription of await repo.findDue(now, DUE_BATCH)) {
        try {
          if ((await chargeSubscription(subscription)) === 'paid') paid += 1;
          else failed += 1;
        } catch (error) {
          // The processor was unreachable: the period stays due and the next run tries again.
          log.warn({ subscriptionId: subscription.id, err: error }, 'subscription charge deferred');
        }
      }
      if (paid || failed) log.info({ paid, failed }, 'subscription charges run');
      return { paid, failed };
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
