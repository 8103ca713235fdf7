import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Transporter } from 'nodemailer';
import { AnswerShuffles, answerShuffleKey } from './answer-shuffles.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { adminRoutes } from './domains/admin/routes.ts';
import { AdminService } from './domains/admin/service.ts';
import { AnsweringService } from './domains/attempts/answering.ts';
import { attemptsRoutes } from './domains/attempts/routes.ts';
import { AttemptsService } from './domains/attempts/service.ts';
import { ATTEMPT_SWEEP_INTERVAL_MS, ATTEMPT_SWEEP_TASK, attemptSweep } from './domains/attempts/sweeper.ts';
import { AccessTokens } from './domains/auth/access-tokens.ts';
import { authRoutes } from './domains/auth/routes.ts';
import { AuthService } from './domains/auth/service.ts';
import { billingAdminRoutes } from './domains/billing/admin-routes.ts';
import { checkoutPageRoutes } from './domains/billing/checkout-page.ts';
import { billingRoutes } from './domains/billing/routes.ts';
import { createBillingServices, type BillingServices } from './domains/billing/service.ts';
import { categoriesRoutes } from './domains/categories/routes.ts';
import { CategoriesService } from './domains/categories/service.ts';
import { ImageSources } from './domains/media/image-sources.ts';
import { mediaRoutes } from './domains/media/routes.ts';
import { MediaService } from './domains/media/service.ts';
import { storageRoutes } from './domains/uploads/routes.ts';
import { UploadsService } from './domains/uploads/service.ts';
import { questionsRoutes } from './domains/questions/routes.ts';
import { QuestionsService } from './domains/questions/service.ts';
import type { AttemptSummaryReader } from './domains/quizzes/attempt-summary.ts';
import { quizzesRoutes } from './domains/quizzes/routes.ts';
import { QuizzesService } from './domains/quizzes/service.ts';
import { resultAggregates } from './domains/results/aggregates-repository.ts';
import { ResultsExportService } from './domains/results/export-service.ts';
import { resultsRoutes } from './domains/results/routes.ts';
import { ResultsService } from './domains/results/service.ts';
import { settingsRoutes } from './domains/settings/routes.ts';
import { SettingsService } from './domains/settings/service.ts';
import { tagsRoutes } from './domains/tags/routes.ts';
import { TagsService } from './domains/tags/service.ts';
import { usersRoutes } from './domains/users/routes.ts';
import { UsersService } from './domains/users/service.ts';
import { rateLimited } from './errors.ts';
import { authenticationPlugin } from './http/authentication.ts';
import { capConcurrentRequestsPerClient } from './http/client-concurrency.ts';
import { corsDelegate } from './http/cors.ts';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from './http/counters.ts';
import { frameworkErrors, registerErrorHandling } from './http/error-handler.ts';
import { rejectingNul } from './http/validation.ts';
import { featureRoutes } from './http/features.ts';
import { healthRoutes } from './http/health.ts';
import { loggerOptions } from './http/logging.ts';
import { metricsRoute, ServerMetrics } from './http/metrics.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerRouteAliasHeaders, rewriteRouteAlias } from './http/route-aliases.ts';
import { OutboxMailer, purgeDeliveredMail, type Mailer } from './mail/mail-port.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { createFileStorage } from './storage/create-file-storage.ts';
import { BackgroundWork } from './jobs/background.ts';
import { DatabaseJobQueue } from './jobs/database-queue.ts';
import { MeteredJobQueue } from './jobs/metered-queue.ts';
import { PeriodicTasks } from './jobs/periodic.ts';
import type { JobQueue } from './jobs/queue.ts';
import { documentsRoutes } from './domains/documents/routes.ts';
import { DocumentsService } from './domains/documents/service.ts';
import { createGenerator } from './ai/index.ts';
import type { QuestionGenerator } from './ai/generator.ts';
import { generationRoutes, questionSourceRoutes } from './domains/generation/routes.ts';
import { GenerationService } from './domains/generation/service.ts';

/** The periodic task that releases expired token reservations (every BILLING_SWEEP_INTERVAL_SECONDS). */
export const RESERVATION_SWEEP_TASK = 'billing.expire-reservations';
/** The periodic task that deletes delivered mail older than MAIL_OUTBOX_RETENTION_DAYS (hourly). */
export const MAIL_PURGE_TASK = 'mail.purge-delivered';

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
  /** Where the JSON log lines go; default: standard output. */
  logStream?: NodeJS.WritableStream;
}

