import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_HEADERS } from './ops/report-documents.js';
import { callSpApi, connectSeller, createTestClock, sleep, startTestSandbox } from './test-support/harness.js';
import type { Sandbox } from './types.js';

const US = 'ATVPDKIKX0DER';
const CA = 'A2EUQ1WTGCTBG2';
const clock = createTestClock();
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ reportDelayMs: 400 }, clock);
});
afterAll(() => sandbox.close());

async function runReport(token: string, reportType: string, marketplaceId: string) {
  const created = await callSpApi(sandbox, token, '/reports/2021-06-30/reports', {
    method: 'POST',
    body: { reportType, marketplaceIds: [marketplaceId] },
  });
  expect(created.status).toBe(202);
  const seen: string[] = [];
  for (;;) {
    const report = await callSpApi(sandbox, token, `/reports/2021-06-30/reports/${created.body.reportId}`);
    expect(report.status).toBe(200);
    if (seen.at(-1) !== report.body.processingStatus) seen.push(report.body.processingStatus);
    if (report.body.processingStatus === 'DONE') return { report: report.body, seen };
    await sleep(40);
  }
}

async function download(token: string, reportDocumentId: string) {
  const document = await callSpApi(sandbox, token, `/reports/2021-06-30/documents/${reportDocumentId}`);
  expect(document.status).toBe(200);
  const response = await fetch(document.body.url);
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  const text =
    document.body.compressionAlgorithm === 'GZIP' ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  const [header, ...rows] = text
    .trimEnd()
    .split('\n')
    .map((line) => line.split('\t'));
  return { document: document.body, header: header!, rows };
}

describe('reports', () => {
  it('move from IN_QUEUE through IN_PROGRESS to DONE, with times and a document id', async () => {
    const { accessToken } = await connectSeller(sandbox, 'small');
    const { report, seen } = await runReport(accessToken, 'GET_MERCHANT_LISTINGS_ALL_DATA', US);
    expect(seen).toEqual(['IN_QUEUE', 'IN_PROGRESS', 'DONE']);
    expect(report).toMatchObject({
      reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA',
      marketplaceIds: [US],
      reportDocumentId: expect.any(String),
    });
    expect(Date.parse(report.processingEndTime)).toBeGreaterThanOrEqual(Date.parse(report.processingStartTime));
    expect(Date.parse(report.processingStartTime)).toBeGreaterThanOrEqual(Date.parse(report.createdTime));
  });

  // Six reports of 400 ms each plus a 5,000-SKU store: about 4.6 s on a 2-CPU machine, too
  // close to vitest's 5 s default once the other test files run alongside.
  for (const kind of ['small', 'large'] as const) {
    it(
      `give the ${kind} seller's listings, inventory and fees with Amazon's headers`,
      { timeout: 20_000 },
      async () => {
        const { accessToken, seller } = await connectSeller(sandbox, kind);
        const stats = sandbox.stats(seller.sellerId);
        for (const marketplaceId of [US, CA]) {
          const listed = stats.skusByMarketplace[marketplaceId]!;
          expect(listed).toBeGreaterThan(0);
          for (const reportType of Object.keys(REPORT_HEADERS)) {
            const { report } = await runReport(accessToken, reportType, marketplaceId);
            const { header, rows } = await download(accessToken, report.reportDocumentId);
            expect(header).toEqual(REPORT_HEADERS[reportType]);
            for (const row of rows) expect(row).toHaveLength(header.length);
            if (reportType === 'GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA') {
              // About 5% of SKUs are too new to have measurements; the US holds every SKU.
              if (marketplaceId === US) expect(rows.length).toBeLessThan(listed);
              expect(rows.length).toBeLessThanOrEqual(listed);
              expect(rows.length).toBeGreaterThan(listed * 0.85);
            } else {
              expect(rows.length).toBe(listed);
            }
            const skus = rows.map(
              (row) => row[header.indexOf(reportType === 'GET_MERCHANT_LISTINGS_ALL_DATA' ? 'seller-sku' : 'sku')],
            );
            expect(new Set(skus).size).toBe(rows.length);
            if (reportType === 'GET_MERCHANT_LISTINGS_ALL_DATA') {
              const conditions = new Set(rows.map((row) => row[header.indexOf('item-condition')]));
              expect(
                [...conditions].every((c) => ['1', '2', '3', '4', '5', '6', '7', '8', '10', '11'].includes(c!)),
              ).toBe(true);
              expect(
                rows.every((row) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d P[DS]T$/.test(row[header.indexOf('open-date')]!)),
              ).toBe(true);
            }
          }
        }
      },
    );
  }

  it('gzip documents over 1 MB', async () => {
    const { accessToken } = await connectSeller(sandbox, 'large');
    const { report } = await runReport(accessToken, 'GET_MERCHANT_LISTINGS_ALL_DATA', US);
    const { document, rows } = await download(accessToken, report.reportDocumentId);
    expect(document.compressionAlgorithm).toBe('GZIP');
    expect(rows.length).toBe(5000);
  });

  it('refuse an unknown report type and a marketplace the seller does not sell in', async () => {
    const { accessToken } = await connectSeller(sandbox, 'limited');
    const unknown = await callSpApi(sandbox, accessToken, '/reports/2021-06-30/reports', {
      method: 'POST',
      body: { reportType: 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_X', marketplaceIds: [US] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].code).toBe('InvalidInput');
    const mx = await callSpApi(sandbox, accessToken, '/reports/2021-06-30/reports', {
      method: 'POST',
      body: { reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: ['A1AM78C64UM0Y8'] },
    });
    expect(mx.status).toBe(400);
  });

  it("keep one seller's reports from another", async () => {
    const small = await connectSeller(sandbox, 'small');
    const limited = await connectSeller(sandbox, 'limited');
    const { report } = await runReport(small.accessToken, 'GET_MERCHANT_LISTINGS_ALL_DATA', US);
    expect(
      (await callSpApi(sandbox, limited.accessToken, `/reports/2021-06-30/reports/${report.reportId}`)).status,
    ).toBe(404);
    expect(
      (await callSpApi(sandbox, limited.accessToken, `/reports/2021-06-30/documents/${report.reportDocumentId}`))
        .status,
    ).toBe(404);
  });

  it('expire document URLs after five minutes, and refuse tampered ones', async () => {
    const { accessToken } = await connectSeller(sandbox, 'small');
    const { report } = await runReport(accessToken, 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA', US);
    const { url } = (await callSpApi(sandbox, accessToken, `/reports/2021-06-30/documents/${report.reportDocumentId}`))
      .body;
    expect((await fetch(url.replace('signature=', 'signature=x'))).status).toBe(403);
    clock.advance(5 * 60_000 + 1);
    const expired = await fetch(url);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });
});
