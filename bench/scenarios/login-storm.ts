import { hashPassword } from '../../apps/server/src/domains/auth/secrets.ts';
import { HttpDriver, openArrivals } from '../lib/http.ts';
import { CpuWindow } from '../lib/proc.ts';
import { check, fmt, latencyCells } from '../lib/report.ts';
import { seedUsers } from '../lib/seed.ts';
import { Recorder, round } from '../lib/stats.ts';
import { newTarget, startBenchServer } from '../lib/targets.ts';
import type { Scenario } from './context.ts';

const PASSWORD = 'Storm-Passw0rd!';

/** OWASP Password Storage Cheat Sheet: argon2id with one of these (memory KiB, iterations) pairs at p=1, or stronger. */
const OWASP_MINIMUMS: Array<{ m: number; t: number }> = [
  { m: 47_104, t: 1 },
  { m: 19_456, t: 2 },
  { m: 12_288, t: 3 },
  { m: 9_216, t: 4 },
  { m: 7_168, t: 5 },
];

function argon2Parameters(hash: string): { variant: string; m: number; t: number; p: number } {
  const match = /^\$(argon2id|argon2i|argon2d)\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
  if (!match) {
    throw new Error(`not an argon2 hash: ${hash.slice(0, 30)}`);
  }
  return { variant: match[1] as string, m: Number(match[2]), t: Number(match[3]), p: Number(match[4]) };
}

/**
 * 5. Login storm: logins arrive at 200/s for 20 s (open model: each at its time, whatever the
 * earlier ones are doing) for 400 accounts whose hashes the server's own hashPassword made;
 * latency, achieved rate and the server's CPU use. The parameters are read from a real hash.
 */
export const loginStorm: Scenario = async (context) => {
  const rate = 200;
  const seconds = context.quick ? 3 : 20;
  const accounts = 400;
  const target = await newTarget(context.db);
  try {
    const hash = await hashPassword(PASSWORD);
    const params = argon2Parameters(hash);
    const database = await target.open();
    try {
      await seedUsers(database.db, { prefix: 'storm', count: accounts, passwordHash: hash });
    } finally {
      await database.close();
    }
    const server = await startBenchServer(target);
    const driver = new HttpDriver(server.url, 256);
    const recorder = new Recorder();
    let first = Number.POSITIVE_INFINITY;
    let last = 0;
    try {
      for (let i = 0; i < 10; i += 1) {
        await driver.call('POST', '/api/v1/auth/login', { body: { username: `storm_${i}`, password: PASSWORD } });
      }
      const cpu = new CpuWindow(server.child.pid as number);
      const count = rate * seconds;
      await openArrivals(count, seconds * 1000, async (index) => {
        first = Math.min(first, performance.now());
        await driver.timed(recorder, 'login', 200, 'POST', '/api/v1/auth/login', {
          body: { username: `storm_${index % accounts}`, password: PASSWORD },
        });
        last = Math.max(last, performance.now());
      });
      const used = cpu.read();
      const s = recorder.summary('login');
      const achieved = s.count / ((last - first) / 1000);
      const errors = recorder.totalErrors();
      const owasp =
        params.variant === 'argon2id' &&
        params.p >= 1 &&
        OWASP_MINIMUMS.some((minimum) => params.m >= minimum.m && params.t >= minimum.t);
      return {
        id: 'login-storm',
        title: '5. Login storm',
        db: context.db,
        checks: [
          check(
            `argon2 parameters (${params.variant} m=${params.m} KiB, t=${params.t}, p=${params.p})`,
            params.m,
            'KiB',
            'OWASP minimum or above',
            owasp,
          ),
          check(
            `logins/s achieved (offered ${rate}/s for ${seconds} s)`,
            round(achieved, 0),
            '/s',
            `>= ${rate * 0.95}/s (keeps pace)`,
            achieved >= rate * 0.95,
          ),
          check('login p99', round(s.p99, 0), 'ms', '', null),
          check('server CPU during the storm', round(used.cores * 100, 0), '% of one core', '', null),
          check('errors', errors, '', '0', errors === 0),
        ],
        tables: [
          {
            caption: `${count} logins at ${rate}/s over ${seconds} s, ${accounts} accounts`,
            rows: [
              [
                'logins',
                'p50 ms',
                'p95 ms',
                'p99 ms',
                'max ms',
                'achieved/s',
                'server CPU (cores)',
                'CPU ms per login',
              ],
              [...latencyCells(s, 0), fmt(achieved, 0), fmt(used.cores, 2), fmt(used.cpuMs / Math.max(1, s.count), 1)],
            ],
          },
        ],
        notes: [
          `A login verifies one argon2id hash (${params.m} KiB, ${params.t} passes) on libuv's thread pool; the machine has 2 cores, so the hashing alone bounds the rate at about 2 cores / (CPU ms per login).`,
          ...[...recorder.examples.values()].flat().map((example) => `error: ${example}`),
        ],
        figures: { rate, seconds, accounts, params, latency: s, achieved, cpu: used, errors },
      };
    } finally {
      await driver.close();
      await server.stop();
    }
  } finally {
    await target.dispose();
  }
};
