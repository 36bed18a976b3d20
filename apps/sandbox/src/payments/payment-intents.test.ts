import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from '../test-support/harness.js';
import { callApi, createCardToken, errorOf, RETURN_URL, saveCard, stripeFor } from '../test-support/payments.js';
import type { Sandbox } from '../types.js';
import { passChallenge } from './challenge-client.js';

let sandbox: Sandbox;
let stripe: Stripe;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  stripe = stripeFor(sandbox);
});
afterAll(() => sandbox.close());

/** A saved card that went through a SetupIntent (3-D Secure completed where the card asks for it). */
async function setUpCard(number: string) {
  const { customer, paymentMethod } = await saveCard(sandbox, stripe, number);
  const intent = await stripe.setupIntents.create({
    customer: customer.id,
    payment_method: paymentMethod.id,
    confirm: true,
    usage: 'off_session',
    return_url: RETURN_URL,
  });
  if (intent.status === 'requires_action') await passChallenge(intent.next_action!.redirect_to_url!.url!, 'complete');
  return { customer, paymentMethod };
}

function chargeOffSession(customer: string, paymentMethod: string, amount = 2500, options?: Stripe.RequestOptions) {
  return stripe.paymentIntents.create(
    {
      amount,
      currency: 'usd',
      customer,
      payment_method: paymentMethod,
      off_session: true,
      confirm: true,
      allowed_payment_method_types: ['card'],
      description: 'Monthly plan',
      metadata: { invoice: 'inv_1' },
    },
    options,
  );
}

