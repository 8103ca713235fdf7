import type {
  AttemptMode,
  AttemptStatus,
  ChunkingStrategy,
  Difficulty,
  DocumentFormat,
  DocumentStatus,
  FeedbackMode,
  GenerationBillingState,
  GenerationCoverage,
  GenerationStatus,
  LivePhase,
  LiveSettings,
  PaymentProviderName,
  PaymentStatus,
  QuestionQuality,
  QuestionType,
  QuizStatus,
  Role,
  ScoringMode,
  SubscriptionStatus,
  TokenTransactionSource,
  TokenTransactionType,
  Visibility,
} from '@quizmaker/contracts';
import type { ColumnType } from 'kysely';
import type { ChunkDraft } from '../chunking/chunk.ts';

/** A jsonb column: parsed value when read, JSON text when written. */
export type JsonColumn<T> = ColumnType<T, string, string>;

/** Column types as services see them on both dialects (see sqlite-codec.ts). */
export interface UsersTable {
  id: string;
  username: string;
  usernameLower: string;
  email: string;
  emailLower: string;
  passwordHash: string;
  roles: JsonColumn<Role[]>;
  isActive: boolean;
  tokenVersion: number;
  createdAt: Date;
  updatedAt: Date;
  lastLoginDate: Date | null;
}

