import type { FastifyInstance } from 'fastify';
import {
  addBoxToPalletBodySchema,
  clearPalletBodySchema,
  createPalletBodySchema,
  createPalletResponseSchema,
  deleteBoxFromPalletBodySchema,
  deletePalletBodySchema,
  getPalletsNumberBodySchema,
  getPalletsNumberResponseSchema,
  getPalletsQuerySchema,
  getPalletsResponseSchema,
  palletIdParamsSchema,
  palletsChangeResponseSchema,
  palletsErrorsResponseSchema,
  unassignBoxesBodySchema,
  updatedPalletResponseSchema,
  updatedPalletsResponseSchema,
  updatePalletDetailsBodySchema,
} from '@stowline/domain';
import { authedRoutes } from '../../lib/authed-routes.js';
import type { PalletsService } from './pallets.service.js';

const tags = ['pallets'];

/**
 * The pallet calls of LTL shipments (spec document 2, section 7 "Pallets", paths as the spec
 * writes them). Workers palletise boxes for their seller as they pack them, so every call is the
 * seller's or a worker's, in the seller's account.
 */
export function registerPalletsRoutes(server: FastifyInstance, pallets: PalletsService): void {
  const member = authedRoutes(server, { auth: 'member' });

  member.get(
    '/fullfilment/:shipmentId/get-pallets',
    {
      schema: {
        tags,
        params: palletIdParamsSchema,
        querystring: getPalletsQuerySchema,
        response: { 200: getPalletsResponseSchema },
      },
    },
    (req, actor) => pallets.getPallets(actor, req.params.shipmentId, req.query),
  );

  member.post(
    '/fullfilment/get-pallets-number',
    { schema: { tags, body: getPalletsNumberBodySchema, response: { 200: getPalletsNumberResponseSchema } } },
    (req, actor) => pallets.palletsNumber(actor, req.body),
  );

  member.post(
    '/fullfilment/create-pallet',
    { schema: { tags, body: createPalletBodySchema, response: { 200: createPalletResponseSchema } } },
    (req, actor) => pallets.createPallet(actor, req.body),
  );

  member.post(
    '/fullfilment/delete-pallet',
    { schema: { tags, body: deletePalletBodySchema, response: { 200: palletsChangeResponseSchema } } },
    (req, actor) => pallets.deletePallets(actor, req.body),
  );

  member.put(
    '/fullfilment/pallet/clear',
    { schema: { tags, body: clearPalletBodySchema, response: { 200: palletsChangeResponseSchema } } },
    (req, actor) => pallets.clearPallets(actor, req.body),
  );

  member.post(
    '/fullfilment/add-box-to-pallet',
    { schema: { tags, body: addBoxToPalletBodySchema, response: { 200: updatedPalletResponseSchema } } },
    (req, actor) => pallets.addBoxToPallet(actor, req.body),
  );

  member.post(
    '/fullfilment/delete-box-from-pallet',
    { schema: { tags, body: deleteBoxFromPalletBodySchema, response: { 200: updatedPalletResponseSchema } } },
    (req, actor) => pallets.deleteBoxFromPallet(actor, req.body),
  );

  member.post(
    '/fullfilment/unassign-boxes',
    { schema: { tags, body: unassignBoxesBodySchema, response: { 200: palletsChangeResponseSchema } } },
    (req, actor) => pallets.unassignBoxes(actor, req.body),
  );

  member.put(
    '/fullfilment/pallet/update-details',
    { schema: { tags, body: updatePalletDetailsBodySchema, response: { 200: updatedPalletsResponseSchema } } },
    (req, actor) => pallets.updateDetails(actor, req.body),
  );

  member.get(
    '/fullfilment/get-pallets-errors/:shipmentId',
    { schema: { tags, params: palletIdParamsSchema, response: { 200: palletsErrorsResponseSchema } } },
    (req, actor) => pallets.palletsErrors(actor, req.params.shipmentId),
  );
}
