import type { AnswerResult, CurrentQuestion, NextQuestion } from '@quizmaker/contracts';
import { attemptMessages } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attemptKeys, attemptsApi } from '../../api/attempts.ts';
import { isApiError, screenMessage } from '../../api/errors.ts';
import { QuestionReview } from '../../question-types/index.ts';
import { Alert, Button, Spinner } from '../../ui/index.ts';
import { finalResponse, isAnswered } from './answers.ts';
import { QuestionCard } from './QuestionCard.tsx';
import type { SessionApi } from './session.ts';
import { RichText } from '../../ui/rich-text.tsx';

function Progress({ answered, total, label }: { answered: number; total: number; label: string }) {
  const percent = total > 0 ? Math.round((answered / total) * 100) : 0;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm text-muted">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-label={label}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

export { Progress as AttemptProgress };

/** What an IMMEDIATE-feedback answer revealed, shown before the next question. */
interface Feedback {
  question: CurrentQuestion;
  response: unknown;
  result: AnswerResult & { isCorrect: boolean };
}

function FeedbackCard({
  feedback,
  label,
  onContinue,
  last,
}: {
  feedback: Feedback;
  label: string;
  onContinue: () => void;
  last: boolean;
}) {
  const { t } = useTranslation();
  const { question } = feedback.question;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const textId = `feedback-${question.id}`;
  return (
    <section aria-labelledby={`${textId}-label`} className="rounded-xl border border-border bg-surface p-5 shadow-sm">
      <h2
        id={`${textId}-label`}
        ref={headingRef}
        tabIndex={-1}
        className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase outline-none"
      >
        {label}
      </h2>
      <RichText html={question.questionText} id={textId} className="mb-4 text-lg font-medium" />
      <QuestionReview
        type={question.type}
        safeContent={question.safeContent}
        response={feedback.response}
        correctAnswer={feedback.result.correctAnswer ?? null}
        isCorrect={feedback.result.isCorrect}
        score={feedback.result.score ?? (feedback.result.isCorrect ? 1 : 0)}
        explanation={feedback.result.explanation ?? null}
        labelledBy={textId}
      />
      <div className="mt-5 flex justify-end">
        <Button size="lg" onClick={onContinue}>
          {last ? t('attempts.take.finish') : t('attempts.take.nextQuestion')}
        </Button>
      </div>
    </section>
  );
}

/** The answer call's next question (its fields at the top level) in the shape current-question answers. */
function asCurrent({ questionNumber, totalQuestions, ...question }: NextQuestion): CurrentQuestion {
  return { question, questionNumber, totalQuestions };
}

/**
 * ONE_BY_ONE and TIMED: the current question with 'Question n of N'; Submit Answer sends it and shows
 * the next one the server answers with; after the last one the attempt is completed (spec 3 section 2).
 */
export function OneByOne({ session }: { session: SessionApi }) {
  const { t } = useTranslation();
  const { attempt } = session;
  const id = attempt.attemptId;
  const first = useQuery({
    queryKey: attemptKeys.currentQuestion(id),
    queryFn: () => attemptsApi.currentQuestion(id),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const [current, setCurrent] = useState<CurrentQuestion | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const finishRequested = useRef(false);

  // A (re)loaded current question replaces the shown one, adjusted while rendering rather than in an effect.
  const [loadedFirst, setLoadedFirst] = useState<CurrentQuestion | undefined>(undefined);
  if (first.data !== loadedFirst) {
    setLoadedFirst(first.data);
    if (first.data) {
      setCurrent(first.data);
    }
  }

  // Every question answered already (e.g. the last answer went through just before a reload): complete.
  const allAnswered =
    first.isError &&
    isApiError(first.error) &&
    first.error.status === 409 &&
    first.error.serverMessage === attemptMessages.allAnswered;
  useEffect(() => {
    if (allAnswered && !finishRequested.current) {
      finishRequested.current = true;
      void session.finish();
    }
  }, [allAnswered, session]);

  useEffect(() => {
    if (moved.current) {
      headingRef.current?.focus();
    }
  }, [current?.question.id]);

  const question = current?.question;
  const response = question ? session.drafts[question.id] : undefined;
  const ready = question ? isAnswered(question.type, response) : false;

  // When time is up, the answer given to the question shown at that moment is sent.
  const sendShownAnswer = useEffectEvent(async () => {
    if (question && isAnswered(question.type, response)) {
      await attemptsApi.answer(id, question.id, finalResponse(question.type, response));
    }
  });
  const { register } = session;
  useEffect(() => {
    register({ onTimeUp: () => sendShownAnswer() });
    return () => register(null);
  }, [register]);

  const submit = async () => {
    if (!question || !ready || submitting) {
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const result = await attemptsApi.answer(id, question.id, finalResponse(question.type, response));
      session.update({ questionsAnswered: Math.min(attempt.totalQuestions, attempt.questionsAnswered + 1) });
      if (result.isCorrect !== undefined) {
        // IMMEDIATE feedback: the verdict, the right answer and the explanation before moving on.
        setFeedback({ question: current, response, result: { ...result, isCorrect: result.isCorrect } });
        setAnnouncement(result.isCorrect ? t('attempts.take.feedbackCorrect') : t('attempts.take.feedbackIncorrect'));
        setSubmitting(false);
      } else if (result.nextQuestion) {
        moved.current = true;
        setCurrent(asCurrent(result.nextQuestion));
        setAnnouncement(t('attempts.take.answerSaved'));
        setSubmitting(false);
      } else {
        await session.finish();
      }
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409 && failure.serverMessage === attemptMessages.timeUp) {
        await session.finish();
        return;
      }
      const details =
        isApiError(failure) && failure.status !== null && failure.status < 500 ? failure.details[0] : undefined;
      setError(details ?? screenMessage(failure, t('attempts.errors.submit')));
      setSubmitting(false);
    }
  };

  const continueAfterFeedback = async () => {
    const next = feedback?.result.nextQuestion ?? null;
    setFeedback(null);
    if (next) {
      moved.current = true;
      setCurrent(asCurrent(next));
    } else {
      await session.finish();
    }
  };

  if (first.isPending || (!current && allAnswered) || session.finishing) {
    return (
      <div className="flex flex-col items-center gap-2 py-10 text-primary">
        <Spinner size="lg" />
        {session.finishing ? <p className="text-muted">{t('attempts.take.finishing')}</p> : null}
      </div>
    );
  }
  if (!current || !question) {
    return (
      <Alert type="error">
        {first.isError ? screenMessage(first.error, t('attempts.errors.noQuestion')) : t('attempts.errors.noQuestion')}
      </Alert>
    );
  }

  const label = t('attempts.take.questionOf', { number: current.questionNumber, total: current.totalQuestions });
  const disabled = submitting || session.timeUp;
  if (feedback) {
    return (
      <div className="flex flex-col gap-4">
        <Progress answered={current.questionNumber} total={current.totalQuestions} label={label} />
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        <FeedbackCard
          feedback={feedback}
          label={label}
          last={feedback.result.nextQuestion === null}
          onContinue={() => void continueAfterFeedback()}
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Progress answered={current.questionNumber - 1} total={current.totalQuestions} label={label} />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {error ? (
        <Alert type="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <QuestionCard
          key={question.id}
          question={question}
          label={label}
          response={response}
          onChange={(next) => session.setDraft(question.id, next)}
          disabled={disabled}
          headingRef={headingRef}
          footer={
            <div className="flex justify-end">
              <Button type="submit" size="lg" disabled={!ready || disabled} loading={submitting}>
                {submitting ? t('attempts.take.submitting') : t('attempts.take.submitAnswer')}
              </Button>
            </div>
          }
        />
      </form>
    </div>
  );
}
