import { QUESTION_TYPES } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import {
  choiceOptionsOf,
  claimsOf,
  denialsOf,
  factsOf,
  fitModelContent,
  giveawayRuleOf,
  modelPromptOf,
  stemRulesOf,
  whatTextCannotSupply,
} from './generation.ts';

const choice = {
  options: [
    { id: 'a', text: 'Paris', correct: true },
    { id: 'b', text: 'Lyon', correct: false },
    { id: 'c', text: 'Nice', correct: true },
  ],
};
const noDenials = { texts: [], name: '' };

describe('MCQ_SINGLE and MCQ_MULTI', () => {
  it('claim their right options, offer every option, and share the rest of their facts', () => {
    for (const type of ['MCQ_SINGLE', 'MCQ_MULTI'] as const) {
      expect(claimsOf(type, choice, 'Which?')).toEqual(['Paris', 'Nice']);
      expect(factsOf(type, choice, 'Which?')).toEqual(['Paris', 'Nice']);
      expect(denialsOf(type, choice, 'Which?').texts).toEqual(noDenials.texts);
      expect(choiceOptionsOf(type, choice)).toEqual([
        { text: 'Paris', correct: true },
        { text: 'Lyon', correct: false },
        { text: 'Nice', correct: true },
      ]);
      expect(whatTextCannotSupply(type)).toBeNull();
    }
  });

  it("MCQ_MULTI holds its wrong statements false, not its wrong terms, and MCQ_SINGLE's wrong options none", () => {
    const statements = {
      options: [
        { id: 'a', text: 'The canal opened in 1825.', correct: true },
        { id: 'b', text: 'The canal was 500 miles long.', correct: false },
        { id: 'c', text: 'Buffalo', correct: false },
      ],
    };
    // Before: none, so a job asked "The canal was 500 miles long." again as a TRUE_FALSE (the audit of session 21).
    expect(denialsOf('MCQ_MULTI', statements, 'Which?')).toEqual({
      texts: ['The canal was 500 miles long.'],
      name: 'wrong statement',
    });
    expect(denialsOf('MCQ_SINGLE', statements, 'Which?')).toEqual(noDenials);
  });

  it('letter the options a model wrote a, b, c in order, and leave anything else alone', () => {
    const written = { options: [{ id: '1', text: 'x' }, { text: 'y' }] };
    for (const type of ['MCQ_SINGLE', 'MCQ_MULTI'] as const) {
      expect(fitModelContent(type, written)).toEqual({
        options: [
          { id: 'a', text: 'x' },
          { id: 'b', text: 'y' },
        ],
      });
      expect(fitModelContent(type, { answer: 'x' })).toEqual({ answer: 'x' });
      expect(fitModelContent(type, null)).toBeNull();
    }
  });

  it('MCQ_SINGLE names its fact in the stem, checks the stem and how the one right option blends in', () => {
    expect(stemRulesOf('MCQ_SINGLE')).toEqual({ hidesAnswer: true, isStatement: false, namesTheFact: true });
    expect(giveawayRuleOf('MCQ_SINGLE', choice, 'Which city?')).toEqual({
      shownTexts: ['Which city?'],
      pointingTexts: ['Which city?'],
      message: 'the question text contains its answer',
      oneRightOptionBlendsIn: true,
    });
  });

  it('MCQ_MULTI hides its answers in the stem but names no fact and has no giveaway rule', () => {
    expect(stemRulesOf('MCQ_MULTI')).toEqual({ hidesAnswer: true, isStatement: false, namesTheFact: false });
    expect(giveawayRuleOf('MCQ_MULTI', choice, 'Which cities?')).toBeNull();
  });
});

describe('TRUE_FALSE', () => {
  it('a true statement is a claim; a false one is a denial the source must not state', () => {
    expect(claimsOf('TRUE_FALSE', { answer: true }, 'Water boils at 100 °C.')).toEqual(['Water boils at 100 °C.']);
    expect(denialsOf('TRUE_FALSE', { answer: true }, 'Water boils at 100 °C.')).toEqual({
      texts: [],
      name: 'false statement',
    });
    expect(claimsOf('TRUE_FALSE', { answer: false }, 'Water boils at 50 °C.')).toEqual([]);
    expect(denialsOf('TRUE_FALSE', { answer: false }, 'Water boils at 50 °C.')).toEqual({
      texts: ['Water boils at 50 °C.'],
      name: 'false statement',
    });
    expect(factsOf('TRUE_FALSE', { answer: true }, 'S.')).toEqual(['S.']);
  });

  it('its stem is the statement (named fact), with no options and no giveaway rule', () => {
    expect(stemRulesOf('TRUE_FALSE')).toEqual({ hidesAnswer: false, isStatement: true, namesTheFact: true });
    expect(choiceOptionsOf('TRUE_FALSE', { answer: true })).toEqual([]);
    expect(giveawayRuleOf('TRUE_FALSE', { answer: true }, 'S.')).toBeNull();
    expect(fitModelContent('TRUE_FALSE', { answer: 'yes' })).toEqual({ answer: 'yes' });
  });
});

describe('OPEN', () => {
  it('claims its model answer, which the question text must not contain', () => {
    const content = { answer: 'photosynthesis' };
    expect(claimsOf('OPEN', content, 'What is it called?')).toEqual(['photosynthesis']);
    expect(factsOf('OPEN', content, 'What is it called?')).toEqual(['photosynthesis']);
    expect(denialsOf('OPEN', content, 'What is it called?')).toEqual(noDenials);
    expect(stemRulesOf('OPEN')).toEqual({ hidesAnswer: true, isStatement: false, namesTheFact: true });
    expect(giveawayRuleOf('OPEN', content, 'What is it called?')).toEqual({
      shownTexts: ['What is it called?'],
      pointingTexts: ['What is it called?'],
      message: 'the question text contains the model answer',
      oneRightOptionBlendsIn: false,
    });
  });
});

