// Fulfillment Inbound v2024-03-20 in the sandbox: asynchronous operations, Amazon's per-SKU
// rules, placement options with their fees and centres, shipments that v0 reports, content
// updates, cancellation, tenancy, rate limits and faults, and restarts.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFulfillmentCenter, fulfillmentCentersOf } from './data/fulfillment-centers.js';
import { generateSellerData } from './data/generate.js';
import { inboundFactsOf, placementFeePerUnit } from './data/inbound-facts.js';
import { createDemoSellers } from './data/sellers.js';
import {
  callSpApi,
  connectSeller,
  createTestClock,
  postToken,
  REDIRECT_URI,
  runConsent,
  startTestSandbox,
  type TestClock,
} from './test-support/harness.js';
import {
  connectLargeSeller,
  CA,
  confirmedPlan,
  confirmPalletCarrier,
  createPlan,
  createPlanRequest,
  getShipment,
  listShipmentItems,
  operationStatus,
  placementOptions,
  plainStandard,
  runOperation,
  skusWhere,
  SOURCE_ADDRESS,
  US,
  V2024,
  validItem,
  workingShipmentOf,
} from './test-support/inbound.js';
import type { InboundSkuFacts, Sandbox } from './types.js';

const HOUR = 3_600_000;
const MANUAL_BOX = {
  contentInformationSource: 'MANUAL_PROCESS',
  dimensions: { length: 20, width: 16, height: 12, unitOfMeasurement: 'IN' },
  weight: { value: 22, unit: 'LB' },
  quantity: 2,
};

let sandbox: Sandbox;
let clock: TestClock;
let token: string;
let sellerId: string;

let refresh: (ms: number) => Promise<string>;
beforeAll(async () => {
  ({ sandbox, clock, token, sellerId, advance: refresh } = await connectLargeSeller(600));
});

/** Moves the sandbox's clock on, and refreshes the access token (it lasts an hour). */
async function advance(ms: number): Promise<void> {
  token = await refresh(ms);
}
afterAll(() => sandbox.close());

const skus = (predicate?: (f: InboundSkuFacts) => boolean, marketplaceId = US) =>
  skusWhere(sandbox, sellerId, marketplaceId, predicate);
const v0Shipments = (accessToken: string, ids: string[]) =>
  callSpApi(sandbox, accessToken, '/fba/inbound/v0/shipments', {
    query: { MarketplaceId: US, QueryType: 'SHIPMENT', ShipmentIdList: ids },
  });

/** A plus-addressed seller: the same catalogue, a seller of its own. */
async function connectEmail(email: string): Promise<string> {
  const location = await runConsent(sandbox, email, 'authorize');
  const { body } = await postToken(sandbox, {
    grant_type: 'authorization_code',
    code: location.searchParams.get('spapi_oauth_code')!,
    redirect_uri: REDIRECT_URI,
    client_id: sandbox.options.clientId,
    client_secret: sandbox.options.clientSecret,
  });
  return body.access_token as string;
}

describe('asynchronous operations', () => {
  it('stay IN_PROGRESS for operationDelayMs; their effects appear only when they end', async () => {
    const slowClock = createTestClock();
    const slow = await startTestSandbox({ largeStoreSkus: 600, operationDelayMs: 60_000 }, slowClock);
    try {
      const { accessToken, seller } = await connectSeller(slow, 'large');
      const item = validItem(skusWhere(slow, seller.sellerId, US, plainStandard)[0]!);
      const created = await callSpApi(slow, accessToken, `${V2024}/inboundPlans`, {
        method: 'POST',
        body: createPlanRequest([item]),
      });
      expect(created.status).toBe(202);
      const pending = await operationStatus(slow, accessToken, created.body.operationId);
      expect(pending.body).toEqual({
        operationId: created.body.operationId,
        operation: 'createInboundPlan',
        operationStatus: 'IN_PROGRESS',
        operationProblems: [],
      });
      const planPath = `${V2024}/inboundPlans/${created.body.inboundPlanId}`;
      expect((await callSpApi(slow, accessToken, planPath)).status).toBe(404);
      expect((await callSpApi(slow, accessToken, `${V2024}/inboundPlans`)).body.inboundPlans).toEqual([]);
      slowClock.advance(30_000);
      expect((await operationStatus(slow, accessToken, created.body.operationId)).body.operationStatus).toBe(
        'IN_PROGRESS',
      );
      slowClock.advance(30_000);
      expect((await operationStatus(slow, accessToken, created.body.operationId)).body.operationStatus).toBe('SUCCESS');
      const plan = await callSpApi(slow, accessToken, planPath);
      expect(plan.status).toBe(200);
      expect(plan.body.status).toBe('ACTIVE');
    } finally {
      await slow.close();
    }
  });
});

