import type { ErrorCode, FieldError } from '@quizmaker/contracts';

/** A failure the client may see: status, code and message go on the wire; nothing else does. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const validationError = (message: string, fieldErrors: FieldError[] = []) =>
  new AppError(400, 'VALIDATION_ERROR', message, fieldErrors);

export const fieldError = (field: string, message: string) => validationError(message, [{ field, message }]);

export const authenticationError = (message = 'Authentication required') =>
  new AppError(401, 'AUTHENTICATION_ERROR', message);

export const authorizationError = (message = 'Insufficient permissions', fieldErrors: FieldError[] = []) =>
  new AppError(403, 'AUTHORIZATION_ERROR', message, fieldErrors);

export const notFound = (message: string) => new AppError(404, 'NOT_FOUND_ERROR', message);

export const conflict = (message: string, fieldErrors: FieldError[] = [], extra: Record<string, unknown> = {}) =>
  new AppError(409, 'CONFLICT_ERROR', message, fieldErrors, extra);

export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);

export const unsupportedMediaType = (message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

/** A dependency the request needs (the payment provider) cannot be reached now: the client may try again later. */
export const serviceUnavailable = (message: string) => new AppError(503, 'SERVER_ERROR', message);

export const rateLimited = (retryAfterSeconds: number, message = 'Too many requests. Please try again later.') =>
  new AppError(429, 'RATE_LIMIT_ERROR', message, [], { retryAfter: retryAfterSeconds });
