import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '../messages.ts';
import { FILL_GAP_TEXT_MAX, findGapMarkers, gapMarkerIds } from './gap-markers.ts';
import { FillGapContentSchema } from './schema.ts';

/** The pattern the markers were read with until issue 15 M-2: the reference for what a marker is. */
const REFERENCE_PATTERN = /_{3,}(\d{1,9})_{3,}/g;

const referenceMarkers = (text: string) =>
  Array.from(text.matchAll(REFERENCE_PATTERN), (match) => ({
    id: Number(match[1]),
    start: match.index,
    end: match.index + match[0].length,
  }));

describe('FILL_GAP gap markers', () => {
  it('finds exactly the markers the reference pattern finds, with their places', () => {
    const piece = fc.constantFrom('_', '__', '___', '____', '1', '23', '0', '1234567890', ' ', 'a', '\n', '___7___');
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join('')),
        (text) => {
          expect(findGapMarkers(text)).toEqual(referenceMarkers(text));
        },
      ),
      { numRuns: 2000, seed: 15 },
    );
  });

  it('reads the edge cases of runs and digits like the reference', () => {
    for (const text of [
      '___1______2___',
      '___12345678901___5___',
      '______3___',
      '__1___',
      '___123456789___',
      '___1234567890___',
      'x___01___y',
    ]) {
      expect(findGapMarkers(text), text).toEqual(referenceMarkers(text));
    }
  });

  it('reads 1 MB of underscores, digits and markers in linear time', () => {
    const texts = ['_'.repeat(1_000_000), '___1'.repeat(250_000), `${'_'.repeat(500_000)}1${'_'.repeat(2)}`];
    for (const text of texts) {
      const started = performance.now();
      gapMarkerIds(text);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('refuses a text over the limit before reading its markers (150 KB of underscores answers at once)', () => {
    const started = performance.now();
    const result = FillGapContentSchema.safeParse({ text: '_'.repeat(150_000), gaps: [{ id: 1, answer: 'x' }] });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['text', CONTENT_MESSAGES.gapTextTooLong],
    ]);
    expect(CONTENT_MESSAGES.gapTextTooLong).toBe(`Text with gaps must be no more than ${FILL_GAP_TEXT_MAX} characters`);
  });

  it('accepts a text of exactly the limit', () => {
    const text = `___1___${'a'.repeat(FILL_GAP_TEXT_MAX - 7)}`;
    expect(FillGapContentSchema.safeParse({ text, gaps: [{ id: 1, answer: 'x' }] }).success).toBe(true);
  });
});
