import { QUESTION_TYPES } from '@quizmaker/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchingPlugin } from './matching/index.ts';
import { orderingPlugin } from './ordering/index.ts';
import { getQuestionType } from './question-type-handle.ts';
import type { QuestionContent } from './registry.ts';
import { contentArbitraries, GAP_ANSWER_PREFIX } from './test-support/content-arbitraries.ts';
import { testShuffler } from './test-support/shufflers.ts';

/** Keys that carry correctness in authored content and must never reach a taker. */
const SECRET_KEYS = new Set(['correct', 'compliant', 'matchId', 'answer', 'answers']);

function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.flatMap(allKeys);
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  }
  return [];
}

describe.each(QUESTION_TYPES)('%s over generated contents (property)', (type) => {
  const plugin = getQuestionType(type);
  const contents: fc.Arbitrary<unknown> = contentArbitraries[type];

  it('generated contents are valid', () => {
    fc.assert(
      fc.property(contents, (content) => {
        expect(plugin.validateContent(content).success).toBe(true);
      }),
    );
  });

  it('safe content carries no secret key and no gap answer, and passes the strict safe schema', () => {
    fc.assert(
      fc.property(contents, fc.string().map(testShuffler), (content, shuffler) => {
        const safe = plugin.toSafeContent(content, shuffler);
        const json = JSON.stringify(safe);
        expect(allKeys(JSON.parse(json)).filter((key) => SECRET_KEYS.has(key))).toEqual([]);
        expect(json).not.toContain(GAP_ANSWER_PREFIX);
        expect(plugin.safeContentSchema.safeParse(safe).success).toBe(true);
        expect(plugin.toSafeContent(content, shuffler)).toEqual(safe);
      }),
    );
  });

  it('the correct answer scores 1 in both modes, also after a trip through JSON', () => {
    fc.assert(
      fc.property(contents, (content) => {
        const answer = plugin.correctAnswer(content);
        const wire: unknown = JSON.parse(JSON.stringify(answer));
        expect(plugin.responseSchema.safeParse(answer).success).toBe(true);
        expect(plugin.normaliseResponse(wire)).toEqual(answer);
        expect(plugin.isAnswered(wire)).toBe(true);
        expect(plugin.grade(content, wire, 'ALL_OR_NOTHING')).toEqual({ score: 1, isCorrect: true });
        expect(plugin.grade(content, wire, 'PARTIAL')).toEqual({ score: 1, isCorrect: true });
      }),
    );
  });

  it('any JSON response grades to a score in [0, 1] without throwing, and isCorrect means score 1', () => {
    fc.assert(
      fc.property(
        contents,
        fc.jsonValue(),
        fc.constantFrom('PARTIAL' as const, 'ALL_OR_NOTHING' as const),
        (content, raw, mode) => {
          const result = plugin.grade(content, raw, mode);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(1);
          expect(result.isCorrect).toBe(result.score === 1);
          const normalised = plugin.normaliseResponse(raw);
          if (normalised !== null) {
            expect(plugin.responseSchema.safeParse(normalised).success).toBe(true);
          }
        },
      ),
    );
  });

  it('a summary is one short line', () => {
    fc.assert(
      fc.property(contents, (content) => {
        expect(plugin.summarise(content)).not.toContain('\n');
      }),
    );
  });
});

/** Shufflers as attempts make them (one per attempt and question). */
const SHUFFLERS = Array.from({ length: 240 }, (_, index) =>
  testShuffler(`attempt-${index.toString(36)}-${(index * 7919).toString(16)}:question-1`),
);
const ids = (items: ReadonlyArray<{ id: number }>) => items.map((item) => item.id);
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
/** How many different places each value takes across the orders. */
const placesOf = (orders: number[][], value: number) => new Set(orders.map((order) => order.indexOf(value))).size;

