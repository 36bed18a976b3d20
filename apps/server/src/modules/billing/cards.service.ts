import {
  billingMessages,
  maskCardNumber,
  toCardBrand,
  type AddCardBody,
  type Card,
  type CardActionResponse,
} from '@stowline/domain';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import type { BillingRepository } from './billing.repository.js';
import { toCardActionResponse, type BillingTransaction, type CardSetup, type SetupPurpose } from './card-setup.js';
import type { PaymentProcessor } from './payment-processor.js';
import type { RenewalsService } from './renewals.service.js';

/** Payment methods: adding, listing, the default card and deleting, and the return from 3-D Secure. */
export function createCardsService(deps: {
  billingRepo: Pick<
    BillingRepository,
    | 'findCardSetup'
    | 'deleteCardSetup'
    | 'getSubscription'
    | 'findDefaultCard'
    | 'listCards'
    | 'findCard'
    | 'deleteCard'
  >;
  transaction: BillingTransaction;
  processor: PaymentProcessor;
  setup: Pick<CardSetup, 'setUpNewCard' | 'finishSetup' | 'ensureCustomer' | 'inTurn'>;
  renewals: Pick<RenewalsService, 'settle'>;
}) {
  const { billingRepo: repo, transaction, processor, setup, renewals } = deps;

  return {
    /** The Payment Details dialog. */
    addCard: (actor: Actor, body: AddCardBody): Promise<CardActionResponse> =>
      setup.inTurn(actor.accountId, async () => {
        const outcome = await setup.setUpNewCard(actor, {
          card: body.cardData,
          ...(body.address ? { address: body.address } : {}),
          purpose: 'add_card',
          makeDefault: body.cardData.markDefault ?? false,
          returnPath: body.returnPath ?? '/dashboard/setting/paymentSetting',
        });
        return toCardActionResponse(outcome, billingMessages.cardAdded);
      }),

    /** Back from the processor's 3-D Secure page: finish what was waiting for it. */
    completeAuthentication: (actor: Actor, intentId: string): Promise<CardActionResponse> =>
      setup.inTurn(actor.accountId, async () => {
        if (intentId.startsWith('seti_')) {
          const pending = await repo.findCardSetup(actor.accountId, intentId);
          if (!pending) throw new AppError('NOT_FOUND', 'Card setup not found');
          const outcome = await processor.getSetupOutcome(intentId);
          if (outcome.status === 'requires_action') return toCardActionResponse(outcome, '');
          await repo.deleteCardSetup(pending.id);
          if (outcome.status === 'failed') {
            await processor.removeCard(pending.paymentMethodId).catch(() => undefined);
            throw new AppError('PAYMENT_FAILED', billingMessages.authenticationFailed);
          }
          const customerId = await setup.ensureCustomer(actor.accountId);
          const card = await processor.getCard(pending.paymentMethodId);
          const purpose = pending.purpose as SetupPurpose;
          const { trialStarted } = await setup.finishSetup(
            actor.accountId,
            customerId,
            card,
            purpose,
            pending.makeDefault,
          );
          const subscribed = trialStarted ? billingMessages.subscribed : billingMessages.resubscribed;
          return toCardActionResponse(outcome, purpose === 'subscribe' ? subscribed : billingMessages.cardAdded);
        }
        const subscription = await repo.getSubscription(actor.accountId);
        if (!subscription || subscription.openPaymentIntentId !== intentId)
          throw new AppError('NOT_FOUND', 'Payment not found');
        const outcome = await processor.getPaymentOutcome(intentId);
        if (outcome.status === 'requires_action') return toCardActionResponse(outcome, '');
        const card = await repo.findDefaultCard(actor.accountId);
        if ((await renewals.settle(subscription, subscription.period, outcome, card)) === 'failed') {
          throw new AppError('PAYMENT_FAILED', billingMessages.paymentUnsuccessful);
        }
        return toCardActionResponse(outcome, billingMessages.paymentSucceeded);
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
      setup.inTurn(actor.accountId, async () => {
        const card = await repo.findCard(actor.accountId, body.cardId);
        if (!card) throw new AppError('NOT_FOUND', billingMessages.cardNotFound);
        if (body.action === 'default') {
          if (!card.isDefault) {
            await processor.setDefaultCard(await setup.ensureCustomer(actor.accountId), card.processorPaymentMethodId);
            await transaction((tx) => tx.billingRepo.makeDefaultCard(actor.accountId, card.id));
          }
          return { message: billingMessages.updated };
        }
        if (card.isDefault) throw new AppError('CONFLICT', billingMessages.defaultCardNotDeletable);
        await processor.removeCard(card.processorPaymentMethodId);
        await repo.deleteCard(actor.accountId, card.id);
        return { message: billingMessages.cardDeleted };
      }),
  };
}
