import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MARKETPLACES,
  MAX_DRAFT_ITEMS,
  draftMessages,
  isDataSynced,
  planItemMessages,
  shipmentItemMessages,
  type SaveDraftBody,
  currentUserSchema,
  draftResponseSchema,
  saveDraftResponseSchema,
  getProductsResponseSchema,
  type Product,
} from '@stowline/domain';
import { addWorker, api, completeOnboarding, createSeller } from '../../test-support/client.js';
import { atOnce, serverErrors } from '../../test-support/concurrency.js';
import { connectDemoStore, demoSellerEmail, waitForLogs, waitForUser } from '../../test-support/marketplace.js';

const US = MARKETPLACES[0].marketplaceId;

/** A seller whose small demo store (40 SKUs) is connected and synced in the US. */
async function sellerWithProducts() {
  const seller = await createSeller({ name: 'Draft Seller' });
  const { store } = await connectDemoStore(seller.token, { sellerEmail: demoSellerEmail('small') });
  const saved = await api('POST', '/onboarding/save-store-marketplaces', {
    token: seller.token,
    body: { storeId: store._id, storeMarketplaces: [US], newStore: true, action: 'newstore' },
  });
  expect(saved.status).toBe(200);
  await waitForUser(seller.token, isDataSynced);
  await waitForLogs(seller.token, (logs) => logs.length === 5 && logs.every((l) => l.state === 'COMPLETED'));
  await completeOnboarding(seller.email);
  return seller;
}

const marketplaceOf = async (token: string): Promise<string> =>
  (await api('GET', '/onboarding/get-current-user', { token, response: currentUserSchema })).body
    .defaultStoreMarketplace!._id;

const getDraft = (token: string, id: string) =>
  api('GET', `/shipment-drafts/${id}`, { token, response: draftResponseSchema });
const putDraft = (token: string, id: string, body: unknown) =>
  api('PUT', `/shipment-drafts/${id}`, { token, body, response: saveDraftResponseSchema });

const item = (productId: string, quantity: number | null = null, boxCount: number | null = null) => ({
  productId,
  quantity,
  boxCount,
  categoryId: null,
});

function draftBody(productIds: string[], overrides: Partial<SaveDraftBody> = {}): SaveDraftBody {
  const [first, second, third] = productIds;
  return {
    version: 0,
    drawer: { open: true, mode: 'loose', items: [item(first!, 5), item(second!)], selectedIds: [first!] },
    selection: { mode: 'case', items: [item(third!, 12, 3)] },
    ...overrides,
  };
}

