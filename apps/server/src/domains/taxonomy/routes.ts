import {
  IdParamsSchema,
  TaxonomyListQuerySchema,
  pageOf,
  type TaxonomyAnalytics,
  type taxonomySchemas,
} from '@quizmaker/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Principal } from '../../access/principal.ts';
import { requirePrincipal } from '../../http/authentication.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import type { TaxonomyService } from './service.ts';

type TermSchemas = ReturnType<typeof taxonomySchemas>;

/** A created term's id, under the taxonomy's own key (`tagId`, `categoryId`). */
type Created = Record<string, string>;

/** The calls a taxonomy's routes make: the shared ones, and create and analytics, which answer under its own id key. */
interface TaxonomyEndpoints extends Pick<TaxonomyService, 'list' | 'get' | 'update' | 'delete'> {
  create(principal: Principal, body: z.output<TermSchemas['BodySchema']>): Promise<Created>;
  analytics(principal: Principal, id: string): Promise<TaxonomyAnalytics>;
}

/** What the routes of tags and of categories differ in: their OpenAPI group and texts, wire shapes, and guards. */
interface TaxonomyRoutesConfiguration {
  tag: string;
  summaries: Record<'list' | 'create' | 'get' | 'update' | 'delete' | 'analytics', string>;
  schemas: Pick<TermSchemas, 'BodySchema' | 'PatchBodySchema' | 'TermSchema'> & {
    CreatedSchema: z.ZodType<Created>;
    AnalyticsSchema: z.ZodType<TaxonomyAnalytics>;
  };
  /** Who may create a term (the caller it returns), before the service sees the request. */
  creator: (request: FastifyRequest) => Principal;
  /** Who may try to change or delete a term; the service's abilities then decide on the term itself. */
  changer: (request: FastifyRequest) => Principal;
}

/** List, create, read, change, delete and usage of one taxonomy's terms; everyone signed in reads. */
export function taxonomyRoutes({
  tag,
  summaries,
  schemas,
  creator,
  changer,
}: TaxonomyRoutesConfiguration): FastifyPluginCallbackZod<{ terms: TaxonomyEndpoints }> {
  const tags = [tag];
  const route = signedInRoutes(tags);
  return (app, { terms }, done) => {
    app.addHook('preValidation', (request, _reply, next) => {
      requirePrincipal(request);
      next();
    });

    app.get(
      '/',
      route(summaries.list, {
        querystring: TaxonomyListQuerySchema,
        response: { 200: pageOf(schemas.TermSchema), ...errorResponses },
      }),
      async (request) => terms.list(requirePrincipal(request), request.query),
    );

    app.post(
      '/',
      route(summaries.create, {
        body: schemas.BodySchema,
        response: { 201: schemas.CreatedSchema, ...errorResponses },
      }),
      async (request, reply) => reply.status(201).send(await terms.create(creator(request), request.body)),
    );

    app.get(
      '/:id',
      route(summaries.get, {
        params: IdParamsSchema,
        response: { 200: schemas.TermSchema, ...errorResponses },
      }),
      async (request) => terms.get(requirePrincipal(request), request.params.id),
    );

    app.patch(
      '/:id',
      route(summaries.update, {
        params: IdParamsSchema,
        body: schemas.PatchBodySchema,
        response: { 200: schemas.TermSchema, ...errorResponses },
      }),
      async (request) => terms.update(changer(request), request.params.id, request.body),
    );

    app.delete(
      '/:id',
      route(summaries.delete, {
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      }),
      async (request, reply) => {
        await terms.delete(changer(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/:id/analytics',
      route(summaries.analytics, {
        params: IdParamsSchema,
        response: { 200: schemas.AnalyticsSchema, ...errorResponses },
      }),
      async (request) => terms.analytics(requirePrincipal(request), request.params.id),
    );
    done();
  };
}
