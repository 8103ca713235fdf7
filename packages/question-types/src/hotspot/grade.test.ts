import { describe, expect, it } from 'vitest';
import { hotspotFixtures } from './fixtures.ts';
import { testShuffler } from '../test-support/shufflers.ts';
import { expectGrades, same } from '../test-support/expect-grade.ts';
import { clipToImage, overlapArea } from './geometry.ts';
import { hotspotPlugin as plugin } from './index.ts';
import { addHotspotRegion, newHotspotRegion } from './new-region.ts';
import type { HotspotContent } from './schema.ts';

// anatomy: 1 heart (40,30 20x20) correct; 2 liver (10,60 30x20) and 3 lungs (60,10 30x30) not.
// twoCorrect: 1 top-left and 2 bottom-right quarters correct, 3 bottom-left not.
const { anatomy, twoCorrect } = hotspotFixtures.valid;

describe('HOTSPOT grading by region ids (the selected set must equal the correct set)', () => {
  it.each([
    same('the correct region, canonical', { regionId: 1 }, 1),
    same('the correct region, bare id', 1, 1),
    same('the correct region, digit string', '1', 1),
    same('the correct region, array', [1], 1),
    same('the correct region, selectedRegionIds', { selectedRegionIds: [1] }, 1),
    same('the correct region, reference client name', { selectedRegionId: 1 }, 1),
    same('a wrong region', { regionId: 2 }, 0),
    same('the correct region plus a wrong one', [1, 2], 0),
    same('an unknown region', 9, 0),
    same('nothing selected', [], 0),
  ])('$name', (testCase) => expectGrades(plugin, anatomy, testCase));

  it.each([
    same('both correct regions', [1, 2], 1),
    same('both, other order', { selectedRegionIds: [2, 1] }, 1),
    same('only one of them', { regionId: 1 }, 0),
    same('only one of them, array', [2], 0),
    same('both plus the wrong one', [1, 2, 3], 0),
  ])('several correct regions: $name', (testCase) => expectGrades(plugin, twoCorrect, testCase));
});

describe('HOTSPOT grading by a drawn box', () => {
  it.each([
    same('exactly the correct region', { x: 40, y: 30, width: 20, height: 20 }, 1),
    same('a slightly larger box', { x: 38, y: 28, width: 24, height: 24 }, 1),
    same('a box drawn around the heart, centre inside', { x: 35, y: 25, width: 30, height: 30 }, 1),
    same(
      'the same box wrapped as the original client sends it',
      { regionId: { x: 35, y: 25, width: 30, height: 30 } },
      1,
    ),
    same('a small box at the centre of the correct region', { x: 48, y: 38, width: 4, height: 4 }, 1),
    same('a box on a wrong region', { x: 10, y: 60, width: 30, height: 20 }, 0),
    same('a wrapped box on a wrong region', { regionId: { x: 8, y: 58, width: 34, height: 24 } }, 0),
    same(
      'a box whose centre is in the lungs though it overlaps the heart more',
      { x: 42, y: 28, width: 38, height: 20 },
      0,
    ),
    same('a box whose centre is in no region: the heart, overlapped most', { x: 35, y: 45, width: 20, height: 20 }, 1),
    same('a box whose centre is in no region: the liver, overlapped most', { x: 32, y: 48, width: 20, height: 20 }, 0),
    same(
      'a box over the whole image marks the region at its centre (the heart, edge included)',
      { x: 0, y: 0, width: 100, height: 100 },
      1,
    ),
    same(
      'a box over the right half marks what its centre holds (the lungs)',
      { x: 50, y: 0, width: 50, height: 50 },
      0,
    ),
    same('a small box on empty image', { x: 1, y: 1, width: 5, height: 5 }, 0),
    same('a box mixed with a region id', { regionId: 1, x: 40, y: 30, width: 20, height: 20 }, 0),
    same('a box with negative x', { x: -1, y: 30, width: 20, height: 20 }, 0),
    same('a box without area', { x: 40, y: 30, width: 0, height: 20 }, 0),
    same('a box with a text coordinate', { x: '40', y: 30, width: 20, height: 20 }, 0),
  ])('$name', (testCase) => expectGrades(plugin, anatomy, testCase));

  it('takes the region overlapped most among overlapping regions holding the centre; a tie is wrong', () => {
    const overlapping: HotspotContent = {
      imageUrl: 'https://example.org/a.png',
      regions: [
        { id: 1, x: 0, y: 0, width: 50, height: 50, correct: true },
        { id: 2, x: 25, y: 25, width: 50, height: 50, correct: false },
      ],
    };
    for (const testCase of [
      same('centre in both, overlapping both alike', { x: 38, y: 38, width: 4, height: 4 }, 0),
      same('centre in both, mostly on the correct one', { x: 20, y: 20, width: 20, height: 20 }, 1),
      same('exactly the correct one', { x: 0, y: 0, width: 50, height: 50 }, 1),
      same('exactly the wrong one', { x: 25, y: 25, width: 50, height: 50 }, 0),
    ]) {
      expectGrades(plugin, overlapping, testCase);
    }
  });

  it('with several correct regions, a box marking either one is right', () => {
    for (const testCase of [
      same('on the top-left quarter', { x: 10, y: 10, width: 20, height: 20 }, 1),
      same('on the bottom-left (wrong) quarter', { x: 10, y: 60, width: 20, height: 20 }, 0),
      same('centred where the three quarters meet, overlapping all alike', { x: 40, y: 40, width: 20, height: 20 }, 0),
    ]) {
      expectGrades(plugin, twoCorrect, testCase);
    }
  });

  it('computes the overlap area', () => {
    expect(overlapArea({ x: 0, y: 0, width: 10, height: 10 }, { x: 0, y: 0, width: 10, height: 10 })).toBe(100);
    expect(overlapArea({ x: 0, y: 0, width: 10, height: 10 }, { x: 5, y: 0, width: 10, height: 10 })).toBe(50);
    expect(overlapArea({ x: 0, y: 0, width: 10, height: 10 }, { x: 20, y: 20, width: 5, height: 5 })).toBe(0);
  });
});

