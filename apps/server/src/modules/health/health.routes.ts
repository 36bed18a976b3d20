import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@stowline/domain';
import { pingDatabase, type Db } from '../../db/client.js';

export function registerHealthRoutes(server: FastifyInstance, db: Db): void {
  server
    .withTypeProvider<ZodTypeProvider>()
    .get('/health', { schema: { tags: ['health'], response: { 200: healthResponseSchema } } }, async () => {
      await pingDatabase(db);
      return { status: 'ok' as const };
    });
}
