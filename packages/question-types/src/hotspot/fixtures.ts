import type { QuestionTypeFixtures } from '../plugin.ts';
import { CONTENT_MESSAGES } from '../messages.ts';
import type { HotspotContent, HotspotRegion } from './schema.ts';

const heart: HotspotRegion = { id: 1, x: 40, y: 30, width: 20, height: 20, correct: true };
const liver: HotspotRegion = { id: 2, x: 10, y: 60, width: 30, height: 20, correct: false };
const lungs: HotspotRegion = { id: 3, x: 60, y: 10, width: 30, height: 30, correct: false };

const anatomy: HotspotContent = { imageUrl: 'https://example.org/anatomy.png', regions: [heart, liver, lungs] };

/** A content with one region replaced, for the invalid bound examples. */
function withRegion(region: Partial<HotspotRegion>): { imageUrl: string; regions: HotspotRegion[] } {
  return { imageUrl: anatomy.imageUrl, regions: [{ ...heart, ...region }, liver] };
}

/** Named HOTSPOT examples: valid ones, and one invalid per rule with its exact message. */
export const hotspotFixtures = {
  valid: {
    anatomy,
    twoCorrect: {
      imageUrl: 'http://example.org/map.png',
      regions: [
        { id: 1, x: 0, y: 0, width: 50, height: 50, correct: true },
        { id: 2, x: 50, y: 50, width: 50, height: 50, correct: true },
        { id: 3, x: 0, y: 50, width: 50, height: 50, correct: false },
      ],
    },
    fullImage: {
      imageUrl: 'https://example.org/a.png',
      regions: [{ id: 1, x: 0, y: 0, width: 100, height: 100, correct: true }],
    },
    /** The reference editor's new region: past the right and bottom edges, it counts by its visible quarter. */
    pastEdges: {
      imageUrl: 'https://example.org/a.png',
      regions: [{ id: 1, x: 50, y: 50, width: 100, height: 100, correct: true }],
    },
  },
  invalid: {
    blankImageUrl: { content: { ...anatomy, imageUrl: ' ' }, message: CONTENT_MESSAGES.imageUrlRequired },
    notAUrl: { content: { ...anatomy, imageUrl: 'anatomy.png' }, message: CONTENT_MESSAGES.imageUrlInvalid },
    javascriptUrl: {
      content: { ...anatomy, imageUrl: 'javascript:alert(1)' },
      message: CONTENT_MESSAGES.imageUrlInvalid,
    },
    noRegions: { content: { ...anatomy, regions: [] }, message: CONTENT_MESSAGES.atLeastOneRegion },
    noCorrectRegion: { content: { ...anatomy, regions: [liver, lungs] }, message: CONTENT_MESSAGES.noCorrectRegions },
    repeatedId: {
      content: { ...anatomy, regions: [heart, { ...liver, id: 1 }] },
      message: CONTENT_MESSAGES.regionIdsUnique,
    },
    xBelowZero: { content: withRegion({ x: -1 }), message: CONTENT_MESSAGES.xRange },
    yAbove100: { content: withRegion({ y: 101 }), message: CONTENT_MESSAGES.yRange },
    widthBelowOne: { content: withRegion({ width: 0.5 }), message: CONTENT_MESSAGES.widthRange },
    heightAbove100: { content: withRegion({ y: 0, height: 101 }), message: CONTENT_MESSAGES.heightRange },
  },
} satisfies QuestionTypeFixtures<HotspotContent>;
