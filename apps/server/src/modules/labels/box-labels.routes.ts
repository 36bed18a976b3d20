import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getLabelBodySchema } from '@stowline/domain';
import { authedRoutes } from '../../lib/authed-routes.js';
import type { BoxLabelsService } from './box-labels.service.js';

/**
 * POST /fullfilment/get-label (spec document 2, section 7): box and pallet shipping labels as a
 * PDF in the answer, for every label (the spec's base64 for one box and DownloadURL otherwise are
 * replaced by the file itself, which the browser previews). Workers print labels as they pack.
 */
export function registerBoxLabelsRoutes(server: FastifyInstance, labels: BoxLabelsService): void {
  const member = authedRoutes(server, { auth: 'member' });
  member.post(
    '/fullfilment/get-label',
    {
      schema: {
        tags: ['labels'],
        body: getLabelBodySchema,
        description:
          'Box or pallet shipping labels from Amazon (v0 getLabels) as a PDF; box content labels (labelType BOX_CONTENT, any shipment, with the 2D page for 2D_BARCODE shipments) or 2D labels (2D_BARCODE) as PDF or ZPL.',
        response: { 200: z.string().describe('PDF or ZPL file') },
      },
    },
    async (req, actor, reply) => {
      const { fileName, contentType, pdf } = await labels.getLabel(actor, req.body);
      return (
        reply
          .type(contentType)
          .header('content-disposition', `inline; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          // Bytes skip the JSON serializer; the schema only documents the file for /api/docs.
          .send(pdf as unknown as string)
      );
    },
  );
}
