import { SettingsSchema } from '@quizmaker/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../http/authentication.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import type { SettingsService } from './service.ts';

const route = signedInRoutes(['Settings']);

/** /api/v1/users/me/settings */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = (app, { settings }) => {
  app.get(
    '/me/settings',
    route('My account settings', { response: { 200: SettingsSchema, ...errorResponses } }),
    async (request) => settings.get(requirePrincipal(request)),
  );

  app.put(
    '/me/settings',
    route('Replace my account settings', {
      body: SettingsSchema,
      response: { 200: SettingsSchema, ...errorResponses },
    }),
    async (request) => settings.replace(requirePrincipal(request), request.body),
  );
  return Promise.resolve();
};
