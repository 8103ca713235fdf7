import type { QuestionTypePlugin } from '../plugin.ts';
import { hotspotGeneration } from './generation.ts';
import { hotspotInterchange } from './interchange.ts';
import { hotspotFixtures } from './fixtures.ts';
import { gradeHotspot, hotspotCorrectAnswer, isHotspotAnswered } from './grade.ts';
import {
  HotspotContentSchema,
  HotspotResponseSchema,
  HotspotSafeContentSchema,
  normaliseHotspotResponse,
  type HotspotContent,
  type HotspotResponse,
  type HotspotSafeContent,
} from './schema.ts';

export * from './schema.ts';
export * from './geometry.ts';
export { drawnBoxHitsCorrectRegion } from './grade.ts';
export { addHotspotRegion, newHotspotRegion } from './new-region.ts';
export { hotspotFixtures } from './fixtures.ts';

/** HOTSPOT: select the correct regions of an image, or draw a box on one. */
export const hotspotPlugin: QuestionTypePlugin<'HOTSPOT', HotspotContent, HotspotSafeContent, HotspotResponse> = {
  type: 'HOTSPOT',
  label: 'Hotspot',
  contentSchema: HotspotContentSchema,
  defaultContent: () => ({ imageUrl: '', regions: [] }),
  safeContentSchema: HotspotSafeContentSchema,
  toSafeContent: (content) => ({
    imageUrl: content.imageUrl,
    regions: content.regions.map(({ id, x, y, width, height }) => ({ id, x, y, width, height })),
  }),
  responseSchema: HotspotResponseSchema,
  normaliseResponse: normaliseHotspotResponse,
  grade: gradeHotspot,
  correctAnswer: hotspotCorrectAnswer,
  isAnswered: isHotspotAnswered,
  imageUrls: (content) => [{ path: ['imageUrl'], url: content.imageUrl }],
  summarise: (content) => {
    const correct = content.regions.filter((region) => region.correct).map((region) => region.id);
    return `${content.regions.length} region(s); correct: ${correct.join(', ') || 'none'}`;
  },
  describeResponse: (_content, response) => {
    // Regions carry no label of their own: the editor and the attempt screen name them by number.
    if ('regionId' in response) return `Region ${response.regionId}`;
    if ('selectedRegionIds' in response) {
      const ids = response.selectedRegionIds;
      return `${ids.length === 1 ? 'Region' : 'Regions'} ${ids.join(', ')}`;
    }
    return `Box at ${response.x} %, ${response.y} % (${response.width} % × ${response.height} %)`;
  },
  live: { playable: false, reason: 'Hotspot images are too small to click precisely on a phone' },
  interchange: hotspotInterchange,
  generation: hotspotGeneration,
  fixtures: hotspotFixtures,
};
