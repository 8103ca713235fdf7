import type { QuestionTypeFixtures } from '../plugin.ts';
import { CONTENT_MESSAGES, COUNTED_MESSAGES } from '../messages.ts';
import type { McqSingleContent } from './schema.ts';

const capitalOfFrance: McqSingleContent = {
  options: [
    { id: 'a', text: 'London', correct: false },
    { id: 'b', text: 'Paris', correct: true },
    { id: 'c', text: 'Rome', correct: false },
    { id: 'd', text: 'Madrid', correct: false },
  ],
};

/** Named MCQ_SINGLE examples: valid ones, and one invalid per rule with its exact message. */
export const mcqSingleFixtures = {
  valid: {
    capitalOfFrance,
    twoOptions: {
      options: [
        { id: 'a', text: 'Yes', correct: false },
        { id: 'b', text: 'No', correct: true },
      ],
    },
  },
  invalid: {
    noCorrect: {
      content: { options: capitalOfFrance.options.map((option) => ({ ...option, correct: false })) },
      message: CONTENT_MESSAGES.exactlyOneCorrect,
    },
    twoCorrect: {
      content: {
        options: [
          { id: 'a', text: 'London', correct: true },
          { id: 'b', text: 'Paris', correct: true },
        ],
      },
      message: CONTENT_MESSAGES.exactlyOneCorrect,
    },
    oneOption: {
      content: { options: [{ id: 'a', text: 'Paris', correct: true }] },
      message: CONTENT_MESSAGES.minOptions,
    },
    repeatedId: {
      content: { options: [...capitalOfFrance.options.slice(0, 3), { id: 'a', text: 'Madrid', correct: false }] },
      message: CONTENT_MESSAGES.optionIdsUnique,
    },
    blankId: {
      content: { options: [...capitalOfFrance.options.slice(0, 3), { id: ' ', text: 'Madrid', correct: false }] },
      message: CONTENT_MESSAGES.optionIdRequired,
    },
    twoBlankTexts: {
      content: {
        options: [
          { id: 'a', text: '  ', correct: false },
          { id: 'b', text: 'Paris', correct: true },
          { id: 'c', text: '', correct: false },
        ],
      },
      message: COUNTED_MESSAGES.optionsMissing(2),
    },
  },
} satisfies QuestionTypeFixtures<McqSingleContent>;
