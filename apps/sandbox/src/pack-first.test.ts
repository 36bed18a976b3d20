// Packing first (Amazon's "Send to Amazon" path for small parcel), prep details, Amazon's box
// ids and pallets, and transport for every shipment of a plan in one call: shapes against the
// model (fulfillmentInbound_2024-03-20.json) and the rules each step follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOptionsFromEnv } from './env.js';
import { callSpApi, type SpResponse, type TestClock } from './test-support/harness.js';
import {
  connectLargeSeller,
  createPlan,
  getShipment,
  runOperation,
  skusWhere,
  US,
  V2024,
  validItem,
} from './test-support/inbound.js';
import { loadModel, responseSchemaOf, validate } from './test-support/swagger-validator.js';
import type { InboundSkuFacts, Sandbox } from './types.js';

const MODEL = loadModel('fulfillmentInbound_2024-03-20.json');
let sandbox: Sandbox;
let token: string;
let sellerId: string;
let clock: TestClock;

beforeAll(async () => {
  ({ sandbox, clock, token, sellerId } = await connectLargeSeller(300));
});
afterAll(() => sandbox.close());

function expectConforms(operationId: string, response: SpResponse, status = 200) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(validate(MODEL, responseSchemaOf(MODEL, operationId, status), response.body)).toEqual([]);
}

const get = (path: string, query?: Record<string, string | number | string[]>) =>
  callSpApi(sandbox, token, `${V2024}${path}`, query ? { query } : {});
const CONTACT = { name: 'Dock Lead', phoneNumber: '2065550100', email: 'dock@example.com' };
const plain = (f: InboundSkuFacts) => !f.caseQuantity && !f.expirationDated && f.status === 'Active';

/** A box of the given items (their whole quantities) that passes small-parcel limits. */
const boxOf = (items: Record<string, unknown>[]) => ({
  contentInformationSource: 'BOX_CONTENT_PROVIDED',
  dimensions: { length: 16, width: 12, height: 10, unitOfMeasurement: 'IN' },
  weight: { value: 12, unit: 'LB' },
  quantity: 1,
  items: items.map(itemInputOf),
});

/** The ItemInput of a listed Item: its prep owner is that of its prep instructions other than labelling. */
function itemInputOf(item: any) {
  const prep = (item.prepInstructions ?? []).find((p: any) => p.prepType !== 'ITEM_LABELING');
  return {
    msku: item.msku,
    quantity: item.quantity,
    labelOwner: item.labelOwner,
    prepOwner: prep?.prepOwner ?? 'NONE',
    ...(item.expiration ? { expiration: item.expiration } : {}),
    ...(item.manufacturingLotCode ? { manufacturingLotCode: item.manufacturingLotCode } : {}),
  };
}

/** listPrepDetails: mskus repeated (the model's collectionFormat multi), each encoded twice as the model asks. */
function listPrepDetails(mskus: string[]) {
  const query = new URLSearchParams({ marketplaceId: US });
  for (const msku of mskus) query.append('mskus', encodeURIComponent(msku));
  return callSpApi(sandbox, token, `${V2024}/items/prepDetails?${query}`);
}

/** A plan of a standard-size SKU, an oversize one and (when the store has one) a dangerous-goods one. */
async function mixedPlan() {
  const standard = skusWhere(sandbox, sellerId, US, (f) => plain(f) && f.sizeClass === 'standard' && !f.dangerousGoods);
  const oversize = skusWhere(sandbox, sellerId, US, (f) => plain(f) && f.sizeClass === 'oversize' && !f.dangerousGoods);
  const chosen = [standard[0]!, standard[1]!, oversize[0]!];
  const items = chosen.map((f) => validItem(f, 6));
  return { planId: await createPlan(sandbox, token, items), chosen, items };
}

