import { describe, expect, it } from 'vitest';
import { compliancePlugin } from './compliance/index.ts';
import { getQuestionType, InvalidQuestionContentError } from './question-type-handle.ts';
import { matchingFixtures } from './matching/fixtures.ts';
import { orderingFixtures } from './ordering/fixtures.ts';
import { testShuffler } from './test-support/shufflers.ts';

describe('getQuestionType (unknown-typed doors for the server)', () => {
  const matching = getQuestionType('MATCHING');
  const content: unknown = JSON.parse(JSON.stringify(matchingFixtures.valid.countriesAndCapitals));

  it('grades stored JSON content against a raw response', () => {
    expect(matching.grade(content, { '1': 10, '2': 11, '3': 12 }, 'ALL_OR_NOTHING')).toEqual({
      score: 1,
      isCorrect: true,
    });
    expect(matching.grade(content, { '1': 10 }, 'PARTIAL')).toEqual({ score: 1 / 3, isCorrect: false });
  });

  it('scores a malformed response 0 instead of throwing', () => {
    expect(matching.grade(content, 'nonsense', 'PARTIAL')).toEqual({ score: 0, isCorrect: false });
    expect(matching.grade(content, undefined, 'PARTIAL')).toEqual({ score: 0, isCorrect: false });
    expect(matching.isAnswered('nonsense')).toBe(false);
    expect(matching.normaliseResponse('nonsense')).toBeNull();
  });

  it('throws a typed error for stored content that is no longer valid', () => {
    const broken = { left: [], right: [] };
    expect(() => matching.grade(broken, {}, 'PARTIAL')).toThrow(InvalidQuestionContentError);
    expect(() => matching.toSafeContent(broken, testShuffler('s'))).toThrow(
      'Invalid MATCHING content: At least 2 pairs required; At least 2 pairs required',
    );
    expect(() => matching.correctAnswer(broken)).toThrow(InvalidQuestionContentError);
    expect(() => matching.summarise(broken)).toThrow(InvalidQuestionContentError);
  });

  it('strips unknown keys from authored content, so nothing unexpected is stored or shown', () => {
    const result = getQuestionType('ORDERING').validateContent({ ...orderingFixtures.valid.twoItems, secret: 'x' });
    expect(result).toEqual({ success: true, content: orderingFixtures.valid.twoItems });
  });

  it('exposes the same schemas and defaults as the typed plugin', () => {
    const compliance = getQuestionType('COMPLIANCE');
    expect(compliance.contentSchema).toBe(compliancePlugin.contentSchema);
    expect(compliance.responseSchema).toBe(compliancePlugin.responseSchema);
    expect(compliance.safeContentSchema).toBe(compliancePlugin.safeContentSchema);
    expect(compliance.defaultContent()).toEqual(compliancePlugin.defaultContent());
    expect(compliance.label).toBe('Compliance');
  });
});

