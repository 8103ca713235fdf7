import type { LiveQuestion } from '@quizmaker/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionLivePlayer, readyResponse } from '../../../question-types/index.ts';
import { Alert, Button } from '../../../ui/index.ts';
import { RichText } from '../../../ui/rich-text.tsx';
import { Countdown } from './Countdown.tsx';
import type { AnswerState } from './play-state.ts';
import { ScreenHeading } from './ScreenHeading.tsx';

/**
 * Every control of a type's answer widget at least 48 px in both directions on a phone (move buttons,
 * drag handles, text boxes); the choice types' own live tiles are larger already.
 */
const TOUCH_TARGETS =
  '[&_button]:min-h-12 [&_button]:min-w-12 [&_input[type=text]]:min-h-12 [&_input[type=text]]:text-lg [&_textarea]:text-lg';

/**
 * One question on the phone: its number and the countdown, the text (and picture), the type's live answer
 * widget, and Submit. After Submit the widget locks; "Answer received" follows the server's word.
 */
export function QuestionScreen({
  question,
  answer,
  response,
  pausedMs,
  offline,
  error,
  onChange,
  onSubmit,
}: {
  question: LiveQuestion;
  answer: AnswerState;
  response: unknown;
  pausedMs: number | null;
  /** The socket is away (reconnecting): an answer could not leave the phone, so Submit waits. */
  offline: boolean;
  error: string | null;
  onChange: (response: unknown) => void;
  onSubmit: (response: unknown) => void;
}) {
  const { t } = useTranslation();
  const textId = useId();
  const ready = readyResponse(question.type, response);
  const locked = answer !== 'open' || pausedMs !== null;

  return (
    <section aria-labelledby={`${textId}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3">
        <span id={`${textId}-heading`}>
          <ScreenHeading className="text-lg text-muted">
            {t('livePlay.question.heading', { number: question.index + 1, total: question.totalQuestions })}
          </ScreenHeading>
        </span>
        <Countdown
          deadlineAt={question.deadlineAt}
          secondsPerQuestion={question.secondsPerQuestion}
          pausedMs={pausedMs}
        />
      </div>
      {pausedMs !== null ? (
        <Alert type="info" title={t('livePlay.question.paused')}>
          {t('livePlay.question.pausedHint')}
        </Alert>
      ) : null}
      <RichText html={question.questionText} id={textId} className="text-xl font-semibold break-words" />
      {question.attachmentUrl !== null ? (
        <img
          src={question.attachmentUrl}
          alt={t('livePlay.question.image')}
          className="max-h-64 w-auto self-start rounded-lg border border-border"
        />
      ) : null}
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready !== null && !locked && !offline) {
            onSubmit(ready);
          }
        }}
      >
        <div className={TOUCH_TARGETS}>
          <QuestionLivePlayer
            type={question.type}
            safeContent={question.safeContent}
            response={response}
            onChange={onChange}
            disabled={locked}
            labelledBy={textId}
          />
        </div>
        {error !== null ? <Alert type="error">{error}</Alert> : null}
        {answer === 'open' ? (
          <Button
            type="submit"
            size="xl"
            className="min-h-12 w-full"
            disabled={ready === null || pausedMs !== null || offline}
          >
            {t('livePlay.question.submit')}
          </Button>
        ) : null}
        <div role="status" className="text-center">
          {answer === 'sent' ? <p className="text-lg">{t('livePlay.question.sending')}</p> : null}
          {answer === 'received' ? (
            <div className="rounded-xl border-2 border-success bg-success-soft px-4 py-3 text-success-soft-fg">
              <p className="text-xl font-bold">
                <span aria-hidden="true">✓ </span>
                {t('livePlay.question.received')}
              </p>
              <p className="mt-1">{t('livePlay.question.receivedHint')}</p>
            </div>
          ) : null}
        </div>
      </form>
    </section>
  );
}
