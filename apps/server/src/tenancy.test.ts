import { beforeAll, describe, expect, it } from 'vitest';
import { addWorker, api, completeOnboarding, createSeller, PASSWORD, signInOperator, uniqueEmail } from './test-support/client.js';

/**
 * Every endpoint, called by someone who must not reach another seller's data: seller B,
 * seller A's worker, or someone without a token. Each row names the caller and what it tries.
 */
describe('tenants never see each other', () => {
  let a: Awaited<ReturnType<typeof createSeller>>;
  let b: Awaited<ReturnType<typeof createSeller>>;
  let aWorker: Awaited<ReturnType<typeof addWorker>>;
  let bWorker: Awaited<ReturnType<typeof addWorker>>;

  beforeAll(async () => {
    a = await createSeller({ name: 'Seller A' });
    b = await createSeller({ name: 'Seller B' });
    await completeOnboarding(a.email);
    aWorker = await addWorker(a.token);
    bWorker = await addWorker(b.token);
  });

  it("seller B cannot list, find or delete seller A's workers", async () => {
    const list = await api('GET', `/users/get-workers/15/1?search=${aWorker.email}`, { token: b.token });
    expect(list.body).toEqual({ workers: [], totalWorkers: 0 });
    const all = await api('GET', '/users/get-workers/100/1', { token: b.token });
    expect(all.body.workers.map((w: any) => w.email)).toEqual([bWorker.email]);
    const del = await api('DELETE', `/users/worker/${aWorker.id}/delete`, { token: b.token });
    expect(del.status).toBe(404);
    expect((await api('GET', '/onboarding/get-current-user', { token: aWorker.token })).status).toBe(200);
  });

  it("seller B cannot delete seller A's own user through the worker route", async () => {
    expect((await api('DELETE', `/users/worker/${a.id}/delete`, { token: b.token })).status).toBe(404);
    expect((await api('DELETE', `/users/worker/${a.id}/delete`, { token: a.token })).status).toBe(404);
  });

  it("each seller's current user and profile are their own", async () => {
    const meB = await api('GET', '/onboarding/get-current-user', { token: b.token });
    expect(meB.body).toMatchObject({ email: b.email, stores: [], storeMarketplaces: [] });
    const workerB = await api('GET', '/onboarding/get-current-user', { token: bWorker.token });
    expect(workerB.body).toMatchObject({ email: bWorker.email, stores: [] });
    await api('POST', '/users/update-info', { token: b.token, body: { phone: '999', address: 'B street' } });
    const profileA = await api('GET', '/users/get-profile', { token: a.token });
    expect(profileA.body).toMatchObject({ email: a.email, phone: '', address: '' });
  });

  it('a worker has fewer rights than its seller: no workers list, no adding, no deleting', async () => {
    expect((await api('GET', '/users/get-workers/15/1', { token: aWorker.token })).status).toBe(403);
    const add = await api('POST', '/users/add-worker', { token: aWorker.token, body: { userName: 'X', email: uniqueEmail(), password: PASSWORD } });
    expect(add.status).toBe(403);
    expect((await api('DELETE', `/users/worker/${aWorker.id}/delete`, { token: aWorker.token })).status).toBe(403);
  });

  it('only the operator reaches Admin Users', async () => {
    for (const token of [a.token, b.token, aWorker.token]) {
      expect((await api('GET', '/users/admin/15/1', { token })).status).toBe(403);
      const approve = await api('POST', '/users/updated-approval-status', { token, body: { _id: b.id, approvalStatus: 'approved', amountToUse: 1 } });
      expect(approve).toEqual({ status: 403, body: { message: 'Not authorized to perform this action', code: 'FORBIDDEN' } });
    }
    expect((await api('GET', '/users/admin/15/1')).status).toBe(401);
    expect((await api('GET', '/users/admin/15/1', { token: await signInOperator() })).status).toBe(200);
  });

  it('the operator is not a seller: no workers of its own', async () => {
    const op = await signInOperator();
    expect((await api('GET', '/users/get-workers/15/1', { token: op })).status).toBe(403);
  });

  it.each([
    ['GET', '/onboarding/get-current-user'],
    ['GET', '/users/get-profile'],
    ['POST', '/users/update-info'],
    ['GET', '/users/get-workers/15/1'],
    ['POST', '/users/add-worker'],
    ['DELETE', '/users/worker/00000000-0000-4000-8000-000000000000/delete'],
    ['GET', '/users/admin/15/1'],
    ['POST', '/users/updated-approval-status'],
    ['POST', '/auth/signout'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const res = await api(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
    expect(res).toEqual({ status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } });
  });
});
