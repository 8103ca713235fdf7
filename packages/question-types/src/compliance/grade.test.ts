import { describe, expect, it } from 'vitest';
import { complianceFixtures } from './fixtures.ts';
import { testShuffler } from '../test-support/shufflers.ts';
import { expectGrades, partly, same } from '../test-support/expect-grade.ts';
import { compliancePlugin as plugin } from './index.ts';

// Compliant: 1 and 3; not compliant: 2 and 4.
const { safetyRules } = complianceFixtures.valid;

describe('COMPLIANCE grading (right minus wrong over the compliant count, floor 0)', () => {
  it.each([
    same('exactly the compliant statements', [1, 3], 1),
    same('in another order', [3, 1], 1),
    same('as digit strings', ['1', '3'], 1),
    same('canonical', { selectedStatementIds: [1, 3] }, 1),
    partly('one of two compliant', [1], 0.5),
    partly('a repeated id counts once', [3, 3], 0.5),
    same('one right, one wrong', [1, 2], 0),
    partly('all right plus one wrong', [1, 3, 2], 0.5),
    partly('all right plus an unknown id', [1, 3, 99], 0.5),
    same('only wrong ones', [2, 4], 0),
    same('every statement', [1, 2, 3, 4], 0),
    same('nothing selected', [], 0),
    same('words', ['one'], 0),
    same('a fraction', [1.5], 0),
    same('a negative id', [-1], 0),
    same('a bare id', 1, 0),
    same('null', null, 0),
  ])('$name', (testCase) => expectGrades(plugin, safetyRules, testCase));
});

describe('COMPLIANCE responses and content', () => {
  it('normalises arrays of ids and drops repeats', () => {
    expect(plugin.normaliseResponse([3, '1', 3])).toEqual({ selectedStatementIds: [3, 1] });
    expect(plugin.normaliseResponse({ selectedStatementIds: ['2'] })).toEqual({ selectedStatementIds: [2] });
  });

  it('needs a non-empty list to count as answered', () => {
    expect(plugin.isAnswered({ selectedStatementIds: [2] })).toBe(true);
    expect(plugin.isAnswered({ selectedStatementIds: [] })).toBe(false);
    expect(plugin.isAnswered(null)).toBe(false);
  });

  it('shows id and text only, and answers with the compliant ids', () => {
    expect(plugin.toSafeContent(safetyRules, testShuffler('seed'))).toEqual({
      statements: safetyRules.statements.map(({ id, text }) => ({ id, text })),
    });
    expect(plugin.correctAnswer(safetyRules)).toEqual({ selectedStatementIds: [1, 3] });
    expect(plugin.summarise(safetyRules)).toBe('4 statements; compliant: 1, 3');
  });
});
