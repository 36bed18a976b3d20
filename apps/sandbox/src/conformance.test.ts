// Every answer the sandbox gives, successful or not, conforms to the official model's schema
// for that operation and status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSpApi, connectSeller, sleep, startTestSandbox, type SpResponse } from './test-support/harness.js';
import {
  confirmedPlan,
  confirmPalletCarrier,
  createPlanRequest,
  operationStatus,
  skusWhere,
  SOURCE_ADDRESS,
  V2024,
  validItem,
} from './test-support/inbound.js';
import { loadModel, responseSchemaOf, validate, type Model } from './test-support/swagger-validator.js';
import type { Sandbox } from './types.js';

const US = 'ATVPDKIKX0DER';
const models = {
  sellers: loadModel('sellers.json'),
  reports: loadModel('reports_2021-06-30.json'),
  catalog: loadModel('catalogItems_2022-04-01.json'),
  inventory: loadModel('fbaInventory.json'),
  inbound: loadModel('fulfillmentInboundV0.json'),
  listings: loadModel('listingsItems_2021-08-01.json'),
  inbound2024: loadModel('fulfillmentInbound_2024-03-20.json'),
};
// getShipments' ShipmentStatusList filter accepts READY_TO_SHIP and Amazon returns it, but the
// model's ShipmentStatus enum lacks it: the one known gap we allow.
const extraEnumValues = { ShipmentStatus: ['READY_TO_SHIP'] };

function expectConforms(model: Model, operationId: string, response: SpResponse, status: number) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(validate(model, responseSchemaOf(model, operationId, status), response.body, { extraEnumValues })).toEqual([]);
  expect(response.headers.get('x-amzn-requestid')).toBeTruthy();
}

let sandbox: Sandbox;
let token: string;
let sellerId: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ reportDelayMs: 0 });
  const connected = await connectSeller(sandbox, 'small');
  token = connected.accessToken;
  sellerId = connected.seller.sellerId;
});
afterAll(() => sandbox.close());

describe('the conformance validator', () => {
  const schema = responseSchemaOf(models.inbound, 'getShipments', 200);
  const good = {
    payload: {
      ShipmentData: [
        {
          ShipmentId: 'FBA1',
          AreCasesRequired: false,
          ShipFromAddress: {
            Name: 'a',
            AddressLine1: 'b',
            City: 'c',
            StateOrProvinceCode: 'OR',
            CountryCode: 'US',
            PostalCode: '1',
          },
        },
      ],
    },
  };

  it('accepts a conforming body', () => {
    expect(validate(models.inbound, schema, good)).toEqual([]);
  });

  it('rejects a misnamed field', () => {
    const bad = structuredClone(good) as any;
    bad.payload.ShipmentData[0].shipmentId = bad.payload.ShipmentData[0].ShipmentId;
    delete bad.payload.ShipmentData[0].ShipmentId;
    expect(validate(models.inbound, schema, bad)).toEqual([
      '$.payload.ShipmentData[0]: unexpected property shipmentId',
    ]);
  });

  it('rejects a mistyped field, a missing required field and a bad enum value', () => {
    const bad = structuredClone(good) as any;
    bad.payload.ShipmentData[0].AreCasesRequired = 'false';
    delete bad.payload.ShipmentData[0].ShipFromAddress.City;
    bad.payload.ShipmentData[0].ShipmentStatus = 'OPEN';
    expect(validate(models.inbound, schema, bad)).toHaveLength(3);
  });

  it('rejects a date-time that is not ISO 8601', () => {
    const report = { reportId: '1', reportType: 'X', processingStatus: 'DONE', createdTime: '2024-01-01 10:00:00' };
    expect(validate(models.reports, responseSchemaOf(models.reports, 'getReport', 200), report)).toHaveLength(1);
  });
});

