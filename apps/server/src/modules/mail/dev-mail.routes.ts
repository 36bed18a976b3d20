import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@stowline/domain';
import { escapeHtml } from '../../lib/html.js';
import { isLoopback } from '../../lib/net.js';
import { deriveKey } from '../../lib/secrets.js';
import type { Mailer } from './mailer.js';

const COOKIE = 'stowline_dev_mail';

/** The outbox's key: derived from the master secret, so every process sharing it (and a restart) prints the same link. */
export function devMailKey(masterSecret: Buffer): string {
  return Buffer.from(deriveKey(masterSecret, 'dev-mail')).toString('base64url').slice(0, 32);
}

function presentedKey(request: FastifyRequest): string {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.key;
  if (typeof fromQuery === 'string') return fromQuery;
  const cookie = request.headers.cookie?.split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`));
  return cookie ? decodeURIComponent(cookie.slice(COOKIE.length + 1)) : '';
}

function sameKey(given: string, key: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * /dev/mail: the local outbox as a mailbox page, for the person at the machine only. It holds
 * reset links, so it exists only without SMTP, on a loopback bind and outside production
 * (the caller decides that), answers only requests from a loopback socket (never a forwarded
 * address) and only with the key printed at start; anything else gets the plain 404.
 */
export function registerDevMailRoutes(app: FastifyInstance, mailer: Mailer, key: string): void {
  const readOutbox = mailer.readOutbox;
  if (!readOutbox) return;
  app.get('/dev/mail', { schema: { hide: true } }, async (request, reply) => {
    const given = presentedKey(request);
    if (!isLoopback(request.socket.remoteAddress) || !sameKey(given, key)) {
      return reply.status(404).send({ message: messages.notFound, code: 'NOT_FOUND' });
    }
    const mails = await readOutbox();
    const items = mails
      .map(
        (m) =>
          `<article class="mail"><header><strong>${escapeHtml(m.subject)}</strong><br>` +
          `To: <span class="to">${escapeHtml(m.to)}</span> · ${escapeHtml(m.date)}</header>` +
          `<div class="body">${m.html}</div></article>`,
      )
      .join('\n');
    const page =
      `<!doctype html><html><head><meta charset="utf-8"><title>Stowline outbox</title>` +
      `<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;color:#222}` +
      `.mail{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}header{color:#555}</style></head>` +
      `<body><h1>Outbox</h1><p>Mail written by Stowline while no SMTP_URL is set (newest first).</p>` +
      `${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply
      .header('Set-Cookie', `${COOKIE}=${encodeURIComponent(key)}; Path=/dev/mail; HttpOnly; SameSite=Strict`)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page);
  });
}
