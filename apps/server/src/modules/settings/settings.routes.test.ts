import { describe, expect, it } from 'vitest';
import {
  settingsMessages as m,
  labelSettingsResponseSchema,
  productLabelResponseSchema,
  shippingDetailsResponseSchema,
} from '@stowline/domain';
import { addWorker, api, createSeller } from '../../test-support/client.js';

/** One seller for the rows that only read refusals: sign-ups count against the suite's mail limits. */
let shared: ReturnType<typeof createSeller> | undefined;
const sharedSeller = () => (shared ??= createSeller({ onboarded: true }));

const shipping = {
  action: 'update',
  isPartnered: 'false',
  shipmentType: 'LTL',
  carrier: 'FEDERAL_EXPRESS_CORP',
  contentPreference: 'FEED',
  defaultExp: 18,
};
const labels = {
  shipmentLabel: 'PackageLabel_Thermal',
  boxContentLabel: '4x6',
  productLabel: '30up_letter',
  palletLabel: 'PackageLabel_A4_2',
};

describe('Default Inbound Shipments Setting', () => {
  it("starts at the spec's defaults and keeps what the seller saves", async () => {
    const seller = await createSeller({ onboarded: true });
    const before = await api('GET', '/setting/get-shipping-details', {
      token: seller.token,
      response: shippingDetailsResponseSchema,
    });
    expect(before).toEqual({
      status: 200,
      body: {
        shippingDetails: {
          carrier: 'UNITED_PARCEL_SERVICE_INC',
          shipmentType: 'SP',
          isPartnered: 'true',
          contentPreference: 'NONE',
          defaultExp: null,
        },
      },
    });
    const save = await api('POST', '/setting/default-shipping-details', { token: seller.token, body: shipping });
    expect(save).toEqual({ status: 200, body: { message: m.shippingDetailsUpdated } });
    const after = await api('GET', '/setting/get-shipping-details', {
      token: seller.token,
      response: shippingDetailsResponseSchema,
    });
    expect(after.body.shippingDetails).toEqual({
      carrier: 'FEDERAL_EXPRESS_CORP',
      shipmentType: 'LTL',
      isPartnered: 'false',
      contentPreference: 'FEED',
      defaultExp: 18,
    });
  });

  it.each([
    ['an expiry of 0 months', { defaultExp: 0 }, m.defaultExpiryPositive],
    ['an expiry as text', { defaultExp: '12' }, m.defaultExpiryPositive],
    ['no expiry', { defaultExp: undefined }, m.defaultExpiryPositive],
    ['an expiry as a list', { defaultExp: [12] }, m.defaultExpiryPositive],
    ['FedEx while partnered', { isPartnered: 'true', carrier: 'FEDERAL_EXPRESS_CORP' }, m.carrierNotForPartnered],
    ['an unknown carrier', { carrier: 'PONY_EXPRESS' }, m.selectCarrier],
    ['an unknown action', { action: 'reset' }, m.unknownAction],
    ['a boolean partnered flag', { isPartnered: false }, m.selectPartnered],
    ['no shipment type', { shipmentType: undefined }, m.selectShipmentType],
    ['a content preference as a list', { contentPreference: ['NONE'] }, m.selectContentPreference],
  ])('refuses %s with a 400', async (_name, change, message) => {
    const seller = await sharedSeller();
    const res = await api('POST', '/setting/default-shipping-details', {
      token: seller.token,
      body: { ...shipping, ...change },
    });
    expect(res).toEqual({ status: 400, body: { message, code: 'VALIDATION' } });
  });

  it.each([
    ['an array body', '[]'],
    ['a string body', '"update"'],
    ['malformed JSON', '{"defaultExp":'],
  ])('refuses %s with a 400', async (_name, rawBody) => {
    const seller = await sharedSeller();
    expect((await api('POST', '/setting/default-shipping-details', { token: seller.token, rawBody })).status).toBe(400);
  });

  it("a worker reads and changes the seller's defaults, which the seller then sees", async () => {
    const seller = await createSeller({ onboarded: true });
    const worker = await addWorker(seller.token);
    expect(
      (await api('POST', '/setting/default-shipping-details', { token: worker.token, body: shipping })).status,
    ).toBe(200);
    expect(
      (
        await api('GET', '/setting/get-shipping-details', {
          token: seller.token,
          response: shippingDetailsResponseSchema,
        })
      ).body.shippingDetails.defaultExp,
    ).toBe(18);
  });
});

describe('Labels Settings', () => {
  it("starts at the spec's page types and saves all four", async () => {
    const seller = await createSeller({ onboarded: true });
    expect(
      (await api('GET', '/setting/get-label-setting', { token: seller.token, response: labelSettingsResponseSchema }))
        .body,
    ).toEqual({
      shipmentLabel: 'PackageLabel_Letter_2',
      boxContentLabel: '4x6',
      productLabel: '1.25x2.25',
      palletLabel: 'PackageLabel_Letter_2',
    });
    expect(
      (await api('GET', '/setting/get-product-label', { token: seller.token, response: productLabelResponseSchema }))
        .body,
    ).toEqual({
      productLabel: '1.25x2.25',
    });

    const save = await api('POST', '/setting/update-label-setting', { token: seller.token, body: labels });
    expect(save).toEqual({ status: 200, body: { message: 'labels Setting Updated Successfully' } });
    expect(
      (await api('GET', '/setting/get-label-setting', { token: seller.token, response: labelSettingsResponseSchema }))
        .body,
    ).toEqual(labels);
    expect(
      (await api('GET', '/setting/get-product-label', { token: seller.token, response: productLabelResponseSchema }))
        .body,
    ).toEqual({
      productLabel: '30up_letter',
    });
  });

  it('label settings and shipping defaults live side by side without overwriting each other', async () => {
    const seller = await createSeller({ onboarded: true });
    await api('POST', '/setting/default-shipping-details', { token: seller.token, body: shipping });
    await api('POST', '/setting/update-label-setting', { token: seller.token, body: labels });
    expect(
      (
        await api('GET', '/setting/get-shipping-details', {
          token: seller.token,
          response: shippingDetailsResponseSchema,
        })
      ).body.shippingDetails.defaultExp,
    ).toBe(18);
    await api('POST', '/setting/default-shipping-details', {
      token: seller.token,
      body: { ...shipping, defaultExp: 3 },
    });
    expect(
      (await api('GET', '/setting/get-label-setting', { token: seller.token, response: labelSettingsResponseSchema }))
        .body,
    ).toEqual(labels);
  });

  it.each([
    ['an unknown page type', { ...labels, shipmentLabel: 'PackageLabel_Legal' }],
    ['a missing pallet label', { ...labels, palletLabel: undefined }],
    ['a number', { ...labels, productLabel: 1 }],
    ['an empty body', {}],
  ])('refuses %s with a 400', async (_name, body) => {
    const seller = await sharedSeller();
    const res = await api('POST', '/setting/update-label-setting', { token: seller.token, body });
    expect(res).toEqual({ status: 400, body: { message: m.selectPageType, code: 'VALIDATION' } });
  });
});
