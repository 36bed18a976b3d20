import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseOptionResponseSchema,
  comparePlacementOptions,
  createInboundShipmentResponseSchema,
  existingShipmentsResponseSchema,
  inboundMessages,
  MARKETPLACES,
  planItemMessages,
  planRequestListResponseSchema,
  planRequestResponseSchema,
  saveShipToFcResponseSchema,
  suggestedShipmentsResponseSchema,
  warehouseListResponseSchema,
  type PlanRequestResponse,
} from '@stowline/domain';
import type { InboundSkuFacts } from '@stowline/sandbox';
import { rowsOf } from '../../db/client.js';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { atOnce, serverErrors } from '../../test-support/concurrency.js';
import { getHarness } from '../../test-support/harness.js';
import { waitForLogs } from '../../test-support/marketplace.js';
import { expiryOf, followPlanRequest, sellerWithSyncedStore, type SyncedSeller } from '../../test-support/sellers.js';

const US = MARKETPLACES[0].marketplaceId;

/** Standard-size SKUs Amazon takes as they are: active in the US, no dangerous goods. */
function plainSkus(seller: SyncedSeller, count: number): InboundSkuFacts[] {
  const list = seller.facts.filter(
    (f) => f.status === 'Active' && f.marketplaceIds.includes(US) && !f.dangerousGoods && f.sizeClass === 'standard',
  );
  expect(list.length).toBeGreaterThanOrEqual(count);
  return list.slice(0, count);
}

/** Whole cases of a case-packed SKU; otherwise the units asked for. */
const unitsOf = (f: InboundSkuFacts, units = 12) =>
  f.caseQuantity ? f.caseQuantity * Math.max(1, Math.round(units / f.caseQuantity)) : units;

function planBody(
  seller: SyncedSeller,
  skus: { sku: string; quantity: number }[],
  extra: Record<string, unknown> = {},
) {
  return {
    storeMarketplaceId: seller.storeMarketplaceId,
    warehouseId: seller.warehouseIds[0],
    // An expiration-dated SKU carries the seller's date, as the drawer's card sends it.
    InboundShipmentPlanRequestItems: skus.map((s) => ({
      SellerSKU: s.sku,
      Quantity: s.quantity,
      ...expiryOf(seller.facts.find((f) => f.sku === s.sku) ?? { expirationDated: false }),
    })),
    ...extra,
  };
}

const itemsOf = (facts: InboundSkuFacts[], units = 12) =>
  facts.map((f) => ({ sku: f.sku, quantity: unitsOf(f, units) }));

function askForPlans(token: string, body: object, options: { path?: string; key?: string } = {}) {
  return api('POST', options.path ?? '/createShipment/get-shipment-plan', {
    token,
    body,
    headers: options.key ? { 'idempotency-key': options.key } : {},
    response: planRequestResponseSchema,
  });
}

async function plannedRequest(seller: SyncedSeller, skus: { sku: string; quantity: number }[], extra = {}) {
  const asked = await askForPlans(seller.token, planBody(seller, skus, extra));
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return followPlanRequest(seller.token, asked.body._id);
}

function create(token: string, planRequestId: string, shipmentId: string, name = 'Spring restock') {
  return api('POST', `/createShipment/create-inbound-shipment/${shipmentId}`, {
    token,
    body: { planRequestId, ShipmentName: name },
    response: createInboundShipmentResponseSchema,
  });
}

const created = (ids: string[]) => (r: PlanRequestResponse) =>
  r.InboundShipmentPlans.filter((p) => ids.includes(p.ShipmentId)).every(
    (p) => p.creation.status === 'CREATED' || p.creation.status === 'FAILED',
  );

async function shipmentRows(accountEmail: string) {
  const { database } = await getHarness();
  return rowsOf<{
    shipment_id: string;
    shipment_name: string;
    shipment_status: string;
    app_created: boolean;
    placement_fee: string;
    amazon_shipment_id: string;
    items: number;
    units: number;
  }>(
    await database.db.execute(sql`
      select s.shipment_id, s.shipment_name, s.shipment_status, s.app_created, s.placement_fee, s.amazon_shipment_id,
             (select count(*)::int from shipment_items i where i.shipment_row_id = s.id) as items,
             (select coalesce(sum(quantity_shipped), 0)::int from shipment_items i where i.shipment_row_id = s.id) as units
      from shipments s join users u on u.account_id = s.account_id
      where u.email = ${accountEmail} and s.app_created
      order by s.shipment_name`),
  );
}