describe('off-session payments', () => {
  it.each([
    '4242424242424242',
    '5555555555554444',
    '378282246310005',
    '6011111111111117',
    '3566002020360505',
    '4000002500003155',
  ])('%s is charged', async (number) => {
    const { customer, paymentMethod } = await setUpCard(number);
    const intent = await chargeOffSession(customer.id, paymentMethod.id);
    expect(intent.id).toMatch(/^pi_\w{24}$/);
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 2500,
      amount_received: 2500,
      currency: 'usd',
      customer: customer.id,
      payment_method: paymentMethod.id,
      last_payment_error: null,
      next_action: null,
      livemode: false,
      description: 'Monthly plan',
      metadata: { invoice: 'inv_1' },
    });
    expect(intent.latest_charge).toMatch(/^ch_\w{24}$/);
    expect(sandbox.payments.successfulCharges(customer.id)).toBe(1);
    expect(sandbox.payments.paymentIntents(customer.id)).toEqual([
      expect.objectContaining({
        id: intent.id,
        status: 'succeeded',
        amount: 2500,
        amountReceived: 2500,
        offSession: true,
      }),
    ]);
  });

  it.each([
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000341', 'generic_decline', 'Your card was declined.'],
  ])('%s is declined (%s) with the intent and the card in the error', async (number, declineCode, message) => {
    const { customer, paymentMethod } = await setUpCard(number);
    const error = await errorOf(chargeOffSession(customer.id, paymentMethod.id));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      statusCode: 402,
      type: 'StripeCardError',
      rawType: 'card_error',
      code: 'card_declined',
      decline_code: declineCode,
      message,
    });
    expect(error.charge).toMatch(/^ch_/);
    expect(error.doc_url).toContain('card-declined');
    expect(error.payment_intent).toMatchObject({
      object: 'payment_intent',
      status: 'requires_payment_method',
      payment_method: null,
      amount_received: 0,
    });
    expect(error.payment_intent.last_payment_error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: declineCode,
      message,
    });
    expect(error.payment_intent.last_payment_error.payment_method.id).toBe(paymentMethod.id);
    expect(error.payment_method).toMatchObject({ id: paymentMethod.id, object: 'payment_method' });
    expect((await stripe.paymentIntents.retrieve(error.payment_intent.id)).status).toBe('requires_payment_method');
    expect(sandbox.payments.successfulCharges(customer.id)).toBe(0);
  });

  it('4000000000000002 is declined even when not saved', async () => {
    const customer = await stripe.customers.create({});
    const token = await createCardToken(sandbox, '4000000000000002');
    const method = await stripe.paymentMethods.create({ type: 'card', card: { token: token.id } });
    const error = await errorOf(chargeOffSession(customer.id, method.id));
    expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' });
  });

  it('4000002760003184 needs authentication; the customer confirms on-session, passes 3-D Secure and is charged', async () => {
    const { customer, paymentMethod } = await setUpCard('4000002760003184');
    const error = await errorOf(chargeOffSession(customer.id, paymentMethod.id, 4900));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      statusCode: 402,
      code: 'authentication_required',
      decline_code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    });
    expect(error.payment_intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'authentication_required' },
    });
    const intentId = error.payment_intent.id as string;

    // Back on-session: confirm with the card from the error and a return_url.
    const confirmed = await stripe.paymentIntents.confirm(intentId, {
      payment_method: error.payment_intent.last_payment_error.payment_method.id,
      return_url: RETURN_URL,
    });
    expect(confirmed.status).toBe('requires_action');
    expect(confirmed.next_action).toMatchObject({
      type: 'redirect_to_url',
      redirect_to_url: { return_url: RETURN_URL },
    });
    const page = await (await fetch(confirmed.next_action!.redirect_to_url!.url!)).text();
    expect(page).toContain('$49.00');

    const back = await passChallenge(confirmed.next_action!.redirect_to_url!.url!, 'complete');
    expect(Object.fromEntries(back!.searchParams)).toEqual({
      from: 'test',
      payment_intent: intentId,
      payment_intent_client_secret: confirmed.client_secret,
      redirect_status: 'succeeded',
    });
    const paid = await stripe.paymentIntents.retrieve(intentId);
    expect(paid).toMatchObject({
      status: 'succeeded',
      amount_received: 4900,
      payment_method: paymentMethod.id,
      last_payment_error: null,
      next_action: null,
    });
    expect(sandbox.payments.successfulCharges(customer.id)).toBe(1);
  });

  it('Fail on the 3-D Secure page leaves requires_payment_method with payment_intent_authentication_failure', async () => {
    const { customer, paymentMethod } = await setUpCard('4000002760003184');
    const intent = await stripe.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      customer: customer.id,
      payment_method: paymentMethod.id,
      confirm: true,
      return_url: RETURN_URL,
    });
    expect(intent.status).toBe('requires_action');
    const back = await passChallenge(intent.next_action!.redirect_to_url!.url!, 'fail');
    expect(back!.searchParams.get('redirect_status')).toBe('failed');
    const failed = await stripe.paymentIntents.retrieve(intent.id);
    expect(failed).toMatchObject({ status: 'requires_payment_method', payment_method: null, amount_received: 0 });
    expect(failed.last_payment_error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
    });
    expect(sandbox.payments.successfulCharges(customer.id)).toBe(0);
  });

  it('4000002500003155 saved without a setup intent needs authentication off-session', async () => {
    const { customer, paymentMethod } = await saveCard(sandbox, stripe, '4000002500003155');
    const error = await errorOf(chargeOffSession(customer.id, paymentMethod.id));
    expect(error).toMatchObject({ statusCode: 402, code: 'authentication_required' });
  });

  it('on-session payments with a 3-D Secure card ask for the challenge, also without return_url', async () => {
    const { customer, paymentMethod } = await setUpCard('4000002500003155');
    const intent = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      payment_method: paymentMethod.id,
      confirm: true,
      allowed_payment_method_types: ['card'],
    });
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action?.redirect_to_url?.return_url).toBeNull();
    expect(await passChallenge(intent.next_action!.redirect_to_url!.url!, 'complete')).toBeNull();
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('test helpers answer a challenge without a browser', async () => {
    const { customer, paymentMethod } = await setUpCard('4000002760003184');
    const intent = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      payment_method: paymentMethod.id,
      confirm: true,
      return_url: RETURN_URL,
    });
    const answered = sandbox.payments.authorizeChallenge(intent.id, 'complete');
    expect(answered.status).toBe('succeeded');
    expect(new URL(answered.redirectUrl!).searchParams.get('payment_intent')).toBe(intent.id);
    expect(() => sandbox.payments.authorizeChallenge(intent.id, 'complete')).toThrow(/No 3-D Secure challenge/);
  });
});

