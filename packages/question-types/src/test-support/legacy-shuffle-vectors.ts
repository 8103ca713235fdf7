/**
 * What shuffle version 1 showed for one attempt seed, frozen: every `shown` and `rightAnswer` below was computed
 * with the code of commit 6037d95 (seededShuffle and the plugins of that time), not with this package. Attempts
 * started under version 1 must keep showing and grading exactly this (legacy-seed-shuffler.test.ts for the
 * shuffler, apps/server's shuffle-secrecy.test.ts for an attempt of before).
 */
export const LEGACY_SEED = '0123456789abcdef0123456789abcdef';

/** Eight planets to put in order from the Sun. */
export const legacyOrdering = {
  questionId: '00000000-0000-4000-8000-000000000001',
  content: {
    items: ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'].map((text, index) => ({
      id: index + 1,
      text,
    })),
  },
  shown: {
    items: [
      { id: 2, text: 'Saturn' },
      { id: 7, text: 'Earth' },
      { id: 5, text: 'Uranus' },
      { id: 1, text: 'Neptune' },
      { id: 3, text: 'Mars' },
      { id: 4, text: 'Venus' },
      { id: 6, text: 'Jupiter' },
      { id: 8, text: 'Mercury' },
    ],
  },
  /** The right order in the ids the taker was shown. */
  rightAnswer: { orderedItemIds: [8, 4, 7, 3, 6, 2, 5, 1] },
};

/** Three countries and their capitals, with Lisbon as a distractor. */
export const legacyMatching = {
  questionId: '00000000-0000-4000-8000-000000000002',
  content: {
    left: [
      { id: 1, text: 'France', matchId: 10 },
      { id: 2, text: 'Italy', matchId: 11 },
      { id: 3, text: 'Spain', matchId: 12 },
    ],
    right: [
      { id: 10, text: 'Paris' },
      { id: 11, text: 'Rome' },
      { id: 12, text: 'Madrid' },
      { id: 13, text: 'Lisbon' },
    ],
  },
  shown: {
    left: [
      { id: 1, text: 'France' },
      { id: 2, text: 'Italy' },
      { id: 3, text: 'Spain' },
    ],
    right: [
      { id: 13, text: 'Madrid' },
      { id: 10, text: 'Lisbon' },
      { id: 12, text: 'Paris' },
      { id: 11, text: 'Rome' },
    ],
  },
  /** The right matches in the ids the taker was shown. */
  rightAnswer: {
    matches: [
      { leftId: 1, rightId: 12 },
      { leftId: 2, rightId: 11 },
      { leftId: 3, rightId: 13 },
    ],
  },
};
