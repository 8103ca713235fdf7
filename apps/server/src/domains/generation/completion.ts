import { randomUUID } from 'node:crypto';
import {
  QUESTION_TYPES,
  QUIZ_DEFAULTS,
  QUIZ_TIME_MAX,
  QUIZ_TIME_MIN,
  type GenerationCoverage,
  type QuestionsPerType,
} from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { SourceChunk } from '../../ai/generator.ts';
import { scoreQuestion } from '../../ai/question-quality.ts';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { LedgerService } from '../billing/ledger.ts';
import { settleGenerationTokens } from '../billing/tariff.ts';
import { insertValidatedQuestion } from '../questions/service.ts';
import { createQuizWithQuestions } from '../quizzes/service.ts';
import { generationRepository, type ChunkCheckpoint, type GenerationJobRecord } from './repository.ts';

/** Why a run stopped early. */
export type StopReason = 'cancelled' | 'shutdown' | 'deadline' | 'cost';

export interface CompletionDeps {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'commit'>;
  deadlineMinutes: number;
  /** Ends the job as FAILED with its reservation released (the runner's). */
  fail(job: GenerationJobRecord, message: string): Promise<void>;
  log?: { warn(object: unknown, message: string): void };
}

/** Rolls back the completing transaction when a cancel won the race. */
class CancelledMeanwhile extends Error {}

const FAILED_NOTHING = 'Generation failed: no valid questions could be generated from the selected text';

/**
 * Creates the quiz (DRAFT, PRIVATE, the requested settings, questions in document order, each
 * with its source), finishes the job and commits the tokens, in one transaction. No question at
 * all is a failure; fewer than asked is a COMPLETED job whose errorMessage and coverage say why.
 */