describe('shipment drafts', () => {
  let seller: Awaited<ReturnType<typeof sellerWithProducts>>;
  let worker: Awaited<ReturnType<typeof addWorker>>;
  let marketplace: string;
  let products: Product[];

  beforeAll(async () => {
    seller = await sellerWithProducts();
    worker = await addWorker(seller.token);
    marketplace = await marketplaceOf(seller.token);
    products = (
      await api('POST', '/products/get-products', {
        token: seller.token,
        body: { pagination: { perPage: 5 } },
        response: getProductsResponseSchema,
      })
    ).body.products;
  }, 120_000);

  it('answers an empty draft at version 0 until one is saved, then the saved one with today’s products', async () => {
    expect(await getDraft(seller.token, marketplace)).toEqual({
      status: 200,
      body: {
        version: 0,
        updatedAt: null,
        updatedBy: null,
        drawer: { open: false, mode: 'loose', items: [], selectedIds: [] },
        selection: { mode: 'loose', items: [] },
      },
    });
    const ids = products.map((p) => p._id);
    const saved = await putDraft(seller.token, marketplace, draftBody(ids));
    expect(saved).toEqual({ status: 200, body: { version: 1, updatedAt: expect.any(String) } });

    const read = await getDraft(seller.token, marketplace);
    expect(read.body).toEqual({
      version: 1,
      updatedAt: saved.body.updatedAt,
      updatedBy: 'Draft Seller',
      drawer: {
        open: true,
        mode: 'loose',
        items: [
          { product: products[0], quantity: 5, boxCount: null, categoryId: null },
          { product: products[1], quantity: null, boxCount: null, categoryId: null },
        ],
        selectedIds: [ids[0]],
      },
      selection: { mode: 'case', items: [{ product: products[2], quantity: 12, boxCount: 3, categoryId: null }] },
    });
  });

  it('is shared with the seller’s worker, who picks it up and saves the next version', async () => {
    const current = (await getDraft(worker.token, marketplace)).body;
    expect(current.drawer.items.map((i) => i.product._id)).toEqual([products[0]!._id, products[1]!._id]);
    const body = draftBody(
      products.map((p) => p._id),
      { version: current.version },
    );
    body.drawer.items[1]!.quantity = 7;
    const saved = await putDraft(worker.token, marketplace, body);
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(current.version + 1);
    const read = (await getDraft(seller.token, marketplace)).body;
    expect(read.updatedBy).toBe('Packer');
    expect(read.drawer.items[1]!.quantity).toBe(7);
  });

  it('refuses a save or a clear made from an older version with 409, and leaves the draft as it was', async () => {
    const before = (await getDraft(seller.token, marketplace)).body;
    const ids = products.map((p) => p._id);
    for (const version of [0, before.version - 1, before.version + 1]) {
      expect(await putDraft(seller.token, marketplace, draftBody(ids, { version }))).toEqual({
        status: 409,
        body: { message: draftMessages.conflict, code: 'CONFLICT' },
      });
    }
    const staleClear = await api('DELETE', `/shipment-drafts/${marketplace}?version=${before.version - 1}`, {
      token: seller.token,
    });
    expect(staleClear).toEqual({ status: 409, body: { message: draftMessages.conflict, code: 'CONFLICT' } });
    expect((await getDraft(seller.token, marketplace)).body).toEqual(before);
  });

  it('lets exactly one of 20 saves from the same version through (two tabs: the later is refused)', async () => {
    const { version } = (await getDraft(seller.token, marketplace)).body;
    const ids = products.map((p) => p._id);
    const answers = await atOnce(20, (i) =>
      putDraft(
        seller.token,
        marketplace,
        draftBody(ids, { version, selection: { mode: 'loose', items: [item(ids[4]!, i + 1)] } }),
      ),
    );
    expect(serverErrors(answers)).toEqual([]);
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const read = (await getDraft(seller.token, marketplace)).body;
    expect(read.version).toBe(version + 1);
    expect(read.selection.items[0]!.quantity).toBe(answers.indexOf(won[0]!) + 1);
  });

  it('is cleared by DELETE at its version; a new draft then starts again from version 0', async () => {
    const { version } = (await getDraft(seller.token, marketplace)).body;
    expect(await api('DELETE', `/shipment-drafts/${marketplace}?version=${version}`, { token: worker.token })).toEqual({
      status: 200,
      body: { version: 0 },
    });
    expect((await getDraft(seller.token, marketplace)).body).toMatchObject({
      version: 0,
      drawer: { items: [] },
      selection: { items: [] },
    });
    // Clearing what is already clear is no error.
    expect((await api('DELETE', `/shipment-drafts/${marketplace}?version=3`, { token: seller.token })).status).toBe(
      200,
    );
    const again = await putDraft(seller.token, marketplace, draftBody(products.map((p) => p._id)));
    expect(again.body.version).toBe(1);
  });

  it('keeps the expiry date entered on a drawer card, and refuses one that is no calendar date', async () => {
    const body = draftBody(products.map((p) => p._id));
    body.drawer.items[0] = { ...body.drawer.items[0]!, expiration: '2031-02-28' };
    const { version } = (await getDraft(seller.token, marketplace)).body;
    expect((await putDraft(seller.token, marketplace, { ...body, version })).status).toBe(200);
    const read = (await getDraft(seller.token, marketplace)).body;
    expect(read.drawer.items.map((i) => i.expiration ?? null)).toEqual(['2031-02-28', null]);

    body.drawer.items[0] = { ...body.drawer.items[0]!, expiration: '2031-02-30' };
    const refused = await putDraft(seller.token, marketplace, { ...body, version: read.version });
    expect(refused).toEqual({
      status: 400,
      body: { message: expect.stringContaining(planItemMessages.expiryInvalid), code: 'VALIDATION' },
    });
  });

  it('leaves out products that are not of this store marketplace when read', async () => {
    const stranger = randomUUID();
    const body = draftBody([stranger, products[1]!._id, products[2]!._id]);
    body.drawer.selectedIds = [stranger, products[1]!._id];
    const { version } = (await getDraft(seller.token, marketplace)).body;
    expect((await putDraft(seller.token, marketplace, { ...body, version })).status).toBe(200);
    const read = (await getDraft(seller.token, marketplace)).body;
    expect(read.drawer.items.map((i) => i.product._id)).toEqual([products[1]!._id]);
    expect(read.drawer.selectedIds).toEqual([products[1]!._id]);
  });

  it('answers 404 for a store marketplace that is not the account’s', async () => {
    const other = randomUUID();
    const notFound = { status: 404, body: { message: draftMessages.storeMarketplaceNotFound, code: 'NOT_FOUND' } };
    expect(await getDraft(seller.token, other)).toEqual(notFound);
    expect(await putDraft(seller.token, other, draftBody(products.map((p) => p._id)))).toEqual(notFound);
    expect(await api('DELETE', `/shipment-drafts/${other}`, { token: seller.token })).toEqual(notFound);
  });

  describe('refuses a draft that breaks the rules, and keeps the saved one', () => {
    const ids = () => products.map((p) => p._id as string);
    const many = (count: number) => Array.from({ length: count }, () => item(randomUUID(), 1));
    const cases: [string, () => unknown, string][] = [
      [
        `more than ${MAX_DRAFT_ITEMS} drawer items`,
        () => ({
          ...draftBody(ids()),
          drawer: { open: true, mode: 'loose', items: many(MAX_DRAFT_ITEMS + 1), selectedIds: [] },
        }),
        draftMessages.tooManyItems,
      ],
      [
        `more than ${MAX_DRAFT_ITEMS} selected rows`,
        () => ({ ...draftBody(ids()), selection: { mode: 'loose', items: many(MAX_DRAFT_ITEMS + 1) } }),
        draftMessages.tooManyItems,
      ],
      [
        'a SKU twice',
        () => ({ ...draftBody(ids()), selection: { mode: 'loose', items: [item(ids()[0]!, 1), item(ids()[0]!, 2)] } }),
        draftMessages.repeatedItem,
      ],
      [
        'a ticked card that is not in the drawer',
        () => {
          const body = draftBody(ids());
          body.drawer.selectedIds = [ids()[4]!];
          return body;
        },
        draftMessages.unknownSelected,
      ],
      [
        'over 150 in a box in case pack',
        () => ({ ...draftBody(ids()), selection: { mode: 'case', items: [item(ids()[0]!, 151, 1)] } }),
        shipmentItemMessages.quantityInvalid,
      ],
      [
        'a quantity of 0',
        () => ({ ...draftBody(ids()), selection: { mode: 'loose', items: [item(ids()[0]!, 0)] } }),
        shipmentItemMessages.quantityInvalid,
      ],
      [
        'a fractional box count',
        () => ({ ...draftBody(ids()), selection: { mode: 'case', items: [item(ids()[0]!, 10, 1.5)] } }),
        shipmentItemMessages.quantityInvalid,
      ],
      [
        'a quantity past a 32-bit count',
        () => ({ ...draftBody(ids()), selection: { mode: 'loose', items: [item(ids()[0]!, 2 ** 31)] } }),
        shipmentItemMessages.quantityInvalid,
      ],
      ['a negative version', () => ({ ...draftBody(ids()), version: -1 }), draftMessages.versionInvalid],
      [
        'a product id that is no id',
        () => ({ ...draftBody(ids()), selection: { mode: 'loose', items: [item('abc', 1)] } }),
        'Product not found',
      ],
    ];

    it.each(cases)('%s', async (_name, body, message) => {
      const before = (await getDraft(seller.token, marketplace)).body;
      const answer = await putDraft(seller.token, marketplace, body());
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: expect.stringContaining(message), code: 'VALIDATION' });
      expect((await getDraft(seller.token, marketplace)).body).toEqual(before);
    });

    it('a path that is no store marketplace id, and a version that is no number', async () => {
      expect((await getDraft(seller.token, 'not-an-id')).body).toEqual({
        message: draftMessages.storeMarketplaceNotFound,
        code: 'VALIDATION',
      });
      expect(
        (await api('DELETE', `/shipment-drafts/${marketplace}?version=last`, { token: seller.token })).body,
      ).toEqual({ message: draftMessages.versionInvalid, code: 'VALIDATION' });
    });
  });

  it('takes a full draft of 2,000 drawer items and 2,000 selected rows', async () => {
    const { version } = (await getDraft(seller.token, marketplace)).body;
    const drawerItems = Array.from({ length: MAX_DRAFT_ITEMS }, () => item(randomUUID(), 150, 2147483647));
    const body = {
      version,
      drawer: { open: true, mode: 'case', items: drawerItems, selectedIds: drawerItems.map((i) => i.productId) },
      selection: {
        mode: 'loose',
        items: Array.from({ length: MAX_DRAFT_ITEMS }, () => item(randomUUID(), 2147483647)),
      },
    };
    expect((await putDraft(seller.token, marketplace, body)).status).toBe(200);
  });
});
