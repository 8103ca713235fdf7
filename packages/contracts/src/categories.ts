import { z } from 'zod';
import { TaxonomyAnalyticsSchema, TaxonomyDescriptionSchema } from './tags.ts';

export const CATEGORY_NAME_MIN = 3;
export const CATEGORY_NAME_MAX = 100;

export const categoryMessages = {
  nameLength: 'Name must be between 3 and 100 characters.',
  notFound: 'Category not found',
  /** Spec 2 section 8: one message for a taken name and for deleting a category in use. */
  conflict: 'Conflict: Category name already exists or category is in use',
  adminRequired: 'Insufficient permissions - Admin role required',
} as const;

export const CategoryNameSchema = z
  .string({ error: categoryMessages.nameLength })
  .trim()
  .min(CATEGORY_NAME_MIN, categoryMessages.nameLength)
  .max(CATEGORY_NAME_MAX, categoryMessages.nameLength);

export const CategoryBodySchema = z
  .object({ name: CategoryNameSchema, description: TaxonomyDescriptionSchema })
  .meta({ id: 'CategoryBody' });
export type CategoryBody = z.infer<typeof CategoryBodySchema>;

export const CategoryPatchBodySchema = z
  .object({ name: CategoryNameSchema.optional(), description: TaxonomyDescriptionSchema.optional() })
  .meta({ id: 'CategoryPatchBody' });
export type CategoryPatchBody = z.infer<typeof CategoryPatchBodySchema>;

export const CategoryAbilitiesSchema = z
  .object({ update: z.boolean(), delete: z.boolean() })
  .meta({ id: 'CategoryAbilities' });

export const CategorySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    abilities: CategoryAbilitiesSchema,
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

export const CategoryCreatedSchema = z.object({ categoryId: z.string() }).meta({ id: 'CategoryCreated' });

export const CategoryAnalyticsSchema = TaxonomyAnalyticsSchema.extend({ categoryId: z.string() }).meta({
  id: 'CategoryAnalytics',
});
export type CategoryAnalytics = z.infer<typeof CategoryAnalyticsSchema>;
