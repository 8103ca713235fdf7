import {
  BulkUserIdsBodySchema,
  BulkUserResultSchema,
  IdParamsSchema,
  ProfileUpdateBodySchema,
  UserListQuerySchema,
  UserSchema,
  pageOf,
} from '@quizmaker/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requirePrincipal } from '../../http/authentication.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import type { UsersService } from './service.ts';

const route = signedInRoutes(['Users']);
const adminOnly = 'Insufficient permissions - Admin role required';

/** /api/v1/users: the caller's profile and user administration. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = (app, { users }) => {
  app.get('/profile', route('My profile', { response: { 200: UserSchema, ...errorResponses } }), async (request) =>
    users.profile(requirePrincipal(request)),
  );

  app.put(
    '/profile',
    route('Change my username and e-mail (a new e-mail needs currentPassword; the old address is told)', {
      body: ProfileUpdateBodySchema,
      response: { 200: UserSchema, ...errorResponses },
    }),
    async (request) => users.updateProfile(requirePrincipal(request), request.body),
  );

  app.get(
    '/',
    route('List users (admin)', {
      querystring: UserListQuerySchema,
      response: { 200: pageOf(UserSchema), ...errorResponses },
    }),
    async (request) => {
      requirePermission(request, 'USER_ADMIN', adminOnly);
      return users.list(request.query);
    },
  );

  app.get(
    '/:id',
    route('One user (self or admin)', {
      params: IdParamsSchema,
      response: { 200: UserSchema, ...errorResponses },
    }),
    async (request) => users.get(requirePrincipal(request), request.params.id),
  );

  for (const [verb, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `/:id/${verb}`,
      route(`${verb} a user (admin)`, {
        params: IdParamsSchema,
        response: { 200: UserSchema, ...errorResponses },
      }),
      async (request) =>
        users.setActive(requirePermission(request, 'USER_ADMIN', adminOnly), request.params.id, active),
    );
    app.post(
      `/bulk-${verb}`,
      route(`${verb} many users (admin)`, {
        body: BulkUserIdsBodySchema,
        response: { 200: BulkUserResultSchema, ...errorResponses },
      }),
      async (request) =>
        users.setActiveInBulk(requirePermission(request, 'USER_ADMIN', adminOnly), request.body.userIds, active),
    );
  }
  return Promise.resolve();
};
