import {
  IdParamsSchema,
  TagAnalyticsSchema,
  TagBodySchema,
  TagCreatedSchema,
  TagPatchBodySchema,
  TagSchema,
  TaxonomyListQuerySchema,
  pageOf,
} from '@quizmaker/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requirePrincipal } from '../../http/authentication.ts';
import { errorResponses } from '../../http/responses.ts';
import type { TagsService } from './service.ts';

const tags = ['Tags'];
const security = [{ bearerAuth: [] }];

/** /api/v1/tags: everyone signed in reads; authors create; the creator or a tag admin changes. */
export const tagsRoutes: FastifyPluginCallbackZod<{ tagsService: TagsService }> = (app, { tagsService }, done) => {
  app.addHook('preValidation', (request, _reply, next) => {
    requirePrincipal(request);
    next();
  });

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'List tags (default sort name,asc)',
        querystring: TaxonomyListQuerySchema,
        response: { 200: pageOf(TagSchema), ...errorResponses },
      },
    },
    async (request) => tagsService.list(requirePrincipal(request), request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Create a tag',
        body: TagBodySchema,
        response: { 201: TagCreatedSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await tagsService.create(requirePermission(request, 'TAG_CREATE'), request.body)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One tag',
        params: IdParamsSchema,
        response: { 200: TagSchema, ...errorResponses },
      },
    },
    async (request) => tagsService.get(requirePrincipal(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a tag (its creator or a tag admin)',
        params: IdParamsSchema,
        body: TagPatchBodySchema,
        response: { 200: TagSchema, ...errorResponses },
      },
    },
    async (request) => tagsService.update(requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a tag (its creator or a tag admin)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await tagsService.delete(requirePrincipal(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/analytics',
    {
      schema: {
        tags,
        security,
        summary: 'Quizzes, published quizzes, attempts and average score of a tag',
        params: IdParamsSchema,
        response: { 200: TagAnalyticsSchema, ...errorResponses },
      },
    },
    async (request) => tagsService.analytics(requirePrincipal(request), request.params.id),
  );
  done();
};
