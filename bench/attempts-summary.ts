/**
 * Where the time of the results reads goes, query by query (a profiling aid next to scenario 4,
 * which measures the same reads over HTTP): one quiz with 10 questions and 100,000 completed
 * attempts by 2,000 users (1,000,000 answer rows), seeded with lib/seed.ts, then the summary,
 * leaderboard, attempt standing and each analytics query timed through the real services on
 * SQLite and PostgreSQL. Not part of the test suite.
 *
 *   node --import tsx bench/attempts-summary.ts [sqlite|postgres|both] [attempts]
 *
 * PostgreSQL: DATABASE_URL_TEST (default postgres://postgres@127.0.0.1:5432/test); a database of
 * its own is created and dropped again.
 */
import { principalOf } from '../apps/server/src/access/principal.ts';
import { AnswerShuffles, answerShuffleKey } from '../apps/server/src/answer-shuffles.ts';
import { ManualClock } from '../apps/server/src/test-support/manual-clock.ts';
import { AttemptsService } from '../apps/server/src/domains/attempts/service.ts';
import { resultAggregates } from '../apps/server/src/domains/results/aggregates-repository.ts';
import { itemSampleRepository } from '../apps/server/src/domains/results/item-sample-repository.ts';
import { resultsRepository } from '../apps/server/src/domains/results/repository.ts';
import { ITEM_ANALYSIS_SAMPLE, ResultsService } from '../apps/server/src/domains/results/service.ts';
import { CREATOR_ROLES, itemAt, SEED_EPOCH, seedQuiz, seedResults, seedUsers } from './lib/seed.ts';
import { analyze, newTarget, type DbKind } from './lib/targets.ts';

async function time(label: string, runs: number, action: () => Promise<unknown>): Promise<void> {
  await action(); // warm-up (statement caches, JIT)
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await action();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] as number;
  console.log(
    `  ${label.padEnd(36)} median ${median.toFixed(1).padStart(8)} ms   max ${(samples[samples.length - 1] as number).toFixed(1).padStart(8)} ms   (${runs} runs)`,
  );
}

async function measure(dialect: DbKind, attempts: number): Promise<void> {
  const target = await newTarget(dialect);
  const database = await target.open();
  try {
    const seeding = performance.now();
    const owner = itemAt(await seedUsers(database.db, { prefix: 'owner', count: 1, roles: CREATOR_ROLES }), 0);
    const takers = await seedUsers(database.db, { prefix: 'results_taker', count: 2_000 });
    const quiz = await seedQuiz(database.db, { creatorId: owner.id, title: 'Results at scale', questions: 10 });
    const { sampleAttemptId, sampleUserId } = await seedResults(database.db, { quiz, takers, attempts });
    await analyze(database);
    console.log(
      `${dialect}: seeded ${attempts.toLocaleString('en')} completed attempts (${(attempts * 10).toLocaleString('en')} answers) in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const db = database.db;
    const quizId = quiz.quizId;
    const clock = new ManualClock(SEED_EPOCH);
    const attemptsService = new AttemptsService({
      db,
      clock,
      // In-process: any key will do, nothing signed here leaves this process.
      shuffles: new AnswerShuffles(answerShuffleKey({ jwtSecret: 'bench-attempts-summary' })),
      aggregates: resultAggregates,
    });
    const results = new ResultsService({ db, clock, attempts: attemptsService });
    const principal = principalOf({ id: owner.id, username: owner.username, roles: CREATOR_ROLES as never });
    const summary = await results.summary(principal, quizId);
    console.log(
      `  summary: ${summary.attemptsCount} attempts, average ${summary.averageScore}, best ${summary.bestScore}, worst ${summary.worstScore}, pass rate ${summary.passRate}`,
    );
    await time('summary (GET .../results/summary)', 50, () => results.summary(principal, quizId));
    await time('leaderboard top 10', 50, () => results.leaderboard(principal, quizId, 10));
    const taker = principalOf({ id: sampleUserId, username: 'taker', roles: ['ROLE_USER'] });
    await time('attempt analysis (standing)', 20, () => results.attemptAnalysis(taker, sampleAttemptId));
    const week = Array.from(
      { length: 8 },
      (_, index) => new Date(Date.parse('2026-03-01T00:00:00.000Z') + (index - 6) * 86_400_000),
    );
    await time('analytics: unfinished by status', 5, () => resultsRepository.unfinishedByStatus(db, quizId));
    await time('analytics: distribution', 5, () => resultsRepository.distribution(db, quizId));
    await time('analytics: attempts per day (7)', 5, () => resultsRepository.perDay(db, quizId, week));
    await time('analytics: first-attempt items (5k)', 5, () =>
      itemSampleRepository.firstAttemptItems(db, quizId, ITEM_ANALYSIS_SAMPLE),
    );
    await time('analytics (whole call)', 5, () => results.analytics(principal, quizId, { days: 7 }));
  } finally {
    await database.close();
    await target.dispose();
  }
}

const which = process.argv[2] ?? 'both';
const count = Number(process.argv[3] ?? 100_000);
for (const dialect of which === 'both' ? (['sqlite', 'postgres'] as const) : ([which] as DbKind[])) {
  await measure(dialect, count);
}
