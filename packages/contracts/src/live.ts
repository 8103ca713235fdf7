import { z } from 'zod';
import { IdSchema } from './ids.ts';
import { USERNAME_MAX, USERNAME_MIN } from './accounts.ts';
import { QuestionTypeSchema } from './enums.ts';

/**
 * Live sessions (issue 22): a host runs a quiz for a room, players join with a PIN over a WebSocket
 * (`GET /api/v1/live`). Every message in both directions is one of the unions below; docs/live.md
 * describes the protocol, the states and the scoring.
 */

export const LIVE_PIN_LENGTH = 6;
export const LIVE_SECONDS_MIN = 5;
export const LIVE_SECONDS_MAX = 240;
/** Time per question when the quiz has no timer to derive one from. */
export const LIVE_SECONDS_DEFAULT = 20;
/** The most a correct answer earns (at once); the last moment earns half. */
export const LIVE_POINTS_MAX = 1000;
/** Entries of the leaderboard after each question, and of the podium at the end. */
export const LIVE_LEADERBOARD_SIZE = 5;
export const LIVE_PODIUM_SIZE = 3;
/** Largest WebSocket message the server reads (an OPEN answer or a FILL_GAP text fits easily); a larger one closes the socket (1009). */
export const LIVE_MESSAGE_MAX_BYTES = 16_384;
/** Files the report of a session is exported as. */
export const LIVE_REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type LiveReportFormat = (typeof LIVE_REPORT_FORMATS)[number];
/** Longest rejoin token or access token a message may carry. */
const TOKEN_MAX = 4096;

export const liveMessages = {
  sessionNotFound: 'Live session not found',
  quizNotFound: 'Quiz not found',
  hostNotAllowed: 'Hosting a live session requires permission to create quizzes',
  reportsOwnerOnly: 'Only the owner of the quiz can see its live sessions',
  reportFormatInvalid: `Format must be one of: ${LIVE_REPORT_FORMATS.join(', ')}`,
  notPublished: 'Quiz must be published before it can be hosted live',
  noPlayableQuestions: 'Quiz has no question that can be played live',
  pinDigits: 'PIN must be 6 digits',
  wrongPin: 'No live session has this PIN. Check the PIN and try again.',
  pinAttemptsExceeded: 'Too many wrong PINs from your network. Please wait a minute and try again.',
  nicknameRequired: 'Nickname is required',
  nicknameTooShort: `Nickname must be at least ${USERNAME_MIN} characters`,
  nicknameTooLong: `Nickname must be no more than ${USERNAME_MAX} characters`,
  nicknameControlCharacters: 'Nickname must not contain control characters',
  nicknameTaken: 'This nickname is already taken in this session. Please choose another.',
  guestsNotAllowed: 'This session is for signed-in players only. Please sign in to join.',
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  rejoinRefused: 'This player cannot rejoin the session. Please join again with the PIN.',
  removed: 'The host removed you from the session.',
  sessionEnded: 'This live session has ended.',
  notHost: 'Only the host of this session can do that.',
  notJoined: 'Join a session first.',
  alreadyJoined: 'This connection has already joined a session.',
  notInLobby: 'The session has already started.',
  noPlayers: 'Wait for at least one player before starting.',
  notStarted: 'Start the session first.',
  paused: 'The question is paused.',
  notPausable: 'Only an open question can be paused.',
  notPaused: 'Only a paused question can be resumed.',
  notSkippable: 'Only an open or paused question can be skipped.',
  noQuestionOpen: 'No question is open for answers.',
  wrongQuestion: 'This answer is for another question.',
  timeUp: 'Time is up for this question.',
  alreadyAnswered: 'You have already answered this question.',
  unreadableAnswer: 'This answer cannot be read for this question.',
  emptyAnswer: 'Please answer before sending.',
  playerNotFound: 'Player not found in this session.',
  messageNotJson: 'Message is not valid JSON.',
  serverError: 'Something went wrong. Please try again.',
  tooManyMessages: 'Too many messages: the connection is closed. Please join again.',
  messageInvalid: (field: string, reason: string) => `Message field "${field}": ${reason}`,
  secondsRange: `Time per question must be between ${LIVE_SECONDS_MIN} and ${LIVE_SECONDS_MAX} seconds`,
} as const;

