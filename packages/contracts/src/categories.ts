import { z } from 'zod';
import { taxonomyNameSchema, taxonomySchemas } from './taxonomy.ts';

export const CATEGORY_NAME_MIN = 3;
export const CATEGORY_NAME_MAX = 100;

export const categoryMessages = {
  nameLength: 'Name must be between 3 and 100 characters.',
  notFound: 'Category not found',
  /** Spec 2 section 8: one message for a taken name and for deleting a category in use. */
  conflict: 'Conflict: Category name already exists or category is in use',
  adminRequired: 'Insufficient permissions - Admin role required',
} as const;

export const CategoryNameSchema = taxonomyNameSchema({
  min: CATEGORY_NAME_MIN,
  max: CATEGORY_NAME_MAX,
  message: categoryMessages.nameLength,
});

const categorySchemas = taxonomySchemas('Category', CategoryNameSchema, 'categoryId');

export const CategoryBodySchema = categorySchemas.BodySchema;
export type CategoryBody = z.infer<typeof CategoryBodySchema>;

export const CategoryPatchBodySchema = categorySchemas.PatchBodySchema;
export type CategoryPatchBody = z.infer<typeof CategoryPatchBodySchema>;

export const CategoryAbilitiesSchema = categorySchemas.AbilitiesSchema;

export const CategorySchema = categorySchemas.TermSchema;
export type Category = z.infer<typeof CategorySchema>;

export const CategoryCreatedSchema = categorySchemas.CreatedSchema;
export type CategoryCreated = z.infer<typeof CategoryCreatedSchema>;

export const CategoryAnalyticsSchema = categorySchemas.AnalyticsSchema;
export type CategoryAnalytics = z.infer<typeof CategoryAnalyticsSchema>;
