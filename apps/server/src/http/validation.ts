import type { FastifySchemaCompiler } from 'fastify';

/** The marker fastify-type-provider-zod puts on its validation issues; the error handler reads them as field errors. */
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

export const NUL_MESSAGE = 'must not contain the NUL character';

/** The path (as `/a/0/b`) of the first string holding U+0000 in a request part, or null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? path : null;
  }
  if (depth > 64 || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) {
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) {
      return `${path}/${key}`;
    }
    const found = nulPath(inner, `${path}/${key}`, depth + 1);
    if (found !== null) {
      return found;
    }
  }
  return null;
}

/**
 * Wraps the zod validator compiler: a request part (params, query, body) with a NUL character in
 * any string is refused with 400 like any other invalid field, on both dialects (PostgreSQL cannot
 * store U+0000 in text or jsonb; SQLite would store what no screen can show).
 */
export function rejectingNul<S>(compiler: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (routeSchema) => {
    const validate = compiler(routeSchema);
    return (data: unknown) => {
      const path = nulPath(data, '');
      if (path === null) {
        return validate(data);
      }
      const issue = {
        [ZOD_ISSUE]: true,
        keyword: 'custom',
        instancePath: path || '/',
        schemaPath: `#${path}/custom`,
        message: NUL_MESSAGE,
        params: {},
      };
      return { error: [issue] };
    };
  };
}
