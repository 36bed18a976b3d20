import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  billingMessages,
  WORKER_SIGNED_OUT_MESSAGE,
  cardActionResponseSchema,
  cardsResponseSchema,
  currentUserSchema,
  invoicesResponseSchema,
  signInResponseSchema,
  subscriptionResponseSchema,
  warehouseListResponseSchema,
} from '@stowline/domain';
import { rowsOf } from '../../db/client.js';
import { addWorker, api, completeOnboarding, createSeller, PASSWORD } from '../../test-support/client.js';
import { getHarness } from '../../test-support/harness.js';
import { ADDRESS, newCard, passChallenge, subscribe, TEST_CARDS } from '../../test-support/payments.js';

const DAY_MS = 24 * 60 * 60 * 1000;

async function me(token: string) {
  return (await api('GET', '/onboarding/get-current-user', { token, response: currentUserSchema })).body;
}

async function subscription(token: string) {
  return (await api('GET', '/payment/subscription', { token, response: subscriptionResponseSchema })).body.subscription;
}

async function invoices(token: string, filters: object = {}) {
  return (
    await api('GET', `/payment/get-invoices?filters=${encodeURIComponent(JSON.stringify(filters))}`, {
      token,
      response: invoicesResponseSchema,
    })
  ).body;
}

async function customerIdOf(token: string): Promise<string> {
  const { database } = await getHarness();
  const user = await me(token);
  const rows = rowsOf<{ id: string }>(
    await database.db.execute(
      sql`select a.processor_customer_id as id from accounts a join users u on u.account_id = a.id where u.id = ${user._id}`,
    ),
  );
  return rows[0]!.id;
}

/** Moves billing's clock past the next charge date and runs the due-charges job. */
async function advanceDays(days: number) {
  const harness = await getHarness();
  harness.clock.advance(days * DAY_MS);
  return harness.billing.chargeDue();
}

async function subscribedSeller(card: string = TEST_CARDS.visa) {
  const seller = await createSeller();
  const res = await subscribe(seller.token, card);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe('succeeded');
  return seller;
}

