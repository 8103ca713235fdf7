import { QUESTION_TYPES } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import { getQuestionType } from './question-type-handle.ts';
import { questionTypeRegistry } from './registry.ts';

describe('question type registry', () => {
  it('registers all nine types, each under its own name', () => {
    expect(Object.keys(questionTypeRegistry).sort()).toEqual([...QUESTION_TYPES].sort());
    expect(QUESTION_TYPES).toHaveLength(9);
    for (const type of QUESTION_TYPES) {
      expect(questionTypeRegistry[type].type).toBe(type);
      expect(getQuestionType(type).type).toBe(type);
    }
  });

  it('gives every type a distinct label', () => {
    const labels = QUESTION_TYPES.map((type) => questionTypeRegistry[type].label);
    expect(new Set(labels).size).toBe(9);
    expect(questionTypeRegistry.MCQ_SINGLE.label).toBe('Multiple Choice (single)');
  });

  it('refuses a name that is no question type', () => {
    expect(() => getQuestionType('ESSAY' as never)).toThrow('Unknown question type: ESSAY');
  });
});

describe('default content (spec 2 section 3)', () => {
  it('matches the spec for every type', () => {
    const emptyOptions = ['a', 'b', 'c', 'd'].map((id) => ({ id, text: '', correct: false }));
    expect(questionTypeRegistry.MCQ_SINGLE.defaultContent()).toEqual({ options: emptyOptions });
    expect(questionTypeRegistry.MCQ_MULTI.defaultContent()).toEqual({ options: emptyOptions });
    expect(questionTypeRegistry.TRUE_FALSE.defaultContent()).toEqual({ answer: true });
    expect(questionTypeRegistry.OPEN.defaultContent()).toEqual({ answer: '' });
    expect(questionTypeRegistry.FILL_GAP.defaultContent()).toEqual({ text: '', gaps: [] });
    expect(questionTypeRegistry.COMPLIANCE.defaultContent()).toEqual({
      statements: [
        { id: 1, text: '', compliant: true },
        { id: 2, text: '', compliant: false },
      ],
    });
    expect(questionTypeRegistry.ORDERING.defaultContent()).toEqual({
      items: [
        { id: 1, text: '' },
        { id: 2, text: '' },
        { id: 3, text: '' },
      ],
    });
    expect(questionTypeRegistry.HOTSPOT.defaultContent()).toEqual({ imageUrl: '', regions: [] });
    expect(questionTypeRegistry.MATCHING.defaultContent()).toEqual({
      left: [
        { id: 1, text: '', matchId: 10 },
        { id: 2, text: '', matchId: 11 },
      ],
      right: [
        { id: 10, text: '' },
        { id: 11, text: '' },
      ],
    });
  });

  it('returns a fresh object each time, so editing one question never edits another', () => {
    for (const type of QUESTION_TYPES) {
      const plugin = getQuestionType(type);
      expect(plugin.defaultContent()).not.toBe(plugin.defaultContent());
    }
  });

  it('is a TRUE_FALSE question ready to save, while the others still need the author', () => {
    expect(
      getQuestionType('TRUE_FALSE').validateContent(questionTypeRegistry.TRUE_FALSE.defaultContent()).success,
    ).toBe(true);
    for (const type of QUESTION_TYPES.filter((name) => name !== 'TRUE_FALSE')) {
      expect(getQuestionType(type).validateContent(getQuestionType(type).defaultContent()).success).toBe(false);
    }
  });
});
