import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  billingMessages,
  subscriptionResponseSchema,
  invoicesResponseSchema,
  billingAddressResponseSchema,
} from '@stowline/domain';
import { rowsOf } from '../../db/client.js';
import { addWorker, api, completeOnboarding, createSeller } from '../../test-support/client.js';
import { getHarness } from '../../test-support/harness.js';
import { ADDRESS, newCard, subscribe, TEST_CARDS } from '../../test-support/payments.js';

const DAY_MS = 24 * 60 * 60 * 1000;

async function subscription(token: string) {
  return (await api('GET', '/payment/subscription', { token, response: subscriptionResponseSchema })).body
    .subscription!;
}

async function subscribedSeller(name = 'Receipt Seller', card: string = TEST_CARDS.visa) {
  const seller = await createSeller({ name });
  const res = await subscribe(seller.token, card);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return seller;
}

async function customerIdOf(sellerId: string): Promise<string> {
  const { database } = await getHarness();
  const rows = rowsOf<{ id: string }>(
    await database.db.execute(
      sql`select a.processor_customer_id as id from accounts a join users u on u.account_id = a.id where u.id = ${sellerId}`,
    ),
  );
  return rows[0]!.id;
}

/** The processor's customer as Stripe's API answers for it. */
async function processorCustomer(customerId: string) {
  const { sandbox } = await getHarness();
  const res = await fetch(`http://127.0.0.1:${sandbox.port}/v1/customers/${customerId}`, {
    headers: { authorization: 'Bearer sk_test_sandbox' },
  });
  return (await res.json()) as { address: Record<string, string | null> | null };
}

async function advanceDays(days: number) {
  const harness = await getHarness();
  harness.clock.advance(days * DAY_MS);
  return harness.billing.chargeDue();
}

async function firstInvoice(token: string) {
  const res = await api('GET', `/payment/get-invoices?filters=${encodeURIComponent('{}')}`, {
    token,
    response: invoicesResponseSchema,
  });
  return res.body.invoices[0]!;
}

async function downloadReceipt(token: string, invoiceId: string) {
  const { baseUrl } = await getHarness();
  const res = await fetch(`${baseUrl}/api/v1/payment/invoices/${invoiceId}/receipt`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * The text a PDF shows, from pdfkit's compressed content streams: each TJ array's hex strings
 * (WinAnsi bytes of the built-in fonts) joined, one line per text run.
 */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /stream\r?\n([\s\S]*?)endstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'));
      lines.push(hex.join(''));
    }
  }
  return lines.join('\n');
}

describe('resume a cancelled subscription', () => {
  it('resumes before the end date with no charge, and renews on the date it had', async () => {
    const { sandbox } = await getHarness();
    const seller = await subscribedSeller();
    const before = await subscription(seller.token);
    expect((await api('POST', '/payment/cancel-subscription', { token: seller.token })).status).toBe(200);
    expect(await subscription(seller.token)).toMatchObject({ status: 'cancelled', nextScheduleTime: null });

    const res = await api('POST', '/payment/resume-subscription', { token: seller.token });
    expect(res).toEqual({ status: 200, body: { message: billingMessages.subscriptionResumed } });
    const resumed = await subscription(seller.token);
    expect(resumed).toMatchObject({
      status: 'active',
      isSubscriptionActive: true,
      subscriptionEndDate: null,
      nextScheduleTime: before.nextScheduleTime,
      isTrialGoing: true,
    });
    const customerId = await customerIdOf(seller.id);
    expect(sandbox.payments.successfulCharges(customerId)).toBe(0);

    // The renewal comes as before: at the end of the trial, once.
    await advanceDays(8);
    expect(sandbox.payments.successfulCharges(customerId)).toBe(1);
    expect((await subscription(seller.token)).status).toBe('active');
  });

  it('cannot resume after the end date, nor an active subscription', async () => {
    const seller = await subscribedSeller();
    const active = await api('POST', '/payment/resume-subscription', { token: seller.token });
    expect(active).toEqual({
      status: 409,
      body: { message: billingMessages.subscriptionNotCancelled, code: 'CONFLICT' },
    });
    await api('POST', '/payment/cancel-subscription', { token: seller.token });
    await advanceDays(8);
    expect((await subscription(seller.token)).status).toBe('ended');
    const late = await api('POST', '/payment/resume-subscription', { token: seller.token });
    expect(late).toEqual({
      status: 409,
      body: { message: billingMessages.subscriptionNotResumable, code: 'CONFLICT' },
    });
    expect((await subscription(seller.token)).status).toBe('ended');
  });

  it('answers a seller without a subscription', async () => {
    const seller = await createSeller();
    const none = await api('POST', '/payment/resume-subscription', { token: seller.token });
    expect(none).toEqual({ status: 404, body: { message: billingMessages.noSubscription, code: 'NOT_FOUND' } });
  });
});

