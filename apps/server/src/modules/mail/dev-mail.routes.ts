import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/html.js';
import type { Mailer } from './mailer.js';

/** /dev/mail: the local outbox as a simple mailbox page; registered only without SMTP. */
export function registerDevMailRoutes(app: FastifyInstance, mailer: Mailer): void {
  const readOutbox = mailer.readOutbox;
  if (!readOutbox) return;
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
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
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
