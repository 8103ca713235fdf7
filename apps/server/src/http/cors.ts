import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from '@fastify/cors';

/**
 * Which pages may call the API from a browser with credentials: the origins of CORS_ORIGINS (by
 * default PUBLIC_URL's) and the origin the server is reached at. Any other origin, `null` (sandboxed
 * frames, local files) included, gets no CORS headers, so the browser keeps the answer from it.
 */
export function corsDelegate(allowedOrigins: readonly string[]): () => FastifyCorsOptionsDelegateCallback {
  const allowed = new Set(allowedOrigins);
  return () => (request, callback) => {
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    const options: FastifyCorsOptions = { credentials: true, origin: origin !== undefined && (allowed.has(origin) || origin === ownOrigin) ? origin : false };
    callback(null, options);
  };
}
