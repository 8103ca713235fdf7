import {
  CategoryAnalyticsSchema,
  CategoryBodySchema,
  CategoryCreatedSchema,
  CategoryPatchBodySchema,
  CategorySchema,
  categoryMessages,
} from '@quizmaker/contracts';
import type { FastifyRequest } from 'fastify';
import { requirePermission } from '../../http/authentication.ts';
import { taxonomyRoutes } from '../taxonomy/routes.ts';

const categoryAdmin = (request: FastifyRequest) =>
  requirePermission(request, 'CATEGORY_ADMIN', categoryMessages.adminRequired);

/** /api/v1/categories: everyone signed in reads; category administrators change. */
export const categoriesRoutes = taxonomyRoutes({
  tag: 'Categories',
  summaries: {
    list: 'List categories (default sort name,asc)',
    create: 'Create a category (admin)',
    get: 'One category',
    update: 'Change a category (admin)',
    delete: 'Delete an unused category (admin)',
    analytics: 'Quizzes, published quizzes, attempts and average score of a category',
  },
  schemas: {
    BodySchema: CategoryBodySchema,
    PatchBodySchema: CategoryPatchBodySchema,
    TermSchema: CategorySchema,
    CreatedSchema: CategoryCreatedSchema,
    AnalyticsSchema: CategoryAnalyticsSchema,
  },
  creator: categoryAdmin,
  changer: categoryAdmin,
});
