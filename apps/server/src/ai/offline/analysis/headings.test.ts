import { describe, expect, it } from 'vitest';
import { chunkExtracted } from '../../../chunking/index.ts';
import { analyseDocument } from '../analysis.ts';
import { chunkOf, generateOne } from '../test-support/generate.ts';

/** The swimming pool's rules of the audit of session 21: each heading on the line above its paragraph. */
const POOL = `Riverside Community Pool: Rules for Swimmers

Entry and supervision
Children under the age of eight must be accompanied in the water by a responsible person aged sixteen or over. One adult may supervise no more than two children under the age of eight.

Lane swimming
During lane sessions, the pool is divided into slow, medium and fast lanes. Swimmers must choose the lane that matches their speed.

Equipment
Floats and kickboards may be borrowed free of charge from the lifeguard station. Snorkels and flippers are not allowed during public sessions.
`;

/** The forklift procedure of the same audit: numbered steps on lines of their own under their heading. */
const FORKLIFT = `Responsibilities
The operator is responsible for completing the inspection and recording the result.

Procedure
1. Collect the inspection checklist for the truck from the rack next to the charging area.
2. Walk around the truck and look for visible damage, leaks under the truck and loose parts.
3. Check the tyres for cuts, missing pieces and objects stuck in the tread.
4. Sit in the operator's seat and fasten the seat belt.

Records
Completed checklists are kept for twelve months.
`;

/** Each sentence of a one-chunk text (clauses aside): its role, its text and the topic of its section. */
const sectionsOf = (text: string) => {
  const analysis = analyseDocument([chunkOf(text)]);
  return analysis.sentences
    .filter((sentence) => sentence.role !== 'clause')
    .map((sentence) => [sentence.role, sentence.text, analysis.sectionTopicOf(sentence)]);
};

