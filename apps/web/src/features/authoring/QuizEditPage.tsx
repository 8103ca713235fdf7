import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { screenMessage } from '../../api/errors.ts';
import { quizForEditQuery } from '../../api/quiz-authoring.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Alert, PageSpinner } from '../../ui/index.ts';
import { QuizEditor } from './QuizEditor.tsx';

/** /quizzes/{quizId}/edit (?tab=questions opens the Questions tab). */
export default function QuizEditPage() {
  const { t } = useTranslation();
  const msg = useMessage();
  const { quizId = '' } = useParams();
  const quiz = useQuery(quizForEditQuery(quizId));
  usePageTitle(
    quiz.data ? t('authoring.editor.pageTitle', { title: quiz.data.title }) : t('authoring.editor.editTitle'),
  );
  if (quiz.isPending) {
    return <PageSpinner />;
  }
  if (quiz.isError) {
    return <Alert type="error">{msg(screenMessage(quiz.error, 'Failed to load quiz') ?? 'Failed to load quiz')}</Alert>;
  }
  return <QuizEditor key={quiz.data.id} quiz={quiz.data} />;
}
