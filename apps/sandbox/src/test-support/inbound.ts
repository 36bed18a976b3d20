// Helpers for the Fulfillment Inbound v2024-03-20 tests: SKUs with chosen facts, valid items,
// and the plan, placement and confirmation steps over HTTP.
import {
  callSpApi,
  connectSeller,
  createTestClock,
  postToken,
  startTestSandbox,
  type SpResponse,
  type TestClock,
} from './harness.js';
import type { InboundSkuFacts, Sandbox } from '../types.js';

/**
 * A sandbox on a test clock with the large demo seller (`largeStoreSkus` SKUs) connected.
 * `advance` moves the clock on and answers a fresh access token (one lasts an hour).
 */
export async function connectLargeSeller(largeStoreSkus: number) {
  const clock: TestClock = createTestClock();
  const sandbox = await startTestSandbox({ largeStoreSkus }, clock);
  const {
    accessToken: token,
    refreshToken,
    seller: { sellerId },
  } = await connectSeller(sandbox, 'large');
  async function advance(ms: number): Promise<string> {
    clock.advance(ms);
    const { body } = await postToken(sandbox, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: sandbox.options.clientId,
      client_secret: sandbox.options.clientSecret,
    });
    return body.access_token as string;
  }
  return { sandbox, clock, token, sellerId, advance };
}

export const US = 'ATVPDKIKX0DER';
export const CA = 'A2EUQ1WTGCTBG2';
export const MX = 'A1AM78C64UM0Y8';
export const V2024 = '/inbound/fba/2024-03-20';

export const SOURCE_ADDRESS = {
  name: 'Maple Warehouse',
  companyName: 'Maple & Pine Goods',
  addressLine1: '1200 Industrial Way',
  city: 'Portland',
  stateOrProvinceCode: 'OR',
  postalCode: '97217',
  countryCode: 'US',
  phoneNumber: '5035550100',
  email: 'ops@example.test',
};

/** Standard-size SKUs that are not dangerous goods. */
export const plainStandard = (f: InboundSkuFacts) => f.sizeClass === 'standard' && !f.dangerousGoods;

/** Active SKUs of the seller listed in the marketplace that match the predicate. */
export function skusWhere(
  sandbox: Sandbox,
  sellerId: string,
  marketplaceId: string,
  predicate: (f: InboundSkuFacts) => boolean = () => true,
): InboundSkuFacts[] {
  return sandbox
    .inboundFacts(sellerId)
    .filter((f) => f.status === 'Active' && f.marketplaceIds.includes(marketplaceId) && predicate(f));
}

/** An item Amazon accepts for this SKU: whole cases, the owners it needs, an expiration date when it expires. */
export function validItem(f: InboundSkuFacts, units = 12): Record<string, unknown> {
  const quantity = f.caseQuantity ? f.caseQuantity * Math.max(1, Math.round(units / f.caseQuantity)) : units;
  return {
    msku: f.sku,
    quantity,
    labelOwner: 'SELLER',
    prepOwner: f.prepRequired ? 'SELLER' : 'NONE',
    ...(f.expirationDated ? { expiration: '2030-06-30' } : {}),
  };
}

export function createPlanRequest(items: unknown[], marketplaceId = US, name?: string) {
  return {
    destinationMarketplaces: [marketplaceId],
    items,
    sourceAddress: SOURCE_ADDRESS,
    ...(name ? { name } : {}),
  };
}

export async function operationStatus(sandbox: Sandbox, token: string, operationId: string): Promise<SpResponse> {
  return callSpApi(sandbox, token, `${V2024}/operations/${operationId}`);
}

/** POSTs or PUTs and returns the operation's final status (the sandbox runs them with operationDelayMs 0 in tests). */
export async function runOperation(
  sandbox: Sandbox,
  token: string,
  method: 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<{ answer: SpResponse; status: SpResponse }> {
  const answer = await callSpApi(sandbox, token, `${V2024}${path}`, {
    method,
    ...(body === undefined ? {} : { body }),
  });
  if (answer.status !== 202)
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { answer, status: await operationStatus(sandbox, token, answer.body.operationId) };
}

/** Creates a plan and returns its id once its operation has succeeded. */
export async function createPlan(sandbox: Sandbox, token: string, items: unknown[], marketplaceId = US, name?: string) {
  const { answer, status } = await runOperation(
    sandbox,
    token,
    'POST',
    '/inboundPlans',
    createPlanRequest(items, marketplaceId, name),
  );
  if (status.body.operationStatus !== 'SUCCESS') throw new Error(`createInboundPlan: ${JSON.stringify(status.body)}`);
  return answer.body.inboundPlanId as string;
}

/** Generates placement options and lists them. */
export async function placementOptions(sandbox: Sandbox, token: string, planId: string) {
  const { status } = await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/placementOptions`, {});
  if (status.body.operationStatus !== 'SUCCESS')
    throw new Error(`generatePlacementOptions: ${JSON.stringify(status.body)}`);
  const list = await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/placementOptions`);
  return { generated: status.body, options: list.body.placementOptions as any[] };
}

export async function getShipment(sandbox: Sandbox, token: string, planId: string, shipmentId: string) {
  return callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/shipments/${shipmentId}`);
}

export async function listShipmentItems(sandbox: Sandbox, token: string, planId: string, shipmentId: string) {
  return callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/shipments/${shipmentId}/items`, {
    query: { pageSize: 1000 },
  });
}

