import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';

/**
 * `origin` when it is one the API answers in a browser: an origin of CORS_ORIGINS (by default
 * PUBLIC_URL's) or the origin the server is reached at; otherwise null. `null` (sandboxed frames,
 * local files) and every other origin are not.
 */
export function allowedOrigin(
  origin: string | undefined,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  allowed: ReadonlySet<string>,
): string | null {
  return origin !== undefined && (allowed.has(origin) || origin === `${request.protocol}://${request.host}`)
    ? origin
    : null;
}

/**
 * Headers of answers a page on another origin may read (CORS hides all but a few by default): the
 * download name of a file and what a quiz export left out (GET /api/v1/quizzes/{id}/export).
 */
const EXPOSED_HEADERS = [
  'Content-Disposition',
  'X-Export-Skipped',
  'X-Export-Skipped-Count',
  'X-Export-Warnings',
  'X-Export-Warnings-Count',
];

/**
 * Which pages may call the API from a browser with credentials: the allowed origins (allowedOrigin).
 * Any other origin gets no CORS headers, so the browser keeps the answer from it.
 */
export function corsDelegate(allowedOrigins: readonly string[]): () => FastifyCorsOptionsDelegateCallback {
  const allowed = new Set(allowedOrigins);
  return () => (request, callback) => {
    const options: FastifyCorsOptions = {
      credentials: true,
      origin: allowedOrigin(request.headers.origin, request, allowed) ?? false,
      exposedHeaders: EXPOSED_HEADERS,
    };
    callback(null, options);
  };
}
