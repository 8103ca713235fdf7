import type { AttemptQuestion } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attemptQuestionsQuery, attemptsApi } from '../../api/attempts.ts';
import { screenMessage } from '../../api/errors.ts';
import { Alert, Badge, Button, Modal, Spinner } from '../../ui/index.ts';
import { checkBatch, finalResponse, isAnswered, sameResponse, type Drafts } from './answers.ts';
import { AttemptProgress } from './OneByOne.tsx';
import { QuestionCard } from './QuestionCard.tsx';
import type { SessionApi } from './session.ts';

/** Spec 3 section 4: the batch progress goes from 10 % to 90 % in steps every 100 ms; completion follows 500 ms after. */
export const PROGRESS_STEP_MS = 100;
export const COMPLETE_DELAY_MS = 500;
/** Answers are saved on the server this long after the last change, so a reload or another device shows them. */
export const AUTOSAVE_MS = 1500;

type Phase =
  | { kind: 'answering' }
  | { kind: 'confirm' }
  | { kind: 'submitting'; progress: number }
  | { kind: 'error'; message: string };

/** The answers that differ from what the server holds (spec 3 section 4: only changed answers are sent). */
export function changedAnswers(questions: AttemptQuestion[], responses: Drafts, saved: Drafts) {
  return questions
    .filter(
      (question) =>
        isAnswered(question.type, responses[question.id]) &&
        !sameResponse(question.type, responses[question.id], saved[question.id]),
    )
    .map((question) => ({ questionId: question.id, response: finalResponse(question.type, responses[question.id]) }));
}

/**
 * ALL_AT_ONCE: every question of the attempt (in its shuffled order) on one page, answers saved as
 * they are given and submitted together; unanswered questions are warned about and scored 0.
 */
