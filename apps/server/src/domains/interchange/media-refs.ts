import { MEDIA_IMAGES_PATH } from '@quizmaker/contracts';
import type { ImportedMedia, ParsedQuestion } from './formats/format.ts';

/**
 * A copy of a JSON-like value (plain objects, arrays, strings, numbers...) with every string passed
 * through `replace`; used to put stored media URLs in place of a file's media refs anywhere a
 * question holds a URL (attachment, image regions, <img> in text) without each type saying where.
 */
export function replaceStrings<T>(value: T, replace: (text: string) => string): T {
  return walk(value, replace) as T;
}

function walk(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') {
    return replace(value);
  }
  if (Array.isArray(value)) {
    return value.map((item) => walk(item, replace));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, replace)]));
  }
  return value;
}

const UUID_LENGTH = 36;
const UUID_CHARS = new Set('0123456789abcdef-');

/** The ids of this install's images (URLs under MEDIA_IMAGES_PATH) the values mention, once each, in order. */
export function mediaIdsIn(values: unknown): string[] {
  const ids = new Set<string>();
  const prefix = `${MEDIA_IMAGES_PATH}/`;
  replaceStrings(values, (text) => {
    for (let at = text.indexOf(prefix); at !== -1; at = text.indexOf(prefix, at + prefix.length)) {
      const id = text.slice(at + prefix.length, at + prefix.length + UUID_LENGTH);
      if (id.length === UUID_LENGTH && Array.from(id).every((char) => UUID_CHARS.has(char))) {
        ids.add(id);
      }
    }
    return text;
  });
  return [...ids];
}

/** The question with each media ref it mentions replaced by urlOf(ref). */
export function withMediaUrls(
  question: ParsedQuestion,
  media: readonly ImportedMedia[],
  urlOf: (ref: string) => string,
): ParsedQuestion {
  if (media.length === 0) {
    return question;
  }
  return replaceStrings(question, (text) =>
    media.reduce(
      (result, item) => (result.includes(item.ref) ? result.replaceAll(item.ref, urlOf(item.ref)) : result),
      text,
    ),
  );
}
