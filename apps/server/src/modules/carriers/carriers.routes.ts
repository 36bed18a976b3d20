import type { FastifyInstance } from 'fastify';
import { authedRoutes } from '../../lib/authed-routes.js';
import {
  addCarrierBodySchema,
  carrierNameParamsSchema,
  carriersResponseSchema,
  messageResponseSchema,
} from '@stowline/domain';
import type { CarriersService } from './carriers.service.js';

const tags = ['carriers'];

/**
 * Connect Carrier. Only the seller saves or removes carrier credentials: they sign for the
 * seller's FedEx account and its charges. Workers may see which carrier is connected (masked,
 * as everyone does), because shipping with FedEx needs one.
 */
export function registerCarriersRoutes(server: FastifyInstance, carriers: CarriersService): void {
  const member = authedRoutes(server, { auth: 'member' });
  const seller = authedRoutes(server, { auth: 'seller' });

  member.get('/setting/get-carriers', { schema: { tags, response: { 200: carriersResponseSchema } } }, (_req, actor) =>
    carriers.list(actor),
  );

  seller.put(
    '/setting/add-carrier',
    { schema: { tags, body: addCarrierBodySchema, response: { 200: messageResponseSchema } } },
    (req, actor) => carriers.save(actor, req.body),
  );

  // Connect Carrier's test: the form's credentials against FedEx's token endpoint. Seller only,
  // as saving them is.
  seller.post(
    '/setting/test-carrier',
    { schema: { tags, body: addCarrierBodySchema, response: { 200: messageResponseSchema } } },
    (req) => carriers.test(req.body),
  );

  seller.delete(
    '/setting/delete-carrier/:carrierName',
    { schema: { tags, params: carrierNameParamsSchema, response: { 200: messageResponseSchema } } },
    (req, actor) => carriers.delete(actor, req.params.carrierName),
  );
}
