import { QUESTION_TYPES } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import { fillGapFixtures } from './fill-gap/fixtures.ts';
import { hotspotFixtures } from './hotspot/fixtures.ts';
import { CONTENT_MESSAGES, COUNTED_MESSAGES } from './messages.ts';
import { getQuestionType } from './question-type-handle.ts';
import { questionTypeRegistry } from './registry.ts';

const allInvalid = QUESTION_TYPES.flatMap((type) =>
  Object.entries(questionTypeRegistry[type].fixtures.invalid).map(([name, fixture]) => ({ type, name, ...fixture })),
);
const allValid = QUESTION_TYPES.flatMap((type) =>
  Object.entries(questionTypeRegistry[type].fixtures.valid).map(([name, content]) => ({ type, name, content })),
);

describe('named fixtures', () => {
  it.each(allValid)('$type $name is valid', ({ type, content }) => {
    expect(getQuestionType(type).validateContent(content)).toEqual({ success: true, content });
  });

  it.each(allInvalid)('$type $name reports exactly "$message"', ({ type, content, message }) => {
    const result = getQuestionType(type).validateContent(content);
    expect(result.success).toBe(false);
    expect(result.success ? [] : result.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('cover every content message with at least one invalid fixture', () => {
    const used = new Set(allInvalid.map((fixture) => fixture.message));
    const uncovered = Object.values(CONTENT_MESSAGES).filter((message) => !used.has(message));
    expect(uncovered).toEqual([]);
    const uncoveredCounted = Object.entries(COUNTED_MESSAGES)
      .filter(([, render]) => ![1, 2, 3, 4, 5].some((n) => used.has(render(n))))
      .map(([key]) => key);
    expect(uncoveredCounted).toEqual([]);
  });

  it('has a valid example and an invalid one for every type', () => {
    for (const type of QUESTION_TYPES) {
      expect(Object.keys(questionTypeRegistry[type].fixtures.valid).length).toBeGreaterThan(0);
      expect(Object.keys(questionTypeRegistry[type].fixtures.invalid).length).toBeGreaterThan(0);
    }
  });
});

describe('validation paths', () => {
  it('point at the field a form should mark', () => {
    const result = getQuestionType('HOTSPOT').validateContent(hotspotFixtures.invalid.widthBelowOne.content);
    expect(result).toEqual({
      success: false,
      issues: [{ message: CONTENT_MESSAGES.widthRange, path: ['regions', 0, 'width'] }],
    });
    const gaps = getQuestionType('FILL_GAP').validateContent(fillGapFixtures.invalid.gapWithoutMarker.content);
    expect(gaps).toEqual({
      success: false,
      issues: [{ message: COUNTED_MESSAGES.gapWithoutMarker(3), path: ['gaps', 2, 'id'] }],
    });
  });

  it('report several broken rules at once', () => {
    const result = getQuestionType('MCQ_SINGLE').validateContent({ options: [{ id: 'a', text: '', correct: false }] });
    expect(result.success ? [] : result.issues.map((issue) => issue.message)).toEqual([
      'At least 2 options required',
      '1 option(s) missing',
      'Exactly one correct answer required',
    ]);
  });

  it('reject wrong shapes with a field error instead of throwing', () => {
    const result = getQuestionType('MATCHING').validateContent({ left: 'x', right: [] });
    expect(result.success).toBe(false);
    expect(getQuestionType('ORDERING').validateContent(null).success).toBe(false);
    expect(
      getQuestionType('HOTSPOT').validateContent({
        imageUrl: 'https://e.org/a.png',
        regions: [{ id: 1, x: Number.NaN, y: 0, width: 1, height: 1, correct: true }],
      }).success,
    ).toBe(false);
  });
});
