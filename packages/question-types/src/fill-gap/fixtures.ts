import type { QuestionTypeFixtures } from '../plugin.ts';
import { CONTENT_MESSAGES, COUNTED_MESSAGES } from '../messages.ts';
import { FILL_GAP_TEXT_MAX } from './gap-markers.ts';
import type { FillGapContent } from './schema.ts';

const capitals: FillGapContent = {
  text: 'The capital of France is ___1___ and the capital of Italy is ___2___.',
  gaps: [
    { id: 1, answer: 'Paris' },
    { id: 2, answer: 'Rome' },
  ],
};

/** Named FILL_GAP examples: valid ones, and one invalid per rule with its exact message. */
export const fillGapFixtures = {
  valid: {
    capitals,
    oneGap: { text: 'Water boils at ___1___ degrees Celsius.', gaps: [{ id: 1, answer: '100' }] },
    longMarkers: { text: 'H2O is ____1____.', gaps: [{ id: 1, answer: 'water' }] },
  },
  invalid: {
    textTooLong: {
      content: { text: `___1___ ${'_'.repeat(FILL_GAP_TEXT_MAX)}`, gaps: [{ id: 1, answer: 'x' }] },
      message: CONTENT_MESSAGES.gapTextTooLong,
    },
    blankText: {
      content: { text: '  ', gaps: [{ id: 1, answer: 'Paris' }] },
      message: CONTENT_MESSAGES.gapTextRequired,
    },
    noGaps: { content: { text: 'No gaps here.', gaps: [] }, message: CONTENT_MESSAGES.atLeastOneGap },
    repeatedGapId: {
      content: {
        text: 'A ___1___ B',
        gaps: [
          { id: 1, answer: 'x' },
          { id: 1, answer: 'y' },
        ],
      },
      message: CONTENT_MESSAGES.gapIdsUnique,
    },
    twoAnswersMissing: {
      content: {
        ...capitals,
        gaps: [
          { id: 1, answer: '' },
          { id: 2, answer: ' ' },
        ],
      },
      message: COUNTED_MESSAGES.answersMissing(2),
    },
    markerWithoutGap: {
      content: { ...capitals, gaps: [{ id: 1, answer: 'Paris' }] },
      message: COUNTED_MESSAGES.markerWithoutGap(2),
    },
    gapWithoutMarker: {
      content: { ...capitals, gaps: [...capitals.gaps, { id: 3, answer: 'Berlin' }] },
      message: COUNTED_MESSAGES.gapWithoutMarker(3),
    },
    markerRepeated: {
      content: { text: '___1___ and ___1___', gaps: [{ id: 1, answer: 'x' }] },
      message: COUNTED_MESSAGES.markerRepeated(1),
    },
  },
} satisfies QuestionTypeFixtures<FillGapContent>;
