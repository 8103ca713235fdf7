import type { QuestionType } from '@quizmaker/contracts';
import type { GeneratedQuestion, GenerationSession, SourceChunk } from '../../generator.ts';
import { OfflineGenerator } from '../offline-generator.ts';

/** A one-chunk text as a job's scope would hold it. */
export const chunkOf = (content: string, title = 'Part 1'): SourceChunk => ({
  index: 0,
  title,
  content,
  startPage: null,
  endPage: null,
});

/** An offline job's session over the chunks, at the default difficulty (`kept`: a resumed job's questions). */
export const offlineSession = (chunks: SourceChunk[], kept?: GeneratedQuestion[]): Promise<GenerationSession> =>
  new OfflineGenerator().startSession({
    jobId: 'job',
    chunks,
    ...(kept ? { kept } : {}),
    difficulty: 'MEDIUM',
    language: 'en',
    seed: 'seed',
  });

/** What one offline job makes of a one-chunk text, asked for each type and count in turn. */
export async function generateInOneJob(
  content: string,
  requests: Array<[QuestionType, number]>,
  title?: string,
): Promise<GeneratedQuestion[]> {
  const chunk = chunkOf(content, title);
  const session = await offlineSession([chunk]);
  const avoid = new Set<string>();
  const questions: GeneratedQuestion[] = [];
  for (const [type, count] of requests) {
    const result = await session.generate({ chunk, type, count, avoid, signal: new AbortController().signal });
    questions.push(...result.questions);
  }
  return questions;
}

/** What one offline job makes of a one-chunk text when asked for `count` questions of one type. */
export function generateOne(
  content: string,
  type: QuestionType,
  count: number,
  title?: string,
): Promise<GeneratedQuestion[]> {
  return generateInOneJob(content, [[type, count]], title);
}
