// The sandbox's image host: every catalogue item and listings-report row links to a picture
// that the sandbox itself serves, from the public URL the browser reaches.
import { crc32, inflateSync } from 'node:zlib';
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

/** The chunks of a PNG, checking its signature and each chunk's CRC. */
function pngChunks(png: Buffer): { type: string; data: Buffer }[] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  return chunks;
}

/** Fetches a picture: a PNG of `size` x `size` RGB pixels whose Title is returned with its bytes. */
async function expectPicture(link: string, size: number) {
  const response = await fetchLink(link);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const png = Buffer.from(await response.arrayBuffer());
  const chunks = pngChunks(png);
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'tEXt', 'IDAT', 'IEND']);
  const header = chunks[0]!.data;
  expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([size, size, 8, 2]);
  // Every scanline is there: a filter byte and size RGB pixels each.
  const pixels = inflateSync(chunks[2]!.data);
  expect(pixels.length).toBe(size * (size * 3 + 1));
  // A picture, not a flat colour: the silhouette's colours differ from the backdrop's.
  expect(new Set(pixels.toString('hex').match(/.{6}/g)).size).toBeGreaterThan(20);
  const [key, title] = chunks[1]!.data.toString('latin1').split('\0');
  expect(key).toBe('Title');
  return { png, title: title! };
}

describe('product images', () => {
  it('the catalogue links each item to a picture the sandbox serves from its public URL', async () => {
    const { body } = await callSpApi(sandbox, token, '/catalog/2022-04-01/items', {
      query: { marketplaceIds: US, keywords: 'a', pageSize: 3, includedData: 'images,summaries' },
    });
    expect(body.items).toHaveLength(3);
    const pictures: string[] = [];
    for (const item of body.items) {
      const [main, small] = item.images[0].images;
      expect(main).toMatchObject({ variant: 'MAIN', height: 500, width: 500 });
      expect(main.link).toMatch(new RegExp(`^${PUBLIC_URL}/images/I/[A-Za-z0-9]+\\.png$`));
      expect(small).toMatchObject({ variant: 'MAIN', height: 75, width: 75 });
      expect(small.link).toBe(main.link.replace(/\.png$/, '._SL75_.png'));
      const { png, title } = await expectPicture(main.link, 500);
      // The picture is of this product: its title is the PNG's Title.
      expect(title).toBe(item.summaries[0].itemName);
      expect((await expectPicture(small.link, 75)).title).toBe(title);
      // Deterministic: the same link answers the same picture.
      expect(Buffer.from(await (await fetchLink(main.link)).arrayBuffer()).equals(png)).toBe(true);
      pictures.push(png.toString('base64'));
    }
    expect(new Set(pictures).size).toBe(3);
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
    for (const row of rows) expect(row[column]).toMatch(new RegExp(`^${PUBLIC_URL}/images/I/[A-Za-z0-9]+\\.png$`));
    expect((await expectPicture(rows[0]![column]!, 500)).title).toBe(rows[0]![titleColumn]);
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
        const first = Buffer.from(await (await fetch(link)).arrayBuffer());
        expect(Buffer.from(await response.arrayBuffer()).equals(first)).toBe(true);
      } finally {
        await again.close();
      }
      for (const path of [
        '/images/I/41unknownXYL.png',
        '/images/I/x.png',
        '/images/I/41abc._SL9999_.png',
        link.replace(fresh.url, '').replace(/\.png$/, '.svg'),
      ]) {
        const response = await fetch(`${fresh.url}${path}`);
        expect(response.status, path).toBe(404);
        expect(await response.json()).toEqual({ errors: [{ code: 'NotFound', message: expect.any(String) }] });
      }
    } finally {
      await fresh.close();
    }
  });
});
