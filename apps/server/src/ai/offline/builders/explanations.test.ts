import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOne } from '../test-support/generate.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/generation/${name}`, import.meta.url), 'utf8');
/** The constitution excerpt of the harness: its officers are the terms a condition's answer changes. */
const ARTICLE_I = fixture('us-constitution-article-1.txt');
/** The history chapter of the harness: "other states" than the canal's. */
const ERIE_CANAL = fixture('erie-canal-history.txt');
/** The science article of the harness: "P waves" is the one other wave it names by a letter. */
const EARTHQUAKES = fixture('usgs-earthquakes.txt');

describe('MCQ_SINGLE asks what the text explains, its wrong options the answer with one term changed (issue 21)', () => {
  it('what follows a condition is asked before any cloze or count, its wrong options the other offices in the same place', async () => {
    const [question] = await generateOne(ARTICLE_I, 'MCQ_SINGLE', 1, 'Article I');
    expect(question?.questionText).toBe('What happens when the President of the United States is tried?');
    const options = (question?.content as { options: Array<{ text: string; correct: boolean }> }).options;
    expect(options.map((option) => [option.text, option.correct]).sort()).toEqual([
      ['The Chief Justice must preside', true],
      ['The Executive Authority must preside', false],
      ['The Vice President must preside', false],
    ]);
  });

  it('where each place has one other reading, two places are crossed, so every word of the answer is in half the options; the stem names the section', async () => {
    // The article with a why of two changeable places and no negation: "S waves" (the one other lettered
    // wave, "P waves") and "outer" (its opposite).
    const text = EARTHQUAKES.replace(
      /Because S\s+waves do not pass through the outer core, scientists concluded in 1906\s+that the core of the earth is at least partly liquid\./,
      'Because S waves slow down in the outer mantle, scientists concluded in 1906 that the mantle of the earth is mostly solid.',
    );
    const [question] = await generateOne(text, 'MCQ_SINGLE', 1, 'Earthquakes');
    expect(question?.questionText).toBe(
      'According to the text on seismic waves, why did scientists conclude in 1906 that the mantle of the earth is mostly solid?',
    );
    const options = (question?.content as { options: Array<{ text: string; correct: boolean }> }).options;
    expect(options.map((option) => [option.text, option.correct]).sort()).toEqual([
      ['Because P waves slow down in the inner mantle', false],
      ['Because P waves slow down in the outer mantle', false],
      ['Because S waves slow down in the inner mantle', false],
      ['Because S waves slow down in the outer mantle', true],
    ]);
  });

  it('no opposite after a negation: "do not pass through the inner core" may hold as well, so the S waves of the article give no why', async () => {
    const questions = await generateOne(EARTHQUAKES, 'MCQ_SINGLE', 4, 'Earthquakes');
    // Before (the code review of session 15): "Because S waves do not pass through the inner core" stood as wrong.
    expect(questions.filter((question) => /inner core/.test(JSON.stringify(question.content)))).toEqual([]);
  });

  it('OPEN asks a cause whose answer a taker types, naming the section the effect leans on', async () => {
    const questions = await generateOne(ERIE_CANAL, 'OPEN', 8, 'The Erie Canal');
    // Before: "What led other states to build canals of their own?" (other than whose, blind-s35 Q21).
    expect(
      questions
        .filter((question) => question.questionText.includes('led other states'))
        .map((question) => [question.questionText, question.content]),
    ).toEqual([
      [
        'According to the text on the Erie Canal, what led other states to build canals of their own?',
        { answer: 'Success of the canal' },
      ],
    ]);
  });
});