export function AllAtOnce({ session }: { session: SessionApi }) {
  const { t } = useTranslation();
  const { attempt } = session;
  const id = attempt.attemptId;
  const statusId = useId();
  const questions = useQuery(attemptQuestionsQuery(id));
  const list = useMemo(() => questions.data ?? [], [questions.data]);
  const savedOnServer = useMemo(
    (): Drafts => Object.fromEntries(attempt.answers.map((answer) => [answer.questionId, answer.response])),
    [attempt.answers],
  );
  const saved = useRef<Drafts>(savedOnServer);
  const responses = useMemo(() => ({ ...savedOnServer, ...session.drafts }), [savedOnServer, session.drafts]);
  const [phase, setPhase] = useState<Phase>({ kind: 'answering' });
  const check = checkBatch(list, responses);

  /**
   * Sends the answers of `sending` that differ from what the server holds (the batch call upserts them
   * until completion). An answer counts as saved in the form it was sent: one changed while the call was
   * on its way is still different, so the next save sends it.
   */
  const save = async (sending: Drafts) => {
    const changes = changedAnswers(list, sending, saved.current);
    if (changes.length === 0) {
      return;
    }
    await attemptsApi.batch(id, changes);
    for (const change of changes) {
      saved.current = { ...saved.current, [change.questionId]: sending[change.questionId] };
    }
  };
  // The timer, leaving the page and the autosave send the answers shown at that moment.
  const saveShown = useEffectEvent(() => save(responses));

  const { register } = session;
  useEffect(() => {
    register({ onTimeUp: () => saveShown(), flush: () => saveShown() });
    return () => register(null);
  }, [register]);

  // Autosave shortly after the last change.
  useEffect(() => {
    if (phase.kind !== 'answering' || session.timeUp) {
      return undefined;
    }
    const timer = setTimeout(() => void saveShown().catch(() => undefined), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [session.drafts, phase.kind, session.timeUp]);

  const submit = async () => {
    setPhase({ kind: 'submitting', progress: 10 });
    const ticker = setInterval(
      () =>
        setPhase((current) =>
          current.kind === 'submitting' ? { ...current, progress: Math.min(90, current.progress + 10) } : current,
        ),
      PROGRESS_STEP_MS,
    );
    try {
      await save(responses);
      clearInterval(ticker);
      setPhase({ kind: 'submitting', progress: 100 });
      await new Promise((resolve) => setTimeout(resolve, COMPLETE_DELAY_MS));
      await session.finish();
    } catch (failure) {
      clearInterval(ticker);
      setPhase({
        kind: 'error',
        message: screenMessage(failure, t('attempts.errors.batch')) ?? t('attempts.errors.batch'),
      });
    }
  };

  const requestSubmit = () => {
    if (check.answered.length === 0) {
      return;
    }
    if (check.unanswered.length > 0) {
      setPhase({ kind: 'confirm' });
      return;
    }
    void submit();
  };

  if (questions.isPending) {
    return (
      <div className="flex justify-center py-10 text-primary">
        <Spinner size="lg" />
      </div>
    );
  }
  if (questions.isError) {
    return <Alert type="error">{screenMessage(questions.error, t('attempts.errors.init'))}</Alert>;
  }

  const total = list.length;
  const busy = phase.kind === 'submitting' || session.finishing || session.timeUp;
  const nothing = check.answered.length === 0;
  return (
    <div className="flex flex-col gap-5">
      <div className="sticky top-0 z-10 -mx-2 flex flex-col gap-3 rounded-b-xl bg-page/95 px-2 py-3 backdrop-blur">
        <AttemptProgress
          answered={check.answered.length}
          total={total}
          label={t('attempts.take.answeredOf', { answered: check.answered.length, total })}
        />
        <nav aria-label={t('attempts.take.questionNav')}>
          <ol className="flex flex-wrap gap-1.5">
            {list.map((question) => {
              const done = isAnswered(question.type, responses[question.id]);
              return (
                <li key={question.id}>
                  <a
                    href={`#question-${question.position}`}
                    className={clsx(
                      'inline-flex h-8 min-w-8 items-center justify-center rounded-md border px-2 text-sm font-medium no-underline',
                      done ? 'border-primary bg-primary text-primary-fg' : 'border-control bg-surface text-fg',
                    )}
                  >
                    {question.position}
                    <span className="sr-only">
                      {' '}
                      {t('attempts.take.goToQuestion', { number: question.position })},{' '}
                      {done ? t('attempts.take.answered') : t('attempts.take.notAnswered')}
                    </span>
                  </a>
                </li>
              );
            })}
          </ol>
        </nav>
      </div>

      {list.map((question) => (
        <QuestionCard
          key={question.id}
          question={question}
          label={t('attempts.take.questionOf', { number: question.position, total })}
          response={responses[question.id]}
          onChange={(next) => session.setDraft(question.id, next)}
          disabled={busy}
          status={
            isAnswered(question.type, responses[question.id]) ? (
              <Badge tone="success" size="sm">
                {t('attempts.take.answered')}
              </Badge>
            ) : null
          }
        />
      ))}

      <div className="flex flex-col items-end gap-2 border-t border-border pt-4">
        {phase.kind === 'error' ? (
          <Alert type="error" title={t('attempts.take.submissionError')} className="w-full">
            {phase.message}
          </Alert>
        ) : null}
        {phase.kind === 'submitting' ? (
          <div className="w-full">
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={phase.progress}
              aria-label={t('attempts.take.submittingAll', { percent: phase.progress })}
              className="h-2 overflow-hidden rounded-full bg-surface-2"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width] duration-100"
                style={{ width: `${phase.progress}%` }}
              />
            </div>
            <p className="mt-1 text-sm text-muted" aria-live="polite">
              {t('attempts.take.submittingAll', { percent: phase.progress })}
            </p>
          </div>
        ) : null}
        {nothing ? (
          <p id={statusId} className="text-sm text-muted">
            {t('attempts.take.noAnswers')}
          </p>
        ) : null}
        <Button
          size="lg"
          onClick={requestSubmit}
          disabled={nothing || busy}
          loading={phase.kind === 'submitting'}
          aria-describedby={nothing ? statusId : undefined}
        >
          {phase.kind === 'error' ? t('attempts.take.tryAgain') : t('attempts.take.submitAll')}
        </Button>
      </div>

      <Modal
        isOpen={phase.kind === 'confirm'}
        onClose={() => setPhase({ kind: 'answering' })}
        title={t('attempts.take.submitAll')}
        role="alertdialog"
        size="md"
        footer={
          <>
            <Button variant="secondary" onClick={() => setPhase({ kind: 'answering' })}>
              {t('attempts.take.keepAnswering')}
            </Button>
            <Button onClick={() => void submit()}>{t('attempts.take.submitAnyway')}</Button>
          </>
        }
      >
        <div className="flex flex-col gap-2">
          <p className="font-medium">{t('attempts.take.unanswered', { count: check.unanswered.length })}</p>
          {check.empty.map((question) => (
            <p key={question.id}>{t('attempts.take.emptyAnswer', { id: question.position })}</p>
          ))}
          <p className="text-sm text-muted">{t('attempts.take.unansweredHint')}</p>
        </div>
      </Modal>
    </div>
  );
}