describe('creating shipments on the v2024-03-20 inbound API', () => {
  let seller: SyncedSeller;

  beforeAll(async () => {
    seller = await sellerWithSyncedStore();
  }, 180_000);

  afterEach(async () => {
    const harness = await getHarness();
    harness.sandbox.setFaults({});
    await harness.startWorkers();
  });

  it('makes one plan from the single-centre option, creates it under the name typed and records it WORKING with its fee', async () => {
    const { sandbox } = await getHarness();
    const skus = plainSkus(seller, 2);
    const request = await plannedRequest(seller, itemsOf(skus));
    expect(request.status).toBe('SUCCESS');
    expect(request.step).toBe('DONE');
    expect(request.progress).toBe(100);
    expect(request.erroredSkuList).toEqual([]);
    expect(request.achievedPercentage).toBe(100);
    // Amazon's options side by side: one centre with a fee, splits cheaper, the chosen one marked.
    const single = request.placementOptions.find((o) => o.centres === 1)!;
    expect(single.totalFee).toBeGreaterThan(0);
    expect(single.feePerUnit).toBe(Math.round((single.totalFee / single.units) * 100) / 100);
    expect(request.placementOptions.filter((o) => o.chosen)).toHaveLength(1);

    const chosen = await api('POST', `/createShipment/plan-requests/${request._id}/choose-option`, {
      token: seller.token,
      body: { placementOptionId: single.placementOptionId },
      response: chooseOptionResponseSchema,
    });
    expect(chosen.status).toBe(200);
    const plans = chosen.body.planRequest.InboundShipmentPlans;
    expect(plans).toHaveLength(1);
    // The request's line counts the plans of the option now chosen (it said 4 before).
    expect(chosen.body.planRequest.message).toBe(inboundMessages.plansReady(1));
    const plan = plans[0]!;
    expect(plan.DestinationFulfillmentCenterId).toBe(single.fulfillmentCenterIds[0]);
    expect(plan.ShipToAddress.AddressLine1).not.toBe('');
    expect(plan.Items.map((i) => i.SellerSKU).sort()).toEqual(skus.map((f) => f.sku).sort());
    expect(plan.Items.every((i) => i.FulfillmentNetworkSKU)).toBe(true);
    expect(plan.placementFee.amount).toBe(single.totalFee);

    const started = await create(seller.token, request._id, plan.ShipmentId, 'Spring restock');
    expect(started.status).toBe(200);
    const done = await followPlanRequest(seller.token, request._id, created([plan.ShipmentId]));
    const creation = done.InboundShipmentPlans[0]!.creation;
    expect(creation).toMatchObject({ status: 'CREATED', name: 'Spring restock' });
    expect(creation.shipmentConfirmationId).toMatch(/^FBA/);
    expect(creation.shipmentRowId).toBeTruthy();

    const rows = (await shipmentRows(seller.email)).filter((r) => r.shipment_id === creation.shipmentConfirmationId);
    expect(rows).toEqual([
      expect.objectContaining({
        shipment_name: 'Spring restock',
        shipment_status: 'WORKING',
        app_created: true,
        placement_fee: single.totalFee.toFixed(2),
        amazon_shipment_id: plan.ShipmentId,
        items: 2,
        units: plan.totalUnits,
      }),
    ]);
    const atAmazon = sandbox.inboundPlans(seller.sellerId).find((p) => p.inboundPlanId === plan.inboundPlanId)!;
    expect(atAmazon.confirmedPlacementOptionId).toBe(single.placementOptionId);
    expect(atAmazon.shipments.find((s) => s.shipmentId === plan.ShipmentId)).toMatchObject({
      status: 'WORKING',
      name: 'Spring restock',
      shipmentConfirmationId: creation.shipmentConfirmationId,
    });

    // It has the plan to itself, so it can be deleted: Amazon's plan is cancelled.
    const deleted = await api('DELETE', `/createShipment/update-inbound-shipment/${creation.shipmentConfirmationId}`, {
      token: seller.token,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.message).toBe(inboundMessages.cancelled);
    const after = (await shipmentRows(seller.email)).find((r) => r.shipment_id === creation.shipmentConfirmationId);
    expect(after?.shipment_status).toBe('CANCELLED');
    const again = await api('DELETE', `/createShipment/update-inbound-shipment/${creation.shipmentConfirmationId}`, {
      token: seller.token,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You can delete working shipment only');
  }, 120_000);

  it('splits over several centres, names the shipments _1, _2… and confirms the option once for creates sent at once', async () => {
    const { sandbox } = await getHarness();
    const request = await plannedRequest(seller, itemsOf(plainSkus(seller, 6)));
    expect(request.status).toBe('SUCCESS');
    const plans = request.InboundShipmentPlans;
    expect(plans.length).toBeGreaterThan(1);
    const confirmsBefore = sandbox.stats(seller.sellerId).calls.confirmPlacementOption ?? 0;

    // Every plan's Create, each sent three times at once (double clicks, two tabs).
    const answers = await atOnce(plans.length * 3, (i) =>
      create(seller.token, request._id, plans[i % plans.length]!.ShipmentId, 'Autumn'),
    );
    expect(serverErrors(answers)).toEqual([]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const done = await followPlanRequest(seller.token, request._id, created(plans.map((p) => p.ShipmentId)));
    // 'Plan n' on screen until then is the n of its _n name.
    expect(plans.map((p) => p.planNumber)).toEqual(plans.map((_, i) => i + 1));
    expect(done.InboundShipmentPlans.map((p) => p.creation.name)).toEqual(plans.map((p) => `Autumn_${p.planNumber}`));
    expect(done.InboundShipmentPlans.every((p) => p.creation.status === 'CREATED')).toBe(true);
    expect((sandbox.stats(seller.sellerId).calls.confirmPlacementOption ?? 0) - confirmsBefore).toBe(1);
    const ids = done.InboundShipmentPlans.map((p) => p.creation.shipmentConfirmationId!);
    const rows = (await shipmentRows(seller.email)).filter((r) => ids.includes(r.shipment_id));
    expect(rows.map((r) => r.shipment_name).sort()).toEqual(plans.map((_, i) => `Autumn_${i + 1}`));
    // The option's fee is shared by units: the shares add up to its total.
    const option = done.placementOptions.find((o) => o.chosen)!;
    const shares = rows.reduce((n, r) => n + Number(r.placement_fee), 0);
    expect(shares).toBeCloseTo(option.totalFee, 2);

    // A shipment that shares its inbound plan cannot be deleted alone.
    const refused = await api('DELETE', `/createShipment/update-inbound-shipment/${ids[0]}`, { token: seller.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(inboundMessages.cannotCancelShared(plans.length - 1));

    // The Existing Shipments tab lists them; none takes more SKUs here: Amazon changes a shipment's
    // units only once its transport is confirmed, and then only in boxes it is told of.
    const existing = await api(
      'GET',
      `/createShipment/existing-shipments?storeMarketplaceId=${seller.storeMarketplaceId}`,
      { token: seller.token, response: existingShipmentsResponseSchema },
    );
    expect(existing.status).toBe(200);
    const listed = existing.body.shipments.find((s) => s.ShipmentId === ids[0])!;
    expect(listed).toMatchObject({
      ShipmentName: 'Autumn_1',
      canAddSkus: false,
      cannotAddReason: inboundMessages.addSkusBeforeTransport,
      shipFromCity: 'Portland',
    });
    expect(listed.quantity).toBe(listed.items.reduce((n, i) => n + i.Quantity, 0));
    const sku = listed.items[0]!.SellerSKU;
    const previews = () => sandbox.stats(seller.sellerId).calls.generateShipmentContentUpdatePreviews ?? 0;
    const asked = previews();
    const preview = await api('POST', `/createShipment/existing-shipments/${listed._id}/content-update-previews`, {
      token: seller.token,
      body: {
        items: [
          {
            SellerSKU: sku,
            Quantity: unitsOf(
              seller.facts.find((f) => f.sku === sku)!,
              6,
            ),
          },
        ],
      },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(409);
    expect(preview.body.message).toBe(inboundMessages.addSkusBeforeTransport);
    const confirmed = await api(
      'POST',
      `/createShipment/existing-shipments/${listed._id}/content-update-previews/cu-any/confirm`,
      { token: seller.token },
    );
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.message).toBe(inboundMessages.addSkusBeforeTransport);
    // Refused before Amazon was asked: its items are as created.
    expect(previews()).toBe(asked);
    const atAmazon = sandbox
      .inboundPlans(seller.sellerId)
      .flatMap((p) => p.shipments)
      .find((s) => s.shipmentConfirmationId === ids[0])!;
    expect(atAmazon.items.find((i) => i.msku === sku)?.quantity).toBe(listed.items[0]!.Quantity);
  }, 120_000);

  it('links the sibling shipments the sync brings back before they are created here to their plan, editable like the one created', async () => {
    const { sandbox, database } = await getHarness();
    const request = await plannedRequest(seller, itemsOf(plainSkus(seller, 6)));
    const plans = request.InboundShipmentPlans;
    expect(plans.length).toBeGreaterThan(1);
    const [first, ...siblings] = plans as [(typeof plans)[number], ...typeof plans];
    expect((await create(seller.token, request._id, first.ShipmentId, 'Only one')).status).toBe(200);
    const done = await followPlanRequest(seller.token, request._id, created([first.ShipmentId]));
    expect(done.InboundShipmentPlans[0]!.creation.status).toBe('CREATED');
    // Confirming the option at Amazon confirmed every shipment of it: the siblings have FBA ids there.
    const atAmazon = sandbox.inboundPlans(seller.sellerId).find((p) => p.inboundPlanId === first.inboundPlanId)!;
    const siblingIds = siblings.map(
      (p) => atAmazon.shipments.find((s) => s.shipmentId === p.ShipmentId)!.shipmentConfirmationId!,
    );
    expect(siblingIds.every(Boolean)).toBe(true);

    // The shipments sync brings them back.
    const before = Date.now();
    const resync = await api('PUT', '/setting/update-data-sync-log', {
      token: seller.token,
      body: { name: 'shipments' },
    });
    expect(resync.status, JSON.stringify(resync.body)).toBe(200);
    await waitForLogs(seller.token, (logs) =>
      logs.some(
        (l) => l.name === 'shipments' && l.state === 'COMPLETED' && Date.parse(l.lastRunAt ?? '') >= before - 1_000,
      ),
    );
    const rows = rowsOf<{
      id: string;
      shipment_id: string;
      app_created: boolean;
      inbound_plan_id: string | null;
      amazon_shipment_id: string | null;
      placement_option_id: string | null;
    }>(
      await database.db.execute(sql`
        select s.id, s.shipment_id, s.app_created, s.inbound_plan_id, s.amazon_shipment_id, s.placement_option_id
        from shipments s join users u on u.account_id = s.account_id
        where u.email = ${seller.email} and s.shipment_id in ${sql.raw(`('${siblingIds.join("','")}')`)}`),
    );
    expect(rows).toHaveLength(siblings.length);
    for (const [i, sibling] of siblings.entries())
      expect(rows.find((r) => r.shipment_id === siblingIds[i])).toMatchObject({
        app_created: true,
        inbound_plan_id: sibling.inboundPlanId,
        amazon_shipment_id: sibling.ShipmentId,
        placement_option_id: sibling.placementOptionId,
      });

    // Editable like its sibling: renamed at Amazon through its plan.
    const row = rows.find((r) => r.shipment_id === siblingIds[0])!;
    const renamed = await api('PATCH', '/fullfilment/edit-inbound-shipment', {
      token: seller.token,
      body: { action: 'shipmentName', inboundShipmentId: row.id, nameToUpdate: 'The sibling' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(
      sandbox
        .inboundPlans(seller.sellerId)
        .find((p) => p.inboundPlanId === first.inboundPlanId)!
        .shipments.find((s) => s.shipmentId === siblings[0]!.ShipmentId)!.name,
    ).toBe('The sibling');

    // Created here later: the same row, named as typed.
    expect((await create(seller.token, request._id, siblings[0]!.ShipmentId, 'Later')).status).toBe(200);
    const later = await followPlanRequest(seller.token, request._id, created([siblings[0]!.ShipmentId]));
    expect(later.InboundShipmentPlans.find((p) => p.ShipmentId === siblings[0]!.ShipmentId)!.creation).toMatchObject({
      status: 'CREATED',
      shipmentRowId: row.id,
    });
  }, 180_000);

  it('lists SKUs Amazon refused with its reasons and plans the rest', async () => {
    const [good] = plainSkus(seller, 1);
    const inactive = seller.facts.find((f) => f.status === 'Inactive' && f.marketplaceIds.includes(US));
    const tooMany = plainSkus(seller, 3)[2]!;
    const skus = [
      { sku: good!.sku, quantity: unitsOf(good!) },
      { sku: tooMany.sku, quantity: unitsOf(tooMany, tooMany.maxShipmentQuantity + 100) },
      { sku: 'NO-SUCH-SKU-1', quantity: 5 },
      ...(inactive ? [{ sku: inactive.sku, quantity: unitsOf(inactive) }] : []),
    ];
    const request = await plannedRequest(seller, skus);
    expect(request.status).toBe('SUCCESS');
    const reasons = Object.fromEntries(request.erroredSkuList.map((e) => [e.SellerSKU, e.reason]));
    expect(reasons[tooMany.sku]).toMatch(/exceeds this product's maximum shipment quantity/);
    expect(reasons['NO-SUCH-SKU-1']).toBe(inboundMessages.skuNotInMarketplace);
    if (inactive) expect(reasons[inactive.sku]).toMatch(/inactive/);
    const planned = request.InboundShipmentPlans.flatMap((p) => p.Items.map((i) => i.SellerSKU));
    expect([...new Set(planned)]).toEqual([good!.sku]);
    // Achieved: the mean per-SKU success rate, the planned SKU whole and the refused ones none.
    expect(request.achievedPercentage).toBe(Math.round(10_000 / skus.length) / 100);
  }, 60_000);

  it('fails a request whose every SKU Amazon refuses, with the reason per SKU', async () => {
    const [a, b] = plainSkus(seller, 2);
    const request = await plannedRequest(seller, [
      { sku: a!.sku, quantity: unitsOf(a!, a!.maxShipmentQuantity + 100) },
      { sku: b!.sku, quantity: unitsOf(b!, b!.maxShipmentQuantity + 100) },
    ]);
    expect(request.status).toBe('FAILED');
    expect(request.InboundShipmentPlans).toEqual([]);
    expect(request.achievedPercentage).toBe(0);
    expect(request.erroredSkuList.map((e) => e.SellerSKU).sort()).toEqual([a!.sku, b!.sku].sort());
    expect(request.erroredSkuList.every((e) => /maximum shipment quantity/.test(e.reason))).toBe(true);
  }, 60_000);

  it('sends Amazon the expiry date the seller entered, and refuses a dated SKU without one or a date not after today', async () => {
    const { sandbox, clock, database } = await getHarness();
    const dated = seller.facts.filter(
      (f) =>
        f.expirationDated &&
        f.status === 'Active' &&
        f.marketplaceIds.includes(US) &&
        !f.dangerousGoods &&
        f.sizeClass === 'standard' &&
        !f.caseQuantity,
    );
    expect(dated.length).toBeGreaterThanOrEqual(2);
    const [first, second] = dated as [InboundSkuFacts, InboundSkuFacts];
    const year = clock.now().getUTCFullYear() + 5;
    const body = planBody(seller, [
      { sku: first.sku, quantity: 6 },
      { sku: second.sku, quantity: 6 },
    ]);
    const withFirst = (expiration: string | undefined) => ({
      ...body,
      InboundShipmentPlanRequestItems: body.InboundShipmentPlanRequestItems.map((item, i) =>
        i === 0 ? { ...item, expiration } : { ...item, expiration: `${year}-01-31` },
      ),
    });
    const requestsOfAccount = async () =>
      rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from inbound_plan_requests where account_id = ${seller.accountId}`,
        ),
      )[0]!.n;
    const createsAtAmazon = () => sandbox.stats(seller.sellerId).calls.createInboundPlan ?? 0;

    // No date for an expiration-dated SKU (a call from elsewhere, a draft from before the cards
    // asked for it), or a date that is not after today: 400 with the drawer's reason, nothing
    // recorded and nothing asked of Amazon (no date is made up for the seller).
    const requestsBefore = await requestsOfAccount();
    const createsBefore = createsAtAmazon();
    const plansBefore = sandbox.inboundPlans(seller.sellerId).length;
    const refusals: [string | undefined, string][] = [
      [undefined, planItemMessages.expiryMissing],
      ['2020-01-31', planItemMessages.expiryInvalid],
      ['2031-02-30', planItemMessages.expiryInvalid],
      ['12-31-2031', planItemMessages.expiryInvalid],
    ];
    for (const [bad, message] of refusals) {
      const refused = await api('POST', '/createShipment/get-shipment-plan', {
        token: seller.token,
        body: withFirst(bad),
      });
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body).toMatchObject({ message });
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(await requestsOfAccount()).toBe(requestsBefore);
    expect(createsAtAmazon()).toBe(createsBefore);
    expect(sandbox.inboundPlans(seller.sellerId)).toHaveLength(plansBefore);

    // Five years on: the seller's dates, whatever the default expiry of Setting → Shipping.
    const asked = await askForPlans(seller.token, withFirst(`${year}-06-30`));
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const planned = await followPlanRequest(seller.token, asked.body._id);
    expect(planned.status).toBe('SUCCESS');
    expect(planned.erroredSkuList).toEqual([]);
    const atAmazon = sandbox
      .inboundPlans(seller.sellerId)
      .slice(plansBefore)
      .filter((p) => planned.InboundShipmentPlans.some((plan) => plan.inboundPlanId === p.inboundPlanId));
    expect(atAmazon).toHaveLength(1);
    const items = atAmazon[0]!.shipments.flatMap((s) => s.items);
    const expiryAtAmazon = (sku: string) => [...new Set(items.filter((i) => i.msku === sku).map((i) => i.expiration))];
    expect(expiryAtAmazon(first.sku)).toEqual([`${year}-06-30`]);
    expect(expiryAtAmazon(second.sku)).toEqual([`${year}-01-31`]);

    // The shipments made from the plan keep the dates: the workbench does not ask for them again.
    const ids = planned.InboundShipmentPlans.map((p) => p.ShipmentId);
    for (const id of ids) expect((await create(seller.token, planned._id, id)).status).toBe(200);
    const done = await followPlanRequest(seller.token, planned._id, created(ids));
    const rowIds = done.InboundShipmentPlans.map((p) => p.creation.shipmentRowId!);
    const itemExpiries = rowsOf<{ seller_sku: string; exp_date: string | null }>(
      await database.db.execute(
        sql`select seller_sku, exp_date::text from shipment_items where shipment_row_id = any(${`{${rowIds.join(',')}}`}::uuid[])`,
      ),
    );
    expect(new Set(itemExpiries.map((i) => `${i.seller_sku} ${i.exp_date}`))).toEqual(
      new Set([`${first.sku} ${year}-06-30`, `${second.sku} ${year}-01-31`]),
    );
  }, 90_000);

  it('tries another FC: the option that goes there, or says no option does', async () => {
    const request = await plannedRequest(seller, itemsOf(plainSkus(seller, 4)));
    const chosen = request.placementOptions.find((o) => o.chosen)!;
    const other = request.placementOptions.find(
      (o) => !o.chosen && o.fulfillmentCenterIds.some((fc) => !chosen.fulfillmentCenterIds.includes(fc)),
    )!;
    const fc = other.fulfillmentCenterIds.find((c) => !chosen.fulfillmentCenterIds.includes(c))!;
    const tried = await api('POST', `/createShipment/plan-requests/${request._id}/choose-option`, {
      token: seller.token,
      body: { selectedFcid: fc },
      response: chooseOptionResponseSchema,
    });
    expect(tried.status).toBe(200);
    expect(tried.body).toMatchObject({ changed: true, message: inboundMessages.fcChosen(fc) });
    expect(tried.body.planRequest.selectedFcid).toBe(fc);
    expect(tried.body.planRequest.InboundShipmentPlans.map((p) => p.DestinationFulfillmentCenterId)).toContain(fc);

    const nowhere = await api('POST', `/createShipment/plan-requests/${request._id}/choose-option`, {
      token: seller.token,
      body: { selectedFcid: 'ZZZ9' },
      response: chooseOptionResponseSchema,
    });
    expect(nowhere.status).toBe(200);
    expect(nowhere.body).toMatchObject({ changed: false, message: inboundMessages.fcNotOffered('ZZZ9') });
    expect(nowhere.body.planRequest.InboundShipmentPlans).toEqual(tried.body.planRequest.InboundShipmentPlans);

    // Asked for up front, the FC picks the option too.
    const direct = await plannedRequest(seller, itemsOf(plainSkus(seller, 4)), { selectedFcid: fc });
    expect(direct.selectedFcid).toBe(fc);
  }, 90_000);

  it('shows the dangerous-goods banner when the FC tried cannot take them, and plans SKU by SKU in the background', async () => {
    const { sandbox } = await getHarness();
    const hazmat = seller.facts.find(
      (f) => f.dangerousGoods && f.status === 'Active' && f.marketplaceIds.includes(US),
    )!;
    expect(hazmat).toBeTruthy();
    const skus = [hazmat, ...plainSkus(seller, 3)];
    const request = await plannedRequest(seller, itemsOf(skus));
    expect(request.status).toBe('SUCCESS');
    expect(request.dangerousGoods).toBe(false);
    // An FC of an option that sends the dangerous goods somewhere else (a split may also send
    // both shipments to one centre that takes dangerous goods: such an option is passed over).
    let elsewhere: { DestinationFulfillmentCenterId: string } | undefined;
    for (const option of request.placementOptions.filter((o) => o.shipmentIds.length > 1)) {
      const other = await api('POST', `/createShipment/plan-requests/${request._id}/choose-option`, {
        token: seller.token,
        body: { placementOptionId: option.placementOptionId },
        response: chooseOptionResponseSchema,
      });
      const plans = other.body.planRequest.InboundShipmentPlans;
      const withHazmat = plans.find((p) => p.Items.some((i) => i.SellerSKU === hazmat.sku))!;
      elsewhere = plans.find((p) => p.DestinationFulfillmentCenterId !== withHazmat.DestinationFulfillmentCenterId);
      if (elsewhere) break;
    }
    if (!elsewhere) throw new Error('no placement option sends the dangerous goods and the rest to different centres');
    const tried = await api('POST', `/createShipment/plan-requests/${request._id}/choose-option`, {
      token: seller.token,
      body: { selectedFcid: elsewhere.DestinationFulfillmentCenterId },
      response: chooseOptionResponseSchema,
    });
    expect(tried.status).toBe(200);
    expect(tried.body.planRequest.dangerousGoods).toBe(true);

    const before = sandbox.inboundPlans(seller.sellerId).length;
    const asked = await askForPlans(
      seller.token,
      planBody(seller, itemsOf(skus), { selectedFcid: elsewhere.DestinationFulfillmentCenterId }),
      { path: '/createShipment/get-shipment-plan-one-by-one' },
    );
    expect(asked.status).toBe(200);
    expect(asked.body.mode).toBe('one-by-one');
    const oneByOne = await followPlanRequest(seller.token, asked.body._id);
    expect(oneByOne.status).toBe('SUCCESS');
    expect(oneByOne.progress).toBe(100);
    expect(sandbox.inboundPlans(seller.sellerId).length - before).toBe(skus.length);
    const planned = new Set(oneByOne.InboundShipmentPlans.flatMap((p) => p.Items.map((i) => i.SellerSKU)));
    expect([...planned].sort()).toEqual(skus.map((f) => f.sku).sort());
    expect(new Set(oneByOne.InboundShipmentPlans.map((p) => p.inboundPlanId)).size).toBe(skus.length);
  }, 90_000);

  it('answers a retried plan call with the same request, however often and at once, and makes one Amazon plan', async () => {
    const { sandbox } = await getHarness();
    const before = sandbox.inboundPlans(seller.sellerId).length;
    const key = randomUUID();
    const body = planBody(seller, itemsOf(plainSkus(seller, 2)));
    const answers = await atOnce(4, () => askForPlans(seller.token, body, { key }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.body._id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    await followPlanRequest(seller.token, id!);
    const later = await askForPlans(seller.token, body, { key });
    expect(later.body._id).toBe(id);
    expect(later.body.status).toBe('SUCCESS');
    expect(sandbox.inboundPlans(seller.sellerId).length - before).toBe(1);
  }, 60_000);

  it('makes one Amazon plan when the answer to createInboundPlan is lost, and confirms once when the confirmation answer is', async () => {
    const { sandbox } = await getHarness();
    const before = sandbox.inboundPlans(seller.sellerId).length;
    const lostBefore = sandbox.stats(seller.sellerId).failed.createInboundPlan ?? 0;
    sandbox.setFaults({ rateLostResponse: 1 });
    const asked = await askForPlans(seller.token, planBody(seller, itemsOf(plainSkus(seller, 3))));
    expect(asked.status).toBe(200);
    // Amazon made the plan, but its answer never came back.
    for (let i = 0; i < 200 && (sandbox.stats(seller.sellerId).failed.createInboundPlan ?? 0) === lostBefore; i++)
      await new Promise((r) => setTimeout(r, 50));
    sandbox.setFaults({});
    const request = await followPlanRequest(seller.token, asked.body._id);
    expect(request.status).toBe('SUCCESS');
    const made = sandbox.inboundPlans(seller.sellerId).slice(before);
    expect(made).toHaveLength(1);
    expect(request.InboundShipmentPlans.every((p) => p.inboundPlanId === made[0]!.inboundPlanId)).toBe(true);

    const plan = request.InboundShipmentPlans[0]!;
    const confirmsLost = sandbox.stats(seller.sellerId).failed.confirmPlacementOption ?? 0;
    sandbox.setFaults({ rateLostResponse: 1 });
    await create(seller.token, request._id, plan.ShipmentId, 'Lost answers');
    for (
      let i = 0;
      i < 200 && (sandbox.stats(seller.sellerId).failed.confirmPlacementOption ?? 0) === confirmsLost;
      i++
    )
      await new Promise((r) => setTimeout(r, 50));
    sandbox.setFaults({});
    const done = await followPlanRequest(seller.token, request._id, created([plan.ShipmentId]));
    expect(done.InboundShipmentPlans[0]!.creation.status).toBe('CREATED');
    const atAmazon = sandbox.inboundPlans(seller.sellerId).find((p) => p.inboundPlanId === plan.inboundPlanId)!;
    expect(atAmazon.confirmedPlacementOptionId).toBe(plan.placementOptionId);
  }, 90_000);

  it('ends with exactly the expected plan and shipments when 30% of Amazon calls answer 429 or 5xx', async () => {
    const { sandbox } = await getHarness();
    const before = sandbox.inboundPlans(seller.sellerId).length;
    const confirmsBefore = sandbox.stats(seller.sellerId).calls.confirmPlacementOption ?? 0;
    sandbox.setFaults({ rate429: 0.1, rate500: 0.1, rate503: 0.1 });
    const skus = plainSkus(seller, 5);
    const request = await plannedRequest(seller, itemsOf(skus));
    expect(request.status, request.message).toBe('SUCCESS');
    const plans = request.InboundShipmentPlans;
    for (const plan of plans)
      expect((await create(seller.token, request._id, plan.ShipmentId, 'Stormy')).status).toBe(200);
    const done = await followPlanRequest(seller.token, request._id, created(plans.map((p) => p.ShipmentId)), 120_000);
    const stats = sandbox.stats(seller.sellerId);
    sandbox.setFaults({});
    const injected = Object.values(stats.failed).reduce((a, b) => a + b, 0);
    expect(injected + Object.values(stats.throttled).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(done.InboundShipmentPlans.map((p) => p.creation.status)).toEqual(plans.map(() => 'CREATED'));
    expect(sandbox.inboundPlans(seller.sellerId).length - before).toBe(1);
    expect((stats.calls.confirmPlacementOption ?? 0) - confirmsBefore).toBe(1);
    const ids = done.InboundShipmentPlans.map((p) => p.creation.shipmentConfirmationId!);
    const rows = (await shipmentRows(seller.email)).filter((r) => ids.includes(r.shipment_id));
    expect(rows).toHaveLength(plans.length);
    const units = rows.reduce((n, r) => n + r.units, 0);
    expect(units).toBe(itemsOf(skus).reduce((n, i) => n + i.quantity, 0));
  }, 180_000);

  it('finishes a plan request that a stopped job process left half done', async () => {
    const harness = await getHarness();
    const before = harness.sandbox.inboundPlans(seller.sellerId).length;
    harness.sandbox.setFaults({ latencyMs: 300 });
    const asked = await askForPlans(seller.token, planBody(seller, itemsOf(plainSkus(seller, 3))));
    await followPlanRequest(seller.token, asked.body._id, (r) => r.step !== 'QUEUED' || r.status !== 'IN_PROGRESS');
    await harness.stopWorkers();
    const halfway = await followPlanRequest(seller.token, asked.body._id, () => true);
    harness.sandbox.setFaults({});
    await harness.startWorkers();
    const request = await followPlanRequest(seller.token, asked.body._id);
    expect(request.status).toBe('SUCCESS');
    expect(harness.sandbox.inboundPlans(seller.sellerId).length - before).toBe(1);
    expect(halfway._id).toBe(request._id);
  }, 90_000);

  it('lets a worker plan and create, and keeps every request, plan and shipment to its own account', async () => {
    const worker = await addWorker(seller.token);
    const asked = await askForPlans(worker.token, planBody(seller, itemsOf(plainSkus(seller, 1))));
    expect(asked.status).toBe(200);
    const request = await followPlanRequest(worker.token, asked.body._id);
    expect(request.status).toBe('SUCCESS');

    const stranger = await createSeller({ onboarded: true });
    const peek = await api('GET', `/createShipment/plan-requests/${request._id}`, { token: stranger.token });
    expect(peek.status).toBe(404);
    const steal = await create(stranger.token, request._id, request.InboundShipmentPlans[0]!.ShipmentId);
    expect(steal.status).toBe(404);
    expect(steal.body.message).toBe(inboundMessages.noShipmentPlanExists);
    const choose = await api('POST', `/createShipment/plan-requests/${request._id}/choose-option`, {
      token: stranger.token,
      body: { selectedFcid: 'PHX7' },
    });
    expect(choose.status).toBe(404);
    const theirs = await askForPlans(stranger.token, planBody(seller, itemsOf(plainSkus(seller, 1))));
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(inboundMessages.storeMarketplaceNotFound);
    const existing = await api(
      'GET',
      `/createShipment/existing-shipments?storeMarketplaceId=${seller.storeMarketplaceId}`,
      { token: stranger.token },
    );
    expect(existing.status).toBe(404);
    const [row] = await shipmentRows(seller.email);
    if (row) {
      const cancel = await api('DELETE', `/createShipment/update-inbound-shipment/${row.shipment_id}`, {
        token: stranger.token,
      });
      expect(cancel.status).toBe(404);
    }
    const warehouses = await api('POST', '/createShipment/get-warehouses', {
      token: stranger.token,
      body: {},
      response: warehouseListResponseSchema,
    });
    expect(warehouses.body.warehouses).toEqual([]);
  }, 90_000);

  it('refuses bad input with the spec’s messages, never a 5xx', async () => {
    const cases: [string, string, object, string][] = [
      ['POST', '/createShipment/get-shipment-plan', planBody(seller, []), 'No SKU Selected!'],
      [
        'POST',
        '/createShipment/get-shipment-plan',
        { ...planBody(seller, [{ sku: 'A', quantity: 1 }]), warehouseId: '' },
        'No Warehouse Selected!',
      ],
      [
        'POST',
        '/createShipment/get-shipment-plan',
        { ...planBody(seller, [{ sku: 'A', quantity: 1 }]), warehouseId: randomUUID() },
        'No Warehouse Selected!',
      ],
      [
        'POST',
        '/createShipment/get-shipment-plan-cases',
        planBody(seller, [{ sku: 'A', quantity: 10 }]),
        inboundMessages.casePackRequired,
      ],
      [
        'POST',
        `/createShipment/create-inbound-shipment/sh-x`,
        { planRequestId: randomUUID(), ShipmentName: '   ' },
        'Name field cannot be empty!',
      ],
      [
        'POST',
        `/createShipment/create-inbound-shipment/sh-x`,
        { planRequestId: randomUUID(), ShipmentName: 'S' },
        inboundMessages.noShipmentPlanExists,
      ],
      ['POST', '/createShipment/add-warehouse', { obj: { name: 'Half' } }, 'Fields are required'],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await api(method, path, { token: seller.token, body });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message).toBe(message);
    }
  });

  it('clears earlier requests when a new one is made, and cancels the unconfirmed Amazon plans of cleared requests', async () => {
    const { sandbox } = await getHarness();
    const atAmazon = (inboundPlanId: string) =>
      sandbox.inboundPlans(seller.sellerId).find((p) => p.inboundPlanId === inboundPlanId)?.status;
    const listed = async () =>
      (
        await api('GET', `/createShipment/plan-requests?storeMarketplaceId=${seller.storeMarketplaceId}&limit=20`, {
          token: seller.token,
          response: planRequestListResponseSchema,
        })
      ).body.planRequests.map((r) => r._id);
    const until = async (done: () => Promise<boolean> | boolean) => {
      const deadline = Date.now() + 30_000;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error('still not done');
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const skus = itemsOf(plainSkus(seller, 1));
    const first = await plannedRequest(seller, skus);
    const firstPlan = first.InboundShipmentPlans[0]!.inboundPlanId;
    expect(atAmazon(firstPlan)).toBe('ACTIVE');

    // A new request supersedes the first: only it is listed, and the first's plan is cancelled at Amazon.
    const second = await plannedRequest(seller, skus);
    expect(await listed()).toEqual([second._id]);
    await until(() => atAmazon(firstPlan) === 'VOIDED');
    const secondPlan = second.InboundShipmentPlans[0]!.inboundPlanId;
    expect(atAmazon(secondPlan)).toBe('ACTIVE');

    // Clear Ship Plan answers at once and cancels in the background.
    const cleared = await api('DELETE', `/createShipment/plan-requests/${second._id}`, { token: seller.token });
    expect(cleared.status).toBe(200);
    expect(cleared.body.message).toBe(inboundMessages.planDismissed);
    expect(await listed()).toEqual([]);
    await until(() => atAmazon(secondPlan) === 'VOIDED');
    const refused = await create(seller.token, second._id, second.InboundShipmentPlans[0]!.ShipmentId);
    expect(refused.status).toBe(404);
  });

  it('suggests low SKUs that no WORKING shipment holds, with units to send', async () => {
    // The lowest SKU of the store kept out of FBA (NOT ATTACHED): never suggested.
    const { database } = await getHarness();
    const [kept] = rowsOf<{ seller_sku: string }>(
      await database.db.execute(sql`
        update products set fba_type = 'NOT ATTACHED', fba_type_source = 'seller'
        where id = (select id from products where store_marketplace_id = ${seller.storeMarketplaceId} and status = 'Active'
                    order by afn_fulfillable_quantity, seller_sku limit 1)
        returning seller_sku`),
    );
    const res = await api(
      'GET',
      `/createShipment/suggested-shipments?storeMarketplaceId=${seller.storeMarketplaceId}`,
      { token: seller.token, response: suggestedShipmentsResponseSchema },
    );
    expect(res.status).toBe(200);
    const inShipments = new Set(
      (
        await api('GET', `/createShipment/existing-shipments?storeMarketplaceId=${seller.storeMarketplaceId}`, {
          token: seller.token,
          response: existingShipmentsResponseSchema,
        })
      ).body.shipments.flatMap((s) => s.items.map((i) => i.SellerSKU)),
    );
    for (const s of res.body.suggestions) {
      expect(s.afnFulfillableQuantity).toBeLessThanOrEqual(10);
      expect(s.suggestedQuantity).toBe(50 - s.afnFulfillableQuantity);
      expect(inShipments.has(s.SellerSKU)).toBe(false);
      expect(s.product).toMatchObject({ _id: s.productId, sellerSku: s.SellerSKU, asin: s.asin });
      expect(Array.isArray(s.product.packagingRules)).toBe(true);
    }
    expect(res.body.suggestions.map((s) => s.SellerSKU)).not.toContain(kept!.seller_sku);
  });

  it('preselects Amazon’s no-fee option as Send to Amazon does, even with a favourite FC on a paid one', async () => {
    const harness = await getHarness();
    const { sandbox } = harness;
    const skus = plainSkus(seller, 4);
    const units = itemsOf(skus).reduce((n, i) => n + i.quantity, 0);
    const first = await plannedRequest(seller, itemsOf(skus));
    const noFee = comparePlacementOptions(first.placementOptions).noFee!;
    expect(noFee).toBeTruthy();
    expect(first.placementOptions.find((o) => o.chosen)!.placementOptionId).toBe(noFee.placementOptionId);
    const fbaTypes = [...new Set(first.InboundShipmentPlans.flatMap((p) => p.Items.map((i) => i.fbaType)))];
    expect(fbaTypes).toHaveLength(1);
    expect(fbaTypes[0]).toBeTruthy();

    // Asked again; before the job reads Amazon's options, the centre of the single-centre option
    // (the one shipment that holds every unit, and a fee) becomes the SKUs' type's favourite.
    const before = sandbox.inboundPlans(seller.sellerId).length;
    sandbox.setFaults({ latencyMs: 300 });
    const asked = await askForPlans(seller.token, planBody(seller, itemsOf(skus)));
    expect(asked.status).toBe(200);
    let single: { warehouseId: string } | undefined;
    for (let i = 0; i < 1500 && !single; i++) {
      single = sandbox
        .inboundPlans(seller.sellerId)
        .slice(before)
        .flatMap((p) => p.shipments)
        .find((s) => s.items.reduce((n, item) => n + item.quantity, 0) === units);
      if (!single) await new Promise((r) => setTimeout(r, 20));
    }
    await harness.stopWorkers();
    sandbox.setFaults({});
    expect(single).toBeTruthy();
    const saved = await api('PUT', '/createShipment/save-ship-to-fcid', {
      token: seller.token,
      body: { fcid: single!.warehouseId, fbaType: fbaTypes[0], selectedDefault: true },
      response: saveShipToFcResponseSchema,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await harness.startWorkers();

    const request = await followPlanRequest(seller.token, asked.body._id);
    expect(request.status).toBe('SUCCESS');
    const favoured = request.placementOptions.find((o) => o.fulfillmentCenterIds.includes(single!.warehouseId))!;
    expect(favoured.totalFee).toBeGreaterThan(0);
    const chosen = request.placementOptions.find((o) => o.chosen)!;
    expect(chosen.placementOptionId).toBe(comparePlacementOptions(request.placementOptions).noFee!.placementOptionId);
    expect(chosen.totalFee).toBe(0);
    expect(request.InboundShipmentPlans.map((p) => p.planNumber)).toEqual(
      request.InboundShipmentPlans.map((_, i) => i + 1),
    );
  }, 120_000);
});
