import type { QuestionTypePlugin } from '../plugin.ts';
import { trueFalseGeneration } from './generation.ts';
import { trueFalseInterchange } from './interchange.ts';
import { trueFalseFixtures } from './fixtures.ts';
import { gradeTrueFalse, isTrueFalseAnswered, trueFalseCorrectAnswer } from './grade.ts';
import {
  normaliseTrueFalseResponse,
  TrueFalseContentSchema,
  TrueFalseResponseSchema,
  TrueFalseSafeContentSchema,
  type TrueFalseContent,
  type TrueFalseResponse,
  type TrueFalseSafeContent,
} from './schema.ts';

export * from './schema.ts';
export { trueFalseFixtures } from './fixtures.ts';

/** TRUE_FALSE: the question text is a statement; the taker says whether it is true. */
export const trueFalsePlugin: QuestionTypePlugin<
  'TRUE_FALSE',
  TrueFalseContent,
  TrueFalseSafeContent,
  TrueFalseResponse
> = {
  type: 'TRUE_FALSE',
  label: 'True / False',
  contentSchema: TrueFalseContentSchema,
  defaultContent: () => ({ answer: true }),
  safeContentSchema: TrueFalseSafeContentSchema,
  toSafeContent: () => ({}),
  responseSchema: TrueFalseResponseSchema,
  normaliseResponse: normaliseTrueFalseResponse,
  grade: gradeTrueFalse,
  correctAnswer: trueFalseCorrectAnswer,
  isAnswered: isTrueFalseAnswered,
  summarise: (content) => `Answer: ${content.answer ? 'True' : 'False'}`,
  describeResponse: (_content, response) => (response.answer ? 'True' : 'False'),
  live: {
    playable: true,
    optionsChosen: (response) => [String(response.answer)],
    optionTexts: () => [
      { id: 'true', text: 'True' },
      { id: 'false', text: 'False' },
    ],
  },
  interchange: trueFalseInterchange,
  generation: trueFalseGeneration,
  fixtures: trueFalseFixtures,
};
