import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { quizDetailQuery } from '../../api/quizzes.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { PageHeader } from '../../ui/index.ts';
import { GenerationJobsPanel } from './detail/GenerationJobs.tsx';

/** /quizzes/{quizId}/generation: the caller's generation jobs next to the quiz. */
export default function QuizGenerationPage() {
  const { t } = useTranslation();
  const { quizId = '' } = useParams();
  const quiz = useQuery(quizDetailQuery(quizId));
  usePageTitle(t('quizzes.generation.title'));
  return (
    <div>
      <p className="mb-4">
        <Link to={`/quizzes/${quizId}`}>← {quiz.data?.title ?? t('quizzes.detail.back')}</Link>
      </p>
      <PageHeader title={t('quizzes.generation.title')} description={quiz.data?.title} />
      <GenerationJobsPanel quizId={quizId} />
    </div>
  );
}
