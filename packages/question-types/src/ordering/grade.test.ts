import { describe, expect, it } from 'vitest';
import { orderingFixtures } from './fixtures.ts';
import { testShuffler } from '../test-support/shufflers.ts';
import { expectGrades, partly, same } from '../test-support/expect-grade.ts';
import { orderingPlugin as plugin } from './index.ts';

// Correct order: 1 Mercury, 2 Venus, 3 Earth, 4 Mars.
const { planetsFromSun, twoItems } = orderingFixtures.valid;

describe('ORDERING grading (share of items in their right place)', () => {
  it.each([
    same('the authored order', [1, 2, 3, 4], 1),
    same('canonical with digit strings', { orderedItemIds: ['1', '2', '3', '4'] }, 1),
    partly('first two swapped', [2, 1, 3, 4], 0.5),
    partly('middle two swapped', [1, 3, 2, 4], 0.5),
    partly('last two swapped', [1, 2, 4, 3], 0.5),
    partly('one in place', [1, 3, 4, 2], 0.25),
    same('reversed', [4, 3, 2, 1], 0),
    same('rotated', [2, 3, 4, 1], 0),
    same('one id repeated everywhere', [1, 1, 1, 1], 0),
    same('an item missing', [1, 2, 3], 0),
    same('an unknown item added', [1, 2, 3, 4, 5], 0),
    same('an unknown id instead of an item', [1, 2, 3, 9], 0),
    same('empty', [], 0),
    same('a text', '1,2,3,4', 0),
    same('a text where the list belongs', { orderedItemIds: '1,2,3,4' }, 0),
    same('null', null, 0),
  ])('$name', (testCase) => expectGrades(plugin, planetsFromSun, testCase));

  it('uses the authored order, not the order of ids', () => {
    expectGrades(plugin, twoItems, same('authored', [7, 3], 1));
    expectGrades(plugin, twoItems, same('sorted by id', [3, 7], 0));
  });
});

describe('ORDERING responses and content', () => {
  it('normalises arrays of ids', () => {
    expect(plugin.normaliseResponse([3, '1'])).toEqual({ orderedItemIds: [3, 1] });
    expect(plugin.normaliseResponse({ orderedItemIds: [2] })).toEqual({ orderedItemIds: [2] });
    expect(plugin.normaliseResponse([true])).toBeNull();
  });

  it('needs a non-empty list to count as answered', () => {
    expect(plugin.isAnswered({ orderedItemIds: [1] })).toBe(true);
    expect(plugin.isAnswered({ orderedItemIds: [] })).toBe(false);
    expect(plugin.isAnswered(null)).toBe(false);
  });

  it('shuffles the safe items with the shuffler, stably, in an order that does not follow the answer', () => {
    const shuffler = testShuffler('attempt-1:question-1');
    const first = plugin.toSafeContent(planetsFromSun, shuffler);
    expect(plugin.toSafeContent(planetsFromSun, testShuffler('attempt-1:question-1'))).toEqual(first);
    const texts = first.items.map((item) => item.text);
    expect(texts).toEqual(shuffler.shuffle(planetsFromSun.items, 'item-order').map((item) => item.text));
    expect(texts).not.toEqual(['Mercury', 'Venus', 'Earth', 'Mars']);
    expect([...texts].sort()).toEqual(['Earth', 'Mars', 'Mercury', 'Venus']);
    expect(first.items.map((item) => item.id).sort()).toEqual([1, 2, 3, 4]);
    // Two items: either order, by shuffler (always swapping them would show the answer reversed).
    const twoOrders = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((name) =>
        plugin
          .toSafeContent(twoItems, testShuffler(name))
          .items.map((item) => item.id)
          .join(),
      ),
    );
    expect([...twoOrders].sort()).toEqual(['3,7', '7,3']);
  });

  it('answers with the authored order', () => {
    expect(plugin.correctAnswer(planetsFromSun)).toEqual({ orderedItemIds: [1, 2, 3, 4] });
    expect(plugin.summarise(planetsFromSun)).toBe('4 items: Mercury → Venus → Earth → Mars');
  });
});
