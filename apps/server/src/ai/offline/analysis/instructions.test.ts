import { describe, expect, it } from 'vitest';
import { tagSentences } from '../nlp.ts';
import { generateOne } from '../test-support/generate.ts';
import { givesAnInstruction } from './instructions.ts';

const instructs = (text: string) => givesAnInstruction(tagSentences(text)[0]?.tokens ?? []);

describe('one test of an instruction for every type (issue 21, session 15)', () => {
  it('a base verb first, past an opener or an adverb, "do not", a misread verb before an object, a verb after a clause', () => {
    for (const text of [
      'Dig a bowl-shaped hole about 1 meter across.',
      'Never drink sea water.',
      'Next, place the plastic sheet over the hole.',
      'Gently rub the gel over your hands.',
      'Do not drink sea water, urine, or blood.',
      'Rinse your hands well under clean, running water.',
      'Dry your hands using a clean towel.',
      'If the water is cloudy or cold, use 10 drops and let it stand for 30 minutes.',
      'If you feel dizzy, sit down.',
    ]) {
      expect(instructs(text), text).toBe(true);
    }
  });

  it('a statement is none, in the second person too', () => {
    for (const text of [
      'Sea water contains about 4 percent salt.',
      'You need a minimum of 2 liters of water each day.',
      'Your body loses fluid as a result of heat, cold, stress, and exertion.',
      'Today seismologists use the moment magnitude scale.',
      'The still works best in moist soil.',
      'Construction began at Rome, New York, on July 4, 1817.',
    ]) {
      expect(instructs(text), text).toBe(false);
    }
  });
});

describe('every type tells an instruction the same way (issue 21, session 15)', () => {
  it('TRUE_FALSE states no instruction after a condition, nor one whose verb the tagger misread', async () => {
    const questions = await generateOne(
      [
        'Boiling is the safest method of purifying water.',
        'If the water is cloudy or cold, use 10 drops of iodine and let it stand for 30 minutes.',
        'Next, place the plastic sheet over the hole of the still.',
        'Sea water contains about 4 percent salt.',
        'Rainwater collected in clean containers is usually safe for drinking.',
      ].join(' '),
      'TRUE_FALSE',
      5,
      'Water',
    );
    expect(
      questions.map((question) => question.questionText).filter((text) => /drops|plastic sheet/.test(text)),
    ).toEqual([]);
  });
});
