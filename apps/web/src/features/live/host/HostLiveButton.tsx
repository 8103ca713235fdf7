import { zodResolver } from '@hookform/resolvers/zod';
import {
  LIVE_SECONDS_DEFAULT,
  LIVE_SECONDS_MAX,
  LIVE_SECONDS_MIN,
  LiveSettingsSchema,
  type Quiz,
} from '@quizmaker/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { screenMessage } from '../../../api/errors.ts';
import { useCreateLiveSession } from '../../../api/live.ts';
import { useAuth } from '../../../app/auth/AuthProvider.tsx';
import { hasPermission } from '../../../app/auth/roles.ts';
import { useMessage } from '../../../i18n/messages.ts';
import { Alert, Button, CheckboxField, Modal, TextField, type ButtonSize } from '../../../ui/index.ts';
import type { HostPageState } from './host-page-state.ts';

type HostableQuiz = Pick<Quiz, 'id' | 'title' | 'status' | 'timerEnabled' | 'timerDuration' | 'questionCount'>;

/**
 * The time per question the server would choose (docs/live.md): the quiz's timer spread over its questions,
 * clamped to 5-240 s, or 20 s without a timer. An estimate: the server spreads it over the playable
 * questions only, which is why the form sends the time only when the host changed it.
 */
export function suggestedSeconds(quiz: Pick<Quiz, 'timerEnabled' | 'timerDuration' | 'questionCount'>): number {
  if (!quiz.timerEnabled || quiz.questionCount === 0) {
    return LIVE_SECONDS_DEFAULT;
  }
  const spread = Math.round((quiz.timerDuration * 60) / quiz.questionCount);
  return Math.min(LIVE_SECONDS_MAX, Math.max(LIVE_SECONDS_MIN, spread));
}

function SettingsForm({ quiz, onCancel }: { quiz: HostableQuiz; onCancel: () => void }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const navigate = useNavigate();
  const create = useCreateLiveSession();
  const suggested = suggestedSeconds(quiz);
  const {
    register,
    handleSubmit,
    formState: { errors, dirtyFields },
  } = useForm({
    resolver: zodResolver(LiveSettingsSchema),
    defaultValues: { secondsPerQuestion: suggested, showLeaderboard: true, shuffleAnswers: true, allowGuests: true },
  });

  const onSubmit = handleSubmit(({ secondsPerQuestion, ...switches }) => {
    // An untouched time stays unset, so the server derives it from the quiz's playable questions.
    const settings = dirtyFields.secondsPerQuestion ? { secondsPerQuestion, ...switches } : switches;
    create.mutate(
      { quizId: quiz.id, settings },
      {
        onSuccess: (created) => {
          const state: HostPageState = { skippedQuestions: created.skippedQuestions };
          void navigate(`/live/host/${created.id}`, { state });
        },
      },
    );
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)}>
      <p className="text-sm text-muted">{t('liveHost.settings.intro')}</p>
      <TextField
        label={t('liveHost.settings.seconds')}
        type="number"
        inputMode="numeric"
        min={LIVE_SECONDS_MIN}
        max={LIVE_SECONDS_MAX}
        step={1}
        hint={t('liveHost.settings.secondsHint', { min: LIVE_SECONDS_MIN, max: LIVE_SECONDS_MAX, seconds: suggested })}
        error={msg(errors.secondsPerQuestion?.message)}
        {...register('secondsPerQuestion', { valueAsNumber: true })}
      />
      <CheckboxField switch label={t('liveHost.settings.showLeaderboard')} {...register('showLeaderboard')} />
      <CheckboxField switch label={t('liveHost.settings.shuffleAnswers')} {...register('shuffleAnswers')} />
      <CheckboxField switch label={t('liveHost.settings.allowGuests')} {...register('allowGuests')} />
      {create.isError ? (
        <Alert type="error">{msg(screenMessage(create.error, t('liveHost.settings.failed')))}</Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {create.isPending ? t('liveHost.settings.starting') : t('liveHost.settings.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Host live': for a published quiz and a user who may create quizzes (the server's rule for hosting,
 * QUIZ_CREATE); opens the settings, then the host's lobby. Renders nothing for anyone else.
 */
export function HostLiveButton({
  quiz,
  size = 'md',
  namedByTitle = false,
}: {
  quiz: HostableQuiz;
  size?: ButtonSize;
  /** In a list, the button's accessible name carries the quiz's title so each row's button is told apart. */
  namedByTitle?: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (quiz.status !== 'PUBLISHED' || !hasPermission(user, 'QUIZ_CREATE')) {
    return null;
  }
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        onClick={() => setOpen(true)}
        aria-label={namedByTitle ? t('liveHost.openFor', { title: quiz.title }) : undefined}
      >
        {t('liveHost.open')}
      </Button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title={t('liveHost.settings.title')}>
        <SettingsForm quiz={quiz} onCancel={() => setOpen(false)} />
      </Modal>
    </>
  );
}
