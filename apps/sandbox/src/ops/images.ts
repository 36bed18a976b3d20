import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import type { Product } from '../data/generate.js';
import { MAIN_IMAGE_SIZE, productImagePng } from '../data/product-image.js';
import { sendNotFound } from '../errors.js';

/** Sizes the `._SL<n>_` variant may ask for, as Amazon's image host scales to the longest side. */
const MIN_SIZE = 16;
const MAX_SIZE = 1500;
const FILE = /^([A-Za-z0-9]{4,40})(?:\._SL(\d{1,4})_)?\.png$/;
/** Pictures kept drawn (about 12 kB each at 500 pixels): a page of the SKU list asks for up to 60 at once. */
const CACHED_PICTURES = 512;

/**
 * The product's image on the sandbox's own image host, as Amazon's catalogue links
 * https://m.media-amazon.com/images/I/<id>.jpg: absolute, from the public URL the browser
 * reaches. `size` gives the `._SL<size>_` variant.
 */
export function productImageUrl(context: SandboxContext, product: Product, size?: number): string {
  return `${context.options.publicUrl}/images/I/${product.imageId}${size === undefined ? '' : `._SL${size}_`}.png`;
}

/**
 * The image host: GET /images/I/<imageId>.png (500 pixels) and /images/I/<imageId>._SL<n>_.png
 * (n pixels), drawn from the product, public like Amazon's, cached for a year by browsers (an
 * image id always shows the same picture) and the last few hundred in memory here.
 */
export function registerImageRoutes(app: FastifyInstance, context: SandboxContext): void {
  const cache = new Map<string, Buffer>();
  app.get('/images/I/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    let png = cache.get(file);
    if (png) {
      // Most recently used last: the first entry is the one to drop.
      cache.delete(file);
    } else {
      const match = FILE.exec(file);
      const size = match?.[2] === undefined ? MAIN_IMAGE_SIZE : Number(match[2]);
      const product = match && size >= MIN_SIZE && size <= MAX_SIZE ? context.productByImageId(match[1]!) : undefined;
      if (!product) return sendNotFound(reply, `Image ${file} not found.`);
      png = productImagePng(product, size);
      if (cache.size >= CACHED_PICTURES) cache.delete(cache.keys().next().value!);
    }
    cache.set(file, png);
    return reply
      .type('image/png')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(png);
  });
}
