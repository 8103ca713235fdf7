import type { QuestionTypePlugin } from '../plugin.ts';
import { matchingGeneration } from './generation.ts';
import { matchingInterchange } from './interchange.ts';
import { itemTexts } from '../item-texts.ts';
import { matchingFixtures } from './fixtures.ts';
import { gradeMatching, isMatchingAnswered, matchingCorrectAnswer } from './grade.ts';
import { toSafeMatchingContent } from './safe-content.ts';
import { matchingShownIds } from './shown-ids.ts';
import {
  MatchingContentSchema,
  MatchingResponseSchema,
  MatchingSafeContentSchema,
  normaliseMatchingResponse,
  type MatchingContent,
  type MatchingResponse,
  type MatchingSafeContent,
} from './schema.ts';

export * from './schema.ts';
export { addMatchingPair, FIRST_RIGHT_ID, nextMatchingPairIds } from './pair-ids.ts';
export { matchingFixtures } from './fixtures.ts';

/** MATCHING: link each left item to its right item; partial credit per pair. */
export const matchingPlugin: QuestionTypePlugin<'MATCHING', MatchingContent, MatchingSafeContent, MatchingResponse> = {
  type: 'MATCHING',
  label: 'Matching',
  contentSchema: MatchingContentSchema,
  defaultContent: () => ({
    left: [
      { id: 1, text: '', matchId: 10 },
      { id: 2, text: '', matchId: 11 },
    ],
    right: [
      { id: 10, text: '' },
      { id: 11, text: '' },
    ],
  }),
  safeContentSchema: MatchingSafeContentSchema,
  toSafeContent: toSafeMatchingContent,
  shownIds: matchingShownIds,
  responseSchema: MatchingResponseSchema,
  normaliseResponse: normaliseMatchingResponse,
  grade: gradeMatching,
  correctAnswer: matchingCorrectAnswer,
  isAnswered: isMatchingAnswered,
  summarise: (content) => {
    const rightText = new Map(content.right.map((item) => [item.id, item.text]));
    const pairs = content.left.map((item) => `${item.text} → ${rightText.get(item.matchId) ?? '?'}`);
    return `${content.left.length} pairs: ${pairs.join('; ')}`;
  },
  describeResponse: (content, response) => {
    const leftText = itemTexts(content.left);
    const rightText = itemTexts(content.right);
    return response.matches.map((match) => `${leftText(match.leftId)} → ${rightText(match.rightId)}`).join('; ');
  },
  live: { playable: false, reason: 'Matching two columns does not fit a phone screen in a live countdown' },
  interchange: matchingInterchange,
  generation: matchingGeneration,
  fixtures: matchingFixtures,
};
