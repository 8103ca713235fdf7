import type { DbExecutor } from '../../db/database.ts';
import type { CompletedAttemptFacts, CompletionAggregates } from '../attempts/completion.ts';
import { bucketOf } from './statistics.ts';

/** The quiz_result_stats column counting a score's ten-point bucket. */
function bucketColumn(scorePercentage: number) {
  return `bucket${bucketOf(scorePercentage)}` as `bucket${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;
}

/**
 * Per-question rows in one order for every writer (an ALL_AT_ONCE attempt's questions are
 * shuffled), so two completions or a completion and a deletion never wait on each other in a cycle.
 */
function inLockOrder<T extends { questionId: string }>(questions: readonly T[]): T[] {
  return [...questions].sort((left, right) =>
    left.questionId < right.questionId ? -1 : left.questionId > right.questionId ? 1 : 0,
  );
}

/** Keeps the user's best attempt of the quiz; true when this is their first completion (a new participant). */
async function recordBest(tx: DbExecutor, facts: CompletedAttemptFacts): Promise<boolean> {
  // One active attempt per user and quiz means one completion per (quiz, user) at a time: read-then-write is safe here.
  const best = await tx
    .selectFrom('quizLeaderboard')
    .select(['bestScore'])
    .where('quizId', '=', facts.quizId)
    .where('userId', '=', facts.userId)
    .executeTakeFirst();
  if (!best) {
    await tx
      .insertInto('quizLeaderboard')
      .values({
        quizId: facts.quizId,
        userId: facts.userId,
        attemptId: facts.attemptId,
        bestScore: facts.scorePercentage,
        completedAt: facts.completedAt,
      })
      .execute();
    return true;
  }
  if (facts.scorePercentage > best.bestScore) {
    await tx
      .updateTable('quizLeaderboard')
      .set({ attemptId: facts.attemptId, bestScore: facts.scorePercentage, completedAt: facts.completedAt })
      .where('quizId', '=', facts.quizId)
      .where('userId', '=', facts.userId)
      .execute();
  }
  return false;
}

/**
 * The maintained aggregates of migration 0004: per quiz (count, score sum, passes, durations,
 * participants), per quiz and question (times asked and right, credit sum) and each user's best
 * attempt (the leaderboard). Written in the completing (or deleting) transaction, so they always
 * agree with the attempts; increments are single UPDATE/UPSERT statements, safe under concurrency.
 */
export const resultAggregates: CompletionAggregates = {
  async recordCompletion(tx: DbExecutor, facts: CompletedAttemptFacts, now: Date): Promise<void> {
    // The caller's own leaderboard row first; the quiz-wide rows, which every completion of the
    // quiz updates, last: on PostgreSQL their row locks are then held only until the commit that
    // follows, which is what bounds completions per second of one popular quiz.
    const newParticipant = await recordBest(tx, facts);
    const bucket = bucketColumn(facts.scorePercentage);
    await tx
      .insertInto('quizResultStats')
      .values({
        quizId: facts.quizId,
        completedCount: 1,
        scoreSum: facts.scorePercentage,
        passedCount: facts.passed ? 1 : 0,
        durationMsSum: facts.durationMs,
        participants: newParticipant ? 1 : 0,
        updatedAt: now,
        [bucket]: 1,
      })
      .onConflict((oc) =>
        oc.column('quizId').doUpdateSet((eb) => ({
          [bucket]: eb(`quizResultStats.${bucket}`, '+', 1),
          completedCount: eb('quizResultStats.completedCount', '+', 1),
          scoreSum: eb('quizResultStats.scoreSum', '+', eb.ref('excluded.scoreSum')),
          passedCount: eb('quizResultStats.passedCount', '+', eb.ref('excluded.passedCount')),
          durationMsSum: eb('quizResultStats.durationMsSum', '+', eb.ref('excluded.durationMsSum')),
          participants: eb('quizResultStats.participants', '+', eb.ref('excluded.participants')),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();

    if (facts.questions.length > 0) {
      await tx
        .insertInto('quizQuestionStats')
        .values(
          inLockOrder(facts.questions).map((question) => ({
            quizId: facts.quizId,
            questionId: question.questionId,
            questionText: question.questionText,
            type: question.type,
            position: question.quizPosition,
            timesAsked: 1,
            timesCorrect: question.isCorrect ? 1 : 0,
            scoreSum: question.score,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['quizId', 'questionId']).doUpdateSet((eb) => ({
            // The latest frozen copy names and places the question in reports.
            questionText: eb.ref('excluded.questionText'),
            type: eb.ref('excluded.type'),
            position: eb.ref('excluded.position'),
            timesAsked: eb('quizQuestionStats.timesAsked', '+', 1),
            timesCorrect: eb('quizQuestionStats.timesCorrect', '+', eb.ref('excluded.timesCorrect')),
            scoreSum: eb('quizQuestionStats.scoreSum', '+', eb.ref('excluded.scoreSum')),
          })),
        )
        .execute();
    }
  },

  /** Takes a completed attempt back out of the aggregates (before the attempt row is deleted). */
  async removeCompletion(tx: DbExecutor, facts: CompletedAttemptFacts, now: Date): Promise<void> {
    await tx
      .updateTable('quizResultStats')
      .set((eb) => ({
        completedCount: eb('completedCount', '-', 1),
        scoreSum: eb('scoreSum', '-', facts.scorePercentage),
        passedCount: eb('passedCount', '-', facts.passed ? 1 : 0),
        durationMsSum: eb('durationMsSum', '-', facts.durationMs),
        [bucketColumn(facts.scorePercentage)]: eb(bucketColumn(facts.scorePercentage), '-', 1),
        updatedAt: now,
      }))
      .where('quizId', '=', facts.quizId)
      .execute();
    for (const question of inLockOrder(facts.questions)) {
      await tx
        .updateTable('quizQuestionStats')
        .set((eb) => ({
          timesAsked: eb('timesAsked', '-', 1),
          timesCorrect: eb('timesCorrect', '-', question.isCorrect ? 1 : 0),
          scoreSum: eb('scoreSum', '-', question.score),
        }))
        .where('quizId', '=', facts.quizId)
        .where('questionId', '=', question.questionId)
        .execute();
    }

    const remaining = tx
      .selectFrom('attempts')
      .where('quizId', '=', facts.quizId)
      .where('userId', '=', facts.userId)
      .where('status', '=', 'COMPLETED')
      .where('id', '!=', facts.attemptId);

    const holder = await tx
      .selectFrom('quizLeaderboard')
      .select('attemptId')
      .where('quizId', '=', facts.quizId)
      .where('userId', '=', facts.userId)
      .executeTakeFirst();
    if (holder?.attemptId === facts.attemptId) {
      const next = await remaining
        .select(['id', 'scorePercentage', 'completedAt'])
        .orderBy('scorePercentage', 'desc')
        .orderBy('completedAt', 'asc')
        .limit(1)
        .executeTakeFirst();
      if (next && next.completedAt) {
        await tx
          .updateTable('quizLeaderboard')
          .set({ attemptId: next.id, bestScore: next.scorePercentage ?? 0, completedAt: next.completedAt })
          .where('quizId', '=', facts.quizId)
          .where('userId', '=', facts.userId)
          .execute();
      } else {
        await tx
          .deleteFrom('quizLeaderboard')
          .where('quizId', '=', facts.quizId)
          .where('userId', '=', facts.userId)
          .execute();
        await tx
          .updateTable('quizResultStats')
          .set((eb) => ({ participants: eb('participants', '-', 1) }))
          .where('quizId', '=', facts.quizId)
          .execute();
      }
    }

    if (facts.isFirst) {
      const nextFirst = await remaining
        .select('id')
        .orderBy('completedAt', 'asc')
        .orderBy('id', 'asc')
        .limit(1)
        .executeTakeFirst();
      if (nextFirst) {
        await tx.updateTable('attempts').set({ isFirst: true }).where('id', '=', nextFirst.id).execute();
      }
    }
  },
};
