import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  labelSettingsResponseSchema,
  messageResponseSchema,
  productLabelResponseSchema,
  shippingDetailsBodySchema,
  shippingDetailsResponseSchema,
  updateLabelSettingsBodySchema,
} from '@stowline/domain';
import type { SettingsService } from './settings.service.js';

const tags = ['settings'];

/**
 * Default Inbound Shipments Setting and Labels Settings. Workers pack and label shipments
 * for the seller, so they read and change these as the seller does (spec document 1,
 * section 6 keeps only Payment and store details from them).
 */
export function registerSettingsRoutes(server: FastifyInstance, settings: SettingsService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' } as const;

  app.get(
    '/setting/get-shipping-details',
    { schema: { tags, response: { 200: shippingDetailsResponseSchema } }, config: member },
    (req) => settings.getShippingDetails(req.actor!),
  );

  app.post(
    '/setting/default-shipping-details',
    { schema: { tags, body: shippingDetailsBodySchema, response: { 200: messageResponseSchema } }, config: member },
    (req) => settings.updateShippingDetails(req.actor!, req.body),
  );

  app.get(
    '/setting/get-label-setting',
    { schema: { tags, response: { 200: labelSettingsResponseSchema } }, config: member },
    (req) => settings.getLabelSettings(req.actor!),
  );

  app.get(
    '/setting/get-product-label',
    { schema: { tags, response: { 200: productLabelResponseSchema } }, config: member },
    (req) => settings.getProductLabel(req.actor!),
  );

  app.post(
    '/setting/update-label-setting',
    { schema: { tags, body: updateLabelSettingsBodySchema, response: { 200: messageResponseSchema } }, config: member },
    (req) => settings.updateLabelSettings(req.actor!, req.body),
  );
}
