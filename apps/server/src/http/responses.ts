import { ErrorBodySchema } from '@quizmaker/contracts';
import type { FastifySchema } from 'fastify';

/** Error responses documented on every route, so the OpenAPI document shows the one error shape. */
export const errorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
} as const;

/** The API's one security scheme: the access token sent as a bearer token. */
const bearerAuth = [{ bearerAuth: [] }];

/**
 * Options of the routes of one OpenAPI group that need the bearer token: `route(summary, parts)` documents a
 * route under the group's `tags`, the bearer scheme and its summary, with its own params, querystring, body,
 * response, ...
 */
export function signedInRoutes(tags: string[]) {
  return <Parts extends FastifySchema>(summary: string, parts: Parts) => ({
    schema: { tags, security: bearerAuth, summary, ...parts },
  });
}
