import { describe, expect, it } from 'vitest';
import { settingsMessages as m, warehouseListResponseSchema, warehouseResponseSchema } from '@stowline/domain';
import { addWorker, api, createSeller } from '../../test-support/client.js';

/** One seller for the rows that only read refusals: sign-ups count against the suite's mail limits. */
let shared: ReturnType<typeof createSeller> | undefined;
const sharedSeller = () => (shared ??= createSeller({ onboarded: true }));

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const fields = {
  name: 'Austin dock',
  addressline1: '1 Dock Road',
  addressline2: 'Unit 4',
  city: 'Austin',
  stateOrProvinceCode: 'TX',
  postalCode: '78701',
  countryCode: 'US',
  companyContact: { name: 'Dana', phone: '+1 512 555 0100', email: 'Dana@Example.com' },
};

async function add(token: string, change: object = {}) {
  return api('POST', '/setting/add-warehouse', {
    token,
    body: { ...fields, ...change },
    response: warehouseResponseSchema,
  });
}

async function list(token: string, query = '') {
  return (await api('GET', `/setting/get-warehouse-list${query}`, { token, response: warehouseListResponseSchema }))
    .body;
}

describe('warehouses', () => {
  it('adds a warehouse, the first one as the default, and lists it', async () => {
    const seller = await createSeller({ onboarded: true });
    const res = await add(seller.token);
    expect(res).toEqual({
      status: 201,
      body: {
        message: m.warehouseAdded,
        warehouse: {
          ...fields,
          companyContact: { ...fields.companyContact, email: 'dana@example.com' },
          _id: expect.any(String),
          defaultSelected: true,
          createdAt: expect.any(String),
        },
      },
    });
    const second = await add(seller.token, { name: 'Boston', addressline2: undefined });
    expect(second.body.warehouse).toMatchObject({ defaultSelected: false, addressline2: '' });
    expect(await list(seller.token)).toMatchObject({
      totalWarehouses: 2,
      warehouses: [{ name: 'Austin dock' }, { name: 'Boston' }],
    });
  });

  it('pages 10 at a time and searches name, address, city, postal code and contact', async () => {
    const seller = await createSeller({ onboarded: true });
    for (let i = 1; i <= 12; i += 1)
      await add(seller.token, { name: `Site ${String(i).padStart(2, '0')}`, city: i === 7 ? 'Reno' : 'Austin' });
    const first = await list(seller.token);
    expect(first.totalWarehouses).toBe(12);
    expect(first.warehouses).toHaveLength(10);
    const second = await list(seller.token, '?pageNumber=2&nPerPage=10');
    expect(second.warehouses.map((w) => w.name)).toEqual(['Site 11', 'Site 12']);
    expect((await list(seller.token, '?search=reno')).warehouses.map((w) => w.name)).toEqual(['Site 07']);
    expect((await list(seller.token, '?search=site%2003')).totalWarehouses).toBe(1);
    expect((await list(seller.token, '?search=dana%40example')).totalWarehouses).toBe(12);
    // LIKE wildcards are taken literally.
    expect((await list(seller.token, '?search=%25')).totalWarehouses).toBe(0);
    expect(
      (
        await api('GET', '/setting/get-warehouse-list?pageNumber=0', {
          token: seller.token,
          response: warehouseListResponseSchema,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api('GET', '/setting/get-warehouse-list?nPerPage=abc', {
          token: seller.token,
          response: warehouseListResponseSchema,
        })
      ).status,
    ).toBe(400);
  });

  it('updates fields, moves the default and keeps one default per account', async () => {
    const seller = await createSeller({ onboarded: true });
    const a = (await add(seller.token, { name: 'A' })).body.warehouse;
    const b = (await add(seller.token, { name: 'B' })).body.warehouse;
    const c = (await add(seller.token, { name: 'C', defaultSelected: true })).body.warehouse;
    expect(c.defaultSelected).toBe(true);
    const defaults = async () =>
      (await list(seller.token)).warehouses.filter((w) => w.defaultSelected).map((w) => w.name);
    expect(await defaults()).toEqual(['C']);

    const update = await api('PUT', `/setting/warehouse/${b._id}/update`, {
      token: seller.token,
      body: { updateObj: { city: 'Dallas', postalCode: '75201' } },
      response: warehouseResponseSchema,
    });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({
      message: m.warehouseUpdated,
      warehouse: { city: 'Dallas', postalCode: '75201', name: 'B', defaultSelected: false },
    });

    const makeDefault = await api('PUT', `/setting/warehouse/${a._id}/update`, {
      token: seller.token,
      body: { updateObj: { defaultSelected: true } },
      response: warehouseResponseSchema,
    });
    expect(makeDefault.body.warehouse.defaultSelected).toBe(true);
    expect(await defaults()).toEqual(['A']);

    // Deleting the default passes it to the oldest warehouse left.
    expect(await api('DELETE', `/setting/warehouse/${a._id}/delete`, { token: seller.token })).toEqual({
      status: 200,
      body: { message: m.warehouseDeleted },
    });
    expect(await defaults()).toEqual(['B']);
    expect((await api('DELETE', `/setting/warehouse/${a._id}/delete`, { token: seller.token })).status).toBe(404);
  });

  it('lets concurrent default changes settle on exactly one default', async () => {
    const seller = await createSeller({ onboarded: true });
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C', 'D']) ids.push((await add(seller.token, { name })).body.warehouse._id);
    const results = await Promise.all(
      ids.map((id) =>
        api('PUT', `/setting/warehouse/${id}/update`, {
          token: seller.token,
          body: { updateObj: { defaultSelected: true } },
          response: warehouseResponseSchema,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await list(seller.token)).warehouses.filter((w) => w.defaultSelected)).toHaveLength(1);
  });

  it.each([
    ['no name', { name: '' }, m.allFieldsRequired],
    ['no address line 1', { addressline1: undefined }, m.allFieldsRequired],
    ['no city', { city: '   ' }, m.allFieldsRequired],
    ['an unknown state', { stateOrProvinceCode: 'ZZ' }, m.allFieldsRequired],
    ['another country', { countryCode: 'CA' }, m.allFieldsRequired],
    ['a 4-digit postal code', { postalCode: '1234' }, m.postalCodeLength],
    ['a 21-digit postal code', { postalCode: '1'.repeat(21) }, m.postalCodeLength],
    ['a postal code as a number', { postalCode: 78701 }, m.allFieldsRequired],
    ['no contact', { companyContact: undefined }, m.allFieldsRequired],
    ['a contact as a list', { companyContact: ['Dana'] }, m.allFieldsRequired],
    ['no contact phone', { companyContact: { ...fields.companyContact, phone: '' } }, m.allFieldsRequired],
    ['a malformed e-mail', { companyContact: { ...fields.companyContact, email: 'dana@@example' } }, m.invalidEmail],
  ])('refuses %s with its message', async (_name, change, message) => {
    const seller = await sharedSeller();
    expect(await add(seller.token, change)).toEqual({ status: 400, body: { message, code: 'VALIDATION' } });
  });

  it('refuses bad updates: nothing to update, invalid fields, unknown and malformed ids', async () => {
    const seller = await createSeller({ onboarded: true });
    const id = (await add(seller.token)).body.warehouse._id;
    const put = (path: string, body: unknown) => api('PUT', path, { token: seller.token, body });
    expect(await put(`/setting/warehouse/${id}/update`, { updateObj: {} })).toEqual({
      status: 400,
      body: { message: m.nothingToUpdate, code: 'VALIDATION' },
    });
    expect((await put(`/setting/warehouse/${id}/update`, { updateObj: { postalCode: '12' } })).body.message).toBe(
      m.postalCodeLength,
    );
    expect((await put(`/setting/warehouse/${id}/update`, { updateObj: { defaultSelected: false } })).status).toBe(400);
    expect((await put(`/setting/warehouse/${id}/update`, { city: 'Dallas' })).status).toBe(400);
    expect((await put(`/setting/warehouse/${id}/update`, [])).status).toBe(400);
    expect(await put(`/setting/warehouse/${UNKNOWN_ID}/update`, { updateObj: { city: 'Dallas' } })).toEqual({
      status: 404,
      body: { message: m.warehouseNotFound, code: 'NOT_FOUND' },
    });
    expect((await put('/setting/warehouse/123/update', { updateObj: { city: 'Dallas' } })).status).toBe(400);
    expect((await api('DELETE', '/setting/warehouse/123/delete', { token: seller.token })).status).toBe(400);
    expect((await api('DELETE', `/setting/warehouse/${UNKNOWN_ID}/delete`, { token: seller.token })).status).toBe(404);
  });

  it("a worker reads and changes the seller's warehouses", async () => {
    const seller = await createSeller({ onboarded: true });
    const worker = await addWorker(seller.token);
    const made = await add(worker.token, { name: 'Packer site' });
    expect(made.status).toBe(201);
    expect((await list(seller.token)).warehouses.map((w) => w.name)).toEqual(['Packer site']);
    expect(
      (
        await api('PUT', `/setting/warehouse/${made.body.warehouse._id}/update`, {
          token: worker.token,
          body: { updateObj: { city: 'Reno' } },
          response: warehouseResponseSchema,
        })
      ).status,
    ).toBe(200);
  });
});