describe('HOTSPOT regions that run past the image edge (the reference editor adds x 50, y 50, 100x100)', () => {
  // Spec 2 bounds each number (x, y 0-100; width, height 1-100), not their sums: such a region is
  // accepted and means its part inside the image.
  const pastEdges: HotspotContent = {
    imageUrl: 'https://example.org/a.png',
    regions: [
      { id: 1, x: 50, y: 50, width: 100, height: 100, correct: true },
      { id: 2, x: 0, y: 0, width: 40, height: 40, correct: false },
    ],
  };

  it('accepts the default region, and still refuses each number out of its own range', () => {
    expect(plugin.contentSchema.safeParse(pastEdges).success).toBe(true);
    expect(
      plugin.contentSchema.safeParse({
        ...pastEdges,
        regions: [{ id: 1, x: 60, y: 0, width: 101, height: 10, correct: true }],
      }).success,
    ).toBe(false);
  });

  it('grades a drawn box against the part of the region inside the image', () => {
    for (const testCase of [
      same('the visible quarter', { x: 50, y: 50, width: 50, height: 50 }, 1),
      same('most of the visible quarter', { x: 55, y: 55, width: 45, height: 45 }, 1),
      same('the wrong region', { x: 0, y: 0, width: 40, height: 40 }, 0),
      same('the region id', { regionId: 1 }, 1),
    ]) {
      expectGrades(plugin, pastEdges, testCase);
    }
  });

  it('clips a box to the image', () => {
    expect(clipToImage({ x: 50, y: 50, width: 100, height: 100 })).toEqual({ x: 50, y: 50, width: 50, height: 50 });
    expect(clipToImage({ x: 10, y: 20, width: 30, height: 40 })).toEqual({ x: 10, y: 20, width: 30, height: 40 });
    expect(clipToImage({ x: 100, y: 0, width: 5, height: 100 })).toEqual({ x: 100, y: 0, width: 0, height: 100 });
  });
});

describe('HOTSPOT responses and content', () => {
  it('normalises every form', () => {
    expect(plugin.normaliseResponse(3)).toEqual({ regionId: 3 });
    expect(plugin.normaliseResponse([2, 1, 2])).toEqual({ selectedRegionIds: [2, 1] });
    expect(plugin.normaliseResponse({ selectedRegionIds: ['4'] })).toEqual({ selectedRegionIds: [4] });
    expect(plugin.normaliseResponse({ x: 1, y: 2, width: 3, height: 4 })).toEqual({ x: 1, y: 2, width: 3, height: 4 });
    expect(plugin.normaliseResponse({ regionId: 1, selectedRegionIds: [1] })).toBeNull();
    expect(plugin.normaliseResponse({})).toBeNull();
  });

  it('counts a region or a box as answered, an empty selection not', () => {
    expect(plugin.isAnswered({ regionId: 1 })).toBe(true);
    expect(plugin.isAnswered({ x: 1, y: 1, width: 5, height: 5 })).toBe(true);
    expect(plugin.isAnswered({ selectedRegionIds: [] })).toBe(false);
    expect(plugin.isAnswered(null)).toBe(false);
  });

  it('answers with one region id, or every correct region id', () => {
    expect(plugin.correctAnswer(anatomy)).toEqual({ regionId: 1 });
    expect(plugin.correctAnswer(twoCorrect)).toEqual({ selectedRegionIds: [1, 2] });
  });

  it('keeps the geometry but not correct in the safe content', () => {
    expect(plugin.toSafeContent(anatomy, testShuffler('seed'))).toEqual({
      imageUrl: anatomy.imageUrl,
      regions: anatomy.regions.map(({ id, x, y, width, height }) => ({ id, x, y, width, height })),
    });
    expect(plugin.summarise(twoCorrect)).toBe('3 region(s); correct: 1, 2');
  });

  it("accepts an image of our media store as a path on the API's origin, and no other relative path", () => {
    const withImage = (imageUrl: string) => plugin.contentSchema.safeParse({ ...anatomy, imageUrl }).success;
    expect(withImage('/api/v1/media/images/6f1c2f5e-8d5b-4c1e-9a57-2b1f0f3c4d5e')).toBe(true);
    expect(withImage('/api/v1/media/assets/solar-system.svg')).toBe(true);
    expect(withImage('/api/v1/media/assets/../../secrets')).toBe(false);
    expect(withImage('/api/v1/quizzes')).toBe(false);
    expect(withImage('//tracker.example/api/v1/media/assets/a.png')).toBe(false);
    expect(plugin.imageUrls?.(anatomy)).toEqual([{ path: ['imageUrl'], url: anatomy.imageUrl }]);
  });

  it('starts a new region at 50,50 sized 50x50, correct, inside the image (api.md decision 6)', () => {
    expect(newHotspotRegion(anatomy)).toEqual({ id: 4, x: 50, y: 50, width: 50, height: 50, correct: true });
    const added = addHotspotRegion({ imageUrl: 'https://example.org/a.png', regions: [] });
    expect(added.regions).toEqual([{ id: 1, x: 50, y: 50, width: 50, height: 50, correct: true }]);
    expect(plugin.contentSchema.safeParse(added).success).toBe(true);
  });
});
