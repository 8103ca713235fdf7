import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Serves the built web app with an SPA fallback for every non-API path, when it has been built. */
export function registerWebApp(app: FastifyInstance, config: Config): void {
  const distDir = config.webDistDir;
  if (!distDir || !existsSync(join(distDir, 'index.html'))) {
    return;
  }
  void app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h', immutable: true });
  // A catch-all GET route rather than a second not-found handler (the error handling owns that one):
  // page paths get index.html; API paths and missing files fall through to the JSON 404.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api') || /\.[a-z0-9]+$/i.test(path)) {
      reply.callNotFound();
      return;
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