describe('Sellers', () => {
  it('getMarketplaceParticipations', async () => {
    expectConforms(
      models.sellers,
      'getMarketplaceParticipations',
      await callSpApi(sandbox, token, '/sellers/v1/marketplaceParticipations'),
      200,
    );
  });
  it('getMarketplaceParticipations without a token', async () => {
    const response = await callSpApi(sandbox, undefined, '/sellers/v1/marketplaceParticipations');
    expectConforms(models.sellers, 'getMarketplaceParticipations', response, 403);
    expect(response.body).toEqual({
      errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.', details: '' }],
    });
  });
});

describe('Listings Items', () => {
  it('searchListingsItems for the token’s own seller', async () => {
    const response = await callSpApi(
      sandbox,
      token,
      `/listings/2021-08-01/items/${sellerId}?marketplaceIds=${US}&pageSize=2`,
    );
    expectConforms(models.listings, 'searchListingsItems', response, 200);
    expect(response.body.items).toHaveLength(2);
  });
  it('searchListingsItems for another seller than the token’s is refused as at Amazon', async () => {
    const other = sandbox.demoSellers().find((s) => s.sellerId !== sellerId)!.sellerId;
    const response = await callSpApi(sandbox, token, `/listings/2021-08-01/items/${other}?marketplaceIds=${US}`);
    expectConforms(models.listings, 'searchListingsItems', response, 403);
    expect(response.body.errors[0].code).toBe('Unauthorized');
  });
  it('searchListingsItems without marketplaceIds', async () => {
    expectConforms(
      models.listings,
      'searchListingsItems',
      await callSpApi(sandbox, token, `/listings/2021-08-01/items/${sellerId}`),
      400,
    );
  });
});

describe('Reports', () => {
  it('createReport, getReport, getReportDocument', async () => {
    const created = await callSpApi(sandbox, token, '/reports/2021-06-30/reports', {
      method: 'POST',
      body: { reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: [US] },
    });
    expectConforms(models.reports, 'createReport', created, 202);
    await sleep(5);
    const report = await callSpApi(sandbox, token, `/reports/2021-06-30/reports/${created.body.reportId}`);
    expectConforms(models.reports, 'getReport', report, 200);
    expect(report.body.processingStatus).toBe('DONE');
    const document = await callSpApi(sandbox, token, `/reports/2021-06-30/documents/${report.body.reportDocumentId}`);
    expectConforms(models.reports, 'getReportDocument', document, 200);
  });
  it('createReport with an unknown report type or no marketplace', async () => {
    expectConforms(
      models.reports,
      'createReport',
      await callSpApi(sandbox, token, '/reports/2021-06-30/reports', {
        method: 'POST',
        body: { reportType: 'GET_NOTHING', marketplaceIds: [US] },
      }),
      400,
    );
    expectConforms(
      models.reports,
      'createReport',
      await callSpApi(sandbox, token, '/reports/2021-06-30/reports', {
        method: 'POST',
        body: { reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: [] },
      }),
      400,
    );
  });
  it('getReport and getReportDocument of unknown ids', async () => {
    expectConforms(
      models.reports,
      'getReport',
      await callSpApi(sandbox, token, '/reports/2021-06-30/reports/123'),
      404,
    );
    expectConforms(
      models.reports,
      'getReportDocument',
      await callSpApi(sandbox, token, '/reports/2021-06-30/documents/amzn1.spdoc.1.4.na.x'),
      404,
    );
  });
});

