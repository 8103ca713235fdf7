import { createHash, timingSafeEqual } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import type { AttemptActivity } from '../domains/attempts/activity.ts';
import { authenticationError, authorizationError } from '../errors.ts';
import type { JobObserver, JobOutcome } from '../jobs/metered-queue.ts';
import type { JobQueue } from '../jobs/queue.ts';

export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required';
export const METRICS_ADDRESS_REFUSED =
  'Metrics are served only to loopback and trusted-proxy addresses (or with METRICS_TOKEN)';

/** The route label of a request that matched no route: raw URLs would make a series per scanner probe. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * This process's metrics in one registry of its own (several apps in one test process never
 * collide): Node's defaults (event-loop lag, heap, GC, CPU), HTTP by route pattern and status,
 * requests in flight, the job queue, the PostgreSQL pool, and the attempts domain's activity.
 */
export class ServerMetrics implements JobObserver, AttemptActivity {
  readonly registry = new Registry();
  readonly #requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its response being sent, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });
  readonly #inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests received and not yet answered',
    registers: [this.registry],
  });
  readonly #jobDuration = new Histogram({
    name: 'quizmaker_job_duration_seconds',
    help: 'How long one job delivery ran, by queue and outcome (completed, failed, interrupted by a shutdown)',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 120, 300, 900],
    registers: [this.registry],
  });
  readonly #jobsRunning = new Gauge({
    name: 'quizmaker_jobs_running',
    help: 'Job deliveries running in this process, by queue',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });
  readonly #attemptsStarted = new Counter({
    name: 'quizmaker_attempts_started_total',
    help: 'Quiz attempts started',
    registers: [this.registry],
  });
  readonly #attemptsCompleted = new Counter({
    name: 'quizmaker_attempts_completed_total',
    help: 'Quiz attempts completed (by the taker, on time-up or by the sweeper)',
    registers: [this.registry],
  });
  readonly #answersStored = new Counter({
    name: 'quizmaker_answers_stored_total',
    help: 'Answers stored (a changed ALL_AT_ONCE answer counts again)',
    registers: [this.registry],
  });

  constructor(database: Database, queue: JobQueue) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'quizmaker_job_queue_depth',
      help: 'Jobs waiting to run, by queue (all processes: the queue is shared)',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        for (const [name, waiting] of Object.entries(await queue.depth())) {
          this.set({ queue: name }, waiting);
        }
      },
    });
    const poolUse = database.poolUse?.bind(database);
    if (poolUse) {
      new Gauge({
        name: 'quizmaker_db_pool_connections',
        help: 'PostgreSQL pool of this process: connections open (total), idle among them, and the most it opens (max)',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          const use = poolUse();
          this.set({ state: 'total' }, use.total);
          this.set({ state: 'idle' }, use.idle);
          this.set({ state: 'max' }, use.max);
        },
      });
      new Gauge({
        name: 'quizmaker_db_pool_waiting_queries',
        help: 'Queries of this process waiting for a PostgreSQL connection',
        registers: [this.registry],
        collect() {
          this.set(poolUse().waiting);
        },
      });
    }
  }

  /** Times every request by its route pattern (`/api/v1/quizzes/:id`, never the raw URL) and counts those in flight. */
  observeRequests(app: FastifyInstance): void {
    app.addHook('onRequest', (request, reply, done) => {
      this.#inFlight.inc();
      const started = process.hrtime.bigint();
      // 'close' comes once the response is sent or the connection is gone, whichever ends the request.
      reply.raw.once('close', () => {
        this.#inFlight.dec();
        this.#requestDuration.observe(
          {
            method: request.method,
            route: request.routeOptions.url ?? UNMATCHED_ROUTE,
            status_code: String(reply.statusCode),
          },
          Number(process.hrtime.bigint() - started) / 1e9,
        );
      });
      done();
    });
  }

  jobStarted(queue: string): void {
    this.#jobsRunning.inc({ queue });
  }

  jobFinished(queue: string, outcome: JobOutcome, seconds: number): void {
    this.#jobsRunning.dec({ queue });
    this.#jobDuration.observe({ queue, outcome }, seconds);
  }

  attemptStarted(): void {
    this.#attemptsStarted.inc();
  }

  attemptsCompleted(count: number): void {
    this.#attemptsCompleted.inc(count);
  }

  answersStored(count: number): void {
    this.#answersStored.inc(count);
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();
const isLoopback = proxyAddr.compile('loopback');

/**
 * GET /metrics in the Prometheus text format. With METRICS_TOKEN set, only a bearer of it gets them
 * (401 otherwise); without it, only clients on loopback or among the TRUST_PROXY addresses (403
 * otherwise). The client address is `request.ip`, resolved through trusted proxies: a request the
 * reverse proxy forwards from the Internet is refused even though the proxy itself is trusted.
 * With TRUST_PROXY=true (every address a proxy) only loopback counts.
 */
export function metricsRoute(
  app: FastifyInstance,
  metrics: ServerMetrics,
  options: { token?: string; trustProxy: boolean | string },
): void {
  const expected = options.token === undefined ? undefined : digest(options.token);
  const trusted =
    typeof options.trustProxy === 'string'
      ? proxyAddr.compile(options.trustProxy.split(',').map((entry) => entry.trim()))
      : undefined;
  const allowed = (request: FastifyRequest) => {
    if (expected) {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!timingSafeEqual(digest(given), expected)) {
        throw authenticationError(METRICS_TOKEN_REQUIRED);
      }
      return;
    }
    if (!isLoopback(request.ip, 0) && !trusted?.(request.ip, 0)) {
      throw authorizationError(METRICS_ADDRESS_REFUSED);
    }
  };
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['Health'],
        summary: 'Prometheus metrics (text format)',
        description: 'Bearer METRICS_TOKEN when it is set; otherwise loopback and TRUST_PROXY addresses only.',
      },
    },
    async (request, reply) => {
      allowed(request);
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    },
  );
}
