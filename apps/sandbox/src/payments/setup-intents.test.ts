import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from '../test-support/harness.js';
import { createCardToken, errorOf, RETURN_URL, stripeFor } from '../test-support/payments.js';
import type { Sandbox } from '../types.js';
import { passChallenge } from './challenge-client.js';

let sandbox: Sandbox;
let stripe: Stripe;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  stripe = stripeFor(sandbox);
});
afterAll(() => sandbox.close());

/** A customer and an unattached card payment method, as the checkout page hands them over. */
async function customerWithCard(number: string) {
  const customer = await stripe.customers.create({ email: 'sam@example.test' });
  const token = await createCardToken(sandbox, number);
  const paymentMethod = await stripe.paymentMethods.create({ type: 'card', card: { token: token.id } });
  return { customer, paymentMethod };
}

function setUp(customer: string, paymentMethod: string, extra: Partial<Stripe.SetupIntentCreateParams> = {}) {
  return stripe.setupIntents.create({
    customer,
    payment_method: paymentMethod,
    confirm: true,
    usage: 'off_session',
    allowed_payment_method_types: ['card'],
    return_url: RETURN_URL,
    metadata: { purpose: 'test' },
    ...extra,
  });
}

describe('setup intents', () => {
  it.each([
    '4242424242424242',
    '5555555555554444',
    '378282246310005',
    '6011111111111117',
    '4000000000009995',
    '4000000000000341',
  ])('%s sets up and is attached to the customer', async (number) => {
    const { customer, paymentMethod } = await customerWithCard(number);
    const intent = await setUp(customer.id, paymentMethod.id);
    expect(intent.id).toMatch(/^seti_\w{24}$/);
    expect(intent).toMatchObject({
      object: 'setup_intent',
      status: 'succeeded',
      customer: customer.id,
      payment_method: paymentMethod.id,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      payment_method_types: ['card'],
      next_action: null,
      last_setup_error: null,
      livemode: false,
      metadata: { purpose: 'test' },
    });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`));
    const saved = await stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(saved.data.map((method) => method.id)).toEqual([paymentMethod.id]);
    expect(saved.data[0]!.card?.checks?.cvc_check).toBe('pass');
  });

  it('goes requires_payment_method → requires_confirmation → succeeded in steps', async () => {
    const { customer, paymentMethod } = await customerWithCard('4242424242424242');
    const bare = await stripe.setupIntents.create({ customer: customer.id });
    expect(bare).toMatchObject({ status: 'requires_payment_method', payment_method: null });
    const confirmed = await stripe.setupIntents.confirm(bare.id, { payment_method: paymentMethod.id });
    expect(confirmed.status).toBe('succeeded');

    const pending = await stripe.setupIntents.create({ customer: customer.id, payment_method: 'pm_card_visa' });
    expect(pending.status).toBe('requires_confirmation');
    expect((await stripe.setupIntents.confirm(pending.id)).status).toBe('succeeded');
    const again = await errorOf(stripe.setupIntents.confirm(pending.id));
    expect(again).toMatchObject({ statusCode: 400, code: 'setup_intent_unexpected_state' });
  });

  it('a declined card answers 402 with the setup intent, left in requires_payment_method', async () => {
    const { customer, paymentMethod } = await customerWithCard('4000000000000002');
    const error = await errorOf(setUp(customer.id, paymentMethod.id));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      statusCode: 402,
      type: 'StripeCardError',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(error.setup_intent).toMatchObject({
      object: 'setup_intent',
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect(error.setup_intent.last_setup_error.payment_method.id).toBe(paymentMethod.id);
    expect(error.payment_method.id).toBe(paymentMethod.id);
    const stored = await stripe.setupIntents.retrieve(error.setup_intent.id);
    expect(stored.status).toBe('requires_payment_method');
    expect(sandbox.payments.customer(customer.id)?.paymentMethods).toEqual([]);
  });

  it.each(['4000002760003184', '4000002500003155'])(
    '%s needs 3-D Secure; Complete sets it up and redirects back with Stripe’s parameters',
    async (number) => {
      const { customer, paymentMethod } = await customerWithCard(number);
      const intent = await setUp(customer.id, paymentMethod.id);
      expect(intent.status).toBe('requires_action');
      expect(intent.next_action?.type).toBe('redirect_to_url');
      expect(intent.next_action?.redirect_to_url?.return_url).toBe(RETURN_URL);
      const challengeUrl = intent.next_action!.redirect_to_url!.url!;
      expect(challengeUrl).toBe(`${sandbox.url}/3ds/challenge/${intent.id}?client_secret=${intent.client_secret}`);

      const back = await passChallenge(challengeUrl, 'complete');
      expect(back!.origin + back!.pathname).toBe('https://app.example.test/billing/return');
      expect(Object.fromEntries(back!.searchParams)).toEqual({
        from: 'test',
        setup_intent: intent.id,
        setup_intent_client_secret: intent.client_secret,
        redirect_status: 'succeeded',
      });
      const done = await stripe.setupIntents.retrieve(intent.id);
      expect(done).toMatchObject({ status: 'succeeded', next_action: null, payment_method: paymentMethod.id });
      expect((await stripe.paymentMethods.retrieve(paymentMethod.id)).customer).toBe(customer.id);
    },
  );

  it('Fail on the 3-D Secure page leaves requires_payment_method with an authentication failure', async () => {
    const { customer, paymentMethod } = await customerWithCard('4000002760003184');
    const intent = await setUp(customer.id, paymentMethod.id);
    const back = await passChallenge(intent.next_action!.redirect_to_url!.url!, 'fail');
    expect(back!.searchParams.get('setup_intent')).toBe(intent.id);
    expect(back!.searchParams.get('redirect_status')).toBe('failed');
    const failed = await stripe.setupIntents.retrieve(intent.id);
    expect(failed).toMatchObject({ status: 'requires_payment_method', payment_method: null, next_action: null });
    expect(failed.last_setup_error).toMatchObject({
      type: 'invalid_request_error',
      code: 'setup_intent_authentication_failure',
    });
    expect(failed.last_setup_error?.payment_method?.id).toBe(paymentMethod.id);
    expect(sandbox.payments.customer(customer.id)?.paymentMethods).toEqual([]);
  });

  it('can be canceled until it succeeds', async () => {
    const { customer, paymentMethod } = await customerWithCard('4000002760003184');
    const intent = await setUp(customer.id, paymentMethod.id);
    const canceled = await stripe.setupIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned', next_action: null });
    expect((await fetch(intent.next_action!.redirect_to_url!.url!)).status).toBe(400);
  });

  it('refuses to confirm without a payment method, with an unknown customer or another customer’s card', async () => {
    const { customer } = await customerWithCard('4242424242424242');
    expect(
      await errorOf(stripe.setupIntents.create({ customer: customer.id, confirm: true, return_url: RETURN_URL })),
    ).toMatchObject({
      statusCode: 400,
      param: 'payment_method',
    });
    expect(await errorOf(stripe.setupIntents.create({ customer: 'cus_nobody' }))).toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'customer',
      message: "No such customer: 'cus_nobody'",
    });
    const other = await stripe.customers.create({});
    const theirs = await stripe.paymentMethods.attach('pm_card_visa', { customer: other.id });
    expect(await errorOf(setUp(customer.id, theirs.id))).toMatchObject({ statusCode: 400, param: 'payment_method' });
  });
});