async function packingOptionsOf(planId: string) {
  const generated = await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/packingOptions`);
  expect(generated.answer.status).toBe(202);
  expectConforms('generatePackingOptions', generated.answer, 202);
  expect(generated.status.body.operationStatus).toBe('SUCCESS');
  const listed = await get(`/inboundPlans/${planId}/packingOptions`);
  expectConforms('listPackingOptions', listed);
  return listed.body.packingOptions as any[];
}

async function groupItems(planId: string, packingGroupId: string) {
  const listed = await get(`/inboundPlans/${planId}/packingGroups/${packingGroupId}/items`, { pageSize: 100 });
  expectConforms('listPackingGroupItems', listed);
  return listed.body.items as any[];
}

/** Packs each group of the plan's confirmed packing option into one box per SKU. */
async function packFirst(planId: string) {
  const [option] = await packingOptionsOf(planId);
  const confirmed = await runOperation(
    sandbox,
    token,
    'POST',
    `/inboundPlans/${planId}/packingOptions/${option.packingOptionId}/confirmation`,
  );
  expectConforms('confirmPackingOption', confirmed.answer, 202);
  expect(confirmed.status.body.operationStatus).toBe('SUCCESS');
  const packageGroupings = [];
  for (const packingGroupId of option.packingGroups as string[]) {
    const items = await groupItems(planId, packingGroupId);
    packageGroupings.push({ packingGroupId, boxes: items.map((i) => boxOf([i])) });
  }
  const packed = await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/packingInformation`, {
    packageGroupings,
  });
  expectConforms('setPackingInformation', packed.answer, 202);
  return { option, packageGroupings, packed: packed.status.body };
}

