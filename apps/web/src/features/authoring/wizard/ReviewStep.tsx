import type { GenerationJob } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { quizForEditQuery } from '../../../api/quiz-authoring.ts';
import { Alert, ButtonLink, Spinner } from '../../../ui/index.ts';

/** Step 4: what was made, with Edit Quiz and View My Quizzes. */
export function ReviewStep({ quizId, job }: { quizId: string; job: GenerationJob | null }) {
  const { t } = useTranslation();
  const quiz = useQuery(quizForEditQuery(quizId));
  return (
    <div className="space-y-4">
      <Alert type="success">{t('authoring.wizard.created')}</Alert>
      {quiz.isError ? (
        <Alert type="error">{t(job ? 'authoring.wizard.retrieveFailed' : 'messages.loadQuiz')}</Alert>
      ) : null}
      {quiz.isPending ? (
        <Spinner />
      ) : quiz.data ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          <div className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted">{t('authoring.settings.title')}</dt>
            <dd className="font-semibold">{quiz.data.title}</dd>
          </div>
          <div className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted">{t('authoring.wizard.status')}</dt>
            <dd className="font-semibold">{t(`authoring.status.${quiz.data.status}`)}</dd>
          </div>
          <div className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted">{t('authoring.wizard.questionCount')}</dt>
            <dd className="font-semibold">{quiz.data.questionIds.length}</dd>
          </div>
        </dl>
      ) : null}
      {job ? (
        <p className="text-sm text-muted">
          {t('authoring.wizard.generatedSummary', {
            count: job.totalQuestionsGenerated,
            seconds: job.elapsedTimeSeconds,
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`/quizzes/${quizId}/edit`}>{t('authoring.wizard.editQuiz')}</ButtonLink>
        <ButtonLink to="/my-quizzes" variant="secondary">
          {t('authoring.wizard.viewMyQuizzes')}
        </ButtonLink>
      </div>
    </div>
  );
}
