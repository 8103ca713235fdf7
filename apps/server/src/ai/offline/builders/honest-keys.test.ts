import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../generator.ts';
import { generateOne } from '../test-support/generate.ts';

const asked = (questions: GeneratedQuestion[]) =>
  questions.map((question) => [question.questionText, question.content]);

describe('keys that stay right where a count stands beside its list or bounds a fact (issue 21, the audit of session 21)', () => {
  it('changes no count of a list the sentence gives, and asks no "how many" of it', async () => {
    const text = [
      'Afterwards only three cities, Lübeck, Hamburg and Bremen, kept the Hanseatic name.',
      'Wilbur and Orville Wright were two American brothers from Ohio.',
      'Herders keep five kinds of livestock: horses, cattle, sheep, goats and camels.',
      'The kontor in London traded in wool and cloth for nine months of the year.',
    ].join(' ');
    // Before: "only four cities, Lübeck, Hamburg and Bremen", "were three American brothers" (giveaways), and "Herders keep
    // how many kinds of livestock: horses, cattle, sheep, goats and camels?".
    expect(asked(await generateOne(text, 'TRUE_FALSE', 4, 'The Hanseatic League'))).toEqual([
      ['The kontor in London traded in wool and cloth for ten months of the year.', { answer: false }],
      ['Wilbur and Orville Wright were two American brothers from Ohio.', { answer: true }],
      ['Afterwards only three cities, Lübeck, Hamburg and Bremen, kept the Hanseatic name.', { answer: true }],
      ['Herders keep five kinds of livestock: horses, cattle, sheep, goats and camels.', { answer: true }],
    ]);
    expect(asked(await generateOne(text, 'MCQ_SINGLE', 4, 'The Hanseatic League'))).toEqual([
      [
        'The kontor in London traded in wool and cloth for how many months of the year?',
        {
          options: [
            { id: 'a', text: 'five', correct: false },
            { id: 'b', text: 'eight', correct: false },
            { id: 'c', text: 'nine', correct: true },
            { id: 'd', text: 'ten', correct: false },
          ],
        },
      ],
    ]);
  });

  it('offers no other count for a bound of a fact, a sign between them ("below minus 30 degrees")', async () => {
    const text =
      'The Gobi is a cold desert. In winter, temperatures in the Gobi often fall below minus 30 degrees Celsius. In summer the Gobi can reach 45 degrees Celsius, and the desert gets less than 200 millimetres of rain a year.';
    // Before: "... often fall below minus _____ degrees Celsius" offered 15 and 20, true as well; and "How many degrees can in
    // summer the Gobi reach Celsius, and the desert gets ...?".
    expect(asked(await generateOne(text, 'MCQ_SINGLE', 3, 'Mongolia'))).toEqual([
      [
        'In summer the Gobi can reach how many degrees Celsius?',
        {
          options: [
            { id: 'a', text: '23', correct: false },
            { id: 'b', text: '30', correct: false },
            { id: 'c', text: '34', correct: false },
            { id: 'd', text: '45', correct: true },
          ],
        },
      ],
    ]);
  });

  it('moves no ordinal of a first of its kind ("the first successful aeroplane"), only a place in a calendar', async () => {
    const text = [
      'The Wright brothers built and flew the first successful powered aeroplane.',
      'Fossil hunters in the Gobi found the first dinosaur eggs recognised by scientists.',
      'The council meets on the first Monday of each month.',
    ].join(' ');
    // Before: "flew the second successful powered aeroplane", "found the second dinosaur eggs recognised by scientists".
    expect(asked(await generateOne(text, 'TRUE_FALSE', 3, 'Firsts'))).toEqual([
      ['The council meets on the second Monday of each month.', { answer: false }],
    ]);
  });
});

