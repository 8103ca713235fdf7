import type { QuestionTypeFixtures } from '../plugin.ts';
import { CONTENT_MESSAGES, COUNTED_MESSAGES } from '../messages.ts';
import type { McqMultiContent } from './schema.ts';

const primeNumbers: McqMultiContent = {
  options: [
    { id: 'a', text: '2', correct: true },
    { id: 'b', text: '4', correct: false },
    { id: 'c', text: '5', correct: true },
    { id: 'd', text: '9', correct: false },
  ],
};

/** Named MCQ_MULTI examples: valid ones, and one invalid per rule with its exact message. */
export const mcqMultiFixtures = {
  valid: {
    primeNumbers,
    allCorrect: {
      options: [
        { id: 'a', text: 'Red is a colour', correct: true },
        { id: 'b', text: 'Blue is a colour', correct: true },
      ],
    },
  },
  invalid: {
    noCorrect: {
      content: { options: primeNumbers.options.map((option) => ({ ...option, correct: false })) },
      message: CONTENT_MESSAGES.atLeastOneCorrect,
    },
    oneOption: {
      content: { options: [{ id: 'a', text: '2', correct: true }] },
      message: CONTENT_MESSAGES.minOptions,
    },
    repeatedId: {
      content: {
        options: [
          { id: 'a', text: '2', correct: true },
          { id: 'a', text: '4', correct: false },
        ],
      },
      message: CONTENT_MESSAGES.optionIdsUnique,
    },
    blankText: {
      content: {
        options: [
          { id: 'a', text: '2', correct: true },
          { id: 'b', text: '', correct: false },
        ],
      },
      message: COUNTED_MESSAGES.optionsMissing(1),
    },
  },
} satisfies QuestionTypeFixtures<McqMultiContent>;
