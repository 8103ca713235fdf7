import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'AUTHENTICATION_ERROR',
  'AUTHORIZATION_ERROR',
  'NOT_FOUND_ERROR',
  'CONFLICT_ERROR',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMIT_ERROR',
  'SERVER_ERROR',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The one error body every failing call answers with (api.md "Errors"). */
export const ErrorBodySchema = z
  .object({
    status: z.number().int(),
    code: ErrorCodeSchema,
    message: z.string(),
    details: z.array(z.string()),
    fieldErrors: z.array(FieldErrorSchema),
    path: z.string(),
    timestamp: z.string(),
    traceId: z.string(),
    retryAfter: z.number().int().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
