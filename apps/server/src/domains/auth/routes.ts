import {
  ForgotPasswordBodySchema,
  LoginBodySchema,
  MessageSchema,
  RefreshBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  TokenPairSchema,
  UserSchema,
} from '@quizmaker/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/authentication.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import type { AuthService } from './service.ts';

const tags = ['Auth'];

/** /api/v1/auth: HTTP only; the rules live in AuthService. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = (app, { auth }) => {
  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account (limited per client address)',
        body: RegisterBodySchema,
        response: { 201: UserSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, request.ip)),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with a username or e-mail',
        body: LoginBodySchema,
        response: { 200: TokenPairSchema, ...errorResponses },
      },
    },
    async (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary: 'Rotate a refresh token',
        body: RefreshBodySchema,
        response: { 200: TokenPairSchema, ...errorResponses },
      },
    },
    async (request) => auth.refresh(request.body.refreshToken),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'End this login',
        body: RefreshBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await auth.logout(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    signedInRoutes(tags)('The signed-in user', { response: { 200: UserSchema, ...errorResponses } }),
    async (request) => auth.me(requirePrincipal(request).id),
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Send a password reset link (limited per address and per client; the answer is always the same)',
        body: ForgotPasswordBodySchema,
        response: { 202: MessageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await auth.forgotPassword(request.body.email, request.ip);
      return reply
        .status(202)
        .send({ message: 'If an account exists for that address, a password reset link has been sent.' });
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: ResetPasswordBodySchema,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return { message: 'Password reset successful' };
    },
  );
  return Promise.resolve();
};
