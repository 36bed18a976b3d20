import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, startTestSandbox } from '../test-support/harness.js';
import {
  callApi,
  createCardToken,
  errorOf,
  EXP_YEAR,
  postCardToken,
  saveCard,
  stripeFor,
} from '../test-support/payments.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
let stripe: Stripe;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  stripe = stripeFor(sandbox);
});
afterAll(() => sandbox.close());

describe('card tokens (POST /v1/tokens with the publishable key)', () => {
  it.each([
    ['4242424242424242', 'Visa', 'visa'],
    ['5555555555554444', 'MasterCard', 'mastercard'],
    ['378282246310005', 'American Express', 'amex'],
    ['6011111111111117', 'Discover', 'discover'],
    ['4000000000000002', 'Visa', 'visa'],
    ['4000000000009995', 'Visa', 'visa'],
    ['4000000000000341', 'Visa', 'visa'],
    ['4000002760003184', 'Visa', 'visa'],
    ['4000002500003155', 'Visa', 'visa'],
    ['3566002020360505', 'Unknown', 'unknown'],
  ])('%s makes a %s token and a %s payment method', async (number, tokenBrand, methodBrand) => {
    const token = await createCardToken(sandbox, number);
    expect(token).toMatchObject({ object: 'token', type: 'card', used: false, livemode: false });
    expect(token.id).toMatch(/^tok_\w{24}$/);
    expect(token.card).toMatchObject({
      object: 'card',
      brand: tokenBrand,
      last4: number.slice(-4),
      exp_month: 12,
      exp_year: EXP_YEAR,
      funding: 'credit',
      country: 'US',
      cvc_check: 'unchecked',
      name: 'Jane Doe',
    });
    expect(token.card!.id).toMatch(/^card_/);

    const method = await stripe.paymentMethods.create({
      type: 'card',
      card: { token: token.id },
      metadata: { source: 'test' },
    });
    expect(method.id).toMatch(/^pm_\w{24}$/);
    expect(method).toMatchObject({
      object: 'payment_method',
      type: 'card',
      customer: null,
      livemode: false,
      metadata: { source: 'test' },
    });
    expect(method.card).toMatchObject({
      brand: methodBrand,
      last4: number.slice(-4),
      exp_month: 12,
      exp_year: EXP_YEAR,
      funding: 'credit',
      country: 'US',
      checks: { cvc_check: 'unchecked' },
    });
    expect(method.billing_details.name).toBe('Jane Doe');
    expect(typeof method.created).toBe('number');
  });

  it('answers the card fields cross-origin, and only on /v1/tokens', async () => {
    const preflight = await callApi(sandbox, 'OPTIONS', '/v1/tokens', {
      key: null,
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const token = await postCardToken(sandbox, { number: '4242424242424242' });
    expect(token.headers.get('access-control-allow-origin')).toBe('*');
    const customer = await callApi(sandbox, 'POST', '/v1/customers', { body: {} });
    expect(customer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes the key as a form field, as Stripe.js sends it, and the secret key too', async () => {
    const viaField = await callApi(sandbox, 'POST', '/v1/tokens', {
      key: null,
      body: { 'cvc_update[cvc]': '123', key: sandbox.options.paymentsPublishableKey },
    });
    expect(viaField.status).toBe(200);
    expect(viaField.body).toMatchObject({ object: 'token', type: 'cvc_update' });
    expect(viaField.body.id).toMatch(/^cvctok_/);
    expect(
      (await postCardToken(sandbox, { number: '4242424242424242' }, sandbox.options.paymentsSecretKey)).status,
    ).toBe(200);
    const none = await postCardToken(sandbox, { number: '4242424242424242' }, null);
    expect(none.status).toBe(401);
    expect(none.body.error.type).toBe('invalid_request_error');
  });

  it.each([
    [{ number: '4242424242424241' }, 'incorrect_number', 'number', 'Your card number is incorrect.'],
    [{ number: '42424242424242' }, 'incorrect_number', 'number', 'Your card number is incorrect.'],
    [{ number: 'abcd' }, 'incorrect_number', 'number', 'Your card number is incorrect.'],
    [
      { number: '4242424242424242', exp_month: '13' },
      'invalid_expiry_month',
      'exp_month',
      "Your card's expiration month is invalid.",
    ],
    [
      { number: '4242424242424242', exp_month: 'ab' },
      'invalid_expiry_month',
      'exp_month',
      "Your card's expiration month is invalid.",
    ],
    [
      { number: '4242424242424242', exp_year: '2015' },
      'invalid_expiry_year',
      'exp_year',
      "Your card's expiration year is invalid.",
    ],
    [
      { number: '4242424242424242', exp_year: String(new Date().getUTCFullYear() + 51) },
      'invalid_expiry_year',
      'exp_year',
      "Your card's expiration year is invalid.",
    ],
    [{ number: '4242424242424242', cvc: '1234' }, 'invalid_cvc', 'cvc', "Your card's security code is invalid."],
    [{ number: '378282246310005', cvc: '123' }, 'invalid_cvc', 'cvc', "Your card's security code is invalid."],
  ])('refuses %j with %s', async (card, code, param, message) => {
    const answer = await postCardToken(sandbox, card);
    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({ type: 'card_error', code, param, message });
  });

  it('refuses an expired card', async () => {
    const clock = createTestClock();
    clock.advance(Date.UTC(2030, 5, 15) - clock.now());
    const dated = await startTestSandbox({}, clock);
    try {
      const expired = await postCardToken(dated, { number: '4242424242424242', exp_month: '5', exp_year: '2030' });
      expect(expired.status).toBe(402);
      expect(expired.body.error).toMatchObject({
        type: 'card_error',
        code: 'expired_card',
        message: 'Your card has expired.',
      });
      expect(
        (await postCardToken(dated, { number: '4242424242424242', exp_month: '6', exp_year: '30' })).body.card.exp_year,
      ).toBe(2030);
    } finally {
      await dated.close();
    }
  });

  it('accepts a two-digit year and a number with spaces', async () => {
    const answer = await postCardToken(sandbox, { number: '4242 4242 4242 4242', exp_year: String(EXP_YEAR).slice(2) });
    expect(answer.status).toBe(200);
    expect(answer.body.card).toMatchObject({ last4: '4242', exp_year: EXP_YEAR, cvc_check: null });
  });

  it('uses a CVC token once, and keeps it when the card is refused', async () => {
    const cvc = await callApi(sandbox, 'POST', '/v1/tokens', {
      key: sandbox.options.paymentsPublishableKey,
      body: { 'cvc_update[cvc]': '123' },
    });
    const refused = await postCardToken(sandbox, { number: '4242424242424241', cvc_token: cvc.body.id });
    expect(refused.status).toBe(402);
    const first = await postCardToken(sandbox, { number: '4242424242424242', cvc_token: cvc.body.id });
    expect(first.status).toBe(200);
    expect(first.body.card.cvc_check).toBe('unchecked');
    const second = await postCardToken(sandbox, { number: '4242424242424242', cvc_token: cvc.body.id });
    expect(second.status).toBe(400);
    expect(second.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'token_already_used',
      param: 'card[cvc_token]',
    });
    const unknown = await postCardToken(sandbox, { number: '4242424242424242', cvc_token: 'cvctok_nope' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'resource_missing', message: "No such token: 'cvctok_nope'" });
  });

  it('checks a CVC token against the brand: 4 digits for American Express', async () => {
    const cvc = await callApi(sandbox, 'POST', '/v1/tokens', {
      key: sandbox.options.paymentsPublishableKey,
      body: { 'cvc_update[cvc]': '123' },
    });
    const amex = await postCardToken(sandbox, { number: '378282246310005', cvc_token: cvc.body.id });
    expect(amex.status).toBe(402);
    expect(amex.body.error.code).toBe('invalid_cvc');
    const badCvc = await callApi(sandbox, 'POST', '/v1/tokens', {
      key: sandbox.options.paymentsPublishableKey,
      body: { 'cvc_update[cvc]': '12' },
    });
    expect(badCvc.status).toBe(402);
    expect(badCvc.body.error).toMatchObject({ type: 'card_error', code: 'invalid_cvc' });
  });

  it('turns a token into one payment method only', async () => {
    const token = await createCardToken(sandbox, '4242424242424242');
    await stripe.paymentMethods.create({ type: 'card', card: { token: token.id } });
    const error = await errorOf(stripe.paymentMethods.create({ type: 'card', card: { token: token.id } }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, code: 'token_already_used', param: 'card[token]' });
  });

  it("knows Stripe's test tokens and test payment methods", async () => {
    const fromToken = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_mastercard' } });
    expect(fromToken.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const customer = await stripe.customers.create({});
    const attached = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    expect(attached.id).toMatch(/^pm_\w{24}$/);
    expect(attached).toMatchObject({ customer: customer.id, card: { brand: 'visa', last4: '4242' } });
  });

  it('refuses raw card numbers on the secret-key API', async () => {
    const answer = await callApi(sandbox, 'POST', '/v1/payment_methods', {
      body: {
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': String(EXP_YEAR),
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ type: 'invalid_request_error', param: 'card[number]' });
  });
});

describe('customers', () => {
  it('are created, read and updated with metadata', async () => {
    const created = await stripe.customers.create({
      email: 'ann@example.test',
      name: 'Ann',
      address: { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
      metadata: { userId: '7', plan: 'pro' },
    });
    expect(created.id).toMatch(/^cus_\w{14}$/);
    expect(created).toMatchObject({
      object: 'customer',
      livemode: false,
      email: 'ann@example.test',
      name: 'Ann',
      metadata: { userId: '7', plan: 'pro' },
      invoice_settings: { default_payment_method: null },
    });
    expect(created.address).toEqual({
      line1: '1 Main St',
      line2: null,
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'US',
    });

    const updated = await stripe.customers.update(created.id, { name: 'Ann B', metadata: { plan: '', team: 'x' } });
    expect(updated).toMatchObject({ name: 'Ann B', email: 'ann@example.test', metadata: { userId: '7', team: 'x' } });
    expect(updated.metadata).not.toHaveProperty('plan');
    expect(await stripe.customers.retrieve(created.id)).toMatchObject({ id: created.id, name: 'Ann B' });
  });

  it('take a default payment method only among their own cards', async () => {
    const { customer, paymentMethod } = await saveCard(sandbox, stripe, '4242424242424242');
    const updated = await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: paymentMethod.id },
    });
    expect(updated.invoice_settings.default_payment_method).toBe(paymentMethod.id);
    const other = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    const error = await errorOf(
      stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: other.id } }),
    );
    expect(error).toMatchObject({ statusCode: 400, param: 'invoice_settings[default_payment_method]' });
    expect(sandbox.payments.customer(customer.id)?.defaultPaymentMethod).toBe(paymentMethod.id);
  });
});

