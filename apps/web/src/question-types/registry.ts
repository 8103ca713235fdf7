import { QUESTION_TYPES, type QuestionType } from '@quizmaker/contracts';
import { complianceWebPlugin } from './compliance/index.ts';
import { fillGapWebPlugin } from './fill-gap/index.ts';
import { hotspotWebPlugin } from './hotspot/index.ts';
import { matchingWebPlugin } from './matching/index.ts';
import { mcqMultiWebPlugin } from './mcq-multi/index.ts';
import { mcqSingleWebPlugin } from './mcq-single/index.ts';
import { openWebPlugin } from './open/index.ts';
import { orderingWebPlugin } from './ordering/index.ts';
import { trueFalseWebPlugin } from './true-false/index.ts';
import type { QuestionTypesT } from './i18n/index.ts';
import type { WebQuestionTypeRegistry } from './types.ts';

/**
 * The web half of every question type, by name. Explicit on purpose (style rule 13): a type missing
 * here, or filed under another type's name, is a compile error. `WebQuestionTypeRegistry` is
 * `Record<QuestionType, ...>` with each entry's plugin typed by its own key, so MCQ_SINGLE's
 * Editor cannot be filed under MATCHING.
 */
export const webQuestionTypeRegistry = {
  MCQ_SINGLE: mcqSingleWebPlugin,
  MCQ_MULTI: mcqMultiWebPlugin,
  TRUE_FALSE: trueFalseWebPlugin,
  OPEN: openWebPlugin,
  FILL_GAP: fillGapWebPlugin,
  COMPLIANCE: complianceWebPlugin,
  ORDERING: orderingWebPlugin,
  HOTSPOT: hotspotWebPlugin,
  MATCHING: matchingWebPlugin,
} as const satisfies WebQuestionTypeRegistry;

/** Whether a type name from the server is one this version of the app knows. */
export function isKnownQuestionType(type: string): type is QuestionType {
  return (QUESTION_TYPES as readonly string[]).includes(type);
}

/** The web plugin of a type name, or null for a type this version does not support. */
export function webQuestionTypeOf(type: string): (typeof webQuestionTypeRegistry)[QuestionType] | null {
  return isKnownQuestionType(type) ? webQuestionTypeRegistry[type] : null;
}

/**
 * The response as it is sent (canonical, with the type's finishing touches such as trimmed gaps) when the
 * type's rule counts it as answered and within the widget's limits; null while Submit must stay disabled.
 */
export function readyResponse(type: string, raw: unknown): unknown {
  const plugin = webQuestionTypeOf(type);
  if (plugin === null || raw === null || raw === undefined) {
    return null;
  }
  // The registry's entry is typed by its own name; a name from the server only picks one at run time.
  const typed = plugin as unknown as {
    core: { normaliseResponse(raw: unknown): unknown };
    isReady(response: unknown): boolean;
    finaliseResponse(response: unknown): unknown;
  };
  const normalised = typed.core.normaliseResponse(raw);
  return normalised !== null && typed.isReady(normalised) ? typed.finaliseResponse(normalised) : null;
}

/** The name of a type for pickers and badges, translated; an unknown name is shown with spaces for underscores. */
export function questionTypeLabel(t: QuestionTypesT, type: string): string {
  return isKnownQuestionType(type) ? t(`types.${type}`) : type.replaceAll('_', ' ');
}