describe('FILL_GAP', () => {
  it('claims each gap answer, which neither the gap text nor the stem may contain', () => {
    const content = {
      text: 'The {1} is the capital of {2}.',
      gaps: [
        { id: 1, answer: 'Paris' },
        { id: 2, answer: 'France' },
      ],
    };
    expect(claimsOf('FILL_GAP', content, 'Fill in the gaps.')).toEqual(['Paris', 'France']);
    expect(factsOf('FILL_GAP', content, 'Fill in the gaps.')).toEqual(['Paris', 'France']);
    expect(stemRulesOf('FILL_GAP')).toEqual({ hidesAnswer: true, isStatement: false, namesTheFact: false });
    expect(giveawayRuleOf('FILL_GAP', content, 'Fill in the gaps.')).toEqual({
      shownTexts: ['The {1} is the capital of {2}.', 'Fill in the gaps.'],
      // The instruction is no clue ("missing" is not "Mississippi").
      pointingTexts: ['The {1} is the capital of {2}.'],
      message: 'the text around the gap contains its answer',
      oneRightOptionBlendsIn: false,
    });
  });
});

describe('COMPLIANCE', () => {
  it('claims its compliant statements and denies the others', () => {
    const content = {
      statements: [
        { id: 1, text: 'Wash hands for 20 seconds.', compliant: true },
        { id: 2, text: 'Dry hands on your clothes.', compliant: false },
        { id: 3, text: 'Use soap.', compliant: true },
      ],
    };
    expect(claimsOf('COMPLIANCE', content, 'Which comply?')).toEqual(['Wash hands for 20 seconds.', 'Use soap.']);
    expect(denialsOf('COMPLIANCE', content, 'Which comply?')).toEqual({
      texts: ['Dry hands on your clothes.'],
      name: 'non-compliant statement',
    });
    expect(stemRulesOf('COMPLIANCE')).toEqual({ hidesAnswer: false, isStatement: false, namesTheFact: false });
    expect(giveawayRuleOf('COMPLIANCE', content, 'Which comply?')).toBeNull();
  });
});

describe('ORDERING', () => {
  it('claims every item; the fact asked is the whole order', () => {
    const content = {
      items: [
        { id: 1, text: 'Wet' },
        { id: 2, text: 'Soap' },
        { id: 3, text: 'Rinse' },
      ],
    };
    expect(claimsOf('ORDERING', content, 'Put in order.')).toEqual(['Wet', 'Soap', 'Rinse']);
    expect(factsOf('ORDERING', content, 'Put in order.')).toEqual(['Wet | Soap | Rinse']);
    expect(stemRulesOf('ORDERING')).toEqual({ hidesAnswer: false, isStatement: false, namesTheFact: false });
    expect(choiceOptionsOf('ORDERING', content)).toEqual([]);
  });
});

describe('MATCHING', () => {
  it('claims both columns; the facts asked are the terms on the left', () => {
    const content = {
      left: [
        { id: 1, text: 'H2O', matchId: 1 },
        { id: 2, text: 'NaCl', matchId: 2 },
      ],
      right: [
        { id: 1, text: 'water' },
        { id: 2, text: 'salt' },
      ],
    };
    expect(claimsOf('MATCHING', content, 'Match.')).toEqual(['H2O', 'NaCl', 'water', 'salt']);
    expect(factsOf('MATCHING', content, 'Match.')).toEqual(['H2O', 'NaCl']);
    expect(stemRulesOf('MATCHING')).toEqual({ hidesAnswer: false, isStatement: false, namesTheFact: false });
  });
});

describe('HOTSPOT', () => {
  it('needs an image, which a text cannot supply: no claims, facts, options or stem rules', () => {
    const content = { imageUrl: 'https://example.org/map.png', regions: [] };
    expect(whatTextCannotSupply('HOTSPOT')).toBe('an image');
    expect(claimsOf('HOTSPOT', content, 'Where?')).toEqual([]);
    expect(factsOf('HOTSPOT', content, 'Where?')).toEqual([]);
    expect(denialsOf('HOTSPOT', content, 'Where?')).toEqual(noDenials);
    expect(choiceOptionsOf('HOTSPOT', content)).toEqual([]);
    expect(giveawayRuleOf('HOTSPOT', content, 'Where?')).toBeNull();
    expect(stemRulesOf('HOTSPOT')).toEqual({ hidesAnswer: false, isStatement: false, namesTheFact: false });
    expect(fitModelContent('HOTSPOT', content)).toBe(content);
    expect(modelPromptOf('HOTSPOT')).toBeNull();
  });
});

describe('model prompts', () => {
  it('state the type contract and a strict JSON Schema of the content (MCQ_MULTI: four to six options)', () => {
    const option = {
      type: 'object',
      properties: { id: { type: 'string' }, text: { type: 'string' }, correct: { type: 'boolean' } },
      required: ['id', 'text', 'correct'],
      additionalProperties: false,
    };
    expect(modelPromptOf('MCQ_MULTI')).toEqual({
      contract:
        'Multiple choice with one or more correct options: four to six options with ids "a", "b", ...; at least one correct, at least one wrong.',
      contentSchema: {
        type: 'object',
        properties: { options: { type: 'array', items: option, minItems: 4, maxItems: 6 } },
        required: ['options'],
        additionalProperties: false,
      },
    });
  });

  it('exist for exactly the types generated from text', () => {
    for (const type of QUESTION_TYPES) {
      expect(modelPromptOf(type) === null).toBe(whatTextCannotSupply(type) !== null);
    }
  });
});
