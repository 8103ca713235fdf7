import type {
  LivePhase,
  LivePlayer,
  LiveRankedPlayer,
  LiveSettings,
  QuestionType,
  ScoringMode,
} from '@quizmaker/contracts';
import type { LiveAnswerRecord, LivePlayerRecord, LiveSessionRecord } from './repository.ts';

/** A playable question as the session froze it at creation (content with the answers: never sent before reveal). */
export interface LiveFrozenQuestion {
  id: string;
  type: QuestionType;
  questionText: string;
  attachmentUrl: string | null;
  content: unknown;
}

export interface RoomPlayer {
  id: string;
  nickname: string;
  /** Points of the revealed questions only: an open question's points stay hidden until its reveal. */
  score: number;
  removed: boolean;
}

/** What one process knows of a session it serves; the database row stays the record (see docs/live.md). */
export interface LiveRoom {
  id: string;
  quizId: string;
  hostId: string;
  pin: string | null;
  settings: LiveSettings;
  scoringMode: ScoringMode;
  questions: LiveFrozenQuestion[];
  phase: LivePhase;
  questionIndex: number;
  questionStartedAt: Date | null;
  deadlineAt: Date | null;
  /** When the open question was paused (the row's last change: nothing else changes a paused session's row). */
  pausedAt: Date | null;
  createdAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  players: Map<string, RoomPlayer>;
  /** Players who answered the open question. */
  answered: Set<string>;
}

/** A room rebuilt from the database (a process that did not create the session, or after a restart). */
export function roomOf(
  session: LiveSessionRecord,
  players: readonly LivePlayerRecord[],
  openAnswers: readonly LiveAnswerRecord[],
): LiveRoom {
  const hiddenPoints = new Map(openAnswers.map((answer) => [answer.playerId, answer.points]));
  return {
    id: session.id,
    quizId: session.quizId,
    hostId: session.hostId,
    pin: session.pin,
    settings: session.settings,
    scoringMode: session.scoringMode,
    questions: session.questions as LiveFrozenQuestion[],
    phase: session.phase,
    questionIndex: session.questionIndex,
    questionStartedAt: session.questionStartedAt,
    deadlineAt: session.deadlineAt,
    pausedAt: session.phase === 'PAUSED' ? session.updatedAt : null,
    createdAt: session.createdAt,
    expiresAt: session.expiresAt,
    endedAt: session.endedAt,
    players: new Map(
      players.map((player) => [
        player.id,
        {
          id: player.id,
          nickname: player.nickname,
          score: player.score - (hiddenPoints.get(player.id) ?? 0),
          removed: player.removed,
        },
      ]),
    ),
    answered: new Set(openAnswers.map((answer) => answer.playerId)),
  };
}

/** Players still in the game, in joining order. */
export function activePlayers(room: LiveRoom): LivePlayer[] {
  return [...room.players.values()]
    .filter((player) => !player.removed)
    .map((player) => ({ id: player.id, nickname: player.nickname, score: player.score }));
}

/**
 * Highest score first (ties by nickname, so the order is stable); equal scores share a rank and the
 * next rank counts them (1, 1, 3).
 */
export function rankPlayers(players: readonly LivePlayer[]): LiveRankedPlayer[] {
  const sorted = [...players].sort((a, b) => b.score - a.score || a.nickname.localeCompare(b.nickname));
  let rank = 0;
  return sorted.map((player, index) => {
    if (index === 0 || (sorted[index - 1] as LivePlayer).score !== player.score) {
      rank = index + 1;
    }
    return { ...player, rank };
  });
}
