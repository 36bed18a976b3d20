import { PLAN_NAME, billingMessages, renewalDueAt, type CardActionResponse } from '@stowline/domain';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../auth/sessions.js';
import type { BillingRepository, CardRow, SubscriptionRow } from './billing.repository.js';
import { toCardActionResponse, type AccountBilling, type BillingTransaction, type CardSetup } from './card-setup.js';
import type { IntentOutcome, PaymentProcessor } from './payment-processor.js';

/** Subscriptions charged per run of the due-charges job; the next run takes the rest. */
const DUE_BATCH = 100;

/**
 * The processor's idempotency key of one period's charge. A subscription started again after
 * one ended counts its periods from 1 again: its generation keeps its keys apart from the
 * earlier run's (whose key the processor would answer with the old, already paid charge).
 */
function periodKey(subscription: { id: string; generation: number }, period: number): string {
  const key = `stowline-subscription-${subscription.id}-period-${period}`;
  return subscription.generation > 1 ? `${key}-generation-${subscription.generation}` : key;
}

/** Whether a cancelled subscription's end date has come. */
export function isSubscriptionEnded(subscription: SubscriptionRow, now: Date) {
  return subscription.status === 'cancelled' && subscription.endsAt !== null && subscription.endsAt <= now;
}

/** Cancelled subscriptions whose end date has come: their accounts are no longer subscribed. */
export async function endExpiredSubscriptions(
  tx: { billingRepo: BillingRepository; accountsRepo: AccountBilling },
  now: Date,
) {
  await tx.accountsRepo.markUnsubscribed(await tx.billingRepo.findEndedSubscribedAccounts(now));
}

/**
 * Renewals: each due period is one payment intent, created with an idempotency key naming that
 * period and recorded only from that period, so no run, retry or race charges a period twice.
 */
export function createRenewalsService(deps: {
  billingRepo: Pick<BillingRepository, 'findDefaultCard' | 'findDue' | 'getSubscription'>;
  transaction: BillingTransaction;
  processor: PaymentProcessor;
  clock: Clock;
  setup: Pick<CardSetup, 'requireAccount' | 'inTurn' | 'returnUrl'>;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}) {
  const { billingRepo: repo, transaction, processor, clock, setup, log } = deps;

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

  /** Charges one due period off-session and records what came of it. */
  async function chargeSubscription(subscription: SubscriptionRow): Promise<'paid' | 'failed'> {
    const account = await setup.requireAccount(subscription.accountId);
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

  /** Records a period's charge outcome: paid, or open (3-D Secure) or failed on the account. */
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
    settle,
    requireSubscription,

    /** Retry Payment Now: the open period again, with the default card and the seller present. */
    retry: (actor: Actor, returnPath = '/dashboard/setting/paymentSetting'): Promise<CardActionResponse> =>
      setup.inTurn(actor.accountId, async () => {
        const [account, subscription] = await Promise.all([
          setup.requireAccount(actor.accountId),
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
              setup.returnUrl(returnPath),
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
        return toCardActionResponse(outcome, billingMessages.paymentSucceeded);
      }),

    /**
     * The scheduled job: ends subscriptions whose cancellation date has come, then charges the
     * periods that are due. Safe to run twice at once (see the comment of createRenewalsService).
     */
    async chargeDue(): Promise<{ paid: number; failed: number }> {
      const now = clock.now();
      await transaction((tx) => endExpiredSubscriptions(tx, now));
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
export type RenewalsService = ReturnType<typeof createRenewalsService>;
