import type { Database } from '../../apps/server/src/db/database.ts';
import { HttpDriver, openArrivals } from '../lib/http.ts';
import { CpuWindow } from '../lib/proc.ts';
import { check, fmt, latencyCells, type Check } from '../lib/report.ts';
import { CREATOR_ROLES, itemAt, type SeededQuiz, seedQuiz, seedUsers } from '../lib/seed.ts';
import { median, Recorder, round } from '../lib/stats.ts';
import { accessTokenFor, newTarget, startBenchServer } from '../lib/targets.ts';
import { random } from '../lib/text.ts';
import { SATURATION_CONNECTIONS, type Scenario } from './context.ts';

const QUESTIONS = 10;
const KINDS = ['start', 'current-question', 'answer', 'complete'] as const;

interface Ack {
  attemptId: string;
  questionId: string;
  at: number;
}

/** What a taker sends for a question: the right answer 70 % of the time. */
function responseFor(quiz: SeededQuiz, questionId: string, next: () => number): unknown {
  const question = quiz.questions.find((candidate) => candidate.id === questionId);
  if (!question) {
    return { answer: true };
  }
  return next() < 0.7 ? question.correctResponse : question.wrongResponse;
}

/**
 * One taker as the web app takes a ONE_BY_ONE quiz: start, fetch the current question, answer it
 * (each answer's result carries the next question) until none is left, then complete.
 */
async function takeQuiz(
  driver: HttpDriver,
  recorder: Recorder,
  quiz: SeededQuiz,
  token: string,
  acks: Ack[],
  seed: number,
): Promise<boolean> {
  const next = random(seed);
  const started = await driver.timed<{ attemptId: string }>(
    recorder,
    'start',
    201,
    'POST',
    `/api/v1/attempts/quizzes/${quiz.quizId}`,
    { token, body: {} },
  );
  if (!started) return false;
  const attemptId = started.json.attemptId;
  const current = await driver.timed<{ question: { id: string } }>(
    recorder,
    'current-question',
    200,
    'GET',
    `/api/v1/attempts/${attemptId}/current-question`,
    { token },
  );
  if (!current) return false;
  let questionId: string | undefined = current.json.question.id;
  while (questionId) {
    const answered: { json: { nextQuestion: { id: string } | null } } | undefined = await driver.timed(
      recorder,
      'answer',
      200,
      'POST',
      `/api/v1/attempts/${attemptId}/answers`,
      {
        token,
        body: { questionId, response: responseFor(quiz, questionId, next) },
      },
    );
    if (!answered) return false;
    acks.push({ attemptId, questionId, at: performance.now() });
    questionId = answered.json.nextQuestion?.id;
  }
  return (
    (await driver.timed(recorder, 'complete', 200, 'POST', `/api/v1/attempts/${attemptId}/complete`, { token })) !==
    undefined
  );
}

