import type { LiveLeaderboardEntry, LiveQuestion, LiveRankedPlayer } from '@quizmaker/contracts';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionLiveHost } from '../../../question-types/index.ts';
import { rankChange, type LiveRevealView } from './host-state.ts';

/** Whole seconds left until `deadlineAt` (never below 0), read again four times a second while running. */
function useSecondsLeft(deadlineAt: string, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running, deadlineAt]);
  return Math.max(0, Math.ceil((Date.parse(deadlineAt) - now) / 1000));
}

/**
 * The countdown from the server's deadline (the server owns the clock: at zero it reveals). A timer role
 * without a live region: announcing every second would drown the answer count.
 */
function Countdown({ question, remainingMs }: { question: LiveQuestion; remainingMs: number | null }) {
  const { t } = useTranslation();
  const running = remainingMs === null;
  const ticking = useSecondsLeft(question.deadlineAt, running);
  const seconds = running ? ticking : Math.ceil(remainingMs / 1000);
  const share = Math.min(1, seconds / Math.max(1, question.secondsPerQuestion));
  return (
    <div className="flex flex-col items-center gap-1">
      <span className="text-sm font-semibold text-muted">
        {running ? t('liveHost.question.timeLeft') : t('liveHost.question.paused')}
      </span>
      <span role="timer" aria-label={t('liveHost.question.timeLeft')} className="text-5xl font-bold tabular-nums">
        {t('liveHost.question.secondsLeft', { seconds })}
      </span>
      <div aria-hidden="true" className="h-2 w-32 overflow-hidden rounded-full bg-surface-2">
        <div className="h-full rounded-full bg-primary" style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
    </div>
  );
}

/**
 * One question on the projector: its number, text and options large (drawn by the type's web plugin), the
 * countdown and the answers so far (announced); at the reveal the correct answer marked, how many chose
 * each option, and how many answered and were right.
 */
export function QuestionStage({
  question,
  answered,
  players,
  remainingMs,
  reveal,
}: {
  question: LiveQuestion;
  answered: number;
  players: number;
  remainingMs: number | null;
  reveal: LiveRevealView | null;
}) {
  const { t } = useTranslation();
  const textId = useId();
  const shown = reveal?.questionIndex === question.index ? reveal : null;
  return (
    <section aria-labelledby={textId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <p className="text-lg font-semibold text-muted">
          {t('liveHost.question.progress', { number: question.index + 1, total: question.totalQuestions })}
        </p>
        {shown === null ? <Countdown question={question} remainingMs={remainingMs} /> : null}
      </div>
      <h2 id={textId} className="text-3xl leading-tight font-bold break-words sm:text-4xl">
        {question.questionText}
      </h2>
      {question.attachmentUrl ? (
        <img src={question.attachmentUrl} alt="" className="max-h-72 self-start rounded-lg border border-border" />
      ) : null}
      <QuestionLiveHost
        type={question.type}
        safeContent={question.safeContent}
        correctAnswer={shown?.correctAnswer ?? null}
        distribution={shown?.distribution ?? null}
        labelledBy={textId}
      />
      <p role="status" className="text-xl font-semibold">
        {shown === null
          ? t('liveHost.question.answers', { answered, players })
          : t('liveHost.reveal.counts', { answered: shown.answered, correct: shown.correct })}
      </p>
    </section>
  );
}

function RankMove({ entry }: { entry: LiveLeaderboardEntry }) {
  const { t } = useTranslation();
  const change = rankChange(entry);
  const [symbol, text] =
    change.kind === 'up'
      ? ['▲', t('liveHost.leaderboard.up', { count: change.places })]
      : change.kind === 'down'
        ? ['▼', t('liveHost.leaderboard.down', { count: change.places })]
        : change.kind === 'new'
          ? ['★', t('liveHost.leaderboard.newEntry')]
          : ['=', t('liveHost.leaderboard.same')];
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-md border border-border px-2 py-0.5 text-sm font-semibold">
      <span aria-hidden="true">{symbol}</span>
      {text}
    </span>
  );
}

/** The top five after a question, with how each rank moved since the question before. */
export function LeaderboardView({ top }: { top: readonly LiveLeaderboardEntry[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-3xl font-bold">
        {t('liveHost.leaderboard.heading')}
      </h2>
      {top.length === 0 ? (
        <p className="text-muted">{t('liveHost.leaderboard.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {top.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-border bg-surface px-4 py-3 text-xl"
            >
              <span className="w-10 text-2xl font-bold tabular-nums">{entry.rank}.</span>
              <span className="min-w-0 flex-1 font-semibold break-all">{entry.nickname}</span>
              <span className="font-semibold tabular-nums">
                {t('liveHost.leaderboard.points', { score: entry.score })}
              </span>
              <RankMove entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const PLACE_KEYS = ['liveHost.ended.first', 'liveHost.ended.second', 'liveHost.ended.third'] as const;
/** On wide screens the podium stands 2-1-3; the list itself stays in rank order for reading. */
const PLACE_ORDER = ['sm:order-2', 'sm:order-1', 'sm:order-3'] as const;
const PLACE_HEIGHT = ['sm:min-h-56', 'sm:min-h-44', 'sm:min-h-36'] as const;

/** The end: the top three on a podium, each with place, nickname and points. */
export function PodiumView({ podium }: { podium: readonly LiveRankedPlayer[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The controls are gone at the end: focus moves here, so keyboard and screen reader users land on the results.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
        {t('liveHost.ended.heading')}
      </h2>
      {podium.length === 0 ? (
        <p className="text-lg text-muted">{t('liveHost.ended.nobody')}</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-3 sm:items-end">
          {podium.slice(0, 3).map((entry, place) => (
            <li
              key={entry.id}
              className={clsx(
                'flex flex-col items-center justify-end gap-1 rounded-xl border-2 bg-surface p-4 text-center',
                place === 0 ? 'border-primary' : 'border-border',
                PLACE_ORDER[place],
                PLACE_HEIGHT[place],
              )}
            >
              <span className="text-sm font-semibold tracking-wide text-muted uppercase">
                {t(PLACE_KEYS[Math.min(entry.rank, 3) - 1] ?? PLACE_KEYS[0])}
              </span>
              <span aria-hidden="true" className="text-4xl font-bold">
                {entry.rank}
              </span>
              <span className="text-2xl font-bold break-all">{entry.nickname}</span>
              <span className="text-lg tabular-nums">{t('liveHost.leaderboard.points', { score: entry.score })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
