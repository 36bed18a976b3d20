import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Where the payment processor's script, hosted card fields and API live (Stripe or the sandbox's subset). */
export function paymentOrigins(jsUrl: string): string[] {
  const origin = new URL(jsUrl).origin;
  // Stripe.js talks to its API and opens 3-D Secure frames from these hosts besides its own.
  return origin === 'https://js.stripe.com'
    ? [origin, 'https://api.stripe.com', 'https://hooks.stripe.com', 'https://m.stripe.network']
    : [origin];
}

/**
 * Security headers on every response. The session token lives in localStorage, so the Content
 * Security Policy leaves injected script nowhere to run: scripts only from our origin and the
 * payment processor's, no inline script, no framing of our pages. Styles may be inline because
 * MUI's emotion writes its styles at run time. Product images come from Amazon's image hosts,
 * hence any https image. HSTS only when PUBLIC_URL is https (on plain-http localhost it would
 * make browsers refuse the port).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { paymentJsUrl: string; publicUrl: string },
): Promise<void> {
  const processor = paymentOrigins(options.paymentJsUrl);
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...processor],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', ...processor],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...processor],
        frameSrc: processor,
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
