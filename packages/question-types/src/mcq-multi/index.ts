import type { QuestionTypePlugin } from '../plugin.ts';
import { mcqMultiGeneration } from './generation.ts';
import { mcqMultiInterchange } from './interchange.ts';
import { selectedTexts } from '../item-texts.ts';
import { defaultChoiceContent } from '../choices/option-ids.ts';
import { shuffleChoiceOptions, summariseChoices, toSafeChoiceContent } from '../choices/schema.ts';
import { mcqMultiFixtures } from './fixtures.ts';
import { gradeMcqMulti, isMcqMultiAnswered, mcqMultiCorrectAnswer } from './grade.ts';
import {
  McqMultiContentSchema,
  McqMultiResponseSchema,
  McqMultiSafeContentSchema,
  normaliseMcqMultiResponse,
  type McqMultiContent,
  type McqMultiResponse,
  type McqMultiSafeContent,
} from './schema.ts';

export * from './schema.ts';
export { mcqMultiFixtures } from './fixtures.ts';

/** MCQ_MULTI: one or more correct options among at least two; partial credit right minus wrong. */
export const mcqMultiPlugin: QuestionTypePlugin<'MCQ_MULTI', McqMultiContent, McqMultiSafeContent, McqMultiResponse> = {
  type: 'MCQ_MULTI',
  label: 'Multiple Choice (multiple)',
  contentSchema: McqMultiContentSchema,
  defaultContent: defaultChoiceContent,
  safeContentSchema: McqMultiSafeContentSchema,
  toSafeContent: (content) => toSafeChoiceContent(content),
  responseSchema: McqMultiResponseSchema,
  normaliseResponse: normaliseMcqMultiResponse,
  grade: gradeMcqMulti,
  correctAnswer: mcqMultiCorrectAnswer,
  isAnswered: isMcqMultiAnswered,
  summarise: summariseChoices,
  describeResponse: (content, response) => selectedTexts(content.options, response.selectedOptionIds),
  live: {
    playable: true,
    shuffleOptions: shuffleChoiceOptions,
    optionsChosen: (response) => response.selectedOptionIds,
    optionTexts: (content) => content.options.map(({ id, text }) => ({ id, text })),
  },
  interchange: mcqMultiInterchange,
  generation: mcqMultiGeneration,
  fixtures: mcqMultiFixtures,
};
