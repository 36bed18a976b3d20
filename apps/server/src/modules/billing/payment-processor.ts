import Stripe from 'stripe';
import { billingMessages, type BillingAddress } from '@stowline/domain';
import type { PaymentsConfig } from '../../config.js';
import { AppError } from '../../errors.js';

/** What a card step came to: done, a 3-D Secure page to send the seller to, or a refusal. */
export type IntentOutcome =
  | { status: 'succeeded'; intentId: string; paymentMethodId: string | null }
  | { status: 'requires_action'; intentId: string; redirectUrl: string }
  | { status: 'failed'; intentId: string | null; message: string; needsAuthentication: boolean };

export interface CardDetails {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

type ProcessorIntent = Stripe.SetupIntent | Stripe.PaymentIntent;

function toOutcome(intent: ProcessorIntent): IntentOutcome {
  const paymentMethodId =
    typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null);
  if (intent.status === 'succeeded') return { status: 'succeeded', intentId: intent.id, paymentMethodId };
  const redirectUrl = intent.next_action?.redirect_to_url?.url;
  if (intent.status === 'requires_action' && redirectUrl)
    return { status: 'requires_action', intentId: intent.id, redirectUrl };
  const error =
    'last_setup_error' in intent ? intent.last_setup_error : (intent as Stripe.PaymentIntent).last_payment_error;
  const message = error?.code?.endsWith('authentication_failure')
    ? billingMessages.authenticationFailed
    : (error?.message ?? billingMessages.paymentUnsuccessful);
  return { status: 'failed', intentId: intent.id, message, needsAuthentication: false };
}

/**
 * Card refusals become outcomes; anything else the processor refuses is a bug on our side or
 * bad input (400), and an unreachable processor is 503. Processor messages are meant for the
 * cardholder ('Your card was declined.'), so they are shown as they are.
 */
function toFailure(error: unknown): IntentOutcome {
  if (error instanceof Stripe.errors.StripeCardError) {
    const intent = error.payment_intent ?? error.setup_intent;
    return {
      status: 'failed',
      intentId: intent?.id ?? null,
      message: error.message,
      needsAuthentication: error.code === 'authentication_required',
    };
  }
  throw toAppError(error);
}

function toAppError(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new AppError(error.code === 'resource_missing' ? 'NOT_FOUND' : 'VALIDATION', error.message);
  }
  if (error instanceof Stripe.errors.StripeCardError) return new AppError('PAYMENT_FAILED', error.message);
  if (error instanceof Stripe.errors.StripeError)
    return new AppError('PAYMENT_PROCESSOR_UNAVAILABLE', billingMessages.processorUnavailable);
  return error;
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toAppError(error);
  }
}

/**
 * The payment processor through the official Stripe SDK: Stripe itself, or the sandbox's
 * Stripe subset when configured so. Only processor ids and card descriptions come back out.
 */
export function createPaymentProcessor(config: PaymentsConfig) {
  const stripe = new Stripe(config.secretKey, {
    ...(config.api ?? {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });

  return {
    async createCustomer(input: {
      accountId: string;
      email: string;
      name: string;
      address?: BillingAddress;
    }): Promise<string> {
      const customer = await call(() =>
        stripe.customers.create(
          {
            email: input.email,
            name: input.name,
            metadata: { accountId: input.accountId },
            ...(input.address ? { address: toStripeAddress(input.address) } : {}),
          },
          { idempotencyKey: `stowline-customer-${input.accountId}` },
        ),
      );
      return customer.id;
    },

    /** The seller edited the billing address: the processor's customer carries it too. */
    async updateCustomerAddress(customerId: string, address: BillingAddress): Promise<void> {
      await call(() => stripe.customers.update(customerId, { address: toStripeAddress(address) }));
    },

    /** Turns the hosted field's card token into a payment method of the customer. */
    async addCard(
      customerId: string,
      cardToken: string,
      billing: { name: string; address?: BillingAddress },
    ): Promise<CardDetails> {
      const method = await call(() =>
        stripe.paymentMethods.create({
          type: 'card',
          card: { token: cardToken },
          billing_details: {
            name: billing.name,
            ...(billing.address ? { address: toStripeAddress(billing.address) } : {}),
          },
        }),
      );
      try {
        await stripe.paymentMethods.attach(method.id, { customer: customerId });
      } catch (error) {
        throw toAppError(error);
      }
      return toCardDetails(method);
    },

    async getCard(paymentMethodId: string): Promise<CardDetails> {
      return toCardDetails(await call(() => stripe.paymentMethods.retrieve(paymentMethodId)));
    },

    /** Checks the card for later off-session charges, with 3-D Secure when the bank asks for it. */
    async setUpCard(customerId: string, paymentMethodId: string, returnUrl: string): Promise<IntentOutcome> {
      try {
        const intent = await stripe.setupIntents.create({
          customer: customerId,
          payment_method: paymentMethodId,
          usage: 'off_session',
          confirm: true,
          return_url: returnUrl,
        });
        return toOutcome(intent);
      } catch (error) {
        return toFailure(error);
      }
    },

    async getSetupOutcome(setupIntentId: string): Promise<IntentOutcome> {
      return toOutcome(await call(() => stripe.setupIntents.retrieve(setupIntentId)));
    },

    async setDefaultCard(customerId: string, paymentMethodId: string): Promise<void> {
      await call(() =>
        stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } }),
      );
    },

    async removeCard(paymentMethodId: string): Promise<void> {
      await call(() => stripe.paymentMethods.detach(paymentMethodId));
    },

    /**
     * Charges one subscription period off-session. The idempotency key names the period, so
     * a retried or doubly-run job gets the same payment intent back instead of a second charge.
     */
    async chargePeriod(input: {
      customerId: string;
      paymentMethodId: string;
      amountCents: number;
      currency: string;
      idempotencyKey: string;
      description: string;
      metadata: Record<string, string>;
    }): Promise<IntentOutcome> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            // No one is there to be redirected: only cards, or Stripe refuses the charge on an
            // account with redirect-based methods on ("A `return_url` must be specified...").
            allowed_payment_method_types: ['card'],
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toOutcome(intent);
      } catch (error) {
        return toFailure(error);
      }
    },

    /** Retry Payment Now: the seller is present, so the bank may ask for 3-D Secure. */
    async confirmPayment(paymentIntentId: string, paymentMethodId: string, returnUrl: string): Promise<IntentOutcome> {
      try {
        const current = await stripe.paymentIntents.retrieve(paymentIntentId);
        if (current.status === 'succeeded') return toOutcome(current);
        return toOutcome(
          await stripe.paymentIntents.confirm(paymentIntentId, {
            payment_method: paymentMethodId,
            return_url: returnUrl,
          }),
        );
      } catch (error) {
        return toFailure(error);
      }
    },

    async getPaymentOutcome(paymentIntentId: string): Promise<IntentOutcome> {
      return toOutcome(await call(() => stripe.paymentIntents.retrieve(paymentIntentId)));
    },
  };
}
export type PaymentProcessor = ReturnType<typeof createPaymentProcessor>;

function toCardDetails(method: Stripe.PaymentMethod): CardDetails {
  const card = method.card;
  if (!card) throw new AppError('VALIDATION', billingMessages.cardDetailsMissing);
  return {
    paymentMethodId: method.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

function toStripeAddress(address: BillingAddress) {
  return {
    line1: address.addressLine1,
    line2: address.addressLine2 || undefined,
    city: address.city,
    state: address.state,
    postal_code: address.postalCode,
    country: address.country,
  };
}