describe('Catalog Items', () => {
  const all =
    'summaries,attributes,dimensions,images,identifiers,productTypes,salesRanks,classifications,relationships';

  it('getCatalogItem with every dataset', async () => {
    const asin = (
      await callSpApi(sandbox, token, '/fba/inventory/v1/summaries', {
        query: { granularityType: 'Marketplace', granularityId: US, marketplaceIds: US },
      })
    ).body.payload.inventorySummaries[0].asin;
    const item = await callSpApi(sandbox, token, `/catalog/2022-04-01/items/${asin}`, {
      query: { marketplaceIds: US, includedData: all },
    });
    expectConforms(models.catalog, 'getCatalogItem', item, 200);
    expect(item.body.attributes.is_expiration_dated_product).toEqual([
      { value: expect.any(Boolean), marketplace_id: US },
    ]);
    expect(item.body.attributes.supplier_declared_dg_hz_regulation).toEqual([
      { value: expect.any(String), marketplace_id: US },
    ]);
  });
  it('searchCatalogItems by SKU, by ASIN and by keywords', async () => {
    const skus = (
      await callSpApi(sandbox, token, '/fba/inventory/v1/summaries', {
        query: { granularityType: 'Marketplace', granularityId: US, marketplaceIds: US },
      })
    ).body.payload.inventorySummaries.slice(0, 3);
    const bySku = await callSpApi(sandbox, token, '/catalog/2022-04-01/items', {
      query: {
        marketplaceIds: US,
        identifiersType: 'SKU',
        sellerId,
        identifiers: skus.map((s: any) => s.sellerSku),
        includedData: all,
      },
    });
    expectConforms(models.catalog, 'searchCatalogItems', bySku, 200);
    expect(bySku.body.numberOfResults).toBe(3);
    const byAsin = await callSpApi(sandbox, token, '/catalog/2022-04-01/items', {
      query: { marketplaceIds: US, identifiersType: 'ASIN', identifiers: skus.map((s: any) => s.asin) },
    });
    expectConforms(models.catalog, 'searchCatalogItems', byAsin, 200);
    const byKeyword = await callSpApi(sandbox, token, '/catalog/2022-04-01/items', {
      query: { marketplaceIds: US, keywords: 'a', pageSize: 5 },
    });
    expectConforms(models.catalog, 'searchCatalogItems', byKeyword, 200);
    expect(byKeyword.body.pagination.nextToken).toBeTruthy();
  });
  it('catalog errors', async () => {
    expectConforms(
      models.catalog,
      'getCatalogItem',
      await callSpApi(sandbox, token, '/catalog/2022-04-01/items/B000000000', { query: { marketplaceIds: US } }),
      404,
    );
    expectConforms(
      models.catalog,
      'getCatalogItem',
      await callSpApi(sandbox, token, '/catalog/2022-04-01/items/B000000000'),
      400,
    );
    expectConforms(
      models.catalog,
      'searchCatalogItems',
      await callSpApi(sandbox, token, '/catalog/2022-04-01/items', {
        query: { marketplaceIds: US, identifiersType: 'SKU', identifiers: 'x' },
      }),
      400,
    );
  });
});

describe('FBA Inventory', () => {
  it('getInventorySummaries with and without details', async () => {
    const query = { granularityType: 'Marketplace', granularityId: US, marketplaceIds: US };
    expectConforms(
      models.inventory,
      'getInventorySummaries',
      await callSpApi(sandbox, token, '/fba/inventory/v1/summaries', { query }),
      200,
    );
    expectConforms(
      models.inventory,
      'getInventorySummaries',
      await callSpApi(sandbox, token, '/fba/inventory/v1/summaries', { query: { ...query, details: true } }),
      200,
    );
  });
  it('getInventorySummaries with bad parameters', async () => {
    expectConforms(
      models.inventory,
      'getInventorySummaries',
      await callSpApi(sandbox, token, '/fba/inventory/v1/summaries', {
        query: { granularityType: 'Country', granularityId: US, marketplaceIds: US },
      }),
      400,
    );
    expectConforms(
      models.inventory,
      'getInventorySummaries',
      await callSpApi(sandbox, token, '/fba/inventory/v1/summaries', {
        query: { granularityType: 'Marketplace', granularityId: US, marketplaceIds: US, nextToken: 'garbage' },
      }),
      400,
    );
  });
});