/** A plan with placement options confirmed (the option at `index`): its id, the option and the WORKING shipments. */
export async function confirmedPlan(sandbox: Sandbox, token: string, items: unknown[], index = 0, marketplaceId = US) {
  const planId = await createPlan(sandbox, token, items, marketplaceId);
  const { options } = await placementOptions(sandbox, token, planId);
  const option = options[Math.min(index, options.length - 1)];
  const { status } = await runOperation(
    sandbox,
    token,
    'POST',
    `/inboundPlans/${planId}/placementOptions/${option.placementOptionId}/confirmation`,
  );
  if (status.body.operationStatus !== 'SUCCESS')
    throw new Error(`confirmPlacementOption: ${JSON.stringify(status.body)}`);
  const shipments = [];
  for (const id of option.shipmentIds as string[]) shipments.push((await getShipment(sandbox, token, planId, id)).body);
  return { planId, option, shipments };
}

/**
 * A WORKING shipment: a plan of `units` of each SKU (validItem) with the placement option at `index`
 * confirmed; the first of its shipments that `where` accepts, and its items as Amazon lists them.
 */
export async function workingShipmentOf(
  sandbox: Sandbox,
  token: string,
  skus: readonly InboundSkuFacts[],
  { units = 12, index = 0, where = () => true }: { units?: number; index?: number; where?: (s: any) => boolean } = {},
) {
  const { planId, option, shipments } = await confirmedPlan(
    sandbox,
    token,
    skus.map((f) => validItem(f, units)),
    index,
  );
  const shipment = shipments.find(where)!;
  const items = (await listShipmentItems(sandbox, token, planId, shipment.shipmentId)).body.items as {
    msku: string;
    quantity: number;
  }[];
  return { planId, option, shipment, items };
}

/** The ItemInput of a listed Item (its prep owner is that of its prep instructions other than labelling). */
export function itemInputOf(item: any): Record<string, unknown> {
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

/**
 * Gives every shipment of a confirmed placement option a confirmed carrier as Amazon allows after
 * placement (pack later: pallets only): one box per shipment by shipmentId, then Amazon-partnered
 * LTL for every shipment in one call. Content-update previews need it.
 */
export async function confirmPalletCarrier(
  sandbox: Sandbox,
  token: string,
  planId: string,
  placementOptionId: string,
  shipmentIds: string[],
  now: number,
) {
  const packageGroupings = [];
  for (const shipmentId of shipmentIds) {
    const items = (
      await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/shipments/${shipmentId}/items`, {
        query: { pageSize: 1000 },
      })
    ).body.items as any[];
    packageGroupings.push({
      shipmentId,
      boxes: [
        {
          contentInformationSource: 'BOX_CONTENT_PROVIDED',
          dimensions: { length: 20, width: 16, height: 12, unitOfMeasurement: 'IN' },
          weight: { value: 22, unit: 'LB' },
          quantity: 1,
          items: items.map(itemInputOf),
        },
      ],
    });
  }
  const steps = [
    await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/packingInformation`, { packageGroupings }),
    await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/transportationOptions`, {
      placementOptionId,
      shipmentTransportationConfigurations: shipmentIds.map((shipmentId) => ({
        shipmentId,
        readyToShipWindow: { start: new Date(now + 86_400_000).toISOString() },
        contactInformation: { name: 'Dock Lead', phoneNumber: '2065550100' },
        freightInformation: { freightClass: 'FC_100' },
        pallets: [
          {
            quantity: 1,
            dimensions: { length: 48, width: 40, height: 40, unitOfMeasurement: 'IN' },
            weight: { value: 300, unit: 'LB' },
            stackability: 'STACKABLE',
          },
        ],
      })),
    }),
  ];
  const transportationSelections = [];
  for (const shipmentId of shipmentIds) {
    const options = (
      await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/transportationOptions`, {
        query: { shipmentId },
      })
    ).body.transportationOptions as any[];
    const partnered = options.find((o) => o.shippingSolution === 'AMAZON_PARTNERED_CARRIER');
    transportationSelections.push({ shipmentId, transportationOptionId: partnered.transportationOptionId });
  }
  steps.push(
    await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/transportationOptions/confirmation`, {
      transportationSelections,
    }),
  );
  for (const step of steps)
    if (step.status.body.operationStatus !== 'SUCCESS') throw new Error(JSON.stringify(step.status.body));
}

/** Packs a plan first: generates and confirms its packing option, then one box per packing group holding the group's items. */
export async function packFirstPlan(sandbox: Sandbox, token: string, planId: string) {
  await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/packingOptions`);
  const [option] = (await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/packingOptions`)).body
    .packingOptions as any[];
  await runOperation(
    sandbox,
    token,
    'POST',
    `/inboundPlans/${planId}/packingOptions/${option.packingOptionId}/confirmation`,
  );
  const packageGroupings = [];
  for (const packingGroupId of option.packingGroups as string[]) {
    const items = (
      await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/packingGroups/${packingGroupId}/items`, {
        query: { pageSize: 100 },
      })
    ).body.items as any[];
    packageGroupings.push({
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
    });
  }
  const packed = await runOperation(sandbox, token, 'POST', `/inboundPlans/${planId}/packingInformation`, {
    packageGroupings,
  });
  if (packed.status.body.operationStatus !== 'SUCCESS') throw new Error(JSON.stringify(packed.status.body));
  return option;
}
