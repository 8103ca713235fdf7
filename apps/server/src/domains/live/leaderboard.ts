import type { LiveLeaderboardEntry, LivePlayer } from '@quizmaker/contracts';
import { rankPlayers } from './room.ts';

/**
 * The leaderboard after a question: the first `size` players by score now, each with its rank before
 * this question's points (`previousRank`). That earlier ranking holds the players who were in the
 * game when the question opened, with this question's points taken off; a player who joined during
 * the question has none (null), and nor has anyone while nobody had points yet (before the first
 * scored question every player ties at 0, which ranks nobody).
 */
export function leaderboardOf(
  players: readonly LivePlayer[],
  pointsOfQuestion: ReadonlyMap<string, number>,
  joinedDuringQuestion: ReadonlySet<string>,
  size: number,
): LiveLeaderboardEntry[] {
  const before = players
    .filter((player) => !joinedDuringQuestion.has(player.id))
    .map((player) => ({ ...player, score: player.score - (pointsOfQuestion.get(player.id) ?? 0) }));
  const previousRanks = before.some((player) => player.score !== 0)
    ? new Map(rankPlayers(before).map((player) => [player.id, player.rank]))
    : new Map<string, number>();
  return rankPlayers(players)
    .slice(0, size)
    .map((player) => ({ ...player, previousRank: previousRanks.get(player.id) ?? null }));
}