describe('payment intent life cycle', () => {
  it('create, then confirm; a second confirm is refused', async () => {
    const { customer, paymentMethod } = await setUpCard('4242424242424242');
    const created = await stripe.paymentIntents.create({
      amount: 700,
      currency: 'usd',
      customer: customer.id,
      allowed_payment_method_types: ['card'],
    });
    expect(created).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      latest_charge: null,
      amount_received: 0,
      allowed_payment_method_types: ['card'],
      payment_method_types: ['card'],
    });
    // The older parameter name (API versions before 2026-10-28) is accepted too.
    const older = await callApi(sandbox, 'POST', '/v1/payment_intents', {
      body: { amount: '700', currency: 'usd', 'payment_method_types[0]': 'card' },
    });
    expect(older.body).toMatchObject({ status: 'requires_payment_method', payment_method_types: ['card'] });
    const confirmed = await stripe.paymentIntents.confirm(created.id, {
      payment_method: paymentMethod.id,
      off_session: true,
    });
    expect(confirmed.status).toBe('succeeded');
    const again = await errorOf(stripe.paymentIntents.confirm(created.id, { payment_method: paymentMethod.id }));
    expect(again).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('can be canceled before it succeeds', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 700, currency: 'usd', payment_method: 'pm_card_visa' });
    expect(intent.status).toBe('requires_confirmation');
    const canceled = await stripe.paymentIntents.cancel(intent.id);
    expect(canceled.status).toBe('canceled');
    expect(typeof canceled.canceled_at).toBe('number');
  });

  it('a card paid with while attached to no customer cannot be used again', async () => {
    const method = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    const cardOnly = { allowed_payment_method_types: ['card'] };
    await stripe.paymentIntents.create({
      amount: 700,
      currency: 'usd',
      payment_method: method.id,
      confirm: true,
      ...cardOnly,
    });
    const error = await errorOf(
      stripe.paymentIntents.create({
        amount: 700,
        currency: 'usd',
        payment_method: method.id,
        confirm: true,
        ...cardOnly,
      }),
    );
    expect(error).toMatchObject({ statusCode: 400, param: 'payment_method' });
  });

  it('refuse an intent confirmed without return_url unless it is limited to methods that never redirect, as Stripe does', async () => {
    const { customer, paymentMethod } = await setUpCard('4242424242424242');
    const charge = { amount: 900, currency: 'usd', customer: customer.id, payment_method: paymentMethod.id };
    const refused = await errorOf(stripe.paymentIntents.create({ ...charge, off_session: true, confirm: true }));
    expect(refused).toMatchObject({ statusCode: 400, param: 'return_url' });
    expect(refused.message).toMatch(/^A `return_url` must be specified because this Payment Intent/);
    const noRedirects = { enabled: true, allow_redirects: 'never' } as const;
    for (const limit of [{ allowed_payment_method_types: ['card'] }, { automatic_payment_methods: noRedirects }]) {
      const paid = await stripe.paymentIntents.create({ ...charge, off_session: true, confirm: true, ...limit });
      expect(paid.status).toBe('succeeded');
    }
  });

  it('checks amounts and currencies like Stripe', async () => {
    expect(await errorOf(stripe.paymentIntents.create({ amount: 10, currency: 'usd' }))).toMatchObject({
      statusCode: 400,
      code: 'amount_too_small',
      param: 'amount',
      message: 'Amount must be at least $0.50 usd',
    });
    expect(await errorOf(stripe.paymentIntents.create({ amount: 100_000_000, currency: 'usd' }))).toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
    });
    expect(await errorOf(stripe.paymentIntents.create({ amount: 1000, currency: 'xyz' }))).toMatchObject({
      statusCode: 400,
      param: 'currency',
    });
    expect(await errorOf(stripe.paymentIntents.create({ amount: 12.5, currency: 'usd' }))).toMatchObject({
      statusCode: 400,
      code: 'parameter_invalid_integer',
      param: 'amount',
    });
    expect(
      await errorOf(stripe.paymentIntents.create({ currency: 'usd' } as Stripe.PaymentIntentCreateParams)),
    ).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'amount' });
    expect(
      await errorOf(stripe.paymentIntents.create({ amount: 1000, currency: 'usd', off_session: true })),
    ).toMatchObject({ statusCode: 400, param: 'off_session' });
  });
});