describe('subscription billing against the sandbox processor', () => {
  it('starts a 7-day trial with the card as default and charges nothing before it ends', async () => {
    const { sandbox, clock } = await getHarness();
    const seller = await createSeller();
    const res = await subscribe(seller.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: billingMessages.subscribed, status: 'succeeded' });

    const user = await me(seller.token);
    expect(user.onboardingInfo.subscribed).toBe(true);
    expect(user.paymentDetails.paymentStatus).toBe('pending');
    const sub = await subscription(seller.token);
    expect(sub).toMatchObject({
      planName: 'Premium Monthly Plan',
      amoutToCharge: 99,
      isSubscriptionActive: true,
      isTrialGoing: true,
      status: 'active',
      showRetry: false,
    });
    const trialDays = (Date.parse(sub!.nextScheduleTime!) - clock.now().getTime()) / DAY_MS;
    expect(trialDays).toBeGreaterThan(6.99);
    expect(trialDays).toBeLessThanOrEqual(7);

    const cards = (
      await api('GET', '/payment/get-payment-cards', { token: seller.token, response: cardsResponseSchema })
    ).body.cards;
    expect(cards).toEqual([
      {
        _id: expect.any(String),
        cardNumber: '**** **** **** 4242',
        cardType: 'visa',
        expiry: expect.stringMatching(/^(0[1-9]|1[0-2])\d{2}$/),
        defaultCard: true,
      },
    ]);

    await advanceDays(6);
    expect(sandbox.payments.successfulCharges(await customerIdOf(seller.token))).toBe(0);
    expect((await subscribe(seller.token)).status).toBe(409);
  });

  it('charges the first period at trial end and then monthly, with an invoice for each', async () => {
    const { sandbox } = await getHarness();
    const seller = await subscribedSeller();
    const trialEnd = Date.parse((await subscription(seller.token))!.nextScheduleTime!);

    await advanceDays(7.01);
    const sub = await subscription(seller.token);
    expect(sub!.isTrialGoing).toBe(false);
    expect((await me(seller.token)).paymentDetails.paymentStatus).toBe('success');
    const first = await invoices(seller.token);
    expect(first.totalInvoices).toBe(1);
    expect(first.invoices[0]).toMatchObject({
      amount: { value: 99, currencyCode: 'USD' },
      cardNumber: '**** **** **** 4242',
    });
    const nextDate = new Date(trialEnd);
    nextDate.setUTCMonth(nextDate.getUTCMonth() + 1);
    expect(first.invoices[0]!.nextPayment).toBe(nextDate.toISOString());
    expect(sub!.nextScheduleTime).toBe(nextDate.toISOString());

    await advanceDays(31);
    await subscription(seller.token);
    const both = await invoices(seller.token);
    expect(both.totalInvoices).toBe(2);
    expect(sandbox.payments.successfulCharges(await customerIdOf(seller.token))).toBe(2);

    // The date range picks the first invoice only; pages of one.
    const firstDay = first.invoices[0]!.lastPayment.slice(0, 10);
    expect((await invoices(seller.token, { date: { startDate: firstDay, endDate: firstDay } })).totalInvoices).toBe(1);
    const paged = await invoices(seller.token, { perPage: 1, pageNumber: 2 });
    expect(paged).toMatchObject({ totalInvoices: 2, invoices: [{ lastPayment: first.invoices[0]!.lastPayment }] });
  });

  it('a job run twice at once, by two servers, charges a period once', async () => {
    const harness = await getHarness();
    const seller = await subscribedSeller();
    const other = await harness.startApp({ jobWorkers: false });
    try {
      harness.clock.advance(7.01 * DAY_MS);
      await Promise.all([harness.billing.chargeDue(), other.app.billing.chargeDue(), harness.billing.chargeDue()]);
      await harness.billing.chargeDue();
    } finally {
      await other.close();
    }
    expect(harness.sandbox.payments.successfulCharges(await customerIdOf(seller.token))).toBe(1);
    expect((await invoices(seller.token)).totalInvoices).toBe(1);
  });

  it('a declined renewal blocks the seller until Retry Payment Now succeeds with a new default card', async () => {
    const seller = await subscribedSeller(TEST_CARDS.chargeDeclined);
    await completeOnboarding(seller.email);
    const worker = await addWorker(seller.token);
    await advanceDays(7.01);

    expect((await me(seller.token)).paymentDetails.paymentStatus).toBe('failed');
    // Workers are signed out until the payment is made, and cannot sign in meanwhile.
    const signedOut = await api('GET', '/onboarding/get-current-user', { token: worker.token });
    expect(signedOut).toEqual({ status: 401, body: { message: WORKER_SIGNED_OUT_MESSAGE, code: 'SESSION_ENDED' } });
    // The session is ended; each later read of it (a reloading page's reads race) is told why too.
    const [again, alongside] = await Promise.all([
      api('GET', '/onboarding/get-current-user', { token: worker.token }),
      api('GET', '/onboarding/get-stores', { token: worker.token }),
    ]);
    for (const answer of [again, alongside])
      expect(answer).toEqual({ status: 401, body: { message: WORKER_SIGNED_OUT_MESSAGE, code: 'SESSION_ENDED' } });
    expect(
      await api('POST', '/auth/signin', {
        body: { email: worker.email, password: PASSWORD },
        response: signInResponseSchema,
      }),
    ).toEqual({
      status: 403,
      body: { message: WORKER_SIGNED_OUT_MESSAGE, code: 'FORBIDDEN' },
    });
    // The seller can still reach Payment, but not the rest of the dashboard.
    expect(
      (await api('GET', '/setting/get-warehouse-list', { token: seller.token, response: warehouseListResponseSchema }))
        .body,
    ).toMatchObject({
      code: 'GATE',
      redirectTo: '/dashboard/setting/paymentSetting',
    });
    expect(await subscription(seller.token)).toMatchObject({
      showRetry: true,
      disableRetry: false,
      isSubscriptionActive: true,
    });

    const declined = await api('POST', '/payment/retry-failed-transaction', {
      token: seller.token,
      body: {},
      response: cardActionResponseSchema,
    });
    expect(declined).toEqual({
      status: 402,
      body: { message: billingMessages.paymentUnsuccessful, code: 'PAYMENT_FAILED' },
    });

    const added = await api('PUT', '/payment/add-new-payment-card', {
      token: seller.token,
      body: { cardData: newCard(TEST_CARDS.visa, { markDefault: true }) },
      response: cardActionResponseSchema,
    });
    expect(added.body).toEqual({ message: billingMessages.cardAdded, status: 'succeeded' });
    const retried = await api('POST', '/payment/retry-failed-transaction', {
      token: seller.token,
      body: {},
      response: cardActionResponseSchema,
    });
    expect(retried.body).toEqual({ message: billingMessages.paymentSucceeded, status: 'succeeded' });
    expect((await me(seller.token)).paymentDetails.paymentStatus).toBe('success');
    expect(await subscription(seller.token)).toMatchObject({ showRetry: false });
    expect((await invoices(seller.token)).invoices[0]!.cardNumber).toBe('**** **** **** 4242');
    expect(
      (
        await api('POST', '/payment/retry-failed-transaction', {
          token: seller.token,
          body: {},
          response: cardActionResponseSchema,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await api('POST', '/auth/signin', {
          body: { email: worker.email, password: PASSWORD },
          response: signInResponseSchema,
        })
      ).status,
    ).toBe(200);
  });

  it('3-D Secure at subscription: Complete subscribes, Fail leaves no card and no subscription', async () => {
    const passed = await createSeller();
    const started = await subscribe(passed.token, TEST_CARDS.alwaysAuthenticate);
    expect(started.body).toMatchObject({ status: 'requires_action', redirectUrl: expect.stringContaining('/3ds/') });
    expect((await me(passed.token)).onboardingInfo.subscribed).toBe(false);
    const back = await passChallenge(started.body.redirectUrl!, 'complete');
    expect(back.origin + back.pathname).toBe('http://stowline.test/onboarding/payment-method');
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    const done = await api('POST', '/payment/complete-authentication', {
      token: passed.token,
      body: { intentId: back.searchParams.get('setup_intent') },
      response: cardActionResponseSchema,
    });
    expect(done.body).toEqual({ message: billingMessages.subscribed, status: 'succeeded' });
    expect((await me(passed.token)).onboardingInfo.subscribed).toBe(true);

    const failed = await createSeller();
    const again = await subscribe(failed.token, TEST_CARDS.alwaysAuthenticate);
    const failedBack = await passChallenge(again.body.redirectUrl!, 'fail');
    const refused = await api('POST', '/payment/complete-authentication', {
      token: failed.token,
      body: { intentId: failedBack.searchParams.get('setup_intent') },
      response: cardActionResponseSchema,
    });
    expect(refused).toEqual({
      status: 402,
      body: { message: billingMessages.authenticationFailed, code: 'PAYMENT_FAILED' },
    });
    expect((await me(failed.token)).onboardingInfo.subscribed).toBe(false);
    expect(
      (await api('GET', '/payment/get-payment-cards', { token: failed.token, response: cardsResponseSchema })).body
        .cards,
    ).toEqual([]);
  });

  it('a renewal that needs 3-D Secure is in progress until the seller authenticates it', async () => {
    const seller = await createSeller();
    const started = await subscribe(seller.token, TEST_CARDS.alwaysAuthenticate);
    const back = await passChallenge(started.body.redirectUrl!, 'complete');
    await api('POST', '/payment/complete-authentication', {
      token: seller.token,
      body: { intentId: back.searchParams.get('setup_intent') },
      response: cardActionResponseSchema,
    });

    await advanceDays(7.01);
    expect((await me(seller.token)).paymentDetails.paymentStatus).toBe('inprogress');
    const retry = await api('POST', '/payment/retry-failed-transaction', {
      token: seller.token,
      body: {},
      response: cardActionResponseSchema,
    });
    expect(retry.body).toMatchObject({ status: 'requires_action', redirectUrl: expect.stringContaining('/3ds/') });
    const paid = await passChallenge(retry.body.redirectUrl!, 'complete');
    expect(paid.pathname).toBe('/dashboard/setting/paymentSetting');
    const done = await api('POST', '/payment/complete-authentication', {
      token: seller.token,
      body: { intentId: paid.searchParams.get('payment_intent') },
      response: cardActionResponseSchema,
    });
    expect(done.body).toEqual({ message: billingMessages.paymentSucceeded, status: 'succeeded' });
    expect((await me(seller.token)).paymentDetails.paymentStatus).toBe('success');
    expect((await invoices(seller.token)).totalInvoices).toBe(1);
  });

  it('a declined card at subscription is refused with the bank message and stores nothing', async () => {
    const seller = await createSeller();
    const res = await subscribe(seller.token, TEST_CARDS.declined);
    expect(res).toEqual({ status: 402, body: { message: 'Your card was declined.', code: 'PAYMENT_FAILED' } });
    expect((await me(seller.token)).onboardingInfo.subscribed).toBe(false);
    expect(
      (await api('GET', '/payment/get-payment-cards', { token: seller.token, response: cardsResponseSchema })).body
        .cards,
    ).toEqual([]);
    expect(await subscription(seller.token)).toBeNull();
  });

  it('cancelling keeps the subscription to the end of the paid time, then it ends and nothing more is charged', async () => {
    const { sandbox } = await getHarness();
    const seller = await subscribedSeller();
    const trialEnd = (await subscription(seller.token))!.nextScheduleTime;
    const cancelled = await api('POST', '/payment/cancel-subscription', { token: seller.token });
    expect(cancelled.body).toEqual({ message: billingMessages.subscriptionCancelledNow });
    expect(await subscription(seller.token)).toMatchObject({
      status: 'cancelled',
      isSubscriptionActive: false,
      subscriptionEndDate: trialEnd,
      nextScheduleTime: null,
    });
    expect((await me(seller.token)).onboardingInfo.subscribed).toBe(true);
    expect((await api('POST', '/payment/cancel-subscription', { token: seller.token })).status).toBe(409);

    await advanceDays(8);
    expect(await subscription(seller.token)).toMatchObject({ status: 'ended' });
    expect((await me(seller.token)).onboardingInfo.subscribed).toBe(false);
    expect(sandbox.payments.successfulCharges(await customerIdOf(seller.token))).toBe(0);
  });

  it('cards: add, make default, refuse to delete the default, delete another', async () => {
    const seller = await subscribedSeller();
    const added = await api('PUT', '/payment/add-new-payment-card', {
      token: seller.token,
      body: { cardData: newCard(TEST_CARDS.mastercard), address: ADDRESS },
      response: cardActionResponseSchema,
    });
    expect(added.status).toBe(200);
    let cards = (await api('GET', '/payment/get-payment-cards', { token: seller.token, response: cardsResponseSchema }))
      .body.cards;
    expect(cards.map((c) => [c.cardType, c.defaultCard])).toEqual([
      ['visa', true],
      ['mastercard', false],
    ]);

    const [visa, mastercard] = cards;
    const refused = await api('PUT', '/payment/update-payment-card', {
      token: seller.token,
      body: { action: 'delete', cardId: visa!._id },
    });
    expect(refused).toEqual({
      status: 409,
      body: { message: billingMessages.defaultCardNotDeletable, code: 'CONFLICT' },
    });
    const made = await api('PUT', '/payment/update-payment-card', {
      token: seller.token,
      body: { action: 'default', cardId: mastercard!._id },
    });
    expect(made.body).toEqual({ message: billingMessages.updated });
    const deleted = await api('PUT', '/payment/update-payment-card', {
      token: seller.token,
      body: { action: 'delete', cardId: visa!._id },
    });
    expect(deleted.status).toBe(200);
    cards = (await api('GET', '/payment/get-payment-cards', { token: seller.token, response: cardsResponseSchema }))
      .body.cards;
    expect(cards.map((c) => [c.cardType, c.defaultCard])).toEqual([['mastercard', true]]);
  });

  it('one seller can neither see nor use another seller’s cards, payments or invoices; workers see no billing', async () => {
    const owner = await subscribedSeller();
    await advanceDays(7.01);
    const intruder = await subscribedSeller();
    const ownerCard = (
      await api('GET', '/payment/get-payment-cards', { token: owner.token, response: cardsResponseSchema })
    ).body.cards[0];

    for (const action of ['default', 'delete']) {
      const res = await api('PUT', '/payment/update-payment-card', {
        token: intruder.token,
        body: { action, cardId: ownerCard!._id },
      });
      expect(res.status).toBe(404);
    }
    expect(
      (await api('GET', '/payment/get-payment-cards', { token: intruder.token, response: cardsResponseSchema })).body
        .cards,
    ).toHaveLength(1);
    const ownerInvoices = await invoices(owner.token);
    expect(ownerInvoices.totalInvoices).toBeGreaterThan(0);
    const intruderInvoices = await invoices(intruder.token);
    expect(intruderInvoices.invoices.map((i) => i._id)).not.toContain(ownerInvoices.invoices[0]!._id);

    // Another seller's 3-D Secure step cannot be finished by someone else.
    const pending = await createSeller();
    const started = await subscribe(pending.token, TEST_CARDS.alwaysAuthenticate);
    const back = await passChallenge(started.body.redirectUrl!, 'complete');
    const stolen = await api('POST', '/payment/complete-authentication', {
      token: intruder.token,
      body: { intentId: back.searchParams.get('setup_intent') },
      response: cardActionResponseSchema,
    });
    expect(stolen.status).toBe(404);
    expect((await me(pending.token)).onboardingInfo.subscribed).toBe(false);

    await completeOnboarding(owner.email);
    const worker = await addWorker(owner.token);
    for (const [method, path] of [
      ['GET', '/payment/config'],
      ['GET', '/payment/subscription'],
      ['GET', '/payment/get-payment-cards'],
      ['GET', '/payment/get-invoices'],
      ['POST', '/payment/cancel-subscription'],
      ['POST', '/payment/retry-failed-transaction'],
    ] as const) {
      expect((await api(method, path, { token: worker.token })).status, path).toBe(403);
    }
    expect((await api('GET', '/payment/subscription', { response: subscriptionResponseSchema })).status).toBe(401);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const seller = await createSeller();
    const card = newCard(TEST_CARDS.visa);
    const cases: [string, unknown, string?][] = [
      ['no body', undefined],
      ['no card', { address: ADDRESS }],
      ['no address', { cardData: card }],
      ['expired card', { cardData: { ...card, expiryDate: '0120' }, address: ADDRESS }, billingMessages.expiryPast],
      ['month 13', { cardData: { ...card, expiryDate: '1330' }, address: ADDRESS }, billingMessages.expiryInvalid],
      [
        'expiry with a slash',
        { cardData: { ...card, expiryDate: '12/34' }, address: ADDRESS },
        billingMessages.expiryInvalid,
      ],
      [
        'missing card token',
        { cardData: { ...card, cardToken: '' }, address: ADDRESS },
        billingMessages.cardDetailsMissing,
      ],
      ['unknown card token', { cardData: { ...card, cardToken: 'tok_doesnotexist' }, address: ADDRESS }],
      ['a payment method id as the token', { cardData: { ...card, cardToken: 'pm_card_visa_x' }, address: ADDRESS }],
      ['unknown state', { cardData: card, address: { ...ADDRESS, state: 'ZZ' } }],
      ['country not US', { cardData: card, address: { ...ADDRESS, country: 'CA' } }],
      ['foreign return path', { cardData: card, address: ADDRESS, returnPath: 'https://evil.example/steal' }],
      ['array body', [1, 2]],
    ];
    for (const [label, body, message] of cases) {
      const res = await api('POST', '/payment/add-payment-card-details', {
        token: seller.token,
        ...(body === undefined ? {} : { body }),
        response: cardActionResponseSchema,
      });
      expect([400, 404], `${label}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
      expect(typeof res.body.message, label).toBe('string');
      if (message) expect(res.body.message, label).toBe(message);
    }
    for (const filters of [
      'not json',
      JSON.stringify({ perPage: 0 }),
      JSON.stringify({ date: { startDate: '2026-02-01', endDate: '2026-01-01' } }),
      JSON.stringify({ date: { startDate: 'yesterday' } }),
    ]) {
      const res = await api('GET', `/payment/get-invoices?filters=${encodeURIComponent(filters)}`, {
        token: seller.token,
        response: invoicesResponseSchema,
      });
      expect(res.status, filters).toBe(400);
    }
    for (const body of [
      { action: 'default' },
      { action: 'explode', cardId: '00000000-0000-0000-0000-000000000000' },
      { action: 'delete', cardId: 'x' },
    ]) {
      expect((await api('PUT', '/payment/update-payment-card', { token: seller.token, body })).status).toBe(400);
    }
    expect(
      (
        await api('POST', '/payment/complete-authentication', {
          token: seller.token,
          body: { intentId: 'pi_../../x' },
          response: cardActionResponseSchema,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api('POST', '/payment/retry-failed-transaction', {
          token: seller.token,
          body: {},
          response: cardActionResponseSchema,
        })
      ).status,
    ).toBe(404);
    expect((await me(seller.token)).onboardingInfo.subscribed).toBe(false);
    expect(
      (await api('GET', '/payment/get-payment-cards', { token: seller.token, response: cardsResponseSchema })).body
        .cards,
    ).toEqual([]);
  });
});
