import type { QuestionTypeFixtures } from '../plugin.ts';
import { CONTENT_MESSAGES, COUNTED_MESSAGES } from '../messages.ts';
import type { MatchingContent } from './schema.ts';

const countriesAndCapitals: MatchingContent = {
  left: [
    { id: 1, text: 'France', matchId: 10 },
    { id: 2, text: 'Italy', matchId: 11 },
    { id: 3, text: 'Spain', matchId: 12 },
  ],
  right: [
    { id: 10, text: 'Paris' },
    { id: 11, text: 'Rome' },
    { id: 12, text: 'Madrid' },
  ],
};

/** Named MATCHING examples: valid ones, and one invalid per rule with its exact message. */
export const matchingFixtures = {
  valid: {
    countriesAndCapitals,
    withDistractor: {
      left: [
        { id: 1, text: 'Dog', matchId: 11 },
        { id: 2, text: 'Cat', matchId: 10 },
      ],
      right: [
        { id: 10, text: 'Meow' },
        { id: 11, text: 'Woof' },
        { id: 12, text: 'Moo' },
      ],
    },
  },
  invalid: {
    sharedTarget: {
      content: {
        left: [
          { id: 1, text: 'Apple', matchId: 10 },
          { id: 2, text: 'Pear', matchId: 10 },
          { id: 3, text: 'Carrot', matchId: 11 },
        ],
        right: [
          { id: 10, text: 'Fruit' },
          { id: 11, text: 'Vegetable' },
          { id: 12, text: 'Grain' },
        ],
      },
      message: CONTENT_MESSAGES.matchNotBijective,
    },
    oneLeft: {
      content: { left: [{ id: 1, text: 'France', matchId: 10 }], right: countriesAndCapitals.right },
      message: CONTENT_MESSAGES.minPairs,
    },
    oneRight: {
      content: {
        left: [
          { id: 1, text: 'France', matchId: 10 },
          { id: 2, text: 'Italy', matchId: 10 },
        ],
        right: [{ id: 10, text: 'Europe' }],
      },
      message: CONTENT_MESSAGES.minPairs,
    },
    repeatedLeftId: {
      content: {
        ...countriesAndCapitals,
        left: countriesAndCapitals.left.map((item) => ({ ...item, id: item.id === 3 ? 1 : item.id })),
      },
      message: CONTENT_MESSAGES.leftIdsUnique,
    },
    repeatedRightId: {
      content: {
        left: [
          { id: 1, text: 'France', matchId: 10 },
          { id: 2, text: 'Italy', matchId: 10 },
        ],
        right: [
          { id: 10, text: 'Paris' },
          { id: 10, text: 'Rome' },
          { id: 12, text: 'Madrid' },
        ],
      },
      message: CONTENT_MESSAGES.rightIdsUnique,
    },
    blankLeftText: {
      content: {
        ...countriesAndCapitals,
        left: countriesAndCapitals.left.map((item) => ({ ...item, text: item.id === 2 ? '' : item.text })),
      },
      message: COUNTED_MESSAGES.leftItemsMissing(1),
    },
    blankRightText: {
      content: { ...countriesAndCapitals, right: countriesAndCapitals.right.map((item) => ({ ...item, text: ' ' })) },
      message: COUNTED_MESSAGES.rightItemsMissing(3),
    },
    matchToNowhere: {
      content: {
        ...countriesAndCapitals,
        left: countriesAndCapitals.left.map((item) => ({ ...item, matchId: item.id === 3 ? 99 : item.matchId })),
      },
      message: CONTENT_MESSAGES.matchTargetMissing,
    },
    notOneToOne: {
      content: {
        ...countriesAndCapitals,
        left: countriesAndCapitals.left.map((item) => ({ ...item, matchId: item.id === 3 ? 10 : item.matchId })),
      },
      message: CONTENT_MESSAGES.matchNotBijective,
    },
  },
} satisfies QuestionTypeFixtures<MatchingContent>;
