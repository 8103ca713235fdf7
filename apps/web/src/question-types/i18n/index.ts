import { CONTENT_MESSAGES, COUNTED_MESSAGES } from '@quizmaker/question-types';
import type { TOptions } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { questionTypesEn } from './en.ts';

export { questionTypesEn } from './en.ts';

/** The key under which these catalogues live inside each language's `translation` namespace. */
export const QUESTION_TYPES_NAMESPACE = 'questionTypes';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every text key of this folder, as a dotted path below `questionTypes.` (e.g. 'choice.addOption'). */
export type QuestionTypesKey = Leaves<typeof questionTypesEn>;

/** The English text of a key: the fallback when the running i18n instance lacks this catalogue. */
export function englishText(key: QuestionTypesKey): string {
  let node: unknown = questionTypesEn;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : key;
}

/** A translator for this folder's keys, typed by the English catalogue. */
export type QuestionTypesT = (key: QuestionTypesKey, options?: TOptions) => string;

type LooseT = (key: string, options?: TOptions) => string;

/**
 * Translates this folder's keys with the current i18next instance. Each call carries the English
 * text as default value, so the widgets read correctly even before the shell registers the
 * catalogues (and i18next interpolates the default like any other text).
 */
export function useQuestionTypesT(): QuestionTypesT {
  const { t } = useTranslation();
  // The shell types `t` by its own catalogue; this folder's keys are checked by QuestionTypesKey instead.
  const loose = t as unknown as LooseT;
  return useCallback<QuestionTypesT>(
    (key, options) => loose(`${QUESTION_TYPES_NAMESPACE}.${key}`, { defaultValue: englishText(key), ...options }),
    [loose],
  );
}

type ContentMessageKey = keyof typeof CONTENT_MESSAGES;
type CountedMessageKey = keyof typeof COUNTED_MESSAGES;

const contentMessageByText = new Map<string, ContentMessageKey>(
  (Object.entries(CONTENT_MESSAGES) as Array<[ContentMessageKey, string]>).map(([key, text]) => [text, key]),
);

const SENTINEL = 987654321;
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each counted message as a pattern, built from the package's own wording so the two cannot drift. */
const countedPatterns: Array<{ key: CountedMessageKey; pattern: RegExp }> = (
  Object.keys(COUNTED_MESSAGES) as CountedMessageKey[]
).map((key) => ({
  key,
  pattern: new RegExp(`^${escapeRegExp(COUNTED_MESSAGES[key](SENTINEL)).split(String(SENTINEL)).join('(\\d+)')}$`),
}));

/**
 * Translates a content validation message of `@quizmaker/question-types` (from the schema or from a
 * 400's field errors): known texts and counted texts map to catalogue keys, anything else is shown
 * as it came.
 */
export function translateContentMessage(t: QuestionTypesT, message: string): string {
  const key = contentMessageByText.get(message);
  if (key !== undefined) {
    return t(`contentMessages.${key}`);
  }
  for (const { key: countedKey, pattern } of countedPatterns) {
    const match = pattern.exec(message);
    if (match) {
      return t(`countedMessages.${countedKey}`, { n: Number(match[1]) });
    }
  }
  return message;
}
