import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { MarketplaceConfig } from '../config.js';

/** Where the payment processor's script, hosted card fields and API live (Stripe or the sandbox's subset). */
export function paymentOrigins(jsUrl: string): string[] {
  const origin = new URL(jsUrl).origin;
  // Stripe.js talks to its API and opens 3-D Secure frames from these hosts besides its own.
  return origin === 'https://js.stripe.com'
    ? [origin, 'https://api.stripe.com', 'https://hooks.stripe.com', 'https://m.stripe.network']
    : [origin];
}

/** Amazon's product-image hosts (m.media-amazon.com, images-na.ssl-images-amazon.com and their siblings). */
const AMAZON_IMAGE_HOSTS = [
  'https://*.media-amazon.com',
  'https://*.ssl-images-amazon.com',
  'https://*.images-amazon.com',
];

/**
 * Where product images come from: Amazon's image hosts, or, with the sandbox, its own image
 * host at the address the browser reaches it (SANDBOX_PUBLIC_URL, the consent page's origin).
 */
export function productImageOrigins(marketplace: Pick<MarketplaceConfig, 'mode' | 'sellerCentralUrl'>): string[] {
  return marketplace.mode === 'sandbox' ? [new URL(marketplace.sellerCentralUrl).origin] : AMAZON_IMAGE_HOSTS;
}

/**
 * Security headers on every response. The session token lives in localStorage, so the Content
 * Security Policy leaves injected script nowhere to run: scripts only from our origin and the
 * payment processor's, no inline script, no framing of our pages. Styles may be inline because
 * MUI's emotion writes its styles at run time. Images only from our origin, data: URLs, the
 * marketplace's product-image hosts (named, not any host: an injected image cannot carry data
 * away to a server of its choosing) and the processor's. HSTS only when PUBLIC_URL is https (on
 * plain-http localhost it would make browsers refuse the port).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { paymentJsUrl: string; publicUrl: string; imageOrigins: string[] },
): Promise<void> {
  const processor = paymentOrigins(options.paymentJsUrl);
  const images = [...new Set([...options.imageOrigins, ...processor])];
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...processor],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...images],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...processor],
        // Label previews show their PDF in an iframe of a blob: URL (label-preview-dialog.tsx).
        frameSrc: [...processor, 'blob:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // Links carry reset and verification tokens in their query: never send them on.
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // The processor's hosted fields are cross-origin iframes; COEP would block them.
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
}
