import { z } from 'zod';
import { PageQuerySchema } from './pagination.ts';

export const TAG_NAME_MIN = 3;
export const TAG_NAME_MAX = 50;
export const TAXONOMY_DESCRIPTION_MAX = 1000;

export const tagMessages = {
  nameLength: 'Name must be between 3 and 50 characters.',
  descriptionTooLong: 'Description must be no more than 1000 characters',
  notFound: 'Tag not found',
  nameTaken: 'Tag name already exists',
} as const;

/** Optional description of a tag or category: trimmed, at most 1000, blank stored as null. */
export const TaxonomyDescriptionSchema = z
  .string()
  .trim()
  .max(TAXONOMY_DESCRIPTION_MAX, tagMessages.descriptionTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

export const TagNameSchema = z
  .string({ error: tagMessages.nameLength })
  .trim()
  .min(TAG_NAME_MIN, tagMessages.nameLength)
  .max(TAG_NAME_MAX, tagMessages.nameLength);

/** Create and update send the same form (spec 2 section 7 "Tags"). */
export const TagBodySchema = z
  .object({ name: TagNameSchema, description: TaxonomyDescriptionSchema })
  .meta({ id: 'TagBody' });
export type TagBody = z.infer<typeof TagBodySchema>;

/** PATCH: any subset of the form. */
export const TagPatchBodySchema = z
  .object({ name: TagNameSchema.optional(), description: TaxonomyDescriptionSchema.optional() })
  .meta({ id: 'TagPatchBody' });
export type TagPatchBody = z.infer<typeof TagPatchBodySchema>;

export const TagAbilitiesSchema = z.object({ update: z.boolean(), delete: z.boolean() }).meta({ id: 'TagAbilities' });

export const TagSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    abilities: TagAbilitiesSchema,
  })
  .meta({ id: 'Tag' });
export type Tag = z.infer<typeof TagSchema>;

export const TagCreatedSchema = z.object({ tagId: z.string() }).meta({ id: 'TagCreated' });

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

export const TagAnalyticsSchema = TaxonomyAnalyticsSchema.extend({ tagId: z.string() }).meta({ id: 'TagAnalytics' });
export type TagAnalytics = z.infer<typeof TagAnalyticsSchema>;
