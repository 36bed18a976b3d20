import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/onboarding/get-current-user',
    {
      schema: { tags: ['onboarding'], response: { 200: currentUserSchema } },
      config: { auth: 'any', gate: 'session' },
    },
    (req) => users.getCurrentUser(req.actor!),
  );

  app.get(
    '/users/get-profile',
    { schema: { tags: ['users'], response: { 200: profileSchema } }, config: { auth: 'any', gate: 'session' } },
    (req) => users.getProfile(req.actor!),
  );

  app.post(
    '/users/update-info',
    {
      schema: { tags: ['users'], body: updateProfileBodySchema, response: { 200: messageResponseSchema } },
      config: { auth: 'any', gate: 'session' },
    },
    async (req) => {
      await users.updateProfile(req.actor!, req.body);
      return { message: messages.profileUpdated };
    },
  );

  app.get(
    '/users/admin/:perPage/:pageNumber',
    {
      schema: {
        tags: ['admin'],
        params: adminUsersParamsSchema,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
      config: { auth: 'operator' },
    },
    (req) => users.listAdminUsers(req.params, req.query),
  );

  app.post(
    '/users/updated-approval-status',
    {
      schema: { tags: ['admin'], body: updateApprovalBodySchema, response: { 200: messageResponseSchema } },
      config: { auth: 'operator' },
    },
    async (req) => {
      await users.updateApproval(req.body);
      return { message: messages.updatedStatus };
    },
  );

  app.get(
    '/users/get-workers/:perPage/:pageNumber',
    {
      schema: {
        tags: ['workers'],
        params: adminUsersParamsSchema,
        querystring: workersQuerySchema,
        response: { 200: workersResponseSchema },
      },
      config: { auth: 'seller' },
    },
    (req) => users.listWorkers(req.actor!, req.params, req.query),
  );

  app.post(
    '/users/add-worker',
    {
      schema: { tags: ['workers'], body: addWorkerBodySchema, response: { 201: addWorkerResponseSchema } },
      config: { auth: 'seller' },
    },
    async (req, reply) => {
      const worker = await users.addWorker(req.actor!, req.body);
      return reply.status(201).send({ message: messages.workerInvited, worker });
    },
  );

  app.delete(
    '/users/worker/:id/delete',
    {
      schema: { tags: ['workers'], params: idParamsSchema, response: { 200: messageResponseSchema } },
      config: { auth: 'seller' },
    },
    async (req) => {
      await users.deleteWorker(req.actor!, req.params.id);
      return { message: messages.deletedWorker };
    },
  );
}
