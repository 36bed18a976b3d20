// Transport in the sandbox's Fulfillment Inbound v2024-03-20: setPackingInformation,
// generate/list/confirmTransportationOptions, their shapes against the model and Amazon's rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSpApi, type TestClock } from './test-support/harness.js';
import {
  connectLargeSeller,
  createPlan,
  itemInputOf,
  listShipmentItems,
  packFirstPlan,
  placementOptions,
  plainStandard,
  runOperation,
  skusWhere,
  US,
  V2024,
  validItem,
} from './test-support/inbound.js';
import { loadModel, validate } from './swagger.js';
import type { InboundSkuFacts, Sandbox } from './types.js';

const MODEL = loadModel('fulfillmentInbound_2024-03-20.json');
let sandbox: Sandbox;
let token: string;
let sellerId: string;
let clock: TestClock;

let refresh: (ms: number) => Promise<string>;
beforeAll(async () => {
  ({ sandbox, clock, token, sellerId, advance: refresh } = await connectLargeSeller(200));
});

/** Moves the sandbox's clock on, and refreshes the access token (it lasts an hour). */
async function advance(ms: number): Promise<void> {
  token = await refresh(ms);
}
afterAll(() => sandbox.close());

const plain = (f: InboundSkuFacts) => plainStandard(f) && !f.caseQuantity;
const tomorrow = () => new Date(clock.now() + 86_400_000).toISOString();
const CONTACT = { name: 'Dock Lead', phoneNumber: '2065550100', email: 'dock@example.com' };

/**
 * A WORKING shipment of a plan packed first (small parcel is offered only then): one SKU, 10
 * units, the placement option with one shipment confirmed.
 */
async function workingShipment(offset: number) {
  const chosen = skusWhere(sandbox, sellerId, US, plain).slice(offset, offset + 1);
  const planId = await createPlan(
    sandbox,
    token,
    chosen.map((f) => validItem(f, 10)),
  );
  await packFirstPlan(sandbox, token, planId);
  const { options } = await placementOptions(sandbox, token, planId);
  const option = options[0];
  await runOperation(
    sandbox,
    token,
    'POST',
    `/inboundPlans/${planId}/placementOptions/${option.placementOptionId}/confirmation`,
  );
  const shipmentId = option.shipmentIds[0] as string;
  const items = (await listShipmentItems(sandbox, token, planId, shipmentId)).body.items as any[];
  return { planId, placementOptionId: option.placementOptionId as string, shipmentId, items };
}

const box = (weight: number, side = 18, items?: unknown[]) => ({
  contentInformationSource: items ? 'BOX_CONTENT_PROVIDED' : 'MANUAL_PROCESS',
  dimensions: { length: side, width: 14, height: 10, unitOfMeasurement: 'IN' },
  weight: { value: weight, unit: 'LB' },
  quantity: 1,
  ...(items ? { items } : {}),
});

const pack = (planId: string, shipmentId: string, boxes: unknown[]) =>
  runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/packingInformation`, {
    packageGroupings: [{ shipmentId, boxes }],
  });
const generate = (planId: string, placementOptionId: string, config: Record<string, unknown>) =>
  runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/transportationOptions`, {
    placementOptionId,
    shipmentTransportationConfigurations: [config],
  });