describe('a heading on the line above its paragraph (the audit of session 21)', () => {
  it('is a heading of its own, not the opening words of the first sentence, and names the section under it', () => {
    expect(sectionsOf(POOL)).toEqual([
      ['heading', 'Riverside Community Pool: Rules for Swimmers', 'rules for swimmers'],
      ['heading', 'Entry and supervision', 'entry and supervision'],
      [
        'sentence',
        'Children under the age of eight must be accompanied in the water by a responsible person aged sixteen or over.',
        'entry and supervision',
      ],
      [
        'sentence',
        'One adult may supervise no more than two children under the age of eight.',
        'entry and supervision',
      ],
      ['heading', 'Lane swimming', 'lane swimming'],
      ['sentence', 'During lane sessions, the pool is divided into slow, medium and fast lanes.', 'lane swimming'],
      ['sentence', 'Swimmers must choose the lane that matches their speed.', 'lane swimming'],
      ['heading', 'Equipment', 'equipment'],
      ['sentence', 'Floats and kickboards may be borrowed free of charge from the lifeguard station.', 'equipment'],
      ['sentence', 'Snorkels and flippers are not allowed during public sessions.', 'equipment'],
    ]);
  });

  it('over numbered steps on lines of their own: the steps are its list, each step an item', () => {
    expect(sectionsOf(FORKLIFT)).toEqual([
      ['heading', 'Responsibilities', 'responsibilities'],
      [
        'sentence',
        'The operator is responsible for completing the inspection and recording the result.',
        'responsibilities',
      ],
      ['heading', 'Procedure', 'procedure'],
      [
        'listItem',
        'Collect the inspection checklist for the truck from the rack next to the charging area.',
        'procedure',
      ],
      [
        'listItem',
        'Walk around the truck and look for visible damage, leaks under the truck and loose parts.',
        'procedure',
      ],
      ['listItem', 'Check the tyres for cuts, missing pieces and objects stuck in the tread.', 'procedure'],
      ['listItem', "Sit in the operator's seat and fasten the seat belt.", 'procedure'],
      ['heading', 'Records', 'records'],
      ['sentence', 'Completed checklists are kept for twelve months.', 'records'],
    ]);
  });

  it('leaves the heading out of the questions, and the stems name the section the sentence stands in', async () => {
    const gaps = await generateOne(POOL, 'FILL_GAP', 2);
    expect(gaps.map((question) => [question.questionText, question.content])).toEqual([
      [
        'Fill in the missing word in this sentence from the text on equipment.',
        {
          text: 'Floats and ___1___ may be borrowed free of charge from the lifeguard station.',
          gaps: [{ id: 1, answer: 'kickboards' }],
        },
      ],
      [
        'Complete this sentence about equipment with the words the text uses.',
        {
          text: 'Snorkels and flippers are not allowed during ___1___.',
          gaps: [{ id: 1, answer: 'public sessions' }],
        },
      ],
    ]);
    const [statement] = await generateOne(POOL, 'TRUE_FALSE', 1);
    expect([statement?.questionText, statement?.content, statement?.sourceSentences]).toEqual([
      'Children under the age of nine must be accompanied in the water by a responsible person aged sixteen or over.',
      { answer: false },
      [
        'Children under the age of eight must be accompanied in the water by a responsible person aged sixteen or over.',
      ],
    ]);
    const [count] = await generateOne(FORKLIFT, 'MCQ_SINGLE', 1);
    expect(count?.questionText).toBe('Completed checklists are kept for how many months?');
    const [steps] = await generateOne(FORKLIFT, 'ORDERING', 1);
    expect((steps?.content as { items: Array<{ text: string }> }).items.map((item) => item.text)).toEqual([
      'Collect the inspection checklist for the truck from the rack next to the charging area.',
      'Walk around the truck and look for visible damage, leaks under the truck and loose parts.',
      'Check the tyres for cuts, missing pieces and objects stuck in the tread.',
      "Sit in the operator's seat and fasten the seat belt.",
    ]);
  });

  it('is a paragraph of its own in an uploaded text too (chunking)', () => {
    const { chunks } = chunkExtracted(
      { format: 'TEXT', text: POOL },
      { strategy: 'AUTO', maxChunkSize: 5000, documentTitle: 'Pool' },
    );
    expect(chunks.map((chunk) => chunk.content.split('\n\n').map((paragraph) => paragraph.slice(0, 40)))).toEqual([
      [
        'Riverside Community Pool: Rules for Swim',
        'Entry and supervision',
        'Children under the age of eight must be ',
        'Lane swimming',
        'During lane sessions, the pool is divide',
        'Equipment',
        'Floats and kickboards may be borrowed fr',
      ],
    ]);
  });

  it('but a sentence wrapped across lines is joined back, and headings a blank line sets apart stay headings', () => {
    const text = `Water
You
can't live long without it. The settlers crossed the river near
Springfield in 1820, and they built a mill there that ran for forty years and more.

6.1 WATER SOURCES

Rain water collected in clean containers is usually safe to drink.

STILL CONSTRUCTION

A solar still is made from a sheet of plastic over a hole in the ground.
`;
    expect(sectionsOf(text)).toEqual([
      ['heading', 'Water', 'water'],
      ['sentence', "You can't live long without it.", 'water'],
      [
        'sentence',
        'The settlers crossed the river near Springfield in 1820, and they built a mill there that ran for forty years and more.',
        'water',
      ],
      ['heading', '6.1 WATER SOURCES', 'water sources'],
      ['sentence', 'Rain water collected in clean containers is usually safe to drink.', 'water sources'],
      ['heading', 'STILL CONSTRUCTION', 'still construction'],
      ['sentence', 'A solar still is made from a sheet of plastic over a hole in the ground.', 'still construction'],
    ]);
  });
});

describe('a heading over steps in prose (the heading tests of the audit of session 21)', () => {
  const BLEACH =
    'If you cannot boil water, you can treat it with bleach. Add 8 drops of bleach to each gallon of water. Stir the water well with a clean spoon. Let the water stand for 30 minutes before you drink it. Pour the water into a clean container with a lid.';
  const stemOf = async (text: string) =>
    (await generateOne(text, 'ORDERING', 1)).map((question) => question.questionText);

  it('names the steps of the paragraph under it, not those of a paragraph after another', async () => {
    expect(await stemOf(`Treat Your Water with Bleach\n${BLEACH}\n`)).toEqual([
      'How to treat your water with bleach: put these steps in the order the text gives them.',
    ]);
    expect(
      await stemOf(`Boil Your Drinking Water\n\nBoiling is the safest way to kill germs in water.\n\n${BLEACH}\n`),
    ).toEqual(['Put these steps in the order the text gives them.']);
  });
});

describe("a procedure's Purpose and Scope headings (the audit of session 21)", () => {
  it('name no topic: "the text on purpose" reads as "deliberately"', async () => {
    const text = `Procedure WH-12: Pre-Shift Forklift Inspection

Purpose
This procedure describes the inspection that every operator must carry out before using a counterbalance forklift truck in the warehouse. The inspection takes about ten minutes. Its purpose is to find faults before they cause an accident.

Scope
The procedure applies to all electric and gas-powered forklift trucks at the Northgate site. Only operators who hold a valid forklift licence may carry out the inspection or drive a truck.
`;
    expect(
      (await generateOne(text, 'TRUE_FALSE', 1)).map((question) => [question.questionText, question.content]),
    ).toEqual([['The inspection takes about twelve minutes.', { answer: false }]]);
  });
});
