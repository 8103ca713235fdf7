import { LIVE_PIN_LENGTH, USERNAME_MAX } from '@quizmaker/contracts';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tokens } from '../../../api/tokens.ts';
import { useAuth } from '../../../app/auth/AuthProvider.tsx';
import { Alert, Button, TextField } from '../../../ui/index.ts';
import { ScreenHeading } from './ScreenHeading.tsx';
import type { JoinRequest } from './use-play-session.ts';

/** Large fields for a phone: at least 48 px high, and text big enough not to make iOS zoom in. */
const LARGE_FIELD = '[&_input]:min-h-12 [&_input]:text-lg';

/**
 * The PIN (from the join link's `?pin=` when there is one) and a nickname; a signed-in player joins under
 * their username with their access token instead. The server checks both and its refusal shows word for word.
 */
export function JoinForm({
  initialPin,
  error,
  joining,
  onJoin,
}: {
  initialPin: string;
  error: string | null;
  joining: boolean;
  onJoin: (request: JoinRequest) => void;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [pin, setPin] = useState(initialPin);
  const [nickname, setNickname] = useState('');

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const accessToken = user === null ? null : tokens.accessToken();
    onJoin(accessToken === null ? { pin: pin.trim(), nickname } : { pin: pin.trim(), accessToken });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div>
        <ScreenHeading>{t('livePlay.join.heading')}</ScreenHeading>
        <p className="mt-2 text-muted">{t('livePlay.join.intro')}</p>
      </div>
      <TextField
        label={t('livePlay.join.pin')}
        hint={t('livePlay.join.pinHint')}
        className={LARGE_FIELD}
        name="pin"
        inputMode="numeric"
        autoComplete="off"
        maxLength={LIVE_PIN_LENGTH}
        value={pin}
        onChange={(event) => setPin(event.target.value)}
        required
      />
      {user === null ? (
        <TextField
          label={t('livePlay.join.nickname')}
          hint={t('livePlay.join.nicknameHint')}
          className={LARGE_FIELD}
          name="nickname"
          autoComplete="nickname"
          maxLength={USERNAME_MAX}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          required
        />
      ) : (
        <p className="text-lg">{t('livePlay.join.asUser', { username: user.username })}</p>
      )}
      {error !== null ? <Alert type="error">{error}</Alert> : null}
      <Button type="submit" size="xl" className="min-h-12 w-full" loading={joining}>
        {joining ? t('livePlay.join.joining') : t('livePlay.join.submit')}
      </Button>
    </form>
  );
}
