import type { FastifyInstance } from 'fastify';
import { authedRoutes } from '../../lib/authed-routes.js';
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
  const member = authedRoutes(server, { auth: 'member' });

  member.get(
    '/setting/get-box-category-list',
    { schema: { tags, response: { 200: boxCategoryListResponseSchema } } },
    (_req, actor) => boxes.list(actor),
  );

  member.post(
    '/setting/create-box-category',
    { schema: { tags, body: boxCategoryBodySchema, response: { 201: boxCategoryResponseSchema } } },
    async (req, actor, reply) => reply.status(201).send(await boxes.create(actor, req.body)),
  );

  member.put(
    '/setting/box-category/:id/update-dimensions',
    {
      schema: {
        tags,
        params: settingsIdParamsSchema,
        body: boxCategoryBodySchema,
        response: { 200: boxCategoryResponseSchema },
      },
    },
    (req, actor) => boxes.update(actor, req.params.id, req.body),
  );

  member.delete(
    '/setting/box-category/:id/delete',
    { schema: { tags, params: settingsIdParamsSchema, response: { 200: messageResponseSchema } } },
    (req, actor) => boxes.delete(actor, req.params.id),
  );
}