async function confirmPlacement(planId: string) {
  await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/placementOptions`, {});
  const options = (await get(`/inboundPlans/${planId}/placementOptions`)).body.placementOptions as any[];
  const option = options[options.length - 1];
  const confirmed = await runOperation(
    sandbox,
    token,
    'POST',
    `/inboundPlans/${planId}/placementOptions/${option.placementOptionId}/confirmation`,
  );
  expect(confirmed.status.body.operationStatus).toBe('SUCCESS');
  return option as { placementOptionId: string; shipmentIds: string[] };
}

describe('packing options', () => {
  it('keep oversize SKUs apart from standard-size ones, the same groups for the same plan', async () => {
    const { planId, chosen } = await mixedPlan();
    const options = await packingOptionsOf(planId);
    expect(options.length).toBeGreaterThanOrEqual(1);
    const groups = [];
    for (const id of options[0].packingGroups) groups.push((await groupItems(planId, id)).map((i) => i.msku).sort());
    expect(groups).toEqual([[chosen[0]!.sku, chosen[1]!.sku].sort(), [chosen[2]!.sku]]);
    // Generating again offers new ids but the same groups.
    const again = await packingOptionsOf(planId);
    expect(again[0].packingOptionId).not.toBe(options[0].packingOptionId);
    const regrouped = [];
    for (const id of again[0].packingGroups) regrouped.push((await groupItems(planId, id)).map((i) => i.msku).sort());
    expect(regrouped).toEqual(groups);
    const plan = await get(`/inboundPlans/${planId}`);
    expectConforms('getInboundPlan', plan);
    expect(plan.body.packingOptions).toEqual([{ packingOptionId: again[0].packingOptionId, status: 'OFFERED' }]);
  });

  it('pack first: boxes by packing group, then placement gives Amazon box ids, listed in another order', async () => {
    const { planId } = await mixedPlan();
    const { option, packageGroupings, packed } = await packFirst(planId);
    expect(packed.operationStatus).toBe('SUCCESS');
    const groupBoxes = await get(`/inboundPlans/${planId}/packingGroups/${option.packingGroups[0]}/boxes`);
    expectConforms('listPackingGroupBoxes', groupBoxes);
    expect(groupBoxes.body.boxes).toHaveLength(packageGroupings[0]!.boxes.length);
    expect(groupBoxes.body.boxes[0].boxId).toBeUndefined();

    const placement = await confirmPlacement(planId);
    let boxCount = 0;
    for (const shipmentId of placement.shipmentIds) {
      const shipment = (await getShipment(sandbox, token, planId, shipmentId)).body;
      const boxes = await get(`/inboundPlans/${planId}/shipments/${shipmentId}/boxes`, { pageSize: 1000 });
      expectConforms('listShipmentBoxes', boxes);
      boxCount += boxes.body.boxes.length;
      for (const box of boxes.body.boxes) {
        expect(box.boxId).toMatch(new RegExp(`^${shipment.shipmentConfirmationId}U\\d{6}$`));
        expect(box.packageId).toMatch(/^pk[0-9a-f-]{36}$/);
        expect(box.quantity).toBe(1);
      }
      // The shipment holds what its boxes hold.
      const items = (await get(`/inboundPlans/${planId}/shipments/${shipmentId}/items`, { pageSize: 1000 })).body.items;
      const inBoxes = new Map<string, number>();
      for (const box of boxes.body.boxes)
        for (const i of box.items) inBoxes.set(i.msku, (inBoxes.get(i.msku) ?? 0) + i.quantity);
      expect(Object.fromEntries(inBoxes)).toEqual(Object.fromEntries(items.map((i: any) => [i.msku, i.quantity])));
    }
    const planBoxes = await get(`/inboundPlans/${planId}/boxes`, { pageSize: 2 });
    expectConforms('listInboundPlanBoxes', planBoxes);
    expect(planBoxes.body.boxes).toHaveLength(Math.min(2, boxCount));
    if (boxCount > 2) expect(planBoxes.body.pagination.nextToken).toBeTruthy();
  });

  it('refuses boxes that do not hold a group’s items, and a call without every group', async () => {
    const { planId } = await mixedPlan();
    const [option] = await packingOptionsOf(planId);
    await runOperation(
      sandbox,
      token,
      'POST',
      `/inboundPlans/${planId}/packingOptions/${option.packingOptionId}/confirmation`,
    );
    const items = await groupItems(planId, option.packingGroups[0]);
    const short = items.map((i) => ({ ...i, quantity: i.quantity - 1 }));
    const all = [] as any[];
    for (const id of option.packingGroups as string[])
      all.push({ packingGroupId: id, boxes: [boxOf(await groupItems(planId, id))] });
    all[0] = { packingGroupId: option.packingGroups[0], boxes: [boxOf(short)] };
    const wrong = await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/packingInformation`, {
      packageGroupings: all,
    });
    expect(wrong.status.body.operationStatus).toBe('FAILED');
    expect(wrong.status.body.operationProblems[0].message).toBe(
      `ERROR: Package group ${option.packingGroups[0]} did not contain expected items and/or quantities`,
    );
    const partial = await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/packingInformation`, {
      packageGroupings: [{ packingGroupId: option.packingGroups[0], boxes: [boxOf(items)] }],
    });
    expect(partial.status.body.operationProblems[0].message).toMatch(
      /^ERROR: Provided package grouping ids are incorrect\. Expected all of \[pg/,
    );
  });
});

describe('transport for the plan', () => {
  it('generates and confirms options for every shipment of the placement option in one call each', async () => {
    const { planId } = await mixedPlan();
    await packFirst(planId);
    const placement = await confirmPlacement(planId);
    const start = new Date(clock.now() + 86_400_000).toISOString();
    const generated = await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/transportationOptions`, {
      placementOptionId: placement.placementOptionId,
      shipmentTransportationConfigurations: placement.shipmentIds.map((shipmentId) => ({
        shipmentId,
        readyToShipWindow: { start },
        contactInformation: CONTACT,
      })),
    });
    expectConforms('generateTransportationOptions', generated.answer, 202);
    expect(generated.status.body.operationStatus).toBe('SUCCESS');
    const listed = await get(`/inboundPlans/${planId}/transportationOptions`, {
      placementOptionId: placement.placementOptionId,
      pageSize: 20,
    });
    expectConforms('listTransportationOptions', listed);
    const all: any[] = [...listed.body.transportationOptions];
    let next = listed.body.pagination?.nextToken;
    while (next) {
      const page = await get(`/inboundPlans/${planId}/transportationOptions`, {
        placementOptionId: placement.placementOptionId,
        pageSize: 20,
        paginationToken: next,
      });
      all.push(...page.body.transportationOptions);
      next = page.body.pagination?.nextToken;
    }
    expect(new Set(all.map((o) => o.shipmentId))).toEqual(new Set(placement.shipmentIds));
    const partnered = placement.shipmentIds.map((id) =>
      all.find((o) => o.shipmentId === id && o.shippingSolution === 'AMAZON_PARTNERED_CARRIER')!,
    );
    const confirmed = await runOperation(
      sandbox,
      token,
      'POST',
      `/inboundPlans/${planId}/transportationOptions/confirmation`,
      {
        transportationSelections: partnered.map((o) => ({
          shipmentId: o.shipmentId,
          transportationOptionId: o.transportationOptionId,
          contactInformation: CONTACT,
        })),
      },
    );
    expectConforms('confirmTransportationOptions', confirmed.answer, 202);
    expect(confirmed.status.body.operationStatus).toBe('SUCCESS');
    for (const id of placement.shipmentIds) {
      const options = (await get(`/inboundPlans/${planId}/transportationOptions`, { shipmentId: id })).body
        .transportationOptions as any[];
      expect(options.some((o) => o.quote?.voidableUntil)).toBe(true);
    }
  });

  it('lists a shipment’s pallets from its transport configuration, and the plan’s', async () => {
    const standard = skusWhere(
      sandbox,
      sellerId,
      US,
      (f) => plain(f) && f.sizeClass === 'standard' && !f.dangerousGoods,
    );
    const planId = await createPlan(sandbox, token, [validItem(standard[5]!, 40)]);
    const placement = await confirmPlacement(planId);
    const shipmentId = placement.shipmentIds[0]!;
    const packageGroupings = [];
    for (const id of placement.shipmentIds) {
      const items = (await get(`/inboundPlans/${planId}/shipments/${id}/items`, { pageSize: 1000 })).body.items;
      packageGroupings.push({ shipmentId: id, boxes: [boxOf(items)] });
    }
    // Pack later: every shipment's boxes in one call.
    const packed = await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/packingInformation`, {
      packageGroupings,
    });
    expect(packed.status.body.operationStatus).toBe('SUCCESS');
    const boxes = await get(`/inboundPlans/${planId}/shipments/${shipmentId}/boxes`);
    expectConforms('listShipmentBoxes', boxes);
    expect(boxes.body.boxes).toHaveLength(1);
    const generated = await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/transportationOptions`, {
      placementOptionId: placement.placementOptionId,
      shipmentTransportationConfigurations: placement.shipmentIds.map((id) => ({
        shipmentId: id,
        readyToShipWindow: { start: new Date(clock.now() + 86_400_000).toISOString() },
        contactInformation: CONTACT,
        freightInformation: { freightClass: 'FC_125', declaredValue: { amount: 900, code: 'USD' } },
        pallets: [
          {
            quantity: 2,
            dimensions: { length: 48, width: 40, height: 50, unitOfMeasurement: 'IN' },
            weight: { value: 400, unit: 'LB' },
            stackability: 'STACKABLE',
          },
        ],
      })),
    });
    expect(generated.status.body, JSON.stringify(generated.status.body)).toMatchObject({ operationStatus: 'SUCCESS' });
    const pallets = await get(`/inboundPlans/${planId}/shipments/${shipmentId}/pallets`);
    expectConforms('listShipmentPallets', pallets);
    expect(pallets.body.pallets).toEqual([
      expect.objectContaining({ quantity: 2, stackability: 'STACKABLE', packageId: expect.stringMatching(/^pk/) }),
    ]);
    const planPallets = await get(`/inboundPlans/${planId}/pallets`);
    expectConforms('listInboundPlanPallets', planPallets);
    expect(planPallets.body.pallets.length).toBe(placement.shipmentIds.length);
  });
});

