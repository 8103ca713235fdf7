import type { QuestionTypePlugin } from '../plugin.ts';
import { mcqSingleGeneration } from './generation.ts';
import { mcqSingleInterchange } from './interchange.ts';
import { itemTexts } from '../item-texts.ts';
import { defaultChoiceContent } from '../choices/option-ids.ts';
import { shuffleChoiceOptions, summariseChoices, toSafeChoiceContent } from '../choices/schema.ts';
import { mcqSingleFixtures } from './fixtures.ts';
import { gradeMcqSingle, isMcqSingleAnswered, mcqSingleCorrectAnswer } from './grade.ts';
import {
  McqSingleContentSchema,
  McqSingleResponseSchema,
  McqSingleSafeContentSchema,
  normaliseMcqSingleResponse,
  type McqSingleContent,
  type McqSingleResponse,
  type McqSingleSafeContent,
} from './schema.ts';

export * from './schema.ts';
export { selectCorrectOption } from './select-correct-option.ts';
export { mcqSingleFixtures } from './fixtures.ts';

/** MCQ_SINGLE: one correct option among at least two. */
export const mcqSinglePlugin: QuestionTypePlugin<
  'MCQ_SINGLE',
  McqSingleContent,
  McqSingleSafeContent,
  McqSingleResponse
> = {
  type: 'MCQ_SINGLE',
  label: 'Multiple Choice (single)',
  contentSchema: McqSingleContentSchema,
  defaultContent: defaultChoiceContent,
  safeContentSchema: McqSingleSafeContentSchema,
  toSafeContent: (content) => toSafeChoiceContent(content),
  responseSchema: McqSingleResponseSchema,
  normaliseResponse: normaliseMcqSingleResponse,
  grade: gradeMcqSingle,
  correctAnswer: mcqSingleCorrectAnswer,
  isAnswered: isMcqSingleAnswered,
  summarise: summariseChoices,
  describeResponse: (content, response) => itemTexts(content.options)(response.selectedOptionId),
  live: {
    playable: true,
    shuffleOptions: shuffleChoiceOptions,
    optionsChosen: (response) => [response.selectedOptionId],
    optionTexts: (content) => content.options.map(({ id, text }) => ({ id, text })),
  },
  interchange: mcqSingleInterchange,
  generation: mcqSingleGeneration,
  fixtures: mcqSingleFixtures,
};