export interface RefreshTokensTable {
  id: string;
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

export interface PasswordResetTokensTable {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
  usedAt: Date | null;
}

export interface MailOutboxTable {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  createdAt: Date;
  sentAt: Date | null;
}

export interface UserSettingsTable {
  userId: string;
  settings: JsonColumn<unknown>;
  updatedAt: Date;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updatedAt: Date;
}

/** Billing (migration 0003): one balance row per user, kept equal to the sum of the ledger. */
export interface TokenBalancesTable {
  userId: string;
  availableTokens: number;
  reservedTokens: number;
  updatedAt: Date;
}

export interface TokenTransactionsTable {
  id: string;
  userId: string;
  type: TokenTransactionType;
  source: TokenTransactionSource;
  amountTokens: number;
  refId: string | null;
  idempotencyKey: string;
  balanceAfterAvailable: number;
  balanceAfterReserved: number;
  meta: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  createdAt: Date;
}

export interface TokenReservationsTable {
  id: string;
  userId: string;
  state: 'ACTIVE' | 'COMMITTED' | 'RELEASED' | 'EXPIRED';
  source: TokenTransactionSource;
  estimatedTokens: number;
  committedTokens: number;
  refId: string | null;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface BillingPaymentsTable {
  id: string;
  userId: string;
  provider: PaymentProviderName;
  providerSessionId: string | null;
  providerPaymentId: string | null;
  packId: string;
  priceId: string | null;
  amountCents: number;
  currency: string;
  tokens: number;
  status: PaymentStatus;
  creditedTokens: number;
  refundedTokens: number;
  failureReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface BillingEventsTable {
  id: string;
  provider: string;
  type: string;
  outcome: string;
  receivedAt: Date;
}

export interface BillingCustomersTable {
  id: string;
  userId: string;
  provider: PaymentProviderName;
  providerCustomerId: string;
  email: string | null;
  name: string | null;
  createdAt: Date;
}

export interface BillingSubscriptionsTable {
  id: string;
  userId: string;
  provider: PaymentProviderName;
  providerSubscriptionId: string;
  providerCustomerId: string;
  packId: string;
  priceId: string;
  tokensPerPeriod: number;
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  periodsGranted: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface CategoriesTable {
  id: string;
  name: string;
  nameLower: string;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface TagsTable {
  id: string;
  name: string;
  nameLower: string;
  description: string | null;
  creatorId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface QuizzesTable {
  id: string;
  creatorId: string;
  title: string;
  titleLower: string;
  description: string | null;
  descriptionLower: string | null;
  visibility: Visibility;
  difficulty: Difficulty;
  difficultyRank: number;
  status: QuizStatus;
  estimatedTime: number;
  timerEnabled: boolean;
  timerDuration: number;
  isRepetitionEnabled: boolean;
  allowPauseWhenTimed: ColumnType<boolean, boolean | undefined, boolean>;
  passMark: number;
  scoringMode: ScoringMode;
  feedbackMode: FeedbackMode;
  categoryId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A copy of a quiz column kept by triggers (migration 0007): read-only for the application. */
type TriggerCopy<T> = ColumnType<T | null, never, never>;

export interface QuizTagsTable {
  quizId: string;
  tagId: string;
  // The quiz's catalogue columns, so the tag filter is answered from quiz_tags alone (migration 0007).
  status: TriggerCopy<string>;
  visibility: TriggerCopy<string>;
  difficulty: TriggerCopy<string>;
  difficultyRank: TriggerCopy<number>;
  createdAt: TriggerCopy<Date>;
  updatedAt: TriggerCopy<Date>;
  titleLower: TriggerCopy<string>;
  estimatedTime: TriggerCopy<number>;
}

export interface QuestionsTable {
  id: string;
  creatorId: string;
  type: QuestionType;
  questionText: string;
  difficulty: Difficulty;
  explanation: string | null;
  hint: string | null;
  attachmentUrl: string | null;
  content: JsonColumn<unknown>;
  /** A generated question's quality score and reasons (migration 0012); null when written by hand or edited since. */
  quality: ColumnType<QuestionQuality | null, string | null | undefined, string | null>;
  createdAt: Date;
  updatedAt: Date;
}

export interface QuestionTagsTable {
  questionId: string;
  tagId: string;
}

export interface QuizQuestionsTable {
  quizId: string;
  questionId: string;
  position: number;
}

export interface MediaAssetsTable {
  id: string;
  ownerId: string | null;
  storageKey: string;
  contentType: string;
  byteSize: number;
  createdAt: Date;
}

/** Documents and generation (migration 0005). */
export interface DocumentsTable {
  id: string;
  ownerId: string;
  /** UPLOAD: a file the user uploaded; TEXT: pasted text a generation job was started from. */
  origin: 'UPLOAD' | 'TEXT';
  title: string;
  titleLower: string;
  originalFilename: string;
  filenameLower: string;
  contentType: string;
  format: DocumentFormat | null;
  textEncoding: string | null;
  fileSize: number;
  sha256: string;
  storageKey: string;
  status: DocumentStatus;
  chunkingStrategy: ChunkingStrategy;
  maxChunkSize: number;
  processingVersion: number;
  totalPages: number | null;
  pagesEstimated: boolean;
  totalChunks: number;
  totalWords: number;
  processingError: string | null;
  uploadedAt: Date;
  processedAt: Date | null;
  updatedAt: Date;
}

/** A stored chunk: what the chunker made (ChunkDraft), with its ids and time. */
export interface DocumentChunksTable extends ChunkDraft {
  id: string;
  documentId: string;
  createdAt: Date;
}

export interface GenerationJobsTable {
  id: string;
  userId: string;
  activeUserId: string | null;
  documentId: string | null;
  documentTitle: string | null;
  idempotencyKey: string | null;
  requestFingerprint: string;
  request: JsonColumn<unknown>;
  provider: string;
  status: GenerationStatus;
  quizTitle: string;
  difficulty: Difficulty;
  chunkIndices: JsonColumn<number[]>;
  totalChunks: number;
  processedChunks: number;
  progressPercentage: number;
  currentChunk: string | null;
  requestedQuestions: number;
  totalQuestionsGenerated: number;
  coverage: JsonColumn<GenerationCoverage[]>;
  errorMessage: string | null;
  generatedQuizId: string | null;
  billingState: GenerationBillingState;
  reservationId: string | null;
  estimatedTokens: number;
  committedTokens: number;
  runCount: number;
  heartbeatAt: Date | null;
  estimatedSeconds: number;
  estimatedCompletion: Date | null;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  updatedAt: Date;
}

export interface GenerationJobChunksTable {
  jobId: string;
  chunkIndex: number;
  questions: JsonColumn<unknown>;
  notes: JsonColumn<unknown>;
  createdAt: Date;
}

export interface QuestionSourcesTable {
  questionId: string;
  jobId: string;
  documentId: string | null;
  chunkIndex: number;
  startPage: number | null;
  endPage: number | null;
  sentences: JsonColumn<string[]>;
  createdAt: Date;
}

export interface BackgroundJobsTable {
  id: string;
  queue: string;
  payload: JsonColumn<unknown>;
  status: string;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lockedBy: string | null;
  lockedUntil: Date | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Taking (migration 0004): attempts with their frozen questions and clock, answers, maintained aggregates. */
export interface AttemptsTable {
  id: string;
  quizId: string;
  userId: string;
  mode: AttemptMode;
  status: AttemptStatus;
  seed: string;
  /** Which derivation the attempt's shuffles use (answer-shuffles.ts): 1 legacy, 2 keyed. Always written: a forgotten one would be legacy. */
  shuffleVersion: number;
  questions: JsonColumn<unknown>;
  totalQuestions: number;
  scoringMode: ScoringMode;
  feedbackMode: FeedbackMode;
  passMark: number;
  timeLimitSeconds: number | null;
  deadlineAt: Date | null;
  pausedRemainingMs: number | null;
  activeMs: number;
  runningSince: Date | null;
  lastActivityMs: number;
  questionsAnswered: number;
  startedAt: Date;
  completedAt: Date | null;
  updatedAt: Date;
  timeUp: boolean;
  totalScore: number | null;
  correctCount: number | null;
  scorePercentage: number | null;
  passed: boolean | null;
  durationMs: number | null;
  isFirst: boolean;
  pauseAllowed: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface AttemptAnswersTable {
  id: string;
  attemptId: string;
  questionId: string;
  response: ColumnType<unknown, string | null, string | null>;
  score: number;
  isCorrect: boolean;
  answeredAt: Date | null;
  timeSpentMs: number;
  updatedAt: Date;
}

export interface QuizResultStatsTable {
  quizId: string;
  completedCount: number;
  scoreSum: number;
  passedCount: number;
  durationMsSum: number;
  participants: number;
  updatedAt: Date;
  bucket0: ColumnType<number, number | undefined, number>;
  bucket1: ColumnType<number, number | undefined, number>;
  bucket2: ColumnType<number, number | undefined, number>;
  bucket3: ColumnType<number, number | undefined, number>;
  bucket4: ColumnType<number, number | undefined, number>;
  bucket5: ColumnType<number, number | undefined, number>;
  bucket6: ColumnType<number, number | undefined, number>;
  bucket7: ColumnType<number, number | undefined, number>;
  bucket8: ColumnType<number, number | undefined, number>;
  bucket9: ColumnType<number, number | undefined, number>;
}

export interface QuizQuestionStatsTable {
  quizId: string;
  questionId: string;
  questionText: string;
  type: QuestionType;
  position: number;
  timesAsked: number;
  timesCorrect: number;
  scoreSum: number;
}

export interface QuizLeaderboardTable {
  quizId: string;
  userId: string;
  attemptId: string;
  bestScore: number;
  completedAt: Date;
}

/** A live session (issue 22): its frozen questions, its phase and the server's deadline of the open question. */
export interface LiveSessionsTable {
  id: string;
  quizId: string;
  hostId: string;
  /** Null once the session has ended. */
  pin: string | null;
  settings: JsonColumn<LiveSettings>;
  scoringMode: ScoringMode;
  questions: JsonColumn<unknown>;
  phase: LivePhase;
  /** 0-based; -1 in the lobby. */
  questionIndex: number;
  questionStartedAt: Date | null;
  deadlineAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
}

export interface LivePlayersTable {
  id: string;
  sessionId: string;
  userId: string | null;
  nickname: string;
  /** The nickname lower-cased: unique per session. */
  nicknameKey: string;
  rejoinHash: string;
  score: number;
  removed: boolean;
  joinedAt: Date;
}

export interface LiveAnswersTable {
  sessionId: string;
  playerId: string;
  questionIndex: number;
  questionId: string;
  /** In authored ids. */
  response: JsonColumn<unknown>;
  score: number;
  isCorrect: boolean;
  points: number;
  elapsedMs: number;
  answeredAt: Date;
}

export interface DatabaseSchema {
  liveSessions: LiveSessionsTable;
  livePlayers: LivePlayersTable;
  liveAnswers: LiveAnswersTable;
  attempts: AttemptsTable;
  attemptAnswers: AttemptAnswersTable;
  quizResultStats: QuizResultStatsTable;
  quizQuestionStats: QuizQuestionStatsTable;
  quizLeaderboard: QuizLeaderboardTable;
  users: UsersTable;
  refreshTokens: RefreshTokensTable;
  passwordResetTokens: PasswordResetTokensTable;
  mailOutbox: MailOutboxTable;
  userSettings: UserSettingsTable;
  appMeta: AppMetaTable;
  documents: DocumentsTable;
  documentChunks: DocumentChunksTable;
  generationJobs: GenerationJobsTable;
  generationJobChunks: GenerationJobChunksTable;
  questionSources: QuestionSourcesTable;
  backgroundJobs: BackgroundJobsTable;
  categories: CategoriesTable;
  tags: TagsTable;
  quizzes: QuizzesTable;
  quizTags: QuizTagsTable;
  questions: QuestionsTable;
  questionTags: QuestionTagsTable;
  quizQuestions: QuizQuestionsTable;
  mediaAssets: MediaAssetsTable;
  tokenBalances: TokenBalancesTable;
  tokenTransactions: TokenTransactionsTable;
  tokenReservations: TokenReservationsTable;
  billingPayments: BillingPaymentsTable;
  billingEvents: BillingEventsTable;
  billingCustomers: BillingCustomersTable;
  billingSubscriptions: BillingSubscriptionsTable;
}
