// v0 getLabels: the answer's shape, its refusals, and a PDF whose barcodes scan.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSpApi, connectSeller, startTestSandbox, type SpResponse } from './test-support/harness.js';
import { loadModel, responseSchemaOf, validate } from './test-support/swagger-validator.js';
import type { Sandbox } from './types.js';

const US = 'ATVPDKIKX0DER';
const model = loadModel('fulfillmentInboundV0.json');

function expectConforms(response: SpResponse, status: number) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(validate(model, responseSchemaOf(model, 'getLabels', status), response.body)).toEqual([]);
}

/** The PDF's pages rendered and scanned: every barcode zbarimg reads, page by page, in order. */
function scan(pdf: Buffer): { pages: number; codes: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-labels-'));
  try {
    writeFileSync(path.join(dir, 'labels.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '200', '-gray', '-png', path.join(dir, 'labels.pdf'), path.join(dir, 'page')]);
    const pages = execFileSync('ls', [dir])
      .toString()
      .split('\n')
      .filter((f) => f.startsWith('page'))
      .sort();
    const codes: string[] = [];
    for (const page of pages) {
      let out = '';
      try {
        out = execFileSync('zbarimg', [
          '-q',
          '--raw',
          '-Sdisable',
          '-Scode128.enable',
          path.join(dir, page),
        ]).toString();
      } catch {
        // zbarimg exits 4 when a page holds no barcode
      }
      codes.push(...out.split('\n').filter(Boolean).sort());
    }
    return { pages: pages.length, codes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
}

let sandbox: Sandbox;
let token: string;
let shipmentId: string;

async function labels(query: Record<string, string | number | string[] | undefined>, id = shipmentId) {
  return callSpApi(sandbox, token, `/fba/inbound/v0/shipments/${id}/labels`, { query });
}

async function download(response: SpResponse): Promise<Buffer> {
  const file = await fetch(response.body.payload.DownloadURL);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await file.arrayBuffer());
}

beforeAll(async () => {
  sandbox = await startTestSandbox({ reportDelayMs: 0 });
  token = (await connectSeller(sandbox, 'small')).accessToken;
  const working = await callSpApi(sandbox, token, '/fba/inbound/v0/shipments', {
    query: { MarketplaceId: US, QueryType: 'SHIPMENT', ShipmentStatusList: 'WORKING' },
  });
  shipmentId = working.body.payload.ShipmentData[0].ShipmentId;
});
afterAll(() => sandbox.close());

describe('getLabels', () => {
  it('gives thermal box labels whose FBA box ids scan, one label a page', async () => {
    const ids = [`${shipmentId}U000002`, `${shipmentId}U000003`];
    const response = await labels({
      PageType: 'PackageLabel_Thermal',
      LabelType: 'UNIQUE',
      NumberOfPackages: 3,
      PackageLabelsToPrint: ids,
    });
    expectConforms(response, 200);
    const { pages, codes } = scan(await download(response));
    expect(pages).toBe(2);
    expect(codes).toEqual(ids);
  });

  it('lays two labels on a letter page and pages them by PageStartIndex and PageSize', async () => {
    const response = await labels({
      PageType: 'PackageLabel_Letter_2',
      LabelType: 'UNIQUE',
      NumberOfPackages: 5,
      PageStartIndex: 1,
      PageSize: 3,
    });
    expectConforms(response, 200);
    const { pages, codes } = scan(await download(response));
    expect(pages).toBe(2);
    expect(codes.sort()).toEqual([2, 3, 4].map((n) => `${shipmentId}U00000${n}`));
  });

  it('gives four labels per pallet, of the shipment id', async () => {
    const response = await labels({ PageType: 'PackageLabel_A4_4', LabelType: 'PALLET', NumberOfPallets: 2 });
    expectConforms(response, 200);
    const pdf = await download(response);
    const { pages, codes } = scan(pdf);
    expect(pages).toBe(2);
    // zbarimg reports identical symbols of one page once: the page's four labels show in the text.
    expect(codes).toEqual([shipmentId, shipmentId]);
    const text = pdfText(pdf);
    expect(text.match(/PALLET 1 of 2/g)).toHaveLength(4);
    expect(text.match(/PALLET 2 of 2/g)).toHaveLength(4);
  });

  it('refuses what Amazon refuses', async () => {
    expectConforms(await labels({ PageType: 'PackageLabel_Legal', LabelType: 'UNIQUE', NumberOfPackages: 1 }), 400);
    expectConforms(await labels({ PageType: 'PackageLabel_Thermal', LabelType: 'BOX', NumberOfPackages: 1 }), 400);
    expectConforms(await labels({ PageType: 'PackageLabel_Thermal', LabelType: 'UNIQUE' }), 400);
    expectConforms(await labels({ PageType: 'PackageLabel_Thermal', LabelType: 'PALLET' }), 400);
    const foreign = await labels({
      PageType: 'PackageLabel_Thermal',
      LabelType: 'UNIQUE',
      PackageLabelsToPrint: ['FBA0OTHER01U000001'],
    });
    expectConforms(foreign, 400);
    expect(foreign.body.errors[0].message).toContain('is not a package of shipment');
    expectConforms(
      await labels({ PageType: 'PackageLabel_Thermal', LabelType: 'UNIQUE', NumberOfPackages: 1 }, 'FBA0NOPE'),
      404,
    );
  });

  it('refuses a tampered or expired download link', async () => {
    const response = await labels({ PageType: 'PackageLabel_Thermal', LabelType: 'UNIQUE', NumberOfPackages: 1 });
    const url = new URL(response.body.payload.DownloadURL);
    url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 1));
    expect((await fetch(url)).status).toBe(403);
    const other = new URL(response.body.payload.DownloadURL);
    other.searchParams.set('expires', '1');
    expect((await fetch(other)).status).toBe(403);
  });
});