describe('prep details', () => {
  it('lists each SKU’s category, prep types and owner constraints; the seller sets an unknown category', async () => {
    const skus = skusWhere(sandbox, sellerId, US).slice(0, 100);
    const listed = await listPrepDetails(skus.map((f) => f.sku));
    expectConforms('listPrepDetails', listed);
    const details = listed.body.mskuPrepDetails as any[];
    expect(details.map((d) => d.msku)).toEqual(skus.map((f) => f.sku));
    skus.forEach((f, i) => {
      expect(details[i].labelOwnerConstraint === 'SELLER_ONLY').toBe(f.labelRequired);
      if (details[i].prepCategory !== 'UNKNOWN')
        expect(details[i].prepTypes.includes('ITEM_NO_PREP')).toBe(!f.prepRequired);
    });
    const unknown = details.find((d) => d.prepCategory === 'UNKNOWN');
    expect(unknown).toBeDefined();
    const set = await runOperation(sandbox, token, 'POST', '/items/prepDetails', {
      marketplaceId: US,
      mskuPrepDetails: [{ msku: unknown.msku, prepCategory: 'NONE', prepTypes: ['ITEM_NO_PREP'] }],
    });
    expectConforms('setPrepDetails', set.answer, 202);
    expect(set.status.body.operationStatus).toBe('SUCCESS');
    const after = await listPrepDetails([unknown.msku]);
    expect(after.body.mskuPrepDetails[0]).toMatchObject({ prepCategory: 'NONE', prepTypes: ['ITEM_NO_PREP'] });
    const bad = await callSpApi(sandbox, token, `${V2024}/items/prepDetails`, {
      method: 'POST',
      body: { marketplaceId: US, mskuPrepDetails: [{ msku: unknown.msku, prepCategory: 'UNKNOWN', prepTypes: [] }] },
    });
    expectConforms('setPrepDetails', bad, 400);
  });
});

