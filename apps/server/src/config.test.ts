import { describe, expect, it } from 'vitest';
import { loadConfig, sellerCentralUrlOf } from './config.js';
import { startEmbeddedSandbox } from './embedded-sandbox.js';

describe('SANDBOX_URL: one sandbox shared by several servers', () => {
  it('points the marketplace, LWA, the consent page, payments and FedEx at it and starts none', async () => {
    const config = loadConfig({
      SANDBOX_URL: 'http://127.0.0.1:3999/',
      SANDBOX_PUBLIC_URL: 'http://sandbox.test:3999',
    });
    expect(config.embeddedSandbox).toBe(false);
    expect(config.marketplace).toMatchObject({
      mode: 'sandbox',
      spApiEndpoint: 'http://127.0.0.1:3999',
      lwaEndpoint: 'http://127.0.0.1:3999/auth/o2/token',
      sellerCentralUrl: 'http://sandbox.test:3999',
    });
    expect(config.payments).toMatchObject({
      mode: 'sandbox',
      api: { host: '127.0.0.1', port: 3999, protocol: 'http' },
      jsUrl: 'http://sandbox.test:3999/v3/',
    });
    expect(config.fedex).toEqual({ mode: 'sandbox', apiUrl: 'http://127.0.0.1:3999/fedex' });
    expect(await startEmbeddedSandbox(config, {})).toBeUndefined();
  });

  it('leaves a real service configured as it is', () => {
    const config = loadConfig({
      SANDBOX_URL: 'http://127.0.0.1:3999',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      FEDEX_API_URL: 'https://apis.fedex.com',
    });
    expect(config.payments.mode).toBe('stripe');
    expect(config.fedex).toEqual({ mode: 'external', apiUrl: 'https://apis.fedex.com' });
    expect(config.marketplace.spApiEndpoint).toBe('http://127.0.0.1:3999');
  });

  it('refuses a SANDBOX_URL that is no URL', () => {
    expect(() => loadConfig({ SANDBOX_URL: 'sandbox' })).toThrow(/SANDBOX_URL must be a URL/);
  });
});

describe("where a marketplace's Seller Central pages are (a shipment's summary links there)", () => {
  const amazon = loadConfig({
    SP_API_ENDPOINT: 'https://sellingpartnerapi-na.amazon.com',
    LWA_CLIENT_ID: 'id',
    LWA_CLIENT_SECRET: 'secret',
    SP_API_APPLICATION_ID: 'app',
  }).marketplace;

  it.each([
    ['ATVPDKIKX0DER', 'https://sellercentral.amazon.com'],
    ['A2EUQ1WTGCTBG2', 'https://sellercentral.amazon.ca'],
    ['A1AM78C64UM0Y8', 'https://sellercentral.amazon.com.mx'],
    ['A2Q3Y263D00KWC', 'https://sellercentral.amazon.com.br'],
  ])("with Amazon, %s's is %s", (marketplaceId, url) => {
    expect(sellerCentralUrlOf(amazon, marketplaceId)).toBe(url);
  });

  it('with Amazon, an unknown marketplace goes to SELLER_CENTRAL_URL', () => {
    expect(sellerCentralUrlOf({ ...amazon, sellerCentralUrl: 'https://sellercentral.example' }, 'A1F83G8C2ARO7P')).toBe(
      'https://sellercentral.example',
    );
    expect(sellerCentralUrlOf(amazon, null)).toBe('https://sellercentral.amazon.com');
  });

  it("with the sandbox, every marketplace's is the sandbox's own", () => {
    const sandbox = loadConfig({ SANDBOX_PORT: '3999', SANDBOX_PUBLIC_URL: 'http://sandbox.test:3999/' }).marketplace;
    expect(sellerCentralUrlOf(sandbox, 'A2EUQ1WTGCTBG2')).toBe('http://sandbox.test:3999');
    expect(sellerCentralUrlOf(sandbox, null)).toBe('http://sandbox.test:3999');
  });
});
