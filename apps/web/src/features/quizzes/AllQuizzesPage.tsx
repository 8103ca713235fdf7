import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth/AuthProvider.tsx';
import { CREATOR_ROLES, hasAnyRole } from '../../app/auth/roles.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { ButtonLink, PageHeader } from '../../ui/index.ts';
import { EmptyState } from './EmptyState.tsx';
import { QuizListView } from './QuizListView.tsx';

/** /quizzes: the community's published public quizzes (spec 3 section 2, "All Quizzes screen"). */
export default function AllQuizzesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePageTitle(t('quizzes.all.title'));
  const canCreate = hasAnyRole(user, CREATOR_ROLES);
  return (
    <div>
      <PageHeader
        title={t('quizzes.all.title')}
        description={t('quizzes.all.subtitle')}
        actions={canCreate ? <ButtonLink to="/quizzes/create">{t('quizzes.createQuiz')}</ButtonLink> : null}
      />
      <QuizListView
        scope="public"
        loadFailedText={t('quizzes.all.loadFailed')}
        empty={(view, filtered) =>
          view === 'grid' && !filtered ? (
            <EmptyState title={t('quizzes.all.gridEmpty')} />
          ) : (
            <EmptyState title={t('quizzes.all.empty')} hint={t('quizzes.all.emptyHint')} />
          )
        }
      />
    </div>
  );
}
