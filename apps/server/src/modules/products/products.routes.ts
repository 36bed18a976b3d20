import type { FastifyInstance } from 'fastify';
import { authedRoutes } from '../../lib/authed-routes.js';
import {
  IMPORT_LIMITS,
  bulkUpdateBodySchema,
  bulkUpdateResponseSchema,
  pasteShipSkusBodySchema,
  productListResponseSchema,
  productsBySkusBodySchema,
  shipSkuUploadQuerySchema,
  shipSkuUploadResponseSchema,
  skuLookupParamsSchema,
  skuLookupQuerySchema,
  fbaTypeUploadResponseSchema,
  getProductsBodySchema,
  uploadQuerySchema,
  getProductsResponseSchema,
  productIdParamsSchema,
  updateProductBodySchema,
  updateProductResponseSchema,
} from '@stowline/domain';
import { AppError } from '../../errors.js';
import type { ProductsService } from './products.service.js';

const tags = ['products'];
/** A little over the import limit, so the library answers a too-large file with its own message. */
const UPLOAD_BODY_LIMIT = IMPORT_LIMITS.maxBytes + 64 * 1024;

function requireBuffer(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as application/octet-stream');
  return body;
}

/** Workers maintain products too (weights and flags are packing work). */
export function registerProductsRoutes(server: FastifyInstance, productsService: ProductsService): void {
  const member = authedRoutes(server, { auth: 'member' });

  member.post(
    '/products/get-products',
    { schema: { tags, body: getProductsBodySchema, response: { 200: getProductsResponseSchema } } },
    (req, actor) => productsService.listProducts(actor, req.body),
  );

  // Uploads come as the file's bytes (a parser of their own scope); the import library checks size, type and content.
  void server.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    const uploader = authedRoutes(scope, { auth: 'member' });
    uploader.post(
      '/products/upload-fba-types',
      {
        schema: { tags, querystring: uploadQuerySchema, response: { 200: fbaTypeUploadResponseSchema } },
        bodyLimit: UPLOAD_BODY_LIMIT,
      },
      (req, actor) =>
        productsService.uploadFbaTypes(actor, { filename: req.query.filename, data: requireBuffer(req.body) }),
    );
    uploader.post(
      '/products/upload-ship-skus',
      {
        schema: { tags, querystring: shipSkuUploadQuerySchema, response: { 200: shipSkuUploadResponseSchema } },
        bodyLimit: UPLOAD_BODY_LIMIT,
      },
      (req, actor) =>
        productsService.uploadShipSkus(
          actor,
          { filename: req.query.filename, data: requireBuffer(req.body) },
          req.query.mode,
        ),
    );
  });

  member.post(
    '/products/paste-ship-skus',
    {
      schema: { tags, body: pasteShipSkusBodySchema, response: { 200: shipSkuUploadResponseSchema } },
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    (req, actor) => productsService.pasteShipSkus(actor, req.body),
  );

  member.post(
    '/products/get-products-by-skus',
    {
      schema: { tags, body: productsBySkusBodySchema, response: { 200: productListResponseSchema } },
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    (req, actor) => productsService.productsBySkus(actor, req.body.sellerSkus),
  );

  member.get(
    '/fullfilment/get-sku-list-for-asin/:value',
    {
      schema: {
        tags,
        params: skuLookupParamsSchema,
        querystring: skuLookupQuerySchema,
        response: { 200: productListResponseSchema },
      },
    },
    (req, actor) => productsService.lookUpSku(actor, req.query.key, req.params.value),
  );

  // Registered before /products/:id, whose id must be a uuid anyway.
  member.put(
    '/products/bulk-update-details',
    {
      schema: { tags, body: bulkUpdateBodySchema, response: { 200: bulkUpdateResponseSchema } },
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    (req, actor) => productsService.bulkUpdate(actor, req.body),
  );

  member.put(
    '/products/:id',
    {
      schema: {
        tags,
        params: productIdParamsSchema,
        body: updateProductBodySchema,
        response: { 200: updateProductResponseSchema },
      },
    },
    (req, actor) => productsService.updateProduct(actor, req.params.id, req.body),
  );
}
