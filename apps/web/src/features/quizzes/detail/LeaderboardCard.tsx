import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenMessage } from '../../../api/errors.ts';
import { LEADERBOARD_ALL, LEADERBOARD_TOP, leaderboardQuery } from '../../../api/quizzes.ts';
import { Alert, Badge, Button, Card, scoreTone, Spinner } from '../../../ui/index.ts';
import { MedalIcon, TrophyIcon } from '../../../ui/icons.tsx';
import { usePercent } from './format.ts';

/** The Leaderboard card of spec 3: best score per participant, medals for the top 3, Top 10 or all. */
export function LeaderboardCard({ quizId }: { quizId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const percent = usePercent();
  const [showAll, setShowAll] = useState(false);
  const board = useQuery(leaderboardQuery(quizId, showAll ? LEADERBOARD_ALL : LEADERBOARD_TOP));
  const data = board.data;
  return (
    <Card title={t('quizzes.leaderboard.title')} titleId={titleId}>
      {board.isPending ? (
        <Spinner />
      ) : board.isError ? (
        <Alert type="error">{screenMessage(board.error, t('quizzes.leaderboard.loadFailed'))}</Alert>
      ) : data && data.entries.length === 0 ? (
        <div className="py-6 text-center">
          <TrophyIcon className="mx-auto h-10 w-10 text-muted" />
          <p className="mt-2 font-semibold">{t('quizzes.leaderboard.emptyTitle')}</p>
          <p className="mt-1 text-sm text-muted">{t('quizzes.leaderboard.emptyHint')}</p>
        </div>
      ) : data ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted">{t('quizzes.leaderboard.participants', { count: data.participants })}</p>
          <ol className="flex flex-col gap-2" aria-busy={board.isFetching || undefined}>
            {data.entries.map((entry) => {
              const medal = entry.rank <= 3 ? (entry.rank as 1 | 2 | 3) : null;
              return (
                <li
                  key={entry.userId}
                  className={clsx(
                    'flex items-center gap-3 rounded-lg border px-3 py-2',
                    entry.rank <= 3 ? 'border-warning-soft-fg/40 bg-warning-soft/60' : 'border-border bg-surface',
                  )}
                >
                  <span className="w-10 text-center text-lg font-bold tabular-nums">
                    {medal ? (
                      <span
                        role="img"
                        className="inline-flex"
                        aria-label={`${t(`quizzes.leaderboard.medal.${medal}`)}, ${t('quizzes.leaderboard.rank', { rank: entry.rank })}`}
                      >
                        <MedalIcon rank={medal} />
                      </span>
                    ) : (
                      <>
                        <span className="sr-only">{t('quizzes.leaderboard.rank', { rank: entry.rank })}</span>
                        <span aria-hidden="true">{entry.rank}</span>
                      </>
                    )}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words">{entry.username}</span>
                    <span className="block truncate text-xs text-muted">
                      {t('quizzes.leaderboard.userId', { id: entry.userId })}
                    </span>
                  </span>
                  <Badge tone={scoreTone(entry.bestScore)}>{percent(entry.bestScore)}</Badge>
                </li>
              );
            })}
          </ol>
          {data.participants > LEADERBOARD_TOP ? (
            <Button
              variant="ghost"
              size="sm"
              className="self-center"
              onClick={() => setShowAll((value) => !value)}
              aria-expanded={showAll}
            >
              {showAll ? t('quizzes.leaderboard.showTop') : t('quizzes.leaderboard.showAll')}
            </Button>
          ) : null}
          <p className="border-t border-border pt-3 text-center text-sm text-muted">
            {t('quizzes.leaderboard.footer')}
          </p>
        </div>
      ) : null}
    </Card>
  );
}