const list = async (planId: string, shipmentId: string) =>
  (await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/transportationOptions?shipmentId=${shipmentId}`))
    .body;

describe('transport', () => {
  it('quotes small parcel on the boxes: partnered and own carriers, shaped as the model says; confirms once', async () => {
    const s = await workingShipment(0);
    const items = s.items.map(itemInputOf);
    expect((await pack(s.planId, s.shipmentId, [box(12, 18, items)])).status.body.operationStatus).toBe('SUCCESS');
    const gen = await generate(s.planId, s.placementOptionId, {
      shipmentId: s.shipmentId,
      readyToShipWindow: { start: tomorrow() },
      contactInformation: CONTACT,
    });
    expect(gen.status.body.operationStatus).toBe('SUCCESS');
    const light = await list(s.planId, s.shipmentId);
    expect(validate(MODEL, { $ref: '#/definitions/ListTransportationOptionsResponse' }, light)).toEqual([]);
    const solutions = light.transportationOptions.map((o: any) => o.shippingSolution);
    expect(solutions).toContain('AMAZON_PARTNERED_CARRIER');
    expect(solutions.filter((x: string) => x === 'USE_YOUR_OWN_CARRIER').length).toBeGreaterThan(2);
    const partnered = light.transportationOptions.find((o: any) => o.shippingSolution === 'AMAZON_PARTNERED_CARRIER');
    expect(partnered.shippingMode).toBe('GROUND_SMALL_PARCEL');
    expect(partnered.quote.cost.amount).toBeGreaterThan(0);

    // A heavier box costs more.
    await pack(s.planId, s.shipmentId, [box(40, 18, items)]);
    await generate(s.planId, s.placementOptionId, {
      shipmentId: s.shipmentId,
      readyToShipWindow: { start: tomorrow() },
      contactInformation: CONTACT,
    });
    const heavy = (await list(s.planId, s.shipmentId)).transportationOptions.find(
      (o: any) => o.shippingSolution === 'AMAZON_PARTNERED_CARRIER',
    );
    expect(heavy.quote.cost.amount).toBeGreaterThan(partnered.quote.cost.amount);

    const confirm = (id: string) =>
      runOperation(sandbox, token, 'POST', `/inboundPlans/${s.planId}/transportationOptions/confirmation`, {
        transportationSelections: [
          { shipmentId: s.shipmentId, transportationOptionId: id, contactInformation: CONTACT },
        ],
      });
    expect((await confirm(heavy.transportationOptionId)).status.body.operationStatus).toBe('SUCCESS');
    const confirmed = (await list(s.planId, s.shipmentId)).transportationOptions.find(
      (o: any) => o.transportationOptionId === heavy.transportationOptionId,
    );
    const voidable = Date.parse(confirmed.quote.voidableUntil) - clock.now();
    expect(voidable).toBeGreaterThan(23 * 3_600_000);
    expect(voidable).toBeLessThanOrEqual(24 * 3_600_000);
    // "Once confirmed, new transportation options can not be generated or confirmed for the
    // Inbound Plan" (the model): the same option again is refused too, and so is another.
    const again = await confirm(heavy.transportationOptionId);
    expect(again.status.body.operationStatus).toBe('FAILED');
    expect(again.status.body.operationProblems[0].message).toMatch(/already confirmed/);
    const other = light.transportationOptions.find((o: any) => o.shippingSolution === 'USE_YOUR_OWN_CARRIER');
    const refused = await confirm(other.transportationOptionId);
    expect(refused.status.body.operationStatus).toBe('FAILED');
    expect(refused.status.body.operationProblems[0].message).toMatch(/already confirmed/);
  });

  it('fails a box above 25 in or 50 lb for small parcel, a missing contact, and mismatched box content', async () => {
    const s = await workingShipment(1);
    const items = s.items.map((i) => ({ ...itemInputOf(i), quantity: i.quantity + 1 }));
    const wrong = await pack(s.planId, s.shipmentId, [box(12, 18, items)]);
    expect(wrong.status.body.operationStatus).toBe('FAILED');
    expect(wrong.status.body.operationProblems[0].message).toMatch(/units of msku/);

    await pack(s.planId, s.shipmentId, [box(55, 26)]);
    const gen = await generate(s.planId, s.placementOptionId, {
      shipmentId: s.shipmentId,
      readyToShipWindow: { start: tomorrow() },
    });
    expect(gen.status.body.operationStatus).toBe('FAILED');
    const messages = gen.status.body.operationProblems.map((p: any) => p.message).join('\n');
    expect(messages).toMatch(/contactInformation is required/);
    expect(messages).toMatch(/side above 25 in/);
    expect(messages).toMatch(/above 50 lb/);
    expect((await list(s.planId, s.shipmentId)).transportationOptions).toEqual([]);
  });

  it('quotes freight on pallets and freight class, with a 1 hour void window', async () => {
    const s = await workingShipment(2);
    await pack(s.planId, s.shipmentId, [box(60, 30)]);
    const pallet = (weight: number) => ({
      quantity: 1,
      dimensions: { length: 48, width: 40, height: 50, unitOfMeasurement: 'IN' },
      weight: { value: weight, unit: 'LB' },
      stackability: 'STACKABLE',
    });
    const noClass = await generate(s.planId, s.placementOptionId, {
      shipmentId: s.shipmentId,
      readyToShipWindow: { start: tomorrow() },
      contactInformation: CONTACT,
      pallets: [pallet(400)],
    });
    expect(noClass.status.body.operationStatus).toBe('FAILED');
    const cost = async (freightClass: string) => {
      const gen = await generate(s.planId, s.placementOptionId, {
        shipmentId: s.shipmentId,
        readyToShipWindow: { start: tomorrow() },
        contactInformation: CONTACT,
        pallets: [pallet(400)],
        freightInformation: { freightClass },
      });
      expect(gen.status.body.operationStatus).toBe('SUCCESS');
      return (await list(s.planId, s.shipmentId)).transportationOptions.find(
        (o: any) => o.shippingSolution === 'AMAZON_PARTNERED_CARRIER',
      );
    };
    const low = await cost('FC_50');
    const high = await cost('FC_500');
    expect(high.shippingMode).toBe('FREIGHT_LTL');
    expect(high.quote.cost.amount).toBeGreaterThan(low.quote.cost.amount);
    await runOperation(sandbox, token, 'POST', `/inboundPlans/${s.planId}/transportationOptions/confirmation`, {
      transportationSelections: [{ shipmentId: s.shipmentId, transportationOptionId: high.transportationOptionId }],
    });
    const confirmed = (await list(s.planId, s.shipmentId)).transportationOptions.find(
      (o: any) => o.transportationOptionId === high.transportationOptionId,
    );
    expect(Date.parse(confirmed.quote.voidableUntil) - clock.now()).toBeLessThanOrEqual(3_600_000);

    // v0 getBillOfLading: a pre-signed URL to a PDF for the confirmed partnered LTL transport.
    const fba = (await callSpApi(sandbox, token, `${V2024}/inboundPlans/${s.planId}/shipments/${s.shipmentId}`)).body
      .shipmentConfirmationId;
    const bol = await callSpApi(sandbox, token, `/fba/inbound/v0/shipments/${fba}/billOfLading`);
    expect(bol.status).toBe(200);
    const pdf = await fetch(bol.body.payload.DownloadURL);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`Amazon shipment: ${fba}`);
    if (process.env.BOL_PDF_OUT) (await import('node:fs')).writeFileSync(process.env.BOL_PDF_OUT, text, 'latin1');
    const forged = await fetch(bol.body.payload.DownloadURL.replace(/signature=[^&]+/, 'signature=x'));
    expect(forged.status).toBe(403);
  });

  it('gives no bill of lading for a small parcel transport', async () => {
    const s = await workingShipment(7);
    await pack(s.planId, s.shipmentId, [box(10)]);
    await generate(s.planId, s.placementOptionId, {
      shipmentId: s.shipmentId,
      readyToShipWindow: { start: tomorrow() },
      contactInformation: CONTACT,
    });
    const option = (await list(s.planId, s.shipmentId)).transportationOptions.find(
      (o: any) => o.shippingSolution === 'AMAZON_PARTNERED_CARRIER',
    );
    await runOperation(sandbox, token, 'POST', `/inboundPlans/${s.planId}/transportationOptions/confirmation`, {
      transportationSelections: [{ shipmentId: s.shipmentId, transportationOptionId: option.transportationOptionId }],
    });
    const fba = (await callSpApi(sandbox, token, `${V2024}/inboundPlans/${s.planId}/shipments/${s.shipmentId}`)).body
      .shipmentConfirmationId;
    const bol = await callSpApi(sandbox, token, `/fba/inbound/v0/shipments/${fba}/billOfLading`);
    expect(bol.status).toBe(400);
    expect(bol.body.errors[0].message).toMatch(/no bill of lading/);
  });

  it('refuses malformed requests with 400', async () => {
    const s = await workingShipment(3);
    const answer = await callSpApi(sandbox, token, `${V2024}/inboundPlans/${s.planId}/packingInformation`, {
      method: 'POST',
      body: { packageGroupings: [{ shipmentId: s.shipmentId, boxes: [{ quantity: 1 }] }] },
    });
    expect(answer.status).toBe(400);
    const noShipment = await callSpApi(sandbox, token, `${V2024}/inboundPlans/${s.planId}/transportationOptions`);
    expect(noShipment.status).toBe(400);
  });

  it('sends own-carrier tracking ids per box, and refuses them on a partnered transport', async () => {
    const s = await workingShipment(4);
    await pack(s.planId, s.shipmentId, [{ ...box(10), quantity: 2 }]);
    await generate(s.planId, s.placementOptionId, {
      shipmentId: s.shipmentId,
      readyToShipWindow: { start: tomorrow() },
      contactInformation: CONTACT,
    });
    const options = (await list(s.planId, s.shipmentId)).transportationOptions;
    const own = options.find((o: any) => o.shippingSolution === 'USE_YOUR_OWN_CARRIER');
    const tracking = (boxId: string) =>
      runOperation(sandbox, token, 'PUT', `/inboundPlans/${s.planId}/shipments/${s.shipmentId}/trackingDetails`, {
        trackingDetails: { spdTrackingDetail: { spdTrackingItems: [{ boxId, trackingId: '1Z999AA10123456784' }] } },
      });
    expect((await tracking('X')).status.body.operationStatus).toBe('FAILED');
    const confirmOwn = () =>
      runOperation(sandbox, token, 'POST', `/inboundPlans/${s.planId}/transportationOptions/confirmation`, {
        transportationSelections: [{ shipmentId: s.shipmentId, transportationOptionId: own.transportationOptionId }],
      });
    // An own carrier needs a confirmed delivery window first.
    expect(own.preconditions).toEqual(['CONFIRMED_DELIVERY_WINDOW']);
    const early = await confirmOwn();
    expect(early.status.body.operationProblems[0].message).toMatch(/delivery window/);
    const windows = `/inboundPlans/${s.planId}/shipments/${s.shipmentId}/deliveryWindowOptions`;
    expect((await runOperation(sandbox, token, 'POST', windows)).status.body.operationStatus).toBe('SUCCESS');
    const listed = (await callSpApi(sandbox, token, `${V2024}${windows}`)).body;
    expect(validate(MODEL, { $ref: '#/definitions/ListDeliveryWindowOptionsResponse' }, listed)).toEqual([]);
    const window = listed.deliveryWindowOptions.find((w: any) => w.availabilityType === 'AVAILABLE');
    const chosen = await runOperation(
      sandbox,
      token,
      'POST',
      `${windows}/${window.deliveryWindowOptionId}/confirmation`,
    );
    expect(chosen.status.body.operationStatus).toBe('SUCCESS');
    expect((await confirmOwn()).status.body.operationStatus).toBe('SUCCESS');
    const fba = (await callSpApi(sandbox, token, `${V2024}/inboundPlans/${s.planId}/shipments/${s.shipmentId}`)).body
      .shipmentConfirmationId;
    expect((await tracking(`${fba}U000002`)).status.body.operationStatus).toBe('SUCCESS');
    const wrong = await tracking(`${fba}U000003`);
    expect(wrong.status.body.operationProblems[0].message).toMatch(/not a box of the shipment/);
  });

  it('cancels the plan inside the void window, and refuses after it', async () => {
    const confirmPartnered = async (offset: number) => {
      const s = await workingShipment(offset);
      await pack(s.planId, s.shipmentId, [box(10)]);
      await generate(s.planId, s.placementOptionId, {
        shipmentId: s.shipmentId,
        readyToShipWindow: { start: tomorrow() },
        contactInformation: CONTACT,
      });
      const option = (await list(s.planId, s.shipmentId)).transportationOptions.find(
        (o: any) => o.shippingSolution === 'AMAZON_PARTNERED_CARRIER',
      );
      await runOperation(sandbox, token, 'POST', `/inboundPlans/${s.planId}/transportationOptions/confirmation`, {
        transportationSelections: [{ shipmentId: s.shipmentId, transportationOptionId: option.transportationOptionId }],
      });
      return s;
    };
    const inside = await confirmPartnered(5);
    const late = await confirmPartnered(6);
    const cancel = (planId: string) => runOperation(sandbox, token, 'PUT', `/inboundPlans/${planId}/cancellation`);
    expect((await cancel(inside.planId)).status.body.operationStatus).toBe('SUCCESS');
    await advance(25 * 3_600_000);
    const refused = await cancel(late.planId);
    expect(refused.status.body.operationStatus).toBe('FAILED');
    expect(refused.status.body.operationProblems[0].message).toMatch(/void window/);

    // Past the window the carrier has it: v0 reports it SHIPPED, then on to CLOSED with the units received.
    const fba = (await callSpApi(sandbox, token, `${V2024}/inboundPlans/${late.planId}/shipments/${late.shipmentId}`))
      .body.shipmentConfirmationId;
    const v0 = async () => {
      const answer = await callSpApi(sandbox, token, '/fba/inbound/v0/shipments', {
        query: { MarketplaceId: US, QueryType: 'SHIPMENT', ShipmentIdList: [fba] },
      });
      return answer.body.payload.ShipmentData[0];
    };
    expect((await v0()).ShipmentStatus).toBe('SHIPPED');
    await advance(6 * 3_600_000);
    expect((await v0()).ShipmentStatus).toBe('IN_TRANSIT');
    await advance(4 * 6 * 3_600_000);
    expect((await v0()).ShipmentStatus).toBe('CLOSED');
    const items = await callSpApi(sandbox, token, `/fba/inbound/v0/shipments/${fba}/items`, {
      query: { MarketplaceId: US },
    });
    const received = items.body.payload.ItemData;
    expect(received.length).toBeGreaterThan(0);
    for (const item of received) expect(item.QuantityReceived).toBe(item.QuantityShipped);
  });
});
