import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The policy of every response; routes that serve other content (media, the local checkout) narrow the CSP. */
export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
};

/** The headers helmet sets for these options, recorded once from its middleware. */
export function securityHeadersOf(options: HelmetOptions): Readonly<Record<string, string>> {
  // A response that is never sent records what helmet sets and removes.
  const recorder = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(recorder.req, recorder, (error?: unknown) => {
    if (error) {
      throw error instanceof Error ? error : new Error('helmet refused its options');
    }
  });
  const headers = Object.entries(recorder.getHeaders()).map(([name, value]): [string, string] => [
    name,
    Array.isArray(value) ? value.join(', ') : String(value),
  ]);
  return Object.freeze(Object.fromEntries(headers));
}

/**
 * Security headers on every response (helmet's, with our CSP). They do not depend on the request,
 * so they are computed once: @fastify/helmet rebuilt helmet's middleware, CSP parsing included,
 * on every request, a few per cent of an answer's CPU under an exam surge.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions = SECURITY_HEADER_OPTIONS): void {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
