// Amazon's refusals on the pack-first and transport path of Fulfillment Inbound v2024-03-20, and
// v0 getLabels' rules for such shipments. Each test names the model text or the issue thread of
// selling-partner-api-models the rule comes from (see README.md, "Amazon's refusals").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSpApi, type TestClock } from './test-support/harness.js';
import {
  connectLargeSeller,
  createPlan,
  getShipment,
  itemInputOf,
  packFirstPlan,
  runOperation,
  skusWhere,
  US,
  V2024,
  validItem,
} from './test-support/inbound.js';
import { loadModel, responseSchemaOf, validate } from './test-support/swagger-validator.js';
import type { InboundSkuFacts, Sandbox } from './types.js';

const V0 = loadModel('fulfillmentInboundV0.json');
let sandbox: Sandbox;
let token: string;
let sellerId: string;
let clock: TestClock;
let refresh: (ms: number) => Promise<string>;

beforeAll(async () => {
  ({ sandbox, clock, token, sellerId, advance: refresh } = await connectLargeSeller(300));
});
afterAll(() => sandbox.close());

const CONTACT = { name: 'Dock Lead', phoneNumber: '2065550100' };
const get = (path: string, query?: Record<string, string | number>) =>
  callSpApi(sandbox, token, `${V2024}${path}`, query ? { query } : {});
const post = (path: string, body?: unknown) => runOperation(sandbox, token, 'POST', path, body);
const plain = (f: InboundSkuFacts) => !f.caseQuantity && !f.expirationDated && !f.dangerousGoods;
let offset = 0;

/** A plan of two standard-size SKUs and an oversize one: two packing groups, two or more shipments. */
async function mixedPlan() {
  const standard = skusWhere(sandbox, sellerId, US, (f) => plain(f) && f.sizeClass === 'standard');
  const oversize = skusWhere(sandbox, sellerId, US, (f) => plain(f) && f.sizeClass === 'oversize');
  offset += 2;
  const items = [standard[offset]!, standard[offset + 1]!, oversize[offset % oversize.length]!].map((f) =>
    validItem(f, 6),
  );
  return createPlan(sandbox, token, items);
}

async function confirmPlacement(planId: string) {
  await post(`/inboundPlans/${planId}/placementOptions`, {});
  const options = (await get(`/inboundPlans/${planId}/placementOptions`)).body.placementOptions as any[];
  const option = options[0];
  const confirmed = await post(`/inboundPlans/${planId}/placementOptions/${option.placementOptionId}/confirmation`);
  expect(confirmed.status.body.operationStatus).toBe('SUCCESS');
  return option as { placementOptionId: string; shipmentIds: string[] };
}

/** Packs every shipment of the placement option after placement (pack later), one box each. */
async function packLater(planId: string, shipmentIds: string[], edit = (i: any) => i) {
  const packageGroupings = [];
  for (const shipmentId of shipmentIds) {
    const items = (await get(`/inboundPlans/${planId}/shipments/${shipmentId}/items`, { pageSize: 1000 })).body.items;
    packageGroupings.push({
      shipmentId,
      boxes: [
        {
          contentInformationSource: 'BOX_CONTENT_PROVIDED',
          dimensions: { length: 18, width: 14, height: 10, unitOfMeasurement: 'IN' },
          weight: { value: 12, unit: 'LB' },
          quantity: 1,
          items: items.map((i: any) => edit(itemInputOf(i))),
        },
      ],
    });
  }
  return post(`/inboundPlans/${planId}/packingInformation`, { packageGroupings });
}

const config = (shipmentId: string, pallets = false) => ({
  shipmentId,
  readyToShipWindow: { start: new Date(clock.now() + 86_400_000).toISOString() },
  contactInformation: CONTACT,
  ...(pallets
    ? {
        freightInformation: { freightClass: 'FC_100' },
        pallets: [
          {
            quantity: 1,
            dimensions: { length: 48, width: 40, height: 40, unitOfMeasurement: 'IN' },
            weight: { value: 300, unit: 'LB' },
            stackability: 'STACKABLE',
          },
        ],
      }
    : {}),
});

