import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  productLabelsBodySchema,
  productLabelsPrintedBodySchema,
  productLabelsPrintedResponseSchema,
} from '@stowline/domain';
import { authedRoutes } from '../../lib/authed-routes.js';
import type { LabelsService } from './labels.service.js';

const tags = ['labels'];

/**
 * Product (FNSKU) labels (issue 16). Workers pack, so they print labels like their seller: every
 * call is the seller's or a worker's.
 */
export function registerLabelsRoutes(server: FastifyInstance, labels: LabelsService): void {
  const member = authedRoutes(server, { auth: 'member' });

  member.post(
    '/fullfilment/product-labels',
    {
      schema: {
        tags,
        body: productLabelsBodySchema,
        description:
          'Print Product Labels / Print All Labels: the labels of these items and quantities as `{shipmentId}-Product-Labels.pdf` (or `.zpl`), in the Labels Settings’ product label format. Changes nothing.',
        response: { 200: z.string().describe('PDF or ZPL file') },
      },
    },
    async (req, actor, reply) => {
      const file = await labels.renderProductLabels(actor, req.body);
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          // A stream skips the JSON serializer; the schema only documents the file for /api/docs.
          .send(file.stream as unknown as string)
      );
    },
  );

  member.post(
    '/fullfilment/product-labels/printed',
    {
      schema: {
        tags,
        body: productLabelsPrintedBodySchema,
        description: 'The labels printed from the preview: adds each quantity to the item’s printed count.',
        response: { 200: productLabelsPrintedResponseSchema },
      },
    },
    (req, actor) => labels.countPrintedLabels(actor, req.body),
  );
}
