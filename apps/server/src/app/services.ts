import type { FastifyBaseLogger } from 'fastify';
import { AnswerShuffles, answerShuffleKey } from '../answer-shuffles.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AdminService } from '../domains/admin/service.ts';
import { AnsweringService } from '../domains/attempts/answering.ts';
import { AttemptsService } from '../domains/attempts/service.ts';
import type { AccessTokens } from '../domains/auth/access-tokens.ts';
import { AuthService } from '../domains/auth/service.ts';
import { createBillingServices, type BillingServices } from '../domains/billing/service.ts';
import { CategoriesService } from '../domains/categories/service.ts';
import { DocumentsService } from '../domains/documents/service.ts';
import { GenerationService } from '../domains/generation/service.ts';
import { ImageSources } from '../domains/media/image-sources.ts';
import { MediaService } from '../domains/media/service.ts';
import { InterchangeService } from '../domains/interchange/service.ts';
import type { LiveHub } from '../domains/live/hub.ts';
import { liveRejoinKey, LiveService } from '../domains/live/service.ts';
import { questionsOfQuiz, QuestionsService } from '../domains/questions/service.ts';
import type { AttemptSummaryReader } from '../domains/quizzes/attempt-summary.ts';
import { QuizzesService } from '../domains/quizzes/service.ts';
import { resultAggregates } from '../domains/results/aggregates-repository.ts';
import { ResultsExportService } from '../domains/results/export-service.ts';
import { ResultsService } from '../domains/results/service.ts';
import { SettingsService } from '../domains/settings/service.ts';
import { TagsService } from '../domains/tags/service.ts';
import { UploadsService } from '../domains/uploads/service.ts';
import { UsersService } from '../domains/users/service.ts';
import type { QuestionGenerator } from '../ai/generator.ts';
import type { CounterStore } from '../http/counters.ts';
import type { ServerMetrics } from '../http/metrics.ts';
import type { BackgroundWork } from '../jobs/background.ts';
import type { Mailer } from '../mail/mail-port.ts';
import type { FileStorage } from '../storage/file-storage.ts';

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
  interchange: InterchangeService;
  live: LiveService;
}

/** What the domain services are built from: the configuration and the ports buildApp settled on. */
export interface ServiceDependencies {
  config: Config;
  database: Database;
  clock: Clock;
  counters: CounterStore;
  mailer: Mailer;
  tokens: AccessTokens;
  storage: FileStorage;
  metrics: ServerMetrics;
  background: BackgroundWork;
  generator: QuestionGenerator;
  /** Live sessions' fan-out: in process, or through Redis for several processes (docs/live.md). */
  liveHub: LiveHub;
  /** Attempt figures for tag and category analytics; unset: the results domain's. */
  attemptSummary: AttemptSummaryReader | undefined;
  log: FastifyBaseLogger;
}

/**
 * Creates every domain service and connects them: a domain that needs another gets that service (or a small
 * port onto it) here, never its repository. Ports that name `services` are read when called, after the map exists.
 */
export function createServices(dependencies: ServiceDependencies): AppServices {
  const { config, database, clock, counters, mailer, tokens, storage, metrics, background, generator, log } =
    dependencies;
  const db = database.db;
  const answerShuffles = new AnswerShuffles(answerShuffleKey(config));
  const attempts = new AttemptsService({
    db,
    clock,
    shuffles: answerShuffles,
    aggregates: resultAggregates,
    activity: metrics,
  });
  const results = new ResultsService({ db, clock, attempts });
  const attemptSummary = dependencies.attemptSummary ?? results;
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
    log,
    inUse: (documentId) => services.generation.inUse(documentId),
  });
  const billing = createBillingServices({
    db,
    clock,
    config: config.billing,
    publicUrl: config.publicUrl,
    counters,
    log,
  });
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
      log,
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
      log,
    }),
    live: new LiveService({
      db,
      clock,
      hub: dependencies.liveHub,
      shuffles: answerShuffles,
      counters,
      // Only keyed hashes of rejoin tokens are stored.
      rejoinKey: liveRejoinKey(config.jwtSecret),
      publicUrl: config.publicUrl,
    }),
    interchange: new InterchangeService({
      db,
      quizzes: {
        get: (principal, id) => services.quizzes.get(principal, id),
        createIn: (tx, principal, body) => services.quizzes.createIn(tx, principal, body),
        appendQuestionsIn: (tx, principal, quizId, questionIds) =>
          services.quizzes.appendQuestionsIn(tx, principal, quizId, questionIds),
      },
      media: {
        uploadImage: (principal, bytes) => services.media.uploadImage(principal, bytes),
        readImage: (id) => services.media.readImage(id),
      },
      questions: {
        validateNew: (body) => services.questions.validateNew(body),
        createIn: (tx, principal, body) => services.questions.createIn(tx, principal, body),
        ofQuiz: (quizId) => questionsOfQuiz(db, quizId),
      },
    }),
  };
  billing.estimates.usePricingInput(services.generation.start.pricingInput);
  return services;
}