const generate = (planId: string, placement: { placementOptionId: string }, configs: unknown[]) =>
  post(`/inboundPlans/${planId}/transportationOptions`, {
    placementOptionId: placement.placementOptionId,
    shipmentTransportationConfigurations: configs,
  });

async function optionsOf(planId: string, shipmentId: string) {
  return (await get(`/inboundPlans/${planId}/transportationOptions`, { shipmentId })).body
    .transportationOptions as any[];
}

const confirmTransport = (planId: string, selections: { shipmentId: string; transportationOptionId: string }[]) =>
  post(`/inboundPlans/${planId}/transportationOptions/confirmation`, { transportationSelections: selections });

const problemsOf = (step: { status: { body: any } }) =>
  (step.status.body.operationProblems as any[]).map((p) => p.message).join('\n');

describe('(1) small parcel is for plans packed first; pack later is for pallets', () => {
  it('offers a plan packed after placement pallet options only', async () => {
    // Use-case guide "Inbound Shipments with the Pack Later workflow": available for partnered
    // and own carriers "but only for Pallet Deliveries".
    const planId = await mixedPlan();
    const placement = await confirmPlacement(planId);
    expect((await packLater(planId, placement.shipmentIds)).status.body.operationStatus).toBe('SUCCESS');
    const parcel = await generate(
      planId,
      placement,
      placement.shipmentIds.map((id) => config(id)),
    );
    expect(parcel.status.body.operationStatus).toBe('FAILED');
    expect(problemsOf(parcel)).toMatch(/small parcel delivery is offered only for a plan packed before placement/);
    const pallets = await generate(
      planId,
      placement,
      placement.shipmentIds.map((id) => config(id, true)),
    );
    expect(pallets.status.body.operationStatus).toBe('SUCCESS');
    const modes = new Set((await optionsOf(planId, placement.shipmentIds[0]!)).map((o) => o.shippingMode));
    expect([...modes]).toEqual(['FREIGHT_LTL']);
  });

  it('offers a plan packed first Amazon-partnered small parcel', async () => {
    const planId = await mixedPlan();
    await packFirstPlan(sandbox, token, planId);
    const placement = await confirmPlacement(planId);
    const generated = await generate(
      planId,
      placement,
      placement.shipmentIds.map((id) => config(id)),
    );
    expect(generated.status.body.operationStatus).toBe('SUCCESS');
    const options = await optionsOf(planId, placement.shipmentIds[0]!);
    expect(
      options.some(
        (o) => o.shippingMode === 'GROUND_SMALL_PARCEL' && o.shippingSolution === 'AMAZON_PARTNERED_CARRIER',
      ),
    ).toBe(true);
  });

  it('refuses packingGroupId after placement confirmation', async () => {
    // The model, PackageGroupingInput.packingGroupId: "can only be provided before placement confirmation".
    const planId = await mixedPlan();
    const option = await packFirstPlan(sandbox, token, planId);
    await confirmPlacement(planId);
    const items = (await get(`/inboundPlans/${planId}/packingGroups/${option.packingGroups[0]}/items`)).body.items;
    const again = await post(`/inboundPlans/${planId}/packingInformation`, {
      packageGroupings: (option.packingGroups as string[]).map((packingGroupId) => ({
        packingGroupId,
        boxes: [
          {
            contentInformationSource: 'BOX_CONTENT_PROVIDED',
            dimensions: { length: 18, width: 14, height: 10, unitOfMeasurement: 'IN' },
            weight: { value: 12, unit: 'LB' },
            quantity: 1,
            items: items.map(itemInputOf),
          },
        ],
      })),
    });
    expect(again.status.body.operationStatus).toBe('FAILED');
    expect(problemsOf(again)).toMatch(/packingGroupId can only be provided before placement confirmation/);
  });
});

