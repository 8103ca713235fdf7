import { closedLoop, HttpDriver } from '../lib/http.ts';
import { CpuWindow } from '../lib/proc.ts';
import { check, fmt } from '../lib/report.ts';
import { median, Recorder, round } from '../lib/stats.ts';
import { newTarget, startBaselineServer } from '../lib/targets.ts';
import { SATURATION_CONNECTIONS, type Scenario } from './context.ts';

/**
 * 1. Baseline: a bare Fastify route doing one indexed insert and answering JSON (bench/baseline-server.ts),
 * saturated by SATURATION_CONNECTIONS closed-loop connections. Rounds are repeated; the median is
 * the ceiling the other throughputs are divided by.
 */
export const baseline: Scenario = async (context) => {
  const rounds = context.quick ? 2 : 3;
  const seconds = context.quick ? 3 : 8;
  const target = await newTarget(context.db);
  const server = await startBaselineServer(target);
  const driver = new HttpDriver(server.url, SATURATION_CONNECTIONS);
  try {
    // Warm-up: JIT, statement cache, connection set-up.
    await closedLoop(SATURATION_CONNECTIONS, 1500, async () => {
      await driver.call('POST', '/baseline', { body: { value: 'warm-up' } });
    });
    const perRound: Array<{ rps: number; p50: number; p99: number; cores: number; errors: number }> = [];
    for (let round_ = 0; round_ < rounds; round_ += 1) {
      const recorder = new Recorder();
      const cpu = new CpuWindow(server.child.pid as number);
      let n = 0;
      const wallMs = await closedLoop(SATURATION_CONNECTIONS, seconds * 1000, async () => {
        n += 1;
        await driver.timed(recorder, 'insert', 200, 'POST', '/baseline', { body: { value: `event ${n}` } });
      });
      const summary = recorder.summary('insert');
      perRound.push({
        rps: summary.count / (wallMs / 1000),
        p50: summary.p50,
        p99: summary.p99,
        cores: cpu.read().cores,
        errors: recorder.totalErrors(),
      });
      context.log(
        `baseline round ${round_ + 1}: ${fmt(summary.count / (wallMs / 1000))} req/s, p99 ${fmt(summary.p99)} ms`,
      );
    }
    const rps = median(perRound.map((r) => r.rps));
    context.baseline.set(context.db, rps);
    const errors = perRound.reduce((sum, r) => sum + r.errors, 0);
    return {
      id: 'baseline',
      title: '1. Baseline',
      db: context.db,
      checks: [
        check('insert requests/s (median of rounds)', round(rps, 0), 'req/s', '', null),
        check('p99 latency (median of rounds)', round(median(perRound.map((r) => r.p99)), 2), 'ms', '', null),
        check('errors', errors, '', '0', errors === 0),
      ],
      tables: [
        {
          caption: `${rounds} rounds of ${seconds} s, ${SATURATION_CONNECTIONS} connections`,
          rows: [
            ['round', 'req/s', 'p50 ms', 'p99 ms', 'server CPU (cores)'],
            ...perRound.map((r, i) => [String(i + 1), fmt(r.rps, 0), fmt(r.p50, 2), fmt(r.p99, 2), fmt(r.cores, 2)]),
          ],
        },
      ],
      notes: [],
      figures: { rounds: perRound, medianRps: rps, connections: SATURATION_CONNECTIONS, seconds },
    };
  } finally {
    await driver.close();
    await server.stop();
    await target.dispose();
  }
};
