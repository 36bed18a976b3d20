import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '@stowline/domain';

/** Serves the built React app with a fallback to index.html for client-side routes. */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasWeb = Boolean(distDir && existsSync(path.join(distDir, 'index.html')));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir!,
      // Looks files up per request, so a rebuild while the server runs is served at once.
      wildcard: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !path.extname(request.url.split('?')[0]!);
    if (hasWeb && isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ message: messages.notFound, code: 'NOT_FOUND' });
  });
}
