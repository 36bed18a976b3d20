import { beforeAll, describe, expect, it } from 'vitest';
import {
  addWorker,
  api,
  completeOnboarding,
  createSeller,
  PASSWORD,
  signInOperator,
  uniqueEmail,
} from './test-support/client.js';
import {
  addWorkerResponseSchema,
  adminUsersResponseSchema,
  boxCategoryListResponseSchema,
  boxCategoryResponseSchema,
  carriersResponseSchema,
  currentUserSchema,
  labelSettingsResponseSchema,
  productLabelResponseSchema,
  profileSchema,
  saveShipToFcResponseSchema,
  shipToWarehousesResponseSchema,
  shippingDetailsResponseSchema,
  subscriptionResponseSchema,
  warehouseListResponseSchema,
  warehouseResponseSchema,
  workersResponseSchema,
} from '@stowline/domain';

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
    b = await createSeller({ name: 'Seller B', onboarded: true });
    await completeOnboarding(a.email);
    aWorker = await addWorker(a.token);
    bWorker = await addWorker(b.token);
  });

  it("seller B cannot list, find or delete seller A's workers", async () => {
    const list = await api('GET', `/users/get-workers/15/1?search=${aWorker.email}`, {
      token: b.token,
      response: workersResponseSchema,
    });
    expect(list.body).toEqual({ workers: [], totalWorkers: 0 });
    const all = await api('GET', '/users/get-workers/100/1', { token: b.token, response: workersResponseSchema });
    expect(all.body.workers.map((w) => w.email)).toEqual([bWorker.email]);
    const del = await api('DELETE', `/users/worker/${aWorker.id}/delete`, { token: b.token });
    expect(del.status).toBe(404);
    expect(
      (await api('GET', '/onboarding/get-current-user', { token: aWorker.token, response: currentUserSchema })).status,
    ).toBe(200);
  });

  it("seller B cannot delete seller A's own user through the worker route", async () => {
    expect((await api('DELETE', `/users/worker/${a.id}/delete`, { token: b.token })).status).toBe(404);
    expect((await api('DELETE', `/users/worker/${a.id}/delete`, { token: a.token })).status).toBe(404);
  });

  it("each seller's current user and profile are their own", async () => {
    const meA = (await api('GET', '/onboarding/get-current-user', { token: a.token, response: currentUserSchema }))
      .body;
    const meB = (await api('GET', '/onboarding/get-current-user', { token: b.token, response: currentUserSchema }))
      .body;
    const workerB = (
      await api('GET', '/onboarding/get-current-user', { token: bWorker.token, response: currentUserSchema })
    ).body;
    expect(meB.email).toBe(b.email);
    expect(workerB.email).toBe(bWorker.email);
    const storesOfA = meA.stores.map((s) => s._id);
    for (const view of [meB, workerB]) {
      expect(view.stores).toHaveLength(1);
      expect(storesOfA).not.toContain(view.stores[0]!._id);
    }
    await api('POST', '/users/update-info', { token: b.token, body: { phone: '999', address: 'B street' } });
    const profileA = await api('GET', '/users/get-profile', { token: a.token, response: profileSchema });
    expect(profileA.body).toMatchObject({ email: a.email, phone: '', address: '' });
  });

  it('a worker has fewer rights than its seller: no workers list, no adding, no deleting', async () => {
    expect(
      (await api('GET', '/users/get-workers/15/1', { token: aWorker.token, response: workersResponseSchema })).status,
    ).toBe(403);
    const add = await api('POST', '/users/add-worker', {
      token: aWorker.token,
      body: { userName: 'X', email: uniqueEmail(), password: PASSWORD },
      response: addWorkerResponseSchema,
    });
    expect(add.status).toBe(403);
    expect((await api('DELETE', `/users/worker/${aWorker.id}/delete`, { token: aWorker.token })).status).toBe(403);
  });

  it('only the operator reaches Admin Users', async () => {
    for (const token of [a.token, b.token, aWorker.token]) {
      expect((await api('GET', '/users/admin/15/1', { token, response: adminUsersResponseSchema })).status).toBe(403);
      const approve = await api('POST', '/users/updated-approval-status', {
        token,
        body: { _id: b.id, approvalStatus: 'approved', amountToUse: 1 },
      });
      expect(approve).toEqual({
        status: 403,
        body: { message: 'Not authorized to perform this action', code: 'FORBIDDEN' },
      });
    }
    expect((await api('GET', '/users/admin/15/1', { response: adminUsersResponseSchema })).status).toBe(401);
    expect(
      (await api('GET', '/users/admin/15/1', { token: await signInOperator(), response: adminUsersResponseSchema }))
        .status,
    ).toBe(200);
  });

  it('the operator is not a seller: no workers of its own, no billing', async () => {
    const op = await signInOperator();
    expect((await api('GET', '/users/get-workers/15/1', { token: op, response: workersResponseSchema })).status).toBe(
      403,
    );
    expect(
      (await api('GET', '/payment/subscription', { token: op, response: subscriptionResponseSchema })).status,
    ).toBe(403);
  });

  describe('settings', () => {
    const dimensions = { length: 12, width: 10, height: 8, weight: 1, weightUnit: 'pounds' };
    const warehouse = {
      name: 'A dock',
      addressline1: '1 Dock Road',
      city: 'Austin',
      stateOrProvinceCode: 'TX',
      postalCode: '78701',
      countryCode: 'US',
      companyContact: { name: 'Dana', phone: '5125550100', email: 'dana@example.com' },
    };
    const fedex = {
      clientId: 'client-id-of-seller-a',
      secretKey: 'secret-key-of-seller-a',
      accountNumber: '740561073',
    };

    it("seller B and B's worker neither read nor change seller A's shipping defaults and label settings", async () => {
      const shipping = {
        isPartnered: 'false',
        shipmentType: 'LTL',
        carrier: 'OTHER',
        contentPreference: 'FEED',
        defaultExp: 9,
      };
      const labels = {
        shipmentLabel: 'PackageLabel_Thermal',
        boxContentLabel: '4x6',
        productLabel: '30up_letter',
        palletLabel: 'PackageLabel_A4_2',
      };
      await api('POST', '/setting/default-shipping-details', { token: a.token, body: shipping });
      await api('POST', '/setting/update-label-setting', { token: a.token, body: labels });
      for (const token of [b.token, bWorker.token]) {
        expect(
          (await api('GET', '/setting/get-shipping-details', { token, response: shippingDetailsResponseSchema })).body
            .shippingDetails.defaultExp,
        ).toBeNull();
        expect(
          (await api('GET', '/setting/get-label-setting', { token, response: labelSettingsResponseSchema })).body
            .productLabel,
        ).toBe('1.25x2.25');
        expect(
          (await api('GET', '/setting/get-product-label', { token, response: productLabelResponseSchema })).body
            .productLabel,
        ).toBe('1.25x2.25');
      }
      await api('POST', '/setting/default-shipping-details', { token: b.token, body: { ...shipping, defaultExp: 2 } });
      await api('POST', '/setting/update-label-setting', {
        token: bWorker.token,
        body: { ...labels, productLabel: '1.25x2.25' },
      });
      expect(
        (
          await api('GET', '/setting/get-shipping-details', {
            token: aWorker.token,
            response: shippingDetailsResponseSchema,
          })
        ).body.shippingDetails.defaultExp,
      ).toBe(9);
      expect(
        (await api('GET', '/setting/get-label-setting', { token: a.token, response: labelSettingsResponseSchema }))
          .body,
      ).toEqual(labels);
    });

    it("seller B and B's worker neither list, update nor delete seller A's box categories", async () => {
      const made = await api('POST', '/setting/create-box-category', {
        token: a.token,
        body: { name: 'Tenant box', dimensions },
        response: boxCategoryResponseSchema,
      });
      const id = made.body.newBox._id;
      for (const token of [b.token, bWorker.token]) {
        expect(
          (
            await api('GET', '/setting/get-box-category-list', { token, response: boxCategoryListResponseSchema })
          ).body.boxCategories.map((c) => c._id),
        ).not.toContain(id);
        expect(
          (
            await api('PUT', `/setting/box-category/${id}/update-dimensions`, {
              token,
              body: { name: 'Stolen', dimensions },
              response: boxCategoryResponseSchema,
            })
          ).status,
        ).toBe(404);
        expect((await api('DELETE', `/setting/box-category/${id}/delete`, { token })).status).toBe(404);
      }
      expect(
        (
          await api('GET', '/setting/get-box-category-list', {
            token: aWorker.token,
            response: boxCategoryListResponseSchema,
          })
        ).body.boxCategories,
      ).toEqual([made.body.newBox]);
    });

    it("seller B and B's worker neither find, update, make default nor delete seller A's warehouses", async () => {
      const made = await api('POST', '/setting/add-warehouse', {
        token: a.token,
        body: warehouse,
        response: warehouseResponseSchema,
      });
      const id = made.body.warehouse._id;
      for (const token of [b.token, bWorker.token]) {
        const listed = await api('GET', '/setting/get-warehouse-list?search=A%20dock', {
          token,
          response: warehouseListResponseSchema,
        });
        expect(listed.body).toEqual({ warehouses: [], totalWarehouses: 0 });
        for (const updateObj of [{ city: 'Stolen' }, { defaultSelected: true }]) {
          expect(
            (
              await api('PUT', `/setting/warehouse/${id}/update`, {
                token,
                body: { updateObj },
                response: warehouseResponseSchema,
              })
            ).status,
          ).toBe(404);
        }
        expect((await api('DELETE', `/setting/warehouse/${id}/delete`, { token })).status).toBe(404);
      }
      const mine = await api('GET', '/setting/get-warehouse-list?search=A%20dock', {
        token: aWorker.token,
        response: warehouseListResponseSchema,
      });
      expect(mine.body.warehouses).toEqual([made.body.warehouse]);
    });

    it("seller B neither sees nor removes seller A's carrier account; workers cannot change any", async () => {
      await api('PUT', '/setting/add-carrier', { token: a.token, body: fedex });
      expect(
        (await api('GET', '/setting/get-carriers', { token: b.token, response: carriersResponseSchema })).body,
      ).toEqual({ carriers: [] });
      expect(
        (await api('GET', '/setting/get-carriers', { token: bWorker.token, response: carriersResponseSchema })).body,
      ).toEqual({ carriers: [] });
      expect((await api('DELETE', '/setting/delete-carrier/FEDEX', { token: b.token })).status).toBe(404);
      expect((await api('PUT', '/setting/add-carrier', { token: aWorker.token, body: fedex })).status).toBe(403);
      expect((await api('DELETE', '/setting/delete-carrier/FEDEX', { token: aWorker.token })).status).toBe(403);
      expect(
        (await api('GET', '/setting/get-carriers', { token: aWorker.token, response: carriersResponseSchema })).body
          .carriers,
      ).toHaveLength(1);
    });

    it("seller B and B's worker neither see nor change seller A's favourite FCs", async () => {
      await api('PUT', '/createShipment/save-ship-to-fcid', {
        token: a.token,
        body: { fcid: 'AAA1', fbaType: 'OVERSIZED' },
        response: saveShipToFcResponseSchema,
      });
      for (const token of [b.token, bWorker.token]) {
        expect(
          (
            await api('GET', '/createShipment/get-ship-to-warehouses', {
              token,
              response: shipToWarehousesResponseSchema,
            })
          ).body.shipToWarehouses,
        ).toEqual([]);
        for (const action of ['default', 'delete']) {
          const res = await api('PUT', '/createShipment/update-ship-to-warehouse', {
            token,
            body: { destinationFulfillmentId: 'AAA1', fbaType: 'OVERSIZED', action },
          });
          expect(res.status).toBe(404);
        }
      }
      // B saving the same FC makes B's own row; A's stays as it was.
      expect(
        (
          await api('PUT', '/createShipment/save-ship-to-fcid', {
            token: b.token,
            body: { fcid: 'AAA1', fbaType: 'OVERSIZED' },
            response: saveShipToFcResponseSchema,
          })
        ).status,
      ).toBe(200);
      const mine = (
        await api('GET', '/createShipment/get-ship-to-warehouses', {
          token: aWorker.token,
          response: shipToWarehousesResponseSchema,
        })
      ).body.shipToWarehouses;
      expect(mine).toMatchObject([{ fbaType: 'OVERSIZED', destinationFulfillmentId: 'AAA1', selectedDefault: true }]);
    });

    it('the operator has no settings of a seller', async () => {
      const op = await signInOperator();
      for (const path of [
        '/setting/get-shipping-details',
        '/setting/get-label-setting',
        '/setting/get-box-category-list',
        '/setting/get-warehouse-list',
        '/setting/get-carriers',
        '/createShipment/get-ship-to-warehouses',
      ]) {
        expect((await api('GET', path, { token: op })).status).toBe(403);
      }
    });
  });

  it("seller B and B's worker neither read, save nor clear seller A's shipment draft; A's worker shares it", async () => {
    const marketplaceOf = async (token: string) =>
      (await api('GET', '/onboarding/get-current-user', { token, response: currentUserSchema })).body
        .defaultStoreMarketplace!._id;
    const aMarketplace = await marketplaceOf(a.token);
    const item = { productId: '00000000-0000-4000-8000-00000000000a', quantity: 4, boxCount: null, categoryId: null };
    const draft = {
      drawer: { open: true, mode: 'loose', items: [item], selectedIds: [item.productId] },
      selection: { mode: 'loose', items: [] },
    };
    expect(
      (await api('PUT', `/shipment-drafts/${aMarketplace}`, { token: a.token, body: { version: 0, ...draft } })).status,
    ).toBe(200);
    for (const token of [b.token, bWorker.token]) {
      expect((await api('GET', `/shipment-drafts/${aMarketplace}`, { token })).status).toBe(404);
      for (const version of [0, 1]) {
        const put = await api('PUT', `/shipment-drafts/${aMarketplace}`, { token, body: { version, ...draft } });
        expect(put.status).toBe(404);
      }
      expect((await api('DELETE', `/shipment-drafts/${aMarketplace}`, { token })).status).toBe(404);
    }
    // B's own draft is B's: A's marketplace keeps version 1, which A's worker reads and saves on.
    const bMarketplace = await marketplaceOf(b.token);
    expect(
      (await api('PUT', `/shipment-drafts/${bMarketplace}`, { token: b.token, body: { version: 0, ...draft } })).body
        .version,
    ).toBe(1);
    expect((await api('GET', `/shipment-drafts/${aMarketplace}`, { token: aWorker.token })).body).toMatchObject({
      version: 1,
      updatedBy: 'Seller A',
    });
    const saved = await api('PUT', `/shipment-drafts/${aMarketplace}`, {
      token: aWorker.token,
      body: { version: 1, ...draft },
    });
    expect(saved.body.version).toBe(2);
    expect((await api('DELETE', `/shipment-drafts/${aMarketplace}?version=2`, { token: aWorker.token })).status).toBe(
      200,
    );
    expect((await api('GET', `/shipment-drafts/${bMarketplace}`, { token: bWorker.token })).body.version).toBe(1);
    expect((await api('GET', `/shipment-drafts/${aMarketplace}`, { token: await signInOperator() })).status).toBe(403);
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
    ['GET', '/payment/config'],
    ['POST', '/payment/add-payment-card-details'],
    ['POST', '/payment/complete-authentication'],
    ['GET', '/payment/get-payment-cards'],
    ['PUT', '/payment/add-new-payment-card'],
    ['PUT', '/payment/update-payment-card'],
    ['GET', '/payment/subscription'],
    ['POST', '/payment/cancel-subscription'],
    ['POST', '/payment/retry-failed-transaction'],
    ['GET', '/payment/get-invoices'],
    ['GET', '/setting/get-shipping-details'],
    ['POST', '/setting/default-shipping-details'],
    ['GET', '/setting/get-label-setting'],
    ['GET', '/setting/get-product-label'],
    ['POST', '/setting/update-label-setting'],
    ['GET', '/setting/get-box-category-list'],
    ['POST', '/setting/create-box-category'],
    ['PUT', '/setting/box-category/00000000-0000-4000-8000-000000000000/update-dimensions'],
    ['DELETE', '/setting/box-category/00000000-0000-4000-8000-000000000000/delete'],
    ['GET', '/setting/get-warehouse-list'],
    ['POST', '/setting/add-warehouse'],
    ['PUT', '/setting/warehouse/00000000-0000-4000-8000-000000000000/update'],
    ['DELETE', '/setting/warehouse/00000000-0000-4000-8000-000000000000/delete'],
    ['GET', '/setting/get-carriers'],
    ['PUT', '/setting/add-carrier'],
    ['DELETE', '/setting/delete-carrier/FEDEX'],
    ['GET', '/createShipment/get-ship-to-warehouses'],
    ['PUT', '/createShipment/save-ship-to-fcid'],
    ['PUT', '/createShipment/update-ship-to-warehouse'],
    ['GET', '/shipment-drafts/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/shipment-drafts/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/shipment-drafts/00000000-0000-4000-8000-000000000000'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const res = await api(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
    expect(res).toEqual({ status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } });
  });
});