describe('createInboundPlan', () => {
  it('fails with a problem per msku: unknown, inactive, owners, expiration, maximum quantity, case pack', async () => {
    const used = new Set<string>();
    const pick = (predicate: (f: InboundSkuFacts) => boolean) => {
      const f = sandbox
        .inboundFacts(sellerId)
        .find((x) => x.marketplaceIds.includes(US) && !used.has(x.sku) && predicate(x))!;
      used.add(f.sku);
      return f;
    };
    const simple = (f: InboundSkuFacts) =>
      f.status === 'Active' && !f.caseQuantity && !f.expirationDated && !f.prepRequired;
    const inactive = pick((f) => f.status === 'Inactive');
    const incomplete = pick((f) => f.status === 'Incomplete');
    const needsLabel = pick((f) => simple(f) && f.labelRequired);
    const needsPrep = pick((f) => f.status === 'Active' && f.prepRequired && !f.caseQuantity && !f.expirationDated);
    const expires = pick((f) => f.status === 'Active' && f.expirationDated && !f.caseQuantity && !f.prepRequired);
    const tooMany = pick(simple);
    const casePacked = pick((f) => f.status === 'Active' && f.caseQuantity !== null);
    const amazonLabel = pick(simple);
    const good = pick((f) => simple(f) && plainStandard(f));
    const items = [
      { msku: 'NOPE-404', quantity: 5, labelOwner: 'SELLER', prepOwner: 'NONE' },
      validItem(inactive),
      validItem(incomplete),
      { ...validItem(needsLabel), labelOwner: 'NONE' },
      { ...validItem(needsPrep), prepOwner: 'NONE' },
      { msku: expires.sku, quantity: 10, labelOwner: 'SELLER', prepOwner: 'NONE' },
      { ...validItem(tooMany), quantity: tooMany.maxShipmentQuantity + 1 },
      { ...validItem(casePacked), quantity: casePacked.caseQuantity! + 1 },
      { ...validItem(amazonLabel), labelOwner: 'AMAZON' },
      validItem(good),
    ];
    const { answer, status } = await runOperation(sandbox, token, 'POST', '/inboundPlans', createPlanRequest(items));
    expect(status.body.operationStatus).toBe('FAILED');
    const problems = status.body.operationProblems as {
      code: string;
      message: string;
      details: string;
      severity: string;
    }[];
    const byMsku = (msku: string) => problems.filter((p) => p.details.includes(`'${msku}'`));
    expect(problems.every((p) => p.severity === 'ERROR' && p.message.startsWith('ERROR: '))).toBe(true);
    expect(byMsku('NOPE-404')).toEqual([
      {
        code: 'InvalidMSKU',
        message: 'ERROR: The following MSKUs are not valid: [NOPE-404].',
        details: "There's an input error with the resource 'NOPE-404'.",
        severity: 'ERROR',
      },
    ]);
    expect(byMsku(inactive.sku).map((p) => p.code)).toContain('InactiveListing');
    expect(byMsku(incomplete.sku).map((p) => p.code)).toContain('IncompleteListing');
    expect(byMsku(needsLabel.sku).map((p) => p.code)).toEqual(['InvalidLabelOwner']);
    expect(byMsku(needsPrep.sku).map((p) => p.code)).toEqual(['InvalidPrepOwner']);
    expect(byMsku(expires.sku)).toEqual([
      expect.objectContaining({ code: 'FBA_INB_0180', message: 'ERROR: Expiration date required.' }),
    ]);
    expect(byMsku(tooMany.sku)).toEqual([
      expect.objectContaining({
        code: 'QuantityAboveMaximum',
        message: expect.stringContaining(
          `maximum shipment quantity of ${tooMany.maxShipmentQuantity.toLocaleString('en-US')} units`,
        ),
      }),
    ]);
    expect(byMsku(casePacked.sku)).toEqual([
      expect.objectContaining({
        code: 'CasePackQuantityMismatch',
        message: expect.stringContaining(`not a multiple of ${casePacked.caseQuantity}`),
      }),
    ]);
    expect(byMsku(amazonLabel.sku)).toEqual([
      expect.objectContaining({ message: 'ERROR: labelOwner AMAZON is not accepted in the US marketplace.' }),
    ]);
    expect(byMsku(good.sku)).toEqual([]);
    // The plan exists, ERRORED, with no items, and nothing more can be done with it.
    const planId = answer.body.inboundPlanId;
    expect((await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}`)).body.status).toBe('ERRORED');
    expect((await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/items`)).body.items).toEqual([]);
    const generate = await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/placementOptions`, {});
    expect(generate.status.body.operationStatus).toBe('FAILED');
    expect(generate.status.body.operationProblems[0]).toMatchObject({
      code: 'BadRequest',
      message: 'ERROR: Operation GeneratePlacementOptions cannot be processed because the inbound plan is ERRORED.',
    });
  });

  it('accepts the items once fixed, and lists them with their ASIN, FNSKU and prep', async () => {
    const chosen = skus((f) => plainStandard(f) && f.prepRequired).slice(0, 3);
    const planId = await createPlan(
      sandbox,
      token,
      chosen.map((f) => validItem(f, 24)),
      US,
      'Spring restock',
    );
    const plan = await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}`);
    expect(plan.body).toMatchObject({
      name: 'Spring restock',
      status: 'ACTIVE',
      marketplaceIds: [US],
      sourceAddress: SOURCE_ADDRESS,
      placementOptions: [],
      shipments: [],
    });
    const items = await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/items`, { query: { pageSize: 2 } });
    expect(items.body.items).toHaveLength(2);
    const rest = await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/items`, {
      query: { pageSize: 2, paginationToken: items.body.pagination.nextToken },
    });
    expect(rest.body.items).toHaveLength(1);
    expect(rest.body.pagination).toBeUndefined();
    const all = [...items.body.items, ...rest.body.items];
    expect(all.map((i: any) => i.msku).sort()).toEqual(chosen.map((f) => f.sku).sort());
    for (const item of all) {
      const facts = chosen.find((f) => f.sku === item.msku)!;
      expect(item).toMatchObject({ asin: facts.asin, fnsku: facts.fnsku, labelOwner: 'SELLER' });
      expect(item.prepInstructions.length).toBeGreaterThan(0);
      expect(item.prepInstructions.every((p: any) => p.prepOwner === 'SELLER')).toBe(true);
    }
  });

  it('refuses malformed requests with 400 and starts no operation', async () => {
    const f = skus(plainStandard)[0]!;
    const good = validItem(f);
    const bad: unknown[] = [
      createPlanRequest([{ ...good, quantity: 0 }]),
      createPlanRequest([{ ...good, quantity: 500_001 }]),
      createPlanRequest(Array.from({ length: 2001 }, (_, i) => ({ ...good, msku: `SKU-${i}` }))),
      createPlanRequest([{ ...good, labelOwner: 'ME' }]),
      createPlanRequest([{ ...good, sku: good.msku }]),
      createPlanRequest([good, good]),
      { ...createPlanRequest([good]), sourceAddress: { ...SOURCE_ADDRESS, phoneNumber: undefined } },
      { ...createPlanRequest([good]), destinationMarketplaces: [US, CA] },
      createPlanRequest([good], 'A1F83G8C2ARO7P'),
    ];
    const before = sandbox.inboundPlans(sellerId).length;
    for (const body of bad) {
      const answer = await callSpApi(sandbox, token, `${V2024}/inboundPlans`, { method: 'POST', body });
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(answer.body.errors[0].code).toBe('InvalidInput');
    }
    expect(sandbox.inboundPlans(sellerId)).toHaveLength(before);
  });
});