describe('the safe order does not reveal the answer (ORDERING and MATCHING, property)', () => {
  it('ORDERING: every item, id and text only; over many shufflers the order is often not the authored one and no item keeps a place', () => {
    const plugin = orderingPlugin;
    fc.assert(
      fc.property(contentArbitraries.ORDERING, (content) => {
        const authored = content.items;
        // Items as displayed, named back with their authored ids (the shown ids are a renaming).
        const shown = SHUFFLERS.map((shuffler) => {
          const items = plugin.toSafeContent(content, shuffler).items;
          // One translation for all ids: each call draws the keyed id permutation again.
          const authoredIds = plugin.shownIds!.toAuthored(content, shuffler, {
            orderedItemIds: ids(items),
          }).orderedItemIds;
          return items.map((item, index) => ({ ...item, id: authoredIds[index] as number }));
        });
        for (const items of shown) {
          expect(items.map((item) => Object.keys(item).sort())).toEqual(authored.map(() => ['id', 'text']));
          expect([...items].sort((a, b) => a.id - b.id)).toEqual([...authored].sort((a, b) => a.id - b.id));
        }
        const orders = shown.map(ids);
        const answer = ids(authored);
        const differing = orders.filter((order) => order.join() !== answer.join()).length;
        expect(differing).toBeGreaterThan(0);
        if (authored.length >= 3) {
          // The answer order comes up about as rarely as any other (1 in n!), never most of the time.
          expect(differing).toBeGreaterThanOrEqual(SHUFFLERS.length * 0.7);
        }
        // Where an item is shown says nothing about where it belongs: each lands in several places.
        for (const id of answer) {
          expect(placesOf(orders, id), `item ${id} always shown at the same place`).toBeGreaterThan(1);
        }
        // Nor is the answer "the one order never shown": with few items every order comes up.
        if (authored.length <= 3) {
          expect(new Set(orders.map((order) => order.join())).size).toBe(factorial(authored.length));
        }
      }),
    );
  });

  it('MATCHING: no matchId and no pairing by position; over many shufflers each match lands in several places', () => {
    const plugin = matchingPlugin;
    fc.assert(
      fc.property(contentArbitraries.MATCHING, (content) => {
        // The safe content with its right items named back with their authored ids (the shown ids are a renaming).
        const shown = SHUFFLERS.map((shuffler) => {
          const safe = plugin.toSafeContent(content, shuffler);
          // One translation for all ids: each call draws the keyed id permutation again.
          const back = plugin.shownIds!.toAuthored(content, shuffler, {
            matches: safe.right.map((item) => ({ leftId: 0, rightId: item.id })),
          }).matches;
          return { ...safe, right: safe.right.map((item, index) => ({ ...item, id: back[index]!.rightId })) };
        });
        for (const safe of shown) {
          expect(JSON.stringify(safe)).not.toContain('matchId');
          expect(safe.left).toEqual(content.left.map(({ id, text }) => ({ id, text })));
          expect(safe.right.map((item) => Object.keys(item).sort())).toEqual(content.right.map(() => ['id', 'text']));
          expect([...safe.right].sort((a, b) => a.id - b.id)).toEqual([...content.right].sort((a, b) => a.id - b.id));
        }
        const orders = shown.map((safe) => ids(safe.right));
        // The order in which the pairs would read off (each left item's match, left to right).
        const revealing = content.left.map((item) => item.matchId);
        const readsOffPairs = (order: number[]) => revealing.every((matchId, index) => order[index] === matchId);
        expect(orders.some((order) => !readsOffPairs(order))).toBe(true);
        expect(orders.some((order) => order.join() !== ids(content.right).join())).toBe(true);
        if (content.right.length >= 3) {
          expect(orders.filter((order) => !readsOffPairs(order)).length).toBeGreaterThanOrEqual(SHUFFLERS.length * 0.5);
        }
        // The place of a left item's match in the right column says nothing about the pairing.
        for (const item of content.left) {
          expect(placesOf(orders, item.matchId), `match of left ${item.id} always at the same place`).toBeGreaterThan(
            1,
          );
        }
      }),
    );
  });
});

const orderingIdsOf = (content: QuestionContent<'ORDERING'>) => content.items.map((item) => item.id);

