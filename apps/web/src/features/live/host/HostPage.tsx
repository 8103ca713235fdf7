import type { LiveClientMessage, LivePlayer, LiveRankedPlayer } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { screenMessage } from '../../../api/errors.ts';
import { quizDetailQuery } from '../../../api/quizzes.ts';
import { useCrumbLabel } from '../../../app/layout/crumb-labels.ts';
import { usePageTitle } from '../../../app/page-title.ts';
import { useMessage } from '../../../i18n/messages.ts';
import { Alert, Button, ButtonLink, ConfirmDialog, PageSpinner } from '../../../ui/index.ts';
import type { LiveConnectionOptions } from '../connection.ts';
import { LeaderboardView, PodiumView, QuestionStage } from './GameViews.tsx';
import { skippedQuestionsOf } from './host-page-state.ts';
import type { HostState } from './host-state.ts';
import { Lobby } from './Lobby.tsx';
import { useHostSession } from './use-host-session.ts';

/** The final ranking when the podium message was missed (the host reconnected after the end): from the scores. */
function podiumOf(state: HostState): LiveRankedPlayer[] {
  if (state.podium) {
    return state.podium;
  }
  const sorted = [...state.players].sort((a, b) => b.score - a.score || a.nickname.localeCompare(b.nickname));
  return sorted.slice(0, 3).map((player) => ({
    ...player,
    rank: 1 + sorted.filter((other) => other.score > player.score).length,
  }));
}

