import type { QuestionTypeFixtures } from '../plugin.ts';
import { CONTENT_MESSAGES } from '../messages.ts';
import type { OpenContent } from './schema.ts';

/** Named OPEN examples: valid ones, and one invalid per rule with its exact message. */
export const openFixtures = {
  valid: {
    capitalOfItaly: { answer: 'Rome' },
    twoWords: { answer: 'New   York City.' },
  },
  invalid: {
    blankAnswer: { content: { answer: '   ' }, message: CONTENT_MESSAGES.modelAnswerRequired },
    missingAnswer: { content: {}, message: CONTENT_MESSAGES.modelAnswerRequired },
  },
} satisfies QuestionTypeFixtures<OpenContent>;