describe('shown ids: the ids of the safe content do not reveal the answer (ORDERING and MATCHING, property)', () => {
  const shufflers = fc.string().map(testShuffler);
  const orderingResponses = fc
    .array(fc.nat({ max: 80 }), { maxLength: 8 })
    .map((orderedItemIds) => ({ orderedItemIds }));
  const matchingResponses = fc
    .array(fc.record({ leftId: fc.nat({ max: 20 }), rightId: fc.nat({ max: 40 }) }), { maxLength: 8 })
    .map((matches) => ({ matches }));

  it('ORDERING: toAuthored undoes toShown for any response (unknown ids pass through), and the shown correct answer grades 1 once translated back', () => {
    const shownIds = orderingPlugin.shownIds!;
    fc.assert(
      fc.property(contentArbitraries.ORDERING, shufflers, orderingResponses, (content, shuffler, response) => {
        expect(shownIds.toAuthored(content, shuffler, shownIds.toShown(content, shuffler, response))).toEqual(response);
        expect(shownIds.toShown(content, shuffler, shownIds.toAuthored(content, shuffler, response))).toEqual(response);
        const known = new Set(orderingIdsOf(content));
        response.orderedItemIds.forEach((id, index) => {
          if (!known.has(id)) {
            expect(shownIds.toShown(content, shuffler, response).orderedItemIds[index]).toBe(id);
          }
        });
        const shownAnswer = shownIds.toShown(content, shuffler, orderingPlugin.correctAnswer(content));
        const back = shownIds.toAuthored(content, shuffler, shownAnswer);
        expect(orderingPlugin.grade(content, back, 'ALL_OR_NOTHING')).toEqual({ score: 1, isCorrect: true });
      }),
    );
  });

  it('ORDERING: the safe ids are a permutation of the authored ids, consistent with toShown, and answering by the safe view scores 1', () => {
    const handle = getQuestionType('ORDERING');
    fc.assert(
      fc.property(contentArbitraries.ORDERING, shufflers, (content, shuffler) => {
        const safe = orderingPlugin.toSafeContent(content, shuffler);
        expect(safe.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
          [...orderingIdsOf(content)].sort((a, b) => a - b),
        );
        // What a taker does: put the shown items in the right order by their text, send their shown ids.
        const shownIdOfText = new Map(safe.items.map((item) => [item.text, item.id]));
        const sent = { orderedItemIds: content.items.map((item) => shownIdOfText.get(item.text) as number) };
        expect(sent).toEqual(
          orderingPlugin.shownIds!.toShown(content, shuffler, orderingPlugin.correctAnswer(content)),
        );
        expect(handle.grade(content, handle.toAuthoredResponse(content, shuffler, sent), 'ALL_OR_NOTHING')).toEqual({
          score: 1,
          isCorrect: true,
        });
      }),
    );
  });

  it('ORDERING: over many shufflers, sorting the safe items by id does not give the authored order (3 or more items)', () => {
    fc.assert(
      fc.property(
        contentArbitraries.ORDERING.filter((content) => content.items.length >= 3),
        (content) => {
          const answer = content.items.map((item) => item.text).join('|');
          const byShownId = SHUFFLERS.map((shuffler) =>
            [...orderingPlugin.toSafeContent(content, shuffler).items]
              .sort((a, b) => a.id - b.id)
              .map((item) => item.text)
              .join('|'),
          );
          const revealing = byShownId.filter((order) => order === answer).length;
          expect(revealing).toBeLessThan(SHUFFLERS.length);
          // About 1 in n!, like any other order: never most of the time.
          expect(revealing).toBeLessThanOrEqual(SHUFFLERS.length * 0.3);
        },
      ),
    );
  });

  it('MATCHING: toAuthored undoes toShown for any response (unknown ids pass through), and the shown correct answer grades 1 once translated back', () => {
    const shownIds = matchingPlugin.shownIds!;
    fc.assert(
      fc.property(contentArbitraries.MATCHING, shufflers, matchingResponses, (content, shuffler, response) => {
        expect(shownIds.toAuthored(content, shuffler, shownIds.toShown(content, shuffler, response))).toEqual(response);
        expect(shownIds.toShown(content, shuffler, shownIds.toAuthored(content, shuffler, response))).toEqual(response);
        const known = new Set(content.right.map((item) => item.id));
        const shown = shownIds.toShown(content, shuffler, response);
        response.matches.forEach((match, index) => {
          expect(shown.matches[index]?.leftId).toBe(match.leftId);
          if (!known.has(match.rightId)) {
            expect(shown.matches[index]?.rightId).toBe(match.rightId);
          }
        });
        const shownAnswer = shownIds.toShown(content, shuffler, matchingPlugin.correctAnswer(content));
        expect(
          matchingPlugin.grade(content, shownIds.toAuthored(content, shuffler, shownAnswer), 'ALL_OR_NOTHING'),
        ).toEqual({ score: 1, isCorrect: true });
      }),
    );
  });

  it('MATCHING: the safe right ids are a permutation of the authored right ids, each right item under its shown id', () => {
    const handle = getQuestionType('MATCHING');
    fc.assert(
      fc.property(contentArbitraries.MATCHING, shufflers, (content, shuffler) => {
        const safe = matchingPlugin.toSafeContent(content, shuffler);
        const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
        expect(sorted(safe.right.map((item) => item.id))).toEqual(sorted(content.right.map((item) => item.id)));
        expect(safe.left.map((item) => item.id)).toEqual(content.left.map((item) => item.id));
        const textOfAuthored = new Map(content.right.map((item) => [item.id, item.text]));
        for (const item of safe.right) {
          const authoredId = matchingPlugin.shownIds!.toAuthored(content, shuffler, {
            matches: [{ leftId: 1, rightId: item.id }],
          }).matches[0]!.rightId;
          expect(textOfAuthored.get(authoredId)).toBe(item.text);
        }
        const sent = handle.toShownResponse(content, shuffler, matchingPlugin.correctAnswer(content));
        expect(handle.grade(content, handle.toAuthoredResponse(content, shuffler, sent), 'PARTIAL')).toEqual({
          score: 1,
          isCorrect: true,
        });
      }),
    );
  });

  it('MATCHING: over many shufflers, the shown right id of a left item is not always its authored matchId', () => {
    fc.assert(
      fc.property(contentArbitraries.MATCHING, (content) => {
        for (const item of content.left) {
          const shownMatch = SHUFFLERS.map(
            (shuffler) =>
              matchingPlugin.shownIds!.toShown(content, shuffler, {
                matches: [{ leftId: item.id, rightId: item.matchId }],
              }).matches[0]!.rightId,
          );
          expect(shownMatch.filter((rightId) => rightId === item.matchId).length).toBeLessThan(SHUFFLERS.length * 0.75);
          expect(new Set(shownMatch).size, `left ${item.id} always shown with the same right id`).toBeGreaterThan(1);
        }
      }),
    );
  });
});
