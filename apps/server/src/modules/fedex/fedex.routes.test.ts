import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fedexCreateShipmentResponseSchema,
  fedexLabelsResponseSchema,
  fedexMessages as m,
  fedexRatesResponseSchema,
  messageResponseSchema,
  readinessMessages,
} from '@stowline/domain';
import { SANDBOX_FEDEX_CREDENTIALS } from '../../config.js';
import { rowsOf } from '../../db/client.js';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { seedShipment } from '../../test-support/fixtures.js';
import { getHarness } from '../../test-support/harness.js';
import { code128PerPage, fetchFile } from '../../test-support/files.js';

type Seller = Awaited<ReturnType<typeof createSeller>>;

const ACCOUNT_NUMBER = '740561073';
const carrierBody = { ...SANDBOX_FEDEX_CREDENTIALS, accountNumber: ACCOUNT_NUMBER };
const SHIP_FROM = {
  Name: 'Pat Packer',
  AddressLine1: '1200 Industrial Way',
  City: 'Portland',
  StateOrProvinceCode: 'OR',
  PostalCode: '97217',
  CountryCode: 'US',
  // The warehouse's company contact, as a created shipment keeps it (FedEx needs 10 digits).
  PhoneNumber: '+1 (503) 555-0142',
};
const SHIP_TO = {
  name: 'Amazon.com Services, Inc. (PHX7)',
  addressLine1: '800 N 75th Ave',
  city: 'Phoenix',
  stateOrProvinceCode: 'AZ',
  postalCode: '85043',
  countryCode: 'US',
};
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

let counter = 0;

/**
 * A WORKING, non-partnered SP shipment with FedEx as its carrier, ready to submit: two SKUs fully
 * boxed in two boxes with dimensions, ship-from and Amazon's ship-to address.
 */
