import { describe, expect, it } from 'vitest';
import { getQuestionType } from './question-type-handle.ts';
import { questionTypeRegistry } from './registry.ts';

const content = {
  MCQ_SINGLE: questionTypeRegistry.MCQ_SINGLE.fixtures.valid.capitalOfFrance,
  MCQ_MULTI: questionTypeRegistry.MCQ_MULTI.fixtures.valid.primeNumbers,
  TRUE_FALSE: questionTypeRegistry.TRUE_FALSE.fixtures.valid.earthIsRound,
  OPEN: questionTypeRegistry.OPEN.fixtures.valid.capitalOfItaly,
  FILL_GAP: questionTypeRegistry.FILL_GAP.fixtures.valid.capitals,
  COMPLIANCE: questionTypeRegistry.COMPLIANCE.fixtures.valid.safetyRules,
  ORDERING: questionTypeRegistry.ORDERING.fixtures.valid.planetsFromSun,
  HOTSPOT: questionTypeRegistry.HOTSPOT.fixtures.valid.anatomy,
  MATCHING: questionTypeRegistry.MATCHING.fixtures.valid.countriesAndCapitals,
} as const;

describe('describeResponse: an answer as a person would write it (exports)', () => {
  it.each([
    ['MCQ_SINGLE', { selectedOptionId: 'b' }, 'Paris'],
    ['MCQ_MULTI', { selectedOptionIds: ['a', 'c'] }, '2; 5'],
    ['TRUE_FALSE', { answer: true }, 'True'],
    ['TRUE_FALSE', { answer: false }, 'False'],
    ['OPEN', { answer: ' rome. ' }, ' rome. '],
    [
      'FILL_GAP',
      {
        answers: [
          { gapId: 2, answer: 'rome' },
          { gapId: 1, answer: 'Paris' },
        ],
      },
      'Gap 1: Paris; Gap 2: rome',
    ],
    [
      'COMPLIANCE',
      { selectedStatementIds: [3, 1] },
      'Helmets are worn on site; Chemicals are stored in labelled containers',
    ],
    ['ORDERING', { orderedItemIds: [2, 1, 4, 3] }, 'Venus → Mercury → Mars → Earth'],
    ['HOTSPOT', { regionId: 2 }, 'Region 2'],
    ['HOTSPOT', { selectedRegionIds: [1, 3] }, 'Regions 1, 3'],
    ['HOTSPOT', { x: 10, y: 20.5, width: 30, height: 15 }, 'Box at 10 %, 20.5 % (30 % × 15 %)'],
    [
      'MATCHING',
      {
        matches: [
          { leftId: 1, rightId: 10 },
          { leftId: 2, rightId: 12 },
        ],
      },
      'France → Paris; Italy → Madrid',
    ],
  ] as const)('%s %j reads %s', (type, response, text) => {
    expect(getQuestionType(type).describeResponse(content[type], response)).toBe(text);
  });

  it('reads the local forms too, and leaves unanswered and unreadable responses empty', () => {
    expect(getQuestionType('MCQ_SINGLE').describeResponse(content.MCQ_SINGLE, 'c')).toBe('Rome');
    expect(getQuestionType('MCQ_SINGLE').describeResponse(content.MCQ_SINGLE, null)).toBe('');
    expect(getQuestionType('ORDERING').describeResponse(content.ORDERING, { nonsense: 1 })).toBe('');
  });

  it('names an id the content does not know by the id itself rather than dropping it', () => {
    expect(getQuestionType('MCQ_SINGLE').describeResponse(content.MCQ_SINGLE, { selectedOptionId: 'z' })).toBe('z');
    expect(
      getQuestionType('MATCHING').describeResponse(content.MATCHING, { matches: [{ leftId: 3, rightId: 99 }] }),
    ).toBe('Spain → 99');
  });

  it('describes the correct answer of every type the way it describes a response', () => {
    expect(
      Object.keys(content).map((type) => {
        const handle = getQuestionType(type as keyof typeof content);
        return handle.describeResponse(
          content[type as keyof typeof content],
          handle.correctAnswer(content[type as keyof typeof content]),
        );
      }),
    ).toEqual([
      'Paris',
      '2; 5',
      'True',
      'Rome',
      'Gap 1: Paris; Gap 2: Rome',
      'Helmets are worn on site; Chemicals are stored in labelled containers',
      'Mercury → Venus → Earth → Mars',
      'Region 1',
      'France → Paris; Italy → Rome; Spain → Madrid',
    ]);
  });
});
