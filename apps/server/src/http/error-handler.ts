import type { ErrorBody, ErrorCode, FieldError } from '@quizmaker/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { Clock } from '../clock.ts';
import { isUnstorableText } from '../db/errors.ts';
import { AppError } from '../errors.ts';
import { NUL_MESSAGE } from './validation.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'AUTHENTICATION_ERROR',
  403: 'AUTHORIZATION_ERROR',
  404: 'NOT_FOUND_ERROR',
  405: 'NOT_FOUND_ERROR',
  409: 'CONFLICT_ERROR',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMIT_ERROR',
};

function body(
  at: Date,
  request: FastifyRequest,
  status: number,
  message: string,
  fieldErrors: FieldError[],
  extra: Record<string, unknown>,
): ErrorBody {
  return {
    status,
    code: CODE_BY_STATUS[status] ?? 'SERVER_ERROR',
    message,
    details: fieldErrors.length > 0 ? fieldErrors.map((e) => `${e.field}: ${e.message}`) : [message],
    fieldErrors,
    path: request.url.split('?')[0] ?? request.url,
    timestamp: at.toISOString(),
    traceId: request.id,
    ...extra,
  };
}

/** Sends the api.md error shape for a status, stamped with the app's clock (a test's manual clock too). */
function errorSender(clock: Clock) {
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    fieldErrors: FieldError[] = [],
    extra: Record<string, unknown> = {},
  ) => reply.status(status).send(body(clock.now(), request, status, message, fieldErrors, extra));
}

function fieldFromPath(prefix: string, path: ReadonlyArray<PropertyKey>): string {
  const parts = path.map((part) => String(part));
  const joined = parts.join('.');
  if (prefix === 'body') {
    return joined || 'body';
  }
  return joined ? joined : prefix;
}

/** Errors of the multipart parser (busboy) for a body that is not well-formed multipart: the client's fault. */
const MALFORMED_MULTIPART =
  /^(Unexpected end of multipart data|Multipart: Boundary not found|Boundary required|Malformed part header)|terminated early due to unexpected end of multipart data/;

/**
 * Fastify's router refuses some URLs before any handler runs (malformed percent-encoding, a path
 * parameter over the length limit); pass this as the `frameworkErrors` option so they get the one
 * error shape too (Fastify's own body otherwise, and 414 without a documented code).
 */
export function frameworkErrors(clock: Clock) {
  const sendError = errorSender(clock);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const message =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'Validation error: a path parameter is too long'
        : 'Validation error: malformed URL';
    // Fastify ignores this hook's return value; the reply (a thenable) is sent here.
    void sendError(request, reply, 400, message);
  };
}

/** Maps every failure to the one error shape; a 5xx never carries internals. */
export function registerErrorHandling(app: FastifyInstance, clock: Clock) {
  const sendError = errorSender(clock);
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (MALFORMED_MULTIPART.test(error.message)) {
      return sendError(request, reply, 400, 'Validation error: malformed multipart body');
    }
    if (
      'code' in error &&
      (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || error.code === 'FST_INVALID_JSON_FIELD_ERROR')
    ) {
      return sendError(
        request,
        reply,
        error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ? 415 : 400,
        error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
          ? 'Expected a multipart/form-data upload'
          : 'Validation error: a form field is not valid JSON',
      );
    }
    if (isUnstorableText(error)) {
      return sendError(request, reply, 400, `Validation error: text ${NUL_MESSAGE}`);
    }
    if (error instanceof AppError) {
      if (error.status === 429 && typeof error.extra.retryAfter === 'number') {
        reply.header('Retry-After', String(error.extra.retryAfter));
      }
      return sendError(request, reply, error.status, error.message, error.fieldErrors, error.extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const prefix = error.validationContext ?? 'body';
      const fieldErrors = firstPerField(
        error.validation.map((issue) => ({
          field: fieldFromPath(prefix, issue.instancePath.split('/').filter(Boolean)),
          message: issue.message ?? 'is invalid',
        })),
      );
      const first = fieldErrors[0]?.message ?? 'Invalid request';
      return sendError(request, reply, 400, `Validation error: ${first}`, fieldErrors);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendError(request, reply, 500, 'Server error occurred');
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, 500, 'Server error occurred');
    }
    if (status === 429) {
      return sendError(request, reply, 429, 'Too many requests. Please try again later.');
    }
    const fastifyCode = 'code' in error ? error.code : '';
    const message = clientMessage(fastifyCode, status, error.message);
    return sendError(request, reply, status, message);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`),
  );
}

/** One message per field: the first failed rule, as a form shows it (required before length). */
function firstPerField(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => !seen.has(error.field) && seen.add(error.field));
}

function clientMessage(fastifyCode: string, status: number, original: string): string {
  switch (fastifyCode) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Validation error: request body must not be empty';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Validation error: malformed JSON';
    default:
      if (original.startsWith('Unexpected token') || original.includes('JSON')) {
        return 'Validation error: malformed JSON';
      }
      return status === 400 ? `Validation error: ${original}` : original;
  }
}
