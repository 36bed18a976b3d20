import {
  PLAN_NAME,
  billingMessages,
  isSubscriptionResumable,
  type CardActionResponse,
  type Subscription,
  type SubscribeBody,
} from '@stowline/domain';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../auth/sessions.js';
import type { BillingRepository } from './billing.repository.js';
import { toCardActionResponse, type BillingTransaction, type CardSetup } from './card-setup.js';
import { endExpiredSubscriptions, isSubscriptionEnded, type RenewalsService } from './renewals.service.js';

/** The plan: subscribing (card and trial), what the subscription page shows, cancel and resume. */
export function createSubscriptionsService(deps: {
  billingRepo: Pick<BillingRepository, 'getSubscription' | 'findDefaultCard' | 'resumeSubscription'>;
  transaction: BillingTransaction;
  clock: Clock;
  setup: Pick<CardSetup, 'requireAccount' | 'setUpNewCard' | 'inTurn'>;
  renewals: Pick<RenewalsService, 'requireSubscription'>;
}) {
  const { billingRepo: repo, transaction, clock, setup, renewals } = deps;

  return {
    /** Onboarding's Submit: the card, then a trial of seven days; the first charge at its end. */
    subscribe: (actor: Actor, body: SubscribeBody): Promise<CardActionResponse> =>
      setup.inTurn(actor.accountId, async () => {
        const current = await repo.getSubscription(actor.accountId);
        if (current && !isSubscriptionEnded(current, clock.now()) && current.status === 'active')
          throw new AppError('CONFLICT', billingMessages.alreadySubscribed);
        const outcome = await setup.setUpNewCard(actor, {
          card: body.cardData,
          address: body.address,
          purpose: 'subscribe',
          makeDefault: true,
          returnPath: body.returnPath ?? '/onboarding/payment-method',
        });
        // One free trial per account (finishSetup): a seller subscribing again is charged now, and told so.
        return toCardActionResponse(outcome, current ? billingMessages.resubscribed : billingMessages.subscribed);
      }),

    async getSubscription(actor: Actor): Promise<{ subscription: Subscription | null }> {
      const [account, row, defaultCard] = await Promise.all([
        setup.requireAccount(actor.accountId),
        repo.getSubscription(actor.accountId),
        repo.findDefaultCard(actor.accountId),
      ]);
      if (!row) return { subscription: null };
      const now = clock.now();
      const status = row.status === 'active' ? 'active' : isSubscriptionEnded(row, now) ? 'ended' : 'cancelled';
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
      setup.inTurn(actor.accountId, async () => {
        const [account, subscription] = await Promise.all([
          setup.requireAccount(actor.accountId),
          renewals.requireSubscription(actor.accountId),
        ]);
        if (subscription.status !== 'active') throw new AppError('CONFLICT', billingMessages.subscriptionNotActive);
        const now = clock.now();
        const unpaid = account.paymentStatus === 'failed' || account.paymentStatus === 'inprogress';
        const endsAt = unpaid || subscription.nextChargeAt < now ? now : subscription.nextChargeAt;
        await transaction(async (tx) => {
          await tx.billingRepo.cancelSubscription(actor.accountId, endsAt);
          if (unpaid) await tx.accountsRepo.setBillingState(actor.accountId, { paymentStatus: 'pending' });
          await endExpiredSubscriptions(tx, now);
        });
        return { message: billingMessages.subscriptionCancelledNow };
      }),

    /**
     * Resume Subscription: a cancelled subscription whose end date has not come goes on as
     * if never cancelled: no charge now, the next renewal on the date it had.
     */
    resume: (actor: Actor): Promise<{ message: string }> =>
      setup.inTurn(actor.accountId, async () => {
        const subscription = await renewals.requireSubscription(actor.accountId);
        if (subscription.status === 'active') throw new AppError('CONFLICT', billingMessages.subscriptionNotCancelled);
        const now = clock.now();
        if (!isSubscriptionResumable(subscription, now))
          throw new AppError('CONFLICT', billingMessages.subscriptionNotResumable);
        if (!(await repo.resumeSubscription(actor.accountId, now)))
          throw new AppError('CONFLICT', billingMessages.subscriptionNotResumable);
        return { message: billingMessages.subscriptionResumed };
      }),
  };
}
