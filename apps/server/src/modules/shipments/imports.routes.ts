import type { FastifyInstance } from 'fastify';
import {
  IMPORT_LIMITS,
  readBoxContentResponseSchema,
  readDimensionsResponseSchema,
  readExpiryDatesResponseSchema,
  readTrackingIdsResponseSchema,
  shipmentImportQuerySchema,
  uploadBoxContentBodySchema,
  uploadBoxContentResponseSchema,
  uploadDimensionsBodySchema,
  uploadDimensionsResponseSchema,
} from '@stowline/domain';
import { AppError } from '../../errors.js';
import { authedRoutes } from '../../lib/authed-routes.js';
import type { BoxImportsService } from './box-imports.service.js';
import type { ShipmentImportsService } from './imports.service.js';

const tags = ['shipment-imports'];
/** A little over the import limit, so the import library answers a too-large file with its own message. */
const UPLOAD_BODY_LIMIT = IMPORT_LIMITS.maxBytes + 64 * 1024;
/** The valid rows of a full file, as JSON. */
const ROWS_BODY_LIMIT = 32 * 1024 * 1024;

function requireBuffer(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as application/octet-stream');
  return body;
}

/**
 * The shipment's imports (issue 15). Reading a file (ours: the spec's browser read it) is a POST
 * of its bytes with `?inboundShipmentId=&filename=`; it judges the rows and writes nothing.
 * Confirm sends the valid rows to the spec's PUT upload-bulk-boxes-content and
 * upload-bulk-boxes-dimension (expiry dates go to update-details, tracking ids to
 * update-box-tracking-id). Sellers and workers, in the seller's account.
 */
export function registerShipmentImportsRoutes(
  server: FastifyInstance,
  imports: ShipmentImportsService,
  boxImports: BoxImportsService,
): void {
  void server.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    const reader = authedRoutes(scope, { auth: 'member' });
    const file = { querystring: shipmentImportQuerySchema };
    reader.post(
      '/fullfilment/read-bulk-boxes-content',
      { schema: { tags, ...file, response: { 200: readBoxContentResponseSchema } }, bodyLimit: UPLOAD_BODY_LIMIT },
      (req, actor) => imports.readBoxContent(actor, req.query, requireBuffer(req.body)),
    );
    reader.post(
      '/fullfilment/read-bulk-boxes-dimension',
      { schema: { tags, ...file, response: { 200: readDimensionsResponseSchema } }, bodyLimit: UPLOAD_BODY_LIMIT },
      (req, actor) => imports.readDimensions(actor, req.query, requireBuffer(req.body)),
    );
    reader.post(
      '/fullfilment/read-bulk-expiry-dates',
      { schema: { tags, ...file, response: { 200: readExpiryDatesResponseSchema } }, bodyLimit: UPLOAD_BODY_LIMIT },
      (req, actor) => imports.readExpiryDates(actor, req.query, requireBuffer(req.body)),
    );
    reader.post(
      '/fullfilment/read-bulk-tracking-ids',
      { schema: { tags, ...file, response: { 200: readTrackingIdsResponseSchema } }, bodyLimit: UPLOAD_BODY_LIMIT },
      (req, actor) => imports.readTrackingIds(actor, req.query, requireBuffer(req.body)),
    );
  });

  const member = authedRoutes(server, { auth: 'member' });
  member.put(
    '/fullfilment/upload-bulk-boxes-content',
    {
      schema: { tags, body: uploadBoxContentBodySchema, response: { 200: uploadBoxContentResponseSchema } },
      bodyLimit: ROWS_BODY_LIMIT,
    },
    (req, actor) => boxImports.uploadBoxContent(actor, req.body),
  );
  member.put(
    '/fullfilment/upload-bulk-boxes-dimension',
    {
      schema: { tags, body: uploadDimensionsBodySchema, response: { 200: uploadDimensionsResponseSchema } },
      bodyLimit: ROWS_BODY_LIMIT,
    },
    (req, actor) => boxImports.uploadDimensions(actor, req.body),
  );
}