export interface AppServices {
  auth: AuthService;
  billing: BillingServices;
  users: UsersService;
  settings: SettingsService;
  admin: AdminService;
  quizzes: QuizzesService;
  questions: QuestionsService;
  tags: TagsService;
  categories: CategoriesService;
  media: MediaService;
  uploads: UploadsService;
  attempts: AttemptsService;
  answering: AnsweringService;
  results: ResultsService;
  resultsExport: ResultsExportService;
  documents: DocumentsService;
  generation: GenerationService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** Job workers and sweepers: started by main.ts (and by tests that need them), stopped on close. */
    background: BackgroundWork;
  }
}

/** Builds the whole HTTP application from config and ports, without listening: tests use inject. */
export async function buildApp(config: Config, database: Database, ports: AppPorts = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, ports.logStream),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors,
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
  registerErrorHandling(app);
  capConcurrentRequestsPerClient(app, config.maxConcurrentRequestsPerClient);

  const clock = ports.clock ?? systemClock;
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
  const db = database.db;
  const storage = ports.storage ?? createFileStorage(config.storage);
  const jobQueue = ports.jobQueue ?? new DatabaseJobQueue(database, clock, { log: app.log });
  const metrics = new ServerMetrics(database, jobQueue);
  metrics.observeRequests(app);
  const answerShuffles = new AnswerShuffles(answerShuffleKey(config));
  const attempts = new AttemptsService({
    db,
    clock,
    shuffles: answerShuffles,
    aggregates: resultAggregates,
    activity: metrics,
  });
  const results = new ResultsService({ db, clock, attempts });
  const attemptSummary = ports.attemptSummary ?? results;
  const background = new BackgroundWork(new MeteredJobQueue(jobQueue, metrics), new PeriodicTasks(app.log));
  const uploads: UploadsService = new UploadsService({
    db,
    counters,
    config: config.uploads,
    storedBytes: [
      (executor, ownerId) => documents.bytesStoredBy(executor, ownerId),
      (executor, ownerId) => services.media.bytesStoredBy(executor, ownerId),
    ],
  });
  const documents: DocumentsService = new DocumentsService({
    db,
    clock,
    storage,
    queue: background.queue,
    config: config.documents,
    quota: uploads,
    log: app.log,
    inUse: (documentId) => services.generation.inUse(documentId),
  });
  background.periodic.add('documents.sweep-stale', 60_000, async () => {
    await documents.processing.sweepStale();
  });
  background.periodic.add(
    ATTEMPT_SWEEP_TASK,
    ATTEMPT_SWEEP_INTERVAL_MS,
    attemptSweep({ attempts, clock, log: app.log, activity: metrics }),
  );

  background.periodic.add(MAIL_PURGE_TASK, 3_600_000, async () => {
    const purged = await purgeDeliveredMail(
      db,
      new Date(clock.now().getTime() - config.mailOutbox.retentionDays * 86_400_000),
    );
    if (purged > 0) {
      app.log.info({ purged }, 'delivered mail purged from the outbox');
    }
  });

  const billing = createBillingServices({
    db,
    clock,
    config: config.billing,
    publicUrl: config.publicUrl,
    counters,
    log: app.log,
  });
  // Token reservations whose time is up (a job that died without releasing them) go back to their owners.
  background.periodic.add(RESERVATION_SWEEP_TASK, config.billing.sweepIntervalSeconds * 1000, async () => {
    const expired = await billing.ledger.expireReservations();
    if (expired > 0) {
      app.log.info({ expired }, 'expired token reservations released');
    }
  });
  const generator = ports.generator ?? createGenerator(config.generation);
  const services: AppServices = {
    billing,
    auth: new AuthService({
      db,
      clock,
      tokens,
      mailer,
      counters,
      publicUrl: config.publicUrl,
      refreshTokenTtlDays: config.refreshTokenTtlDays,
      loginThrottle: config.loginThrottle,
      accountLimits: config.accountLimits,
      onRegistered: (tx, userId) => billing.grantSignupBonus(tx, userId),
    }),
    users: new UsersService({
      db,
      clock,
      mailer,
      publicUrl: config.publicUrl,
      accountSecurity: {
        confirmPassword: (userId, password) => services.auth.confirmPassword(userId, password),
        revokeSessions: (executor, userIds, now) => services.auth.revokeSessions(executor, userIds, now),
      },
    }),
    settings: new SettingsService({ db, clock }),
    admin: new AdminService({
      db,
      dialect: database.dialect,
      clock,
      mailer,
      log: app.log,
      generator,
      openai: config.generation.openai,
      queue: background.queue,
    }),
    quizzes: new QuizzesService({
      db,
      clock,
      questions: {
        mustUseQuestions: (executor, principal, questionIds) =>
          services.questions.mustUseQuestions(executor, principal, questionIds),
      },
    }),
    questions: new QuestionsService({
      db,
      clock,
      shuffles: answerShuffles,
      imageSources: new ImageSources({ ownStoreOnly: config.imagesFromOwnStoreOnly, publicUrl: config.publicUrl }),
      completedAttempts: attempts,
    }),
    tags: new TagsService({ db, clock, attemptSummary }),
    categories: new CategoriesService({ db, clock, attemptSummary }),
    media: new MediaService({ db, clock, storage, quota: uploads }),
    uploads,
    attempts,
    answering: new AnsweringService(attempts, metrics),
    results,
    resultsExport: new ResultsExportService({ db, clock, results }),
    documents,
    generation: new GenerationService({
      db,
      clock,
      documents,
      quizzes: { get: (principal, id) => services.quizzes.get(principal, id) },
      queue: background.queue,
      generator,
      ledger: billing.ledger,
      reservationTtlMinutes: config.billing.reservationTtlMinutes,
      config: config.generation,
      singleProcess: database.dialect === 'sqlite',
      log: app.log,
    }),
  };
  billing.estimates.usePricingInput(services.generation.start.pricingInput);
  background.onStart(() => services.generation.recovery.recoverInterrupted({ startup: true }));
  background.periodic.add('generation.recover-interrupted', 30_000, async () => {
    await services.generation.recovery.recoverInterrupted();
  });
  app.decorate('services', services);
  app.decorate('background', background);
  app.decorate('uploadStagingDir', join(config.dataDir, 'uploads'));
  app.addHook('onClose', async () => background.stop());

  registerSecurityHeaders(app);
  registerRouteAliasHeaders(app);
  await app.register(cors, corsDelegate(config.corsOrigins));
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Quizmaker API',
        version: '1.0.0',
        description: 'Quizzes, attempts, results, documents, generation and billing.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authenticationPlugin, { db, tokens });

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        global: true,
        max: config.rateLimit.max,
        timeWindow: config.rateLimit.windowSeconds * 1000,
        ...(ports.redis ? { redis: ports.redis, nameSpace: 'quizmaker:rl:' } : {}),
        keyGenerator: (request) => request.principal?.id ?? request.ip,
        errorResponseBuilder: (_request, context) => rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
      });
      api.get('/openapi.json', { schema: { hide: true } }, () => Promise.resolve(app.swagger()));
      await api.register(healthRoutes, { database, storage, ...(ports.redis ? { redis: ports.redis } : {}) });
      await api.register(featureRoutes, { features: config.features });
      await api.register(authRoutes, { prefix: '/v1/auth', auth: services.auth });
      await api.register(usersRoutes, { prefix: '/v1/users', users: services.users });
      await api.register(settingsRoutes, { prefix: '/v1/users', settings: services.settings });
      await api.register(adminRoutes, { admin: services.admin });
      await api.register(quizzesRoutes, { prefix: '/v1/quizzes', quizzes: services.quizzes });
      await api.register(questionsRoutes, { prefix: '/v1/questions', questions: services.questions });
      await api.register(tagsRoutes, { prefix: '/v1/tags', tagsService: services.tags });
      await api.register(categoriesRoutes, { prefix: '/v1/categories', categories: services.categories });
      await api.register(mediaRoutes, { prefix: '/v1/media', media: services.media, uploads });
      await api.register(storageRoutes, { prefix: '/v1/storage', uploads });
      await api.register(documentsRoutes, {
        prefix: '/documents',
        documents: services.documents,
        uploads,
        maxUploadMegabytes: config.documents.maxUploadMegabytes,
      });
      await api.register(generationRoutes, {
        prefix: '/v1/quizzes',
        generation: services.generation,
        uploads,
        maxUploadMegabytes: config.documents.maxUploadMegabytes,
      });
      await api.register(questionSourceRoutes, { prefix: '/v1/questions', generation: services.generation });
      await api.register(attemptsRoutes, { prefix: '/v1', attempts: services.attempts, answering: services.answering });
      await api.register(resultsRoutes, { prefix: '/v1', results: services.results, exports: services.resultsExport });
      await api.register(billingRoutes, {
        prefix: '/v1/billing',
        billing: services.billing,
        allowedOrigins: config.corsOrigins,
      });
      await api.register(billingAdminRoutes, { prefix: '/v1/admin/billing', billing: services.billing });
    },
    { prefix: '/api' },
  );
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

/** Serves the built web app with an SPA fallback for every non-API path, when it has been built. */
function registerWebApp(app: FastifyInstance, config: Config) {
  const distDir = config.webDistDir;
  if (!distDir || !existsSync(join(distDir, 'index.html'))) {
    return;
  }
  void app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h', immutable: true });
  // A catch-all GET route rather than a second not-found handler (the error handling owns that one):
  // page paths get index.html; API paths and missing files fall through to the JSON 404.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api') || /\.[a-z0-9]+$/i.test(path)) {
      reply.callNotFound();
      return;
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
