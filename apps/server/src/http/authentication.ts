import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '../access/permissions.ts';
import { principalOf, type Principal } from '../access/principal.ts';
import type { Db } from '../db/database.ts';
import type { AccessTokens } from '../domains/auth/access-tokens.ts';
import { usersRepository } from '../domains/users/repository.ts';
import { authenticationError, authorizationError } from '../errors.ts';
import { PrincipalCache } from './principal-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** The caller an access token names, or null (bad, expired or voided token, inactive user): for tokens sent in a message (live sessions' WebSocket). */
    principalOfToken(token: string): Promise<Principal | null>;
  }
}

/** Resolves the bearer token to a Principal; inactive users and voided tokens count as signed out. */
async function resolvePrincipal(
  request: FastifyRequest,
  db: Db,
  tokens: AccessTokens,
  callers: PrincipalCache,
): Promise<Principal | null> {
  const header = request.headers.authorization;
  if (!header || !header.toLowerCase().startsWith('bearer ')) {
    return null;
  }
  return principalOfToken(header.slice(7).trim(), db, tokens, callers);
}

async function principalOfToken(
  token: string,
  db: Db,
  tokens: AccessTokens,
  callers: PrincipalCache,
): Promise<Principal | null> {
  const claims = tokens.verify(token);
  if (!claims) {
    return null;
  }
  const caller = await callers.resolve(claims.userId, async () => {
    const user = await usersRepository.findById(db, claims.userId);
    return (
      user && {
        principal: principalOf({ id: user.id, username: user.username, roles: user.roles }),
        isActive: user.isActive,
        tokenVersion: user.tokenVersion,
      }
    );
  });
  if (!caller || !caller.isActive || caller.tokenVersion !== claims.tokenVersion) {
    return null;
  }
  return caller.principal;
}

export const authenticationPlugin = fp<{ db: Db; tokens: AccessTokens }>(
  (app, { db, tokens }) => {
    const callers = new PrincipalCache();
    app.decorateRequest('principal', null);
    app.decorate('principalOfToken', (token: string) => principalOfToken(token, db, tokens, callers));
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/')) {
        request.principal = await resolvePrincipal(request, db, tokens, callers);
      }
    });
    return Promise.resolve();
  },
  { name: 'authentication' },
);

/** The signed-in caller, or 401. */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) {
    throw authenticationError();
  }
  return request.principal;
}

/**
 * preValidation hook of a route plugin whose every call needs a sign-in: a signed-out caller hears 401 before any
 * 400 about its body or query (the order every route keeps: 401, 400, 403, 404).
 */
export function signedInOnly(request: FastifyRequest, _reply: FastifyReply, next: HookHandlerDoneFunction): void {
  requirePrincipal(request);
  next();
}

/** The signed-in caller holding `permission`, or 401/403. */
export function requirePermission(request: FastifyRequest, permission: Permission, message?: string): Principal {
  const principal = requirePrincipal(request);
  if (!principal.permissions.has(permission)) {
    throw authorizationError(message);
  }
  return principal;
}
