import {
  CategoryAnalyticsSchema,
  CategoryBodySchema,
  CategoryCreatedSchema,
  CategoryPatchBodySchema,
  CategorySchema,
  IdParamsSchema,
  TaxonomyListQuerySchema,
  categoryMessages,
  pageOf,
} from '@quizmaker/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requirePrincipal } from '../../http/authentication.ts';
import { errorResponses } from '../../http/responses.ts';
import type { CategoriesService } from './service.ts';

const tags = ['Categories'];
const security = [{ bearerAuth: [] }];
const adminOnly = categoryMessages.adminRequired;

/** /api/v1/categories: everyone signed in reads; category administrators change. */
export const categoriesRoutes: FastifyPluginCallbackZod<{ categories: CategoriesService }> = (
  app,
  { categories },
  done,
) => {
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
        summary: 'List categories (default sort name,asc)',
        querystring: TaxonomyListQuerySchema,
        response: { 200: pageOf(CategorySchema), ...errorResponses },
      },
    },
    async (request) => categories.list(requirePrincipal(request), request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Create a category (admin)',
        body: CategoryBodySchema,
        response: { 201: CategoryCreatedSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await categories.create(requirePermission(request, 'CATEGORY_ADMIN', adminOnly), request.body)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One category',
        params: IdParamsSchema,
        response: { 200: CategorySchema, ...errorResponses },
      },
    },
    async (request) => categories.get(requirePrincipal(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a category (admin)',
        params: IdParamsSchema,
        body: CategoryPatchBodySchema,
        response: { 200: CategorySchema, ...errorResponses },
      },
    },
    async (request) =>
      categories.update(requirePermission(request, 'CATEGORY_ADMIN', adminOnly), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an unused category (admin)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await categories.delete(requirePermission(request, 'CATEGORY_ADMIN', adminOnly), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/analytics',
    {
      schema: {
        tags,
        security,
        summary: 'Quizzes, published quizzes, attempts and average score of a category',
        params: IdParamsSchema,
        response: { 200: CategoryAnalyticsSchema, ...errorResponses },
      },
    },
    async (request) => categories.analytics(requirePrincipal(request), request.params.id),
  );
  done();
};
