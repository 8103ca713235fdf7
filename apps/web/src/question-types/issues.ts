import type { ContentIssue } from '@quizmaker/question-types';

type Path = ReadonlyArray<string | number>;

/**
 * Content issues from a 400's field errors (`{field: 'content.options.0.id', message}`), with paths
 * relative to the content so an editor can place them; fields outside `content` are left out.
 */
export function contentIssuesFromFieldErrors(
  fieldErrors: ReadonlyArray<{ readonly field: string; readonly message: string }>,
  prefix = 'content',
): ContentIssue[] {
  return fieldErrors.flatMap(({ field, message }) => {
    const parts = field.split('.');
    if (parts[0] !== prefix) {
      return [];
    }
    const path = parts.slice(1).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    return [{ message, path }];
  });
}

const startsWith = (path: Path, prefix: Path): boolean =>
  prefix.length <= path.length && prefix.every((part, index) => String(path[index]) === String(part));

/** Drops repeated messages, keeping the first: the live warning and the submitted error may be the same text. */
export function uniqueMessages(...lists: ReadonlyArray<readonly string[]>): string[] {
  return [...new Set(lists.flat())];
}

/** Messages whose path is `prefix` or lies below it (a row shows every issue about its fields). */
export function messagesUnder(issues: readonly ContentIssue[] | undefined, prefix: Path): string[] {
  return (issues ?? []).filter((issue) => startsWith(issue.path, prefix)).map((issue) => issue.message);
}

/** Messages whose path is exactly `path`. */
export function messagesAt(issues: readonly ContentIssue[] | undefined, path: Path): string[] {
  return (issues ?? [])
    .filter((issue) => issue.path.length === path.length && startsWith(issue.path, path))
    .map((issue) => issue.message);
}

/**
 * Messages of a list as a whole: those addressed to the list itself, plus those addressed to a row
 * the editor does not show (an index out of range), so no issue goes unseen.
 */
export function listMessages(issues: readonly ContentIssue[] | undefined, key: string, length: number): string[] {
  return (issues ?? [])
    .filter((issue) => {
      if (String(issue.path[0]) !== key) {
        return false;
      }
      const index = issue.path[1];
      return (
        issue.path.length === 1 ||
        !(typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < length)
      );
    })
    .map((issue) => issue.message);
}

/** Messages not addressed to any of the fields an editor shows (the content as a whole, or unknown fields). */
export function otherMessages(issues: readonly ContentIssue[] | undefined, shownKeys: readonly string[]): string[] {
  return (issues ?? [])
    .filter((issue) => issue.path.length === 0 || !shownKeys.includes(String(issue.path[0])))
    .map((issue) => issue.message);
}
