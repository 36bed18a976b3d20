import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  billOfLadingResponseSchema,
  boxLabelMessages,
  confirmTransportResponseSchema,
  createBoxesResponseSchema,
  FEDEX_LTL_PLACEHOLDER_PRO_NUMBER,
  getShipmentItemsResponseSchema,
  transportMessages as tm,
  transportResponseSchema,
  voidTransportResponseSchema,
  type TransportState,
} from '@stowline/domain';
import type { InboundSkuFacts } from '@stowline/sandbox';
import { rowsOf } from '../../db/client.js';
import { SANDBOX_FEDEX_CREDENTIALS } from '../../config.js';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { code128PerPage, fetchFile } from '../../test-support/files.js';
import { getHarness } from '../../test-support/harness.js';
import { placedSmallParcelPlan } from '../../test-support/pack-first.js';
import { createdShipment, plainSkus, sellerWithSyncedStore, type SyncedSeller } from '../../test-support/sellers.js';

/**
 * A small-parcel shipment as Amazon takes one: packed first, then placed (test-support/pack-first.ts);
 * the plan's first shipment and its boxes.
 */
async function parcelShipment(seller: SyncedSeller, skus: InboundSkuFacts[], isPartnered: 'true' | 'false' = 'true') {
  const { database } = await getHarness();
  const done = await placedSmallParcelPlan(seller, skus, { name: 'Transport', isPartnered });
  const creation = done.InboundShipmentPlans[0]!.creation;
  const id = creation.shipmentRowId!;
  const boxes = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from boxes where shipment_row_id = ${id} order by number`),
  );
  return { id, fbaId: creation.shipmentConfirmationId!, boxIds: boxes.map((b) => b.id) };
}

/** A WORKING shipment placed before packing (pallets), created through the create-shipment calls (one centre), every unit boxed. */
async function palletShipment(seller: SyncedSeller, skus: InboundSkuFacts[], units = 6) {
  const { id, fbaId } = await createdShipment(seller, skus, { units, name: 'Transport' });
  const items = await api('POST', '/fullfilment/get-shipment-items', {
    token: seller.token,
    body: { inboundShipmentId: id, limit: 0 },
    response: getShipmentItemsResponseSchema,
  });
  const boxIds: string[] = [];
  for (const item of items.body.shipmentItems) {
    const created = await api('POST', '/fullfilment/create-boxes', {
      token: seller.token,
      body: {
        inboundShipmentId: id,
        item: { quantity: item.quantityShipped, sellerSku: item.sellerSku },
        numberOfBoxes: 1,
      },
      response: createBoxesResponseSchema,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    boxIds.push(...created.body.boxes.map((b) => b._id));
  }
  const sized = await api('POST', '/fullfilment/update-dimesions', {
    token: seller.token,
    body: {
      shipmentId: id,
      boxIds,
      dimensions: { length: 20, width: 15, height: 10, weight: 24, weightUnit: 'ounces' },
    },
  });
  expect(sized.status, JSON.stringify(sized.body)).toBe(200);
  return { id, fbaId, boxIds };
}

const getTransport = (token: string, id: string) =>
  api('GET', `/fullfilment/get-transport/${id}`, { token, response: transportResponseSchema });

/** Polls get-transport until no step is in flight. */
async function settled(token: string, id: string): Promise<TransportState> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await getTransport(token, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (!res.body.transport.step) return res.body.transport;
    if (Date.now() > deadline) throw new Error(`transport step not done: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const estimate = (token: string, body: object) => api('POST', '/fullfilment/sync-transport-content', { token, body });
const confirm = (token: string, body: object) =>
  api('POST', '/fullfilment/confirm-transport-shipment-content', { token, body });

const SPD = { ShipmentType: 'SP', IsPartnered: 'true', CarrierName: 'UNITED_PARCEL_SERVICE_INC' } as const;

describe('transport with Amazon', () => {
  let seller: SyncedSeller;
  let skus: InboundSkuFacts[];

  beforeAll(async () => {
    seller = await sellerWithSyncedStore();
    skus = plainSkus(seller)
      .filter((f) => !f.expirationDated)
      .slice(0, 12);
    expect(skus.length).toBeGreaterThanOrEqual(10);
  }, 240_000);

  it('follows the same generateTransportationOptions after its job process stops while Amazon works on it', async () => {
    const harness = await getHarness();
    const { sandbox, database } = harness;
    const shipment = await parcelShipment(seller, skus.slice(2, 3));
    const calls = () => sandbox.stats(seller.sellerId).calls.generateTransportationOptions ?? 0;
    const before = calls();
    const kept = async () =>
      rowsOf<{ operation_id: string }>(
        await database.db.execute(
          sql`select operation_id from inbound_operations where key = ${`transport:${shipment.id}:generateTransportationOptions`}`,
        ),
      );
    // Amazon works on it until the test lets it end, however slow the machine.
    sandbox.setOperationDelay(600_000);
    try {
      const started = await estimate(seller.token, { inboundShipmentId: shipment.id, ...SPD });
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      for (let i = 0; i < 400 && calls() === before; i++) await new Promise((r) => setTimeout(r, 25));
      await harness.stopWorkers();
    } finally {
      sandbox.setOperationDelay(300);
    }
    expect(await kept()).toHaveLength(1);
    sandbox.finishOperations(seller.sellerId);
    await harness.startWorkers();
    const state = await settled(seller.token, shipment.id);
    expect(state, JSON.stringify(state)).toMatchObject({ transportStatus: 'ESTIMATED', error: null });
    expect(calls() - before).toBe(1);
    expect(await kept()).toHaveLength(0);
  }, 120_000);

  it('estimates, confirms and marks shipped a partnered small-parcel shipment; workers estimate only', async () => {
    const { sandbox } = await getHarness();
    const shipment = await parcelShipment(seller, skus.slice(0, 2));
    const before = await getTransport(seller.token, shipment.id);
    expect(before.body.transport).toMatchObject({
      transportStatus: null,
      step: null,
      requiredInfo: 'NONE',
      options: [],
    });

    const worker = await addWorker(seller.token);
    const started = await estimate(worker.token, { inboundShipmentId: shipment.id, ...SPD });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(transportResponseSchema.parse(started.body).transport.step).toBe('ESTIMATING');
    // A second estimate while one runs is refused.
    expect((await estimate(seller.token, { inboundShipmentId: shipment.id, ...SPD })).body.message).toBe(tm.busy);
    const estimated = await settled(seller.token, shipment.id);
    expect(estimated.error).toBeNull();
    expect(estimated.transportStatus).toBe('ESTIMATED');
    expect(estimated.feedStatus).toBe('Success');
    const partnered = estimated.options.find((o) => o.shippingSolution === 'AMAZON_PARTNERED_CARRIER')!;
    expect(partnered.matchesSettings).toBe(true);
    // Sandbox quote: $4.25 a box + $0.38 a lb; this shipment of the plan: one box of 6 lb, 10 units.
    expect(partnered.cost).toEqual({ amount: 6.53, code: 'USD' });
    expect(partnered.costPerUnit).toBe(0.65);
    expect(estimated.estimatedCost).toBe(6.53);
    expect(estimated.options.some((o) => o.shippingSolution === 'USE_YOUR_OWN_CARRIER' && o.needsDeliveryWindow)).toBe(
      true,
    );

    // Workers may not confirm, void, mark shipped or resubmit feeds.
    const refused = await confirm(worker.token, {
      inboundShipmentId: shipment.id,
      transportationOptionId: partnered.transportationOptionId,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(tm.workerNotAllowed);
    for (const [path, body] of [
      ['/fullfilment/voide-transport-content', { inboundShipmentId: shipment.id }],
      ['/fullfilment/marked-as-shipped', { shipmentId: shipment.id }],
      ['/fullfilment/sync-feeds', { shipmentId: shipment.id }],
    ] as const)
      expect((await api('POST', path, { token: worker.token, body })).status).toBe(403);

    // Only an offered option.
    const unknown = await confirm(seller.token, { inboundShipmentId: shipment.id, transportationOptionId: 'to-nope' });
    expect(unknown.status).toBe(409);
    expect(unknown.body.message).toBe(tm.optionNotFound);

    const calls = () => sandbox.stats(seller.sellerId).calls.confirmTransportationOptions ?? 0;
    const sent = calls();
    const confirming = await confirm(seller.token, {
      inboundShipmentId: shipment.id,
      transportationOptionId: partnered.transportationOptionId,
    });
    expect(confirming.status, JSON.stringify(confirming.body)).toBe(202);
    expect(confirmTransportResponseSchema.parse(confirming.body).transport.step).toBe('CONFIRMING');
    const confirmed = await settled(seller.token, shipment.id);
    expect(confirmed).toMatchObject({
      transportStatus: 'CONFIRMED',
      shipmentStatus: 'PENDING_TO_MARK_SHIP',
      confirmedOptionId: partnered.transportationOptionId,
      canMarkShipped: true,
      canVoid: true,
      canDownloadBol: false,
      error: null,
    });
    const left = Date.parse(confirmed.voidDate!) - Date.now();
    expect(left).toBeGreaterThan(23 * 3600_000);
    expect(left).toBeLessThanOrEqual(24 * 3600_000);
    expect(calls() - sent).toBe(1);
    // Confirming the same option again answers the state; no second call.
    const again = await confirm(seller.token, {
      inboundShipmentId: shipment.id,
      transportationOptionId: partnered.transportationOptionId,
    });
    expect(again.status).toBe(200);
    expect(calls() - sent).toBe(1);
    // No estimate of a confirmed transport; no BOL for small parcel.
    expect((await estimate(seller.token, { inboundShipmentId: shipment.id, ...SPD })).status).toBe(409);
    const bol = await api('GET', `/fullfilment/download-bol/${shipment.id}`, { token: seller.token });
    expect(bol.status).toBe(409);
    expect(bol.body.message).toBe(tm.bolOnly);

    const shipped = await api('POST', '/fullfilment/marked-as-shipped', {
      token: seller.token,
      body: { shipmentId: shipment.id },
      response: transportResponseSchema,
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.transport.shipmentStatus).toBe('SHIPPED');
    // Inside the void window still, but Mark Shipped is irreversible: no Void is offered.
    expect(shipped.body.transport.canVoid).toBe(false);
    const twice = await api('POST', '/fullfilment/marked-as-shipped', {
      token: seller.token,
      body: { shipmentId: shipment.id },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(tm.notPendingMarkShip);
  }, 180_000);

  it('voids inside the window (the plan is cancelled), and refuses after it', async () => {
    const { database, sandbox } = await getHarness();
    const shipment = await parcelShipment(seller, skus.slice(2, 3));
    expect((await estimate(seller.token, { inboundShipmentId: shipment.id, ...SPD })).status).toBe(202);
    const estimated = await settled(seller.token, shipment.id);
    const option = estimated.options.find((o) => o.matchesSettings)!;
    expect(
      (
        await confirm(seller.token, {
          inboundShipmentId: shipment.id,
          transportationOptionId: option.transportationOptionId,
        })
      ).status,
    ).toBe(202);
    expect((await settled(seller.token, shipment.id)).transportStatus).toBe('CONFIRMED');

    const voiding = await api('POST', '/fullfilment/voide-transport-content', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id },
      response: voidTransportResponseSchema,
    });
    expect(voiding.status, JSON.stringify(voiding.body)).toBe(202);
    expect(voiding.body.transport.step).toBe('VOIDING');
    const voided = await settled(seller.token, shipment.id);
    expect(voided).toMatchObject({
      transportStatus: null,
      estimatedCost: null,
      voidDate: null,
      shipmentStatus: 'CANCELLED',
      error: null,
    });
    const [row] = rowsOf<{ inbound_plan_id: string }>(
      await database.db.execute(sql`select inbound_plan_id from shipments where id = ${shipment.id}`),
    );
    expect(sandbox.inboundPlans(seller.sellerId).find((p) => p.inboundPlanId === row!.inbound_plan_id)?.status).toBe(
      'VOIDED',
    );

    // After the window: refused before Amazon is asked.
    const late = await parcelShipment(seller, skus.slice(3, 4));
    expect((await estimate(seller.token, { inboundShipmentId: late.id, ...SPD })).status).toBe(202);
    const lateOption = (await settled(seller.token, late.id)).options.find((o) => o.matchesSettings)!;
    await confirm(seller.token, {
      inboundShipmentId: late.id,
      transportationOptionId: lateOption.transportationOptionId,
    });
    expect((await settled(seller.token, late.id)).transportStatus).toBe('CONFIRMED');
    await database.db.execute(sql`update shipments set void_date = now() - interval '1 minute' where id = ${late.id}`);
    const refused = await api('POST', '/fullfilment/voide-transport-content', {
      token: seller.token,
      body: { inboundShipmentId: late.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(tm.voidWindowPassed);
    expect((await settled(seller.token, late.id)).transportStatus).toBe('CONFIRMED');
  }, 240_000);

  it('estimates partnered LTL with pallets and freight class, confirms it and gives the bill of lading', async () => {
    const { database, sandbox } = await getHarness();
    // A SKU Amazon preps: its box items must carry the prep owner Amazon lists for it.
    const prepped = plainSkus(seller).find((f) => f.prepRequired && !f.expirationDated && !skus.includes(f))!;
    const shipment = await palletShipment(seller, [prepped, skus[5]!]);
    await database.db.execute(
      sql`update shipments set shipment_type = 'LTL', is_partnered = 'true', content_preference = 'FEED' where id = ${shipment.id}`,
    );
    const [pallet] = rowsOf<{ id: string }>(
      await database.db.execute(sql`
        insert into pallets (account_id, shipment_row_id, number, height, weight)
        values (${seller.accountId}, ${shipment.id}, 1, 50, 160) returning id`),
    );
    for (const boxId of shipment.boxIds)
      await database.db.execute(sql`update boxes set pallet_id = ${pallet!.id} where id = ${boxId}`);
    const LTL = { ShipmentType: 'LTL', IsPartnered: 'true', CarrierName: 'UNITED_PARCEL_SERVICE_INC' } as const;

    // Amazon has no id for a box before the boxes are sent: no Amazon label yet.
    const boxLabel = () =>
      fetchFile('POST', '/fullfilment/get-label', seller.token, {
        inboundShipmentId: shipment.id,
        selectedBoxId: shipment.boxIds[0],
        singleBox: true,
      });
    const early = await boxLabel();
    expect(early.status).toBe(409);
    expect(early.message).toBe(boxLabelMessages.boxesNotSent);

    // Required information: freight class and a ready date within 2 weeks.
    const missing = await estimate(seller.token, { inboundShipmentId: shipment.id, ...LTL });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(tm.requiredInfoLtl);
    const farOff = new Date(Date.now() + 20 * 86_400_000).toISOString();
    expect(
      (await estimate(seller.token, { inboundShipmentId: shipment.id, ...LTL, freightClass: '85', readyDate: farOff }))
        .body.message,
    ).toBe(tm.requiredInfoLtl);

    const readyDate = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const started = await estimate(seller.token, {
      inboundShipmentId: shipment.id,
      ...LTL,
      freightClass: '85',
      readyDate,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const estimated = await settled(seller.token, shipment.id);
    expect(estimated.error).toBeNull();
    expect(estimated).toMatchObject({ requiredInfo: 'PARTNERED_LTL', freightClass: '85', readyDate });
    // The boxes sent take Amazon's ids and numbers (listShipmentBoxes): the ids its labels and tracking name.
    const atAmazon = sandbox
      .inboundPlans(seller.sellerId)
      .flatMap((p) => p.shipments)
      .find((s) => s.shipmentConfirmationId === shipment.fbaId)!;
    const ours = rowsOf<{ amazon_box_id: string | null; number: number }>(
      await database.db.execute(sql`select amazon_box_id, number from boxes where shipment_row_id = ${shipment.id}`),
    );
    expect(ours.map((b) => b.amazon_box_id).sort()).toEqual([...atAmazon.boxIds].sort());
    for (const box of ours) expect(box.amazon_box_id).toBe(`${shipment.fbaId}U${String(box.number).padStart(6, '0')}`);
    const label = await boxLabel();
    expect(label.status, label.message).toBe(200);
    expect(atAmazon.boxIds).toContain((await code128PerPage(label.bytes)).flat()[0]);
    const ltl = estimated.options.find((o) => o.matchesSettings)!;
    expect(ltl).toMatchObject({ shippingMode: 'FREIGHT_LTL', shippingSolution: 'AMAZON_PARTNERED_CARRIER' });
    expect(ltl.cost!.amount).toBeGreaterThan(95);

    await confirm(seller.token, { inboundShipmentId: shipment.id, transportationOptionId: ltl.transportationOptionId });
    const confirmed = await settled(seller.token, shipment.id);
    expect(confirmed).toMatchObject({ transportStatus: 'CONFIRMED', canDownloadBol: true });
    const left = Date.parse(confirmed.voidDate!) - Date.now();
    expect(left).toBeGreaterThan(50 * 60_000);
    expect(left).toBeLessThanOrEqual(3600_000);

    const bol = await api('GET', `/fullfilment/download-bol/${shipment.id}`, {
      token: seller.token,
      response: billOfLadingResponseSchema,
    });
    expect(bol.status, JSON.stringify(bol.body).slice(0, 300)).toBe(200);
    expect(bol.body.fileName).toBe(`${shipment.fbaId}-BOL.pdf`);
    expect(Buffer.from(bol.body.pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  }, 180_000);

  it('confirms an own carrier with a delivery window, then sends the boxes’ tracking ids to Amazon', async () => {
    const { database, sandbox } = await getHarness();
    const shipment = await parcelShipment(seller, skus.slice(9, 10), 'false');
    await database.db.execute(
      sql`update shipments set is_partnered = 'false', carrier_name = 'UNITED_PARCEL_SERVICE_INC' where id = ${shipment.id}`,
    );
    for (const [i, boxId] of shipment.boxIds.entries())
      await database.db.execute(sql`update boxes set tracking_id = ${`1Z999AA1012345678${i}`} where id = ${boxId}`);
    const own = { ShipmentType: 'SP', IsPartnered: 'false', CarrierName: 'UNITED_PARCEL_SERVICE_INC' } as const;
    expect((await estimate(seller.token, { inboundShipmentId: shipment.id, ...own })).status).toBe(202);
    const estimated = await settled(seller.token, shipment.id);
    const option = estimated.options.find((o) => o.matchesSettings)!;
    expect(option).toMatchObject({
      shippingSolution: 'USE_YOUR_OWN_CARRIER',
      carrierCode: 'UPSN',
      needsDeliveryWindow: true,
      cost: null,
    });
    const stats = () => sandbox.stats(seller.sellerId).calls;
    const windows = stats().confirmDeliveryWindowOptions ?? 0;
    const tracking = stats().updateShipmentTrackingDetails ?? 0;
    expect(
      (
        await confirm(seller.token, {
          inboundShipmentId: shipment.id,
          transportationOptionId: option.transportationOptionId,
        })
      ).status,
    ).toBe(202);
    const confirmed = await settled(seller.token, shipment.id);
    expect(confirmed).toMatchObject({
      transportStatus: 'CONFIRMED',
      error: null,
      confirmedOptionId: option.transportationOptionId,
    });
    expect((stats().confirmDeliveryWindowOptions ?? 0) - windows).toBe(1);
    expect((stats().updateShipmentTrackingDetails ?? 0) - tracking).toBe(1);
  }, 180_000);

  it('keeps the fixed placeholder PRO number for non-partnered FedEx LTL and sends it to Amazon as the freight bill', async () => {
    const { database, sandbox } = await getHarness();
    const shipment = await palletShipment(seller, skus.slice(10, 11));
    await database.db.execute(
      sql`update shipments set shipment_type = 'LTL', is_partnered = 'false', carrier_name = 'FEDERAL_EXPRESS_CORP'
          where id = ${shipment.id}`,
    );
    const [pallet] = rowsOf<{ id: string }>(
      await database.db.execute(sql`
        insert into pallets (account_id, shipment_row_id, number, height, weight)
        values (${seller.accountId}, ${shipment.id}, 1, 50, 160) returning id`),
    );
    for (const boxId of shipment.boxIds)
      await database.db.execute(sql`update boxes set pallet_id = ${pallet!.id} where id = ${boxId}`);
    const fedexLtl = { ShipmentType: 'LTL', IsPartnered: 'false', CarrierName: 'FEDERAL_EXPRESS_CORP' } as const;

    // The seller is asked a ready date, never a PRO number; one sent anyway is not kept. (Amazon
    // wants a freight class for any freight: the FedEx modal asks it of LTL shipments too.)
    const readyDate = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const started = await estimate(seller.token, {
      inboundShipmentId: shipment.id,
      ...fedexLtl,
      readyDate,
      freightClass: '85',
      proNumber: '7654321',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const estimated = await settled(seller.token, shipment.id);
    expect(estimated).toMatchObject({
      requiredInfo: 'NON_PARTNERED_FEDEX',
      proNumber: FEDEX_LTL_PLACEHOLDER_PRO_NUMBER,
    });
    // Amazon offers no FedEx freight option of its own: the seller picks one of their own carriers.
    const option = estimated.options.find((o) => o.shippingSolution === 'USE_YOUR_OWN_CARRIER');
    expect(option, JSON.stringify(estimated)).toBeDefined();

    const tracking = () => sandbox.stats(seller.sellerId).calls.updateShipmentTrackingDetails ?? 0;
    const before = tracking();
    await confirm(seller.token, {
      inboundShipmentId: shipment.id,
      transportationOptionId: option!.transportationOptionId,
    });
    const confirmed = await settled(seller.token, shipment.id);
    expect(confirmed).toMatchObject({ transportStatus: 'CONFIRMED', error: null });
    // LTL tracking is the PRO number: without one nothing would be sent.
    expect(tracking() - before).toBe(1);
  }, 180_000);

  it('asks non-partnered LTL with its own carrier a freight class, which Amazon wants for any freight estimate', async () => {
    const { database, sandbox } = await getHarness();
    const shipment = await palletShipment(seller, skus.slice(6, 7));
    await database.db.execute(
      sql`update shipments set shipment_type = 'LTL', is_partnered = 'false', carrier_name = 'DHL_STANDARD'
          where id = ${shipment.id}`,
    );
    const [pallet] = rowsOf<{ id: string }>(
      await database.db.execute(sql`
        insert into pallets (account_id, shipment_row_id, number, height, weight)
        values (${seller.accountId}, ${shipment.id}, 1, 50, 160) returning id`),
    );
    for (const boxId of shipment.boxIds)
      await database.db.execute(sql`update boxes set pallet_id = ${pallet!.id} where id = ${boxId}`);
    const ownLtl = { ShipmentType: 'LTL', IsPartnered: 'false', CarrierName: 'DHL_STANDARD' } as const;
    const generated = () => sandbox.stats(seller.sellerId).calls.generateTransportationOptions ?? 0;
    const before = generated();

    // A PRO number alone: refused before Amazon is asked (Amazon would refuse the estimate).
    const refused = await estimate(seller.token, { inboundShipmentId: shipment.id, ...ownLtl, proNumber: '7654321' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(tm.requiredInfoLtl);
    expect(generated()).toBe(before);

    const started = await estimate(seller.token, {
      inboundShipmentId: shipment.id,
      ...ownLtl,
      proNumber: '7654321',
      freightClass: '125',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const estimated = await settled(seller.token, shipment.id);
    expect(estimated).toMatchObject({
      transportStatus: 'ESTIMATED',
      error: null,
      requiredInfo: 'NON_PARTNERED_OTHER',
      freightClass: '125',
      proNumber: '7654321',
    });
    expect(generated() - before).toBe(1);
    expect(estimated.options.some((o) => o.shippingSolution === 'USE_YOUR_OWN_CARRIER')).toBe(true);
  }, 180_000);

  it('refuses a shipment that is not ready, before Amazon is asked', async () => {
    const { database } = await getHarness();
    const shipment = await palletShipment(seller, skus.slice(6, 7));
    await database.db.execute(sql`update boxes set length = null where id = ${shipment.boxIds[0]!}`);
    const refused = await estimate(seller.token, { inboundShipmentId: shipment.id, ...SPD });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBeTruthy();
    expect((await getTransport(seller.token, shipment.id)).body.transport).toMatchObject({ step: null, options: [] });
    // Not WORKING: no estimate.
    await database.db.execute(sql`update shipments set shipment_status = 'SHIPPED' where id = ${shipment.id}`);
    expect((await estimate(seller.token, { inboundShipmentId: shipment.id, ...SPD })).body.message).toBe(tm.notWorking);
  }, 120_000);

  it('confirms exactly once when Amazon’s answer to the confirm is lost, and ends right under 30% 429/5xx', async () => {
    const { sandbox } = await getHarness();
    const shipment = await parcelShipment(seller, skus.slice(7, 8));
    try {
      sandbox.setFaults({ rate429: 0.1, rate500: 0.1, rate503: 0.1 });
      expect((await estimate(seller.token, { inboundShipmentId: shipment.id, ...SPD })).status).toBe(202);
      const estimated = await settled(seller.token, shipment.id);
      expect(estimated.error).toBeNull();
      expect(estimated.transportStatus).toBe('ESTIMATED');
      const option = estimated.options.find((o) => o.matchesSettings)!;
      // Confirms that reached Amazon: answered, or carried out with the answer lost.
      const calls = () => {
        const stats = sandbox.stats(seller.sellerId);
        return (stats.calls.confirmTransportationOptions ?? 0) + (stats.failed.confirmTransportationOptions ?? 0);
      };
      const sent = calls();
      sandbox.setFaults({ rateLostResponse: 1 });
      const confirming = await confirm(seller.token, {
        inboundShipmentId: shipment.id,
        transportationOptionId: option.transportationOptionId,
      });
      expect(confirming.status).toBe(202);
      const confirmed = await settled(seller.token, shipment.id);
      expect(confirmed).toMatchObject({ transportStatus: 'CONFIRMED', error: null });
      expect(calls() - sent).toBe(1);
    } finally {
      sandbox.setFaults({});
    }
  }, 180_000);

  it('keeps every call to the shipment’s own account, and answers bad input with 4xx', async () => {
    const other = await createSeller({ onboarded: true });
    const shipment = await palletShipment(seller, skus.slice(8, 9));
    const paths: [string, string, object?][] = [
      ['GET', `/fullfilment/get-transport/${shipment.id}`],
      ['GET', `/fullfilment/download-bol/${shipment.id}`],
      ['POST', '/fullfilment/sync-transport-content', { inboundShipmentId: shipment.id, ...SPD }],
      [
        'POST',
        '/fullfilment/confirm-transport-shipment-content',
        { inboundShipmentId: shipment.id, transportationOptionId: 'to-1' },
      ],
      ['POST', '/fullfilment/voide-transport-content', { inboundShipmentId: shipment.id }],
      ['POST', '/fullfilment/marked-as-shipped', { shipmentId: shipment.id }],
      ['POST', '/fullfilment/sync-feeds', { shipmentId: shipment.id }],
    ];
    for (const [method, path, body] of paths) {
      const res = await api(method, path, { token: other.token, ...(body ? { body } : {}) });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(tm.shipmentNotFound);
    }
    const bad: [string, string, unknown][] = [
      ['GET', '/fullfilment/get-transport/not-a-uuid', undefined],
      ['POST', '/fullfilment/sync-transport-content', { inboundShipmentId: shipment.id }],
      ['POST', '/fullfilment/sync-transport-content', { inboundShipmentId: shipment.id, ...SPD, ShipmentType: 'AIR' }],
      ['POST', '/fullfilment/sync-transport-content', { inboundShipmentId: shipment.id, ...SPD, freightClass: '51' }],
      [
        'POST',
        '/fullfilment/confirm-transport-shipment-content',
        { inboundShipmentId: shipment.id, transportationOptionId: '' },
      ],
      [
        'POST',
        '/fullfilment/confirm-transport-shipment-content',
        { inboundShipmentId: shipment.id, transportationOptionId: 'x'.repeat(65) },
      ],
      ['POST', '/fullfilment/voide-transport-content', {}],
      ['POST', '/fullfilment/marked-as-shipped', { shipmentId: 42 }],
      ['POST', '/fullfilment/sync-feeds', []],
    ];
    for (const [method, path, body] of bad) {
      const res = await api(method, path, { token: seller.token, ...(body === undefined ? {} : { body }) });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
    }
    // Nothing estimated yet: confirm is refused; no failed feed: nothing to resubmit.
    expect(
      (await confirm(seller.token, { inboundShipmentId: shipment.id, transportationOptionId: 'to-1' })).body.message,
    ).toBe(tm.notEstimated);
    expect(
      (await api('POST', '/fullfilment/sync-feeds', { token: seller.token, body: { shipmentId: shipment.id } })).body
        .message,
    ).toBe(tm.feedNotFailed);
  }, 120_000);
  it('FedEx: the FedEx shipment comes first, its tracking numbers go to Amazon with the confirm and after edits', async () => {
    const { database, sandbox } = await getHarness();
    const shipment = await parcelShipment(seller, skus.slice(10, 11), 'false');
    await database.db.execute(
      sql`update shipments set is_partnered = 'false', carrier_name = 'FEDERAL_EXPRESS_CORP' where id = ${shipment.id}`,
    );
    const saved = await api('PUT', '/setting/add-carrier', {
      token: seller.token,
      body: { ...SANDBOX_FEDEX_CREDENTIALS, accountNumber: '740561073' },
    });
    expect(saved.status).toBe(200);
    const fedexSettings = { ShipmentType: 'SP', IsPartnered: 'false', CarrierName: 'FEDERAL_EXPRESS_CORP' } as const;
    const readyDate = new Date(Date.now() + 86_400_000).toISOString();
    // The required information: a FedEx shipment needs its ready date.
    expect((await estimate(seller.token, { inboundShipmentId: shipment.id, ...fedexSettings })).body.message).toBe(
      tm.requiredInfoFedex,
    );
    expect((await estimate(seller.token, { inboundShipmentId: shipment.id, ...fedexSettings, readyDate })).status).toBe(
      202,
    );
    const estimated = await settled(seller.token, shipment.id);
    const option = estimated.options.find((o) => o.matchesSettings)!;
    expect(option).toMatchObject({ shippingSolution: 'USE_YOUR_OWN_CARRIER', carrierCode: 'FDEG', cost: null });
    // Amazon does not quote an own carrier: no estimate until FedEx rates it.
    expect(estimated.estimatedCost).toBeNull();
    const confirmBody = { inboundShipmentId: shipment.id, transportationOptionId: option.transportationOptionId };
    expect((await confirm(seller.token, confirmBody)).body.message).toBe(tm.fedexShipmentFirst);

    const rated = await api('POST', '/fedex/rates/quotes', { token: seller.token, body: { shipmentId: shipment.id } });
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    const made = await api('POST', '/fedex/create-shipment', {
      token: seller.token,
      body: { shipmentId: shipment.id, readyDate: readyDate.slice(0, 10) },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // The FedEx shipment leaves Amazon's transport status alone: confirm settles it.
    expect(made.body.transportStatus).toBe('ESTIMATED');
    expect((await settled(seller.token, shipment.id)).estimatedCost).toBe(rated.body.estimatedCost);
    const fedexNumbers = sandbox
      .fedexShipments()
      .find((s) => s.reference === shipment.fbaId && !s.cancelled)!.trackingNumbers;
    expect(fedexNumbers).toHaveLength(shipment.boxIds.length);

    expect((await confirm(seller.token, confirmBody)).status).toBe(202);
    expect(await settled(seller.token, shipment.id)).toMatchObject({ transportStatus: 'CONFIRMED', error: null });
    const amazonShipment = () =>
      sandbox
        .inboundPlans(seller.sellerId)
        .flatMap((p) => p.shipments)
        .find((s) => s.shipmentConfirmationId === shipment.fbaId)!;
    const sentIds = () => amazonShipment().trackingIds;
    expect(sentIds()).toEqual(fedexNumbers);
    // Amazon has the numbers: FedEx cancel waits for a void.
    const held = await api('PUT', '/fedex/cancel-shipment', { token: seller.token, body: { shipmentId: shipment.id } });
    expect(held.status).toBe(409);

    // A tracking id changed after confirm goes to Amazon too (step TRACKING).
    const edited = await api('POST', '/fullfilment/update-box-tracking-id', {
      token: seller.token,
      body: { shipmentId: shipment.id, single: true, boxId: shipment.boxIds[0], trackingId: '794699999999' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await settled(seller.token, shipment.id)).toMatchObject({ transportStatus: 'CONFIRMED', error: null });
    expect(sentIds()).toEqual(['794699999999', ...fedexNumbers.slice(1)]);

    // Every label in one PDF, in box order; each page's barcode is the box's tracking number.
    const all = await fetchFile('GET', `/fedex/labels/${shipment.id}/all`, seller.token);
    expect(all.type).toBe('application/pdf');
    expect((await code128PerPage(all.bytes)).map((codes) => codes.find((c) => fedexNumbers.includes(c)))).toEqual(
      fedexNumbers,
    );

    // Void cancels the plan; the FedEx shipment can then be cancelled (its labels refunded).
    expect(
      (
        await api('POST', '/fullfilment/voide-transport-content', {
          token: seller.token,
          body: { inboundShipmentId: shipment.id },
        })
      ).status,
    ).toBe(202);
    expect((await settled(seller.token, shipment.id)).shipmentStatus).toBe('CANCELLED');
    const cancelled = await api('PUT', '/fedex/cancel-shipment', {
      token: seller.token,
      body: { shipmentId: shipment.id },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const atFedex = sandbox.fedexShipments().filter((s) => s.reference === shipment.fbaId);
    expect(atFedex.length).toBeGreaterThan(0);
    expect(atFedex.every((s) => s.cancelled)).toBe(true);
  }, 240_000);

  it('resubmits a failed feed in a job', async () => {
    const { database, sandbox } = await getHarness();
    const shipment = await palletShipment(seller, skus.slice(11, 12));
    // Placed before packing, so pallets (LTL): its boxes on one.
    const [pallet] = rowsOf<{ id: string }>(
      await database.db.execute(sql`
        insert into pallets (account_id, shipment_row_id, number, height, weight)
        values (${seller.accountId}, ${shipment.id}, 1, 50, 160) returning id`),
    );
    await database.db.execute(
      sql`update shipments set shipment_type = 'LTL', feed_status = 'Failed', feed_errors = '[{"resultDescription":"x"}]'::jsonb where id = ${shipment.id}`,
    );
    await database.db.execute(sql`update boxes set pallet_id = ${pallet!.id} where shipment_row_id = ${shipment.id}`);
    const sent = sandbox.stats(seller.sellerId).calls.setPackingInformation ?? 0;
    const resubmit = () =>
      api('POST', '/fullfilment/sync-feeds', { token: seller.token, body: { shipmentId: shipment.id } });
    const started = await resubmit();
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.message).toBe(tm.feedResubmitting);
    expect((started.body as { transport: TransportState }).transport.step).toBe('RESUBMITTING');
    expect(await settled(seller.token, shipment.id)).toMatchObject({
      feedStatus: 'Success',
      feedErrors: [],
      error: null,
    });
    expect((sandbox.stats(seller.sellerId).calls.setPackingInformation ?? 0) - sent).toBe(1);
    expect((await resubmit()).body.message).toBe(tm.feedNotFailed);
    // The operation's timing is kept for every process and the next start (operation_timings).
    const marks = rowsOf<{ kind: string; running_until_ms: number }>(
      await database.db.execute(sql`select kind, running_until_ms from operation_timings`),
    );
    expect(marks.map((m) => m.kind)).toContain('setPackingInformation');
    expect(marks.every((m) => m.running_until_ms >= 0)).toBe(true);
  }, 120_000);
});
