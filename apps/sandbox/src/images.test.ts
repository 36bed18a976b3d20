// The sandbox's image host: every catalogue item and listings-report row links to a picture
// that the sandbox itself serves, from the public URL the browser reaches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSpApi, connectSeller, sleep, startTestSandbox } from './test-support/harness.js';
import type { Sandbox } from './types.js';

const US = 'ATVPDKIKX0DER';
// The address a browser would use (a proxy, another host name): links must start with it.
const PUBLIC_URL = 'http://images.sandbox.test:8123';
let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ reportDelayMs: 0, publicUrl: PUBLIC_URL });
  token = (await connectSeller(sandbox, 'small')).accessToken;
});
afterAll(() => sandbox.close());

/** Fetches a link given under PUBLIC_URL from the sandbox itself. */
const fetchLink = (link: string) => fetch(link.replace(PUBLIC_URL, sandbox.url));

async function expectSvg(link: string, size: number) {
  const response = await fetchLink(link);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const svg = await response.text();
  expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" `));
  expect(svg).not.toMatch(/<script|href=|on\w+=/i);
  return svg;
}

describe('product images', () => {
  it('the catalogue links each item to an SVG the sandbox serves from its public URL', async () => {
    const { body } = await callSpApi(sandbox, token, '/catalog/2022-04-01/items', {
      query: { marketplaceIds: US, keywords: 'a', pageSize: 3, includedData: 'images,summaries' },
    });
    expect(body.items).toHaveLength(3);
    const svgs: string[] = [];
    for (const item of body.items) {
      const [main, small] = item.images[0].images;
      expect(main).toMatchObject({ variant: 'MAIN', height: 500, width: 500 });
      expect(main.link).toMatch(new RegExp(`^${PUBLIC_URL}/images/I/[A-Za-z0-9]+\\.svg$`));
      expect(small).toMatchObject({ variant: 'MAIN', height: 75, width: 75 });
      expect(small.link).toBe(main.link.replace(/\.svg$/, '._SL75_.svg'));
      const svg = await expectSvg(main.link, 500);
      // The picture is of this product: its title is the SVG's title.
      expect(svg).toContain(`<title>${item.summaries[0].itemName.replace(/&/g, '&amp;')}</title>`);
      expect(await expectSvg(small.link, 75)).toBe(svg.replace('width="500" height="500"', 'width="75" height="75"'));
      // Deterministic: the same link answers the same picture.
      expect(await (await fetchLink(main.link)).text()).toBe(svg);
      svgs.push(svg);
    }
    expect(new Set(svgs).size).toBe(3);
  });

  it("the listings report's image-url column links to the same image host", async () => {
    const created = await callSpApi(sandbox, token, '/reports/2021-06-30/reports', {
      method: 'POST',
      body: { reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: [US] },
    });
    let report = await callSpApi(sandbox, token, `/reports/2021-06-30/reports/${created.body.reportId}`);
    while (report.body.processingStatus !== 'DONE') {
      await sleep(20);
      report = await callSpApi(sandbox, token, `/reports/2021-06-30/reports/${created.body.reportId}`);
    }
    const document = await callSpApi(sandbox, token, `/reports/2021-06-30/documents/${report.body.reportDocumentId}`);
    const text = await (await fetchLink(document.body.url)).text();
    const [header, ...rows] = text
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t'));
    const column = header!.indexOf('image-url');
    const titleColumn = header!.indexOf('item-name');
    expect(rows.length).toBe(40);
    for (const row of rows) expect(row[column]).toMatch(new RegExp(`^${PUBLIC_URL}/images/I/[A-Za-z0-9]+\\.svg$`));
    expect(await expectSvg(rows[0]![column]!, 500)).toContain(rows[0]![titleColumn]!.replace(/&/g, '&amp;'));
  });

  it('answers images of catalogues no call has generated yet, and 404 for unknown ones', async () => {
    const fresh = await startTestSandbox({ reportDelayMs: 0 });
    try {
      const small = await connectSeller(fresh, 'small');
      const { body } = await callSpApi(fresh, small.accessToken, '/catalog/2022-04-01/items', {
        query: { marketplaceIds: US, keywords: 'a', pageSize: 1, includedData: 'images' },
      });
      const link: string = body.items[0].images[0].images[0].link;
      // A browser that saw this link before the sandbox restarted asks a sandbox that has generated nothing.
      const again = await startTestSandbox({ reportDelayMs: 0 });
      try {
        expect(again.generatedCatalogs()).toBe(0);
        const response = await fetch(link.replace(fresh.url, again.url));
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(await (await fetch(link)).text());
      } finally {
        await again.close();
      }
      for (const path of ['/images/I/41unknownXYL.svg', '/images/I/x.svg', '/images/I/41abc._SL9999_.svg']) {
        const response = await fetch(`${fresh.url}${path}`);
        expect(response.status, path).toBe(404);
        expect(await response.json()).toEqual({ errors: [{ code: 'NotFound', message: expect.any(String) }] });
      }
    } finally {
      await fresh.close();
    }
  });
});
