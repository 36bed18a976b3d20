import { describe, expect, it } from 'vitest';
import { settingsMessages as m, boxCategoryListResponseSchema, boxCategoryResponseSchema } from '@stowline/domain';
import { addWorker, api, createSeller } from '../../test-support/client.js';

/** One seller for the rows that only read refusals: sign-ups count against the suite's mail limits. */
let shared: ReturnType<typeof createSeller> | undefined;
const sharedSeller = () => (shared ??= createSeller({ onboarded: true }));

const dimensions = { length: 12, width: 10, height: 8, weight: 1.25, weightUnit: 'pounds' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function create(token: string, name: string, dims: object = dimensions) {
  return api('POST', '/setting/create-box-category', {
    token,
    body: { name, dimensions: dims },
    response: boxCategoryResponseSchema,
  });
}

describe('box categories', () => {
  it('creates, lists by name, updates and deletes a category', async () => {
    const seller = await createSeller({ onboarded: true });
    const made = await create(seller.token, 'Medium');
    expect(made).toEqual({
      status: 201,
      body: { message: m.boxCategoryAdded, newBox: { _id: expect.any(String), name: 'Medium', dimensions } },
    });
    await create(seller.token, '  aa small  ', { ...dimensions, weightUnit: 'ounces', weight: 4 });
    let list = (
      await api('GET', '/setting/get-box-category-list', {
        token: seller.token,
        response: boxCategoryListResponseSchema,
      })
    ).body.boxCategories;
    expect(list.map((b) => b.name)).toEqual(['aa small', 'Medium']);

    const id = made.body.newBox._id;
    const changed = { length: 20, width: 15.5, height: 10, weight: 2, weightUnit: 'ounces' };
    const update = await api('PUT', `/setting/box-category/${id}/update-dimensions`, {
      token: seller.token,
      body: { name: 'Large', dimensions: changed },
      response: boxCategoryResponseSchema,
    });
    expect(update).toEqual({
      status: 200,
      body: { message: m.boxCategoryUpdated, newBox: { _id: id, name: 'Large', dimensions: changed } },
    });

    const del = await api('DELETE', `/setting/box-category/${id}/delete`, { token: seller.token });
    expect(del).toEqual({ status: 200, body: { message: m.boxCategoryDeleted } });
    list = (
      await api('GET', '/setting/get-box-category-list', {
        token: seller.token,
        response: boxCategoryListResponseSchema,
      })
    ).body.boxCategories;
    expect(list.map((b) => b.name)).toEqual(['aa small']);
    expect((await api('DELETE', `/setting/box-category/${id}/delete`, { token: seller.token })).status).toBe(404);
  });

  it('keeps names unique within the account, case aside, on create and on rename', async () => {
    const seller = await createSeller({ onboarded: true });
    await create(seller.token, 'Medium');
    const other = await create(seller.token, 'Small');
    expect(await create(seller.token, 'MEDIUM')).toEqual({
      status: 409,
      body: { message: m.boxCategoryNameTaken, code: 'CONFLICT' },
    });
    const rename = await api('PUT', `/setting/box-category/${other.body.newBox._id}/update-dimensions`, {
      token: seller.token,
      body: { name: 'medium', dimensions },
      response: boxCategoryResponseSchema,
    });
    expect(rename).toEqual({ status: 409, body: { message: m.boxCategoryNameTaken, code: 'CONFLICT' } });
    // Another seller may use the same name.
    const b = await createSeller({ onboarded: true });
    expect((await create(b.token, 'Medium')).status).toBe(201);
  });

  it.each([
    ['a 51-character name', { name: 'x'.repeat(51), dimensions }, m.boxNameTooLong],
    ['an empty name', { name: '', dimensions }, m.boxFieldsInvalid],
    ['no name', { dimensions }, m.boxFieldsInvalid],
    ['a name as a number', { name: 5, dimensions }, m.boxFieldsInvalid],
    ['weight unit none', { name: 'A', dimensions: { ...dimensions, weightUnit: 'none' } }, m.selectWeightUnit],
    ['a length of 0', { name: 'A', dimensions: { ...dimensions, length: 0 } }, m.boxFieldsInvalid],
    ['a negative weight', { name: 'A', dimensions: { ...dimensions, weight: -2 } }, m.boxFieldsInvalid],
    ['a height as text', { name: 'A', dimensions: { ...dimensions, height: '8' } }, m.boxFieldsInvalid],
    ['a width as a list', { name: 'A', dimensions: { ...dimensions, width: [10] } }, m.boxFieldsInvalid],
    ['no dimensions', { name: 'A' }, m.boxFieldsInvalid],
    ['null dimensions', { name: 'A', dimensions: null }, m.boxFieldsInvalid],
  ])('refuses %s on create and update with its message', async (_name, body, message) => {
    const seller = await sharedSeller();
    expect(
      await api('POST', '/setting/create-box-category', {
        token: seller.token,
        body,
        response: boxCategoryResponseSchema,
      }),
    ).toEqual({
      status: 400,
      body: { message, code: 'VALIDATION' },
    });
    const id = (await create(seller.token, `Existing ${_name}`)).body.newBox._id;
    expect(
      await api('PUT', `/setting/box-category/${id}/update-dimensions`, {
        token: seller.token,
        body,
        response: boxCategoryResponseSchema,
      }),
    ).toEqual({
      status: 400,
      body: { message, code: 'VALIDATION' },
    });
  });

  it('refuses an array body, answers 404 for unknown ids and 400 for malformed ones', async () => {
    const seller = await createSeller({ onboarded: true });
    expect(
      (
        await api('POST', '/setting/create-box-category', {
          token: seller.token,
          body: [],
          response: boxCategoryResponseSchema,
        })
      ).status,
    ).toBe(400);
    const body = { name: 'A', dimensions };
    expect(
      await api('PUT', `/setting/box-category/${UNKNOWN_ID}/update-dimensions`, {
        token: seller.token,
        body,
        response: boxCategoryResponseSchema,
      }),
    ).toEqual({
      status: 404,
      body: { message: m.boxCategoryNotFound, code: 'NOT_FOUND' },
    });
    expect((await api('DELETE', `/setting/box-category/${UNKNOWN_ID}/delete`, { token: seller.token })).status).toBe(
      404,
    );
    expect(
      (
        await api('PUT', '/setting/box-category/not-a-uuid/update-dimensions', {
          token: seller.token,
          body,
          response: boxCategoryResponseSchema,
        })
      ).status,
    ).toBe(400);
    expect((await api('DELETE', `/setting/box-category/1'%20or%201=1/delete`, { token: seller.token })).status).toBe(
      400,
    );
  });

  it("a worker reads and changes the seller's categories", async () => {
    const seller = await createSeller({ onboarded: true });
    const worker = await addWorker(seller.token);
    const made = await create(worker.token, 'Packer box');
    expect(made.status).toBe(201);
    expect(
      (
        await api('GET', '/setting/get-box-category-list', {
          token: seller.token,
          response: boxCategoryListResponseSchema,
        })
      ).body.boxCategories,
    ).toHaveLength(1);
    expect(
      (await api('DELETE', `/setting/box-category/${made.body.newBox._id}/delete`, { token: worker.token })).status,
    ).toBe(200);
  });
});
