import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from './generator.ts';
import { scoreQuestion } from './question-quality.ts';

const ALTHING = 'The Althing was founded in 930 at Thingvellir.';

function mcq(questionText: string, options: Array<[string, boolean]>, sourceSentences = [ALTHING]): GeneratedQuestion {
  return {
    type: 'MCQ_SINGLE',
    questionText,
    difficulty: 'MEDIUM',
    content: {
      options: options.map(([text, correct], index) => ({ id: String.fromCharCode(97 + index), text, correct })),
    },
    explanation: null,
    hint: null,
    sourceSentences,
    position: 0,
  };
}

const years: Array<[string, boolean]> = [
  ['930', true],
  ['1262', false],
  ['1918', false],
  ['1944', false],
];

describe('scoreQuestion', () => {
  it('a grounded wh-question with options of one kind and length scores 100 with no reasons', () => {
    expect(scoreQuestion(mcq('When was the Althing founded?', years))).toEqual({ score: 100, reasons: [] });
  });

  it('an answer the cited sentence does not support loses 50: NOT_GROUNDED', () => {
    const question = mcq('When was the Althing founded?', years, ['Iceland is an island in the North Atlantic.']);
    expect(scoreQuestion(question)).toEqual({ score: 50, reasons: ['NOT_GROUNDED'] });
  });

  it('a question that cites nothing is not grounded', () => {
    expect(scoreQuestion(mcq('When was the Althing founded?', years, []))).toEqual({
      score: 50,
      reasons: ['NOT_GROUNDED'],
    });
  });

  it('a stem that contains its answer loses 40: ANSWER_IN_STEM', () => {
    const question = mcq('Was the Althing founded in 930 or later?', years);
    expect(scoreQuestion(question)).toEqual({ score: 60, reasons: ['ANSWER_IN_STEM'] });
  });

  it('two options that read the same lose 30, an answer of another kind than every distractor 20', () => {
    const question = mcq('When was the Althing founded?', [
      ['930', true],
      ['Thingvellir', false],
      ['thingvellir.', false],
    ]);
    expect(scoreQuestion(question)).toEqual({ score: 50, reasons: ['OPTIONS_NOT_DISTINCT', 'OPTIONS_UNEVEN'] });
  });

  it('an answer more than twice as long as every distractor is uneven, alone not below the review threshold', () => {
    const question = mcq(
      'Where was the Althing founded?',
      [
        ['at Thingvellir in 930', true],
        ['Oslo', false],
        ['Bergen', false],
      ],
      [ALTHING],
    );
    expect(scoreQuestion(question)).toEqual({ score: 80, reasons: ['OPTIONS_UNEVEN'] });
  });

  it('a template fragment for a stem and a table-of-contents line for a source each lose 30', () => {
    const toc = '47 6.5 Manual Credits . . . . . . .';
    const question = mcq(
      'Which option completes this sentence from the text? …',
      [
        ['Manual Credits', true],
        ['Manual Debits', false],
        ['Manual Limits', false],
      ],
      [toc],
    );
    expect(scoreQuestion(question)).toEqual({ score: 40, reasons: ['STEM_NOT_A_QUESTION', 'SOURCE_INCOMPLETE'] });
  });

  it('an instruction is a stem; a statement that is neither question nor instruction is not', () => {
    const ordering = (questionText: string): GeneratedQuestion => ({
      type: 'ORDERING',
      questionText,
      difficulty: 'MEDIUM',
      content: {
        items: [
          { id: 1, text: 'Open the valve.' },
          { id: 2, text: 'Start the pump.' },
        ],
      },
      explanation: null,
      hint: null,
      sourceSentences: ['Open the valve.', 'Start the pump.'],
      position: 0,
    });
    expect(scoreQuestion(ordering('Put these steps in the order the manual gives them.'))).toEqual({
      score: 100,
      reasons: [],
    });
    expect(scoreQuestion(ordering('The steps of the manual.'))).toEqual({
      score: 70,
      reasons: ['STEM_NOT_A_QUESTION'],
    });
  });

  it('source sentences that start in lower case, or have no verb, are incomplete', () => {
    const lower = mcq('When was the Althing founded?', years, ['the Althing was founded in 930 at Thingvellir.']);
    expect(scoreQuestion(lower)).toEqual({ score: 70, reasons: ['SOURCE_INCOMPLETE'] });
    const heading = mcq('When was the Althing founded?', years, [ALTHING, 'Chapter Two: Iceland']);
    expect(scoreQuestion(heading)).toEqual({ score: 70, reasons: ['SOURCE_INCOMPLETE'] });
  });

  it('a TRUE_FALSE statement is judged, not asked: no stem finding; a true one is grounded in its source', () => {
    const statement = (questionText: string, answer: boolean): GeneratedQuestion => ({
      type: 'TRUE_FALSE',
      questionText,
      difficulty: 'EASY',
      content: { answer },
      explanation: null,
      hint: null,
      sourceSentences: [ALTHING],
      position: 0,
    });
    expect(scoreQuestion(statement('The Althing was founded in 930.', true))).toEqual({ score: 100, reasons: [] });
    expect(scoreQuestion(statement('Norway ruled Iceland from 1262 on.', true))).toEqual({
      score: 50,
      reasons: ['NOT_GROUNDED'],
    });
  });

  it('every finding at once scores 0, never less', () => {
    const question = mcq(
      'Which option completes this sentence: 930 …',
      [
        ['930', true],
        ['Oslo', false],
        ['oslo', false],
      ],
      ['chapter list . . . .'],
    );
    expect(scoreQuestion(question)).toEqual({
      score: 0,
      reasons: [
        'NOT_GROUNDED',
        'ANSWER_IN_STEM',
        'OPTIONS_NOT_DISTINCT',
        'OPTIONS_UNEVEN',
        'STEM_NOT_A_QUESTION',
        'SOURCE_INCOMPLETE',
      ],
    });
  });
});