describe('time', () => {
  it('reads durations with units from the environment', () => {
    const options = sandboxOptionsFromEnv({
      SANDBOX_OPERATION_DELAY_MS: '3m',
      SANDBOX_CONFIRMED_PLACEMENT_TTL_MS: '14d',
      SANDBOX_PLACEMENT_OPTION_TTL_MS: '90000',
    });
    expect(options.operationDelayMs).toBe(180_000);
    expect(options.confirmedPlacementTtlMs).toBe(14 * 86_400_000);
    expect(options.placementOptionTtlMs).toBe(90_000);
  });

  it('a confirmed placement option expires confirmedPlacementTtlMs after its confirmation', async () => {
    const standard = skusWhere(
      sandbox,
      sellerId,
      US,
      (f) => plain(f) && f.sizeClass === 'standard' && !f.dangerousGoods,
    );
    const planId = await createPlan(sandbox, token, [validItem(standard[7]!, 6)]);
    const placement = await confirmPlacement(planId);
    const listed = await get(`/inboundPlans/${planId}/placementOptions`);
    expectConforms('listPlacementOptions', listed);
    const accepted = listed.body.placementOptions.find((o: any) => o.placementOptionId === placement.placementOptionId);
    expect(accepted.status).toBe('ACCEPTED');
    expect(Math.abs(Date.parse(accepted.expiration) - clock.now() - 14 * 86_400_000)).toBeLessThan(60_000);
  });
});

