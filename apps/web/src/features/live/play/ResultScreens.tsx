import type { LiveRankedPlayer, LiveServerMessage } from '@quizmaker/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../../ui/index.ts';
import { ScreenHeading } from './ScreenHeading.tsx';

type Reveal = Extract<LiveServerMessage, { type: 'reveal' }>;

/** Right, partly right (partial credit), wrong or unanswered: in words and a symbol, not colour alone. */
function verdictOf(you: NonNullable<Reveal['you']>) {
  if (you.correct) {
    return { key: 'correct', symbol: '✓', tone: 'border-success bg-success-soft text-success-soft-fg' } as const;
  }
  if (you.points > 0) {
    return { key: 'partial', symbol: '◐', tone: 'border-warning bg-warning-soft text-warning-soft-fg' } as const;
  }
  return {
    key: you.answered ? 'wrong' : 'noAnswer',
    symbol: '✗',
    tone: 'border-danger bg-danger-soft text-danger-soft-fg',
  } as const;
}

/** The reveal on the phone: the player's verdict, the points this question earned, the score and the rank. */
/** What the phone waits for after a question: the next one, or after the last the final results. */
function WaitHint({ last }: { last: boolean }) {
  const { t } = useTranslation();
  return <p className="text-center text-muted">{t(last ? 'livePlay.reveal.final' : 'livePlay.reveal.next')}</p>;
}

export function RevealScreen({ reveal, last }: { reveal: Reveal; last: boolean }) {
  const { t } = useTranslation();
  const you = reveal.you;
  if (you === undefined) {
    return <WaitingScreen />;
  }
  const verdict = verdictOf(you);
  return (
    <section className="flex flex-col gap-4">
      <div className={clsx('rounded-xl border-2 px-4 py-5 text-center', verdict.tone)}>
        <ScreenHeading className="text-3xl">
          <span aria-hidden="true">{verdict.symbol} </span>
          {t(`livePlay.reveal.${verdict.key}`)}
        </ScreenHeading>
        <p className="mt-2 text-2xl font-bold tabular-nums">{t('livePlay.reveal.points', { points: you.points })}</p>
      </div>
      <div className="grid grid-cols-2 gap-3 text-center text-lg">
        <p className="rounded-xl border border-border bg-surface p-3 font-semibold tabular-nums">
          {t('livePlay.reveal.score', { score: you.score })}
        </p>
        <p className="rounded-xl border border-border bg-surface p-3 font-semibold tabular-nums">
          {t('livePlay.reveal.rank', { rank: you.rank })}
        </p>
      </div>
      <WaitHint last={last} />
    </section>
  );
}

/** A ranked list (leaderboard top 5, podium top 3); the player's own line says so in words. */
function RankedList({ players, me, label }: { players: LiveRankedPlayer[]; me: string | null; label: string }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={label} className="flex flex-col gap-2">
      {players.map((player) => {
        const mine = player.nickname === me;
        return (
          <li
            key={player.id}
            className={clsx(
              'flex items-center gap-3 rounded-xl border px-4 py-3 text-lg',
              mine ? 'border-2 border-primary bg-primary-soft text-primary-soft-fg' : 'border-border bg-surface',
            )}
          >
            <span className="w-8 shrink-0 font-bold tabular-nums">{player.rank}.</span>
            <span className="min-w-0 flex-1 font-medium break-words">
              {player.nickname}
              {mine ? ` (${t('livePlay.leaderboard.you')})` : null}
            </span>
            <span className="shrink-0 tabular-nums">{t('livePlay.ended.points', { score: player.score })}</span>
          </li>
        );
      })}
    </ol>
  );
}

export function LeaderboardScreen({ top, me, last }: { top: LiveRankedPlayer[]; me: string | null; last: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      <ScreenHeading>{t('livePlay.leaderboard.heading')}</ScreenHeading>
      <RankedList players={top} me={me} label={t('livePlay.leaderboard.heading')} />
      <WaitHint last={last} />
    </section>
  );
}

export function EndedScreen({
  podium,
  you,
  onAgain,
}: {
  podium: LiveRankedPlayer[];
  you: LiveRankedPlayer | null;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      <ScreenHeading>{t('livePlay.ended.heading')}</ScreenHeading>
      {you !== null ? (
        <p className="text-xl font-semibold">{t('livePlay.ended.rank', { rank: you.rank, score: you.score })}</p>
      ) : null}
      <h2 className="text-lg font-semibold">{t('livePlay.ended.podium')}</h2>
      <RankedList players={podium} me={you?.nickname ?? null} label={t('livePlay.ended.podium')} />
      <Button size="xl" className="min-h-12 w-full" onClick={onAgain}>
        {t('livePlay.ended.again')}
      </Button>
    </section>
  );
}

export function RemovedScreen({ message, onAgain }: { message: string; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      <ScreenHeading>{t('livePlay.removed.heading')}</ScreenHeading>
      <Alert type="warning">{message}</Alert>
      <Button size="xl" className="min-h-12 w-full" onClick={onAgain}>
        {t('livePlay.removed.again')}
      </Button>
    </section>
  );
}

export function SkippedScreen({ questionIndex, last }: { questionIndex: number; last: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-3">
      <ScreenHeading>{t('livePlay.skipped.heading')}</ScreenHeading>
      <p className="text-lg">{t('livePlay.skipped.text', { number: questionIndex + 1 })}</p>
      <WaitHint last={last} />
    </section>
  );
}

/** In the lobby (`lobby`) or between questions: who you are, and that the host moves the game on. */
export function WaitingScreen({ lobby = false, nickname = null }: { lobby?: boolean; nickname?: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-3 py-8 text-center">
      <ScreenHeading className="text-3xl">{t('livePlay.lobby.heading')}</ScreenHeading>
      <p className="text-xl">{lobby ? t('livePlay.lobby.waiting') : t('livePlay.between.waiting')}</p>
      {nickname !== null ? <p className="text-lg text-muted">{t('livePlay.lobby.nickname', { nickname })}</p> : null}
      <span
        aria-hidden="true"
        className="mt-4 h-3 w-3 animate-ping rounded-full bg-primary motion-reduce:animate-none"
      />
    </section>
  );
}
