import type { FastifyInstance } from 'fastify';
import { authedRoutes } from '../../lib/authed-routes.js';
import {
  addWorkerBodySchema,
  addWorkerResponseSchema,
  adminUsersParamsSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  currentUserSchema,
  idParamsSchema,
  messageResponseSchema,
  messages,
  profileSchema,
  updateApprovalBodySchema,
  updateProfileBodySchema,
  workersQuerySchema,
  workersResponseSchema,
} from '@stowline/domain';
import type { UsersService } from './users.service.js';

export function registerUsersRoutes(server: FastifyInstance, users: UsersService): void {
  const operator = authedRoutes(server, { auth: 'operator' });
  const seller = authedRoutes(server, { auth: 'seller' });
  const signedIn = authedRoutes(server, { auth: 'any', gate: 'session' });

  signedIn.get(
    '/onboarding/get-current-user',
    { schema: { tags: ['onboarding'], response: { 200: currentUserSchema } } },
    (_req, actor) => users.getCurrentUser(actor),
  );

  signedIn.get('/users/get-profile', { schema: { tags: ['users'], response: { 200: profileSchema } } }, (_req, actor) =>
    users.getProfile(actor),
  );

  signedIn.post(
    '/users/update-info',
    { schema: { tags: ['users'], body: updateProfileBodySchema, response: { 200: messageResponseSchema } } },
    async (req, actor) => {
      await users.updateProfile(actor, req.body);
      return { message: messages.profileUpdated };
    },
  );

  operator.get(
    '/users/admin/:perPage/:pageNumber',
    {
      schema: {
        tags: ['admin'],
        params: adminUsersParamsSchema,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    (req) => users.listAdminUsers(req.params, req.query),
  );

  operator.post(
    '/users/updated-approval-status',
    { schema: { tags: ['admin'], body: updateApprovalBodySchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await users.updateApproval(req.body);
      return { message: messages.updatedStatus };
    },
  );

  seller.get(
    '/users/get-workers/:perPage/:pageNumber',
    {
      schema: {
        tags: ['workers'],
        params: adminUsersParamsSchema,
        querystring: workersQuerySchema,
        response: { 200: workersResponseSchema },
      },
    },
    (req, actor) => users.listWorkers(actor, req.params, req.query),
  );

  seller.post(
    '/users/add-worker',
    { schema: { tags: ['workers'], body: addWorkerBodySchema, response: { 201: addWorkerResponseSchema } } },
    async (req, actor, reply) => {
      const worker = await users.addWorker(actor, req.body);
      return reply.status(201).send({ message: messages.workerInvited, worker });
    },
  );

  seller.delete(
    '/users/worker/:id/delete',
    { schema: { tags: ['workers'], params: idParamsSchema, response: { 200: messageResponseSchema } } },
    async (req, actor) => {
      await users.deleteWorker(actor, req.params.id);
      return { message: messages.deletedWorker };
    },
  );
}
