import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  syncLogQuerySchema,
  syncLogResponseSchema,
  updateSyncLogBodySchema,
} from '@stowline/domain';
import type { SyncService } from './sync.service.js';

const tags = ['data sync'];

export function registerSyncRoutes(server: FastifyInstance, sync: SyncService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/setting/get-data-sync-log',
    {
      schema: { tags, querystring: syncLogQuerySchema, response: { 200: syncLogResponseSchema } },
      config: { auth: 'member', gate: 'approved' },
    },
    (req) => sync.listLogs(req.actor!, req.query),
  );

  app.put(
    '/setting/update-data-sync-log',
    {
      schema: { tags, body: updateSyncLogBodySchema, response: { 200: messageResponseSchema } },
      config: { auth: 'member', gate: 'approved' },
    },
    (req) => sync.resync(req.actor!, req.body),
  );
}