describe('shown ids (toShownResponse / toAuthoredResponse)', () => {
  const shuffler = testShuffler('attempt-7:question-3');

  it('ORDERING: the safe view renames the items with the same ids, and a response by the safe view comes back in authored ids', () => {
    const ordering = getQuestionType('ORDERING');
    const content = orderingFixtures.valid.planetsFromSun;
    const safe = ordering.toSafeContent(content, shuffler) as { items: Array<{ id: number; text: string }> };
    expect(safe.items.map((item) => item.id).sort()).toEqual([1, 2, 3, 4]);
    const shownIdOf = new Map(safe.items.map((item) => [item.text, item.id]));
    const byText = ['Mercury', 'Venus', 'Earth', 'Mars'].map((text) => shownIdOf.get(text));
    expect(ordering.toShownResponse(content, shuffler, { orderedItemIds: [1, 2, 3, 4] })).toEqual({
      orderedItemIds: byText,
    });
    expect(ordering.toAuthoredResponse(content, shuffler, { orderedItemIds: byText })).toEqual({
      orderedItemIds: [1, 2, 3, 4],
    });
    // Raw local forms and digit strings are read first.
    expect(ordering.toAuthoredResponse(content, shuffler, byText.map(String))).toEqual({
      orderedItemIds: [1, 2, 3, 4],
    });
  });

  it('MATCHING: right ids are renamed within the right id set; left ids stay', () => {
    const matching = getQuestionType('MATCHING');
    const content = matchingFixtures.valid.countriesAndCapitals;
    const safe = matching.toSafeContent(content, shuffler) as {
      left: Array<{ id: number; text: string }>;
      right: Array<{ id: number; text: string }>;
    };
    expect(safe.left.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(safe.right.map((item) => item.id).sort()).toEqual([10, 11, 12]);
    const shownIdOf = new Map(safe.right.map((item) => [item.text, item.id]));
    const sent = {
      matches: [
        { leftId: 1, rightId: shownIdOf.get('Paris') },
        { leftId: 2, rightId: shownIdOf.get('Rome') },
        { leftId: 3, rightId: shownIdOf.get('Madrid') },
      ],
    };
    expect(matching.toShownResponse(content, shuffler, { '1': 10, '2': 11, '3': 12 })).toEqual(sent);
    const authored = matching.toAuthoredResponse(content, shuffler, sent);
    expect(authored).toEqual({
      matches: [
        { leftId: 1, rightId: 10 },
        { leftId: 2, rightId: 11 },
        { leftId: 3, rightId: 12 },
      ],
    });
    expect(matching.grade(content, authored, 'ALL_OR_NOTHING')).toEqual({ score: 1, isCorrect: true });
  });

  it('passes unknown ids through unchanged and returns unreadable responses as they are, never throwing', () => {
    const ordering = getQuestionType('ORDERING');
    const matching = getQuestionType('MATCHING');
    const planets = orderingFixtures.valid.planetsFromSun;
    const capitals = matchingFixtures.valid.countriesAndCapitals;
    expect(ordering.toAuthoredResponse(planets, shuffler, { orderedItemIds: [99, 0] })).toEqual({
      orderedItemIds: [99, 0],
    });
    expect(ordering.toShownResponse(planets, shuffler, { orderedItemIds: [99] })).toEqual({ orderedItemIds: [99] });
    expect(matching.toAuthoredResponse(capitals, shuffler, { matches: [{ leftId: 9, rightId: 77 }] })).toEqual({
      matches: [{ leftId: 9, rightId: 77 }],
    });
    for (const raw of ['nonsense', null, undefined, { orderedItemIds: 'x' }, 42]) {
      expect(ordering.toAuthoredResponse(planets, shuffler, raw)).toBe(raw);
      expect(matching.toShownResponse(capitals, shuffler, raw)).toBe(raw);
    }
  });

  it('is the identity for the types whose ids reveal nothing', () => {
    const compliance = getQuestionType('COMPLIANCE');
    const response = { selectedStatementIds: [1, 3] };
    expect(compliancePlugin.shownIds).toBeUndefined();
    expect(compliance.toShownResponse({ anything: true }, shuffler, response)).toBe(response);
    expect(compliance.toAuthoredResponse({ anything: true }, shuffler, response)).toBe(response);
  });

  it('is stable per shuffler and differs between shufflers', () => {
    const ordering = getQuestionType('ORDERING');
    const content = orderingFixtures.valid.planetsFromSun;
    const answer = { orderedItemIds: [1, 2, 3, 4] };
    expect(ordering.toShownResponse(content, shuffler, answer)).toEqual(
      ordering.toShownResponse(content, shuffler, answer),
    );
    const shown = new Set(
      Array.from({ length: 30 }, (_, index) =>
        JSON.stringify(ordering.toShownResponse(content, testShuffler(`shuffler-${index}`), answer)),
      ),
    );
    expect(shown.size).toBeGreaterThan(5);
  });
});
