import type { LivePlayer, LiveSessionView } from '@quizmaker/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, useToast } from '../../../ui/index.ts';
import { QrCode } from './QrCode.tsx';

/** The PIN in two groups of three, as people read it aloud ("482 913"). */
const groupedPin = (pin: string) => `${pin.slice(0, 3)} ${pin.slice(3)}`;

/** The PIN for a screen reader: digit by digit, so "482913" is not read as a number in the hundred thousands. */
const spokenPin = (pin: string) => pin.split('').join(' ');

/**
 * The lobby, made for a projector: the PIN large, the QR code and the join link, the players as they join
 * with their count (announced), and a way to remove one (after a confirmation).
 */
export function Lobby({
  session,
  players,
  onRemove,
}: {
  session: LiveSessionView;
  players: readonly LivePlayer[];
  onRemove: (player: LivePlayer) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const playersHeadingId = useId();
  const [removing, setRemoving] = useState<LivePlayer | null>(null);
  const pin = session.pin ?? '';

  const copy = () => {
    void navigator.clipboard
      .writeText(session.joinUrl)
      .then(() => toast.success(t('liveHost.lobby.copied')))
      .catch(() => undefined);
  };

  return (
    <section className="flex flex-col gap-6">
      <div className="grid items-center gap-6 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6 md:grid-cols-[1fr_auto]">
        <div className="flex min-w-0 flex-col gap-3">
          <h2 className="text-2xl font-bold sm:text-3xl">{t('liveHost.lobby.heading')}</h2>
          <p className="text-lg">
            {t('liveHost.lobby.joinAt')}{' '}
            <a href={session.joinUrl} className="font-semibold break-all">
              {session.joinUrl}
            </a>
          </p>
          <div>
            <p className="text-sm font-semibold tracking-wide text-muted uppercase">{t('liveHost.lobby.pin')}</p>
            <p className="font-mono text-6xl font-bold tracking-widest tabular-nums sm:text-8xl">
              <span className="sr-only">{t('liveHost.lobby.pinSpoken', { digits: spokenPin(pin) })}</span>
              <span aria-hidden="true" data-testid="live-pin">
                {groupedPin(pin)}
              </span>
            </p>
          </div>
          <div>
            <Button variant="secondary" size="sm" onClick={copy}>
              {t('liveHost.lobby.copy')}
            </Button>
          </div>
        </div>
        <div className="justify-self-center rounded-xl bg-white p-2">
          <QrCode
            text={session.joinUrl}
            label={t('liveHost.lobby.qr', { url: session.joinUrl })}
            className="h-48 w-48 sm:h-64 sm:w-64"
          />
        </div>
      </div>

      <section aria-labelledby={playersHeadingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={playersHeadingId} className="text-xl font-semibold">
            {t('liveHost.lobby.playersHeading')}
          </h2>
          <p role="status" className="text-lg font-semibold">
            {t('liveHost.lobby.players', { count: players.length })}
          </p>
        </div>
        {players.length === 0 ? (
          <p className="text-muted">{t('liveHost.lobby.waiting')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {players.map((player) => (
              <li
                key={player.id}
                className="flex items-center gap-1 rounded-full border border-border bg-surface-2 py-1 pr-1 pl-4 text-lg font-medium"
              >
                <span className="break-all">{player.nickname}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="rounded-full"
                  aria-label={t('liveHost.lobby.remove', { nickname: player.nickname })}
                  onClick={() => setRemoving(player)}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('liveHost.lobby.removeTitle')}
        message={t('liveHost.lobby.removeMessage', { nickname: removing?.nickname ?? '' })}
        confirmLabel={t('liveHost.lobby.removeConfirm')}
        onConfirm={() => {
          if (removing) {
            onRemove(removing);
            toast.success(t('liveHost.lobby.removed', { nickname: removing.nickname }));
          }
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
