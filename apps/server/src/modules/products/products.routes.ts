import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  const app = server.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' } as const;

  app.post(
    '/products/get-products',
    { schema: { tags, body: getProductsBodySchema, response: { 200: getProductsResponseSchema } }, config: member },
    (req) => productsService.listProducts(req.actor!, req.body),
  );

  // Uploads come as the file's bytes (a parser of their own scope); the import library checks size, type and content.
  void server.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/products/upload-fba-types',
      {
        schema: { tags, querystring: uploadQuerySchema, response: { 200: fbaTypeUploadResponseSchema } },
        config: member,
        bodyLimit: UPLOAD_BODY_LIMIT,
      },
      (req) =>
        productsService.uploadFbaTypes(req.actor!, { filename: req.query.filename, data: requireBuffer(req.body) }),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/products/upload-ship-skus',
      {
        schema: { tags, querystring: shipSkuUploadQuerySchema, response: { 200: shipSkuUploadResponseSchema } },
        config: member,
        bodyLimit: UPLOAD_BODY_LIMIT,
      },
      (req) =>
        productsService.uploadShipSkus(
          req.actor!,
          { filename: req.query.filename, data: requireBuffer(req.body) },
          req.query.mode,
        ),
    );
  });

  app.post(
    '/products/paste-ship-skus',
    {
      schema: { tags, body: pasteShipSkusBodySchema, response: { 200: shipSkuUploadResponseSchema } },
      config: member,
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    (req) => productsService.pasteShipSkus(req.actor!, req.body),
  );

  app.post(
    '/products/get-products-by-skus',
    {
      schema: { tags, body: productsBySkusBodySchema, response: { 200: productListResponseSchema } },
      config: member,
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    (req) => productsService.productsBySkus(req.actor!, req.body.sellerSkus),
  );

  app.get(
    '/fullfilment/get-sku-list-for-asin/:value',
    {
      schema: {
        tags,
        params: skuLookupParamsSchema,
        querystring: skuLookupQuerySchema,
        response: { 200: productListResponseSchema },
      },
      config: member,
    },
    (req) => productsService.lookUpSku(req.actor!, req.query.key, req.params.value),
  );

  // Registered before /products/:id, whose id must be a uuid anyway.
  app.put(
    '/products/bulk-update-details',
    {
      schema: { tags, body: bulkUpdateBodySchema, response: { 200: bulkUpdateResponseSchema } },
      config: member,
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
    (req) => productsService.bulkUpdate(req.actor!, req.body),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        params: productIdParamsSchema,
        body: updateProductBodySchema,
        response: { 200: updateProductResponseSchema },
      },
      config: member,
    },
    (req) => productsService.updateProduct(req.actor!, req.params.id, req.body),
  );
}
