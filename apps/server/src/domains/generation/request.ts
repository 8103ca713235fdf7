import { createHash } from 'node:crypto';
import type { ChunkingStrategy, Difficulty, QuestionsPerType, QuizScope } from '@quizmaker/contracts';

/** Which part of a document a request asks about (spec 2 sections 3 and 9). */
export interface GenerationScope {
  quizScope: QuizScope;
  chunkIndices?: number[] | undefined;
  chapterTitle?: string | undefined;
  chapterNumber?: number | undefined;
  sectionTitle?: string | undefined;
  sectionNumber?: number | undefined;
}

/** A generation request as the job keeps it, whichever call started it. */
export interface GenerationRequest {
  source: { kind: 'TEXT' | 'UPLOAD' | 'DOCUMENT'; documentId: string; digest: string };
  chunking: { strategy: ChunkingStrategy; maxChunkSize: number } | null;
  scope: GenerationScope;
  quizTitle: string;
  quizDescription: string | null;
  /** Count per type, per chunk in scope. */
  counts: QuestionsPerType;
  difficulty: Difficulty;
  estimatedTimePerQuestion: number;
  categoryId: string | null;
  tagIds: string[];
  language: string;
}

/** Sorted-keys JSON, so two equal requests hash the same whatever order their fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonical).join(',')}]`;
  }
  if (value && typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The fingerprint an Idempotency-Key is bound to: what was asked (source content digest, scope,
 * counts, settings), not which document row a text or upload happened to become.
 */
export function fingerprintOf(
  request: Omit<GenerationRequest, 'source'> & { source: { kind: string; digest: string } },
): string {
  const { source, ...rest } = request;
  return createHash('sha256')
    .update(canonical({ ...rest, source: { kind: source.kind, digest: source.digest } }))
    .digest('hex');
}
