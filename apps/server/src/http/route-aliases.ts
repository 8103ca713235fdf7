import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

interface RouteAlias {
  method: 'GET' | 'POST';
  /** Path segments; `:name` matches one non-empty segment. */
  alias: string;
  twin: string;
}

/**
 * Paths the reference client calls with a doubled /api prefix (spec 3 section 7 "Results and
 * statistics", spec 1 section 7's refresh), each the alias of its /api/v1 twin. Nothing else is
 * aliased: a doubled prefix is the client's mistake, kept working only where it makes it.
 */
const ROUTE_ALIASES: readonly RouteAlias[] = [
  { method: 'GET', alias: '/api/api/quizzes/:id/results/summary', twin: '/api/v1/quizzes/:id/results/summary' },
  { method: 'GET', alias: '/api/api/attempts/:id/results', twin: '/api/v1/attempts/:id/results' },
  { method: 'GET', alias: '/api/api/quizzes/:id/leaderboard', twin: '/api/v1/quizzes/:id/leaderboard' },
  { method: 'GET', alias: '/api/api/quizzes/:id/attempts/user', twin: '/api/v1/quizzes/:id/attempts/user' },
  { method: 'GET', alias: '/api/api/attempts/:id/analysis', twin: '/api/v1/attempts/:id/analysis' },
  { method: 'POST', alias: '/api/api/v1/auth/refresh', twin: '/api/v1/auth/refresh' },
];

/** The twin path of `path` when it matches `alias`, with the alias's parameters filled in. */
function twinPath(route: RouteAlias, path: string): string | null {
  const given = path.split('/');
  const pattern = route.alias.split('/');
  if (given.length !== pattern.length) {
    return null;
  }
  const values = new Map<string, string>();
  for (const [index, segment] of pattern.entries()) {
    const value = given[index] ?? '';
    if (segment.startsWith(':')) {
      if (value === '') {
        return null;
      }
      values.set(segment, value);
    } else if (segment !== value) {
      return null;
    }
  }
  return route.twin
    .split('/')
    .map((segment) => values.get(segment) ?? segment)
    .join('/');
}

/**
 * Fastify's `rewriteUrl`: an aliased request is routed to its twin before routing, so one handler
 * (with its schemas, auth and limits) serves both, and the aliases never enter the OpenAPI document.
 */
export function rewriteRouteAlias(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const route of ROUTE_ALIASES) {
    const twin = route.method === request.method ? twinPath(route, path) : null;
    if (twin !== null) {
      return queryAt === -1 ? twin : `${twin}${url.slice(queryAt)}`;
    }
  }
  return url;
}

/** Answers through an alias say so (RFC 9745 `Deprecation`) and name the twin to call instead. */
export function registerRouteAliasHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.originalUrl !== request.url) {
      reply.header('Deprecation', 'true').header('Link', `<${request.url.split('?')[0]}>; rel="successor-version"`);
    }
    done();
  });
}
