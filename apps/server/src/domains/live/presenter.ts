import type { LiveSessionReport, LiveSessionView } from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { LiveAnswerRecord, LivePlayerRecord, LiveSessionRecord } from './repository.ts';
import { activePlayers, rankPlayers, type LiveFrozenQuestion, type LiveRoom } from './room.ts';

/** Where players join: the play page, with the PIN filled in while the session runs. */
export function liveJoinUrl(publicUrl: string, pin: string | null): string {
  return pin === null ? `${publicUrl}/play` : `${publicUrl}/play?pin=${pin}`;
}

/** The host's view of a room. */
export function presentView(room: LiveRoom, joinUrl: string): LiveSessionView {
  return {
    id: room.id,
    quizId: room.quizId,
    pin: room.pin,
    joinUrl,
    phase: room.phase,
    settings: room.settings,
    questionIndex: room.questionIndex,
    totalQuestions: room.questions.length,
    deadlineAt: room.deadlineAt?.toISOString() ?? null,
    players: activePlayers(room),
    createdAt: room.createdAt.toISOString(),
    expiresAt: room.expiresAt.toISOString(),
    endedAt: room.endedAt?.toISOString() ?? null,
  };
}

/**
 * A session's report from its rows: per question the answers, the correct share and the mean time;
 * per player (removed ones left out) the score, the correct answers and the rank.
 */
export function presentReport(
  session: Pick<LiveSessionRecord, 'id' | 'phase' | 'createdAt' | 'endedAt'> & { hostUsername: string },
  questions: readonly LiveFrozenQuestion[],
  players: readonly LivePlayerRecord[],
  answers: readonly LiveAnswerRecord[],
): LiveSessionReport {
  const correctByPlayer = new Map<string, number>();
  for (const answer of answers) {
    if (answer.isCorrect) {
      correctByPlayer.set(answer.playerId, (correctByPlayer.get(answer.playerId) ?? 0) + 1);
    }
  }
  const ranked = rankPlayers(
    players
      .filter((player) => !player.removed)
      .map((player) => ({ id: player.id, nickname: player.nickname, score: player.score })),
  );
  return {
    id: session.id,
    phase: session.phase,
    hostUsername: session.hostUsername,
    createdAt: session.createdAt.toISOString(),
    endedAt: session.endedAt?.toISOString() ?? null,
    questions: questions.map((question, index) => {
      const given = answers.filter((answer) => answer.questionIndex === index);
      const correct = given.filter((answer) => answer.isCorrect).length;
      return {
        index,
        questionId: question.id,
        questionText: question.questionText,
        answers: given.length,
        correct,
        correctShare: given.length === 0 ? 0 : correct / given.length,
        meanElapsedMs:
          given.length === 0
            ? null
            : Math.round(given.reduce((sum, answer) => sum + answer.elapsedMs, 0) / given.length),
        options: optionCounts(question, given),
      };
    }),
    players: ranked.map((player) => ({ ...player, correctCount: correctByPlayer.get(player.id) ?? 0 })),
  };
}

/** Each option of a question with options, how many answers picked it and whether it is right (stored responses name authored ids). */
function optionCounts(
  question: LiveFrozenQuestion,
  answers: readonly LiveAnswerRecord[],
): LiveSessionReport['questions'][number]['options'] {
  const handle = getQuestionType(question.type);
  const options = handle.liveOptionTexts(question.content);
  if (options === null) {
    return null;
  }
  const right = new Set(handle.liveOptionsChosen(handle.correctAnswer(question.content)) ?? []);
  const counts = new Map<string, number>();
  for (const answer of answers) {
    for (const id of handle.liveOptionsChosen(answer.response) ?? []) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return options.map(({ id, text }) => ({ text, count: counts.get(id) ?? 0, correct: right.has(id) }));
}