/** Characters below U+0020 and U+007F-U+009F (C0, DEL, C1): invisible, and they break layouts and logs. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      return true;
    }
  }
  return false;
}

function isDigits(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x30 || code > 0x39) {
      return false;
    }
  }
  return true;
}

export const LivePinSchema = z
  .string({ error: liveMessages.pinDigits })
  .trim()
  .length(LIVE_PIN_LENGTH, liveMessages.pinDigits)
  .refine(isDigits, liveMessages.pinDigits);

/** A player's name in one session: the username's length rules, any letters, no control characters. */
export const LiveNicknameSchema = z
  .string({ error: liveMessages.nicknameRequired })
  .trim()
  .min(1, { error: liveMessages.nicknameRequired, abort: true })
  .min(USERNAME_MIN, liveMessages.nicknameTooShort)
  .max(USERNAME_MAX, { error: liveMessages.nicknameTooLong, abort: true })
  .refine((text) => !hasControlCharacter(text), liveMessages.nicknameControlCharacters);

export const LiveSettingsSchema = z
  .object({
    secondsPerQuestion: z
      .number({ error: liveMessages.secondsRange })
      .int(liveMessages.secondsRange)
      .min(LIVE_SECONDS_MIN, liveMessages.secondsRange)
      .max(LIVE_SECONDS_MAX, liveMessages.secondsRange),
    showLeaderboard: z.boolean(),
    shuffleAnswers: z.boolean(),
    allowGuests: z.boolean(),
  })
  .meta({ id: 'LiveSettings' });
export type LiveSettings = z.infer<typeof LiveSettingsSchema>;

/** POST /api/v1/live-sessions. Unset settings: time from the quiz's timer (or 20 s), leaderboard, shuffle and guests on. */
export const LiveSessionCreateBodySchema = z
  .object({
    quizId: IdSchema,
    settings: LiveSettingsSchema.partial().optional(),
  })
  .meta({ id: 'LiveSessionCreateBody' });
export type LiveSessionCreateBody = z.infer<typeof LiveSessionCreateBodySchema>;

export const LiveSkippedQuestionSchema = z.object({
  /** 0-based place of the question in the quiz. */
  index: z.number().int(),
  reason: z.string(),
});

export const LiveSessionCreatedSchema = z
  .object({
    id: z.string(),
    pin: z.string(),
    joinUrl: z.string(),
    skippedQuestions: z.array(LiveSkippedQuestionSchema),
  })
  .meta({ id: 'LiveSessionCreated' });
export type LiveSessionCreated = z.infer<typeof LiveSessionCreatedSchema>;

export const LIVE_PHASES = ['LOBBY', 'QUESTION', 'PAUSED', 'REVEAL', 'LEADERBOARD', 'ENDED'] as const;
export const LivePhaseSchema = z.enum(LIVE_PHASES);
export type LivePhase = z.infer<typeof LivePhaseSchema>;

export const LivePlayerSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  score: z.number().int(),
});
export type LivePlayer = z.infer<typeof LivePlayerSchema>;

export const LiveRankedPlayerSchema = LivePlayerSchema.extend({ rank: z.number().int() });
export type LiveRankedPlayer = z.infer<typeof LiveRankedPlayerSchema>;

/**
 * A leaderboard line after a question: `previousRank` is the player's rank before this question's
 * points (same rule: equal scores share a rank), null when the player had none (joined during the
 * question, or nobody had any points yet).
 */
export const LiveLeaderboardEntrySchema = LiveRankedPlayerSchema.extend({ previousRank: z.number().int().nullable() });
export type LiveLeaderboardEntry = z.infer<typeof LiveLeaderboardEntrySchema>;