describe('placement options', () => {
  it('offers one centre with the placement fee, a partial split for less and an Amazon-optimized split for none', async () => {
    const chosen = skus(plainStandard).slice(0, 6);
    const items = chosen.map((f) => validItem(f, 48));
    const planId = await createPlan(sandbox, token, items);
    const { options } = await placementOptions(sandbox, token, planId);
    expect(options).toHaveLength(3);
    const fees = options.map((o) => o.fees[0].value.amount);
    expect(fees[0]).toBeGreaterThan(fees[1]);
    expect(fees[1]).toBeGreaterThan(0);
    expect(fees[2]).toBe(0);
    expect(options.map((o) => o.fees[0].target)).toEqual(Array(3).fill('Placement Services'));
    expect(options.map((o) => o.shipmentIds.length)).toEqual([1, 2, 4]);
    const units = items.reduce((sum, i) => sum + (i.quantity as number), 0);
    for (const option of options) {
      expect(option.status).toBe('OFFERED');
      expect(Date.parse(option.expiration) - clock.now()).toBeGreaterThan(23 * HOUR);
      let total = 0;
      const warehouses = new Set<string>();
      for (const id of option.shipmentIds) {
        const shipment = (await getShipment(sandbox, token, planId, id)).body;
        expect(shipment.status).toBe('UNCONFIRMED');
        expect(shipment.shipmentConfirmationId).toBeUndefined();
        warehouses.add(shipment.destination.warehouseId);
        for (const item of (await listShipmentItems(sandbox, token, planId, id)).body.items) total += item.quantity;
      }
      expect(total).toBe(units);
      expect(warehouses.size).toBe(option.shipmentIds.length);
    }
    // The single-location fee is Amazon's per-unit fee for each item's size tier and weight.
    const minimal = (await getShipment(sandbox, token, planId, options[0].shipmentIds[0])).body;
    const region = findFulfillmentCenter(minimal.destination.warehouseId)!.region;
    // Size and weight do not depend on the day the data counts back from.
    const data = generateSellerData(
      createDemoSellers(1, 600).find((s) => s.kind === 'large')!,
      1,
      Date.UTC(2026, 0, 15),
    );
    const expected = items.reduce(
      (sum, i) =>
        sum +
        (i.quantity as number) *
          placementFeePerUnit(inboundFactsOf(data.productsBySku.get(i.msku as string)!), 'MINIMAL', region, US),
      0,
    );
    expect(fees[0]).toBeCloseTo(expected, 2);
  });

  it('sends standard-size and oversize units to different centres, and dangerous goods only to centres that take them', async () => {
    const standard = skus(plainStandard).slice(0, 2);
    const oversize = skus((f) => f.sizeClass === 'oversize' && !f.dangerousGoods).slice(0, 2);
    const hazmat = skus((f) => f.sizeClass === 'standard' && f.dangerousGoods !== null).slice(0, 2);
    expect(oversize).toHaveLength(2);
    expect(hazmat).toHaveLength(2);
    const all = [...standard, ...oversize, ...hazmat];
    const planId = await createPlan(
      sandbox,
      token,
      all.map((f) => validItem(f, 10)),
    );
    const { generated, options } = await placementOptions(sandbox, token, planId);
    expect(generated.operationStatus).toBe('SUCCESS');
    for (const f of hazmat) {
      const warning = generated.operationProblems.find((p: any) => p.details.includes(`'${f.sku}'`));
      expect(warning).toMatchObject({
        code: 'DangerousGoods',
        severity: 'WARNING',
        message: 'WARNING: Dangerous goods units in this shipment.',
      });
      expect(warning.details).toContain(f.dangerousGoods!.unNumber);
    }
    const facts = new Map(all.map((f) => [f.sku, f]));
    for (const option of options) {
      expect(option.shipmentIds.length).toBeGreaterThanOrEqual(3);
      for (const id of option.shipmentIds) {
        const shipment = (await getShipment(sandbox, token, planId, id)).body;
        const centre = findFulfillmentCenter(shipment.destination.warehouseId)!;
        expect(shipment.destination.address.countryCode).toBe('US');
        const kinds = new Set<string>();
        for (const item of (await listShipmentItems(sandbox, token, planId, id)).body.items) {
          const f = facts.get(item.msku)!;
          kinds.add(`${f.sizeClass}${f.dangerousGoods ? '+dg' : ''}`);
          expect(f.sizeClass === 'standard' ? centre.standard : centre.oversize).toBe(true);
          if (f.dangerousGoods) expect(centre.dangerousGoods).toBe(true);
        }
        expect(kinds.size).toBe(1);
      }
    }
  });

  it('offers a single option for a single unit', async () => {
    const f = skus((x) => plainStandard(x) && !x.caseQuantity)[0]!;
    const planId = await createPlan(sandbox, token, [{ ...validItem(f), quantity: 1 }]);
    const { options } = await placementOptions(sandbox, token, planId);
    expect(options).toHaveLength(1);
    expect(options[0].shipmentIds).toHaveLength(1);
    expect(options[0].fees[0].value.amount).toBeGreaterThan(0);
  });

  it('sends a CA plan to Canadian centres, with fees in CAD', async () => {
    const chosen = skus(plainStandard, CA).slice(0, 3);
    const planId = await createPlan(
      sandbox,
      token,
      chosen.map((f) => validItem(f, 24)),
      CA,
    );
    const { options } = await placementOptions(sandbox, token, planId);
    const canadian = new Set(fulfillmentCentersOf(CA).map((c) => c.warehouseId));
    expect(options[0].fees[0].value.code).toBe('CAD');
    for (const id of options.flatMap((o) => o.shipmentIds)) {
      const shipment = (await getShipment(sandbox, token, planId, id)).body;
      expect(canadian.has(shipment.destination.warehouseId)).toBe(true);
      expect(shipment.destination.address.countryCode).toBe('CA');
    }
  });

  it('expire: an expired option cannot be confirmed; generating again offers new ones', async () => {
    const planId = await createPlan(
      sandbox,
      token,
      skus(plainStandard)
        .slice(0, 2)
        .map((f) => validItem(f, 24)),
    );
    const { options } = await placementOptions(sandbox, token, planId);
    await advance(24 * HOUR);
    const listed = await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/placementOptions`);
    expect(listed.body.placementOptions.map((o: any) => o.status)).toEqual(options.map(() => 'EXPIRED'));
    const confirm = await runOperation(
      sandbox,
      token,
      'POST',
      `/inboundPlans/${planId}/placementOptions/${options[0].placementOptionId}/confirmation`,
    );
    expect(confirm.status.body.operationStatus).toBe('FAILED');
    expect(confirm.status.body.operationProblems[0].message).toBe(
      'ERROR: Operation ConfirmPlacementOption cannot be processed because the placement option has expired. Generate placement options again.',
    );
    const again = await placementOptions(sandbox, token, planId);
    expect(again.options.map((o) => o.status)).toEqual(options.map(() => 'OFFERED'));
    expect(again.options[0].placementOptionId).not.toBe(options[0].placementOptionId);
    // The shipments of the replaced options are gone.
    expect((await getShipment(sandbox, token, planId, options[0].shipmentIds[0])).status).toBe(404);
    const retry = await runOperation(
      sandbox,
      token,
      'POST',
      `/inboundPlans/${planId}/placementOptions/${again.options[0].placementOptionId}/confirmation`,
    );
    expect(retry.status.body.operationStatus).toBe('SUCCESS');
  });
});

describe('confirmPlacementOption', () => {
  it('makes the option’s shipments WORKING with FBA ids, and v0 reports them', async () => {
    const chosen = skus(plainStandard).slice(10, 14);
    const planId = await createPlan(
      sandbox,
      token,
      chosen.map((f) => validItem(f, 24)),
      US,
      'Summer send',
    );
    const { options } = await placementOptions(sandbox, token, planId);
    const option = options[1];
    const confirm = await runOperation(
      sandbox,
      token,
      'POST',
      `/inboundPlans/${planId}/placementOptions/${option.placementOptionId}/confirmation`,
    );
    expect(confirm.status.body.operationStatus).toBe('SUCCESS');
    const plan = (await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}`)).body;
    expect(plan.placementOptions).toEqual([{ placementOptionId: option.placementOptionId, status: 'ACCEPTED' }]);
    expect(plan.shipments).toEqual(option.shipmentIds.map((shipmentId: string) => ({ shipmentId, status: 'WORKING' })));
    const listed = (await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/placementOptions`)).body
      .placementOptions;
    expect(listed.map((o: any) => o.status)).toEqual(options.map((o) => (o === option ? 'ACCEPTED' : 'EXPIRED')));
    const fbaIds: string[] = [];
    for (const id of option.shipmentIds) {
      const shipment = (await getShipment(sandbox, token, planId, id)).body;
      const centre = findFulfillmentCenter(shipment.destination.warehouseId)!;
      expect(shipment).toMatchObject({
        shipmentId: id,
        placementOptionId: option.placementOptionId,
        status: 'WORKING',
        name: `Summer send-${centre.warehouseId}`,
        source: { sourceType: 'SELLER_FACILITY', address: SOURCE_ADDRESS },
        destination: { destinationType: 'AMAZON_WAREHOUSE', address: centre.address },
      });
      expect(shipment.shipmentConfirmationId).toMatch(/^FBA1[A-Z0-9]{8}$/);
      fbaIds.push(shipment.shipmentConfirmationId);
    }
    // The other options' shipments are abandoned.
    expect((await getShipment(sandbox, token, planId, options[0].shipmentIds[0])).body.status).toBe('ABANDONED');
    // v0 getShipments and getShipmentItemsByShipmentId see them as WORKING, with their items.
    const v0 = await v0Shipments(token, fbaIds);
    expect(v0.body.payload.ShipmentData.map((s: any) => s.ShipmentId).sort()).toEqual([...fbaIds].sort());
    for (const info of v0.body.payload.ShipmentData) {
      expect(info).toMatchObject({
        ShipmentStatus: 'WORKING',
        ShipmentName: expect.stringMatching(/^Summer send-/),
        LabelPrepType: 'SELLER_LABEL',
        ShipFromAddress: { Name: SOURCE_ADDRESS.name, City: 'Portland', PostalCode: '97217', CountryCode: 'US' },
      });
    }
    let units = 0;
    for (const id of fbaIds) {
      const items = await callSpApi(sandbox, token, `/fba/inbound/v0/shipments/${id}/items`, {
        query: { MarketplaceId: US },
      });
      expect(items.status).toBe(200);
      for (const item of items.body.payload.ItemData) {
        expect(item.ShipmentId).toBe(id);
        expect(chosen.find((f) => f.sku === item.SellerSKU)!.fnsku).toBe(item.FulfillmentNetworkSKU);
        units += item.QuantityShipped;
      }
    }
    expect(units).toBe(chosen.reduce((sum, f) => sum + (validItem(f, 24).quantity as number), 0));
    const working = await callSpApi(sandbox, token, '/fba/inbound/v0/shipments', {
      query: { MarketplaceId: US, QueryType: 'SHIPMENT', ShipmentStatusList: 'WORKING' },
    });
    const walked: string[] = [];
    let page = working.body.payload;
    for (;;) {
      walked.push(...page.ShipmentData.map((s: any) => s.ShipmentId));
      if (!page.NextToken) break;
      page = (
        await callSpApi(sandbox, token, '/fba/inbound/v0/shipments', {
          query: { MarketplaceId: US, QueryType: 'NEXT_TOKEN', NextToken: page.NextToken },
        })
      ).body.payload;
    }
    for (const id of fbaIds) expect(walked).toContain(id);

    // Confirming the same option again changes nothing; another one is refused.
    const same = await runOperation(
      sandbox,
      token,
      'POST',
      `/inboundPlans/${planId}/placementOptions/${option.placementOptionId}/confirmation`,
    );
    expect(same.status.body.operationStatus).toBe('SUCCESS');
    expect((await getShipment(sandbox, token, planId, option.shipmentIds[0])).body.shipmentConfirmationId).toBe(
      fbaIds[0],
    );
    const other = await runOperation(
      sandbox,
      token,
      'POST',
      `/inboundPlans/${planId}/placementOptions/${options[0].placementOptionId}/confirmation`,
    );
    expect(other.status.body.operationStatus).toBe('FAILED');
    const regenerate = await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/placementOptions`, {});
    expect(regenerate.status.body.operationStatus).toBe('FAILED');
  });

  it('renames a shipment at once (204) and changes its source address when the operation ends', async () => {
    const { planId, shipments } = await confirmedPlan(
      sandbox,
      token,
      skus(plainStandard)
        .slice(20, 22)
        .map((f) => validItem(f)),
    );
    const path = `${V2024}/inboundPlans/${planId}/shipments/${shipments[0].shipmentId}`;
    const renamed = await callSpApi(sandbox, token, `${path}/name`, { method: 'PUT', body: { name: 'Spring_1' } });
    expect(renamed.status).toBe(204);
    expect((await callSpApi(sandbox, token, path)).body.name).toBe('Spring_1');
    const address = { ...SOURCE_ADDRESS, name: 'Second Warehouse', city: 'Salem', postalCode: '97301' };
    const moved = await runOperation(
      sandbox,
      token,
      'PUT',
      `/inboundPlans/${planId}/shipments/${shipments[0].shipmentId}/sourceAddress`,
      {
        address,
      },
    );
    expect(moved.status.body.operationStatus).toBe('SUCCESS');
    expect((await callSpApi(sandbox, token, path)).body.source.address).toEqual(address);
    const v0 = (await v0Shipments(token, [shipments[0].shipmentConfirmationId])).body.payload.ShipmentData[0];
    expect(v0.ShipmentName).toBe('Spring_1');
    expect(v0.ShipFromAddress).toMatchObject({ Name: 'Second Warehouse', City: 'Salem', PostalCode: '97301' });
  });
});

