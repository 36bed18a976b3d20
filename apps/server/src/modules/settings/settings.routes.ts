import type { FastifyInstance } from 'fastify';
import { authedRoutes } from '../../lib/authed-routes.js';
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
  const member = authedRoutes(server, { auth: 'member' });

  member.get(
    '/setting/get-shipping-details',
    { schema: { tags, response: { 200: shippingDetailsResponseSchema } } },
    (_req, actor) => settings.getShippingDetails(actor),
  );

  member.post(
    '/setting/default-shipping-details',
    { schema: { tags, body: shippingDetailsBodySchema, response: { 200: messageResponseSchema } } },
    (req, actor) => settings.updateShippingDetails(actor, req.body),
  );

  member.get(
    '/setting/get-label-setting',
    { schema: { tags, response: { 200: labelSettingsResponseSchema } } },
    (_req, actor) => settings.getLabelSettings(actor),
  );

  member.get(
    '/setting/get-product-label',
    { schema: { tags, response: { 200: productLabelResponseSchema } } },
    (_req, actor) => settings.getProductLabel(actor),
  );

  member.post(
    '/setting/update-label-setting',
    { schema: { tags, body: updateLabelSettingsBodySchema, response: { 200: messageResponseSchema } } },
    (req, actor) => settings.updateLabelSettings(actor, req.body),
  );
}
