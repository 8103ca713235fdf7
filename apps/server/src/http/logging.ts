import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

export const REDACTED = '[redacted]';

/**
 * Query parameters whose value is a secret: the reset link's `token` is a page URL the browser
 * asks the server for, and Fastify logs every request's URL. Matched on the parameter name.
 */
const SECRET_PARAMETER = /token|password|secret|signature|key/i;

/** Paths of logged objects that may carry a credential, whatever logged them. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.secret',
  '*.apiKey',
];

/** The URL with the value of every secret-looking query parameter replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) {
    return url;
  }
  const parameters = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_PARAMETER.test(decodeName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, queryAt)}?${parameters.join('&')}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The server's logger: JSON lines (each line of a request carries its reqId), and never a secret:
 * credentials in headers and bodies are redacted by path, secret query values in the logged URL.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') {
    return false;
  }
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
