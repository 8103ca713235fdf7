import type { QuestionType } from '@quizmaker/contracts';
import {
  GeneratorStoppedError,
  type GenerationSession,
  type QuestionGenerator,
  type SourceChunk,
} from '../../ai/generator.ts';
import { checkQuestion, groundingTextOf, questionKey } from '../../ai/quality.ts';
import type { ChunkCheckpoint } from './repository.ts';

export interface DraftingDeps {
  generator: Pick<QuestionGenerator, 'name' | 'supports' | 'unsupportedReason'>;
  log?: { warn(object: unknown, message: string): void };
}

/**
 * One type for one chunk: asks the generator (a provider up to three times when short), keeps into
 * the checkpoint what passes the checks (type validation, grounding in the chunk or in the chunks of
 * `scope` it cites, no duplicates) and notes why there are fewer than asked.
 */
export async function draftQuestionsOfType(
  deps: DraftingDeps,
  session: GenerationSession,
  chunk: SourceChunk,
  scope: ReadonlyMap<number, SourceChunk>,
  type: QuestionType,
  count: number,
  avoid: Set<string>,
  signal: AbortSignal,
  checkpoint: ChunkCheckpoint,
): Promise<void> {
  const { generator } = deps;
  if (!generator.supports(type)) {
    checkpoint.notes.push({ type, note: generator.unsupportedReason(type) ?? `${type} is not supported` });
    return;
  }
  // A function, not the property: the request may abort while it is awaited.
  const aborted = () => signal.aborted;
  const attempts = generator.name === 'offline' ? 1 : 3;
  let accepted = 0;
  let dropped = 0;
  let lastNote: string | null = null;
  for (let attempt = 0; attempt < attempts && accepted < count && !aborted(); attempt += 1) {
    let result;
    try {
      result = await session.generate({ chunk, type, count: count - accepted, avoid, signal });
    } catch (error) {
      if (aborted()) {
        return;
      }
      if (error instanceof GeneratorStoppedError) {
        // The generator itself is gone (its worker crashed): no later request can succeed, the job fails.
        throw error;
      }
      lastNote = `the generator failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300);
      deps.log?.warn({ err: error, type, chunk: chunk.index }, 'generation request failed');
      continue;
    }
    lastNote = result.note;
    for (const question of result.questions) {
      if (accepted >= count) {
        break;
      }
      const key = questionKey(question);
      const grounding = groundingTextOf(question, chunk, scope);
      if (avoid.has(key) || grounding === null || checkQuestion(question, grounding).length > 0) {
        dropped += 1;
        continue;
      }
      avoid.add(key);
      checkpoint.questions.push(question);
      accepted += 1;
    }
  }
  if (accepted < count) {
    const rejected =
      dropped > 0
        ? `${dropped} proposed question(s) failed the checks (invalid, a duplicate, or not supported by the text)`
        : null;
    checkpoint.notes.push({
      type,
      note: [lastNote, rejected].filter(Boolean).join('; ') || 'the text had too little material',
    });
  }
}
