import type { z } from 'zod';

/** Turns a schema into a parser that returns null for anything it rejects and never throws. */
export function lenientParser<R>(schema: z.ZodType<R>): (raw: unknown) => R | null {
  return (raw) => {
    try {
      const result = schema.safeParse(raw);
      return result.success ? result.data : null;
    } catch {
      return null;
    }
  };
}