describe('content-update previews', () => {
  /** A WORKING shipment at a centre that does not receive dangerous goods, and the items it holds. */
  async function workingShipment(offset: number) {
    const chosen = skus(plainStandard).slice(offset, offset + 5);
    const inputs = new Map(chosen.map((f) => [f.sku, validItem(f, 24)]));
    const { planId, shipment, ...listed } = await workingShipmentOf(sandbox, token, chosen, {
      units: 24,
      index: 2,
      where: (s) => !findFulfillmentCenter(s.destination.warehouseId)!.dangerousGoods,
    });
    const items: any[] = listed.items.map((i) => ({ ...inputs.get(i.msku)!, quantity: i.quantity }));
    // Amazon previews content updates only "for a shipment with a confirmed carrier" (the model).
    await confirmPalletCarrier(
      sandbox,
      token,
      planId,
      listed.option.placementOptionId,
      listed.option.shipmentIds,
      clock.now(),
    );
    return { planId, shipment, items, path: `/inboundPlans/${planId}/shipments/${shipment.shipmentId}` };
  }

  it('add SKUs to a WORKING shipment: the preview shows the changes and the quote; confirming applies them', async () => {
    const { planId, shipment, items, path } = await workingShipment(30);
    const added = skus((f) => plainStandard(f) && !items.some((i: any) => i.msku === f.sku)).slice(40, 42);
    const updated = [...items, ...added.map((f) => validItem(f, 12))];
    const generated = await runOperation(sandbox, token, 'POST', `${path}/contentUpdatePreviews`, {
      items: updated,
      boxes: [MANUAL_BOX],
    });
    expect(generated.status.body.operationStatus).toBe('SUCCESS');
    const previews = (await callSpApi(sandbox, token, `${V2024}${path}/contentUpdatePreviews`)).body
      .contentUpdatePreviews;
    expect(previews).toHaveLength(1);
    const preview = previews[0];
    expect(preview.requestedUpdates).toEqual({ items: updated, boxes: [MANUAL_BOX] });
    expect(preview.transportationOption).toMatchObject({
      shipmentId: shipment.shipmentId,
      shippingMode: 'GROUND_SMALL_PARCEL',
      shippingSolution: 'AMAZON_PARTNERED_CARRIER',
      quote: { cost: { code: 'USD' } },
    });
    // Two boxes of 20 x 16 x 12 in: 28 lb billable (dimensional), $5.95 + 27 x $0.55 each.
    expect(preview.transportationOption.quote.cost.amount).toBeCloseTo(2 * (5.95 + 0.55 * 27), 2);
    expect(Date.parse(preview.expiration) - clock.now()).toBeGreaterThan(0.9 * HOUR);
    // Nothing changes before the confirmation.
    const before = (await listShipmentItems(sandbox, token, planId, shipment.shipmentId)).body.items;
    expect(before.map((i: any) => i.msku).sort()).toEqual(items.map((i: any) => i.msku).sort());
    const confirmed = await runOperation(
      sandbox,
      token,
      'POST',
      `${path}/contentUpdatePreviews/${preview.contentUpdatePreviewId}/confirmation`,
    );
    expect(confirmed.status.body.operationStatus).toBe('SUCCESS');
    const after = (await listShipmentItems(sandbox, token, planId, shipment.shipmentId)).body.items;
    expect(after.map((i: any) => [i.msku, i.quantity]).sort()).toEqual(updated.map((i) => [i.msku, i.quantity]).sort());
    const v0Items = (
      await callSpApi(sandbox, token, `/fba/inbound/v0/shipments/${shipment.shipmentConfirmationId}/items`)
    ).body.payload.ItemData;
    expect(v0Items.map((i: any) => i.SellerSKU).sort()).toEqual(updated.map((i) => i.msku).sort());
    const planItems = (
      await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/items`, { query: { pageSize: 1000 } })
    ).body.items;
    for (const f of added) expect(planItems.some((i: any) => i.msku === f.sku)).toBe(true);
  });

  it('refuses dangerous goods at a centre that does not receive them, with Amazon’s message', async () => {
    const { items, path, shipment } = await workingShipment(50);
    const hazmat = skus((f) => f.dangerousGoods !== null && f.sizeClass === 'standard')[3]!;
    const { status } = await runOperation(sandbox, token, 'POST', `${path}/contentUpdatePreviews`, {
      items: [...items, validItem(hazmat, 12)],
      boxes: [MANUAL_BOX],
    });
    expect(status.body.operationStatus).toBe('FAILED');
    expect(status.body.operationProblems).toEqual([
      {
        code: 'DangerousGoods',
        message: 'ERROR: Dangerous goods units in this shipment.',
        details: `There's an input error with the resource '${hazmat.sku}'. ${shipment.destination.warehouseId} does not receive dangerous goods (${hazmat.dangerousGoods!.unNumber}, class ${hazmat.dangerousGoods!.transportClass}).`,
        severity: 'ERROR',
      },
    ]);
    expect(
      (await callSpApi(sandbox, token, `${V2024}${path}/contentUpdatePreviews`)).body.contentUpdatePreviews,
    ).toEqual([]);
  });

  it('checks boxes against the items, and refuses a preview that expired or a shipment that changed since', async () => {
    const { items, path } = await workingShipment(70);
    const mismatch = await runOperation(sandbox, token, 'POST', `${path}/contentUpdatePreviews`, {
      items,
      boxes: [
        { ...MANUAL_BOX, contentInformationSource: 'BOX_CONTENT_PROVIDED', items: [{ ...items[0], quantity: 1 }] },
      ],
    });
    expect(mismatch.status.body.operationStatus).toBe('FAILED');
    expect(mismatch.status.body.operationProblems.map((p: any) => p.code)).toContain('BoxContentMismatch');
    const itemsInManualBox = await callSpApi(sandbox, token, `${V2024}${path}/contentUpdatePreviews`, {
      method: 'POST',
      body: { items, boxes: [{ ...MANUAL_BOX, items: [items[0]] }] },
    });
    expect(itemsInManualBox.status).toBe(400);

    const generate = async (quantity: number) => {
      await runOperation(sandbox, token, 'POST', `${path}/contentUpdatePreviews`, {
        items: [{ ...items[0], quantity }, ...items.slice(1)],
        boxes: [MANUAL_BOX],
      });
      const list = (await callSpApi(sandbox, token, `${V2024}${path}/contentUpdatePreviews`)).body
        .contentUpdatePreviews;
      return list[list.length - 1].contentUpdatePreviewId as string;
    };
    const confirm = (id: string) =>
      runOperation(sandbox, token, 'POST', `${path}/contentUpdatePreviews/${id}/confirmation`);
    const first = await generate(items[0].quantity * 2);
    const second = await generate(items[0].quantity * 3);
    expect((await confirm(first)).status.body.operationStatus).toBe('SUCCESS');
    const stale = await confirm(second);
    expect(stale.status.body.operationStatus).toBe('FAILED');
    expect(stale.status.body.operationProblems[0].message).toContain('the shipment has changed since the preview');
    const third = await generate(items[0].quantity);
    await advance(HOUR);
    const expired = await confirm(third);
    expect(expired.status.body.operationStatus).toBe('FAILED');
    expect(expired.status.body.operationProblems[0].message).toContain('the content update preview has expired');
  });
});

