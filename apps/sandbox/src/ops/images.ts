import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import type { Product } from '../data/generate.js';
import { MAIN_IMAGE_SIZE, productImageSvg } from '../data/product-image.js';
import { sendNotFound } from '../errors.js';

/** Sizes the `._SL<n>_` variant may ask for, as Amazon's image host scales to the longest side. */
const MIN_SIZE = 16;
const MAX_SIZE = 1500;
const FILE = /^([A-Za-z0-9]{4,40})(?:\._SL(\d{1,4})_)?\.svg$/;

/**
 * The product's image on the sandbox's own image host, as Amazon's catalogue links
 * https://m.media-amazon.com/images/I/<id>.jpg: absolute, from the public URL the browser
 * reaches. `size` gives the `._SL<size>_` variant.
 */
export function productImageUrl(context: SandboxContext, product: Product, size?: number): string {
  return `${context.options.publicUrl}/images/I/${product.imageId}${size === undefined ? '' : `._SL${size}_`}.svg`;
}

/**
 * The image host: GET /images/I/<imageId>.svg (500 pixels) and /images/I/<imageId>._SL<n>_.svg
 * (n pixels), generated from the product, public like Amazon's, cached for a year (an image id
 * always shows the same picture).
 */
export function registerImageRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get('/images/I/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = FILE.exec(file);
    const size = match?.[2] === undefined ? MAIN_IMAGE_SIZE : Number(match[2]);
    const product = match && size >= MIN_SIZE && size <= MAX_SIZE ? context.productByImageId(match[1]!) : undefined;
    if (!product) return sendNotFound(reply, `Image ${file} not found.`);
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(productImageSvg(product, size));
  });
}