export async function completeJob(
  deps: CompletionDeps,
  job: GenerationJobRecord,
  chunks: SourceChunk[],
  checkpoints: ChunkCheckpoint[],
  stoppedBy: StopReason | null,
): Promise<void> {
  const { db, clock } = deps;
  const order = new Map(chunks.map((chunk, position) => [chunk.index, position]));
  const byChunk = new Map(chunks.map((chunk) => [chunk.index, chunk]));
  const questions = checkpoints
    .flatMap((checkpoint) =>
      // A question on a neighbour's material is the neighbour's: its source and its place in the quiz.
      checkpoint.questions.map((question) => ({
        question,
        chunkIndex: question.sourceChunks?.[0] ?? checkpoint.chunkIndex,
      })),
    )
    .sort(
      (a, b) =>
        (order.get(a.chunkIndex) ?? 0) - (order.get(b.chunkIndex) ?? 0) || a.question.position - b.question.position,
    );
  const coverage = coverageOf(job, checkpoints);
  const shortfall = summariseShortfall(coverage, stoppedBy, deps.deadlineMinutes);
  if (questions.length === 0) {
    await deps.fail(job, shortfall ? `${FAILED_NOTHING}: ${shortfall}` : FAILED_NOTHING);
    return;
  }
  const request = job.request;
  const produced: QuestionsPerType = {};
  for (const { question } of questions) {
    produced[question.type] = (produced[question.type] ?? 0) + 1;
  }
  const characters = checkpoints.reduce(
    (sum, checkpoint) => sum + (byChunk.get(checkpoint.chunkIndex)?.content.length ?? 0),
    0,
  );
  try {
    await db.transaction().execute(async (tx: Tx) => {
      const now = clock.now();
      const quizId = randomUUID();
      const quiz = {
        id: quizId,
        creatorId: job.userId,
        status: 'DRAFT',
        title: job.quizTitle,
        description: request.quizDescription ?? `Generated from "${job.documentTitle ?? 'a document'}"`.slice(0, 1000),
        visibility: 'PRIVATE',
        difficulty: job.difficulty,
        estimatedTime: Math.min(
          QUIZ_TIME_MAX,
          Math.max(QUIZ_TIME_MIN, questions.length * request.estimatedTimePerQuestion),
        ),
        timerEnabled: false,
        timerDuration: QUIZ_DEFAULTS.timerDuration,
        isRepetitionEnabled: false,
        passMark: QUIZ_DEFAULTS.passMark,
        scoringMode: QUIZ_DEFAULTS.scoringMode,
        feedbackMode: QUIZ_DEFAULTS.feedbackMode,
        categoryId: request.categoryId,
        now,
      } as const;
      const ids: string[] = [];
      const sources: Parameters<typeof generationRepository.insertSources>[1] = [];
      for (const { question, chunkIndex } of questions) {
        const validated = getQuestionType(question.type).validateContent(question.content);
        if (!validated.success) {
          continue;
        }
        const id = randomUUID();
        await insertValidatedQuestion(tx, {
          id,
          creatorId: job.userId,
          type: question.type,
          questionText: question.questionText.trim(),
          difficulty: question.difficulty,
          explanation: question.explanation,
          hint: question.hint,
          attachmentUrl: null,
          content: validated.content,
          quality: scoreQuestion(question),
          now,
        });
        ids.push(id);
        const chunk = byChunk.get(chunkIndex);
        const lastChunk = byChunk.get(question.sourceChunks?.at(-1) ?? chunkIndex);
        sources.push({
          questionId: id,
          jobId: job.id,
          documentId: job.documentId,
          chunkIndex,
          startPage: chunk?.startPage ?? null,
          endPage: lastChunk?.endPage ?? null,
          sentences: question.sourceSentences,
        });
      }
      await createQuizWithQuestions(tx, quiz, request.tagIds, ids);
      await generationRepository.insertSources(tx, sources, now);
      let billing: Partial<GenerationJobRecord> = {};
      if (job.reservationId && job.billingState === 'RESERVED') {
        const actual = settleGenerationTokens({ characters, questionsPerType: produced }, job.estimatedTokens);
        try {
          await deps.ledger.commit(
            {
              reservationId: job.reservationId,
              actualTokens: actual,
              idempotencyKey: `generation:${job.id}:commit`,
              meta: { jobId: job.id, questions: ids.length },
            },
            tx,
          );
          billing = { billingState: 'COMMITTED', committedTokens: actual };
        } catch (error) {
          // The reservation ran out (expired) before the job finished: the work is kept, not charged.
          if (!(error instanceof AppError && error.status === 409)) {
            throw error;
          }
          deps.log?.warn({ err: error, jobId: job.id }, 'reservation no longer active at completion; not charged');
          billing = { billingState: 'RELEASED' };
        }
      }
      const finished = await generationRepository.finish(
        tx,
        job.id,
        {
          status: 'COMPLETED',
          progressPercentage: 100,
          processedChunks: checkpoints.length,
          currentChunk: null,
          estimatedCompletion: null,
          generatedQuizId: quizId,
          totalQuestionsGenerated: ids.length,
          coverage,
          errorMessage: shortfall,
          ...billing,
        },
        now,
      );
      if (!finished) {
        throw new CancelledMeanwhile();
      }
    });
  } catch (error) {
    if (error instanceof CancelledMeanwhile) {
      return;
    }
    throw error;
  }
}

/** Asked for (count per chunk x chunks), made, and why fewer, per type. */
function coverageOf(job: GenerationJobRecord, checkpoints: ChunkCheckpoint[]): GenerationCoverage[] {
  return QUESTION_TYPES.filter((type) => (job.request.counts[type] ?? 0) > 0).map((type) => {
    const generated = checkpoints.reduce(
      (sum, checkpoint) => sum + checkpoint.questions.filter((question) => question.type === type).length,
      0,
    );
    const notes = [
      ...new Set(
        checkpoints.flatMap((checkpoint) =>
          checkpoint.notes.filter((note) => note.type === type).map((note) => note.note),
        ),
      ),
    ];
    return {
      questionType: type,
      requested: (job.request.counts[type] ?? 0) * job.totalChunks,
      generated,
      note: notes.length > 0 ? notes.join('; ') : null,
    };
  });
}

function summariseShortfall(
  coverage: GenerationCoverage[],
  stoppedBy: StopReason | null,
  deadlineMinutes: number,
): string | null {
  const parts = coverage
    .filter((entry) => entry.generated < entry.requested)
    .map(
      (entry) =>
        `${entry.questionType} ${entry.generated} of ${entry.requested}${entry.note ? ` (${entry.note})` : ''}`,
    );
  if (stoppedBy === 'deadline') {
    parts.unshift(`stopped after ${deadlineMinutes} minutes`);
  }
  if (stoppedBy === 'cost') {
    parts.unshift('stopped at the provider-token cap');
  }
  return parts.length > 0 ? `Fewer questions than requested: ${parts.join('; ')}` : null;
}
