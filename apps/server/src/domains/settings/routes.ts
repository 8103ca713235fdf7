import { SettingsSchema } from '@quizmaker/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../http/authentication.ts';
import { errorResponses } from '../../http/responses.ts';
import type { SettingsService } from './service.ts';

const tags = ['Settings'];
const security = [{ bearerAuth: [] }];

/** /api/v1/users/me/settings */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = (app, { settings }) => {
  app.get(
    '/me/settings',
    {
      schema: { tags, security, summary: 'My account settings', response: { 200: SettingsSchema, ...errorResponses } },
    },
    async (request) => settings.get(requirePrincipal(request)),
  );

  app.put(
    '/me/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Replace my account settings',
        body: SettingsSchema,
        response: { 200: SettingsSchema, ...errorResponses },
      },
    },
    async (request) => settings.replace(requirePrincipal(request), request.body),
  );
  return Promise.resolve();
};
