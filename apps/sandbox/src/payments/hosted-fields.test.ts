import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from '../test-support/harness.js';
import type { Sandbox } from '../types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const PAGE_ORIGIN = 'http://localhost:5173';

function frameUrl(query: Record<string, string>): string {
  return `${sandbox.url}/elements/frame?${new URLSearchParams({ type: 'cardNumber', key: 'pk_test_sandbox', origin: PAGE_ORIGIN, id: 'cardNumber-1-abc', ...query })}`;
}

interface FakeFrame {
  src: string;
  title: string;
  style: { cssText: string; height?: string };
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
}

/** Runs the script in a minimal stand-in for a browser page: enough for Stripe(), elements() and mount(). */
function runScript(script: string, scriptSrc: string | null) {
  const appended: FakeFrame[] = [];
  const listeners: ((event: unknown) => void)[] = [];
  const window: Record<string, any> = {
    location: { origin: PAGE_ORIGIN, href: `${PAGE_ORIGIN}/checkout` },
    crypto: globalThis.crypto,
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      type === 'message' && listeners.push(listener),
  };
  const document = {
    currentScript: scriptSrc === null ? null : { src: scriptSrc },
    createElement: (): FakeFrame => ({
      src: '',
      title: '',
      style: { cssText: '' },
      attributes: {},
      setAttribute(name, value) {
        this.attributes[name] = value;
      },
    }),
    querySelector: (selector: string) =>
      selector === '#card-number' ? { appendChild: (frame: FakeFrame) => appended.push(frame) } : null,
  };
  new Function('window', 'document', 'location', script)(window, document, window.location);
  return { Stripe: window.Stripe as any, appended, listeners };
}

describe('GET /v3/', () => {
  it('serves a JavaScript file that parses', async () => {
    for (const path of ['/v3/', '/v3']) {
      const response = await fetch(`${sandbox.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const script = await response.text();
      expect(() => new Function(script)).not.toThrow();
    }
  });

  it('defines Stripe(publishableKey) with cardNumber and cardCvc elements that mount a sandbox-origin iframe', async () => {
    const script = await (await fetch(`${sandbox.url}/v3/`)).text();
    // The origin comes from the script's own URL (here another host name for the same sandbox).
    const { Stripe, appended, listeners } = runScript(script, `http://localhost:${sandbox.port}/v3/`);
    expect(() => Stripe('sk_test_sandbox')).toThrow(/publishable key/);
    const stripe = Stripe('pk_test_sandbox');
    const elements = stripe.elements();
    const number = elements.create('cardNumber', { placeholder: 'Card number', style: { base: { fontSize: '16px' } } });
    expect(() => elements.create('cardNumber')).toThrow(/Can only create one Element of type cardNumber/);
    expect(() => elements.create('card')).toThrow(/Unsupported Element type/);
    expect(elements.getElement('cardNumber')).toBe(number);
    expect(() => number.on('submit', () => {})).toThrow(/Unsupported event/);
    expect(() => number.mount('#nowhere')).toThrow(/Invalid DOM element/);

    number.mount('#card-number');
    expect(appended).toHaveLength(1);
    const src = new URL(appended[0]!.src);
    expect(src.origin + src.pathname).toBe(`http://localhost:${sandbox.port}/elements/frame`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      type: 'cardNumber',
      key: 'pk_test_sandbox',
      origin: PAGE_ORIGIN,
      id: expect.stringMatching(/^cardNumber-\d+-\w+$/),
    });
    expect(appended[0]!.style.cssText).toContain('border:0');
    expect(appended[0]!.style.cssText).toContain('width:100%');
    expect(appended[0]!.style.cssText).toContain('height:24px');
    expect(listeners).toHaveLength(1);

    // Messages from any other origin are ignored.
    const events: unknown[] = [];
    number.on('change', (event: unknown) => events.push(event));
    listeners[0]!({
      origin: 'http://evil.example',
      source: null,
      data: {
        source: 'stowline-sandbox-elements',
        id: src.searchParams.get('id'),
        type: 'change',
        empty: false,
        complete: true,
        brand: 'visa',
      },
    });
    expect(events).toEqual([]);

    await expect(stripe.createToken('cvc_update', number)).rejects.toThrow(/cardCvc/);
    await expect(stripe.createToken(elements.create('cardCvc'), {})).rejects.toThrow(/cardNumber/);
    await expect(stripe.createToken(number, { cvc: '123' })).rejects.toThrow(/Invalid createToken data: cvc/);
  });
  it("falls back on the sandbox's public URL when the page hides the script's own URL", async () => {
    const script = await (await fetch(`${sandbox.url}/v3/`)).text();
    // document.currentScript is null for a script that runs as a module or from a callback.
    const { Stripe, appended } = runScript(script, null);
    const number = Stripe('pk_test_sandbox').elements().create('cardNumber');
    number.mount('#card-number');
    expect(new URL(appended[0]!.src).origin).toBe(sandbox.options.publicUrl);
  });
});

describe('GET /elements/frame', () => {
  it('renders the card-number input with a CSP that allows any page to frame it and only its own script to run', async () => {
    const response = await fetch(frameUrl({}));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-frame-options')).toBeNull();
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await response.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toMatch(/\son[a-z]+=/);
    expect(html).toMatch(
      /<input id="field" type="text" name="cardnumber" inputmode="numeric" autocomplete="cc-number" aria-label="Card number" placeholder="1234 1234 1234 1234"/,
    );
    expect(html).toContain('font-size:16px');
    expect(html).toContain('border:0');
    expect(html).toContain('background:transparent');
    const script = /<script nonce="[^"]+">([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(() => new Function(script)).not.toThrow();
    // A fresh nonce on every load.
    expect((await fetch(frameUrl({}))).headers.get('content-security-policy')).not.toBe(csp);
  });

  it('renders the CVC input', async () => {
    const html = await (await fetch(frameUrl({ type: 'cardCvc', id: 'cardCvc-2-x' }))).text();
    expect(html).toMatch(
      /<input id="field" type="text" name="cvc" inputmode="numeric" autocomplete="cc-csc" aria-label="CVC" placeholder="CVC"/,
    );
  });

  it.each([
    [{ type: 'card' }],
    [{ key: 'sk_test_sandbox' }],
    [{ origin: 'javascript:alert(1)' }],
    [{ origin: 'http://localhost:5173/path' }],
    [{ id: '"><script>alert(1)</script>' }],
  ])('refuses %j', async (query) => {
    const response = await fetch(frameUrl(query));
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('<script>');
  });
});
