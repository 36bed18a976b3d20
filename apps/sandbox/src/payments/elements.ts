// Stripe.js-like hosted card fields: GET /v3/ is the script a page loads (window.Stripe), and
// GET /elements/frame is the iframe it mounts, so the card number and CVC are typed and sent
// to POST /v1/tokens from the sandbox's origin; the page only ever sees tokens. The two
// scripts are TypeScript in hosted-fields/ (*.browser.ts), built when the sandbox starts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from '../context.js';
import { escapeHtml } from '../html.js';
import { loadHostedFieldScripts, withFallbackOrigin } from './hosted-fields/browser-scripts.js';

const FRAME_STYLE = `html,body{margin:0;padding:0;background:transparent;overflow:hidden}
input{display:block;box-sizing:border-box;width:100%;margin:0;padding:0;border:0;outline:0;background:transparent;box-shadow:none;border-radius:0;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5em;height:1.5em;
color:rgba(0,0,0,.87);letter-spacing:normal;-webkit-appearance:none;appearance:none}
input::placeholder{color:var(--placeholder-color,currentColor);opacity:.42}
input.invalid{color:var(--invalid-color,#d32f2f)}
input:disabled{color:rgba(0,0,0,.38)}`;

const FIELDS = {
  cardNumber: {
    title: 'Card number',
    label: 'Card number',
    name: 'cardnumber',
    autocomplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
  },
  cardCvc: { title: 'CVC', label: 'CVC', name: 'cvc', autocomplete: 'cc-csc', placeholder: 'CVC' },
} as const;

function frameProblem(query: Record<string, unknown>): string | undefined {
  const { type, key, origin, id } = query;
  if (type !== 'cardNumber' && type !== 'cardCvc') return 'type must be cardNumber or cardCvc.';
  if (typeof key !== 'string' || !key.startsWith('pk_')) return 'key must be a publishable key (pk_...).';
  if (typeof id !== 'string' || !/^[\w-]{1,100}$/.test(id)) return 'id is missing or invalid.';
  if (typeof origin !== 'string') return 'origin is missing.';
  try {
    const url = new URL(origin);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin)
      return 'origin must be an http(s) origin such as https://app.example.com.';
  } catch {
    return 'origin must be an http(s) origin such as https://app.example.com.';
  }
  return undefined;
}

/** The frame may sit on any page (frame-ancestors *) but runs only its own nonce'd script and talks only to its origin. */
export function frameContentSecurityPolicy(nonce: string): string {
  return `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors *`;
}

function renderFrame(type: keyof typeof FIELDS, nonce: string, script: string): string {
  const field = FIELDS[type];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(field.title)}</title><style nonce="${nonce}">${FRAME_STYLE}</style></head>
<body><input id="field" type="text" name="${field.name}" inputmode="numeric" autocomplete="${field.autocomplete}" aria-label="${escapeHtml(field.label)}" placeholder="${escapeHtml(field.placeholder)}" spellcheck="false" autocorrect="off" autocapitalize="off" aria-invalid="false">
<script nonce="${nonce}">${script}</script></body></html>`;
}

export function registerElementsRoutes(app: FastifyInstance, context: SandboxContext): void {
  // Built before the sandbox listens, so a script that does not build stops the start, not a checkout.
  app.addHook('onReady', async () => {
    await loadHostedFieldScripts();
  });
  const sendScript = async (_request: unknown, reply: FastifyReply) => {
    const { stripeJs } = await loadHostedFieldScripts();
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('access-control-allow-origin', '*')
      .header('x-content-type-options', 'nosniff')
      .send(withFallbackOrigin(stripeJs, context.options.publicUrl));
  };
  app.get('/v3', sendScript);
  app.get('/v3/', sendScript);

  app.get('/elements/frame', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const problem = frameProblem(query);
    const nonce = randomBytes(16).toString('base64');
    reply
      .header('content-security-policy', frameContentSecurityPolicy(nonce))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer');
    if (problem)
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card field</title></head><body><p role="alert">Invalid card field: ${escapeHtml(problem)}</p></body></html>`,
        );
    const { cardField } = await loadHostedFieldScripts();
    return reply
      .type('text/html; charset=utf-8')
      .send(renderFrame(query.type as keyof typeof FIELDS, nonce, cardField));
  });
}
