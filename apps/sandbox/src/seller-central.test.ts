import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSpApi, connectSeller, consentUrl, form, hiddenInputs, startTestSandbox } from './test-support/harness.js';
import type { Sandbox } from './types.js';

const US = 'ATVPDKIKX0DER';
const PATH = '/gp/fba/inbound-shipment-workflow/index.html';

interface V0Shipment {
  ShipmentId: string;
  ShipmentName: string;
  ShipmentStatus: string;
  DestinationFulfillmentCenterId: string;
}

let sandbox: Sandbox;
let small: V0Shipment[];
let large: V0Shipment[];

/** A seller's US shipments as v0 getShipments reports them. */
async function shipmentsOf(kind: 'small' | 'large'): Promise<V0Shipment[]> {
  const { accessToken } = await connectSeller(sandbox, kind);
  const page = await callSpApi(sandbox, accessToken, '/fba/inbound/v0/shipments', {
    query: {
      MarketplaceId: US,
      QueryType: 'DATE_RANGE',
      LastUpdatedAfter: '2000-01-01T00:00:00Z',
      LastUpdatedBefore: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(page.status).toBe(200);
  return page.body.payload.ShipmentData as V0Shipment[];
}

/** Signs in on the summary page of `shipmentId` as `email`; the session cookie. */
async function signIn(shipmentId: string, email: string): Promise<string> {
  const answer = await fetch(
    `${sandbox.url}${PATH}?shipmentId=${shipmentId}`,
    form({ step: 'signin', email, password: 'sandbox' }),
  );
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe(`${PATH}?shipmentId=${shipmentId}`);
  return answer.headers.get('set-cookie')!.split(';')[0]!;
}

const open = (shipmentId: string, cookie?: string) =>
  fetch(`${sandbox.url}${PATH}?shipmentId=${shipmentId}`, cookie ? { headers: { cookie } } : {});

beforeAll(async () => {
  sandbox = await startTestSandbox({ largeStoreSkus: 200 });
  small = await shipmentsOf('small');
  large = await shipmentsOf('large');
});
afterAll(() => sandbox.close());

describe("a shipment's summary in the sandbox's Seller Central", () => {
  it('reads the FBA id from the fragment Stowline links with, and asks again with it in the query', async () => {
    const answer = await fetch(`${sandbox.url}${PATH}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('Opening the shipment…');
    expect(html).toContain("location.pathname+'?shipmentId='+encodeURIComponent(m[1])+location.hash");
  });

  it('asks the seller to sign in first, and refuses a wrong password', async () => {
    const shipment = small[0]!;
    const html = await (await open(shipment.ShipmentId)).text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain(`Sign in to see shipment ${shipment.ShipmentId}.`);
    const wrong = await fetch(
      `${sandbox.url}${PATH}?shipmentId=${shipment.ShipmentId}`,
      form({ step: 'signin', email: 'small@demo.sandbox', password: 'wrong' }),
    );
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain('Your password is incorrect.');
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it("shows the signed-in seller's shipment: its id, name, status, destination and items", async () => {
    const shipment = small.find((s) => s.ShipmentStatus === 'WORKING') ?? small[0]!;
    const cookie = await signIn(shipment.ShipmentId, 'small@demo.sandbox');
    const answer = await open(shipment.ShipmentId, cookie);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<dd data-field="shipment-id">${shipment.ShipmentId}</dd>`);
    expect(html).toContain(`<dd data-field="shipment-name">${shipment.ShipmentName}</dd>`);
    const status =
      shipment.ShipmentStatus.charAt(0) + shipment.ShipmentStatus.slice(1).toLowerCase().replace(/_/g, ' ');
    expect(html).toContain(`<dd data-field="status">${status}</dd>`);
    expect(html).toContain(`<dd data-field="destination">${shipment.DestinationFulfillmentCenterId}</dd>`);
    const { accessToken } = await connectSeller(sandbox, 'small');
    const items = await callSpApi(sandbox, accessToken, `/fba/inbound/v0/shipments/${shipment.ShipmentId}/items`, {
      query: { MarketplaceId: US },
    });
    const skus = (items.body.payload.ItemData as { SellerSKU: string; QuantityShipped: number }[]).map(
      (i) => `<td>${i.SellerSKU}</td>`,
    );
    expect(skus.length).toBeGreaterThan(0);
    for (const sku of skus) expect(html).toContain(sku);
  });

  it("answers 404 for another seller's shipment and for one that does not exist", async () => {
    const cookie = await signIn(small[0]!.ShipmentId, 'small@demo.sandbox');
    const foreign = large.find((s) => !small.some((o) => o.ShipmentId === s.ShipmentId))!;
    for (const id of [foreign.ShipmentId, 'FBA15NOSUCH1']) {
      const answer = await open(id, cookie);
      expect(answer.status).toBe(404);
      const html = await answer.text();
      expect(html).toContain('Shipment not found');
      expect(html).not.toContain('data-field="shipment-name"');
    }
    // Signed in as the other seller, it is theirs to see.
    expect((await open(foreign.ShipmentId, await signIn(foreign.ShipmentId, 'large@demo.sandbox'))).status).toBe(200);
  });

  it('keeps a forged or expired session out, and signs out', async () => {
    const shipment = small[0]!;
    const cookie = await signIn(shipment.ShipmentId, 'small@demo.sandbox');
    const [name, value] = cookie.split('=');
    const [sellerId, expires, mac] = value!.split('.');
    for (const forged of [`${sellerId}.${Number(expires) + 1}.${mac}`, `${sellerId}.1.${mac}`, 'x']) {
      const html = await (await open(shipment.ShipmentId, `${name}=${forged}`)).text();
      expect(html).toContain('<label for="email">Email</label>');
    }
    const out = await fetch(`${sandbox.url}${PATH}?shipmentId=${shipment.ShipmentId}`, form({ step: 'signout' }));
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });

  it("is signed in by the consent page's sign-in, as Amazon's Seller Central is", async () => {
    const signInPage = await (await fetch(consentUrl(sandbox, 'state-1'))).text();
    const consent = await fetch(
      `${sandbox.url}/apps/authorize/consent`,
      form({ ...hiddenInputs(signInPage), email: 'small@demo.sandbox', password: 'sandbox' }),
    );
    const cookie = consent.headers.get('set-cookie')!.split(';')[0]!;
    expect((await open(small[0]!.ShipmentId, cookie)).status).toBe(200);
  });
});
