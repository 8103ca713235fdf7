import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseDocument } from './analysis.ts';
import { clauseSpans } from './analysis/statements.ts';
import { tagSentences, withoutOverlongWords } from './nlp.ts';

/** How clauses were read until issue 15 H-2: the reference for where a clause starts and ends. */
const REFERENCE_CLAUSE = /[^;:]+?(?=;\s|:\s|\s--|$)/g;

const chunkOf = (content: string) => ({ index: 0, title: 'Pasted text', content, startPage: null, endPage: null });

describe('clauses of a sentence', () => {
  it('are the matches of the reference pattern, with their offsets', () => {
    const piece = fc.constantFrom('a', 'word ', ';', ': ', '; ', ':', ' ', '--', ' --', '-', '\t', 'b.');
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 25 }).map((pieces) => pieces.join('')),
        (text) => {
          expect(clauseSpans(text)).toEqual(
            Array.from(text.matchAll(REFERENCE_CLAUSE), (match) => ({ index: match.index, raw: match[0] })),
          );
        },
      ),
      { numRuns: 2000, seed: 15 },
    );
  });
});

describe('words the tagger is given', () => {
  it('are at most 100 characters: longer runs become spaces, offsets stay', () => {
    const long = 'x'.repeat(101);
    expect(withoutOverlongWords(`Read ${long} and ${'y'.repeat(99)}.`)).toBe(
      `Read ${' '.repeat(101)} and ${'y'.repeat(99)}.`,
    );
    expect(withoutOverlongWords(long)).toBe(' '.repeat(101));
    const [sentence] = tagSentences(`Cells divide ${long} quickly.`);
    expect(sentence?.tokens.map((token) => [token.value, token.start])).toEqual([
      ['Cells', 0],
      ['divide', 6],
      ['quickly', 115],
      ['.', 122],
    ]);
  });
});

describe('the offline analysis of a long hostile text', () => {
  // Shapes that made a pattern of the analysis rescan: long runs of spaces, separators and dashes.
  const hostile = [
    `The cat sat on the mat in 1999${' '.repeat(100_000)}.`,
    `Alpha beta gamma delta epsilon zeta${'\t'.repeat(100_000)}:`,
    `It ${'a'.repeat(100_000)};x was done.`,
    `It was ${'_-@.'.repeat(50_000)} done.`,
    `- Term.${' '.repeat(100_000)}x`,
    `Something long${' '.repeat(100_000)}is called the Thing.`,
  ];
  for (const [index, content] of hostile.entries()) {
    it(`finishes within a second (shape ${index + 1})`, () => {
      const started = performance.now();
      analyseDocument([chunkOf(content)]);
      expect(performance.now() - started).toBeLessThan(1000);
    });
  }
});
