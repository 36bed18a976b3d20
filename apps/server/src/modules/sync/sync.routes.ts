import type { FastifyInstance } from 'fastify';
import { authedRoutes } from '../../lib/authed-routes.js';
import {
  messageResponseSchema,
  syncLogQuerySchema,
  syncLogResponseSchema,
  updateSyncLogBodySchema,
} from '@stowline/domain';
import type { SyncService } from './sync.service.js';

const tags = ['data sync'];

export function registerSyncRoutes(server: FastifyInstance, sync: SyncService): void {
  const approvedMember = authedRoutes(server, { auth: 'member', gate: 'approved' });

  approvedMember.get(
    '/setting/get-data-sync-log',
    { schema: { tags, querystring: syncLogQuerySchema, response: { 200: syncLogResponseSchema } } },
    (req, actor) => sync.listLogs(actor, req.query),
  );

  approvedMember.put(
    '/setting/update-data-sync-log',
    { schema: { tags, body: updateSyncLogBodySchema, response: { 200: messageResponseSchema } } },
    (req, actor) => sync.resync(actor, req.body),
  );
}
