import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { api, createSeller } from '../../test-support/client.js';
import { atOnce, serverErrors } from '../../test-support/concurrency.js';
import { getHarness } from '../../test-support/harness.js';
import { ADDRESS, newCard, subscribe, TEST_CARDS } from '../../test-support/payments.js';
import { cardActionResponseSchema, cardsResponseSchema } from '@stowline/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

async function billingState(sellerId: string) {
  const { database, sandbox } = await getHarness();
  const [account] = rowsOf<{ customer: string | null }>(
    await database.db.execute(
      sql`select a.processor_customer_id as customer from accounts a join users u on u.account_id = a.id where u.id = ${sellerId}`,
    ),
  );
  const cards = rowsOf<{ pm: string; is_default: boolean }>(
    await database.db.execute(
      sql`select processor_payment_method_id as pm, is_default from payment_cards c join users u on u.account_id = c.account_id where u.id = ${sellerId}`,
    ),
  );
  const subscriptions = rowsOf<{ trial_ends_at: Date; created_at: Date }>(
    await database.db.execute(
      sql`select s.trial_ends_at, s.created_at from subscriptions s join users u on u.account_id = s.account_id where u.id = ${sellerId}`,
    ),
  );
  const customer = account?.customer ? sandbox.payments.customer(account.customer) : undefined;
  return { cards, subscriptions, customer };
}

describe('billing under concurrent requests', () => {
  it('20 subscribes at once leave one subscription with its 7-day trial, no charge and no stray card at the processor', async () => {
    const seller = await createSeller();
    const answers = await atOnce(20, () => subscribe(seller.token));
    expect(serverErrors(answers)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused.status).toBe(409);

    const { cards, subscriptions, customer } = await billingState(seller.id);
    expect(subscriptions).toHaveLength(1);
    // Billing's clock (moved forward by other tests), not the database's, started the trial.
    const trialDays =
      (new Date(subscriptions[0]!.trial_ends_at).getTime() - (await getHarness()).clock.now().getTime()) / DAY_MS;
    expect(trialDays).toBeCloseTo(7, 1);
    expect(cards).toHaveLength(1);
    expect(customer!.paymentMethods.map((m) => m.id)).toEqual(cards.map((c) => c.pm));
    expect(customer!.successfulCharges).toBe(0);
  });

  it('20 Add Card requests marked default at once leave Stowline and the processor with the same cards and the same default', async () => {
    const seller = await createSeller();
    expect((await subscribe(seller.token)).status).toBe(200);
    const answers = await atOnce(20, () =>
      api('PUT', '/payment/add-new-payment-card', {
        token: seller.token,
        body: { cardData: newCard(TEST_CARDS.mastercard, { markDefault: true }), address: ADDRESS },
        response: cardActionResponseSchema,
      }),
    );
    expect(serverErrors(answers)).toEqual([]);
    expect(answers.every((a) => a.status === 200)).toBe(true);

    const { cards, customer } = await billingState(seller.id);
    expect(cards).toHaveLength(21);
    expect(customer!.paymentMethods.map((m) => m.id).sort()).toEqual(cards.map((c) => c.pm).sort());
    const defaults = cards.filter((c) => c.is_default);
    expect(defaults).toHaveLength(1);
    expect(customer!.defaultPaymentMethod).toBe(defaults[0]!.pm);
  });

  it('20 make-default requests for different cards at once end with one default, the processor’s', async () => {
    const seller = await createSeller();
    expect((await subscribe(seller.token)).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      await api('PUT', '/payment/add-new-payment-card', {
        token: seller.token,
        body: { cardData: newCard(TEST_CARDS.mastercard), address: ADDRESS },
        response: cardActionResponseSchema,
      });
    }
    const listed = (
      await api('GET', '/payment/get-payment-cards', { token: seller.token, response: cardsResponseSchema })
    ).body.cards as {
      _id: string;
    }[];
    const answers = await atOnce(20, (i) =>
      api('PUT', '/payment/update-payment-card', {
        token: seller.token,
        body: { action: 'default', cardId: listed[i % listed.length]!._id },
      }),
    );
    expect(serverErrors(answers)).toEqual([]);
    const { cards, customer } = await billingState(seller.id);
    const defaults = cards.filter((c) => c.is_default);
    expect(defaults).toHaveLength(1);
    expect(customer!.defaultPaymentMethod).toBe(defaults[0]!.pm);
  });
});
