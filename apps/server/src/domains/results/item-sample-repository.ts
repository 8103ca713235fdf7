import type { Selectable } from 'kysely';
import { BoundedMap } from '../../bounded-map.ts';
import type { DbExecutor } from '../../db/database.ts';
import type { AttemptAnswersTable } from '../../db/schema.ts';
import type { FrozenQuestion } from '../attempts/snapshot.ts';
import { num } from './repository.ts';

type ItemRow = Pick<Selectable<AttemptAnswersTable>, 'attemptId' | 'questionId' | 'score' | 'isCorrect'>;

/** What item analysis reads for one quiz: the sampled first attempts (oldest first), their outcomes, the latest form. */
export interface FirstAttemptSample {
  attemptIds: string[];
  items: ItemRow[];
  latestForm: FrozenQuestion[];
}

/**
 * The last samples read, per database and quiz. A completed attempt's answers and frozen questions
 * never change, so the rows of an attempt read once stay right: the next sample reuses the rows of
 * the attempts it shares with the last one and reads only those of attempts new to it (the largest
 * read of the analytics call is 10 rows for each of up to 5,000 attempts; after a new completion
 * it becomes one attempt's rows). Unchanged ids return the very same sample object.
 */
const SAMPLES_KEPT = 8;
interface KeptSample {
  sample: FirstAttemptSample;
  byAttempt: Map<string, ItemRow[]>;
}
const samples = new WeakMap<object, BoundedMap<string, KeptSample>>();

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** The first completed attempts that item analysis reads, kept between calls while they stay the same. */
export const itemSampleRepository = {
  /**
   * The most recent `limit` first completed attempts (oldest first) with their outcome per question,
   * and the question order of the latest one (the current form of the quiz).
   */
  async firstAttemptItems(db: DbExecutor, quizId: string, limit: number): Promise<FirstAttemptSample> {
    // Only completed attempts are ever marked first: the newest `limit` of them by (quiz_id, is_first, completed_at).
    const newest = await db
      .selectFrom('attempts')
      .select('id')
      .where('quizId', '=', quizId)
      .where('isFirst', '=', true)
      .orderBy('completedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    const ids = newest.map((row) => row.id).reverse();
    const kept = samples.get(db.getExecutor().adapter) ?? new BoundedMap<string, KeptSample>(SAMPLES_KEPT);
    samples.set(db.getExecutor().adapter, kept);
    const cached = kept.get(quizId);
    kept.delete(quizId);
    if (cached && sameIds(cached.sample.attemptIds, ids)) {
      kept.set(quizId, cached); // most recently used last
      return cached.sample;
    }
    const byAttempt = new Map<string, ItemRow[]>(ids.map((id) => [id, cached?.byAttempt.get(id) ?? []]));
    const missing = cached ? ids.filter((id) => !cached.byAttempt.has(id)) : ids;
    // Answers by explicit id lists: index lookups on (attempt_id, question_id) on both dialects
    // (an IN (subquery) lets PostgreSQL's planner fall back to scanning every answer).
    const chunks = Array.from({ length: Math.ceil(missing.length / 1_000) }, (_, index) =>
      missing.slice(index * 1_000, (index + 1) * 1_000),
    );
    const read = (
      await Promise.all(
        chunks.map((chunk) =>
          db
            .selectFrom('attemptAnswers')
            .select(['attemptId', 'questionId', 'score', 'isCorrect'])
            .where('attemptId', 'in', chunk)
            .execute(),
        ),
      )
    ).flat();
    for (const row of read) {
      byAttempt.get(row.attemptId)?.push({ ...row, score: num(row.score) });
    }
    const latestId = ids[ids.length - 1];
    let latestForm: FrozenQuestion[] = [];
    if (latestId && cached && cached.sample.attemptIds[cached.sample.attemptIds.length - 1] === latestId) {
      latestForm = cached.sample.latestForm;
    } else if (latestId) {
      const latest = await db.selectFrom('attempts').select('questions').where('id', '=', latestId).executeTakeFirst();
      latestForm = (latest?.questions as FrozenQuestion[] | undefined) ?? [];
    }
    const sample: FirstAttemptSample = {
      attemptIds: ids,
      items: ids.flatMap((id) => byAttempt.get(id) ?? []),
      latestForm,
    };
    kept.set(quizId, { sample, byAttempt });
    return sample;
  },
};
