import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  boxCategoryBodySchema,
  boxCategoryListResponseSchema,
  boxCategoryResponseSchema,
  messageResponseSchema,
  settingsIdParamsSchema,
} from '@stowline/domain';
import type { BoxCategoriesService } from './box-categories.service.js';

const tags = ['box categories'];

/**
 * Box categories (the 'Box' settings page). Workers pack boxes and may add a category from
 * the packaging-rule dialog, so they read and change categories as the seller does.
 * The update route keeps the spec's name (update-dimensions) and takes the name too.
 */
export function registerBoxCategoriesRoutes(server: FastifyInstance, boxes: BoxCategoriesService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' } as const;

  app.get(
    '/setting/get-box-category-list',
    { schema: { tags, response: { 200: boxCategoryListResponseSchema } }, config: member },
    (req) => boxes.list(req.actor!),
  );

  app.post(
    '/setting/create-box-category',
    { schema: { tags, body: boxCategoryBodySchema, response: { 201: boxCategoryResponseSchema } }, config: member },
    async (req, reply) => reply.status(201).send(await boxes.create(req.actor!, req.body)),
  );

  app.put(
    '/setting/box-category/:id/update-dimensions',
    {
      schema: {
        tags,
        params: settingsIdParamsSchema,
        body: boxCategoryBodySchema,
        response: { 200: boxCategoryResponseSchema },
      },
      config: member,
    },
    (req) => boxes.update(req.actor!, req.params.id, req.body),
  );

  app.delete(
    '/setting/box-category/:id/delete',
    { schema: { tags, params: settingsIdParamsSchema, response: { 200: messageResponseSchema } }, config: member },
    (req) => boxes.delete(req.actor!, req.params.id),
  );
}
