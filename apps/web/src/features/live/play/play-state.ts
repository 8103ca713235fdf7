import { liveMessages, type LiveQuestion, type LiveRankedPlayer, type LiveServerMessage } from '@quizmaker/contracts';

type Reveal = Extract<LiveServerMessage, { type: 'reveal' }>;

/** Where the player's answer to the open question is: being chosen, on its way, or taken by the server. */
export type AnswerState = 'open' | 'sent' | 'received';

/** What the phone shows: one screen per moment of the game (docs/live.md, states). */
export type PlayScreen =
  | { kind: 'join' }
  | { kind: 'lobby' }
  /** Joined while a question was revealed, or after answering it: the next question comes by itself. */
  | { kind: 'between' }
  | {
      kind: 'question';
      question: LiveQuestion;
      answer: AnswerState;
      /** The response being chosen (kept across a reconnection), in the type's response shape. */
      response: unknown;
      /** Time left when the host paused; null while the clock runs. */
      pausedMs: number | null;
    }
  | { kind: 'reveal'; reveal: Reveal }
  | { kind: 'leaderboard'; questionIndex: number; top: LiveRankedPlayer[] }
  | { kind: 'skipped'; questionIndex: number }
  | { kind: 'ended'; podium: LiveRankedPlayer[]; you: LiveRankedPlayer | null }
  | { kind: 'removed'; message: string };

export interface PlayState {
  screen: PlayScreen;
  /** Who plays on this phone, once the server took them; null before (and after a refused rejoin). */
  player: { nickname: string; score: number; rank: number | null } | null;
  /** The server's last refusal, word for word; cleared by the next step forward. */
  error: string | null;
  /** A join or rejoin was sent and its answer has not come yet. */
  joining: boolean;
  /** Questions in the game, known from the first question this phone saw: after the last, no "next question" waits. */
  totalQuestions: number | null;
}

export type PlayAction =
  | { type: 'joining' }
  | { type: 'server'; message: LiveServerMessage }
  | { type: 'draft'; questionIndex: number; response: unknown }
  | { type: 'sent'; questionIndex: number }
  | { type: 'notSent'; message: string }
  /** Back to the join form, e.g. "Join again" after removal or the end. */
  | { type: 'restart' };

export const initialPlayState: PlayState = {
  screen: { kind: 'join' },
  player: null,
  error: null,
  joining: false,
  totalQuestions: null,
};

/** The screen a (re)joined player starts on for the session's phase; a question arrives by itself when one is open. */
function screenAfterJoin(state: PlayState, phase: Extract<LiveServerMessage, { type: 'joined' }>['phase']): PlayScreen {
  const screen = state.screen;
  if (phase === 'LOBBY') {
    return { kind: 'lobby' };
  }
  // A rejoin during the question this phone shows keeps it (with the answer being chosen); the server
  // sends the question again unless it has the answer.
  if ((phase === 'QUESTION' || phase === 'PAUSED') && screen.kind === 'question') {
    return screen;
  }
  if (phase === 'ENDED') {
    return screen.kind === 'ended' ? screen : { kind: 'between' };
  }
  return { kind: 'between' };
}

function onServer(state: PlayState, message: LiveServerMessage): PlayState {
  const screen = state.screen;
  switch (message.type) {
    case 'joined':
      return {
        ...state,
        joining: false,
        error: null,
        player: { nickname: message.nickname, score: message.score, rank: state.player?.rank ?? null },
        screen: screenAfterJoin(state, message.phase),
      };
    case 'question': {
      const same = screen.kind === 'question' && screen.question.index === message.question.index;
      return {
        ...state,
        error: null,
        totalQuestions: message.question.totalQuestions,
        screen: {
          kind: 'question',
          question: message.question,
          // Sent again after a reconnection: the server has no answer from this player yet.
          answer: 'open',
          response: same ? screen.response : null,
          pausedMs: null,
        },
      };
    }
    case 'answerReceived':
      if (screen.kind === 'question' && screen.question.index === message.questionIndex) {
        return { ...state, error: null, screen: { ...screen, answer: 'received' } };
      }
      return state;
    case 'paused':
      if (screen.kind === 'question' && screen.question.index === message.questionIndex) {
        return { ...state, screen: { ...screen, pausedMs: message.remainingMs } };
      }
      return state;
    case 'resumed':
      if (screen.kind === 'question' && screen.question.index === message.questionIndex) {
        return {
          ...state,
          screen: { ...screen, pausedMs: null, question: { ...screen.question, deadlineAt: message.deadlineAt } },
        };
      }
      return state;
    case 'skipped':
      return { ...state, error: null, screen: { kind: 'skipped', questionIndex: message.questionIndex } };
    case 'reveal': {
      const player =
        state.player && message.you
          ? { ...state.player, score: message.you.score, rank: message.you.rank }
          : state.player;
      return { ...state, error: null, player, screen: { kind: 'reveal', reveal: message } };
    }
    case 'leaderboard':
      return {
        ...state,
        error: null,
        screen: { kind: 'leaderboard', questionIndex: message.questionIndex, top: message.top },
      };
    case 'ended':
      return {
        ...state,
        error: null,
        joining: false,
        screen: { kind: 'ended', podium: message.podium, you: message.you ?? null },
      };
    case 'removed':
      return { ...state, error: null, joining: false, screen: { kind: 'removed', message: message.message } };
    case 'error':
      return onError(state, message.message);
    case 'hosting':
    case 'players':
    case 'playerJoined':
    case 'answerCount':
      return state;
  }
}

function onError(state: PlayState, message: string): PlayState {
  const screen = state.screen;
  if (state.player === null || state.joining) {
    // The join (or rejoin) was refused: back to the form with the server's words.
    return { ...state, joining: false, player: null, error: message, screen: { kind: 'join' } };
  }
  if (screen.kind === 'question' && screen.answer === 'sent') {
    // The server has this player's answer already: nothing is lost, the wait goes on.
    if (message === liveMessages.alreadyAnswered) {
      return { ...state, error: message, screen: { ...screen, answer: 'received' } };
    }
    // Refused (time up, paused, unreadable): the player may try again while the question is open.
    return { ...state, error: message, screen: { ...screen, answer: 'open' } };
  }
  return { ...state, error: message };
}

/** The player's screens as a pure function of what the server said and what the player did. */
export function playReducer(state: PlayState, action: PlayAction): PlayState {
  switch (action.type) {
    case 'joining':
      return { ...state, joining: true, error: null };
    case 'server':
      return onServer(state, action.message);
    case 'draft':
      if (state.screen.kind === 'question' && state.screen.question.index === action.questionIndex) {
        return { ...state, screen: { ...state.screen, response: action.response } };
      }
      return state;
    case 'sent':
      if (state.screen.kind === 'question' && state.screen.question.index === action.questionIndex) {
        return { ...state, error: null, screen: { ...state.screen, answer: 'sent' } };
      }
      return state;
    case 'notSent':
      return { ...state, error: action.message };
    case 'restart':
      return { ...initialPlayState };
  }
}
