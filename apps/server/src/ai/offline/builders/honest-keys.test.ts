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
