import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import { LIVE_MESSAGE_MAX_BYTES } from '@quizmaker/contracts';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { AccessTokens } from '../domains/auth/access-tokens.ts';
import { authenticationPlugin } from '../http/authentication.ts';
import { corsDelegate } from '../http/cors.ts';
import { registerRouteAliasHeaders } from '../http/route-aliases.ts';
import { registerSecurityHeaders } from '../http/security-headers.ts';

/**
 * What every route shares and the domains' routes rely on, registered before them: security headers, CORS, the
 * OpenAPI document (built from the routes' zod schemas) with its viewer, `request.principal`, and WebSocket routes
 * (live sessions; a message larger than the protocol allows closes its socket).
 */
export async function registerHttpPlugins(
  app: FastifyInstance,
  { config, database, tokens }: { config: Config; database: Database; tokens: AccessTokens },
): Promise<void> {
  registerSecurityHeaders(app);
  registerRouteAliasHeaders(app);
  await app.register(cors, corsDelegate(config.corsOrigins));
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Quizmaker API',
        version: '1.0.0',
        description: 'Quizzes, attempts, results, documents, generation and billing.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authenticationPlugin, { db: database.db, tokens });
  await app.register(websocket, { options: { maxPayload: LIVE_MESSAGE_MAX_BYTES } });
}
