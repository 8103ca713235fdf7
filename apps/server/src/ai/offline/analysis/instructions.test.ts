import { analyseDocument } from '../analysis.ts';
import { describe, expect, it } from 'vitest';
import { tagSentences } from '../nlp.ts';
import { chunkOf, generateOne } from '../test-support/generate.ts';
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
      // The code review of session 16: after a phrase, a time clause, an adverb; "Don't"; "Be sure".
      'In a shipwreck, avoid drinking sea water.',
      'As soon as you hear thunder, go inside a sturdy building.',
      'When lightning strikes, never stand under a tall tree.',
      'Using a surge protector, connect the computer to the wall outlet.',
      "Don't open the oven door while the cake is baking.",
      'Be sure to wash the cutting board after you cut raw meat.',
      // The second code review: after a clause whose last word is a base verb.
      'Before you begin, read the safety instructions on page 4.',
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
      // The advice an instruction gives (session 16): the verbs after its commas are the modal's.
      'You should wet your hands with clean, running water, turn off the tap, and apply soap.',
      // A verb after a comma is an instruction's only after a clause of condition, time or purpose.
      'The INTEGER storage class, for example, includes 7 different integer datatypes of different lengths.',
      // A name or a time word the tagger reads like a verb before "the" (the code review of session 16).
      'Catherine the Great ruled Russia for 34 years.',
      'Today the Hermitage is one of the largest museums in the world.',
      // The second code review: a name's epithet, a name's number, a determiner the verb's slot reads as an adjective.
      'Mehmed the Conqueror captured the city in 1453 after a siege of 53 days.',
      'Type 2 diabetes affects about 400 million people worldwide.',
      'In practice, such a system produces about 4 kilowatt hours per day.',
    ]) {
      expect(instructs(text), text).toBe(false);
    }
  });
});

describe('every type tells an instruction the same way (issue 21, session 15)', () => {
  it('TRUE_FALSE states an instruction after a condition, or one whose verb the tagger misread, as advice (session 16)', async () => {
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
    // Session 15 stated neither (before it, "If the water is cloudy or cold, use 11 drops ..." was an order held
    // false); the step's place ("Next,") is left out of its advice.
    expect(
      questions.map((question) => question.questionText).filter((text) => /drops|plastic sheet/.test(text)),
    ).toEqual([
      'If the water is cloudy or cold, people should use 11 drops of iodine and let it stand for 30 minutes.',
      'People should place the plastic sheet over the hole of the still.',
    ]);
  });

  it('ORDERING orders steps written as prose whose verbs the tagger misread, and MCQ_MULTI offers them as advice (session 16)', async () => {
    const steps = [
      'Wet your hands with clean, running water and apply soap.',
      'Lather your hands by rubbing them together with the soap.',
      'Scrub your hands for 20 seconds.',
      'Rinse your hands well under clean, running water.',
      'Dry your hands using a clean towel or air dry them.',
    ];
    // "for 20 seconds", not "for at least 20": no false statement changes a bound (session 18).
    const text = ['Handwashing protects you and your family from getting sick.', ...steps].join(' ');
    // Before: no ORDERING ("Scrub", "Rinse" and "Dry" are tagged names, so those steps were sentences without
    // a verb), and no MCQ_MULTI.
    const [ordering] = await generateOne(text, 'ORDERING', 1, 'How to wash your hands');
    expect(ordering?.content).toEqual({ items: steps.map((step, i) => ({ id: i + 1, text: step })) });
    const [multi] = await generateOne(text, 'MCQ_MULTI', 1, 'How to wash your hands');
    expect(multi?.content).toEqual({
      options: [
        { id: 'a', text: 'People should wet their hands with clean, running water and apply soap.', correct: true },
        { id: 'b', text: 'People should rinse their hands well under clean, running water.', correct: true },
        { id: 'c', text: 'Handwashing protects you and your family from getting sick.', correct: true },
        { id: 'd', text: 'People should scrub their hands for 40 seconds.', correct: false },
      ],
    });
  });

  it('no statement of any type is an order it cannot give as advice ("Keep it out of reach ...", session 16)', async () => {
    const text = [
      'Swallowing alcohol-based hand sanitizers can cause alcohol poisoning in young children.',
      'Keep it out of reach of young children and supervise their use.',
      'Please read the label of the bottle before you use the gel on your hands.',
      'A basic emergency supply kit should contain one gallon of water per person per day.',
      'A battery-powered radio lets you receive alerts from the National Weather Service.',
      'The kit should also hold a flashlight, a first aid kit, extra batteries and a whistle.',
      'Store the kit in a cool, dry place and replace expired items every six months.',
    ].join(' ');
    const shown = (
      await Promise.all(
        (['TRUE_FALSE', 'MCQ_MULTI', 'COMPLIANCE'] as const).map((type) => generateOne(text, type, 3, 'Safety')),
      )
    ).flatMap((questions) =>
      questions.flatMap((question) => [question.questionText, ...JSON.stringify(question.content).split('"')]),
    );
    // Before: the multi-statement types offered an order as it stands ("Please read the label of the bottle after
    // you use the gel on your hands.", made false); TRUE_FALSE alone left orders out.
    expect(shown.filter((text) => /^(?:Keep|Please|Store)\b/.test(text))).toEqual([]);
    expect(shown.filter((text) => /should store the kit/.test(text)).length).toBeGreaterThan(0);
  });

  it('states no order a character gives inside a quotation of several sentences (the second code review of session 16)', async () => {
    const questions = await generateOne(
      'The old clockmaker handed her the key. "Wait here until dawn. Wind the clockwork every 4 hours. Then ring the bell twice," he told her. The clock had 12 brass wheels and a silver face.',
      'TRUE_FALSE',
      4,
      'Clock',
    );
    // Before: also "People should wind the clockwork every 5 hours." (false), the clockmaker's order as advice.
    expect(questions.map((question) => question.questionText)).toEqual([
      'The clock had 24 brass wheels and a silver face.',
    ]);
    // An inch mark opens no quotation (the third code review: every later sentence had been no statement).
    const [, pipe] = analyseDocument([
      chunkOf('The standard pipe is 2" wide at the joint. The pipe carries 40 liters of water a minute.'),
    ]).sentences;
    expect(pipe?.statement).toBe(true);
  });
});
