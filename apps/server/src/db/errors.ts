/** True when a write failed on a unique constraint, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) {
    return false;
  }
  const code = String(error.code);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * True when PostgreSQL refused text it cannot store: a NUL character in text (22021) or a \u0000
 * escape in jsonb (22P05). The input guard refuses NUL in validated input; this catches the rest
 * (multipart fields, file names) as the client's fault rather than a server error.
 */
export function isUnstorableText(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) {
    return false;
  }
  const code = String(error.code);
  return code === '22021' || code === '22P05';
}
