import { z } from 'zod';
import { PageQuerySchema } from './pagination.ts';

export const TAXONOMY_DESCRIPTION_MAX = 1000;

/** Messages tags and categories share (spec 2 section 8). */
export const taxonomyMessages = {
  descriptionTooLong: 'Description must be no more than 1000 characters',
} as const;

/** Optional description of a tag or category: trimmed, at most 1000, blank stored as null. */
export const TaxonomyDescriptionSchema = z
  .string()
  .trim()
  .max(TAXONOMY_DESCRIPTION_MAX, taxonomyMessages.descriptionTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/** A tag or category name: trimmed, between `min` and `max` characters, one message for every failure. */
export const taxonomyNameSchema = ({ min, max, message }: { min: number; max: number; message: string }) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

/**
 * The wire shapes a tag and a category share, under the resource's own OpenAPI ids (`Tag`, `TagBody`, ...):
 * the form (create sends all of it, PATCH any subset), the term as read, with what the caller may do to it,
 * and the create and analytics answers, which give the term's id under the resource's own key (`idField`).
 */
export function taxonomySchemas<Name extends z.ZodType<string>, IdField extends string>(
  resource: 'Tag' | 'Category',
  name: Name,
  idField: IdField,
) {
  const AbilitiesSchema = z.object({ update: z.boolean(), delete: z.boolean() }).meta({ id: `${resource}Abilities` });
  const idShape = () => ({ [idField]: z.string() }) as Record<IdField, z.ZodString>;
  return {
    BodySchema: z.object({ name, description: TaxonomyDescriptionSchema }).meta({ id: `${resource}Body` }),
    PatchBodySchema: z
      .object({ name: name.optional(), description: TaxonomyDescriptionSchema.optional() })
      .meta({ id: `${resource}PatchBody` }),
    AbilitiesSchema,
    TermSchema: z
      .object({
        id: z.string(),
        name: z.string(),
        description: z.string().nullable(),
        createdAt: z.string(),
        updatedAt: z.string(),
        abilities: AbilitiesSchema,
      })
      .meta({ id: resource }),
    CreatedSchema: z.object(idShape()).meta({ id: `${resource}Created` }),
    AnalyticsSchema: TaxonomyAnalyticsSchema.extend(idShape()).meta({ id: `${resource}Analytics` }),
  };
}

/** A tag or a category as read: the two wire shapes are the same. */
export type TaxonomyTerm = z.infer<ReturnType<typeof taxonomySchemas>['TermSchema']>;

/** Tag and category lists: page/size/sort (name, createdAt; default name,asc) and a name search. */
export const TaxonomyListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type TaxonomyListQuery = z.infer<typeof TaxonomyListQuerySchema>;
export const TAXONOMY_SORTS = ['name', 'createdAt', 'updatedAt'] as const;

/** Usage of a tag or category across quizzes and their attempts. averageScore is a percentage or null. */
export const TaxonomyAnalyticsSchema = z
  .object({
    quizCount: z.number().int(),
    publishedQuizCount: z.number().int(),
    attemptCount: z.number().int(),
    averageScore: z.number().nullable(),
  })
  .meta({ id: 'TaxonomyAnalytics' });
export type TaxonomyAnalytics = z.infer<typeof TaxonomyAnalyticsSchema>;