/** The questions the session leaves out, with the reason each type gives. */
function SkippedQuestions({ skipped }: { skipped: ReturnType<typeof skippedQuestionsOf> }) {
  const { t } = useTranslation();
  if (skipped.length === 0) {
    return null;
  }
  return (
    <Alert type="warning" title={t('liveHost.skipped.title', { count: skipped.length })}>
      <ul className="list-disc pl-5">
        {skipped.map((entry) => (
          <li key={entry.index}>{t('liveHost.skipped.item', { number: entry.index + 1, reason: entry.reason })}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** The label of Next after a reveal: the leaderboard when it is on, else the next question or the end. */
function nextLabelKey(state: HostState) {
  const last = state.question !== null && state.question.index >= state.question.totalQuestions - 1;
  if (state.phase === 'REVEAL' && state.session?.settings.showLeaderboard) {
    return 'liveHost.reveal.showLeaderboard' as const;
  }
  return last ? ('liveHost.reveal.finish' as const) : ('liveHost.reveal.nextQuestion' as const);
}

/** What the host's main button does in each phase (none while paused: Resume is the pause button's). */
type PrimaryLabel = 'liveHost.lobby.start' | 'liveHost.question.reveal' | ReturnType<typeof nextLabelKey>;

function primaryAction(state: HostState): { label: PrimaryLabel; message: LiveClientMessage } | null {
  switch (state.phase) {
    case 'LOBBY':
      return { label: 'liveHost.lobby.start', message: { type: 'start' } };
    case 'QUESTION':
      return { label: 'liveHost.question.reveal', message: { type: 'next' } };
    case 'REVEAL':
    case 'LEADERBOARD':
      return { label: nextLabelKey(state), message: { type: 'next' } };
    default:
      return null;
  }
}

/**
 * The host's buttons. Every command is the server's to accept (it answers with the new phase). The main
 * button and the pause button keep their place across phases (Start, Show answer now, Show leaderboard, Next
 * question...; Pause, Resume), so keyboard focus stays on them and Enter moves the game on.
 */
function Controls({ state, send }: { state: HostState; send: ReturnType<typeof useHostSession>['send'] }) {
  const { t } = useTranslation();
  const startHintId = useId();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const { phase } = state;
  if (phase === null || phase === 'ENDED') {
    return null;
  }
  const primary = primaryAction(state);
  const waitingForPlayers = phase === 'LOBBY' && state.players.length === 0;
  const open = phase === 'QUESTION' || phase === 'PAUSED';
  return (
    <div role="group" aria-label={t('liveHost.host.controls')} className="flex flex-wrap items-center gap-2">
      {primary ? (
        <Button
          size="xl"
          disabled={waitingForPlayers}
          aria-describedby={waitingForPlayers ? startHintId : undefined}
          onClick={() => send(primary.message)}
        >
          {t(primary.label)}
        </Button>
      ) : null}
      {open ? (
        <Button
          size="lg"
          variant={phase === 'PAUSED' ? 'primary' : 'secondary'}
          onClick={() => send({ type: phase === 'PAUSED' ? 'resume' : 'pause' })}
        >
          {phase === 'PAUSED' ? t('liveHost.question.resume') : t('liveHost.question.pause')}
        </Button>
      ) : null}
      {open ? (
        <Button size="lg" variant="secondary" onClick={() => send({ type: 'skip' })}>
          {t('liveHost.question.skip')}
        </Button>
      ) : null}
      {waitingForPlayers ? (
        <p id={startHintId} className="text-sm text-muted">
          {t('liveHost.lobby.startHint')}
        </p>
      ) : null}
      <Button size="lg" variant="danger" className="ml-auto" onClick={() => setConfirmEnd(true)}>
        {t('liveHost.question.end')}
      </Button>
      <ConfirmDialog
        isOpen={confirmEnd}
        title={t('liveHost.question.endTitle')}
        message={t('liveHost.question.endMessage')}
        confirmLabel={t('liveHost.question.endConfirm')}
        onConfirm={() => {
          send({ type: 'end' });
          setConfirmEnd(false);
        }}
        onCancel={() => setConfirmEnd(false)}
      />
    </div>
  );
}

/**
 * The host's screen of one session, for a projector: lobby, each question with its countdown and answer
 * count, the reveal, the leaderboard and the podium, with the host's controls. The socket factory is for tests.
 */
export function HostScreen({
  sessionId,
  skipped = [],
  createSocket,
}: {
  sessionId: string;
  skipped?: ReturnType<typeof skippedQuestionsOf>;
  createSocket?: LiveConnectionOptions['createSocket'];
}) {
  const { t } = useTranslation();
  const msg = useMessage();
  const { view, state, status, send, reconnect } = useHostSession(sessionId, createSocket);
  const quizId = state.session?.quizId ?? view.data?.quizId ?? null;
  const quiz = useQuery({ ...quizDetailQuery(quizId ?? ''), enabled: quizId !== null });
  const title = quiz.data ? `${t('liveHost.host.title')}: ${quiz.data.title}` : t('liveHost.host.title');
  usePageTitle(title);
  useCrumbLabel(title);

  if (view.isPending) {
    return <PageSpinner />;
  }
  if (view.isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert type="error">{msg(screenMessage(view.error, t('liveHost.host.loadFailed')))}</Alert>
        <Link to="/my-quizzes">← {t('liveHost.host.backToQuiz')}</Link>
      </div>
    );
  }
  const { phase, session } = state;
  const removePlayer = (player: LivePlayer) => send({ type: 'removePlayer', playerId: player.id });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold text-muted">{title}</h1>
        {session && phase === 'LOBBY' ? (
          <p className="text-muted">
            {t('liveHost.lobby.summary', {
              count: session.totalQuestions,
              seconds: session.settings.secondsPerQuestion,
            })}
          </p>
        ) : null}
      </div>
      {status === 'reconnecting' ? <Alert type="warning">{t('liveHost.host.reconnecting')}</Alert> : null}
      {status === 'closed' && phase !== 'ENDED' ? (
        <Alert type="error">
          <span className="mr-2">{t('liveHost.host.closed')}</span>
          <Button size="sm" variant="secondary" onClick={reconnect}>
            {t('liveHost.host.reconnect')}
          </Button>
        </Alert>
      ) : null}
      {state.error ? <Alert type="error">{msg(state.error)}</Alert> : null}
      {session === null ? (
        <p role="status">{t('liveHost.host.connecting')}</p>
      ) : (
        <>
          {phase === 'LOBBY' ? <SkippedQuestions skipped={skipped} /> : null}
          {state.skippedNumber !== null && (phase === 'QUESTION' || phase === 'PAUSED') ? (
            <p role="status" className="text-muted">
              {t('liveHost.question.skippedNote', { number: state.skippedNumber })}
            </p>
          ) : null}
          {phase === 'LOBBY' ? <Lobby session={session} players={state.players} onRemove={removePlayer} /> : null}
          {(phase === 'QUESTION' || phase === 'PAUSED' || phase === 'REVEAL') && state.question ? (
            <QuestionStage
              question={state.question}
              answered={state.answered}
              players={state.answerPlayers ?? state.players.length}
              remainingMs={state.remainingMs}
              reveal={state.reveal}
            />
          ) : null}
          {phase === 'LEADERBOARD' ? <LeaderboardView top={state.leaderboard ?? []} /> : null}
          {phase === 'ENDED' ? (
            <>
              <PodiumView podium={podiumOf(state)} />
              <div className="flex flex-wrap gap-2">
                <ButtonLink to={`/quizzes/${session.quizId}?liveReport=${session.id}`}>
                  {t('liveHost.ended.report')}
                </ButtonLink>
                <ButtonLink variant="secondary" to={`/quizzes/${session.quizId}`}>
                  {t('liveHost.host.backToQuiz')}
                </ButtonLink>
              </div>
            </>
          ) : null}
          <Controls state={state} send={send} />
        </>
      )}
    </div>
  );
}

/** /live/host/:sessionId: the host's screen; the settings dialog passes the questions the session left out. */
export default function HostPage() {
  const { sessionId = '' } = useParams();
  const location = useLocation();
  return <HostScreen key={sessionId} sessionId={sessionId} skipped={skippedQuestionsOf(location.state)} />;
}