describe('(2) transport for every shipment of the placement option, once, one partnered carrier', () => {
  async function packedAndQuoted() {
    const planId = await mixedPlan();
    await packFirstPlan(sandbox, token, planId);
    const placement = await confirmPlacement(planId);
    expect(placement.shipmentIds.length).toBeGreaterThan(1);
    return { planId, placement };
  }

  it('refuses a generation or a confirmation that leaves a shipment out', async () => {
    const { planId, placement } = await packedAndQuoted();
    // "shipment configuration is not provided for all the shipments of the placement option" (#4250).
    const partial = await generate(planId, placement, [config(placement.shipmentIds[0]!)]);
    expect(partial.status.body.operationStatus).toBe('FAILED');
    expect(problemsOf(partial)).toMatch(/shipment configuration is not provided for all the shipments/);
    await generate(
      planId,
      placement,
      placement.shipmentIds.map((id) => config(id)),
    );
    const partnered = [];
    for (const shipmentId of placement.shipmentIds) {
      const option = (await optionsOf(planId, shipmentId)).find(
        (o) => o.shippingSolution === 'AMAZON_PARTNERED_CARRIER',
      );
      partnered.push({ shipmentId, transportationOptionId: option.transportationOptionId });
    }
    // "ERROR: Provided shipment ids [sh…] do not match the shipments in the confirmed placement option" (#4449).
    const one = await confirmTransport(planId, partnered.slice(0, 1));
    expect(one.status.body.operationStatus).toBe('FAILED');
    expect(problemsOf(one)).toBe(
      `ERROR: Provided shipment ids [${partnered[0]!.shipmentId}] do not match the shipments in the confirmed placement option`,
    );
    expect((await confirmTransport(planId, partnered)).status.body.operationStatus).toBe('SUCCESS');
    // The model: "Once confirmed, new transportation options can not be generated or confirmed".
    const twice = await confirmTransport(planId, partnered);
    expect(twice.status.body.operationStatus).toBe('FAILED');
    const regenerate = await generate(
      planId,
      placement,
      placement.shipmentIds.map((id) => config(id)),
    );
    expect(regenerate.status.body.operationStatus).toBe('FAILED');
  });

  it('refuses partnered small parcel for some shipments and another carrier for others', async () => {
    const { planId, placement } = await packedAndQuoted();
    await generate(
      planId,
      placement,
      placement.shipmentIds.map((id) => config(id)),
    );
    const [first, ...rest] = placement.shipmentIds;
    const selections = [
      {
        shipmentId: first!,
        transportationOptionId: (await optionsOf(planId, first!)).find(
          (o) => o.shippingSolution === 'AMAZON_PARTNERED_CARRIER',
        ).transportationOptionId,
      },
    ];
    for (const shipmentId of rest) {
      await post(`/inboundPlans/${planId}/shipments/${shipmentId}/deliveryWindowOptions`);
      const window = (await get(`/inboundPlans/${planId}/shipments/${shipmentId}/deliveryWindowOptions`)).body
        .deliveryWindowOptions[1];
      await post(
        `/inboundPlans/${planId}/shipments/${shipmentId}/deliveryWindowOptions/${window.deliveryWindowOptionId}/confirmation`,
      );
      const own = (await optionsOf(planId, shipmentId)).find((o) => o.shippingSolution === 'USE_YOUR_OWN_CARRIER');
      selections.push({ shipmentId, transportationOptionId: own.transportationOptionId });
    }
    const mixed = await confirmTransport(planId, selections);
    expect(mixed.status.body.operationStatus).toBe('FAILED');
    expect(problemsOf(mixed)).toMatch(/same partnered carrier/);
  });
});

