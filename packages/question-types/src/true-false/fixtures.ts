import type { QuestionTypeFixtures } from '../plugin.ts';
import { CONTENT_MESSAGES } from '../messages.ts';
import type { TrueFalseContent } from './schema.ts';

/** Named TRUE_FALSE examples: valid ones, and one invalid per rule with its exact message. */
export const trueFalseFixtures = {
  valid: {
    earthIsRound: { answer: true },
    sunOrbitsEarth: { answer: false },
  },
  invalid: {
    answerAsText: { content: { answer: 'true' }, message: CONTENT_MESSAGES.trueFalseAnswerRequired },
    answerMissing: { content: {}, message: CONTENT_MESSAGES.trueFalseAnswerRequired },
  },
} satisfies QuestionTypeFixtures<TrueFalseContent>;
