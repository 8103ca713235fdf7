import { z } from 'zod';
import { taxonomyMessages, taxonomyNameSchema, taxonomySchemas } from './taxonomy.ts';

export const TAG_NAME_MIN = 3;
export const TAG_NAME_MAX = 50;

export const tagMessages = {
  nameLength: 'Name must be between 3 and 50 characters.',
  descriptionTooLong: taxonomyMessages.descriptionTooLong,
  notFound: 'Tag not found',
  nameTaken: 'Tag name already exists',
} as const;

export const TagNameSchema = taxonomyNameSchema({
  min: TAG_NAME_MIN,
  max: TAG_NAME_MAX,
  message: tagMessages.nameLength,
});

const tagSchemas = taxonomySchemas('Tag', TagNameSchema, 'tagId');

/** Create and update send the same form (spec 2 section 7 "Tags"). */
export const TagBodySchema = tagSchemas.BodySchema;
export type TagBody = z.infer<typeof TagBodySchema>;

/** PATCH: any subset of the form. */
export const TagPatchBodySchema = tagSchemas.PatchBodySchema;
export type TagPatchBody = z.infer<typeof TagPatchBodySchema>;

export const TagAbilitiesSchema = tagSchemas.AbilitiesSchema;

export const TagSchema = tagSchemas.TermSchema;
export type Tag = z.infer<typeof TagSchema>;

export const TagCreatedSchema = tagSchemas.CreatedSchema;
export type TagCreated = z.infer<typeof TagCreatedSchema>;

export const TagAnalyticsSchema = tagSchemas.AnalyticsSchema;
export type TagAnalytics = z.infer<typeof TagAnalyticsSchema>;
