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
