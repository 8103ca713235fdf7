import type { FieldError } from '@quizmaker/contracts';

/** The client error types of spec 1 section 8. */
export const CLIENT_ERROR_TYPES = [
  'VALIDATION_ERROR',
  'AUTHENTICATION_ERROR',
  'AUTHORIZATION_ERROR',
  'NOT_FOUND_ERROR',
  'CONFLICT_ERROR',
  'RATE_LIMIT_ERROR',
  'SERVER_ERROR',
  'UNKNOWN_ERROR',
  'NETWORK_ERROR',
] as const;
export type ClientErrorType = (typeof CLIENT_ERROR_TYPES)[number];

/** Which part of the product made the call: the per-status messages of spec 1 section 8 vary by area. */
export type ErrorArea =
  'general' | 'auth' | 'users' | 'billing' | 'settings' | 'admin' | 'results' | 'quizzes' | 'attempts';

interface AreaMessages {
  thing: string;
  401?: string;
  403?: string;
  404?: string;
  409?: string;
  429?: string;
  /** How this area's screens show a 409's server message (spec 3 section 8: 'Conflict: {message}' for attempts). */
  conflictShown?: (serverMessage: string) => string;
}

const AREAS: Record<ErrorArea, AreaMessages> = {
  general: { thing: 'Request' },
  auth: { thing: 'Authentication' },
  users: { thing: 'User', 404: 'User not found', 409: 'User operation conflict' },
  billing: {
    thing: 'Billing',
    401: 'Authentication failed',
    404: 'Billing feature is not available',
    429: 'Too many requests. Please try again later.',
  },
  settings: { thing: 'Settings' },
  admin: { thing: 'Admin' },
  results: { thing: 'Results' },
  quizzes: { thing: 'Quiz', 409: 'Quiz conflict occurred' },
  attempts: { thing: 'Attempt', conflictShown: (serverMessage) => `Conflict: ${serverMessage}` },
};

export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A failed call, normalised: a type, the status (null without a response) and the message to show. */
export class ApiError extends Error {
  constructor(
    readonly type: ClientErrorType,
    readonly status: number | null,
    message: string,
    readonly serverMessage: string | null = null,
    readonly details: string[] = [],
    readonly fieldErrors: FieldError[] = [],
    readonly retryAfter?: number,
    /** What screens show when it differs from the server's message (see AreaMessages.conflictShown). */
    readonly shownMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

interface ErrorBodyLike {
  message?: unknown;
  details?: unknown;
  fieldErrors?: unknown;
  retryAfter?: unknown;
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const fieldErrorList = (value: unknown): FieldError[] =>
  Array.isArray(value)
    ? (value as unknown[]).filter(
        (item): item is FieldError =>
          typeof item === 'object' &&
          item !== null &&
          'field' in item &&
          typeof item.field === 'string' &&
          'message' in item &&
          typeof item.message === 'string',
      )
    : [];

/** Maps a status and error body to the type and per-status message of spec 1 section 8. */
export function normaliseError(
  status: number,
  body: unknown,
  area: ErrorArea = 'general',
  retryAfterHeader?: string | null,
): ApiError {
  const data: ErrorBodyLike = typeof body === 'object' && body !== null ? body : {};
  const server = typeof data.message === 'string' && data.message.trim() !== '' ? data.message : null;
  const details = stringList(data.details);
  const fieldErrors = fieldErrorList(data.fieldErrors);
  const messages = AREAS[area];
  const make = (type: ClientErrorType, message: string, retryAfter?: number, shown?: string) =>
    new ApiError(type, status, message, server, details, fieldErrors, retryAfter, shown);

  if (status === 400) {
    const reason = (server ?? details[0] ?? 'Invalid request').replace(/^Validation error:\s*/, '');
    return make('VALIDATION_ERROR', `Validation error: ${reason}`);
  }
  if (status === 401) {
    return make('AUTHENTICATION_ERROR', messages[401] ?? 'Authentication required');
  }
  if (status === 403) {
    return make('AUTHORIZATION_ERROR', messages[403] ?? server ?? 'Insufficient permissions');
  }
  if (status === 404) {
    return make('NOT_FOUND_ERROR', messages[404] ?? server ?? `${messages.thing} not found`);
  }
  if (status === 409) {
    const shown = server && messages.conflictShown ? messages.conflictShown(server) : undefined;
    return make(
      'CONFLICT_ERROR',
      shown ?? messages[409] ?? server ?? `${messages.thing} operation conflict`,
      undefined,
      shown,
    );
  }
  if (status === 429) {
    const fromBody = typeof data.retryAfter === 'number' ? data.retryAfter : Number.NaN;
    const fromHeader = retryAfterHeader ? Number.parseInt(retryAfterHeader, 10) : Number.NaN;
    const retryAfter = Number.isFinite(fromBody)
      ? fromBody
      : Number.isFinite(fromHeader)
        ? fromHeader
        : DEFAULT_RETRY_AFTER_SECONDS;
    return make(
      'RATE_LIMIT_ERROR',
      messages[429] ?? server ?? 'Too many requests. Please try again later.',
      retryAfter,
    );
  }
  if (status >= 500) {
    return make('SERVER_ERROR', 'Server error occurred');
  }
  return make('UNKNOWN_ERROR', server ?? `${messages.thing} operation failed`);
}

export const networkError = () => new ApiError('NETWORK_ERROR', null, 'Network error occurred');

/**
 * What a screen shows for a failure: a 401 shows nothing (the session rule handles it), no response
 * 'Network error occurred', a 4xx with a server message that message, anything else the screen's fallback.
 */
export function screenMessage(error: unknown, fallback: string): string | null {
  if (!isApiError(error)) {
    return fallback;
  }
  if (error.type === 'AUTHENTICATION_ERROR') {
    return null;
  }
  if (error.type === 'NETWORK_ERROR') {
    return error.message;
  }
  if (error.type === 'SERVER_ERROR') {
    return fallback;
  }
  return error.shownMessage ?? error.serverMessage ?? fallback;
}
