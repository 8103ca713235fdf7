import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOne } from '../test-support/generate.ts';

/** The constitution excerpt of the harness: its officers are the terms a condition's answer changes. */
const ARTICLE_I = readFileSync(
  new URL('../../../../test/fixtures/generation/us-constitution-article-1.txt', import.meta.url),
  'utf8',
);

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
});
