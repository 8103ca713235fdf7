import type { Question, QuizStatus } from '@quizmaker/contracts';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, ButtonLink, Button, DIFFICULTY_TONES } from '../../ui/index.ts';
import { typeBadgeText } from '../questions/index.ts';
import { useTimeLabel } from '../quizzes/index.ts';
import { RichText } from '../../ui/rich-text.tsx';
import type { QuizFormValues } from './quiz-form.ts';

export const STATUS_TONES: Record<QuizStatus, 'success' | 'warning' | 'neutral' | 'info' | 'danger'> = {
  PUBLISHED: 'success',
  DRAFT: 'warning',
  ARCHIVED: 'neutral',
  PENDING_REVIEW: 'info',
  REJECTED: 'danger',
};

/**
 * The quiz as a taker will see its start page (spec 2 "Quiz preview"): badges, times, attempts,
 * status, the timer warning, Start Quiz and the instructions; then the questions, whose text is
 * shown through the HTML allow-list.
 */
export function QuizPreview({
  values,
  status,
  quizId,
  questions,
}: {
  values: QuizFormValues;
  status: QuizStatus;
  quizId?: string | undefined;
  questions: Question[];
}) {
  const { t } = useTranslation();
  const timeLabel = useTimeLabel();
  const title = values.title.trim() || t('authoring.preview.untitled');
  const timerWithoutDuration = values.timerEnabled && !values.timerDuration;
  const canStart = status === 'PUBLISHED' && quizId !== undefined;
  return (
    <article aria-labelledby="quiz-preview-title" className="space-y-5">
      <header className="space-y-3">
        <h2 id="quiz-preview-title" className="text-2xl font-bold">
          {title}
        </h2>
        {values.description?.trim() ? <p className="whitespace-pre-line text-muted">{values.description}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Badge tone={DIFFICULTY_TONES[values.difficulty]}>{t(`questions.difficulty.${values.difficulty}`)}</Badge>
          <Badge tone={values.visibility === 'PUBLIC' ? 'info' : 'neutral'}>
            {t(`authoring.visibility.${values.visibility}`)}
          </Badge>
          <Badge tone={STATUS_TONES[status]}>{t(`authoring.status.${status}`)}</Badge>
        </div>
      </header>

      {timerWithoutDuration ? <Alert type="warning">{t('authoring.preview.timerWithoutDuration')}</Alert> : null}

      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-lg border border-border p-3">
          <dt className="text-sm text-muted">{t('authoring.preview.estimatedTime')}</dt>
          <dd className="font-semibold">{values.estimatedTime ? timeLabel(values.estimatedTime) : '—'}</dd>
        </div>
        {values.timerEnabled ? (
          <div className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted">{t('authoring.preview.timeLimit')}</dt>
            <dd className="font-semibold">{values.timerDuration ? timeLabel(values.timerDuration) : '—'}</dd>
          </div>
        ) : null}
        <div className="rounded-lg border border-border p-3">
          <dt className="text-sm text-muted">{t('authoring.preview.attempts')}</dt>
          <dd className="font-semibold">
            {values.isRepetitionEnabled ? t('authoring.preview.multipleAllowed') : t('authoring.preview.singleAttempt')}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="quiz-preview-instructions" className="rounded-lg bg-surface-2 p-4">
        <h3 id="quiz-preview-instructions" className="mb-2 font-semibold">
          {t('authoring.preview.instructionsTitle')}
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{t('authoring.preview.instructionRead')}</li>
          {values.timerEnabled ? <li>{t('authoring.preview.instructionTimer')}</li> : null}
          <li>
            {values.isRepetitionEnabled
              ? t('authoring.preview.instructionRetake')
              : t('authoring.preview.instructionOnce')}
          </li>
        </ul>
      </section>

      <div>
        {canStart ? (
          <ButtonLink to={`/quizzes/${quizId}/attempt/start`} size="lg">
            {t('authoring.preview.startQuiz')}
          </ButtonLink>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Button size="lg" disabled aria-describedby="quiz-preview-start-note">
              {t('authoring.preview.startQuiz')}
            </Button>
            <span id="quiz-preview-start-note" className="text-sm text-muted">
              {t('authoring.preview.mustPublish')}
            </span>
          </div>
        )}
      </div>

      <section aria-labelledby="quiz-preview-questions" className="space-y-3">
        <h3 id="quiz-preview-questions" className="text-lg font-semibold">
          {t('authoring.preview.questions', { count: questions.length })}
        </h3>
        {questions.length === 0 ? (
          <p className="text-sm text-muted">{t('authoring.questions.emptyTitle')}</p>
        ) : (
          <ol className="space-y-3">
            {questions.map((question, index) => (
              <li key={question.id} className="rounded-lg border border-border p-3">
                <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-semibold">{t('authoring.preview.questionNumber', { number: index + 1 })}</span>
                  <Badge size="sm" tone="primary">
                    {typeBadgeText(question.type)}
                  </Badge>
                </div>
                <RichText html={question.questionText} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
