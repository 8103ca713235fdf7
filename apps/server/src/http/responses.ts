import { ErrorBodySchema } from '@quizmaker/contracts';

/** Error responses documented on every route, so the OpenAPI document shows the one error shape. */
export const errorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
} as const;
