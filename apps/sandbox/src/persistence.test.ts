import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callSpApi, connectSeller, postToken, startTestSandbox } from './test-support/harness.js';
import { callApi, saveCard, stripeFor } from './test-support/payments.js';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a sandbox with a data folder', () => {
  it('carries grants, reports, payment objects and idempotency keys over a restart', async () => {
    const first = await startTestSandbox({ dataDir: dir, reportDelayMs: 50 });
    const { accessToken, refreshToken, seller } = await connectSeller(first, 'small');
    const plus = first.demoSellers().length;
    const created = await callSpApi(first, accessToken, '/reports/2021-06-30/reports', {
      method: 'POST',
      body: { reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: ['ATVPDKIKX0DER'] },
    });
    expect(created.status).toBe(202);
    const stripe = stripeFor(first);
    const { customer, paymentMethod } = await saveCard(first, stripe, '4242424242424242');
    const charge = {
      amount: '2900',
      currency: 'usd',
      customer: customer.id,
      payment_method: paymentMethod.id,
      'allowed_payment_method_types[]': 'card',
    };
    const paid = await callApi(first, 'POST', '/v1/payment_intents', {
      body: { ...charge, confirm: 'true', off_session: 'true' },
      headers: { 'idempotency-key': 'renewal-1' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('succeeded');
    await first.close();
    expect(readdirSync(dir)).toEqual(['state.json']);

    const second = await startTestSandbox({ dataDir: dir, reportDelayMs: 50 });
    try {
      expect(second.demoSellers()).toHaveLength(plus);
      // The access token issued before the restart still works, and the refresh token still refreshes.
      const getReport = () => callSpApi(second, accessToken, `/reports/2021-06-30/reports/${created.body.reportId}`);
      // The report ends 50 ms after it was asked for, whichever process of the sandbox is running then.
      await expect.poll(async () => (await getReport()).body.processingStatus, { timeout: 5_000 }).toBe('DONE');
      const report = await getReport();
      expect(report.status).toBe(200);
      const document = await callSpApi(
        second,
        accessToken,
        `/reports/2021-06-30/documents/${report.body.reportDocumentId}`,
      );
      expect(document.status).toBe(200);
      expect((await fetch(document.body.url)).status).toBe(200);
      const refreshed = await postToken(second, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: second.options.clientId,
        client_secret: second.options.clientSecret,
      });
      expect(refreshed.status).toBe(200);
      // The saved card is still the customer's and can be charged again.
      expect(second.payments.customer(customer.id)?.paymentMethods.map((m) => m.id)).toEqual([paymentMethod.id]);
      const again = await callApi(second, 'POST', '/v1/payment_intents', {
        body: { ...charge, confirm: 'true', off_session: 'true' },
      });
      expect(again.body.status).toBe('succeeded');
      // The idempotency key answers the first response again rather than charging twice.
      const replay = await callApi(second, 'POST', '/v1/payment_intents', {
        body: { ...charge, confirm: 'true', off_session: 'true' },
        headers: { 'idempotency-key': 'renewal-1' },
      });
      expect(replay.body.id).toBe(paid.body.id);
      expect(second.payments.successfulCharges(customer.id)).toBe(2);
      // Revoking is kept too.
      second.revoke(seller.sellerId);
    } finally {
      await second.close();
    }
    const third = await startTestSandbox({ dataDir: dir });
    try {
      const refused = await postToken(third, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: third.options.clientId,
        client_secret: third.options.clientSecret,
      });
      expect(refused.body.error).toBe('invalid_grant');
    } finally {
      await third.close();
    }
  });

  it('refuses a folder made with another seed', async () => {
    await expect(startTestSandbox({ dataDir: dir, seed: 99 })).rejects.toThrow(/seed/);
  });
});
