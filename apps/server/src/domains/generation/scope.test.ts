import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { resolveScope, type ChunkOutline } from './scope.ts';

const outline = (
  chunkIndex: number,
  chapter: [string, number] | null,
  section: [string, number] | null,
  title = `Chunk ${chunkIndex}`,
): ChunkOutline => ({
  chunkIndex,
  title,
  characterCount: 1000,
  chapterTitle: chapter?.[0] ?? null,
  chapterNumber: chapter?.[1] ?? null,
  sectionTitle: section?.[0] ?? null,
  sectionNumber: section?.[1] ?? null,
});

const outlines = [
  outline(0, ['Beginnings', 1], null),
  outline(1, ['Beginnings', 1], ['Early days', 1]),
  outline(2, ['Beginnings', 1], ['Later days', 2]),
  outline(3, ['Middles', 2], null),
  outline(4, null, null, 'Appendix: Tables'),
];
const indices = (selected: ChunkOutline[]) => selected.map((entry) => entry.chunkIndex);

describe('resolveScope', () => {
  it('ENTIRE_DOCUMENT takes every chunk, in order', () => {
    expect(indices(resolveScope(outlines, { quizScope: 'ENTIRE_DOCUMENT' }))).toEqual([0, 1, 2, 3, 4]);
  });

  it('SPECIFIC_CHUNKS takes the given indices and refuses unknown ones', () => {
    expect(indices(resolveScope(outlines, { quizScope: 'SPECIFIC_CHUNKS', chunkIndices: [3, 1] }))).toEqual([1, 3]);
    expect(() => resolveScope(outlines, { quizScope: 'SPECIFIC_CHUNKS', chunkIndices: [1, 7] })).toThrow(AppError);
  });

  it('SPECIFIC_CHAPTER by number or by part of the title (case-insensitive), or the chunk title', () => {
    expect(indices(resolveScope(outlines, { quizScope: 'SPECIFIC_CHAPTER', chapterNumber: 2 }))).toEqual([3]);
    expect(indices(resolveScope(outlines, { quizScope: 'SPECIFIC_CHAPTER', chapterTitle: 'beginn' }))).toEqual([
      0, 1, 2,
    ]);
    expect(indices(resolveScope(outlines, { quizScope: 'SPECIFIC_CHAPTER', chapterTitle: 'appendix' }))).toEqual([4]);
  });

  it('SPECIFIC_SECTION by number or title (a chapter title or number is read too)', () => {
    expect(indices(resolveScope(outlines, { quizScope: 'SPECIFIC_SECTION', sectionNumber: 2 }))).toEqual([2]);
    expect(indices(resolveScope(outlines, { quizScope: 'SPECIFIC_SECTION', sectionTitle: 'EARLY' }))).toEqual([1]);
    expect(indices(resolveScope(outlines, { quizScope: 'SPECIFIC_SECTION', chapterTitle: 'Later days' }))).toEqual([2]);
  });

  it('an empty selection is a 400 naming the scope', () => {
    try {
      resolveScope(outlines, { quizScope: 'SPECIFIC_CHAPTER', chapterTitle: 'Endings' });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        status: 400,
        fieldErrors: [{ field: 'quizScope', message: 'No chunks match the selected scope' }],
      });
    }
  });
});
