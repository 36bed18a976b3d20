import type { FastifyInstance } from 'fastify';
import { authedRoutes } from '../../lib/authed-routes.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptInvitationBodySchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  confirmEmailChangeBodySchema,
  confirmEmailChangeResponseSchema,
  emailBodySchema,
  messageResponseSchema,
  messages,
  resetPasswordBodySchema,
  signInBodySchema,
  signInResponseSchema,
  signUpBodySchema,
  signUpResponseSchema,
  verifyEmailQuerySchema,
} from '@stowline/domain';
import type { AuthService } from './auth.service.js';

export function registerAuthRoutes(server: FastifyInstance, auth: AuthService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const signedIn = authedRoutes(server, { auth: 'any', gate: 'session' });
  const tags = ['auth'];

  app.post(
    '/auth/signup',
    { schema: { tags, body: signUpBodySchema, response: { 201: signUpResponseSchema } } },
    async (req, reply) => {
      const { email } = await auth.signUp(req.body, req.ip);
      return reply.status(201).send({ message: messages.sentEmailVerification, email });
    },
  );

  app.post(
    '/auth/signin',
    { schema: { tags, body: signInBodySchema, response: { 200: signInResponseSchema } } },
    async (req) => {
      const token = await auth.signIn(req.body, req.ip);
      return { message: 'Signed in', token };
    },
  );

  signedIn.post('/auth/signout', { schema: { tags, response: { 200: messageResponseSchema } } }, async (req, actor) => {
    await auth.signOut(actor.sessionId);
    return { message: messages.signedOut };
  });

  app.post(
    '/auth/request-for-reset-password',
    { schema: { tags, body: emailBodySchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await auth.requestPasswordReset(req.body.email, req.ip);
      return { message: messages.verificationEmailSent };
    },
  );

  // Resend on the check-email screen after a reset request: a fresh reset link.
  app.post(
    '/auth/reset-email-verificaton',
    { schema: { tags, body: emailBodySchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await auth.requestPasswordReset(req.body.email, req.ip);
      return { message: messages.resendEmail };
    },
  );

  app.post(
    '/auth/resend-email-verificaton',
    { schema: { tags, body: emailBodySchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await auth.resendVerification(req.body.email, req.ip);
      return { message: messages.resendEmail };
    },
  );

  app.get(
    '/auth/email-verificaton',
    { schema: { tags, querystring: verifyEmailQuerySchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await auth.verifyEmail(req.query.token);
      return { message: messages.emailVerified };
    },
  );

  app.post(
    '/auth/accept-invitation',
    { schema: { tags, body: acceptInvitationBodySchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await auth.acceptInvitation(req.body.token, req.body.password);
      return { message: messages.invitationAccepted };
    },
  );

  // Profile: any signed-in person (sellers, workers, the operator's people) changes their own.
  signedIn.post(
    '/users/change-password',
    { schema: { tags: ['users'], body: changePasswordBodySchema, response: { 200: messageResponseSchema } } },
    async (req, actor) => {
      await auth.changePassword(actor, req.body);
      return { message: messages.passwordChanged };
    },
  );

  signedIn.post(
    '/users/change-email',
    { schema: { tags: ['users'], body: changeEmailBodySchema, response: { 200: signUpResponseSchema } } },
    async (req, actor) => {
      const { email } = await auth.requestEmailChange(actor, req.body, req.ip);
      return { message: messages.emailChangeSent(email), email };
    },
  );

  // The link mailed to the new address; the token alone proves it, signed in or not.
  app.post(
    '/auth/confirm-email-change',
    { schema: { tags, body: confirmEmailChangeBodySchema, response: { 200: confirmEmailChangeResponseSchema } } },
    async (req) => {
      const { email } = await auth.confirmEmailChange(req.body.token);
      return { message: messages.emailChanged, email };
    },
  );

  app.post(
    '/auth/reset-new-password',
    { schema: { tags, body: resetPasswordBodySchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await auth.resetPassword(req.body.token, req.body.password);
      return { message: messages.passwordChanged };
    },
  );
}
