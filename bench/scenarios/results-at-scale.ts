import { HttpDriver } from '../lib/http.ts';
import { check, fmt, type Check } from '../lib/report.ts';
import {
  CREATOR_ROLES,
  itemAt,
  type SeededQuiz,
  type SeededUser,
  seedQuiz,
  seedResults,
  seedUsers,
} from '../lib/seed.ts';
import { median, Recorder, round } from '../lib/stats.ts';
import { accessTokenFor, analyze, newTarget, startBenchServer } from '../lib/targets.ts';
import type { Scenario } from './context.ts';

const COLD_PER_ROUND = 5;

/**
 * 4. Results at scale: one quiz with 100,000 completed attempts by 2,000 takers (1,000,000 answer
 * rows and the aggregate rows completions maintain), seeded directly; the owner reads the summary,
 * the leaderboard and the analytics, and a taker the analysis of one attempt (standing), one call
 * at a time. p95 per call: median over rounds.
 */
export const resultsAtScale: Scenario = async (context) => {
  const attempts = context.quick ? 20_000 : 100_000;
  const rounds = context.quick ? 1 : 3;
  const perRound = context.quick ? 15 : 25;
  const target = await newTarget(context.db);
  try {
    const database = await target.open();
    const seeding = performance.now();
    let quizId: string;
    let ownerId: string;
    let sample: { sampleAttemptId: string; sampleUserId: string };
    let quiz: SeededQuiz;
    let newcomers: SeededUser[];
    try {
      const owner = itemAt(await seedUsers(database.db, { prefix: 'owner', count: 1, roles: CREATOR_ROLES }), 0);
      const takers = await seedUsers(database.db, { prefix: 'results_taker', count: 2_000 });
      quiz = await seedQuiz(database.db, { creatorId: owner.id, title: 'Results at scale', questions: 10 });
      sample = await seedResults(database.db, { quiz, takers, attempts });
      // Takers without attempts yet: each one's first completion changes the item-analysis sample.
      newcomers = await seedUsers(database.db, { prefix: 'newcomer', count: rounds * COLD_PER_ROUND + 1 });
      await analyze(database); // fresh planner statistics, as autovacuum (PostgreSQL) would leave them
      quizId = quiz.quizId;
      ownerId = owner.id;
    } finally {
      await database.close();
    }
    const seedSeconds = (performance.now() - seeding) / 1000;
    context.log(
      `seeded ${attempts.toLocaleString('en')} completed attempts (${(attempts * 10).toLocaleString('en')} answers) in ${fmt(seedSeconds)} s`,
    );

    const server = await startBenchServer(target);
    const driver = new HttpDriver(server.url, 1);
    const ownerToken = accessTokenFor(ownerId);
    const takerToken = accessTokenFor(sample.sampleUserId);
    const calls = [
      { name: 'summary', path: `/api/v1/quizzes/${quizId}/results/summary`, token: ownerToken, target: true },
      {
        name: 'leaderboard (top 10)',
        path: `/api/v1/quizzes/${quizId}/leaderboard?top=10`,
        token: ownerToken,
        target: true,
      },
      {
        name: 'analytics (7 days)',
        path: `/api/v1/quizzes/${quizId}/analytics?days=7`,
        token: ownerToken,
        target: true,
      },
      {
        name: 'attempt analysis (standing)',
        path: `/api/v1/attempts/${sample.sampleAttemptId}/analysis`,
        token: takerToken,
        target: false,
      },
    ];
    const stats = new Map<string, Array<{ p50: number; p95: number; max: number }>>();
    const coldName = 'analytics, first view after a new participant';
    let newcomer = 0;
    /** A newcomer takes the quiz through the API (start, ten answers, complete): a new first attempt. */
    const completeOne = async () => {
      const user = newcomers[newcomer++] as SeededUser;
      const token = accessTokenFor(user.id);
      const started = await driver.call<{ attemptId: string }>('POST', `/api/v1/attempts/quizzes/${quizId}`, {
        token,
        body: {},
      });
      for (const question of quiz.questions) {
        await driver.call('POST', `/api/v1/attempts/${started.json.attemptId}/answers`, {
          token,
          body: { questionId: question.id, response: question.correctResponse },
        });
      }
      const completed = await driver.call('POST', `/api/v1/attempts/${started.json.attemptId}/complete`, { token });
      if (completed.status !== 200)
        throw new Error(`completing a newcomer's attempt: ${completed.status} ${completed.text.slice(0, 200)}`);
    };
    let errors = 0;
    const examples: string[] = [];
    try {
      for (const call of calls) {
        await driver.call('GET', call.path, { token: call.token });
      }
      for (let r = 0; r < rounds; r += 1) {
        const recorder = new Recorder();
        for (let i = 0; i < perRound; i += 1) {
          for (const call of calls) {
            await driver.timed(recorder, call.name, 200, 'GET', call.path, { token: call.token });
          }
        }
        for (let i = 0; i < COLD_PER_ROUND; i += 1) {
          await completeOne();
          await driver.timed(recorder, coldName, 200, 'GET', `/api/v1/quizzes/${quizId}/analytics?days=7`, {
            token: ownerToken,
          });
        }
        errors += recorder.totalErrors();
        examples.push(...[...recorder.examples.values()].flat());
        for (const name of [...calls.map((call) => call.name), coldName]) {
          const s = recorder.summary(name);
          stats.set(name, [...(stats.get(name) ?? []), { p50: s.p50, p95: s.p95, max: s.max }]);
        }
        context.log(
          `round ${r + 1}: ${[...calls.map((call) => call.name), coldName].map((name) => `${name} p95 ${fmt(recorder.summary(name).p95)} ms`).join(', ')}`,
        );
      }
    } finally {
      await driver.close();
      await server.stop();
    }
    const checks: Check[] = [];
    const rows: string[][] = [['call', 'p50 ms', 'p95 ms', 'max ms']];
    for (const call of [...calls, { name: coldName, target: true }]) {
      const list = stats.get(call.name) ?? [];
      const p95 = median(list.map((x) => x.p95));
      checks.push(
        check(`p95: ${call.name}`, round(p95, 1), 'ms', call.target ? '< 100 ms' : '', call.target ? p95 < 100 : null),
      );
      rows.push([
        call.name,
        fmt(median(list.map((x) => x.p50)), 1),
        fmt(p95, 1),
        fmt(Math.max(...list.map((x) => x.max)), 0),
      ]);
    }
    checks.push(check('errors', errors, '', '0', errors === 0));
    return {
      id: 'results',
      title: '4. Results at scale',
      db: context.db,
      checks,
      tables: [
        {
          caption: `${attempts.toLocaleString('en')} completed attempts of one quiz; ${rounds} round(s) of ${perRound} calls each, one connection; medians over rounds`,
          rows,
        },
      ],
      notes: [
        `Seeded in ${fmt(seedSeconds)} s.`,
        `"${coldName}": before each of these calls a new taker completes the quiz through the API, so the analytics read a changed item-analysis sample (no reuse); the other analytics calls repeat a view of unchanged results.`,
        ...examples.slice(0, 3).map((example) => `error: ${example}`),
      ],
      figures: { attempts, seedSeconds, rounds: Object.fromEntries(stats) },
    };
  } finally {
    await target.dispose();
  }
};
