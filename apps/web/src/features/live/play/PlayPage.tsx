import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../app/page-title.ts';
import { JoinForm } from './JoinForm.tsx';
import { QuestionScreen } from './QuestionScreen.tsx';
import {
  EndedScreen,
  LeaderboardScreen,
  RemovedScreen,
  RevealScreen,
  SkippedScreen,
  WaitingScreen,
} from './ResultScreens.tsx';
import { usePlaySession, type PlaySession } from './use-play-session.ts';

/** The screen of the current moment; each is keyed so that its heading takes the focus when it appears. */
function CurrentScreen({ session, linkPin }: { session: PlaySession; linkPin: string }) {
  const { t } = useTranslation();
  const { state } = session;
  const screen = state.screen;
  const nickname = state.player?.nickname ?? null;
  const isLast = (questionIndex: number) => state.totalQuestions !== null && questionIndex >= state.totalQuestions - 1;
  switch (screen.kind) {
    case 'join':
      if (session.resuming) {
        return (
          <p role="status" className="py-8 text-center text-lg">
            {t('livePlay.status.connecting')}
          </p>
        );
      }
      return (
        <JoinForm
          initialPin={session.lastPin ?? linkPin}
          error={state.error}
          joining={state.joining}
          onJoin={session.join}
        />
      );
    case 'lobby':
      return <WaitingScreen lobby nickname={nickname} />;
    case 'between':
      return <WaitingScreen nickname={nickname} />;
    case 'question':
      return (
        <QuestionScreen
          key={`question-${screen.question.index}`}
          question={screen.question}
          answer={screen.answer}
          response={screen.response}
          pausedMs={screen.pausedMs}
          offline={session.status === 'reconnecting'}
          error={state.error}
          onChange={(response) => session.draft(screen.question.index, response)}
          onSubmit={(response) => {
            if (!session.answer(screen.question.index, response)) {
              session.notSent(t('livePlay.question.notSent'));
            }
          }}
        />
      );
    case 'reveal':
      return (
        <RevealScreen
          key={`reveal-${screen.reveal.questionIndex}`}
          reveal={screen.reveal}
          last={isLast(screen.reveal.questionIndex)}
        />
      );
    case 'leaderboard':
      return <LeaderboardScreen top={screen.top} me={nickname} last={isLast(screen.questionIndex)} />;
    case 'skipped':
      return (
        <SkippedScreen
          key={`skipped-${screen.questionIndex}`}
          questionIndex={screen.questionIndex}
          last={isLast(screen.questionIndex)}
        />
      );
    case 'ended':
      return <EndedScreen podium={screen.podium} you={screen.you} onAgain={session.restart} />;
    case 'removed':
      return <RemovedScreen message={screen.message} onAgain={session.restart} />;
  }
}

/**
 * /play (public): a player's phone in a live session (issue 22). Join with the PIN (the host's join link
 * fills it in from `?pin=`), then follow the host's game: lobby, questions against the clock, reveals with
 * points and rank, the podium. A reload or a lost network rejoins the same player.
 */
export default function PlayPage() {
  const { t } = useTranslation();
  usePageTitle(t('livePlay.title'));
  const [params] = useSearchParams();
  const session = usePlaySession();
  const player = session.state.player;
  const linkPin = params.get('pin') ?? '';

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <div role="status" className="empty:hidden">
        {session.status === 'reconnecting' ? (
          <p className="rounded-lg border border-warning-soft-fg/30 bg-warning-soft px-4 py-2 text-center font-medium text-warning-soft-fg">
            {t('livePlay.status.reconnecting')}
          </p>
        ) : null}
      </div>
      {player !== null && session.state.screen.kind !== 'join' ? (
        <p className="text-center text-sm font-medium text-muted">
          {t('livePlay.player', { nickname: player.nickname, score: player.score })}
        </p>
      ) : null}
      <CurrentScreen session={session} linkPin={linkPin} />
    </div>
  );
}
