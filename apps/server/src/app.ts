import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Transporter } from 'nodemailer';
import { createGenerator } from './ai/index.ts';
import type { QuestionGenerator } from './ai/generator.ts';
import { registerApiRoutes } from './app/api-routes.ts';
import { scheduleBackgroundTasks } from './app/background-tasks.ts';
import { registerHttpPlugins } from './app/http-plugins.ts';
import { createServices, type AppServices } from './app/services.ts';
import { registerWebApp } from './app/web-app.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { AccessTokens } from './domains/auth/access-tokens.ts';
import { checkoutPageRoutes } from './domains/billing/checkout-page.ts';
import type { AttemptSummaryReader } from './domains/quizzes/attempt-summary.ts';
import { capConcurrentRequestsPerClient } from './http/client-concurrency.ts';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from './http/counters.ts';
import { frameworkErrors, registerErrorHandling } from './http/error-handler.ts';
import { loggerOptions } from './http/logging.ts';
import { metricsRoute, ServerMetrics } from './http/metrics.ts';
import { rewriteRouteAlias } from './http/route-aliases.ts';
import { rejectingNul } from './http/validation.ts';
import { BackgroundWork } from './jobs/background.ts';
import { InProcessLiveHub, type LiveHub } from './domains/live/hub.ts';
import { RedisLiveHub } from './domains/live/hub-redis.ts';
import { DatabaseJobQueue } from './jobs/database-queue.ts';
import { MeteredJobQueue } from './jobs/metered-queue.ts';
import { PeriodicTasks } from './jobs/periodic.ts';
import type { JobQueue } from './jobs/queue.ts';
import { OutboxMailer, type Mailer } from './mail/mail-port.ts';
import { createFileStorage } from './storage/create-file-storage.ts';
import type { FileStorage } from './storage/file-storage.ts';

export interface AppPorts {
  clock?: Clock;
  mailer?: Mailer;
  counters?: CounterStore;
  redis?: Redis;
  smtpTransport?: Transporter;
  /** Uploaded files; default: the one the configuration names (DATA_DIR/files or S3_BUCKET). */
  storage?: FileStorage;
  /** Attempt figures for tag and category analytics; default: the results domain's. */
  attemptSummary?: AttemptSummaryReader;
  /** Background jobs; default: the in-process runner over the database (main.ts picks pg-boss on PostgreSQL). */
  jobQueue?: JobQueue;
  /** Question generator; default: the one AI_PROVIDER names (offline unless configured). */
  generator?: QuestionGenerator;
  /** Live sessions' fan-out; default: through Redis when there is one (several processes), else in process. */
  liveHub?: LiveHub;
  /** Where the JSON log lines go; default: standard output. */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** Job workers and sweepers: started by main.ts (and by tests that need them), stopped on close. */
    background: BackgroundWork;
  }
}

/**
 * Builds the whole HTTP application from config and ports, without listening: tests use inject. The composition
 * root: it settles the ports, then app/ builds the services (services.ts), schedules the sweepers
 * (background-tasks.ts), and registers the shared plugins (http-plugins.ts), the /api routes (api-routes.ts) and
 * the web app (web-app.ts), in that order.
 */
export async function buildApp(config: Config, database: Database, ports: AppPorts = {}): Promise<FastifyInstance> {
  const clock = ports.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(config, ports.logStream),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors: frameworkErrors(clock),
    // The reference client's doubled-prefix paths are routed to their /api/v1 twins (http/route-aliases.ts).
    rewriteUrl: rewriteRouteAlias,
    // Fastify has no request timeout by default: a client trickling a body byte by byte would hold
    // its connection (and a staged upload) forever. Node (20) applies the timeout only when the
    // server is created with it, hence `http` too; it checks the deadline at the given interval.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    http: {
      requestTimeout: config.requestTimeoutSeconds * 1000,
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, config.requestTimeoutSeconds * 250)),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(rejectingNul(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, clock);
  capConcurrentRequestsPerClient(app, config.maxConcurrentRequestsPerClient);

  const counters = ports.counters ?? (ports.redis ? new RedisCounterStore(ports.redis) : new MemoryCounterStore(clock));
  const mailer =
    ports.mailer ??
    new OutboxMailer(database.db, clock, app.log, {
      ...(ports.smtpTransport ? { transport: { transporter: ports.smtpTransport, from: config.mailFrom } } : {}),
      keepSecrets: config.mailOutbox.keepLinks,
    });
  // Wall time, not the injected clock: tests move their manual clock hours ahead (attempt timers, reservation
  // expiry) and keep using the sign-in they made before.
  const tokens = new AccessTokens(config.jwtSecret, config.accessTokenTtlSeconds, systemClock);
  const storage = ports.storage ?? createFileStorage(config.storage);
  const liveHub =
    ports.liveHub ?? (ports.redis ? await RedisLiveHub.connect(ports.redis, { log: app.log }) : new InProcessLiveHub());
  if (liveHub instanceof RedisLiveHub && !ports.liveHub) {
    app.addHook('onClose', () => liveHub.close());
  }
  const jobQueue = ports.jobQueue ?? new DatabaseJobQueue(database, clock, { log: app.log });
  const metrics = new ServerMetrics(database, jobQueue);
  metrics.observeRequests(app);
  const background = new BackgroundWork(new MeteredJobQueue(jobQueue, metrics), new PeriodicTasks(app.log));
  const services = createServices({
    config,
    database,
    clock,
    counters,
    mailer,
    tokens,
    storage,
    metrics,
    background,
    generator: ports.generator ?? createGenerator(config.generation),
    liveHub,
    attemptSummary: ports.attemptSummary,
    log: app.log,
  });
  scheduleBackgroundTasks(background, { config, database, clock, services, metrics, log: app.log });
  app.decorate('services', services);
  app.decorate('background', background);
  app.decorate('uploadStagingDir', join(config.dataDir, 'uploads'));
  app.addHook('onClose', async () => background.stop());

  await registerHttpPlugins(app, { config, database, tokens });
  await registerApiRoutes(app, { config, database, storage, services, redis: ports.redis });
  // The local test checkout page is served by the server itself, before the SPA fallback.
  await app.register(checkoutPageRoutes, {
    billing: services.billing,
    publicUrl: config.publicUrl,
    allowedOrigins: config.corsOrigins,
  });
  metricsRoute(app, metrics, {
    ...(config.metricsToken ? { token: config.metricsToken } : {}),
    trustProxy: config.trustProxy,
  });

  registerWebApp(app, config);
  return app;
}
