import {
  TagAnalyticsSchema,
  TagBodySchema,
  TagCreatedSchema,
  TagPatchBodySchema,
  TagSchema,
} from '@quizmaker/contracts';
import { requirePermission, requirePrincipal } from '../../http/authentication.ts';
import { taxonomyRoutes } from '../taxonomy/routes.ts';

/** /api/v1/tags: everyone signed in reads; authors create; the creator or a tag admin changes. */
export const tagsRoutes = taxonomyRoutes({
  tag: 'Tags',
  summaries: {
    list: 'List tags (default sort name,asc)',
    create: 'Create a tag',
    get: 'One tag',
    update: 'Change a tag (its creator or a tag admin)',
    delete: 'Delete a tag (its creator or a tag admin)',
    analytics: 'Quizzes, published quizzes, attempts and average score of a tag',
  },
  schemas: {
    BodySchema: TagBodySchema,
    PatchBodySchema: TagPatchBodySchema,
    TermSchema: TagSchema,
    CreatedSchema: TagCreatedSchema,
    AnalyticsSchema: TagAnalyticsSchema,
  },
  creator: (request) => requirePermission(request, 'TAG_CREATE'),
  // The creator or a tag admin: the service's abilities decide on the tag.
  changer: requirePrincipal,
});
