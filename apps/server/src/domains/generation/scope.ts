import { generationMessages } from '@quizmaker/contracts';
import { fieldError } from '../../errors.ts';
import type { GenerationScope } from './request.ts';

export interface ChunkOutline {
  chunkIndex: number;
  title: string;
  characterCount: number;
  chapterTitle: string | null;
  chapterNumber: number | null;
  sectionTitle: string | null;
  sectionNumber: number | null;
}

const matches = (value: string | null, wanted: string | undefined) =>
  wanted !== undefined && value !== null && value.toLowerCase().includes(wanted.trim().toLowerCase());

/**
 * The chunks a request's scope selects, in document order: all of them, given indices (every one
 * must exist), or those of a chapter or section found by number or by (part of) its title, which
 * may also stand in the chunk's own title. An empty selection is a 400.
 */
export function resolveScope(outlines: readonly ChunkOutline[], scope: GenerationScope): ChunkOutline[] {
  let selected: ChunkOutline[];
  switch (scope.quizScope) {
    case 'ENTIRE_DOCUMENT':
      selected = [...outlines];
      break;
    case 'SPECIFIC_CHUNKS': {
      const wanted = scope.chunkIndices ?? [];
      const known = new Set(outlines.map((outline) => outline.chunkIndex));
      const missing = wanted.filter((index) => !known.has(index));
      if (missing.length > 0) {
        throw fieldError(
          'chunkIndices',
          `The document has no chunk ${missing.join(', ')} (it has ${outlines.length} chunks, numbered from 0)`,
        );
      }
      selected = outlines.filter((outline) => wanted.includes(outline.chunkIndex));
      break;
    }
    case 'SPECIFIC_CHAPTER':
      selected = outlines.filter(
        (outline) =>
          (scope.chapterNumber !== undefined && outline.chapterNumber === scope.chapterNumber) ||
          matches(outline.chapterTitle, scope.chapterTitle) ||
          (scope.chapterTitle !== undefined &&
            outline.chapterTitle === null &&
            matches(outline.title, scope.chapterTitle)),
      );
      break;
    case 'SPECIFIC_SECTION': {
      const title = scope.sectionTitle ?? scope.chapterTitle;
      const number = scope.sectionNumber ?? scope.chapterNumber;
      selected = outlines.filter(
        (outline) =>
          (number !== undefined && outline.sectionNumber === number) ||
          matches(outline.sectionTitle, title) ||
          (title !== undefined && matches(outline.title, title)),
      );
      break;
    }
  }
  if (selected.length === 0) {
    throw fieldError('quizScope', generationMessages.noChunks);
  }
  return selected;
}