async function fedexShipment(
  seller: Seller,
  options: { status?: string; isPartnered?: string; carrier?: string; boxed?: boolean } = {},
) {
  const { database } = await getHarness();
  const db = database.db;
  counter += 1;
  const n = String(counter).padStart(4, '0');
  const shipment = await seedShipment(db, seller.email, {
    items: [
      { sellerSku: `FX-A-${n}`, fnsku: `X00FXA${n}`, quantity: 10, weightLb: 1.5 },
      { sellerSku: `FX-B-${n}`, fnsku: `X00FXB${n}`, quantity: 4, weightLb: 2 },
    ],
    status: options.status ?? 'WORKING',
    shipmentType: 'SP',
    isPartnered: options.isPartnered ?? 'false',
  });
  const [row] = rowsOf<{ account_id: string; store_id: string; store_marketplace_id: string }>(
    await db.execute(sql`
      update shipments set carrier_name = ${options.carrier ?? 'FEDERAL_EXPRESS_CORP'},
             ship_from_address = ${JSON.stringify(SHIP_FROM)}::jsonb
      where id = ${shipment.id} returning account_id, store_id, store_marketplace_id`),
  );
  const [request] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into inbound_plan_requests (account_id, store_id, store_marketplace_id, marketplace_id, mode,
                                         label_prep_preference, source_address, items)
      values (${row!.account_id}, ${row!.store_id}, ${row!.store_marketplace_id}, 'ATVPDKIKX0DER', 'UNITS',
              'SELLER_LABEL', '{}'::jsonb, '[]'::jsonb) returning id`),
  );
  const [plan] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into inbound_plans (account_id, request_id, seq, name, items)
      values (${row!.account_id}, ${request!.id}, 1, 'Plan', '[]'::jsonb) returning id`),
  );
  await db.execute(sql`
    insert into inbound_plan_shipments (account_id, plan_row_id, amazon_shipment_id, placement_option_id,
                                        ship_to_address, shipment_row_id)
    values (${row!.account_id}, ${plan!.id}, ${`sh-${shipment.id}`}, 'po-1', ${JSON.stringify(SHIP_TO)}::jsonb,
            ${shipment.id})`);
  const boxIds: string[] = [];
  const contents: [string, number][] = [
    [shipment.items[`FX-A-${n}`]!, 10],
    [shipment.items[`FX-B-${n}`]!, 4],
  ];
  for (const [index, [itemId, units]] of contents.entries()) {
    const [box] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into boxes (account_id, shipment_row_id, number, length, width, height, weight, weight_unit)
        values (${row!.account_id}, ${shipment.id}, ${index + 1}, 18, 14, 12, 1, 'pounds') returning id`),
    );
    boxIds.push(box!.id);
    if (options.boxed !== false)
      await db.execute(sql`
        insert into box_items (account_id, shipment_row_id, box_id, shipment_item_id, quantity)
        values (${row!.account_id}, ${shipment.id}, ${box!.id}, ${itemId}, ${units})`);
  }
  return { id: shipment.id, boxIds };
}

async function connectFedex(seller: Seller) {
  const saved = await api('PUT', '/setting/add-carrier', { token: seller.token, body: carrierBody });
  expect(saved.status).toBe(200);
}

const rates = (token: string, shipmentId: unknown) =>
  api('POST', '/fedex/rates/quotes', { token, body: { shipmentId } });
const create = (token: string, body: Record<string, unknown>) => api('POST', '/fedex/create-shipment', { token, body });
const cancel = (token: string, shipmentId: unknown) =>
  api('PUT', '/fedex/cancel-shipment', { token, body: { shipmentId } });

async function shipmentRow(id: string) {
  const { database } = await getHarness();
  const [row] = rowsOf<{
    transport_status: string | null;
    estimated_cost: string | null;
    estimated_cost_currency: string | null;
    master_tracking_number: string | null;
  }>(
    await database.db.execute(sql`
      select transport_status, estimated_cost, estimated_cost_currency, master_tracking_number
      from shipments where id = ${id}`),
  );
  return row!;
}

async function trackingIds(id: string) {
  const { database } = await getHarness();
  return rowsOf<{ id: string; tracking_id: string | null }>(
    await database.db.execute(sql`select id, tracking_id from boxes where shipment_row_id = ${id} order by number`),
  );
}

/** FedEx's shipments for a shipment row: its packages carry the shipment's FBA id as their reference. */
async function fedexShipmentsOf(shipmentRowId: string) {
  const { sandbox, database } = await getHarness();
  const [row] = rowsOf<{ shipment_id: string }>(
    await database.db.execute(sql`select shipment_id from shipments where id = ${shipmentRowId}`),
  );
  return sandbox.fedexShipments().filter((s) => s.reference === row!.shipment_id);
}

/** The barcodes a scanner reads on a PDF (pdftoppm, then zbarimg). */
const barcodesOf = (pdf: Buffer) => code128PerPage(pdf).flat();

async function labelPdf(token: string, shipmentId: string, boxId: string) {
  const { baseUrl } = await getHarness();
  const res = await fetch(`${baseUrl}/api/v1/fedex/labels/${shipmentId}/${boxId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('FedEx shipments (/fedex/)', () => {
  let seller: Seller;
  let worker: Awaited<ReturnType<typeof addWorker>>;
  beforeAll(async () => {
    seller = await createSeller({ onboarded: true });
    await connectFedex(seller);
    worker = await addWorker(seller.token);
  }, 60_000);

  it('rates, creates (labels scan to the boxes’ tracking ids), then cancels', async () => {
    const shipment = await fedexShipment(seller);
    const rated = await api('POST', '/fedex/rates/quotes', {
      token: seller.token,
      body: { shipmentId: shipment.id },
      response: fedexRatesResponseSchema,
    });
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({
      transportStatus: 'ESTIMATED',
      estimatedCostCurrency: 'USD',
      message: m.estimated,
    });
    // The sandbox's ground rate: per box 9.85 + 0.74 x billable lb (dims 18x14x12 -> 22 lb over the actual weight).
    expect(rated.body.estimatedCost).toBeCloseTo(2 * (9.85 + 0.74 * 22), 2);
    expect(await shipmentRow(shipment.id)).toEqual({
      transport_status: 'ESTIMATED',
      estimated_cost: rated.body.estimatedCost.toFixed(2),
      estimated_cost_currency: 'USD',
      master_tracking_number: null,
    });

    const made = await api('POST', '/fedex/create-shipment', {
      token: seller.token,
      body: { shipmentId: shipment.id, readyDate: tomorrow() },
      response: fedexCreateShipmentResponseSchema,
    });
    expect(made.status).toBe(200);
    // Amazon's transport status stays: its confirm settles it (transport.routes.test.ts).
    expect(made.body).toMatchObject({ transportStatus: 'ESTIMATED', message: m.created });
    const atFedex = await fedexShipmentsOf(shipment.id);
    expect(atFedex).toHaveLength(1);
    expect(atFedex[0]!.masterTrackingNumber).toBe(made.body.masterTrackingNumber);
    expect(atFedex[0]!.labelStockType).toBe('PAPER_4X6');
    expect(atFedex[0]!.shipDatestamp).toBe(tomorrow());
    // The heavier box first: 1 + 10 x 1.5 = 16 lb, then 1 + 4 x 2 = 9 lb.
    expect(atFedex[0]!.weightsLb).toEqual([16, 9]);
    expect((await shipmentRow(shipment.id)).transport_status).toBe('ESTIMATED');
    expect((await shipmentRow(shipment.id)).master_tracking_number).toBe(made.body.masterTrackingNumber);
    const tracked = await trackingIds(shipment.id);
    expect(tracked.map((b) => b.tracking_id)).toEqual(atFedex[0]!.trackingNumbers);

    // Workers may download the labels; each box's PDF scans to its tracking id.
    const listed = await api('GET', `/fedex/labels/${shipment.id}`, {
      token: worker.token,
      response: fedexLabelsResponseSchema,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.labels.map((l) => l.boxId)).toEqual(shipment.boxIds);
    for (const box of tracked) {
      const pdf = await labelPdf(worker.token, shipment.id, box.id);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      expect(barcodesOf(pdf.bytes)).toContain(box.tracking_id);
    }
    // One PDF of every label, in box order.
    const all = await fetchFile('GET', `/fedex/labels/${shipment.id}/all`, worker.token);
    expect(all.type).toBe('application/pdf');
    expect(
      code128PerPage(all.bytes).map((codes) => codes.find((c) => tracked.some((b) => b.tracking_id === c))),
    ).toEqual(tracked.map((b) => b.tracking_id));
    // Once Amazon's transport is confirmed, rates, create and cancel are refused (Amazon holds the numbers).
    await getHarness().then(({ database }) =>
      database.db.execute(sql`update shipments set transport_status = 'CONFIRMED' where id = ${shipment.id}`),
    );
    expect(await rates(seller.token, shipment.id)).toMatchObject({
      status: 409,
      body: { message: m.transportConfirmed },
    });
    expect(await cancel(seller.token, shipment.id)).toMatchObject({
      status: 409,
      body: { message: m.transportConfirmed },
    });
    await getHarness().then(({ database }) =>
      database.db.execute(sql`update shipments set transport_status = 'ESTIMATED' where id = ${shipment.id}`),
    );

    const cancelled = await api('PUT', '/fedex/cancel-shipment', {
      token: seller.token,
      body: { shipmentId: shipment.id },
      response: messageResponseSchema,
    });
    expect(cancelled).toMatchObject({ status: 200, body: { message: m.cancelled } });
    expect((await fedexShipmentsOf(shipment.id))[0]!.cancelled).toBe(true);
    expect(await shipmentRow(shipment.id)).toEqual({
      transport_status: null,
      estimated_cost: null,
      estimated_cost_currency: null,
      master_tracking_number: null,
    });
    expect((await trackingIds(shipment.id)).map((b) => b.tracking_id)).toEqual([null, null]);
    expect((await api('GET', `/fedex/labels/${shipment.id}`, { token: seller.token })).status).toBe(404);
    expect((await labelPdf(seller.token, shipment.id, shipment.boxIds[0]!)).status).toBe(404);
    expect(await cancel(seller.token, shipment.id)).toMatchObject({
      status: 409,
      body: { message: m.nothingToCancel },
    });

    // A new create after the cancel makes a new FedEx shipment.
    const again = await create(seller.token, { shipmentId: shipment.id, readyDate: tomorrow() });
    expect(again.status).toBe(200);
    expect(again.body.masterTrackingNumber).not.toBe(made.body.masterTrackingNumber);
    expect((await fedexShipmentsOf(shipment.id)).filter((s) => !s.cancelled)).toHaveLength(1);
  }, 60_000);

  it('answers a retried create with the stored result, and a concurrent one with 409: one FedEx shipment', async () => {
    const shipment = await fedexShipment(seller);
    const { sandbox } = await getHarness();
    // Slow FedEx calls, so the second request arrives while the first is at FedEx.
    sandbox.setFaults({ latencyMs: 600 });
    let answers;
    try {
      answers = await Promise.all([
        create(seller.token, { shipmentId: shipment.id, readyDate: tomorrow() }),
        new Promise((r) => setTimeout(r, 300)).then(() =>
          create(seller.token, { shipmentId: shipment.id, readyDate: tomorrow() }),
        ),
      ]);
    } finally {
      sandbox.setFaults({});
    }
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ message: m.inProgress });
    // The browser lost the answer and sends the create again: the stored result, no FedEx call.
    const retried = await create(seller.token, { shipmentId: shipment.id, readyDate: tomorrow() });
    expect(retried).toEqual({ status: 200, body: winner.body });
    expect(await fedexShipmentsOf(shipment.id)).toHaveLength(1);
  }, 60_000);

  it('makes one live FedEx shipment when FedEx’s answers are lost and 30% of calls fail with 429/5xx', async () => {
    const { sandbox } = await getHarness();
    const shipment = await fedexShipment(seller);
    // Half of the creates FedEx carries out lose their answer, and FedEx makes a shipment for each
    // create: the client finds the lost ones by their reference and cancels them before it tries again.
    sandbox.setFaults({ rateLostResponse: 0.5 });
    let first;
    try {
      for (let i = 0; i < 5; i += 1) {
        first = await create(seller.token, { shipmentId: shipment.id, readyDate: tomorrow() });
        if (first.status !== 503) break;
      }
    } finally {
      sandbox.setFaults({});
    }
    expect(first!.status).toBe(200);
    const live = (await fedexShipmentsOf(shipment.id)).filter((s) => !s.cancelled);
    expect(live.map((s) => s.masterTrackingNumber)).toEqual([first!.body.masterTrackingNumber]);

    const second = await fedexShipment(seller);
    sandbox.setFaults({ rate429: 0.1, rate500: 0.1, rate503: 0.1, rateLostResponse: 0.3 });
    let made, rated, cancelled;
    try {
      rated = await rates(seller.token, second.id);
      // A request whose retries ran out answers 503; the seller tries again until it ends.
      for (let i = 0; i < 5; i += 1) {
        made = await create(seller.token, { shipmentId: second.id, readyDate: tomorrow() });
        if (made.status !== 503) break;
      }
      cancelled = await cancel(seller.token, second.id);
    } finally {
      sandbox.setFaults({});
    }
    expect(rated.status).toBe(200);
    expect(made!.status).toBe(200);
    expect(cancelled.status).toBe(200);
    const atFedex = await fedexShipmentsOf(second.id);
    expect(atFedex.length).toBeGreaterThanOrEqual(1);
    expect(atFedex.every((s) => s.cancelled)).toBe(true);
    expect((await trackingIds(second.id)).map((b) => b.tracking_id)).toEqual([null, null]);
  }, 120_000);

  it('refuses shipments that are not ready, not FedEx, partnered or not WORKING, and asks a ready date', async () => {
    const notReady = await fedexShipment(seller, { boxed: false });
    expect(await rates(seller.token, notReady.id)).toMatchObject({
      status: 409,
      body: { message: readinessMessages.itemErrors },
    });
    expect((await create(seller.token, { shipmentId: notReady.id, readyDate: tomorrow() })).status).toBe(409);

    const ups = await fedexShipment(seller, { carrier: 'UNITED_PARCEL_SERVICE_INC' });
    expect(await rates(seller.token, ups.id)).toMatchObject({ status: 409, body: { message: m.notFedex } });
    const partnered = await fedexShipment(seller, { isPartnered: 'true' });
    expect(await rates(seller.token, partnered.id)).toMatchObject({ status: 409, body: { message: m.notFedex } });
    const shipped = await fedexShipment(seller, { status: 'SHIPPED' });
    expect(await rates(seller.token, shipped.id)).toMatchObject({ status: 409, body: { message: m.notWorking } });
    expect(await create(seller.token, { shipmentId: shipped.id, readyDate: tomorrow() })).toMatchObject({
      status: 409,
      body: { message: m.notWorking },
    });

    const ready = await fedexShipment(seller);
    for (const readyDate of [undefined, '', 'tomorrow', '2026-13-45'])
      expect(await create(seller.token, { shipmentId: ready.id, readyDate })).toMatchObject({
        status: 400,
        body: { message: m.readyDateMissing },
      });
    expect(await create(seller.token, { shipmentId: ready.id, readyDate: '2020-01-01' })).toMatchObject({
      status: 400,
      body: { message: m.readyDateMissing },
    });
    expect(await fedexShipmentsOf(ready.id)).toHaveLength(0);

    // FedEx needs a 10-digit phone for both parties and Amazon's centre has none: the ship-from
    // contact's is given for both, so a ship-from without one is refused before FedEx is called.
    const { database } = await getHarness();
    await database.db.execute(sql`
      update shipments set ship_from_address = ship_from_address - 'PhoneNumber' || '{"PhoneNumber":"555-0142"}'::jsonb
      where id = ${ready.id}`);
    expect(await create(seller.token, { shipmentId: ready.id, readyDate: tomorrow() })).toMatchObject({
      status: 400,
      body: { message: m.shipFromPhoneInvalid },
    });
    expect(await fedexShipmentsOf(ready.id)).toHaveLength(0);

    // Without a saved FedEx account readiness names it.
    const bare = await createSeller({ onboarded: true });
    const noAccount = await fedexShipment(bare);
    expect(await rates(bare.token, noAccount.id)).toMatchObject({
      status: 409,
      body: { message: readinessMessages.fedexAccountMissing },
    });
  }, 60_000);

  it('refuses workers rates, create and cancel, keeps tenants apart, and answers malformed input with 4xx', async () => {
    const shipment = await fedexShipment(seller);
    expect(await rates(worker.token, shipment.id)).toMatchObject({ status: 403 });
    expect(await create(worker.token, { shipmentId: shipment.id, readyDate: tomorrow() })).toMatchObject({
      status: 403,
    });
    expect(await cancel(worker.token, shipment.id)).toMatchObject({ status: 403 });
    expect(await fedexShipmentsOf(shipment.id)).toHaveLength(0);

    const other = await createSeller({ onboarded: true });
    await connectFedex(other);
    expect(await rates(other.token, shipment.id)).toMatchObject({
      status: 404,
      body: { message: 'Shipment not found' },
    });
    expect(await create(other.token, { shipmentId: shipment.id, readyDate: tomorrow() })).toMatchObject({
      status: 404,
      body: { message: 'Shipment not found' },
    });
    await create(seller.token, { shipmentId: shipment.id, readyDate: tomorrow() });
    expect(await cancel(other.token, shipment.id)).toMatchObject({
      status: 404,
      body: { message: 'Shipment not found' },
    });
    expect((await api('GET', `/fedex/labels/${shipment.id}`, { token: other.token })).status).toBe(404);
    expect((await labelPdf(other.token, shipment.id, shipment.boxIds[0]!)).status).toBe(404);
    expect((await fetchFile('GET', `/fedex/labels/${shipment.id}/all`, other.token)).status).toBe(404);
    expect((await shipmentRow(shipment.id)).master_tracking_number).toBeTruthy();

    for (const body of [{}, { shipmentId: 'nope' }, { shipmentId: 42 }, null, []])
      expect((await api('POST', '/fedex/rates/quotes', { token: seller.token, body })).status).toBe(400);
    expect(
      (await create(seller.token, { shipmentId: shipment.id, readyDate: tomorrow(), serviceType: 'TELEPORT' })).status,
    ).toBe(400);
    expect(
      (await api('PUT', '/fedex/cancel-shipment', { token: seller.token, rawBody: '{', headers: {} })).status,
    ).toBe(400);
    expect((await api('GET', '/fedex/labels/not-a-uuid', { token: seller.token })).status).toBe(400);
  }, 60_000);

  it('never puts the FedEx secrets in an answer, and answers FedEx’s own message on a refusal', async () => {
    const shipment = await fedexShipment(seller);
    const answers = [
      await rates(seller.token, shipment.id),
      await create(seller.token, { shipmentId: shipment.id, readyDate: tomorrow() }),
      await api('GET', `/fedex/labels/${shipment.id}`, { token: seller.token }),
      await cancel(seller.token, shipment.id),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(SANDBOX_FEDEX_CREDENTIALS.secretKey);
      expect(text).not.toContain(SANDBOX_FEDEX_CREDENTIALS.clientId);
      expect(text).not.toContain(ACCOUNT_NUMBER);
    }
    // Credentials FedEx refuses: FedEx's message, 400, nothing stored.
    const wrong = await createSeller({ onboarded: true });
    const saved = await api('PUT', '/setting/add-carrier', {
      token: wrong.token,
      body: { ...carrierBody, secretKey: 'not-the-secret' },
    });
    expect(saved.status).toBe(200);
    const refused = await fedexShipment(wrong);
    const answer = await create(wrong.token, { shipmentId: refused.id, readyDate: tomorrow() });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('The given client credentials were not valid');
    expect(JSON.stringify(answer.body)).not.toContain('not-the-secret');
    expect((await shipmentRow(refused.id)).transport_status).toBeNull();
    // The failed attempt does not block the next one.
    await api('PUT', '/setting/add-carrier', { token: wrong.token, body: carrierBody });
    expect((await create(wrong.token, { shipmentId: refused.id, readyDate: tomorrow() })).status).toBe(200);
  }, 60_000);
});
