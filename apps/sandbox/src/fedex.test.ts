import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from './test-support/harness.js';
import type { Sandbox } from './types.js';

const ACCOUNT = { value: '740561073' };
const address = (city: string, postalCode: string) => ({
  address: { streetLines: ['1 Main St'], city, stateOrProvinceCode: 'TN', postalCode, countryCode: 'US' },
  contact: { personName: 'Ann', companyName: 'Ann Co', phoneNumber: '9015550100' },
});
const pkg = (weight: number, dims = { length: 12, width: 10, height: 8 }, reference?: string) => ({
  weight: { units: 'LB', value: weight },
  dimensions: { ...dims, units: 'IN' },
  ...(reference ? { customerReferences: [{ customerReferenceType: 'CUSTOMER_REFERENCE', value: reference }] } : {}),
});

async function call(sandbox: Sandbox, method: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${sandbox.url}/fedex${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function token(sandbox: Sandbox, secret = sandbox.options.fedexClientSecret) {
  const response = await fetch(`${sandbox.url}/fedex/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: sandbox.options.fedexClientId,
      client_secret: secret,
    }).toString(),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const rateBody = (packages: unknown[]) => ({
  accountNumber: ACCOUNT,
  requestedShipment: {
    shipper: address('Memphis', '38116'),
    recipient: address('Lebanon', '37090'),
    pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
    rateRequestType: ['ACCOUNT'],
    requestedPackageLineItems: packages,
  },
});
const shipBody = (packages: unknown[], stock = 'PAPER_4X6') => ({
  labelResponseOptions: 'LABEL',
  accountNumber: ACCOUNT,
  requestedShipment: {
    shipper: address('Memphis', '38116'),
    recipients: [address('Lebanon', '37090')],
    pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
    serviceType: 'FEDEX_GROUND',
    packagingType: 'YOUR_PACKAGING',
    shippingChargesPayment: { paymentType: 'SENDER' },
    labelSpecification: { imageType: 'PDF', labelStockType: stock },
    requestedPackageLineItems: packages,
  },
});
const track = (sandbox: Sandbox, reference: string, token: string) =>
  call(
    sandbox,
    'POST',
    '/track/v1/referencenumbers',
    { referencesInformation: { type: 'CUSTOMER_REFERENCE', value: reference, accountNumber: ACCOUNT.value } },
    token,
  );
const groundCharge = (body: any) =>
  body.output.rateReplyDetails.find((r: any) => r.serviceType === 'FEDEX_GROUND').ratedShipmentDetails[0]
    .totalNetCharge as number;

/** The tracking number the label's barcode carries, read by zbarimg from the rendered page. */
function scan(encodedLabel: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'fedex-label-'));
  try {
    writeFileSync(join(dir, 'label.pdf'), Buffer.from(encodedLabel, 'base64'));
    execFileSync('pdftoppm', ['-r', '200', '-png', join(dir, 'label.pdf'), join(dir, 'page')]);
    const page = readdirSync(dir).find((f) => f.endsWith('.png'))!;
    return execFileSync('zbarimg', ['-q', '--raw', join(dir, page)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('sandbox FedEx', () => {
  let sandbox: Sandbox;
  let access: string;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    access = (await token(sandbox)).body.access_token;
  });
  afterAll(() => sandbox.close());

  it('issues a client-credentials token and refuses wrong credentials and tokens as FedEx does', async () => {
    const ok = await token(sandbox);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token_type: 'bearer', expires_in: 3599, scope: 'CXS' });
    expect(typeof ok.body.access_token).toBe('string');
    const wrong = await token(sandbox, 'nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors[0].code).toBe('NOT.AUTHORIZED.ERROR');
    const noToken = await call(sandbox, 'POST', '/rate/v1/rates/quotes', rateBody([pkg(5)]), 'fdx-unknown');
    expect(noToken.status).toBe(401);
    expect(noToken.body.errors[0].code).toBe('NOT.AUTHORIZED.ERROR');
  });

  it('quotes rates that grow with weight and with dimensions (dimensional weight)', async () => {
    const light = await call(sandbox, 'POST', '/rate/v1/rates/quotes', rateBody([pkg(5)]), access);
    expect(light.status).toBe(200);
    expect(light.body.output.rateReplyDetails[0].ratedShipmentDetails[0]).toMatchObject({ currency: 'USD' });
    const heavy = await call(sandbox, 'POST', '/rate/v1/rates/quotes', rateBody([pkg(40)]), access);
    const big = await call(
      sandbox,
      'POST',
      '/rate/v1/rates/quotes',
      rateBody([pkg(5, { length: 30, width: 24, height: 20 })]),
      access,
    );
    const two = await call(sandbox, 'POST', '/rate/v1/rates/quotes', rateBody([pkg(5), pkg(5)]), access);
    expect(groundCharge(heavy.body)).toBeGreaterThan(groundCharge(light.body));
    expect(groundCharge(big.body)).toBeGreaterThan(groundCharge(light.body));
    expect(groundCharge(two.body)).toBeCloseTo(2 * groundCharge(light.body), 2);
  });

  it('refuses malformed requests with FedEx errors', async () => {
    const noWeight = await call(sandbox, 'POST', '/rate/v1/rates/quotes', rateBody([{ dimensions: {} }]), access);
    expect(noWeight.status).toBe(400);
    expect(noWeight.body.errors[0]).toMatchObject({ code: 'INVALID.INPUT.EXCEPTION' });
    const badAccount = await call(
      sandbox,
      'POST',
      '/rate/v1/rates/quotes',
      { ...rateBody([pkg(5)]), accountNumber: { value: 'x' } },
      access,
    );
    expect(badAccount.body.errors[0].code).toBe('ACCOUNT.NUMBER.MISMATCH');
    const badStock = await call(sandbox, 'POST', '/ship/v1/shipments', shipBody([pkg(5)], 'PAPER_7X7'), access);
    expect(badStock.status).toBe(400);
  });

  it('creates a shipment with one scannable PDF label per package, finds it by its reference, and cancels it', async () => {
    const before = sandbox.fedexShipments().length;
    const body = shipBody([pkg(10, undefined, 'FBA15ABC'), pkg(12, undefined, 'FBA15ABC')], 'PAPER_4X6');
    const created = await call(sandbox, 'POST', '/ship/v1/shipments', body, access);
    expect(created.status).toBe(200);
    const shipment = created.body.output.transactionShipments[0];
    expect(shipment.masterTrackingNumber).toMatch(/^\d{12}$/);
    expect(shipment.pieceResponses).toHaveLength(2);
    for (const piece of shipment.pieceResponses) {
      const label = piece.packageDocuments[0];
      expect(label).toMatchObject({ contentType: 'LABEL', docType: 'PDF' });
      expect(Buffer.from(label.encodedLabel, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      expect(scan(label.encodedLabel)).toBe(piece.trackingNumber);
    }
    // Track by references finds every package of it, as Label created.
    const tracked = await track(sandbox, 'FBA15ABC', access);
    expect(tracked.status).toBe(200);
    const results = tracked.body.output.completeTrackResults;
    expect(results.map((r: any) => r.trackingNumber).sort()).toEqual(
      shipment.pieceResponses.map((p: any) => p.trackingNumber).sort(),
    );
    expect(results[0].trackResults[0]).toMatchObject({
      masterTrackingNumber: shipment.masterTrackingNumber,
      latestStatusDetail: { code: 'OC' },
    });

    // As at FedEx, a create sent again is another shipment (a client looks the reference up first).
    const again = await call(sandbox, 'POST', '/ship/v1/shipments', body, access);
    expect(again.body.output.transactionShipments[0].masterTrackingNumber).not.toBe(shipment.masterTrackingNumber);
    expect(sandbox.fedexShipments()).toHaveLength(before + 2);

    const cancelled = await call(
      sandbox,
      'PUT',
      '/ship/v1/shipments/cancel',
      { accountNumber: ACCOUNT, trackingNumber: shipment.masterTrackingNumber, deletionControl: 'DELETE_ALL_PACKAGES' },
      access,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.output).toMatchObject({ cancelledShipment: true });
    expect(
      sandbox.fedexShipments().find((s) => s.masterTrackingNumber === shipment.masterTrackingNumber)?.cancelled,
    ).toBe(true);
    const afterCancel = (await track(sandbox, 'FBA15ABC', access)).body.output.completeTrackResults;
    const statusOf = (master: string) =>
      afterCancel.find((r: any) => r.trackResults[0].masterTrackingNumber === master).trackResults[0].latestStatusDetail
        .code;
    expect(statusOf(shipment.masterTrackingNumber)).toBe('CA');
    expect(statusOf(again.body.output.transactionShipments[0].masterTrackingNumber)).toBe('OC');
    const nowhere = await track(sandbox, 'FBA15NONE', access);
    expect(nowhere.body.output.completeTrackResults[0].trackResults[0].error.code).toBe(
      'TRACKING.REFERENCENUMBER.NOTFOUND',
    );
    const unknown = await call(
      sandbox,
      'PUT',
      '/ship/v1/shipments/cancel',
      { accountNumber: ACCOUNT, trackingNumber: '111111111111' },
      access,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe('TRACKING.TRACKINGNUMBER.NOTFOUND');
  });

  it("refuses a shipment without each party's 10-digit phone, and Ground references over 30 characters", async () => {
    const withRecipientPhone = (phoneNumber: string | undefined) => {
      const body = shipBody([pkg(5, undefined, 'FBA15PHONE')]);
      const recipient = address('Lebanon', '37090');
      body.requestedShipment.recipients = [{ ...recipient, contact: { companyName: 'BNA2', phoneNumber } as any }];
      return body;
    };
    // Amazon's centre addresses have no phone: FedEx refuses a recipient without one.
    const none = await call(sandbox, 'POST', '/ship/v1/shipments', withRecipientPhone(undefined), access);
    expect(none.status).toBe(400);
    expect(none.body.errors[0].code).toBe('RECIPIENTCONTACT.PHONENUMBER.REQUIRED');
    const short = await call(sandbox, 'POST', '/ship/v1/shipments', withRecipientPhone('555-0100'), access);
    expect(short.body.errors[0].code).toBe('RECIPIENTCONTACT.PHONENUMBER.INVALID');
    const formatted = await call(sandbox, 'POST', '/ship/v1/shipments', withRecipientPhone('(901) 555-0100'), access);
    expect(formatted.status).toBe(200);
    // A quote needs no phone.
    const quote = rateBody([pkg(5)]);
    quote.requestedShipment.recipient = { ...quote.requestedShipment.recipient, contact: {} as any };
    expect((await call(sandbox, 'POST', '/rate/v1/rates/quotes', quote, access)).status).toBe(200);

    const uuid = '2f1b1c9e-8d4a-4c53-9a55-0f6f3c1e2d7b';
    const long = await call(sandbox, 'POST', '/ship/v1/shipments', shipBody([pkg(5, undefined, uuid)]), access);
    expect(long.status).toBe(400);
    expect(long.body.errors[0].code).toBe('CUSTOMERREFERENCE.VALUE.TOOLONG');
    const thirty = 'R'.repeat(30);
    expect(
      (await call(sandbox, 'POST', '/ship/v1/shipments', shipBody([pkg(5, undefined, thirty)]), access)).status,
    ).toBe(200);
  });

  it('answers 429 and 5xx with FedEx codes under fault injection', async () => {
    sandbox.setFaults({ rate429: 1 });
    const throttled = await call(sandbox, 'POST', '/rate/v1/rates/quotes', rateBody([pkg(5)]), access);
    sandbox.setFaults({ rate503: 1 });
    const down = await call(sandbox, 'POST', '/rate/v1/rates/quotes', rateBody([pkg(5)]), access);
    sandbox.setFaults({});
    expect(throttled.status).toBe(429);
    expect(throttled.body.errors[0].code).toBe('TOO.MANY.REQUESTS');
    expect(down.status).toBe(503);
    expect(down.body.errors[0].code).toBe('SERVICE.UNAVAILABLE.ERROR');
  });
});

describe('sandbox FedEx with a data folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-fedex-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps tokens and shipments over a restart, and the reference still finds the shipment', async () => {
    const first = await startTestSandbox({ dataDir: dir });
    const access = (await token(first)).body.access_token;
    const body = shipBody([pkg(10, undefined, 'FBA15RESTART')]);
    const created = await call(first, 'POST', '/ship/v1/shipments', body, access);
    await first.close();
    const second = await startTestSandbox({ dataDir: dir });
    try {
      const found = await track(second, 'FBA15RESTART', access);
      expect(found.status).toBe(200);
      expect(found.body.output.completeTrackResults[0].trackResults[0].masterTrackingNumber).toBe(
        created.body.output.transactionShipments[0].masterTrackingNumber,
      );
      expect(second.fedexShipments()).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