describe('idempotent requests', () => {
  it('replay the first answer for the same key and parameters, and charge once', async () => {
    const { customer, paymentMethod } = await setUpCard('4242424242424242');
    const first = await chargeOffSession(customer.id, paymentMethod.id, 2500, { idempotencyKey: 'order-1' });
    const second = await chargeOffSession(customer.id, paymentMethod.id, 2500, { idempotencyKey: 'order-1' });
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect(sandbox.payments.successfulCharges(customer.id)).toBe(1);
    expect(sandbox.payments.paymentIntents(customer.id)).toHaveLength(1);
  });

  it('replay a decline too, without another attempt', async () => {
    const { customer, paymentMethod } = await setUpCard('4000000000009995');
    const first = await errorOf(chargeOffSession(customer.id, paymentMethod.id, 2500, { idempotencyKey: 'order-2' }));
    const second = await errorOf(chargeOffSession(customer.id, paymentMethod.id, 2500, { idempotencyKey: 'order-2' }));
    expect(second).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(second.payment_intent.id).toBe(first.payment_intent.id);
    expect(second.charge).toBe(first.charge);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(sandbox.payments.paymentIntents(customer.id)).toHaveLength(1);
  });

  it('refuse the same key with other parameters or on another endpoint', async () => {
    const { customer, paymentMethod } = await setUpCard('4242424242424242');
    await chargeOffSession(customer.id, paymentMethod.id, 2500, { idempotencyKey: 'order-3' });
    const otherAmount = await errorOf(
      chargeOffSession(customer.id, paymentMethod.id, 2600, { idempotencyKey: 'order-3' }),
    );
    expect(otherAmount).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(otherAmount).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
    expect(otherAmount.message).toMatch(
      /^Keys for idempotent requests can only be used with the same parameters they were first used with/,
    );
    const otherEndpoint = await errorOf(
      stripe.customers.create({ email: 'x@example.test' }, { idempotencyKey: 'order-3' }),
    );
    expect(otherEndpoint).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(sandbox.payments.successfulCharges(customer.id)).toBe(1);
  });

  it('are not kept for refused input, and name the original request', async () => {
    const missing = await callApi(sandbox, 'POST', '/v1/payment_intents', {
      body: { currency: 'usd' },
      headers: { 'idempotency-key': 'order-4' },
    });
    expect(missing.status).toBe(400);
    const fixed = await callApi(sandbox, 'POST', '/v1/payment_intents', {
      body: { amount: '1000', currency: 'usd' },
      headers: { 'idempotency-key': 'order-4' },
    });
    expect(fixed.status).toBe(200);
    const replayed = await callApi(sandbox, 'POST', '/v1/payment_intents', {
      body: { currency: 'usd', amount: '1000' },
      headers: { 'idempotency-key': 'order-4' },
    });
    expect(replayed.body.id).toBe(fixed.body.id);
    expect(replayed.headers.get('original-request')).toBe(fixed.headers.get('request-id'));
    const tooLong = await callApi(sandbox, 'POST', '/v1/customers', {
      body: {},
      headers: { 'idempotency-key': 'k'.repeat(256) },
    });
    expect(tooLong.status).toBe(400);
  });
});
