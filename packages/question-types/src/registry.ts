import type { QuestionType } from '@quizmaker/contracts';
import type { QuestionTypePlugin } from './plugin.ts';
import {
  compliancePlugin,
  type ComplianceContent,
  type ComplianceResponse,
  type ComplianceSafeContent,
} from './compliance/index.ts';
import { fillGapPlugin, type FillGapContent, type FillGapResponse, type FillGapSafeContent } from './fill-gap/index.ts';
import { hotspotPlugin, type HotspotContent, type HotspotResponse, type HotspotSafeContent } from './hotspot/index.ts';
import {
  matchingPlugin,
  type MatchingContent,
  type MatchingResponse,
  type MatchingSafeContent,
} from './matching/index.ts';
import {
  mcqMultiPlugin,
  type McqMultiContent,
  type McqMultiResponse,
  type McqMultiSafeContent,
} from './mcq-multi/index.ts';
import {
  mcqSinglePlugin,
  type McqSingleContent,
  type McqSingleResponse,
  type McqSingleSafeContent,
} from './mcq-single/index.ts';
import { openPlugin, type OpenContent, type OpenResponse, type OpenSafeContent } from './open/index.ts';
import {
  orderingPlugin,
  type OrderingContent,
  type OrderingResponse,
  type OrderingSafeContent,
} from './ordering/index.ts';
import {
  trueFalsePlugin,
  type TrueFalseContent,
  type TrueFalseResponse,
  type TrueFalseSafeContent,
} from './true-false/index.ts';

/** Content, safe content and response type of every question type, by name. */
export interface QuestionTypeShapes {
  MCQ_SINGLE: { content: McqSingleContent; safe: McqSingleSafeContent; response: McqSingleResponse };
  MCQ_MULTI: { content: McqMultiContent; safe: McqMultiSafeContent; response: McqMultiResponse };
  TRUE_FALSE: { content: TrueFalseContent; safe: TrueFalseSafeContent; response: TrueFalseResponse };
  OPEN: { content: OpenContent; safe: OpenSafeContent; response: OpenResponse };
  FILL_GAP: { content: FillGapContent; safe: FillGapSafeContent; response: FillGapResponse };
  COMPLIANCE: { content: ComplianceContent; safe: ComplianceSafeContent; response: ComplianceResponse };
  ORDERING: { content: OrderingContent; safe: OrderingSafeContent; response: OrderingResponse };
  HOTSPOT: { content: HotspotContent; safe: HotspotSafeContent; response: HotspotResponse };
  MATCHING: { content: MatchingContent; safe: MatchingSafeContent; response: MatchingResponse };
}

/** Authored content of type T. */
export type QuestionContent<T extends QuestionType> = QuestionTypeShapes[T]['content'];
/** What a taker sees of type T. */
export type SafeQuestionContent<T extends QuestionType> = QuestionTypeShapes[T]['safe'];
/** Canonical response of type T. */
export type QuestionResponse<T extends QuestionType> = QuestionTypeShapes[T]['response'];

/** The plugin of type T, with its exact content, safe content and response types. */
export type QuestionTypePluginOf<T extends QuestionType> = QuestionTypePlugin<
  T,
  QuestionContent<T>,
  SafeQuestionContent<T>,
  QuestionResponse<T>
>;

/** A registry has exactly one plugin per question type, each under its own name. */
export type QuestionTypeRegistry = { readonly [T in QuestionType]: QuestionTypePluginOf<T> };

/**
 * Every question type by name. Explicit on purpose (no discovery by string): a type missing here,
 * or filed under the wrong name, is a compile error.
 */
export const questionTypeRegistry = {
  MCQ_SINGLE: mcqSinglePlugin,
  MCQ_MULTI: mcqMultiPlugin,
  TRUE_FALSE: trueFalsePlugin,
  OPEN: openPlugin,
  FILL_GAP: fillGapPlugin,
  COMPLIANCE: compliancePlugin,
  ORDERING: orderingPlugin,
  HOTSPOT: hotspotPlugin,
  MATCHING: matchingPlugin,
} as const satisfies QuestionTypeRegistry;
