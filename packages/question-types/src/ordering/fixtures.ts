import type { QuestionTypeFixtures } from '../plugin.ts';
import { CONTENT_MESSAGES, COUNTED_MESSAGES } from '../messages.ts';
import type { OrderingContent } from './schema.ts';

const planetsFromSun: OrderingContent = {
  items: [
    { id: 1, text: 'Mercury' },
    { id: 2, text: 'Venus' },
    { id: 3, text: 'Earth' },
    { id: 4, text: 'Mars' },
  ],
};

/** Named ORDERING examples: valid ones, and one invalid per rule with its exact message. */
export const orderingFixtures = {
  valid: {
    planetsFromSun,
    twoItems: {
      items: [
        { id: 7, text: 'Wake up' },
        { id: 3, text: 'Have breakfast' },
      ],
    },
  },
  invalid: {
    oneItem: { content: { items: [{ id: 1, text: 'Mercury' }] }, message: CONTENT_MESSAGES.minItems },
    repeatedId: {
      content: {
        items: [
          { id: 1, text: 'Mercury' },
          { id: 1, text: 'Venus' },
        ],
      },
      message: CONTENT_MESSAGES.itemIdsUnique,
    },
    blankText: {
      content: {
        items: [
          { id: 1, text: 'Mercury' },
          { id: 2, text: '' },
          { id: 3, text: ' ' },
        ],
      },
      message: COUNTED_MESSAGES.itemsMissing(2),
    },
    sameText: {
      content: {
        items: [
          { id: 1, text: 'Mercury' },
          { id: 2, text: 'mercury ' },
        ],
      },
      message: CONTENT_MESSAGES.itemTextsDistinct,
    },
  },
} satisfies QuestionTypeFixtures<OrderingContent>;