/** Every acknowledged answer is in the database exactly once, and nothing else was stored for the quiz's answered rows. */
async function verifyAcks(
  database: Database,
  quizId: string,
  acks: Ack[],
): Promise<{ stored: number; missing: number; duplicated: number; unexpected: number }> {
  const rows = await database.db
    .selectFrom('attemptAnswers')
    .innerJoin('attempts', 'attempts.id', 'attemptAnswers.attemptId')
    .select(['attemptAnswers.attemptId', 'attemptAnswers.questionId'])
    .where('attempts.quizId', '=', quizId)
    .where('attemptAnswers.answeredAt', 'is not', null)
    .execute();
  const stored = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.attemptId}/${row.questionId}`;
    stored.set(key, (stored.get(key) ?? 0) + 1);
  }
  const acked = new Set(acks.map((ack) => `${ack.attemptId}/${ack.questionId}`));
  let missing = 0;
  let duplicated = 0;
  for (const key of acked) {
    const count = stored.get(key) ?? 0;
    missing += count === 0 ? 1 : 0;
    duplicated += count > 1 ? count - 1 : 0;
  }
  const unexpected = [...stored.keys()].filter((key) => !acked.has(key)).length;
  return { stored: rows.length, missing, duplicated, unexpected };
}

/**
 * 2. Exam surge. Surge: N takers arrive at an even pace within the window (2,000 in 10 s: 200
 * takers/s, each answering 10 questions back to back = 2,000 answers/s offered), each on its own
 * account; latency per call kind, errors, and afterwards every acknowledged answer checked in the
 * database. Capacity: answer submissions alone at saturation (SATURATION_CONNECTIONS connections,
 * like the baseline) on attempts started beforehand; median of rounds; ratio to the baseline.
 */
export const examSurge: Scenario = async (context) => {
  const takers = context.quick ? 1000 : 2000;
  const windowSeconds = context.quick ? 5 : 10;
  const capacityRounds = context.quick ? 1 : 3;
  const capacityAttempts = context.quick ? 300 : 600;
  const capacitySeconds = context.quick ? 4 : 8;
  const target = await newTarget(context.db);
  const database = await target.open();
  let closeDatabase = true;
  try {
    const author = itemAt(
      await seedUsers(database.db, { prefix: 'author', count: 1, roles: CREATOR_ROLES, seed: 3 }),
      0,
    );
    const users = await seedUsers(database.db, {
      prefix: 'taker',
      count: Math.max(takers, capacityRounds * capacityAttempts),
      seed: 5,
    });
    const quiz = await seedQuiz(database.db, { creatorId: author.id, title: 'Exam surge quiz', questions: QUESTIONS });
    const warmQuiz = await seedQuiz(database.db, {
      creatorId: author.id,
      title: 'Warm-up quiz',
      questions: QUESTIONS,
      seed: 8,
    });
    const tokens = users.map((user) => accessTokenFor(user.id));
    await database.close();
    closeDatabase = false;

    const server = await startBenchServer(target);
    const driver = new HttpDriver(server.url, 256);
    const checks: Check[] = [];
    const figures: Record<string, unknown> = {};
    try {
      // Warm-up on another quiz (JIT, statement caches, connections); not counted.
      const warm = new Recorder();
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => takeQuiz(driver, warm, warmQuiz, tokens[i] as string, [], i)),
      );

      // --- Surge ---
      context.log(`surge: ${takers} takers within ${windowSeconds} s`);
      const recorder = new Recorder();
      const acks: Ack[] = [];
      let completed = 0;
      const cpu = new CpuWindow(server.child.pid as number);
      const t0 = performance.now();
      const { launchLagMs } = await openArrivals(takers, windowSeconds * 1000, async (index) => {
        if (await takeQuiz(driver, recorder, quiz, tokens[index] as string, acks, 1000 + index)) {
          completed += 1;
        }
      });
      const surgeMs = performance.now() - t0;
      const surgeCpu = cpu.read();
      // Answers acknowledged per whole second of the arrival window (the first second is ramp-up).
      const buckets = new Array<number>(Math.ceil(surgeMs / 1000)).fill(0);
      for (const ack of acks) {
        const second = Math.floor((ack.at - t0) / 1000);
        buckets[second] = (buckets[second] ?? 0) + 1;
      }
      const steady = buckets.slice(1, windowSeconds);
      const steadyRate = median(steady);
      const offered = (takers * QUESTIONS) / windowSeconds;
      const verifyDb = await target.open();
      const verified = await verifyAcks(verifyDb, quiz.quizId, acks).finally(() => verifyDb.close());
      const answer = recorder.summary('answer');
      const errors = recorder.totalErrors();
      const lost = verified.missing + verified.duplicated;
      checks.push(
        check(
          'surge: answers acknowledged',
          acks.length,
          '',
          `${takers * QUESTIONS}`,
          acks.length === takers * QUESTIONS,
        ),
        check(
          `surge: answers/s in the steady window (offered ${fmt(offered, 0)}/s)`,
          round(steadyRate, 0),
          '/s',
          '',
          null,
        ),
        check('surge: answer p99', round(answer.p99, 1), 'ms', '< 50 ms', answer.p99 < 50),
        check('surge: errors (any call)', errors, '', '0', errors === 0),
        check(
          'surge: acknowledged answers lost or duplicated in the DB',
          lost,
          '',
          '0',
          lost === 0 && verified.unexpected === 0,
        ),
      );
      figures.surge = {
        takers,
        windowSeconds,
        offeredAnswersPerSecond: offered,
        steadyAnswersPerSecond: steadyRate,
        perSecond: buckets,
        surgeSeconds: surgeMs / 1000,
        completedTakers: completed,
        acks: acks.length,
        verified,
        launchLagMs,
        serverCpuCores: surgeCpu.cores,
        latency: Object.fromEntries(KINDS.map((kind) => [kind, recorder.summary(kind)])),
        errors: Object.fromEntries(recorder.errors),
        errorExamples: Object.fromEntries(recorder.examples),
      };
      const surgeTable = [
        ['call', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
        ...KINDS.map((kind) => [
          kind,
          ...latencyCells(recorder.summary(kind), 0),
          String(recorder.errors.get(kind) ?? 0),
        ]),
      ];

      // --- Capacity: answer submissions at saturation ---
      // Attempts for every round are started first (not timed), one per taker; each round then
      // answers its share, question by question in order, until they run out or time is up.
      const prestart = new HttpDriver(server.url, SATURATION_CONNECTIONS);
      const queue = users
        .slice(0, capacityRounds * capacityAttempts)
        .map((user, index) => ({ user, token: tokens[index] as string }));
      const started: Array<{ attemptId: string; token: string }> = [];
      await Promise.all(
        Array.from({ length: SATURATION_CONNECTIONS }, async () => {
          for (let item = queue.shift(); item; item = queue.shift()) {
            const response = await prestart.call<{ attemptId: string }>(
              'POST',
              `/api/v1/attempts/quizzes/${quiz.quizId}`,
              { token: item.token, body: {} },
            );
            if (response.status === 201) started.push({ attemptId: response.json.attemptId, token: item.token });
          }
        }),
      );
      await prestart.close();
      const rounds: Array<{
        answersPerSecond: number;
        p50: number;
        p99: number;
        errors: number;
        cores: number;
        seconds: number;
      }> = [];
      for (let r = 0; r < capacityRounds; r += 1) {
        const capacity = new HttpDriver(server.url, SATURATION_CONNECTIONS);
        const timing = new Recorder();
        const work = started.slice(r * capacityAttempts, (r + 1) * capacityAttempts);
        const roundCpu = new CpuWindow(server.child.pid as number);
        const c0 = performance.now();
        const deadline = c0 + capacitySeconds * 1000;
        await Promise.all(
          Array.from({ length: SATURATION_CONNECTIONS }, async (_, worker) => {
            const next = random(77 + worker + r * 100);
            for (let item = work.shift(); item && performance.now() < deadline; item = work.shift()) {
              for (const question of quiz.questions) {
                const ok = await capacity.timed(
                  timing,
                  'answer',
                  200,
                  'POST',
                  `/api/v1/attempts/${item.attemptId}/answers`,
                  {
                    token: item.token,
                    body: { questionId: question.id, response: responseFor(quiz, question.id, next) },
                  },
                );
                if (!ok) break;
              }
            }
          }),
        );
        const wallMs = performance.now() - c0;
        await capacity.close();
        const s = timing.summary('answer');
        rounds.push({
          answersPerSecond: s.count / (wallMs / 1000),
          p50: s.p50,
          p99: s.p99,
          errors: timing.totalErrors(),
          cores: roundCpu.read().cores,
          seconds: wallMs / 1000,
        });
        context.log(`capacity round ${r + 1}: ${fmt(s.count / (wallMs / 1000), 0)} answers/s, p99 ${fmt(s.p99)} ms`);
      }
      const capacityRate = median(rounds.map((r) => r.answersPerSecond));
      const base = context.baseline.get(context.db);
      const capacityErrors = rounds.reduce((sum, r) => sum + r.errors, 0);
      checks.push(
        check(
          'capacity: answer submissions/s (median of rounds)',
          round(capacityRate, 0),
          '/s',
          '>= 2,000/s',
          capacityRate >= 2000 && capacityErrors === 0,
        ),
      );
      if (base) {
        const ratio = capacityRate / base;
        checks.push(
          check('capacity: answers/s as a share of the baseline', round(ratio * 100, 0), '%', '>= 50 %', ratio >= 0.5),
        );
      }
      figures.capacity = {
        rounds,
        attemptsPerRound: capacityAttempts,
        connections: SATURATION_CONNECTIONS,
        medianAnswersPerSecond: capacityRate,
        baselineRps: base ?? null,
      };
      return {
        id: 'exam-surge',
        title: '2. Exam surge',
        db: context.db,
        checks,
        tables: [
          {
            caption: `Surge: ${takers} takers arriving over ${windowSeconds} s (${fmt(surgeMs / 1000)} s in all; server CPU ${fmt(surgeCpu.cores, 2)} cores)`,
            rows: surgeTable,
          },
          {
            caption: `Capacity: answer submissions only, ${SATURATION_CONNECTIONS} connections, up to ${capacityAttempts} attempts or ${capacitySeconds} s per round`,
            rows: [
              ['round', 'answers/s', 'p50 ms', 'p99 ms', 'errors', 'server CPU (cores)', 'seconds'],
              ...rounds.map((r, i) => [
                String(i + 1),
                fmt(r.answersPerSecond, 0),
                fmt(r.p50, 2),
                fmt(r.p99, 2),
                String(r.errors),
                fmt(r.cores, 2),
                fmt(r.seconds, 1),
              ]),
            ],
          },
        ],
        notes: [
          `Answers acknowledged per second of the surge: ${buckets.join(', ')}.`,
          `Database check: ${verified.stored} answered rows stored for ${acks.length} acknowledged answers; ${verified.missing} missing, ${verified.duplicated} duplicated, ${verified.unexpected} not acknowledged.`,
          ...[...recorder.examples.entries()].map(([kind, examples]) => `errors in ${kind}: ${examples.join(' | ')}`),
        ],
        figures,
      };
    } finally {
      await driver.close();
      await server.stop();
    }
  } finally {
    if (closeDatabase) await database.close();
    await target.dispose();
  }
};