describe('subscribing again after a paid subscription ended', () => {
  it('charges and invoices the new run, not the old run’s first period', async () => {
    const { sandbox } = await getHarness();
    const seller = await subscribedSeller();
    await advanceDays(8);
    await api('POST', '/payment/cancel-subscription', { token: seller.token });
    await advanceDays(40);
    expect((await subscription(seller.token)).status).toBe('ended');
    const again = await subscribe(seller.token);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    await advanceDays(0);
    const customerId = await customerIdOf(seller.id);
    expect(sandbox.payments.successfulCharges(customerId)).toBe(2);
    const list = await api('GET', `/payment/get-invoices?filters=${encodeURIComponent('{}')}`, {
      token: seller.token,
      response: invoicesResponseSchema,
    });
    expect(list.body.totalInvoices).toBe(2);
    expect(new Set(list.body.invoices.map((i: { number: string }) => i.number)).size).toBe(2);
  });
});

describe('billing address', () => {
  it('keeps the address typed at subscription, and an edit reaches the processor too', async () => {
    const seller = await subscribedSeller();
    const stored = await api('GET', '/payment/billing-address', { token: seller.token });
    expect(stored).toEqual({ status: 200, body: { address: ADDRESS } });

    const moved = {
      addressLine1: '500 Harbor Blvd',
      addressLine2: 'Suite 12',
      city: 'Austin',
      state: 'TX',
      postalCode: '73301',
      country: 'US',
    };
    const res = await api('PUT', '/payment/billing-address', { token: seller.token, body: moved });
    expect(res).toEqual({ status: 200, body: { message: billingMessages.billingAddressUpdated } });
    expect((await api('GET', '/payment/billing-address', { token: seller.token })).body).toEqual({ address: moved });
    const customer = await processorCustomer(await customerIdOf(seller.id));
    expect(customer.address).toEqual({
      line1: '500 Harbor Blvd',
      line2: 'Suite 12',
      city: 'Austin',
      state: 'TX',
      postal_code: '73301',
      country: 'US',
    });
  });

  it('takes the address typed when subscribing again, on both sides', async () => {
    const seller = await subscribedSeller();
    await api('POST', '/payment/cancel-subscription', { token: seller.token });
    await advanceDays(8);
    const elsewhere = { ...ADDRESS, addressLine1: '9 Dock Rd', city: 'Portland', state: 'OR', postalCode: '97201' };
    const again = await api('POST', '/payment/add-payment-card-details', {
      token: seller.token,
      body: { cardData: newCard(TEST_CARDS.visa), address: elsewhere },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    // No second trial: the seller is told the first month is charged now, not that a trial started.
    expect(again.body.message).toBe(billingMessages.resubscribed);
    expect((await api('GET', '/payment/billing-address', { token: seller.token })).body).toEqual({
      address: elsewhere,
    });
    const customer = await processorCustomer(await customerIdOf(seller.id));
    expect(customer.address).toMatchObject({ line1: '9 Dock Rd', city: 'Portland', state: 'OR', postal_code: '97201' });
  });

  it('refuses an invalid address and changes nothing', async () => {
    const seller = await subscribedSeller();
    const res = await api('PUT', '/payment/billing-address', {
      token: seller.token,
      body: { ...ADDRESS, postalCode: '12' },
    });
    expect(res).toEqual({ status: 400, body: { message: 'Enter a 5-digit ZIP code', code: 'VALIDATION' } });
    expect((await api('GET', '/payment/billing-address', { token: seller.token })).body).toEqual({ address: ADDRESS });
  });

  it('is stored before any subscription too, for a seller with no processor customer yet', async () => {
    const seller = await createSeller();
    expect((await api('GET', '/payment/billing-address', { token: seller.token })).body).toEqual({ address: null });
    const res = await api('PUT', '/payment/billing-address', { token: seller.token, body: ADDRESS });
    expect(res.status).toBe(200);
    expect((await api('GET', '/payment/billing-address', { token: seller.token })).body).toEqual({ address: ADDRESS });
  });
});

describe('PDF receipts of paid invoices', () => {
  it('prints seller, billing address, amount, currency, period, card, number and date', async () => {
    const seller = await subscribedSeller('Harbor Goods LLC');
    await advanceDays(8);
    const invoice = await firstInvoice(seller.token);
    expect(invoice.number).toMatch(/^SL-\d{6,}$/);

    const { res, bytes } = await downloadReceipt(seller.token, invoice._id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Stowline-receipt-${invoice.number}.pdf"`,
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(bytes);
    const paid = new Date(invoice.lastPayment);
    const day = (d: Date) =>
      d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const periodEnd = new Date(invoice.nextPayment!);
    const periodStart = new Date(periodEnd);
    periodStart.setUTCMonth(periodStart.getUTCMonth() - 1);
    for (const expected of [
      'Receipt',
      `Invoice number ${invoice.number}`,
      `Date paid ${day(paid)}`,
      'Harbor Goods LLC',
      seller.email,
      '1 Main St',
      'Springfield, IL 62701',
      'United States',
      'Visa ending in 4242',
      'Premium Monthly Plan',
      `${day(periodStart)} – ${day(periodEnd)}`.replace('–', '\u0096'),
      '$99.00',
      'Total paid (USD)',
    ])
      expect(text).toContain(expected);
  });

  it("is the seller's own: another seller and a worker cannot download it, an unknown id is not found", async () => {
    const seller = await subscribedSeller();
    await advanceDays(8);
    const invoice = await firstInvoice(seller.token);
    const other = await createSeller({ onboarded: true });
    expect((await downloadReceipt(other.token, invoice._id)).res.status).toBe(404);
    await completeOnboarding(seller.email);
    const worker = await addWorker(seller.token);
    expect((await downloadReceipt(worker.token, invoice._id)).res.status).toBe(403);
    expect((await downloadReceipt(seller.token, '00000000-0000-4000-8000-000000000000')).res.status).toBe(404);
    const bad = await downloadReceipt(seller.token, 'not-an-id');
    expect(bad.res.status).toBe(400);
    expect(JSON.parse(bad.bytes.toString())).toEqual({ message: billingMessages.invoiceNotFound, code: 'VALIDATION' });
  });
});

describe('workers and other sellers cannot touch billing extras', () => {
  it("refuses a worker's resume and address calls; seller B's address call changes only B", async () => {
    const a = await subscribedSeller();
    await completeOnboarding(a.email);
    const worker = await addWorker(a.token);
    expect((await api('POST', '/payment/resume-subscription', { token: worker.token })).status).toBe(403);
    expect((await api('GET', '/payment/billing-address', { token: worker.token })).status).toBe(403);
    expect((await api('PUT', '/payment/billing-address', { token: worker.token, body: ADDRESS })).status).toBe(403);
    const b = await createSeller();
    await api('PUT', '/payment/billing-address', { token: b.token, body: { ...ADDRESS, city: 'Elsewhere' } });
    expect(
      (await api('GET', '/payment/billing-address', { token: a.token, response: billingAddressResponseSchema })).body
        .address?.city,
    ).toBe('Springfield');
  });
});
