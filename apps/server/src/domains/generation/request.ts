import { createHash } from 'node:crypto';
import {
  requestedCountsOf,
  type ChunkingStrategy,
  type Difficulty,
  type QuestionsPerType,
  type QuizScope,
} from '@quizmaker/contracts';

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

/** The stored request of a start: its source, chunking, scope, counts and quiz settings. */
export function settingsOf(
  body: {
    quizTitle?: string | undefined;
    quizDescription: string | null;
    questionsPerType?: QuestionsPerType | undefined;
    questionTypes?: QuestionsPerType | undefined;
    difficulty: GenerationRequest['difficulty'];
    estimatedTimePerQuestion: number;
    categoryId: string | null;
    tagIds: string[];
    language: string;
  },
  source: GenerationRequest['source'],
  chunking: GenerationRequest['chunking'],
  scope: GenerationScope,
): GenerationRequest {
  return {
    source,
    chunking,
    scope: {
      quizScope: scope.quizScope,
      ...(scope.chunkIndices !== undefined ? { chunkIndices: scope.chunkIndices } : {}),
      ...(scope.chapterTitle !== undefined ? { chapterTitle: scope.chapterTitle } : {}),
      ...(scope.chapterNumber !== undefined ? { chapterNumber: scope.chapterNumber } : {}),
      ...(scope.sectionTitle !== undefined ? { sectionTitle: scope.sectionTitle } : {}),
      ...(scope.sectionNumber !== undefined ? { sectionNumber: scope.sectionNumber } : {}),
    },
    quizTitle: body.quizTitle ?? 'Generated quiz',
    quizDescription: body.quizDescription,
    counts: requestedCountsOf(body),
    difficulty: body.difficulty,
    estimatedTimePerQuestion: body.estimatedTimePerQuestion,
    categoryId: body.categoryId,
    tagIds: body.tagIds,
    language: body.language,
  };
}

/** The digest of pasted text (its own hash): the same text twice is the same request. */
export function digestOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The quiz title an upload gets when none is given: 'Quiz: ' and the file's name without its extension. */
export function titleFromFilename(filename: string): string {
  const base = filename
    .replace(/^.*[\\/]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim();
  const title = `Quiz: ${base || 'uploaded document'}`;
  return title.slice(0, 100);
}
