import { beforeAll, describe, expect, it } from 'vitest';
import {
  importMessages,
  isDataSynced,
  MARKETPLACES,
  matchesItemSearch,
  productMessages,
  boxCategoryResponseSchema,
  bulkUpdateResponseSchema,
  getProductsResponseSchema,
  productListResponseSchema,
  shipSkuUploadResponseSchema,
  updateProductResponseSchema,
  fbaTypeUploadResponseSchema,
  type Product,
} from '@stowline/domain';
import { deflateRawSync } from 'node:zlib';
import { buildXlsx, buildZip } from '../../lib/imports/test-files.js';
import { addWorker, api, completeOnboarding, createSeller } from '../../test-support/client.js';
import { atOnce, serverErrors } from '../../test-support/concurrency.js';
import { getHarness } from '../../test-support/harness.js';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.js';
import { pruneProductChanges } from './products.jobs.js';
import { connectDemoStore, demoSellerEmail, waitForLogs, waitForUser } from '../../test-support/marketplace.js';

/** Many hostile files read one after another: seconds alone, several times that on a busy CI machine. */
const HOSTILE_FILES_TIMEOUT_MS = 120_000;

const US = MARKETPLACES[0].marketplaceId;

/** A seller whose small demo store (40 SKUs) is connected and synced in the US. */
async function sellerWithProducts() {
  const seller = await createSeller();
  const { store } = await connectDemoStore(seller.token, { sellerEmail: demoSellerEmail('small') });
  const saved = await api('POST', '/onboarding/save-store-marketplaces', {
    token: seller.token,
    body: { storeId: store._id, storeMarketplaces: [US], newStore: true, action: 'newstore' },
  });
  expect(saved.status).toBe(200);
  await waitForUser(seller.token, isDataSynced);
  // The catalog job fills weights the fees report lacked: wait for it too, so the list stands still.
  await waitForLogs(seller.token, (logs) => logs.length === 5 && logs.every((l) => l.state === 'COMPLETED'));
  // The SKU list is a dashboard screen: subscribed and onboarded (seeded; the store is the real one).
  await completeOnboarding(seller.email);
  return seller;
}

function upload(token: string, filename: string, data: Buffer | string, contentType = 'application/octet-stream') {
  return api('POST', `/products/upload-fba-types?filename=${encodeURIComponent(filename)}`, {
    token,
    rawBody: data,
    headers: { 'content-type': contentType },
    response: fbaTypeUploadResponseSchema,
  });
}

function list(token: string, filter: object = {}, pagination: object = {}) {
  return api('POST', '/products/get-products', {
    token,
    body: { filter, pagination },
    response: getProductsResponseSchema,
  });
}

