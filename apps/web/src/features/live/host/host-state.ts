import type {
  LiveLeaderboardEntry,
  LivePhase,
  LivePlayer,
  LiveQuestion,
  LiveRankedPlayer,
  LiveServerMessage,
  LiveSessionView,
} from '@quizmaker/contracts';

export interface LiveRevealView {
  questionIndex: number;
  correctAnswer: unknown;
  answered: number;
  correct: number;
  distribution: Readonly<Record<string, number>> | null;
}

/** What the host's screen shows, built only from the server's messages (the server owns every phase change). */
export interface HostState {
  session: LiveSessionView | null;
  phase: LivePhase | null;
  players: LivePlayer[];
  question: LiveQuestion | null;
  answered: number;
  /** Players the server counted with the last answer count (null until one came: the players list counts then). */
  answerPlayers: number | null;
  /** Set while the open question is paused: the time that was left. */
  remainingMs: number | null;
  reveal: LiveRevealView | null;
  leaderboard: LiveLeaderboardEntry[] | null;
  podium: LiveRankedPlayer[] | null;
  /** 1-based number of the question the host skipped last, until the next phase shows. */
  skippedNumber: number | null;
  /** The last refusal the server sent (a command the state did not allow). */
  error: string | null;
}

export const initialHostState: HostState = {
  session: null,
  phase: null,
  players: [],
  question: null,
  answered: 0,
  answerPlayers: null,
  remainingMs: null,
  reveal: null,
  leaderboard: null,
  podium: null,
  skippedNumber: null,
  error: null,
};

/** The host's screen after one server message (pure, so the whole game can be tested without a socket). */
export function hostReducer(state: HostState, message: LiveServerMessage): HostState {
  switch (message.type) {
    case 'hosting':
      return {
        ...state,
        session: message.session,
        phase: message.session.phase,
        players: message.session.players,
        error: null,
      };
    case 'players':
      return { ...state, players: message.players };
    case 'playerJoined':
      // A reconnection may have brought the list with this player in it already.
      return state.players.some((player) => player.id === message.player.id)
        ? state
        : { ...state, players: [...state.players, message.player] };
    case 'question':
      return {
        ...state,
        phase: 'QUESTION',
        question: message.question,
        // The same question again (a reconnection) keeps its count; a new one starts from none.
        answered: state.question?.index === message.question.index ? state.answered : 0,
        answerPlayers: state.question?.index === message.question.index ? state.answerPlayers : null,
        remainingMs: null,
        reveal: null,
        leaderboard: null,
        error: null,
        // "Question N was skipped" stays on the question that follows N (index N), then goes.
        skippedNumber: state.skippedNumber === message.question.index ? state.skippedNumber : null,
      };
    case 'answerCount':
      return state.question?.index === message.questionIndex
        ? { ...state, answered: message.answered, answerPlayers: message.players }
        : state;
    case 'paused':
      return { ...state, phase: 'PAUSED', remainingMs: message.remainingMs, error: null };
    case 'resumed':
      return {
        ...state,
        phase: 'QUESTION',
        remainingMs: null,
        error: null,
        question:
          state.question?.index === message.questionIndex
            ? { ...state.question, deadlineAt: message.deadlineAt }
            : state.question,
      };
    case 'skipped':
      return { ...state, skippedNumber: message.questionIndex + 1, error: null };
    case 'reveal':
      return {
        ...state,
        phase: 'REVEAL',
        remainingMs: null,
        answered: message.answered,
        reveal: {
          questionIndex: message.questionIndex,
          correctAnswer: message.correctAnswer,
          answered: message.answered,
          correct: message.correct,
          distribution: message.distribution,
        },
        error: null,
      };
    case 'leaderboard':
      return { ...state, phase: 'LEADERBOARD', leaderboard: message.top, error: null };
    case 'ended':
      return { ...state, phase: 'ENDED', podium: message.podium, remainingMs: null, error: null };
    case 'error':
      return { ...state, error: message.message };
    case 'joined':
    case 'answerReceived':
    case 'removed':
      // Player messages: a host socket never gets them.
      return state;
  }
}

/** How a rank moved since the previous question: up or down by places, the same, or new (no rank before). */
export type RankChange = { kind: 'up' | 'down'; places: number } | { kind: 'same' } | { kind: 'new' };

export function rankChange(entry: LiveLeaderboardEntry): RankChange {
  if (entry.previousRank === null) {
    return { kind: 'new' };
  }
  if (entry.previousRank > entry.rank) {
    return { kind: 'up', places: entry.previousRank - entry.rank };
  }
  if (entry.previousRank < entry.rank) {
    return { kind: 'down', places: entry.rank - entry.previousRank };
  }
  return { kind: 'same' };
}