describe('cancelInboundPlan', () => {
  it('voids the plan and cancels its shipments, in v0 too; nothing more can be done with it', async () => {
    const { planId, shipments } = await confirmedPlan(
      sandbox,
      token,
      skus(plainStandard)
        .slice(90, 93)
        .map((f) => validItem(f)),
    );
    const cancel = await runOperation(sandbox, token, 'PUT', `/inboundPlans/${planId}/cancellation`);
    expect(cancel.status.body).toMatchObject({ operation: 'cancelInboundPlan', operationStatus: 'SUCCESS' });
    expect((await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}`)).body.status).toBe('VOIDED');
    for (const s of shipments)
      expect((await getShipment(sandbox, token, planId, s.shipmentId)).body.status).toBe('CANCELLED');
    const v0 = await v0Shipments(
      token,
      shipments.map((s) => s.shipmentConfirmationId),
    );
    expect(v0.body.payload.ShipmentData.map((s: any) => s.ShipmentStatus)).toEqual(shipments.map(() => 'CANCELLED'));
    const again = await runOperation(sandbox, token, 'PUT', `/inboundPlans/${planId}/cancellation`);
    expect(again.status.body.operationStatus).toBe('FAILED');
    expect(again.status.body.operationProblems[0].message).toBe(
      'ERROR: Operation CancelInboundPlan cannot be processed because the inbound plan is VOIDED.',
    );
    const rename = await callSpApi(
      sandbox,
      token,
      `${V2024}/inboundPlans/${planId}/shipments/${shipments[0].shipmentId}/name`,
      {
        method: 'PUT',
        body: { name: 'x' },
      },
    );
    expect(rename.status).toBe(400);
    const voided = await callSpApi(sandbox, token, `${V2024}/inboundPlans`, {
      query: { status: 'VOIDED', pageSize: 30 },
    });
    expect(voided.body.inboundPlans.map((p: any) => p.inboundPlanId)).toContain(planId);
    expect(voided.body.inboundPlans.every((p: any) => p.status === 'VOIDED')).toBe(true);
  });
});

describe('listInboundPlans', () => {
  it('walks every plan once, newest first by default, filtered by status', async () => {
    const seen: string[] = [];
    let token_: string | undefined;
    for (;;) {
      const page = await callSpApi(sandbox, token, `${V2024}/inboundPlans`, {
        query: { pageSize: 3, ...(token_ ? { paginationToken: token_ } : {}) },
      });
      expect(page.status).toBe(200);
      seen.push(...page.body.inboundPlans.map((p: any) => p.inboundPlanId));
      token_ = page.body.pagination?.nextToken;
      if (!token_) break;
    }
    const all = sandbox.inboundPlans(sellerId);
    expect([...seen].sort()).toEqual(all.map((p) => p.inboundPlanId).sort());
    const ascending = await callSpApi(sandbox, token, `${V2024}/inboundPlans`, {
      query: { pageSize: 30, sortBy: 'CREATION_TIME', sortOrder: 'ASC' },
    });
    const created = ascending.body.inboundPlans.map((p: any) => Date.parse(p.createdAt));
    expect(created).toEqual([...created].sort((a, b) => a - b));
    const active = await callSpApi(sandbox, token, `${V2024}/inboundPlans`, {
      query: { status: 'ACTIVE', pageSize: 30 },
    });
    expect(active.body.inboundPlans.every((p: any) => p.status === 'ACTIVE')).toBe(true);
    expect(active.body.inboundPlans.length).toBeGreaterThan(0);
  });
});

describe('tenancy', () => {
  it('shows a seller only its own plans, operations and shipments, even with the same catalogue', async () => {
    const { planId, shipments } = await confirmedPlan(
      sandbox,
      token,
      skus(plainStandard)
        .slice(100, 102)
        .map((f) => validItem(f)),
    );
    const other = await connectEmail('large+tenant@demo.sandbox');
    const mine = sandbox.inboundPlans(sellerId).find((p) => p.inboundPlanId === planId)!;
    expect(mine.shipments.some((s) => s.status === 'WORKING')).toBe(true);
    expect((await callSpApi(sandbox, other, `${V2024}/inboundPlans`)).body.inboundPlans).toEqual([]);
    expect((await callSpApi(sandbox, other, `${V2024}/inboundPlans/${planId}`)).status).toBe(404);
    expect((await getShipment(sandbox, other, planId, shipments[0].shipmentId)).status).toBe(404);
    const { answer } = await runOperation(sandbox, token, 'PUT', `/inboundPlans/${planId}/cancellation`);
    expect((await operationStatus(sandbox, other, answer.body.operationId)).status).toBe(404);
    const cancelByOther = await callSpApi(sandbox, other, `${V2024}/inboundPlans/${planId}/cancellation`, {
      method: 'PUT',
    });
    expect(cancelByOther.status).toBe(404);
    expect((await v0Shipments(other, [shipments[0].shipmentConfirmationId])).body.payload.ShipmentData).toEqual([]);
    expect(
      (await callSpApi(sandbox, other, `/fba/inbound/v0/shipments/${shipments[0].shipmentConfirmationId}/items`))
        .status,
    ).toBe(404);
  });
});

describe('rate limits and faults', () => {
  it('apply the model’s limits to the inbound operations', async () => {
    const strict = await startTestSandbox({ largeStoreSkus: 600, rateScale: 1 });
    try {
      const { accessToken, seller } = await connectSeller(strict, 'large');
      const body = createPlanRequest([validItem(skusWhere(strict, seller.sellerId, US, plainStandard)[0]!)]);
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(await callSpApi(strict, accessToken, `${V2024}/inboundPlans`, { method: 'POST', body }));
      expect(answers.map((a) => a.status)).toEqual([202, 202, 429]);
      expect(answers[2]!.body.errors[0].code).toBe('QuotaExceeded');
      expect(answers[2]!.headers.get('x-amzn-ratelimit-limit')).toBe('2');
      expect(strict.inboundPlans(seller.sellerId)).toHaveLength(2);
      const statuses = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await operationStatus(strict, accessToken, answers[0]!.body.operationId)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
      expect(strict.stats(seller.sellerId).throttled).toMatchObject({
        createInboundPlan: 1,
        getInboundOperationStatus: 1,
      });
    } finally {
      await strict.close();
    }
  });

  it('inject 5xx before acting, lost answers after acting, and FAILED operations', async () => {
    const body = createPlanRequest([validItem(skus(plainStandard)[110]!)]);
    const count = () => sandbox.inboundPlans(sellerId).length;
    const before = count();
    sandbox.setFaults({ rate503: 1 });
    expect((await callSpApi(sandbox, token, `${V2024}/inboundPlans`, { method: 'POST', body })).status).toBe(503);
    expect(count()).toBe(before);
    sandbox.setFaults({ rateLostResponse: 1 });
    const lost = await callSpApi(sandbox, token, `${V2024}/inboundPlans`, { method: 'POST', body });
    expect(lost.status).toBe(500);
    expect(lost.body.errors[0].code).toBe('InternalFailure');
    // A GET is never "lost"; the plan was made: reconcile with listInboundPlans.
    expect((await callSpApi(sandbox, token, `${V2024}/inboundPlans`)).status).toBe(200);
    expect(count()).toBe(before + 1);
    sandbox.setFaults({ rateFailedOperation: 1 });
    const created = await callSpApi(sandbox, token, `${V2024}/inboundPlans`, { method: 'POST', body });
    sandbox.setFaults({});
    expect(created.status).toBe(202);
    const status = await operationStatus(sandbox, token, created.body.operationId);
    expect(status.body).toMatchObject({
      operationStatus: 'FAILED',
      operationProblems: [
        {
          code: 'InternalServerError',
          message: 'ERROR: Something went wrong. Please try again later.',
          severity: 'ERROR',
        },
      ],
    });
    expect((await callSpApi(sandbox, token, `${V2024}/inboundPlans/${created.body.inboundPlanId}`)).body.status).toBe(
      'ERRORED',
    );
  });
});

describe('a restart on the same data folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-inbound-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps plans, operations, shipments and operations still in progress', async () => {
    const restartClock = createTestClock();
    const first = await startTestSandbox({ dataDir: dir, largeStoreSkus: 600 }, restartClock);
    const { accessToken, seller } = await connectSeller(first, 'large');
    const items = skusWhere(first, seller.sellerId, US, plainStandard)
      .slice(0, 3)
      .map((f) => validItem(f));
    let planId: string;
    let createOperation: string;
    let shipment: any;
    try {
      const created = await callSpApi(first, accessToken, `${V2024}/inboundPlans`, {
        method: 'POST',
        body: createPlanRequest(items, US, 'Kept over a restart'),
      });
      planId = created.body.inboundPlanId;
      createOperation = created.body.operationId;
      const { options } = await placementOptions(first, accessToken, planId);
      await runOperation(
        first,
        accessToken,
        'POST',
        `/inboundPlans/${planId}/placementOptions/${options[0].placementOptionId}/confirmation`,
      );
      shipment = (await getShipment(first, accessToken, planId, options[0].shipmentIds[0])).body;
      const renamed = await callSpApi(
        first,
        accessToken,
        `${V2024}/inboundPlans/${planId}/shipments/${shipment.shipmentId}/name`,
        {
          method: 'PUT',
          body: { name: 'Kept_1' },
        },
      );
      expect(renamed.status).toBe(204);
    } finally {
      await first.close();
    }

    // Started again with a long operation delay, so an operation can be left in progress.
    const second = await startTestSandbox(
      { dataDir: dir, largeStoreSkus: 600, operationDelayMs: 60_000 },
      restartClock,
    );
    let moveOperation: string;
    try {
      const plan = await callSpApi(second, accessToken, `${V2024}/inboundPlans/${planId}`);
      expect(plan.body).toMatchObject({ name: 'Kept over a restart', status: 'ACTIVE' });
      expect(plan.body.shipments).toEqual([{ shipmentId: shipment.shipmentId, status: 'WORKING' }]);
      expect((await operationStatus(second, accessToken, createOperation)).body.operationStatus).toBe('SUCCESS');
      const again = (await getShipment(second, accessToken, planId, shipment.shipmentId)).body;
      expect(again).toEqual({ ...shipment, name: 'Kept_1' });
      const v0 = await callSpApi(second, accessToken, '/fba/inbound/v0/shipments', {
        query: { MarketplaceId: US, QueryType: 'SHIPMENT', ShipmentIdList: shipment.shipmentConfirmationId },
      });
      expect(v0.body.payload.ShipmentData).toEqual([
        expect.objectContaining({
          ShipmentId: shipment.shipmentConfirmationId,
          ShipmentStatus: 'WORKING',
          ShipmentName: 'Kept_1',
        }),
      ]);
      const moved = await callSpApi(
        second,
        accessToken,
        `${V2024}/inboundPlans/${planId}/shipments/${shipment.shipmentId}/sourceAddress`,
        {
          method: 'PUT',
          body: { address: { ...SOURCE_ADDRESS, city: 'Salem' } },
        },
      );
      moveOperation = moved.body.operationId;
      expect((await operationStatus(second, accessToken, moveOperation)).body.operationStatus).toBe('IN_PROGRESS');
    } finally {
      await second.close();
    }

    const third = await startTestSandbox({ dataDir: dir, largeStoreSkus: 600, operationDelayMs: 60_000 }, restartClock);
    try {
      expect((await operationStatus(third, accessToken, moveOperation)).body.operationStatus).toBe('IN_PROGRESS');
      restartClock.advance(60_000);
      expect((await operationStatus(third, accessToken, moveOperation)).body.operationStatus).toBe('SUCCESS');
      expect((await getShipment(third, accessToken, planId, shipment.shipmentId)).body.source.address.city).toBe(
        'Salem',
      );
    } finally {
      await third.close();
    }
  });

  it('reads a state file written before the sandbox served inbound plans as having none', async () => {
    const file = join(dir, 'state.json');
    const state = JSON.parse(readFileSync(file, 'utf8'));
    delete state.inbound;
    writeFileSync(file, JSON.stringify(state));
    const restarted = await startTestSandbox({ dataDir: dir, largeStoreSkus: 600 });
    try {
      const seller = restarted.demoSellers().find((s) => s.kind === 'large')!;
      expect(restarted.inboundPlans(seller.sellerId)).toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});

describe('the seeded facts behind the plans', () => {
  it('give about one SKU in eight a case pack of at most 150 units', () => {
    const seller = createDemoSellers(1, 600).find((s) => s.kind === 'large')!;
    const data = generateSellerData(seller, 1, Date.UTC(2026, 0, 15));
    const packed = data.products.filter((p) => p.caseQuantity !== null);
    expect(packed.length / data.products.length).toBeGreaterThan(0.05);
    expect(packed.every((p) => p.caseQuantity! >= 2 && p.caseQuantity! <= 150)).toBe(true);
  });
});