/** GET /api/v1/live-sessions/{id}: what the host's screen is built from. */
export const LiveSessionViewSchema = z
  .object({
    id: z.string(),
    quizId: z.string(),
    /** Null once the session has ended (the PIN is free again). */
    pin: z.string().nullable(),
    joinUrl: z.string(),
    phase: LivePhaseSchema,
    settings: LiveSettingsSchema,
    /** 0-based index of the current question; -1 in the lobby. */
    questionIndex: z.number().int(),
    totalQuestions: z.number().int(),
    deadlineAt: z.string().nullable(),
    players: z.array(LivePlayerSchema),
    createdAt: z.string(),
    expiresAt: z.string(),
    endedAt: z.string().nullable(),
  })
  .meta({ id: 'LiveSessionView' });
export type LiveSessionView = z.infer<typeof LiveSessionViewSchema>;

export const LiveQuestionReportSchema = z.object({
  index: z.number().int(),
  questionId: z.string(),
  questionText: z.string(),
  answers: z.number().int(),
  correct: z.number().int(),
  /** Correct answers over the players who answered (0 when nobody did). */
  correctShare: z.number(),
  meanElapsedMs: z.number().int().nullable(),
  /** How many answers picked each option, in the authored order, for the types with options (null for the others). */
  options: z.array(z.object({ text: z.string(), count: z.number().int(), correct: z.boolean() })).nullable(),
});

export const LivePlayerReportSchema = LiveRankedPlayerSchema.extend({ correctCount: z.number().int() });

/** One item of GET /api/v1/quizzes/{id}/live-sessions (the owner's list, newest first). */
export const LiveSessionReportSchema = z
  .object({
    id: z.string(),
    phase: LivePhaseSchema,
    hostUsername: z.string(),
    createdAt: z.string(),
    endedAt: z.string().nullable(),
    questions: z.array(LiveQuestionReportSchema),
    players: z.array(LivePlayerReportSchema),
  })
  .meta({ id: 'LiveSessionReport' });
export type LiveSessionReport = z.infer<typeof LiveSessionReportSchema>;

export const LiveSessionReportListSchema = z.array(LiveSessionReportSchema).meta({ id: 'LiveSessionReportList' });

/** GET /api/v1/live-sessions/{id}/report: the report as a file (questions and players, as the JSON report). */
export const LiveReportQuerySchema = z.object({
  format: z.enum(LIVE_REPORT_FORMATS, { error: liveMessages.reportFormatInvalid }),
});

// ---- WebSocket: client -> server ----

const TokenSchema = z.string().min(1).max(TOKEN_MAX);

export const LiveClientMessageSchema = z.discriminatedUnion('type', [
  /** The host's first message: its access token, and the session it opens (its own). */
  z.strictObject({ type: z.literal('host'), sessionId: z.uuid(), accessToken: TokenSchema }),
  /** A player's first message; a signed-in player may send its access token (then plays under its username). */
  z.strictObject({
    type: z.literal('join'),
    pin: LivePinSchema,
    nickname: LiveNicknameSchema.optional(),
    accessToken: TokenSchema.optional(),
  }),
  /** Back after a reload or a lost connection: same player, same score. */
  z.strictObject({ type: z.literal('rejoin'), pin: LivePinSchema, rejoinToken: TokenSchema }),
  /** A response in the shape of the question type's responses, naming ids as the question showed them. */
  z.strictObject({ type: z.literal('answer'), questionIndex: z.number().int().min(0), response: z.unknown() }),
  z.strictObject({ type: z.literal('start') }),
  /** QUESTION -> REVEAL (early), REVEAL -> LEADERBOARD (or the next question), LEADERBOARD -> next question; after the last: ENDED. */
  z.strictObject({ type: z.literal('next') }),
  z.strictObject({ type: z.literal('end') }),
  /** Stops the open question's clock (answers wait); `resume` restarts it with the time that was left. */
  z.strictObject({ type: z.literal('pause') }),
  z.strictObject({ type: z.literal('resume') }),
  /** Drops the open (or paused) question unscored, its answers discarded, and moves on. */
  z.strictObject({ type: z.literal('skip') }),
  z.strictObject({ type: z.literal('removePlayer'), playerId: z.string().min(1).max(64) }),
]);
export type LiveClientMessage = z.infer<typeof LiveClientMessageSchema>;