describe('Fulfillment Inbound v0', () => {
  it('getPrepInstructions by SKU and by ASIN, with unknown ones', async () => {
    const summaries = (
      await callSpApi(sandbox, token, '/fba/inventory/v1/summaries', {
        query: { granularityType: 'Marketplace', granularityId: US, marketplaceIds: US },
      })
    ).body.payload.inventorySummaries;
    const bySku = await callSpApi(sandbox, token, '/fba/inbound/v0/prepInstructions', {
      query: {
        ShipToCountryCode: 'US',
        SellerSKUList: [...summaries.map((s: any) => s.sellerSku).filter((s: string) => !s.includes(',')), 'NOPE-1'],
      },
    });
    expectConforms(models.inbound, 'getPrepInstructions', bySku, 200);
    expect(bySku.body.payload.InvalidSKUList).toEqual([{ SellerSKU: 'NOPE-1', ErrorReason: 'DoesNotExist' }]);
    const byAsin = await callSpApi(sandbox, token, '/fba/inbound/v0/prepInstructions', {
      query: { ShipToCountryCode: 'US', ASINList: [summaries[0].asin, 'B0ZZZZZZZZ'] },
    });
    expectConforms(models.inbound, 'getPrepInstructions', byAsin, 200);
    expectConforms(
      models.inbound,
      'getPrepInstructions',
      await callSpApi(sandbox, token, '/fba/inbound/v0/prepInstructions', { query: { ShipToCountryCode: 'US' } }),
      400,
    );
  });
  it('getShipments, getShipmentItemsByShipmentId, getShipmentItems', async () => {
    const shipments = await callSpApi(sandbox, token, '/fba/inbound/v0/shipments', {
      query: {
        MarketplaceId: US,
        QueryType: 'DATE_RANGE',
        LastUpdatedAfter: '2000-01-01T00:00:00Z',
        LastUpdatedBefore: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expectConforms(models.inbound, 'getShipments', shipments, 200);
    const statuses = new Set(shipments.body.payload.ShipmentData.map((s: any) => s.ShipmentStatus));
    expect(statuses.size).toBeGreaterThan(5);
    const id = shipments.body.payload.ShipmentData[0].ShipmentId;
    expectConforms(
      models.inbound,
      'getShipmentItemsByShipmentId',
      await callSpApi(sandbox, token, `/fba/inbound/v0/shipments/${id}/items`, { query: { MarketplaceId: US } }),
      200,
    );
    expectConforms(
      models.inbound,
      'getShipmentItems',
      await callSpApi(sandbox, token, '/fba/inbound/v0/shipmentItems', {
        query: {
          MarketplaceId: US,
          QueryType: 'DATE_RANGE',
          LastUpdatedAfter: '2000-01-01T00:00:00Z',
          LastUpdatedBefore: new Date().toISOString(),
        },
      }),
      200,
    );
    expectConforms(
      models.inbound,
      'getShipments',
      await callSpApi(sandbox, token, '/fba/inbound/v0/shipments', {
        query: { MarketplaceId: US, QueryType: 'SHIPMENT', ShipmentStatusList: 'WORKING,READY_TO_SHIP,CLOSED' },
      }),
      200,
    );
  });
  it('v0 errors', async () => {
    expectConforms(
      models.inbound,
      'getShipments',
      await callSpApi(sandbox, token, '/fba/inbound/v0/shipments', {
        query: { MarketplaceId: US, QueryType: 'SHIPMENT' },
      }),
      400,
    );
    expectConforms(
      models.inbound,
      'getShipments',
      await callSpApi(sandbox, token, '/fba/inbound/v0/shipments', {
        query: { MarketplaceId: US, QueryType: 'NEXT_TOKEN', NextToken: 'x' },
      }),
      400,
    );
    expectConforms(
      models.inbound,
      'getShipmentItemsByShipmentId',
      await callSpApi(sandbox, token, '/fba/inbound/v0/shipments/FBA0NOPE/items'),
      404,
    );
    expectConforms(
      models.inbound,
      'getShipmentItems',
      await callSpApi(sandbox, token, '/fba/inbound/v0/shipmentItems', {
        query: { MarketplaceId: US, QueryType: 'SHIPMENT' },
      }),
      400,
    );
    expectConforms(
      models.inbound,
      'getShipments',
      await callSpApi(sandbox, undefined, '/fba/inbound/v0/shipments'),
      403,
    );
  });
});

describe('Fulfillment Inbound v2024-03-20', () => {
  const model = models.inbound2024;
  const conforms = (operationId: string, response: SpResponse, status: number) =>
    expectConforms(model, operationId, response, status);
  const unknownPlan = 'wf00000000-0000-0000-0000-000000000000';
  const unknownShipment = 'sh00000000-0000-0000-0000-000000000000';

  it('every operation answers as the model says, successes and errors', async () => {
    const standard = skusWhere(sandbox, sellerId, US, (f) => !f.dangerousGoods && f.sizeClass === 'standard');
    const hazmat = skusWhere(sandbox, sellerId, US, (f) => f.dangerousGoods !== null);
    const items = [...standard.slice(0, 3), hazmat[0]!].map((f) => validItem(f, 24));

    // createInboundPlan, getInboundOperationStatus (SUCCESS and FAILED), getInboundPlan, listInboundPlans
    const created = await callSpApi(sandbox, token, `${V2024}/inboundPlans`, {
      method: 'POST',
      body: createPlanRequest(items, US, 'Conformance plan'),
    });
    conforms('createInboundPlan', created, 202);
    conforms('getInboundOperationStatus', await operationStatus(sandbox, token, created.body.operationId), 200);
    const failed = await callSpApi(sandbox, token, `${V2024}/inboundPlans`, {
      method: 'POST',
      body: createPlanRequest([{ msku: 'NOPE-1', quantity: 1, labelOwner: 'SELLER', prepOwner: 'NONE' }]),
    });
    const failedStatus = await operationStatus(sandbox, token, failed.body.operationId);
    conforms('getInboundOperationStatus', failedStatus, 200);
    expect(failedStatus.body.operationStatus).toBe('FAILED');
    const planId = created.body.inboundPlanId;
    conforms('getInboundPlan', await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}`), 200);
    conforms(
      'getInboundPlan',
      await callSpApi(sandbox, token, `${V2024}/inboundPlans/${failed.body.inboundPlanId}`),
      200,
    );
    conforms(
      'listInboundPlans',
      await callSpApi(sandbox, token, `${V2024}/inboundPlans`, { query: { pageSize: 1 } }),
      200,
    );
    conforms(
      'listInboundPlanItems',
      await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/items`, { query: { pageSize: 2 } }),
      200,
    );

    // generatePlacementOptions, listPlacementOptions, getShipment and listShipmentItems before confirmation
    const generated = await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/placementOptions`, {
      method: 'POST',
      body: {},
    });
    conforms('generatePlacementOptions', generated, 202);
    conforms('getInboundOperationStatus', await operationStatus(sandbox, token, generated.body.operationId), 200);
    const listed = await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/placementOptions`);
    conforms('listPlacementOptions', listed, 200);
    const option = listed.body.placementOptions[0];
    conforms(
      'getShipment',
      await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/shipments/${option.shipmentIds[0]}`),
      200,
    );
    conforms(
      'listShipmentItems',
      await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/shipments/${option.shipmentIds[0]}/items`),
      200,
    );

    // confirmPlacementOption, then the plan and a WORKING shipment
    const confirmed = await callSpApi(
      sandbox,
      token,
      `${V2024}/inboundPlans/${planId}/placementOptions/${option.placementOptionId}/confirmation`,
      { method: 'POST' },
    );
    conforms('confirmPlacementOption', confirmed, 202);
    conforms('getInboundPlan', await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}`), 200);
    const shipmentPath = `${V2024}/inboundPlans/${planId}/shipments/${option.shipmentIds[0]}`;
    const shipment = await callSpApi(sandbox, token, shipmentPath);
    conforms('getShipment', shipment, 200);
    expect(shipment.body.status).toBe('WORKING');
    conforms(
      'listPlacementOptions',
      await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/placementOptions`),
      200,
    );

    // updateShipmentName (204, no body), updateShipmentSourceAddress
    const renamed = await callSpApi(sandbox, token, `${shipmentPath}/name`, {
      method: 'PUT',
      body: { name: 'Renamed_1' },
    });
    expect(renamed.status).toBe(204);
    expect(renamed.body).toBeUndefined();
    conforms(
      'updateShipmentSourceAddress',
      await callSpApi(sandbox, token, `${shipmentPath}/sourceAddress`, {
        method: 'PUT',
        body: { address: SOURCE_ADDRESS },
      }),
      202,
    );

    // content-update previews: generate, list, get, confirm (for a shipment with a confirmed carrier)
    await confirmPalletCarrier(sandbox, token, planId, option.placementOptionId, option.shipmentIds, Date.now());
    const current = (await callSpApi(sandbox, token, `${shipmentPath}/items`, { query: { pageSize: 1000 } })).body
      .items;
    const extra = validItem(standard[3]!, 12);
    const previewItems = [
      ...current.map((i: any) => ({
        msku: i.msku,
        quantity: i.quantity,
        labelOwner: i.labelOwner,
        prepOwner: i.prepInstructions.find((p: any) => p.prepType !== 'ITEM_LABELING')?.prepOwner ?? 'NONE',
        ...(i.expiration ? { expiration: i.expiration } : {}),
      })),
      extra,
    ];
    const box = {
      contentInformationSource: 'MANUAL_PROCESS',
      dimensions: { length: 20, width: 16, height: 12, unitOfMeasurement: 'IN' },
      weight: { value: 22, unit: 'LB' },
      quantity: 3,
    };
    const generatedPreview = await callSpApi(sandbox, token, `${shipmentPath}/contentUpdatePreviews`, {
      method: 'POST',
      body: { items: previewItems, boxes: [box] },
    });
    conforms('generateShipmentContentUpdatePreviews', generatedPreview, 202);
    const previewStatus = await operationStatus(sandbox, token, generatedPreview.body.operationId);
    expect(previewStatus.body.operationStatus, JSON.stringify(previewStatus.body)).toBe('SUCCESS');
    const previews = await callSpApi(sandbox, token, `${shipmentPath}/contentUpdatePreviews`);
    conforms('listShipmentContentUpdatePreviews', previews, 200);
    const previewId = previews.body.contentUpdatePreviews[0].contentUpdatePreviewId;
    conforms(
      'getShipmentContentUpdatePreview',
      await callSpApi(sandbox, token, `${shipmentPath}/contentUpdatePreviews/${previewId}`),
      200,
    );
    conforms(
      'confirmShipmentContentUpdatePreview',
      await callSpApi(sandbox, token, `${shipmentPath}/contentUpdatePreviews/${previewId}/confirmation`, {
        method: 'POST',
      }),
      202,
    );

    // cancelInboundPlan
    conforms(
      'cancelInboundPlan',
      await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/cancellation`, { method: 'PUT' }),
      202,
    );
    conforms('getInboundPlan', await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}`), 200);
    conforms('getShipment', await callSpApi(sandbox, token, shipmentPath), 200);
  });

  it('error answers conform: bad bodies and parameters (400), unknown ids (404), no token (403)', async () => {
    const bad = [
      ['createInboundPlan', 'POST', '/inboundPlans', { destinationMarketplaces: [US], items: [] }],
      [
        'createInboundPlan',
        'POST',
        '/inboundPlans',
        createPlanRequest([{ msku: 'A', quantity: 500_001, labelOwner: 'SELLER', prepOwner: 'NONE' }]),
      ],
      ['listInboundPlans', 'GET', '/inboundPlans?pageSize=31', undefined],
      ['listInboundPlans', 'GET', '/inboundPlans?status=OPEN', undefined],
      ['getInboundPlan', 'GET', '/inboundPlans/short', undefined],
      ['getInboundOperationStatus', 'GET', '/operations/x', undefined],
    ] as const;
    for (const [operationId, method, path, body] of bad)
      conforms(operationId, await callSpApi(sandbox, token, V2024 + path, { method, ...(body ? { body } : {}) }), 400);
    const { planId, option } = await confirmedPlan(
      sandbox,
      token,
      skusWhere(sandbox, sellerId, US, (f) => !f.dangerousGoods)
        .slice(0, 2)
        .map((f) => validItem(f)),
    );
    const shipmentPath = `/inboundPlans/${planId}/shipments/${option.shipmentIds[0]}`;
    const badBodies = [
      ['generatePlacementOptions', 'POST', `/inboundPlans/${planId}/placementOptions`, { customPlacement: 'x' }],
      ['updateShipmentName', 'PUT', `${shipmentPath}/name`, { name: '' }],
      ['updateShipmentSourceAddress', 'PUT', `${shipmentPath}/sourceAddress`, { address: { city: 'x' } }],
      ['generateShipmentContentUpdatePreviews', 'POST', `${shipmentPath}/contentUpdatePreviews`, { items: [] }],
      ['listShipmentItems', 'GET', `${shipmentPath}/items?pageSize=0`, undefined],
      ['listInboundPlanItems', 'GET', `/inboundPlans/${planId}/items?paginationToken=nope`, undefined],
      ['listPlacementOptions', 'GET', `/inboundPlans/${planId}/placementOptions?pageSize=21`, undefined],
      ['listShipmentContentUpdatePreviews', 'GET', `${shipmentPath}/contentUpdatePreviews?pageSize=21`, undefined],
    ] as const;
    for (const [operationId, method, path, body] of badBodies)
      conforms(operationId, await callSpApi(sandbox, token, V2024 + path, { method, ...(body ? { body } : {}) }), 400);
    const notFound = [
      ['getInboundPlan', 'GET', `/inboundPlans/${unknownPlan}`],
      ['listInboundPlanItems', 'GET', `/inboundPlans/${unknownPlan}/items`],
      ['cancelInboundPlan', 'PUT', `/inboundPlans/${unknownPlan}/cancellation`],
      ['listPlacementOptions', 'GET', `/inboundPlans/${unknownPlan}/placementOptions`],
      [
        'confirmPlacementOption',
        'POST',
        `/inboundPlans/${planId}/placementOptions/pl00000000-0000-0000-0000-000000000000/confirmation`,
      ],
      ['getShipment', 'GET', `/inboundPlans/${planId}/shipments/${unknownShipment}`],
      ['listShipmentItems', 'GET', `/inboundPlans/${planId}/shipments/${unknownShipment}/items`],
      [
        'getShipmentContentUpdatePreview',
        'GET',
        `${shipmentPath}/contentUpdatePreviews/cu00000000-0000-0000-0000-000000000000`,
      ],
      [
        'confirmShipmentContentUpdatePreview',
        'POST',
        `${shipmentPath}/contentUpdatePreviews/cu00000000-0000-0000-0000-000000000000/confirmation`,
      ],
      [
        'listShipmentContentUpdatePreviews',
        'GET',
        `/inboundPlans/${planId}/shipments/${unknownShipment}/contentUpdatePreviews`,
      ],
      ['getInboundOperationStatus', 'GET', '/operations/00000000-0000-0000-0000-000000000000'],
    ] as const;
    for (const [operationId, method, path] of notFound)
      conforms(operationId, await callSpApi(sandbox, token, V2024 + path, { method }), 404);
    conforms(
      'generatePlacementOptions',
      await callSpApi(sandbox, token, `${V2024}/inboundPlans/${unknownPlan}/placementOptions`, {
        method: 'POST',
        body: {},
      }),
      404,
    );
    conforms(
      'updateShipmentName',
      await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/shipments/${unknownShipment}/name`, {
        method: 'PUT',
        body: { name: 'x' },
      }),
      404,
    );
    conforms(
      'updateShipmentSourceAddress',
      await callSpApi(sandbox, token, `${V2024}/inboundPlans/${planId}/shipments/${unknownShipment}/sourceAddress`, {
        method: 'PUT',
        body: { address: SOURCE_ADDRESS },
      }),
      404,
    );
    conforms(
      'generateShipmentContentUpdatePreviews',
      await callSpApi(
        sandbox,
        token,
        `${V2024}/inboundPlans/${planId}/shipments/${unknownShipment}/contentUpdatePreviews`,
        {
          method: 'POST',
          body: {
            items: [validItem(skusWhere(sandbox, sellerId, US)[0]!)],
            boxes: [
              {
                contentInformationSource: 'MANUAL_PROCESS',
                dimensions: { length: 10, width: 10, height: 10, unitOfMeasurement: 'IN' },
                weight: { value: 5, unit: 'LB' },
                quantity: 1,
              },
            ],
          },
        },
      ),
      404,
    );
    conforms(
      'createInboundPlan',
      await callSpApi(sandbox, undefined, `${V2024}/inboundPlans`, { method: 'POST', body: {} }),
      403,
    );
    conforms('listInboundPlans', await callSpApi(sandbox, undefined, `${V2024}/inboundPlans`), 403);
  });
});

describe('throttled and failed answers', () => {
  it('conform for every operation family', async () => {
    sandbox.setFaults({ rate429: 1 });
    expectConforms(
      models.sellers,
      'getMarketplaceParticipations',
      await callSpApi(sandbox, token, '/sellers/v1/marketplaceParticipations'),
      429,
    );
    expectConforms(
      models.inventory,
      'getInventorySummaries',
      await callSpApi(sandbox, token, '/fba/inventory/v1/summaries'),
      429,
    );
    sandbox.setFaults({ rate500: 1 });
    expectConforms(models.reports, 'getReport', await callSpApi(sandbox, token, '/reports/2021-06-30/reports/1'), 500);
    sandbox.setFaults({ rate503: 1 });
    expectConforms(models.inbound, 'getShipments', await callSpApi(sandbox, token, '/fba/inbound/v0/shipments'), 503);
    expectConforms(
      models.catalog,
      'searchCatalogItems',
      await callSpApi(sandbox, token, '/catalog/2022-04-01/items'),
      503,
    );
    expectConforms(
      models.inbound2024,
      'createInboundPlan',
      await callSpApi(sandbox, token, `${V2024}/inboundPlans`, { method: 'POST', body: {} }),
      503,
    );
    sandbox.setFaults({ rate429: 1 });
    expectConforms(
      models.inbound2024,
      'getInboundOperationStatus',
      await callSpApi(sandbox, token, `${V2024}/operations/00000000-0000-0000-0000-000000000000`),
      429,
    );
    sandbox.setFaults({ rate500: 1 });
    expectConforms(
      models.inbound2024,
      'listInboundPlans',
      await callSpApi(sandbox, token, `${V2024}/inboundPlans`),
      500,
    );
    sandbox.setFaults({});
  });
  it('unknown paths answer 404 with an error list', async () => {
    const response = await callSpApi(sandbox, token, '/fba/inbound/v0/nothing');
    expect(response.status).toBe(404);
    expect(validate(models.reports, models.reports.definitions.ErrorList!, response.body)).toEqual([]);
  });
});
