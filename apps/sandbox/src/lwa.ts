import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from './context.js';
import { ACCESS_TOKEN_TTL_S } from './tokens.js';

function lwaError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });
}

/** Login with Amazon's token endpoint: authorization_code and refresh_token grants. */
export function registerLwaRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.post('/auth/o2/token', async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    const field = (name: string) =>
      typeof body[name] === 'string' && body[name] !== '' ? (body[name] as string) : undefined;
    const grantType = field('grant_type');
    const clientId = field('client_id');
    const clientSecret = field('client_secret');
    if (!grantType)
      return lwaError(reply, 400, 'invalid_request', 'The request is missing a required parameter: grant_type.');
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
      return lwaError(reply, 400, 'unsupported_grant_type', `The grant type ${grantType} is not supported.`);
    }
    const needed =
      grantType === 'authorization_code'
        ? ['code', 'redirect_uri', 'client_id', 'client_secret']
        : ['refresh_token', 'client_id', 'client_secret'];
    const missing = needed.filter((name) => !field(name));
    if (missing.length)
      return lwaError(
        reply,
        400,
        'invalid_request',
        `The request is missing a required parameter: ${missing.join(', ')}.`,
      );
    if (clientId !== context.options.clientId || clientSecret !== context.options.clientSecret) {
      return lwaError(reply, 401, 'invalid_client', 'Client authentication failed.');
    }
    let sellerId: string;
    let refreshToken: string;
    if (grantType === 'authorization_code') {
      const redemption = context.tokens.redeemCode(field('code')!, field('redirect_uri')!);
      if (!redemption.ok) return lwaError(reply, 400, 'invalid_grant', redemption.reason);
      sellerId = redemption.sellerId;
      refreshToken = context.tokens.issueRefreshToken(sellerId);
    } else {
      refreshToken = field('refresh_token')!;
      const owner = context.tokens.sellerOfRefreshToken(refreshToken);
      if (!owner)
        return lwaError(reply, 400, 'invalid_grant', 'The request has an invalid grant parameter : refresh_token');
      sellerId = owner;
    }
    return reply.header('cache-control', 'no-store').send({
      access_token: context.tokens.issueAccessToken(sellerId),
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
    });
  });
}
