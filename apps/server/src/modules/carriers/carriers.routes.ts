import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/setting/get-carriers',
    { schema: { tags, response: { 200: carriersResponseSchema } }, config: { auth: 'member' } },
    (req) => carriers.list(req.actor!),
  );

  app.put(
    '/setting/add-carrier',
    {
      schema: { tags, body: addCarrierBodySchema, response: { 200: messageResponseSchema } },
      config: { auth: 'seller' },
    },
    (req) => carriers.save(req.actor!, req.body),
  );

  app.delete(
    '/setting/delete-carrier/:carrierName',
    {
      schema: { tags, params: carrierNameParamsSchema, response: { 200: messageResponseSchema } },
      config: { auth: 'seller' },
    },
    (req) => carriers.delete(req.actor!, req.params.carrierName),
  );
}