describe('false statements that swap a thing for one of its kind only (issue 21, the audit of session 21)', () => {
  it('never puts a land for one that holds it, a plate for a current, a person for an abbey or a charter for a king', async () => {
    const text = [
      'Florence Nightingale trained nurses in Germany before the war.',
      'After returning to England in 1856, Nightingale worked to reform army health care.',
      'Iceland sits on the boundary between the North American Plate and the Eurasian Plate.',
      'The North Atlantic Current brings warm water to the south coast.',
      'Harald Hardrada invaded the north of England with three hundred ships.',
      'William was crowned in Westminster Abbey on Christmas Day.',
      'Magna Carta, or the Great Charter, was agreed to by King John of England at Runnymede.',
    ].join(' ');
    // Before: "After returning to Britain in 1856" (true of England), "between the North Atlantic Current and the
    // Eurasian Plate", "The North American Plate brings warm water", "crowned in Harald Hardrada", "agreed to by Great
    // Charter of England".
    expect(asked(await generateOne(text, 'TRUE_FALSE', 7, 'History'))).toEqual([
      ['After returning to Germany in 1856, Nightingale worked to reform army health care.', { answer: false }],
      ['Iceland sits on the boundary between the North American Plate and the Eurasian Plate.', { answer: true }],
      ['Magna Carta was agreed to by Harald Hardrada of England at Runnymede.', { answer: false }],
      ['Harald Hardrada invaded the north of England with three hundred ships.', { answer: true }],
      ['The North Atlantic Current brings cool water to the south coast.', { answer: false }],
      ['Florence Nightingale trained nurses in Germany before the war.', { answer: true }],
      ['On Christmas Day, William was crowned in Westminster Abbey.', { answer: true }],
    ]);
  });

  it('never puts a phrase of the same modifier, nor the other end of "even", nor "above" for a pointer to the steps', async () => {
    const text = [
      'The steps below describe a simple tank for small tropical fish.',
      'Ammonia and nitrite are toxic even in small amounts.',
      'A sleep cycle passes through NREM stages and REM periods.',
      'Early in the night, cycles contain more deep sleep; towards morning, REM periods become longer.',
      'REM sleep is the stage in which most vivid dreaming takes place.',
    ].join(' ');
    // Before: "The steps above describe ...", "toxic even in large amounts", "towards morning, REM sleep become longer".
    expect(asked(await generateOne(text, 'TRUE_FALSE', 5, 'Sleep and fish'))).toEqual([
      [
        'Early in the night, cycles contain more deep sleep; towards morning, NREM stages become longer.',
        { answer: false },
      ],
      ['REM sleep is the stage in which most vivid dreaming takes place.', { answer: true }],
      ['A sleep cycle passes through NREM stages and REM periods.', { answer: true }],
      ['The steps below describe a simple tank for small tropical fish.', { answer: true }],
    ]);
  });
});

describe("definitions asked of what is defined, not of the text's subject or a person (issue 21, the audit of session 21)", () => {
  const MONGOLIA = [
    'Mongolia is a landlocked country in East Asia.',
    'Mongolia borders Russia and China.',
    'The capital of Mongolia is Ulaanbaatar.',
    'Most people in Mongolia speak Mongolian.',
    'A ger is a round felt tent that herders can take down in an hour.',
    'The steppe is a vast grassland without trees.',
    'The main clock of the body is a group of cells in the brain called the suprachiasmatic nucleus.',
  ].join(' ');

  it('asks no name of what the text is about, nor of a description that names something itself', async () => {
    // Before: also "What is a landlocked country in East Asia called?" (Mongolia, named in the opening sentence and
    // most often) and "What is a group of cells in the brain called the suprachiasmatic nucleus called?".
    expect(asked(await generateOne(MONGOLIA, 'OPEN', 4, 'Asia'))).toEqual([
      ['What is a round felt tent that herders can take down in an hour called?', { answer: 'Ger' }],
      ['What is a vast grassland without trees called?', { answer: 'Steppe' }],
    ]);
  });

  it('asks no "What is ...?" of a person, nor offers a person\'s description for a term', async () => {
    const text = [
      'Gregor Mendel was an Austrian monk whose experiments with pea plants laid the foundations of genetics.',
      'Mendel was a gifted student, and he studied physics in Vienna.',
      'Alleles are the different forms of a gene.',
      'A trait is a feature that parents pass to their offspring.',
      'A hybrid is the offspring of two plants of different varieties.',
    ].join(' ');
    // Before: "What is Mendel?" keyed "a gifted student" beside "an Austrian monk whose experiments ...", and "What are
    // alleles?" offered both descriptions of Mendel.
    expect(asked(await generateOne(text, 'MCQ_SINGLE', 3, 'Genetics'))).toEqual([
      [
        'A hybrid is the offspring of how many plants of different varieties?',
        {
          options: [
            { id: 'a', text: 'two', correct: true },
            { id: 'b', text: 'three', correct: false },
            { id: 'c', text: 'four', correct: false },
            { id: 'd', text: 'six', correct: false },
          ],
        },
      ],
    ]);
  });
});

describe('false statements put in no word for what the whole text is about (issue 21, the audit of session 21)', () => {
  it("never puts the text's subject for a term it defines", async () => {
    const text = [
      'Sleep is a natural state in which the body and mind rest.',
      'Adults need about eight hours of sleep, and sleep helps memory.',
      'Poor sleep harms health, and deep sleep repairs the body.',
      'Sleep comes in cycles, and each cycle of sleep lasts about ninety minutes.',
      'The main clock is a small group of cells in the brain.',
      'Melatonin is a hormone that makes people feel sleepy.',
    ].join(' ');
    // Before: "The main sleep is a small group of cells in the brain."
    expect(asked(await generateOne(text, 'TRUE_FALSE', 5, 'Rest'))).toEqual([
      ['Adults need about ten hours of sleep, and sleep helps memory.', { answer: false }],
      ['Each cycle of sleep lasts about ninety minutes.', { answer: true }],
      ['Poor sleep harms health, and shallow sleep repairs the body.', { answer: false }],
      ['Sleep is a natural state in which the body and mind rest.', { answer: true }],
      ['The main clock is a large group of cells in the brain.', { answer: false }],
    ]);
  });
});
