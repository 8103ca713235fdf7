import type { z } from 'zod';

/** One broken rule of authored content, addressed by path so a form can show it next to the field. */
export interface ContentIssue {
  readonly message: string;
  readonly path: ReadonlyArray<string | number>;
}

/** Attaches a pure rule checker to a schema, so rules stay testable functions and zod reports them. */
export function withContentChecks<S extends z.ZodType>(schema: S, check: (value: z.output<S>) => ContentIssue[]): S {
  return schema.superRefine((value, ctx) => {
    for (const issue of check(value)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [...issue.path] });
    }
  });
}

/** True when a text is empty once spaces are removed: the spec counts such texts as missing. */
export function isBlank(text: string): boolean {
  return text.trim().length === 0;
}

/** Minimum list size (spec 2: at least 2 options, statements, items, pairs). */
export function checkMinCount(list: readonly unknown[], min: number, message: string, path: string): ContentIssue[] {
  return list.length < min ? [{ message, path: [path] }] : [];
}

/** Ids repeat nowhere in one list: grading and answers address entries by id. */
export function checkUniqueIds(
  list: ReadonlyArray<{ readonly id: string | number }>,
  message: string,
  path: string,
): ContentIssue[] {
  const seen = new Set<string | number>();
  for (const [index, entry] of list.entries()) {
    if (seen.has(entry.id)) {
      return [{ message, path: [path, index, 'id'] }];
    }
    seen.add(entry.id);
  }
  return [];
}

/** Blank texts are reported once per list with their count, like the spec's 'N answer(s) missing'. */
export function checkBlankTexts(
  list: ReadonlyArray<{ readonly text: string }>,
  message: (count: number) => string,
  path: string,
): ContentIssue[] {
  const count = list.filter((entry) => isBlank(entry.text)).length;
  return count > 0 ? [{ message: message(count), path: [path] }] : [];
}
