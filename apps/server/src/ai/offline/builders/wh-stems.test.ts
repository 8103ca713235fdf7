import type { QuestionType } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import { generateOne } from '../test-support/generate.ts';

const generate = (content: string, type: QuestionType, count: number) => generateOne(content, type, count, 'Storms');

const STORMS = [
  'The strongest storm of the decade reached Florida on June 3, 1998, with winds of 150 miles an hour.',
  'A smaller storm reached Texas in 1999, and another reached Georgia in 2001.',
  'Filtering is the cheapest method of cleaning rainwater: pour it through clean sand.',
  'Storms are measured by instruments called barometers.',
  'The printed readings of barometers are called pressure charts.',
].join(' ');

describe('OPEN and MCQ_SINGLE ask wh-questions on short spans of the text (issue 21)', () => {
  it('OPEN asks for a plural term by its definition with "are", when, where, what a superlative identifies and what does something; the model answer is the short answer as a taker types it', async () => {
    const questions = await generate(STORMS, 'OPEN', 6);
    // No "Where did the strongest storm of the decade reach?": the "When ...?" stem prints its answer,
    // Florida. (Its model answer had been "Florida: The strongest storm ...", a fact no other question's
    // short answer looked like.)
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      ['What are the printed readings of barometers called?', { answer: 'Pressure charts' }],
      ['In what year did the strongest storm of the decade reach Florida?', { answer: '1998' }],
      ['According to the text, where did a smaller storm reach?', { answer: 'Texas' }],
      ['According to the text, what is the cheapest method of cleaning rainwater?', { answer: 'Filtering' }],
    ]);
    // Not "What are the instruments that measure storms called?" (blind-s55 Q22: the name after "called" is asked for):
    // the first question prints its answer, "barometers".
    expect(questions[1]?.explanation).toBe(
      'The text says: "The strongest storm of the decade reached Florida on June 3, 1998, with winds of 150 miles an hour."',
    );
  });

  it('MCQ_SINGLE asks "Where ...?" with the other places the text names as options', async () => {
    // Without the date and speed: "In what year did the strongest storm of the decade reach Florida?" prints
    // the place this question asks, so the job takes one of the two, not both.
    const questions = await generate(
      STORMS.replace('reached Florida on June 3, 1998, with winds of 150 miles an hour.', 'reached Florida.'),
      'MCQ_SINGLE',
      3,
    );
    const where = questions.find((question) => question.questionText.startsWith('Where'));
    expect([where?.questionText, where?.content]).toEqual([
      'Where did the strongest storm of the decade reach?',
      {
        options: [
          { id: 'a', text: 'Texas', correct: false },
          { id: 'b', text: 'Florida', correct: true },
          { id: 'c', text: 'Georgia', correct: false },
        ],
      },
    ]);
  });
});

describe('questions of a sentence that leaves its verb out (the audit of session 24)', () => {
  it('asks nothing of "German is ... of 62 percent, French of about 23 percent, and Italian of about 8 percent"', async () => {
    const questions = await generateOne(
      'Switzerland has four national languages. German is the main language of about 62 percent of the population, French of about 23 percent, and Italian of about 8 percent. Bern is the federal city, and Zurich is the largest city.',
      'OPEN',
      3,
    );
    // Before: "What is the main language of about 62 percent of the population, French of about 23 percent, and Italian of
    // about 8 percent?" (keyed German).
    expect(questions.map((question) => question.questionText)).toEqual(['What is the federal city called?']);
  });

  it('nor of one whose later clauses open with an article (the code review of session 24)', async () => {
    const questions = await generateOne(
      'German is the main language in the north and centre, the French language in the west, and the Italian language in the south. Bern is the federal city, and Zurich is the largest city.',
      'OPEN',
      3,
    );
    expect(questions.map((question) => question.questionText)).toEqual(['What is the federal city called?']);
  });

  it('asks nothing whose answer is "the" and a noun of what the whole text is about (the audit of session 25)', async () => {
    const questions = await generateOne(
      "The Nile: Africa's Great River\n\nThe Nile is usually described as the longest river in the world. The river has two main branches. The White Nile flows out of Lake Victoria at Jinja in Uganda. The Blue Nile begins at Lake Tana in the highlands of Ethiopia.",
      'OPEN',
      4,
    );
    // Before: "What has two main branches?" keyed "River" (the Nile: "the river" names it again).
    expect(questions.map((question) => question.questionText)).toEqual([]);
  });

  it('asks "how" of a means the main verb has, not of one in a clause it reports (the audit of session 25)', async () => {
    const questions = await generateOne(
      'Louis Pasteur was a French chemist. Pasteur showed that fermentation is caused by living micro-organisms, not by a purely chemical reaction. Soldiers collect dew by tying rags around the ankles.',
      'OPEN',
      3,
    );
    // Before: also "How did Pasteur show that fermentation is caused?" keyed "By living micro-organisms" (what causes
    // it, not how he showed it).
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      ['According to the text, how do soldiers collect dew?', { answer: 'By tying rags around the ankles' }],
    ]);
  });

  it('asks of "She" as the woman the sentence before is about, turned round too (the audit of session 25)', async () => {
    const questions = await generateOne(
      'Marie Curie\n\nMarie Curie was born in Warsaw. She moved to Paris as a young woman. During the First World War, Marie Curie developed mobile X-ray units. She trained about 150 women to operate them. The Eiffel Tower was built in 1889.',
      'MCQ_SINGLE',
      3,
    );
    // Before: "Marie Curie trained about _____ women to operate them." (the count question said "did she train").
    expect(questions.map((question) => question.questionText)).toEqual([
      'In what year was the Eiffel Tower built?',
      'About how many women did Marie Curie train to operate them?',
    ]);
  });

  it('turns round no "it": its question carried the clause joined after it (the harness of session 25)', async () => {
    const questions = await generateOne(
      'THE ERIE CANAL\n\nThe Erie Canal joined the Hudson River to Lake Erie. The canal was opened along its whole length on October 26, 1825. It ran 363 miles from Albany on the Hudson River to Buffalo on Lake Erie, and its 83 locks raised and lowered boats through a rise of about 565 feet.',
      'MCQ_SINGLE',
      3,
    );
    // Before (the first turning round): "How many miles did the Erie Canal run from Albany ..., and its 83 locks raised
    // and lowered boats through a rise of about 565 feet?".
    expect(questions.map((question) => question.questionText)).toEqual([
      'In what year was the Erie Canal opened along its whole length?',
    ]);
  });
});