describe('payment methods of a customer', () => {
  it('attach, list newest first, detach (clearing the default) and cannot come back', async () => {
    const { customer, paymentMethod: first } = await saveCard(sandbox, stripe, '4242424242424242');
    expect(first.customer).toBeNull();
    const secondToken = await createCardToken(sandbox, '5555555555554444');
    const second = await stripe.paymentMethods.create({ type: 'card', card: { token: secondToken.id } });
    const attached = await stripe.paymentMethods.attach(second.id, { customer: customer.id });
    expect(attached.customer).toBe(customer.id);
    expect(attached.card?.checks?.cvc_check).toBe('pass');

    const list = await stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(list).toMatchObject({
      object: 'list',
      has_more: false,
      url: `/v1/customers/${customer.id}/payment_methods`,
    });
    expect(list.data.map((method) => method.id)).toEqual([second.id, first.id]);
    const page = await stripe.customers.listPaymentMethods(customer.id, { type: 'card', limit: 1 });
    expect(page.has_more).toBe(true);
    const next = await stripe.customers.listPaymentMethods(customer.id, {
      type: 'card',
      limit: 1,
      starting_after: page.data[0]!.id,
    });
    expect(next.data.map((method) => method.id)).toEqual([first.id]);
    expect(next.has_more).toBe(false);

    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: first.id } });
    const detached = await stripe.paymentMethods.detach(first.id);
    expect(detached.customer).toBeNull();
    expect(
      ((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).invoice_settings.default_payment_method,
    ).toBeNull();
    expect((await stripe.customers.listPaymentMethods(customer.id)).data.map((method) => method.id)).toEqual([
      second.id,
    ]);
    const again = await errorOf(stripe.paymentMethods.attach(first.id, { customer: customer.id }));
    expect(again).toMatchObject({ statusCode: 400, param: 'payment_method' });
    expect(again.message).toContain('may not be used again');
  });

  it('cannot be attached to a second customer', async () => {
    const { paymentMethod } = await saveCard(sandbox, stripe, '4242424242424242');
    const other = await stripe.customers.create({});
    const error = await errorOf(stripe.paymentMethods.attach(paymentMethod.id, { customer: other.id }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.message).toBe('The payment method you provided has already been attached to a customer.');
  });

  it('a card that declines everything cannot be attached', async () => {
    const customer = await stripe.customers.create({});
    const token = await createCardToken(sandbox, '4000000000000002');
    const method = await stripe.paymentMethods.create({ type: 'card', card: { token: token.id } });
    const error = await errorOf(stripe.paymentMethods.attach(method.id, { customer: customer.id }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(sandbox.payments.customer(customer.id)?.paymentMethods).toEqual([]);
  });

  it.each(['4000000000009995', '4000000000000341', '4000002760003184', '4000002500003155'])(
    '%s attaches',
    async (number) => {
      const { customer, paymentMethod } = await saveCard(sandbox, stripe, number);
      expect((await stripe.paymentMethods.retrieve(paymentMethod.id)).customer).toBe(customer.id);
    },
  );
});