describe('own carrier: delivery windows, tracking and labels by Amazon’s box ids', () => {
  const V0 = loadModel('fulfillmentInboundV0.json');

  it('answers every step as the models say', async () => {
    const { planId } = await mixedPlan();
    await packFirst(planId);
    const placement = await confirmPlacement(planId);
    const start = new Date(clock.now() + 86_400_000).toISOString();
    await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/transportationOptions`, {
      placementOptionId: placement.placementOptionId,
      shipmentTransportationConfigurations: placement.shipmentIds.map((shipmentId) => ({
        shipmentId,
        readyToShipWindow: { start },
        contactInformation: CONTACT,
      })),
    });
    const selections = [];
    for (const shipmentId of placement.shipmentIds) {
      const generated = await runOperation(
        sandbox,
        token,
        'POST',
        `/inboundPlans/${planId}/shipments/${shipmentId}/deliveryWindowOptions`,
      );
      expectConforms('generateDeliveryWindowOptions', generated.answer, 202);
      const windows = await get(`/inboundPlans/${planId}/shipments/${shipmentId}/deliveryWindowOptions`);
      expectConforms('listDeliveryWindowOptions', windows);
      const window = windows.body.deliveryWindowOptions.find((w: any) => w.availabilityType === 'AVAILABLE');
      const confirmed = await runOperation(
        sandbox,
        token,
        'POST',
        `/inboundPlans/${planId}/shipments/${shipmentId}/deliveryWindowOptions/${window.deliveryWindowOptionId}/confirmation`,
      );
      expectConforms('confirmDeliveryWindowOptions', confirmed.answer, 202);
      expect(confirmed.status.body.operationStatus).toBe('SUCCESS');
      const options = (await get(`/inboundPlans/${planId}/transportationOptions`, { shipmentId })).body
        .transportationOptions as any[];
      const own = options.find((o) => o.shippingSolution === 'USE_YOUR_OWN_CARRIER' && o.carrier.alphaCode === 'FDEG');
      selections.push({ shipmentId, transportationOptionId: own.transportationOptionId, contactInformation: CONTACT });
    }
    const confirmed = await runOperation(
      sandbox,
      token,
      'POST',
      `/inboundPlans/${planId}/transportationOptions/confirmation`,
      { transportationSelections: selections },
    );
    expect(confirmed.status.body.operationStatus).toBe('SUCCESS');

    const shipmentId = placement.shipmentIds[0]!;
    const fbaId = (await getShipment(sandbox, token, planId, shipmentId)).body.shipmentConfirmationId as string;
    const boxIds = ((await get(`/inboundPlans/${planId}/shipments/${shipmentId}/boxes`)).body.boxes as any[]).map(
      (b) => b.boxId as string,
    );
    const tracked = await runOperation(
      sandbox,
      token,
      'PUT',
      `/inboundPlans/${planId}/shipments/${shipmentId}/trackingDetails`,
      {
        trackingDetails: {
          spdTrackingDetail: { spdTrackingItems: boxIds.map((boxId, i) => ({ boxId, trackingId: `7946${i}0000001` })) },
        },
      },
    );
    expectConforms('updateShipmentTrackingDetails', tracked.answer, 202);
    expect(tracked.status.body.operationStatus).toBe('SUCCESS');

    const labels = await callSpApi(sandbox, token, `/fba/inbound/v0/shipments/${fbaId}/labels`, {
      query: {
        PageType: 'PackageLabel_Letter_6',
        LabelType: 'UNIQUE',
        NumberOfPackages: boxIds.length,
        PackageLabelsToPrint: boxIds,
      },
    });
    expect(labels.status, JSON.stringify(labels.body)).toBe(200);
    expect(validate(V0, responseSchemaOf(V0, 'getLabels', 200), labels.body)).toEqual([]);
  });

  it('checks getLabels’ query against the v0 model: required, enums and integers', async () => {
    const call = (query: Record<string, string | number>) =>
      callSpApi(sandbox, token, '/fba/inbound/v0/shipments/FBA1ABCDEFGH/labels', { query });
    const badPage = await call({ PageType: 'PackageLabel_Letter_8', LabelType: 'UNIQUE', NumberOfPackages: 1 });
    expect(badPage.status).toBe(400);
    expect(validate(V0, responseSchemaOf(V0, 'getLabels', 400), badPage.body)).toEqual([]);
    expect(badPage.body.errors[0].message).toMatch(/PageType must be one of PackageLabel_Letter_2, /);
    const badNumber = await call({ PageType: 'PackageLabel_Letter_2', LabelType: 'PALLET', NumberOfPallets: 'two' });
    expect(badNumber.body.errors[0].message).toMatch(/NumberOfPallets must be an integer/);
    const missing = await call({ LabelType: 'UNIQUE' });
    expect(missing.body.errors[0].message).toMatch(/Missing required parameter PageType/);
  });
});
