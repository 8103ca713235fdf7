import type { QuestionTypePlugin } from '../plugin.ts';
import { openGeneration } from './generation.ts';
import { openInterchange } from './interchange.ts';
import { openFixtures } from './fixtures.ts';
import { gradeOpen, isOpenAnswered, openCorrectAnswer } from './grade.ts';
import {
  normaliseOpenResponse,
  OpenContentSchema,
  OpenResponseSchema,
  OpenSafeContentSchema,
  type OpenContent,
  type OpenResponse,
  type OpenSafeContent,
} from './schema.ts';

export * from './schema.ts';
export { openFixtures } from './fixtures.ts';

/** OPEN: a typed answer compared with the model answer after normalisation. */
export const openPlugin: QuestionTypePlugin<'OPEN', OpenContent, OpenSafeContent, OpenResponse> = {
  type: 'OPEN',
  label: 'Open answer',
  contentSchema: OpenContentSchema,
  defaultContent: () => ({ answer: '' }),
  safeContentSchema: OpenSafeContentSchema,
  toSafeContent: () => ({}),
  responseSchema: OpenResponseSchema,
  normaliseResponse: normaliseOpenResponse,
  grade: gradeOpen,
  correctAnswer: openCorrectAnswer,
  isAnswered: isOpenAnswered,
  summarise: (content) => `Model answer: ${content.answer}`,
  describeResponse: (_content, response) => response.answer,
  live: { playable: true },
  interchange: openInterchange,
  generation: openGeneration,
  fixtures: openFixtures,
};
