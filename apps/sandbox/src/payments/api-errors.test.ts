import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, startTestSandbox } from '../test-support/harness.js';
import { callApi, errorOf, stripeFor } from '../test-support/payments.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
let stripe: Stripe;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  stripe = stripeFor(sandbox);
});
afterAll(() => sandbox.close());

describe('authentication', () => {
  it('refuses a wrong secret key with 401 (StripeAuthenticationError), masking the key', async () => {
    const error = await errorOf(stripeFor(sandbox, 'sk_test_not_the_right_key').customers.create({}));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({
      statusCode: 401,
      rawType: 'invalid_request_error',
      message: 'Invalid API Key provided: sk_test_*************_key',
    });
  });

  it('refuses no key and the publishable key on secret-key endpoints', async () => {
    const none = await callApi(sandbox, 'GET', '/v1/customers/cus_x', { key: null });
    expect(none.status).toBe(401);
    expect(none.body.error.message).toMatch(/^You did not provide an API key/);
    const publishable = await callApi(sandbox, 'POST', '/v1/payment_intents', {
      key: sandbox.options.paymentsPublishableKey,
      body: { amount: '100', currency: 'usd' },
    });
    expect(publishable.status).toBe(401);
    expect(publishable.body.error.message).toMatch(/publishable API key/);
  });

  it('accepts Basic auth with the key as user name, as Stripe does', async () => {
    const basic = Buffer.from(`${sandbox.options.paymentsSecretKey}:`).toString('base64');
    const answer = await callApi(sandbox, 'POST', '/v1/customers', {
      key: null,
      body: {},
      headers: { authorization: `Basic ${basic}` },
    });
    expect(answer.status).toBe(200);
  });
});

describe('unknown ids', () => {
  it.each([
    ['payment_intent', (s: Stripe) => s.paymentIntents.retrieve('pi_missing'), "No such payment_intent: 'pi_missing'"],
    ['setup intent', (s: Stripe) => s.setupIntents.retrieve('seti_missing'), "No such setupintent: 'seti_missing'"],
    ['customer', (s: Stripe) => s.customers.retrieve('cus_missing'), "No such customer: 'cus_missing'"],
    ['payment method', (s: Stripe) => s.paymentMethods.retrieve('pm_missing'), "No such PaymentMethod: 'pm_missing'"],
    ['confirm', (s: Stripe) => s.paymentIntents.confirm('pi_missing'), "No such payment_intent: 'pi_missing'"],
  ])('%s: 404 resource_missing', async (_name, call, message) => {
    const error = await errorOf(call(stripe));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id', message });
  });

  it('unknown paths answer a Stripe-shaped 404', async () => {
    const answer = await callApi(sandbox, 'GET', '/v1/charges/ch_1');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ type: 'invalid_request_error' });
    expect(answer.body.error.message).toMatch(/^Unrecognized request URL \(GET: \/v1\/charges\/ch_1\)/);
  });
});

describe('bad input is a 400, never a 500', () => {
  it.each([
    ['a JSON body', '/v1/customers', '{"email":"a@b.c"}', 'application/json'],
    ['a text body', '/v1/customers', 'hello', 'text/plain'],
    ['a name both a value and a container', '/v1/customers', 'metadata=x&metadata[a]=1', undefined],
    ['an unclosed bracket', '/v1/customers', 'metadata[a=1', undefined],
    ['a __proto__ parameter', '/v1/customers', '__proto__[admin]=1', undefined],
    ['deep nesting', '/v1/customers', 'a[b][c][d][e][f][g]=1', undefined],
    ['an unknown parameter', '/v1/customers', 'nickname=x', undefined],
    ['an unknown nested parameter', '/v1/customers', 'address[planet]=Mars', undefined],
    ['metadata that is not a hash', '/v1/customers', 'metadata[a][b]=1', undefined],
    ['a string where a hash is expected', '/v1/customers', 'address=somewhere', undefined],
    ['a hash where a string is expected', '/v1/customers', 'email[x]=1', undefined],
    ['a metadata key over 40 characters', '/v1/customers', `metadata[${'k'.repeat(41)}]=1`, undefined],
    ['a non-integer amount', '/v1/payment_intents', 'amount=ten&currency=usd', undefined],
    ['an empty amount', '/v1/payment_intents', 'amount=&currency=usd', undefined],
    ['a non-boolean confirm', '/v1/payment_intents', 'amount=1000&currency=usd&confirm=yes', undefined],
    [
      'a list that is not a list',
      '/v1/payment_intents',
      'amount=1000&currency=usd&payment_method_types=card',
      undefined,
    ],
    [
      'another payment method type',
      '/v1/payment_intents',
      'amount=1000&currency=usd&payment_method_types[0]=sepa_debit',
      undefined,
    ],
    [
      'a javascript: return_url',
      '/v1/payment_intents',
      'amount=1000&currency=usd&return_url=javascript:alert(1)',
      undefined,
    ],
    ['a return_url that is not a URL', '/v1/setup_intents', 'return_url=not a url', undefined],
    ['expand', '/v1/customers', 'expand[0]=default_source', undefined],
    ['a payment method type other than card', '/v1/payment_methods', 'type=sepa_debit', undefined],
    ['a payment method without card', '/v1/payment_methods', 'type=card', undefined],
    ['an unknown token', '/v1/payment_methods', 'type=card&card[token]=tok_nope', undefined],
    ['a token request without card', '/v1/tokens', 'key=pk_test_sandbox', undefined],
    ['a token request with a list as number', '/v1/tokens', 'key=pk_test_sandbox&card[number][0]=4242', undefined],
  ])('%s', async (_name, path, body, contentType) => {
    const answer = await callApi(sandbox, 'POST', path, { body, contentType });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.error.type).toBe('invalid_request_error');
    expect(typeof answer.body.error.message).toBe('string');
  });

  it('names the parameter at fault, like Stripe', async () => {
    const unknown = await callApi(sandbox, 'POST', '/v1/customers', { body: 'address[planet]=Mars' });
    expect(unknown.body.error).toMatchObject({
      code: 'parameter_unknown',
      param: 'address[planet]',
      message: 'Received unknown parameter: address[planet]',
    });
    const missing = await callApi(sandbox, 'POST', '/v1/payment_methods/pm_card_visa/attach', { body: {} });
    expect(missing.body.error).toMatchObject({
      code: 'parameter_missing',
      param: 'customer',
      message: 'Missing required param: customer.',
    });
  });

  it('GET query strings are read the same way', async () => {
    const customer = await stripe.customers.create({});
    const answer = await callApi(sandbox, 'GET', `/v1/customers/${customer.id}/payment_methods?limit=500`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.param).toBe('limit');
    const broken = await callApi(sandbox, 'GET', `/v1/customers/${customer.id}/payment_methods?a[b=1`);
    expect(broken.status).toBe(400);
  });

  it('every answer carries a Request-Id, and the consent page still reads its plain forms', async () => {
    const answer = await callApi(sandbox, 'POST', '/v1/customers', { body: {} });
    expect(answer.headers.get('request-id')).toMatch(/^req_\w{14}$/);
    const consent = await fetch(
      `${sandbox.url}/apps/authorize/consent`,
      form({
        application_id: sandbox.options.applicationId,
        state: 's',
        redirect_uri: 'https://app.example.test/cb',
        email: 'small@demo.sandbox',
        password: 'sandbox',
      }),
    );
    expect(consent.status).toBe(200);
    expect(await consent.text()).toContain('>Authorize</button>');
  });
});