// ---- WebSocket: server -> client ----

/** A question as players see it: safe content only, never anything that tells the answer. */
export const LiveQuestionSchema = z.object({
  index: z.number().int(),
  totalQuestions: z.number().int(),
  type: QuestionTypeSchema,
  questionText: z.string(),
  attachmentUrl: z.string().nullable(),
  safeContent: z.unknown(),
  secondsPerQuestion: z.number().int(),
  deadlineAt: z.string(),
});
export type LiveQuestion = z.infer<typeof LiveQuestionSchema>;

export const LiveServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hosting'), session: LiveSessionViewSchema }),
  z.object({
    type: z.literal('joined'),
    playerId: z.string(),
    nickname: z.string(),
    rejoinToken: z.string(),
    score: z.number().int(),
    phase: LivePhaseSchema,
  }),
  /** To the host: who is in the session now (on a removal; the host's view on connecting has the list too). */
  z.object({ type: z.literal('players'), players: z.array(LivePlayerSchema) }),
  /** To the host: one player more. The whole list on every join sent a hall of 1,000 players 40 MB. */
  z.object({ type: z.literal('playerJoined'), player: LivePlayerSchema }),
  z.object({ type: z.literal('question'), question: LiveQuestionSchema }),
  z.object({ type: z.literal('answerReceived'), questionIndex: z.number().int() }),
  /** To the host: answers so far to the open question. */
  z.object({
    type: z.literal('answerCount'),
    questionIndex: z.number().int(),
    answered: z.number().int(),
    players: z.number().int(),
  }),
  /** The answer, at time-up or when everyone answered; `you` is the player's own result (absent for the host). */
  z.object({
    type: z.literal('reveal'),
    questionIndex: z.number().int(),
    correctAnswer: z.unknown(),
    answered: z.number().int(),
    correct: z.number().int(),
    /** How many picked each option (shown ids; options nobody picked are absent); null for types without options. */
    distribution: z.record(z.string(), z.number().int()).nullable(),
    you: z
      .object({
        answered: z.boolean(),
        correct: z.boolean(),
        points: z.number().int(),
        score: z.number().int(),
        rank: z.number().int(),
      })
      .optional(),
  }),
  z.object({
    type: z.literal('leaderboard'),
    questionIndex: z.number().int(),
    top: z.array(LiveLeaderboardEntrySchema),
  }),
  z.object({
    type: z.literal('ended'),
    podium: z.array(LiveRankedPlayerSchema),
    you: LiveRankedPlayerSchema.optional(),
  }),
  z.object({ type: z.literal('paused'), questionIndex: z.number().int(), remainingMs: z.number().int() }),
  z.object({ type: z.literal('resumed'), questionIndex: z.number().int(), deadlineAt: z.string() }),
  z.object({ type: z.literal('skipped'), questionIndex: z.number().int() }),
  z.object({ type: z.literal('removed'), message: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type LiveServerMessage = z.infer<typeof LiveServerMessageSchema>;

/**
 * Points of one answer: the grade's score (1 right, a fraction for partial credit, 0 wrong) times up
 * to 1000, falling linearly to half at the deadline: round(1000 × score × (1 − elapsed / limit / 2)).
 */
export function livePoints(score: number, elapsedMs: number, limitMs: number): number {
  const share = Math.min(1, Math.max(0, elapsedMs / limitMs));
  return Math.round(LIVE_POINTS_MAX * Math.min(1, Math.max(0, score)) * (1 - share / 2));
}
