import {
  BILLING_CURRENCY,
  TRIAL_DAYS,
  billingMessages,
  checkCardExpiry,
  type BillingAddress,
  type CardActionResponse,
  type NewCard,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { WithLock } from '../../lib/locks.js';
import type { Actor } from '../auth/sessions.js';
import type { AccountsRepository } from '../users/accounts.repository.js';
import type { BillingRepository } from './billing.repository.js';
import type { CardDetails, IntentOutcome, PaymentProcessor } from './payment-processor.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

export type SetupPurpose = 'subscribe' | 'add_card';

/** The billing state kept on the account row (the users module owns accounts). */
export type AccountBilling = Pick<
  AccountsRepository,
  'setProcessorCustomerId' | 'setBillingAddress' | 'setBillingState' | 'markUnsubscribed'
>;

/** What billing's transactions write: its own tables and the billing state on the account row. */
export type BillingTransaction = InTransaction<{ billingRepo: BillingRepository; accountsRepo: AccountBilling }>;

/** Tells the browser to finish 3-D Secure, or the message of what succeeded. */
export function toCardActionResponse(outcome: IntentOutcome, message: string): CardActionResponse {
  if (outcome.status === 'requires_action')
    return {
      message: billingMessages.authenticationPending,
      status: 'requires_action',
      redirectUrl: outcome.redirectUrl,
    };
  return { message, status: 'succeeded' };
}

/**
 * The account's processor customer and the steps of putting a new card on it, shared by
 * subscribing, adding a card and coming back from 3-D Secure.
 */
export function createCardSetup(deps: {
  billingRepo: Pick<BillingRepository, 'getAccount' | 'listCards' | 'saveCardSetup'>;
  accountsRepo: Pick<AccountBilling, 'setProcessorCustomerId' | 'setBillingAddress'>;
  transaction: BillingTransaction;
  withLock: WithLock;
  processor: PaymentProcessor;
  clock: Clock;
  /** The web app's address: 3-D Secure pages send the browser back there. */
  publicUrl: string;
}) {
  const { billingRepo: repo, accountsRepo, transaction, processor, clock } = deps;

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

  return { requireAccount, ensureCustomer, setUpNewCard, finishSetup, inTurn, returnUrl };
}
export type CardSetup = ReturnType<typeof createCardSetup>;
