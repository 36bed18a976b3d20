import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@stowline/sandbox';
import { SANDBOX_FEDEX_CREDENTIALS, sandboxFedexConfig } from '../../config.js';
import { createFedexClient, FedexError, type FedexRequestedShipment } from './fedex-client.js';

const credentials = {
  clientId: SANDBOX_FEDEX_CREDENTIALS.clientId,
  clientSecret: SANDBOX_FEDEX_CREDENTIALS.secretKey,
  accountNumber: '740561073',
};
const party = {
  address: {
    streetLines: ['1 Main St'],
    city: 'Memphis',
    stateOrProvinceCode: 'TN',
    postalCode: '38116',
    countryCode: 'US',
  },
  contact: { companyName: 'Ann Co', phoneNumber: '9015550100' },
};
const shipment = (reference: string): FedexRequestedShipment & { recipients: (typeof party)[] } => ({
  shipper: party,
  recipients: [party],
  pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
  serviceType: 'FEDEX_GROUND',
  packagingType: 'YOUR_PACKAGING',
  shippingChargesPayment: { paymentType: 'SENDER' },
  labelSpecification: { imageType: 'PDF', labelStockType: 'PAPER_4X6' },
  requestedPackageLineItems: [1, 2].map(() => ({
    weight: { units: 'LB', value: 10 },
    dimensions: { length: 12, width: 10, height: 8, units: 'IN' },
    customerReferences: [{ customerReferenceType: 'CUSTOMER_REFERENCE', value: reference }],
  })),
});

describe('FedEx client', () => {
  let sandbox: Sandbox;
  const lines: string[] = [];
  const log = { warn: (obj: object, msg: string) => void lines.push(JSON.stringify(obj) + msg) };
  const client = () => createFedexClient({ config: sandboxFedexConfig(sandbox.port), log, sleep: async () => {} });

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(() => sandbox.close());

  it('tests credentials with the token endpoint and refuses wrong ones with FedEx’s message', async () => {
    await expect(client().testCredentials(credentials)).resolves.toBeUndefined();
    const refused = await client()
      .testCredentials({ ...credentials, clientSecret: 'wrong-secret-value' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FedexError);
    expect(refused).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect((refused as Error).message).toMatch(/client credentials were not valid/);
  });

  it('caches the token, and fetches a new one once when FedEx answers 401', async () => {
    const fedex = client();
    const rates = await fedex.rateQuotes(credentials, { ...shipment('R1'), recipient: party });
    expect(rates.find((r) => r.serviceType === 'FEDEX_GROUND')).toMatchObject({ currency: 'USD' });
    sandbox.expireFedexTokens();
    await expect(fedex.rateQuotes(credentials, { ...shipment('R1'), recipient: party })).resolves.toHaveLength(2);
  });

  it('ends right with 30% of calls answered 429/5xx and half the answers lost: one live shipment, then cancelled', async () => {
    const before = sandbox.fedexShipments().length;
    const fedex = createFedexClient({
      config: sandboxFedexConfig(sandbox.port),
      log,
      sleep: async () => {},
      maxAttempts: 30,
    });
    // Some retries for certain (the random faults below may by chance hit none): their log lines
    // are checked for secrets too.
    sandbox.setFaults({ rate503: 1 });
    await expect(fedex.rateQuotes(credentials, { ...shipment('R-503'), recipient: party })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    sandbox.setFaults({ rate429: 0.1, rate500: 0.1, rate503: 0.1, rateLostResponse: 0.5 });
    try {
      // FedEx makes a shipment for every create it receives; one whose answer was lost is found by
      // its reference and cancelled before the next create: the one answered is the only live one.
      const created = await fedex.createShipment(credentials, shipment('FBA-FAULTS-1'), { reference: 'FBA-FAULTS-1' });
      expect(created.packages).toHaveLength(2);
      expect(created.packages.every((p) => p.encodedLabel.length > 100)).toBe(true);
      const live = sandbox
        .fedexShipments()
        .slice(before)
        .filter((s) => !s.cancelled);
      expect(live.map((s) => s.masterTrackingNumber)).toEqual([created.masterTrackingNumber]);
      // A create after an attempt that ended badly looks first too: still one live shipment.
      const again = await fedex.createShipment(credentials, shipment('FBA-FAULTS-1'), {
        reference: 'FBA-FAULTS-1',
        reconcileFirst: true,
      });
      const liveAfter = sandbox
        .fedexShipments()
        .slice(before)
        .filter((s) => !s.cancelled);
      expect(liveAfter.map((s) => s.masterTrackingNumber)).toEqual([again.masterTrackingNumber]);
      expect((await fedex.cancelShipment(credentials, again.masterTrackingNumber)).cancelled).toBe(true);
    } finally {
      sandbox.setFaults({});
    }
    const made = sandbox.fedexShipments().slice(before);
    expect(made.length).toBeGreaterThanOrEqual(2);
    expect(made.every((s) => s.cancelled)).toBe(true);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain(credentials.clientSecret);
      expect(line).not.toContain(credentials.clientId);
    }
  });

  it('gives up with "unavailable" when FedEx keeps failing, and refuses bad input as "rejected"', async () => {
    sandbox.setFaults({ rate503: 1 });
    const fedex = createFedexClient({
      config: sandboxFedexConfig(sandbox.port),
      log,
      sleep: async () => {},
      maxAttempts: 3,
    });
    await expect(fedex.testCredentials(credentials)).rejects.toMatchObject({ kind: 'unavailable' });
    sandbox.setFaults({});
    await expect(
      fedex.rateQuotes({ ...credentials, accountNumber: '12' }, { ...shipment('X'), recipient: party }),
    ).rejects.toMatchObject({ kind: 'rejected', status: 400 });
  });
});