describe('(3) v0 getLabels for a v2024 shipment', () => {
  async function confirmedShipment(solution: 'AMAZON_PARTNERED_CARRIER' | 'USE_YOUR_OWN_CARRIER', pallets = false) {
    const planId = await mixedPlan();
    if (!pallets) await packFirstPlan(sandbox, token, planId);
    const placement = await confirmPlacement(planId);
    if (pallets) await packLater(planId, placement.shipmentIds);
    await generate(
      planId,
      placement,
      placement.shipmentIds.map((id) => config(id, pallets)),
    );
    const selections = [];
    for (const shipmentId of placement.shipmentIds) {
      if (solution === 'USE_YOUR_OWN_CARRIER') {
        await post(`/inboundPlans/${planId}/shipments/${shipmentId}/deliveryWindowOptions`);
        const window = (await get(`/inboundPlans/${planId}/shipments/${shipmentId}/deliveryWindowOptions`)).body
          .deliveryWindowOptions[1];
        await post(
          `/inboundPlans/${planId}/shipments/${shipmentId}/deliveryWindowOptions/${window.deliveryWindowOptionId}/confirmation`,
        );
      }
      const option = (await optionsOf(planId, shipmentId)).find((o) => o.shippingSolution === solution);
      selections.push({ shipmentId, transportationOptionId: option.transportationOptionId });
    }
    expect((await confirmTransport(planId, selections)).status.body.operationStatus).toBe('SUCCESS');
    const shipmentId = placement.shipmentIds[0]!;
    const fbaId = (await getShipment(sandbox, token, planId, shipmentId)).body.shipmentConfirmationId as string;
    const boxIds = ((await get(`/inboundPlans/${planId}/shipments/${shipmentId}/boxes`)).body.boxes as any[]).map(
      (b) => b.boxId as string,
    );
    return { fbaId, boxIds };
  }
  const labels = (fbaId: string, query: Record<string, string | number | string[]>) =>
    callSpApi(sandbox, token, `/fba/inbound/v0/shipments/${fbaId}/labels`, { query });

  it('prints package labels of Amazon’s box ids only, on the page types of the shipment’s carrier', async () => {
    const { fbaId, boxIds } = await confirmedShipment('AMAZON_PARTNERED_CARRIER');
    const ok = await labels(fbaId, {
      PageType: 'PackageLabel_Letter_2',
      LabelType: 'UNIQUE',
      PackageLabelsToPrint: boxIds,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // "Provided SellerCartonIds are not valid: [[FBA…U000001]] for Shipment: [FBA…]" (#371, #4084).
    const invented = await labels(fbaId, {
      PageType: 'PackageLabel_Letter_2',
      LabelType: 'UNIQUE',
      PackageLabelsToPrint: [`${fbaId}U000099`],
    });
    expect(invented.status).toBe(400);
    expect(validate(V0, responseSchemaOf(V0, 'getLabels', 400), invented.body)).toEqual([]);
    expect(invented.body.errors[0].message).toBe(
      `Provided SellerCartonIds are not valid: [[${fbaId}U000099]] for Shipment: [${fbaId}]`,
    );
    // The v0 model's PageType table: Letter_6 "is the only valid value for non-Amazon-partnered shipments in the US".
    const letter6 = await labels(fbaId, {
      PageType: 'PackageLabel_Letter_6',
      LabelType: 'UNIQUE',
      PackageLabelsToPrint: boxIds,
    });
    expect(letter6.status).toBe(400);
    expect(letter6.body.errors[0].message).toMatch(/only for non-Amazon-partnered shipments/);
  });

  it('refuses partnered page types for an own carrier, and pallet labels of non-partnered LTL without PageSize', async () => {
    const own = await confirmedShipment('USE_YOUR_OWN_CARRIER');
    const thermal = await labels(own.fbaId, {
      PageType: 'PackageLabel_Thermal',
      LabelType: 'UNIQUE',
      PackageLabelsToPrint: own.boxIds,
    });
    expect(thermal.status).toBe(400);
    expect(thermal.body.errors[0].message).toMatch(/only for Amazon-partnered shipments/);
    const ltl = await confirmedShipment('USE_YOUR_OWN_CARRIER', true);
    // The v0 model's PageSize: "This is a required parameter for Non-Partnered LTL Shipments."
    const noSize = await labels(ltl.fbaId, {
      PageType: 'PackageLabel_Letter_4',
      LabelType: 'PALLET',
      NumberOfPallets: 2,
    });
    expect(noSize.status).toBe(400);
    expect(noSize.body.errors[0].message).toBe('PageSize is required for non-partnered LTL shipments.');
    const sized = await labels(ltl.fbaId, {
      PageType: 'PackageLabel_Letter_4',
      LabelType: 'PALLET',
      NumberOfPallets: 2,
      PageSize: 2,
      PageStartIndex: 0,
    });
    expect(sized.status, JSON.stringify(sized.body)).toBe(200);
  });
});

describe('(4) box items match the plan’s items', () => {
  it('refuses boxes whose items differ in owner, and labelOwner AMAZON in the US', async () => {
    const planId = await mixedPlan();
    const placement = await confirmPlacement(planId);
    const owner = await packLater(planId, placement.shipmentIds, (i) => ({
      ...i,
      prepOwner: i.prepOwner === 'NONE' ? 'SELLER' : 'NONE',
    }));
    expect(owner.status.body.operationStatus).toBe('FAILED');
    expect(problemsOf(owner)).toMatch(/do not hold its items \(msku, labelOwner, prepOwner, expiration/);
    // The model's LabelOwner: "`AMAZON` is not an accepted value in the US marketplace."
    const amazon = await packLater(planId, placement.shipmentIds, (i) => ({ ...i, labelOwner: 'AMAZON' }));
    expect(amazon.status.body.operationProblems.map((p: any) => p.code)).toContain('InvalidLabelOwner');
    expect((await packLater(planId, placement.shipmentIds)).status.body.operationStatus).toBe('SUCCESS');
  });
});

describe('(5) content updates need a confirmed carrier, and boxes named by their packageId', () => {
  it('refuses a preview before the carrier is confirmed, and an unknown packageId after', async () => {
    const planId = await mixedPlan();
    await packFirstPlan(sandbox, token, planId);
    const placement = await confirmPlacement(planId);
    const shipmentId = placement.shipmentIds[0]!;
    const path = `/inboundPlans/${planId}/shipments/${shipmentId}`;
    const items = ((await get(`${path}/items`, { pageSize: 1000 })).body.items as any[]).map(itemInputOf);
    const boxes = (await get(`${path}/boxes`)).body.boxes as any[];
    const boxInputs = (ids: (string | undefined)[]) =>
      boxes.map((b, i) => ({
        contentInformationSource: 'BOX_CONTENT_PROVIDED',
        dimensions: b.dimensions,
        weight: b.weight,
        quantity: 1,
        items: b.items.map(itemInputOf),
        ...(ids[i] ? { packageId: ids[i] } : {}),
      }));
    // The model: a preview is for "a shipment with a confirmed carrier".
    const early = await post(`${path}/contentUpdatePreviews`, {
      items,
      boxes: boxInputs(boxes.map((b) => b.packageId)),
    });
    expect(early.status.body.operationStatus).toBe('FAILED');
    expect(problemsOf(early)).toMatch(/no confirmed carrier/);
    await generate(
      planId,
      placement,
      placement.shipmentIds.map((id) => config(id)),
    );
    const selections = [];
    for (const id of placement.shipmentIds) {
      const option = (await optionsOf(planId, id)).find((o) => o.shippingSolution === 'AMAZON_PARTNERED_CARRIER');
      selections.push({ shipmentId: id, transportationOptionId: option.transportationOptionId });
    }
    await confirmTransport(planId, selections);
    const unknown = await post(`${path}/contentUpdatePreviews`, {
      items,
      boxes: boxInputs(boxes.map(() => 'pk00000000-0000-0000-0000-000000000000')),
    });
    expect(problemsOf(unknown)).toMatch(
      /packageId pk00000000-0000-0000-0000-000000000000 is not a box of the shipment/,
    );
    const known = await post(`${path}/contentUpdatePreviews`, {
      items,
      boxes: boxInputs(boxes.map((b) => b.packageId)),
    });
    expect(known.status.body.operationStatus).toBe('SUCCESS');
  });
});

describe('(6) a confirmed placement option expires for packing and transport', () => {
  it('refuses packing and transport after confirmedPlacementTtlMs', async () => {
    const planId = await mixedPlan();
    const placement = await confirmPlacement(planId);
    token = await refresh(15 * 86_400_000);
    const packed = await packLater(planId, placement.shipmentIds);
    expect(packed.status.body.operationStatus).toBe('FAILED');
    expect(problemsOf(packed)).toMatch(/the confirmed placement option has expired/);
    const transport = await generate(
      planId,
      placement,
      placement.shipmentIds.map((id) => config(id, true)),
    );
    expect(problemsOf(transport)).toMatch(/the confirmed placement option has expired/);
  });
});
