import { mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Config } from './config.js';
import { getHarness } from './test-support/harness.js';
import { api } from './test-support/client.js';
import { healthResponseSchema } from '@stowline/domain';

/** The part of @fastify/swagger's OpenAPI document this test reads (not an API answer: no domain schema). */
interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
        responses: Record<string, unknown>;
      }
    >
  >;
}

describe('the app shell', () => {
  it('answers health once the database is ready', async () => {
    expect(await api('GET', '/health', { response: healthResponseSchema })).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const { baseUrl } = await getHarness();
    const doc = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as OpenApiDocument;
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/signin',
        '/api/v1/onboarding/get-current-user',
        '/api/v1/users/admin/{perPage}/{pageNumber}',
      ]),
    );
    const signIn = doc.paths['/api/v1/auth/signin']!.post!;
    expect(Object.keys(signIn.requestBody!.content['application/json']!.schema.properties)).toEqual([
      'email',
      'password',
    ]);
    expect(signIn.responses['200']).toBeDefined();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    expect(await api('GET', '/no/such/thing')).toEqual({
      status: 404,
      body: { message: 'Not found', code: 'NOT_FOUND' },
    });
  });
});

describe('security headers', () => {
  async function startWithWebApp(publicUrl: string, overrides: Partial<Config> = {}) {
    const { dataDir, startApp } = await getHarness();
    const webDistDir = await mkdtemp(path.join(dataDir, 'web-'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    return startApp({ webDistDir, publicUrl, ...overrides });
  }

  function directives(header: string | null): Map<string, string[]> {
    return new Map(
      (header ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name!, values]),
    );
  }

  it('lets pages run script only from our origin and the payment processor, and never be framed', async () => {
    const app = await startWithWebApp('http://stowline.test');
    try {
      for (const url of [
        `${app.baseUrl}/auth/signin`,
        `${app.baseUrl}/api/v1/health`,
        `${app.baseUrl}/api/v1/no/such/thing`,
      ]) {
        const response = await fetch(url);
        const csp = directives(response.headers.get('content-security-policy'));
        const processor = new URL((await getHarness()).marketplaceConfig.spApiEndpoint).origin;
        expect(csp.get('script-src')).toEqual(["'self'", processor]);
        // Label previews frame their PDF from a blob: URL (label-preview-dialog.tsx).
        expect(csp.get('frame-src')).toEqual([processor, 'blob:']);
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(csp.get('object-src')).toEqual(["'none'"]);
        expect(csp.get('default-src')).toEqual(["'self'"]);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('no-referrer');
        expect(response.headers.get('x-frame-options')).toBe('DENY');
        expect(response.headers.get('strict-transport-security')).toBeNull();
      }
    } finally {
      await app.close();
    }
  });

  it("lets pages show product images from the marketplace's image host only, named", async () => {
    const { marketplaceConfig } = await getHarness();
    // The sandbox as the browser reaches it (SANDBOX_PUBLIC_URL), another origin than the processor's.
    const sandboxApp = await startWithWebApp('http://stowline.test', {
      marketplace: { ...marketplaceConfig, sellerCentralUrl: 'http://marketplace.sandbox.test:8100' },
    });
    const amazonApp = await startWithWebApp('http://stowline.test', {
      marketplace: {
        ...marketplaceConfig,
        mode: 'external',
        spApiEndpoint: 'https://sellingpartnerapi-na.amazon.com',
        sellerCentralUrl: 'https://sellercentral.amazon.com',
      },
    });
    try {
      const processor = new URL(marketplaceConfig.spApiEndpoint).origin;
      const imgSrc = async (baseUrl: string) =>
        directives((await fetch(`${baseUrl}/auth/signin`)).headers.get('content-security-policy')).get('img-src');
      expect(await imgSrc(sandboxApp.baseUrl)).toEqual([
        "'self'",
        'data:',
        'http://marketplace.sandbox.test:8100',
        processor,
      ]);
      expect(await imgSrc(amazonApp.baseUrl)).toEqual([
        "'self'",
        'data:',
        'https://*.media-amazon.com',
        'https://*.ssl-images-amazon.com',
        'https://*.images-amazon.com',
        processor,
      ]);
    } finally {
      await sandboxApp.close();
      await amazonApp.close();
    }
  });

  it('asks browsers for HTTPS only when the public address is https', async () => {
    const app = await startWithWebApp('https://stowline.example');
    try {
      const response = await fetch(`${app.baseUrl}/api/v1/health`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });
});