describe('the SKU list', () => {
  let seller: Awaited<ReturnType<typeof sellerWithProducts>>;
  let all: Product[];

  beforeAll(async () => {
    seller = await sellerWithProducts();
    all = (await list(seller.token, {}, { perPage: 100 })).body.products;
  }, 120_000);

  it('lists the selected marketplace’s products 15 a page, ordered by SKU, with the total', async () => {
    const first = await list(seller.token);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(all.length);
    expect(all.length).toBeGreaterThan(30);
    expect(first.body.products).toHaveLength(15);
    const second = await list(seller.token, {}, { pageNum: 2, perPage: 15 });
    expect(second.body.products[0]!.sellerSku).toBe(all[15]!.sellerSku);
    const skus = all.map((p) => p.sellerSku);
    expect(skus).toEqual([...skus].sort());
    const beyond = await list(seller.token, {}, { pageNum: 99, perPage: 15 });
    expect(beyond.body).toEqual({ products: [], total: all.length });
  });

  it('searches SKU, ASIN, FNSKU and title by substring (each word), case-insensitively', async () => {
    const sample = all.find((p) => p.fnsku && p.title.length > 12)!;
    for (const term of [
      sample.sellerSku.slice(2, 9),
      sample.asin.slice(3).toLowerCase(),
      sample.fnsku,
      sample.title.slice(4, 14).toUpperCase(),
    ]) {
      const found = await list(seller.token, { search: term }, { perPage: 100 });
      expect(
        found.body.products.map((p) => p._id),
        term,
      ).toContain(sample._id);
      // Every word of the term (a title slice may hold two), in any order.
      for (const p of found.body.products) expect(matchesItemSearch(p, term), term).toBe(true);
    }
    expect((await list(seller.token, { search: '%' })).body.total).toBe(0);
    expect((await list(seller.token, { search: 'no-such-thing-anywhere' })).body).toEqual({ products: [], total: 0 });
  });

  it('finds the words of a search in any order, from SQL and from the index alike', async () => {
    const { products } = await getHarness();
    const sample = all.find((p) => p.title.split(' ').filter((w: string) => w.length > 2).length >= 3)!;
    const words = sample.title.split(' ').filter((w: string) => w.length > 2);
    const reversed = `${words[2]} ${words[0]!.toUpperCase()}  ${words[1]}`;
    const matchesAll = (p: Product) =>
      reversed
        .toLowerCase()
        .split(/\s+/)
        .every((w) => `${p.sellerSku} ${p.asin} ${p.fnsku} ${p.title}`.toLowerCase().includes(w));
    // A write makes the index stale, so the first answer comes from SQL; the second from the rebuilt index.
    await api('PUT', `/products/${sample._id}`, { token: seller.token, body: { expirable: !sample.expirable } });
    const fromSql = await list(seller.token, { search: reversed }, { perPage: 100 });
    expect(fromSql.body.products.map((p: Product) => p._id)).toContain(sample._id);
    expect(fromSql.body.products.every(matchesAll)).toBe(true);
    await products.searchIndexesSettled();
    expect((await list(seller.token, { search: reversed }, { perPage: 100 })).body).toEqual(fromSql.body);
    // The drawer's rule says the same of each product.
    expect(all.filter((p) => matchesItemSearch(p, reversed)).map((p) => p._id)).toEqual(
      fromSql.body.products.map((p: Product) => p._id),
    );
    await api('PUT', `/products/${sample._id}`, {
      token: seller.token,
      body: { expirable: sample.expirable ?? false },
    });
  });

  it('answers searches from the in-memory index exactly as from SQL, and sees every change at once', async () => {
    const { products } = await getHarness();
    const filters = [
      { search: all[3]!.sellerSku.slice(1, 8) },
      { search: all[4]!.title.split(' ')[0]!.slice(0, 4), status: 'Active' },
      { search: 'a', weight: true },
      { search: all[5]!.asin.toLowerCase(), type: 'ALL' },
      { search: 'no-such-thing' },
    ];
    const pages = async () =>
      Promise.all(filters.map(async (filter) => (await list(seller.token, filter, { perPage: 15, pageNum: 1 })).body));
    const fromSql = await pages();
    await products.searchIndexesSettled();
    expect(await pages()).toEqual(fromSql);

    // A write (from any server) makes the index stale until it is rebuilt: the next answer comes from SQL, already changed.
    const target = fromSql[0]!.products[0]!;
    await api('PUT', `/products/${target._id}`, {
      token: seller.token,
      body: { fbaType: 'HAZMAT FLAMMABLE' },
      response: updateProductResponseSchema,
    });
    const changed = await list(seller.token, { search: target.sellerSku, type: 'HAZMAT FLAMMABLE' });
    expect(changed.body.products.map((p) => p._id)).toEqual([target._id]);
    await products.searchIndexesSettled();
    expect((await list(seller.token, { search: target.sellerSku, type: 'HAZMAT FLAMMABLE' })).body).toEqual(
      changed.body,
    );
    await api('PUT', `/products/${target._id}`, {
      token: seller.token,
      body: { fbaType: 'STANDARD' },
      response: updateProductResponseSchema,
    });
    expect((await list(seller.token, { search: target.sellerSku, type: 'HAZMAT FLAMMABLE' })).body.total).toBe(0);

    // Pruning keeps each marketplace's newest change, so a current index stays current.
    await products.searchIndexesSettled();
    const { database } = await getHarness();
    await pruneProductChanges(database.db);
    const perMarketplace = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from product_changes group by store_marketplace_id`),
    );
    expect(perMarketplace.every((r) => r.n === 1)).toBe(true);
    expect((await list(seller.token, { search: target.sellerSku })).body.products.map((p) => p._id)).toEqual([
      target._id,
    ]);
  });

  it('filters by status, FBA type and With Weight', async () => {
    const active = (await list(seller.token, { status: 'Active' }, { perPage: 100 })).body;
    expect(active.total).toBe(all.filter((p) => p.status === 'Active').length);
    const weighed = (await list(seller.token, { weight: true }, { perPage: 100 })).body;
    expect(weighed.total).toBe(all.filter((p) => (p.weight.value ?? 0) > 0).length);

    const target = all[3]!;
    await api('PUT', `/products/${target._id}`, {
      token: seller.token,
      body: { fbaType: 'HAZMAT' },
      response: updateProductResponseSchema,
    });
    const hazmat = (await list(seller.token, { type: 'HAZMAT' })).body;
    expect(hazmat.products.map((p) => p._id)).toContain(target._id);
    expect(hazmat.products.every((p) => p.fbaType === 'HAZMAT')).toBe(true);
    const notAttached = (await list(seller.token, { type: 'NOT ATTACHED' }, { perPage: 100 })).body;
    expect(notAttached.products.map((p) => p._id)).not.toContain(target._id);
  });

  it('sets a weight (above 0, different from the current one), the expirable flag and the FBA type', async () => {
    const product = all.find((p) => p.weight.value !== null)!;
    const ounces = Math.round(product.weight.value! * (product.weight.unit === 'pounds' ? 16 : 1) * 100) / 100;
    const same = await api('PUT', `/products/${product._id}`, {
      token: seller.token,
      body: { weight: { value: ounces, unit: 'ounces' } },
      response: updateProductResponseSchema,
    });
    expect(same).toEqual({ status: 400, body: { message: productMessages.weightUnchanged, code: 'VALIDATION' } });
    const zero = await api('PUT', `/products/${product._id}`, {
      token: seller.token,
      body: { weight: { value: 0, unit: 'ounces' } },
      response: updateProductResponseSchema,
    });
    expect(zero.status).toBe(400);

    const set = await api('PUT', `/products/${product._id}`, {
      token: seller.token,
      body: { weight: { value: 24, unit: 'ounces' } },
      response: updateProductResponseSchema,
    });
    expect(set.body).toMatchObject({
      message: 'Updated Successfully',
      updatedProduct: { _id: product._id, weight: { value: 24, unit: 'ounces' } },
    });
    const expirable = await api('PUT', `/products/${product._id}`, {
      token: seller.token,
      body: { expirable: true },
      response: updateProductResponseSchema,
    });
    expect(expirable.body.updatedProduct).toMatchObject({ expirable: true, amzExpirable: product.amzExpirable });
  });

  it('keeps exactly one default packaging rule under 20 concurrent adds, default switches and deletes', async () => {
    const boxes = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const res = await api('POST', '/setting/create-box-category', {
          token: seller.token,
          body: {
            name: `Concurrent ${i} ${all[6]!.sellerSku}`,
            dimensions: { length: 18, width: 12, height: 10, weight: 1.5, weightUnit: 'pounds' },
          },
          response: boxCategoryResponseSchema,
        });
        return res.body.newBox._id;
      }),
    );
    const { database } = await getHarness();
    const rulesOf = async (productId: string) =>
      rowsOf<{ box_category_id: string; is_default: boolean }>(
        await database.db.execute(
          sql`select box_category_id, is_default from packaging_rules where product_id = ${productId}`,
        ),
      );
    const rule = (productId: string, body: object) =>
      api('PUT', `/products/${productId}`, { token: seller.token, body, response: updateProductResponseSchema });

    for (const [product, defaultChecked] of [
      [all[6]!, true],
      [all[7]!, false],
    ] as const) {
      const added = await atOnce(20, (i) =>
        rule(product._id, { action: 'add', categoryId: boxes[i], itemCount: 10 + i, defaultChecked }),
      );
      expect(serverErrors(added)).toEqual([]);
      expect(added.every((a) => a.status === 200)).toBe(true);
      const rules = await rulesOf(product._id);
      expect(rules).toHaveLength(20);
      expect(rules.filter((r) => r.is_default)).toHaveLength(1);
    }

    const switched = await atOnce(20, (i) => rule(all[6]!._id, { action: 'updateDefault', categoryId: boxes[i % 3] }));
    expect(serverErrors(switched)).toEqual([]);
    expect((await rulesOf(all[6]!._id)).filter((r) => r.is_default)).toHaveLength(1);
    const same = await atOnce(20, () => rule(all[6]!._id, { action: 'updateDefault', categoryId: boxes[4] }));
    expect(same.map((a) => a.status)).toEqual(Array(20).fill(200));

    const deleted = await atOnce(19, (i) => rule(all[7]!._id, { action: 'delete', categoryId: boxes[i] }));
    expect(serverErrors(deleted)).toEqual([]);
    expect(await rulesOf(all[7]!._id)).toEqual([{ box_category_id: boxes[19], is_default: true }]);
  });

  it('keeps packaging rules: one per box category, at most 150 a box, one default', async () => {
    const box = async (name: string, token = seller.token) => {
      const res = await api('POST', '/setting/create-box-category', {
        token,
        body: { name, dimensions: { length: 18, width: 12, height: 10, weight: 1.5, weightUnit: 'pounds' } },
        response: boxCategoryResponseSchema,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.newBox._id;
    };
    const product = all[5]!;
    const rule = (body: object, token = seller.token) =>
      api('PUT', `/products/${product._id}`, { token, body, response: updateProductResponseSchema });
    const small = await box(`Small ${product.sellerSku}`);
    const large = await box(`Large ${product.sellerSku}`);

    const first = await rule({ action: 'add', categoryId: small, itemCount: 12 });
    expect(first.body.updatedProduct.packagingRules).toEqual([
      expect.objectContaining({
        categoryBoxId: small,
        quantity: 12,
        defaultChecked: true,
        length: 18,
        weightUnit: 'pounds',
      }),
    ]);
    expect(await rule({ action: 'add', categoryId: small, itemCount: 6 })).toEqual({
      status: 409,
      body: { message: productMessages.ruleExists, code: 'CONFLICT' },
    });
    for (const itemCount of [0, 151, 2.5]) {
      const res = await rule({ action: 'add', categoryId: large, itemCount });
      expect(res.body.message, String(itemCount)).toBe(productMessages.ruleQuantityInvalid);
    }
    await rule({ action: 'add', categoryId: large, itemCount: 150, defaultChecked: true });
    let rules = (await rule({ action: 'updateQuantity', categoryId: small, quantityToBeUpdate: 24 })).body
      .updatedProduct.packagingRules;
    expect(rules.map((r) => [r.categoryBoxId, r.quantity, r.defaultChecked])).toEqual([
      [large, 150, true],
      [small, 24, false],
    ]);

    rules = (await rule({ action: 'updateDefault', categoryId: small })).body.updatedProduct.packagingRules;
    expect(rules.map((r) => [r.categoryBoxId, r.defaultChecked])).toEqual([
      [small, true],
      [large, false],
    ]);
    rules = (await rule({ action: 'delete', categoryId: small })).body.updatedProduct.packagingRules;
    expect(rules.map((r) => [r.categoryBoxId, r.defaultChecked])).toEqual([[large, true]]);
    expect((await rule({ action: 'delete', categoryId: small })).status).toBe(404);

    const listed = (await list(seller.token, { search: product.sellerSku })).body.products.find(
      (p) => p._id === product._id,
    )!;
    expect(listed.packagingRules).toHaveLength(1);

    // Another seller's box category cannot be used.
    const other = await createSeller({ onboarded: true });
    const foreignBox = await box('Foreign', other.token);
    expect((await rule({ action: 'add', categoryId: foreignBox, itemCount: 5 })).status).toBe(404);
  });

  it('uploads FBA types from CSV and XLSX: valid rows applied, row errors listed and exported safely', async () => {
    const [a, b, c] = [all[10]!, all[11]!, all[12]!];
    const csv = [
      'SellerSKU,FBA Type',
      `${a.sellerSku},standard`,
      `${b.sellerSku.toLowerCase()},Hazmat Aerosols`,
      `${c.sellerSku},medium`,
      'NOT-A-SKU,oversized',
      ',standard',
      '"=HYPERLINK(""http://evil.example"")",standard',
    ].join('\r\n');
    const res = await upload(seller.token, 'types.csv', csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.stats).toEqual({ total: 6, valid: 2, invalid: 4 });
    expect(res.body.errors.map((e) => [e.row, e.reason])).toEqual([
      [4, importMessages.fbaTypeInvalid],
      [5, importMessages.fbaSellerSkuNotFound],
      [6, importMessages.fbaSellerSkuMissing],
      [7, importMessages.fbaSellerSkuNotFound],
    ]);
    expect(res.body.errorCsv).toContain(`'=HYPERLINK`);
    expect(res.body.errorCsv).not.toMatch(/(^|,)"?=HYPERLINK/m);
    const types = async () => {
      const found = (await list(seller.token, {}, { perPage: 100 })).body.products;
      return [a, b, c].map((p) => found.find((f) => f._id === p._id)!.fbaType);
    };
    expect(await types()).toEqual(['STANDARD', 'HAZMAT AEROSOL', c.fbaType]);

    const xlsx = buildXlsx({
      sheets: [
        {
          name: 'One',
          rows: [
            ['SellerSKU', 'FBA Type'],
            [a.sellerSku, 'oversized'],
          ],
        },
        {
          name: 'Two',
          rows: [
            ['SellerSKU', 'FBA Type'],
            [c.sellerSku, 'flammable'],
          ],
        },
      ],
    });
    const fromXlsx = await upload(seller.token, 'types.xlsx', xlsx);
    expect(fromXlsx.body.stats).toEqual({ total: 2, valid: 2, invalid: 0 });
    expect(await types()).toEqual(['OVERSIZED', 'HAZMAT AEROSOL', 'HAZMAT FLAMMABLE']);
  });

  it(
    'refuses empty, foreign and hostile files and changes nothing',
    async () => {
      const before = (await list(seller.token, {}, { perPage: 100 })).body.products.map((p) => p.fbaType);
      const bomb = buildZip([
        {
          name: 'xl/worksheets/sheet1.xml',
          data: '',
          compressed: deflateRawSync(Buffer.alloc(200 * 1024 * 1024, 0x20)),
          declaredSize: 10,
        },
      ]);
      const cases: [string, Buffer | string, string?][] = [
        ['empty.csv', '', importMessages.fbaEmptyFile],
        ['header.csv', 'SellerSKU,FBA Type\r\n', importMessages.fbaEmptyFile],
        ['picture.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])],
        ['bomb.xlsx', bomb],
        ['legacy.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])],
        [
          'truncated.xlsx',
          buildXlsx({
            sheets: [
              {
                name: 'S',
                rows: [
                  ['SellerSKU', 'FBA Type'],
                  [all[0]!.sellerSku, 'standard'],
                ],
              },
            ],
          }).subarray(0, 200),
        ],
        ['huge.csv', Buffer.alloc(10 * 1024 * 1024 + 10, 0x61)],
      ];
      for (const [name, data, message] of cases) {
        const res = await upload(seller.token, name, data);
        expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, name).toBeLessThan(500);
        expect(typeof res.body.message, name).toBe('string');
        if (message) expect(res.body.message, name).toBe(message);
      }
      expect((await upload(seller.token, 'x.csv', JSON.stringify({ a: 1 }), 'application/json')).status).toBe(415);
      const after = (await list(seller.token, {}, { perPage: 100 })).body.products.map((p) => p.fbaType);
      expect(after).toEqual(before);
      // Another seller reaches none of these SKUs.
      const other = await createSeller({ onboarded: true });
      const foreignUpload = await upload(other.token, 't.csv', `SellerSKU,FBA Type\r\n${all[0]!.sellerSku},standard`);
      expect(foreignUpload.body.stats).toMatchObject({ valid: 0, invalid: 1 });
    },
    HOSTILE_FILES_TIMEOUT_MS,
  );

  it('judges a SKU upload for shipping in loose and case pack: every row error, products for the valid rows', async () => {
    const [a, b, c] = [all[20]!, all[21]!, all[22]!];
    const shipUpload = (name: string, data: Buffer | string, mode: 'loose' | 'case') =>
      api('POST', `/products/upload-ship-skus?mode=${mode}&filename=${encodeURIComponent(name)}`, {
        token: seller.token,
        rawBody: data,
        headers: { 'content-type': 'application/octet-stream' },
        response: shipSkuUploadResponseSchema,
      });
    const loose = await shipUpload(
      'ship.csv',
      [
        'SellerSKU,Quantity',
        `${a.sellerSku},24`,
        `" ${b.sellerSku.toLowerCase()} ","1,200"`,
        'NOT-A-SKU,5',
        `${c.sellerSku},0`,
        `${a.sellerSku},3`,
      ].join('\r\n'),
      'loose',
    );
    expect(loose.status, JSON.stringify(loose.body)).toBe(200);
    expect(loose.body.stats).toEqual({ total: 5, valid: 2, invalid: 3 });
    expect(loose.body.items.map((i) => [i.row, i.product._id, i.quantity, i.boxCount])).toEqual([
      [2, a._id, 24, null],
      [3, b._id, 1200, null],
    ]);
    expect(loose.body.items[0]!.product).toMatchObject({
      sellerSku: a.sellerSku,
      asin: a.asin,
      packagingRules: expect.any(Array),
    });
    expect(loose.body.errors.map((e) => [e.row, e.reason])).toEqual([
      [4, importMessages.skuNotFound],
      [5, importMessages.quantityInvalid],
      [6, importMessages.skuAlreadyExists],
    ]);

    const workbook = buildXlsx({
      sheets: [
        {
          name: 'First',
          rows: [
            ['SellerSKU', 'No. of Boxes', 'In a Box'],
            [a.sellerSku, '2', '12'],
            [b.sellerSku, '', '12'],
          ],
        },
        {
          name: 'Second',
          rows: [
            ['SellerSKU', 'No. of Boxes', 'In a Box'],
            [c.sellerSku, '1', '151'],
            [b.sellerSku.toUpperCase(), '3', '150'],
          ],
        },
      ],
    });
    const cases = await shipUpload('ship.xlsx', workbook, 'case');
    expect(cases.body.stats).toEqual({ total: 4, valid: 2, invalid: 2 });
    expect(cases.body.items.map((i) => [i.sheet, i.row, i.product.sellerSku, i.boxCount, i.quantity])).toEqual([
      ['First', 2, a.sellerSku, 2, 12],
      ['Second', 3, b.sellerSku, 3, 150],
    ]);
    expect(cases.body.errors.map((e) => [e.sheet, e.row, e.reason])).toEqual([
      ['First', 3, importMessages.boxCountInvalid],
      ['Second', 2, importMessages.inABoxLimit],
    ]);

    const pasted = await api('POST', '/products/paste-ship-skus', {
      token: seller.token,
      body: { mode: 'case', text: `${a.sellerSku} 2 12\n${b.sellerSku}\t4\t6\n\n${c.sellerSku},1` },
      response: shipSkuUploadResponseSchema,
    });
    expect(pasted.body.stats).toEqual({ total: 3, valid: 2, invalid: 1 });
    expect(pasted.body.errors).toEqual([{ row: 4, sku: c.sellerSku, reason: importMessages.inABoxInvalid }]);

    for (const [name, data] of [
      ['empty.csv', ''],
      ['header.csv', 'SellerSKU,Quantity\r\n'],
    ] as const) {
      expect(await shipUpload(name, data, 'loose')).toEqual({
        status: 400,
        body: { message: importMessages.emptyFile, code: 'VALIDATION' },
      });
    }
    expect(
      (
        await api('POST', '/products/paste-ship-skus', {
          token: seller.token,
          body: { mode: 'loose', text: '  \n ' },
        })
      ).body.message,
    ).toBe(importMessages.emptyFile);
    expect((await shipUpload('x.csv', 'a,1', 'pallet' as 'case')).status).toBe(400);

    // The other pack mode's template is named, instead of failing every row.
    const caseFile = ['SellerSKU, No. of Boxes, In a Box', `${a.sellerSku},2,12`, `${b.sellerSku},1,6`].join('\r\n');
    expect(await shipUpload('case.csv', caseFile, 'loose')).toEqual({
      status: 400,
      body: { message: importMessages.otherModeTemplate('case', 'loose'), code: 'VALIDATION' },
    });
    expect(importMessages.otherModeTemplate('case', 'loose')).toBe(
      'This file has the Case Pack columns (SellerSKU, No. of Boxes, In a Box), but the upload reads Loose Pack (SellerSKU, Quantity). Switch to Case Pack, or upload a Loose Pack file.',
    );
    // Uplaod_Bulk_Data.csv's case-pack columns would otherwise pass units per box as units.
    expect(
      (
        (await shipUpload('bulk.csv', `SellerSKU,No. of Boxes,Quantity\r\n${a.sellerSku},2,12`, 'loose')).body as {
          message?: string;
        }
      ).message,
    ).toBe(importMessages.otherModeTemplate('case', 'loose'));
    expect((await shipUpload('loose.csv', `SellerSKU,Quantity\r\n${a.sellerSku},24`, 'case')).body).toEqual({
      message: importMessages.otherModeTemplate('loose', 'case'),
      code: 'VALIDATION',
    });
    const pastedLoose = await api('POST', '/products/paste-ship-skus', {
      token: seller.token,
      body: { mode: 'case', text: `SellerSKU Quantity\n${a.sellerSku} 24` },
    });
    expect(pastedLoose.status).toBe(400);
    expect(pastedLoose.body.message).toBe(importMessages.otherModeTemplate('loose', 'case'));
    // Each mode's own template, and files without a header row, are read as before.
    expect((await shipUpload('case.csv', caseFile, 'case')).body.stats).toEqual({ total: 2, valid: 2, invalid: 0 });
    // Another seller finds none of these SKUs.
    const other = await createSeller({ onboarded: true });
    expect(
      (
        await api('POST', '/products/paste-ship-skus', {
          token: other.token,
          body: { text: `${a.sellerSku},3` },
          response: shipSkuUploadResponseSchema,
        })
      ).body.items,
    ).toEqual([]);
  });

  it('looks up products by ASIN or SKU, and by a list of SKUs, in the seller’s own store only', async () => {
    const target = all[7]!;
    const byAsin = await api('GET', `/fullfilment/get-sku-list-for-asin/${target.asin.toLowerCase()}?key=asin`, {
      token: seller.token,
      response: productListResponseSchema,
    });
    expect(byAsin.status).toBe(200);
    expect(byAsin.body.productList.map((p) => p.asin)).toContain(target.asin);
    expect(byAsin.body.productList.every((p) => p.asin === target.asin)).toBe(true);
    const bySku = await api(
      'GET',
      `/fullfilment/get-sku-list-for-asin/${encodeURIComponent(target.sellerSku.toUpperCase())}?key=sku`,
      { token: seller.token, response: productListResponseSchema },
    );
    expect(bySku.body.productList.map((p) => p._id)).toEqual([target._id]);
    const partial = await api(
      'GET',
      `/fullfilment/get-sku-list-for-asin/${encodeURIComponent(target.sellerSku.slice(0, -1))}?key=sku`,
      { token: seller.token, response: productListResponseSchema },
    );
    expect(partial.body.productList.map((p) => p._id)).not.toContain(target._id);

    const listed = await api('POST', '/products/get-products-by-skus', {
      token: seller.token,
      body: { sellerSkus: [` ${all[1]!.sellerSku.toLowerCase()}`, all[2]!.sellerSku, 'NOPE'] },
      response: productListResponseSchema,
    });
    expect(listed.body.productList.map((p) => p._id).sort()).toEqual([all[1]!._id, all[2]!._id].sort());

    const other = await createSeller({ onboarded: true });
    expect(
      (
        await api('GET', `/fullfilment/get-sku-list-for-asin/${target.asin}?key=asin`, {
          token: other.token,
          response: productListResponseSchema,
        })
      ).body,
    ).toEqual({ productList: [] });
    expect(
      (
        await api('POST', '/products/get-products-by-skus', {
          token: other.token,
          body: { sellerSkus: [target.sellerSku] },
          response: productListResponseSchema,
        })
      ).body,
    ).toEqual({ productList: [] });
    expect(
      (
        await api('GET', `/fullfilment/get-sku-list-for-asin/${target.asin}?key=title`, {
          token: seller.token,
          response: productListResponseSchema,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api('POST', '/products/get-products-by-skus', {
          token: seller.token,
          body: { sellerSkus: [] },
          response: productListResponseSchema,
        })
      ).status,
    ).toBe(400);
  });

  it('sets one FBA type for many products at once, all or nothing, for the seller and workers only', async () => {
    const targets = [all[30]!, all[31]!, all[32]!];
    const ids = targets.map((p) => p._id);
    const bulk = (token: string, selectedIds: string[], fbaType = 'ERRORED') =>
      api('PUT', '/products/bulk-update-details', {
        token,
        body: { bulkData: { action: 'updateFbaType', selectedIds, fbaType } },
        response: bulkUpdateResponseSchema,
      });
    const done = await bulk(seller.token, ids);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe('Updated Successfully');
    expect(done.body.updatedProducts.map((p) => [p._id, p.fbaType]).sort()).toEqual(
      ids.map((id) => [id, 'ERRORED']).sort(),
    );

    const typesOf = async () => {
      const found = (await list(seller.token, {}, { perPage: 100 })).body.products;
      return targets.map((t) => found.find((f) => f._id === t._id)!.fbaType);
    };
    // One unknown id, or another seller's product: nothing changes.
    const other = await createSeller({ onboarded: true });
    expect((await bulk(seller.token, [...ids, '00000000-0000-4000-8000-000000000000'], 'STANDARD')).status).toBe(404);
    expect((await bulk(other.token, ids, 'STANDARD')).status).toBe(404);
    expect(await typesOf()).toEqual(['ERRORED', 'ERRORED', 'ERRORED']);

    const worker = await addWorker(seller.token);
    expect((await bulk(worker.token, ids, 'OVERSIZED')).status).toBe(200);
    expect(await typesOf()).toEqual(['OVERSIZED', 'OVERSIZED', 'OVERSIZED']);
    for (const body of [
      {},
      { bulkData: { action: 'updateFbaType', selectedIds: [], fbaType: 'STANDARD' } },
      { bulkData: { action: 'updateFbaType', selectedIds: ids, fbaType: 'TINY' } },
      { bulkData: { action: 'delete', selectedIds: ids, fbaType: 'STANDARD' } },
      { bulkData: { action: 'updateFbaType', selectedIds: ['x'], fbaType: 'STANDARD' } },
    ]) {
      const res = await api('PUT', '/products/bulk-update-details', {
        token: seller.token,
        body,
        response: bulkUpdateResponseSchema,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect(
      (
        await api('PUT', '/products/bulk-update-details', {
          body: { bulkData: { action: 'updateFbaType', selectedIds: ids, fbaType: 'STANDARD' } },
          response: bulkUpdateResponseSchema,
        })
      ).status,
    ).toBe(401);
  });

  it('keeps other sellers out and lets the seller’s workers work', async () => {
    const other = await createSeller({ onboarded: true });
    expect((await list(other.token)).body).toEqual({ products: [], total: 0 });
    const target = all[0]!;
    const foreign = await api('PUT', `/products/${target._id}`, {
      token: other.token,
      body: { expirable: false },
      response: updateProductResponseSchema,
    });
    expect(foreign.status).toBe(404);

    const worker = await addWorker(seller.token);
    expect((await list(worker.token)).body.total).toBe(all.length);
    expect(
      (
        await api('PUT', `/products/${target._id}`, {
          token: worker.token,
          body: { fbaType: 'STANDARD' },
          response: updateProductResponseSchema,
        })
      ).status,
    ).toBe(200);
    expect(
      (await api('POST', '/products/get-products', { body: {}, response: getProductsResponseSchema })).status,
    ).toBe(401);
  });

  it('refuses bad input with a message', async () => {
    const id = all[0]!._id;
    for (const body of [
      { filter: { status: 'Gone' } },
      { filter: { type: 'TINY' } },
      { pagination: { perPage: 1000 } },
      { pagination: { pageNum: 0 } },
      [1],
    ]) {
      const res = await api('POST', '/products/get-products', {
        token: seller.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    for (const body of [
      {},
      { weight: { value: 3, unit: 'grams' } },
      { fbaType: 'MEDIUM' },
      { expirable: 'yes' },
      { expirable: true, fbaType: 'STANDARD' },
    ]) {
      expect(
        (await api('PUT', `/products/${id}`, { token: seller.token, body, response: updateProductResponseSchema }))
          .status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(
      (
        await api('PUT', '/products/not-a-uuid', {
          token: seller.token,
          body: { expirable: true },
          response: updateProductResponseSchema,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api('PUT', '/products/00000000-0000-4000-8000-000000000000', {
          token: seller.token,
          body: { expirable: true },
          response: updateProductResponseSchema,
        })
      ).status,
    ).toBe(404);
  });
});
