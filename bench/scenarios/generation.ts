import { QUESTION_TYPES, type QuestionType } from '@quizmaker/contracts';
import { whatTextCannotSupply } from '@quizmaker/question-types';
import { HttpDriver, sleep } from '../lib/http.ts';
import { check, fmt } from '../lib/report.ts';
import { CREATOR_ROLES, seedUsers } from '../lib/seed.ts';
import { median, round, summarize, type LatencySummary } from '../lib/stats.ts';
import { accessTokenFor, newTarget, startBenchServer } from '../lib/targets.ts';
import { encyclopedia, wordCount } from '../lib/text.ts';
import type { Scenario } from './context.ts';

/** Eight types a text can supply (the registry says which: HOTSPOT needs an image), so the job asks 100 questions. */
const TYPES: QuestionType[] = QUESTION_TYPES.filter((type) => whatTextCannotSupply(type) === null).slice(0, 8);

interface Job {
  status: string;
  totalChunks: number;
  requestedQuestions: number;
  totalQuestionsGenerated: number;
  errorMessage: string | null;
  coverage: Array<{ questionType: string; requested: number; generated: number; note: string | null }>;
}

/**
 * 7. Offline generation: a 50,000-word document in 10 chapters uploaded to generate-from-upload
 * (chapter chunking, one chunk per chapter) asking for 10 questions per chapter over eight types
 * = 100 questions, with the built-in offline generator; time from the start of the upload until
 * the job is COMPLETED (polled every 100 ms). Billing off, so no tokens are needed. Meanwhile a probe
 * calls GET /api/health every 20 ms on connections of its own: its latency shows whether the server
 * keeps answering while it generates.
 */
export const generation: Scenario = async (context) => {
  const rounds = context.quick ? 1 : 3;
  const words = 50_000;
  const chapters = 10;
  const target = await newTarget(context.db);
  try {
    const { text } = encyclopedia({ words, chapters, seed: 7_000 });
    const perChunk: Partial<Record<QuestionType, number>> = Object.fromEntries(
      TYPES.map((type, index) => [type, index < 2 ? 2 : 1]),
    );
    const database = await target.open();
    const users: string[] = [];
    try {
      users.push(
        ...(await seedUsers(database.db, { prefix: 'generator', count: rounds, roles: CREATOR_ROLES })).map(
          (user) => user.id,
        ),
      );
    } finally {
      await database.close();
    }
    const server = await startBenchServer(target, { BILLING_ENABLED: 'false', AI_PROVIDER: 'offline' });
    const runs: Array<{ seconds: number; job: Job; health: LatencySummary }> = [];
    const probe = new HttpDriver(server.url, 64);
    try {
      for (let r = 0; r < rounds; r += 1) {
        const token = accessTokenFor(users[r] as string);
        const form = new FormData();
        form.append('file', new Blob([text], { type: 'text/plain' }), `encyclopedia-${r}.txt`);
        form.append('chunkingStrategy', 'CHAPTER_BASED');
        form.append('maxChunkSize', '60000');
        form.append('questionsPerType', JSON.stringify(perChunk));
        form.append('quizTitle', `Generated encyclopedia quiz ${r + 1}`);
        const started = performance.now();
        const response = await fetch(`${server.url}/api/v1/quizzes/generate-from-upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        const body = (await response.json()) as { jobId?: string; message?: string };
        if (response.status !== 202 || !body.jobId) {
          throw new Error(`generate-from-upload answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
        }
        // Open model: a call every 20 ms whether or not the last one has answered, so a stalled event
        // loop shows in every call that waits behind it, not only in the one that was in flight.
        const healthMs: number[] = [];
        const healthCalls: Array<Promise<void>> = [];
        const jobDone = new AbortController();
        const probing = (async () => {
          while (!jobDone.signal.aborted) {
            healthCalls.push(
              probe.call('GET', '/api/health').then((health) => {
                if (health.status === 200) healthMs.push(health.ms);
              }),
            );
            await sleep(20);
          }
          await Promise.all(healthCalls);
        })();
        let job: Job;
        for (;;) {
          const status = await fetch(`${server.url}/api/v1/quizzes/generation-status/${body.jobId}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          job = (await status.json()) as Job;
          if (['COMPLETED', 'FAILED', 'CANCELLED'].includes(job.status) || performance.now() - started > 180_000) break;
          await sleep(100);
        }
        const seconds = (performance.now() - started) / 1000;
        jobDone.abort();
        await probing;
        const health = summarize(healthMs);
        runs.push({ seconds, job, health });
        context.log(
          `round ${r + 1}: ${job.status}, ${job.totalQuestionsGenerated}/${job.requestedQuestions} questions in ${fmt(seconds, 2)} s; ` +
            `health p50 ${fmt(health.p50, 1)} ms, p95 ${fmt(health.p95, 1)} ms, max ${fmt(health.max, 0)} ms (${health.count} calls)`,
        );
      }
    } finally {
      await probe.pool.close();
      await server.stop();
    }
    const seconds = median(runs.map((run) => run.seconds));
    const healthP50 = median(runs.map((run) => run.health.p50));
    const healthP95 = median(runs.map((run) => run.health.p95));
    const first = runs[0]?.job;
    const completed = runs.every((run) => run.job.status === 'COMPLETED');
    const generated = median(runs.map((run) => run.job.totalQuestionsGenerated));
    const typesGenerated = new Set(
      first?.coverage.filter((item) => item.generated > 0).map((item) => item.questionType) ?? [],
    ).size;
    return {
      id: 'generation',
      title: '7. Offline generation',
      db: context.db,
      checks: [
        check(
          `${fmt(wordCount(text), 0)} words -> ${first?.requestedQuestions ?? '?'} questions: upload to COMPLETED (median)`,
          round(seconds, 2),
          's',
          '< 10 s',
          seconds < 10 && completed,
        ),
        check(
          'questions generated (median)',
          generated,
          `of ${first?.requestedQuestions ?? '?'}`,
          '100',
          generated >= 100,
        ),
        check('question types generated', typesGenerated, 'types', '8', typesGenerated >= 8),
        check('GET /api/health during generation: p50 (median of runs)', round(healthP50, 1), 'ms', '—', null),
        check('GET /api/health during generation: p95 (median of runs)', round(healthP95, 1), 'ms', '—', null),
      ],
      tables: [
        {
          caption: `${rounds} run(s); ${first?.totalChunks ?? '?'} chunks (chapters), per chunk ${TYPES.map((type) => `${type} ${perChunk[type]}`).join(', ')}`,
          rows: [
            ['type', 'requested', 'generated', 'note'],
            ...(first?.coverage ?? []).map((item) => [
              item.questionType,
              String(item.requested),
              String(item.generated),
              item.note ?? '',
            ]),
          ],
        },
        {
          caption: 'Runs',
          rows: [
            [
              'run',
              'status',
              'seconds',
              'generated',
              'health calls',
              'health p50 ms',
              'health p95 ms',
              'health max ms',
            ],
            ...runs.map((run, i) => [
              String(i + 1),
              run.job.status,
              fmt(run.seconds, 2),
              String(run.job.totalQuestionsGenerated),
              String(run.health.count),
              fmt(run.health.p50, 1),
              fmt(run.health.p95, 1),
              fmt(run.health.max, 0),
            ]),
          ],
        },
      ],
      notes: runs.filter((run) => run.job.errorMessage).map((run) => `error: ${run.job.errorMessage}`),
      figures: { words: wordCount(text), characters: text.length, runs },
    };
  } finally {
    await target.dispose();
  }
};
