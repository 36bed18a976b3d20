// The sandbox bank's 3-D Secure page, where next_action.redirect_to_url sends the customer.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from '../context.js';
import { renderChallenge, renderChallengeDone, renderChallengeError } from './challenge-page.js';

// The page may send the browser on to any return_url, so no form-action; it must not be framed.
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', CONTENT_SECURITY_POLICY)
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

function field(source: unknown, name: string): string {
  const value = typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

/** GET shows the intent's challenge; only the POST (with the intent's client secret) changes it. */
export function registerChallengeRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get('/3ds/challenge/:intentId', async (request, reply) => {
    const { intentId } = request.params as { intentId: string };
    const found = context.payments.findChallenge(intentId, field(request.query, 'client_secret'));
    if (!found.ok) return html(reply, 400, renderChallengeError(found.reason));
    return html(reply, 200, renderChallenge(found.view));
  });

  app.post('/3ds/challenge/:intentId', async (request, reply) => {
    const { intentId } = request.params as { intentId: string };
    const outcome = field(request.body, 'outcome');
    if (outcome !== 'complete' && outcome !== 'fail')
      return html(reply, 400, renderChallengeError('Choose Complete or Fail.'));
    const resolved = context.payments.resolveChallenge(intentId, field(request.body, 'client_secret'), outcome);
    if (!resolved.ok) return html(reply, 400, renderChallengeError(resolved.reason));
    if (resolved.redirectUrl) return reply.redirect(resolved.redirectUrl, 303);
    return html(reply, 200, renderChallengeDone(resolved.status === 'succeeded'));
  });
}
