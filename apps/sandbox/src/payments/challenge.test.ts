import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, startTestSandbox } from '../test-support/harness.js';
import { RETURN_URL, saveCard, stripeFor } from '../test-support/payments.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
let stripe: Stripe;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  stripe = stripeFor(sandbox);
});
afterAll(() => sandbox.close());

async function pendingPayment(amount = 1234) {
  const { customer, paymentMethod } = await saveCard(sandbox, stripe, '4000002760003184');
  const intent = await stripe.paymentIntents.create({
    amount,
    currency: 'usd',
    customer: customer.id,
    payment_method: paymentMethod.id,
    confirm: true,
    return_url: RETURN_URL,
  });
  return { customer, intent, url: new URL(intent.next_action!.redirect_to_url!.url!) };
}

describe('3-D Secure page', () => {
  it('shows the amount, the card and the two buttons; looking at it changes nothing', async () => {
    const { intent, url } = await pendingPayment();
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<h1>Sandbox 3-D Secure test</h1>');
    expect(html).toContain('$12.34');
    expect(html).toContain('Visa •••• 3184');
    expect(html).toContain('<button type="submit" name="outcome" value="complete">Complete</button>');
    expect(html).toContain('<button type="submit" name="outcome" value="fail" class="secondary">Fail</button>');
    expect(html).toContain(`<form method="post" action="/3ds/challenge/${intent.id}">`);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_action');
  });

  it('describes a card set-up without an amount', async () => {
    const { customer, paymentMethod } = await saveCard(sandbox, stripe, '4000002500003155');
    const intent = await stripe.setupIntents.create({
      customer: customer.id,
      payment_method: paymentMethod.id,
      confirm: true,
      return_url: RETURN_URL,
    });
    const html = await (await fetch(intent.next_action!.redirect_to_url!.url!)).text();
    expect(html).toContain('Save your card for future payments');
    expect(html).toContain('>Complete</button>');
  });

  it('refuses a wrong client secret, an unknown intent and a missing outcome, without changing the intent', async () => {
    const { intent, url } = await pendingPayment();
    const wrong = await fetch(`${url.origin}${url.pathname}?client_secret=${intent.id}_secret_wrong`);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('role="alert"');
    const unknown = await fetch(`${url.origin}/3ds/challenge/%3Cscript%3Ealert(1)%3C%2Fscript%3E?client_secret=x`);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).not.toContain('<script>');
    const forged = await fetch(
      `${url.origin}${url.pathname}`,
      form({ client_secret: 'pi_x_secret_y', outcome: 'complete' }),
    );
    expect(forged.status).toBe(400);
    const noOutcome = await fetch(`${url.origin}${url.pathname}`, form({ client_secret: intent.client_secret! }));
    expect(noOutcome.status).toBe(400);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_action');
  });

  it('Complete redirects once (303) to the return_url; answering again is refused', async () => {
    const { customer, intent, url } = await pendingPayment();
    const answer = await fetch(
      `${url.origin}${url.pathname}`,
      form({ client_secret: intent.client_secret!, outcome: 'complete' }),
    );
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location')!);
    expect(location.searchParams.get('redirect_status')).toBe('succeeded');
    const again = await fetch(
      `${url.origin}${url.pathname}`,
      form({ client_secret: intent.client_secret!, outcome: 'fail' }),
    );
    expect(again.status).toBe(400);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
    expect(sandbox.payments.successfulCharges(customer.id)).toBe(1);
  });
});

describe('/_sandbox/payments/customers/:id', () => {
  it('shows a customer with cards, intents and charges', async () => {
    const { customer, intent } = await pendingPayment(5000);
    sandbox.payments.authorizeChallenge(intent.id, 'complete');
    const response = await fetch(`${sandbox.url}/_sandbox/payments/customers/${customer.id}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual(sandbox.payments.customer(customer.id));
    expect(body).toMatchObject({
      id: customer.id,
      email: 'jane@example.test',
      paymentMethods: [{ brand: 'visa', last4: '3184' }],
      paymentIntents: [{ id: intent.id, status: 'succeeded', amount: 5000, amountReceived: 5000 }],
      successfulCharges: 1,
    });
    expect((await fetch(`${sandbox.url}/_sandbox/payments/customers/cus_nobody`)).status).toBe(404);
  });
});