describe('a place the text sends its subject to (issue 21, the audit of session 26)', () => {
  it('asks "Where did ... escape?" only where the text sends them to no other place', async () => {
    const battle =
      'In 49 BC Caesar crossed the Rubicon with a single legion. In 48 BC Caesar defeated Pompey at the Battle of Pharsalus in Thessaly. Pompey escaped to Egypt, where he was murdered on the orders of the young king Ptolemy XIII.';
    const open = async (text: string) =>
      (await generateOne(text, 'OPEN', 3, 'The Fall of the Roman Republic')).map((question) => [
        question.questionText,
        question.content,
      ]);
    expect(await open(battle)).toEqual([['According to the text, where did Pompey escape?', { answer: 'Egypt' }]]);
    // Before: the same question keyed "Egypt", where a reader who answers Greece answers from the text.
    expect(
      await open(battle.replace('single legion.', 'single legion. Pompey and many senators fled to Greece.')),
    ).toEqual([]);
  });
});

describe('a role a rule sheet names (issue 21, the audit of session 26)', () => {
  it('asks no "What may refuse ...?" of "A manager may refuse ..."', async () => {
    const policy =
      'Employees may work from home for up to three days a week. A manager may refuse a request only for a documented business reason, such as the need for physical supervision or the handling of confidential paper records. Requests must be made in writing to the Human Resources department.';
    const stems = [
      ...(await generateOne(policy, 'OPEN', 3, 'Remote work policy')),
      ...(await generateOne(policy, 'MCQ_SINGLE', 3, 'Remote work policy')),
    ].map((question) => question.questionText);
    // Before: "What may refuse a request only for a documented business reason, ...?" keyed "Manager".
    expect(stems.filter((stem) => stem.includes('What may refuse'))).toEqual([]);
  });
});

describe('keys that name what the text names (issue 21, the audit of session 26)', () => {
  it('asks no "What is a divergent boundary called?" of a name and its kind, nor "What caused ...?" of "the book"', async () => {
    const plates =
      'A plate boundary is the place where two plates meet. At a divergent boundary, two plates move apart and new crust forms. The Mid-Atlantic Ridge is a divergent boundary, and it causes the Atlantic Ocean to widen by about 2.5 centimetres each year.';
    const darwin =
      'Darwin spent twenty years collecting evidence. Darwin then wrote a shorter book, On the Origin of Species, which was published on 24 November 1859. The first printing of 1,250 copies sold out on the first day. The book caused a fierce debate. The biologist Thomas Henry Huxley defended the theory in public.';
    const keys = async (text: string, title: string) =>
      (await generateOne(text, 'OPEN', 3, title)).map((question) => [
        question.questionText,
        (question.content as { answer: string }).answer,
      ]);
    // Before: "What is a divergent boundary called?" keyed "Mid-Atlantic Ridge" (one of them) and "What caused a fierce
    // debate?" keyed "Book" (On the Origin of Species did).
    expect((await keys(plates, 'Plate tectonics')).filter(([, key]) => key === 'Mid-Atlantic Ridge')).toEqual([]);
    expect((await keys(darwin, 'Charles Darwin')).filter(([, key]) => key === 'Book')).toEqual([]);
  });
});
