import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth/AuthProvider.tsx';
import { CREATOR_ROLES, hasAnyRole } from '../../app/auth/roles.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { ButtonLink, PageHeader } from '../../ui/index.ts';
import { ActiveAttempts } from '../attempts/index.ts';
import { ImportQuestionsButton } from '../interchange/index.ts';
import { HostLiveButton } from '../live/index.ts';
import { EmptyState } from './EmptyState.tsx';
import { QuizListView } from './QuizListView.tsx';

/** /my-quizzes: active attempts first, then the caller's own quizzes in any status (spec 3 section 2). */
export default function MyQuizzesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  usePageTitle(t('quizzes.my.title'));
  const canCreate = hasAnyRole(user, CREATOR_ROLES);
  const createButton = canCreate ? <ButtonLink to="/quizzes/create">{t('quizzes.createQuiz')}</ButtonLink> : null;
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t('quizzes.my.title')}
        description={t('quizzes.my.subtitle')}
        actions={
          canCreate ? (
            <>
              <ImportQuestionsButton />
              {createButton}
            </>
          ) : null
        }
      />
      <ActiveAttempts />
      <section aria-labelledby="created-quizzes" className="flex flex-col gap-4">
        <div className="flex items-center gap-4" role="presentation">
          <span className="h-px flex-1 bg-border" aria-hidden="true" />
          <h2 id="created-quizzes" className="text-lg font-semibold">
            {t('quizzes.my.createdDivider')}
          </h2>
          <span className="h-px flex-1 bg-border" aria-hidden="true" />
        </div>
        <QuizListView
          scope="me"
          selectable
          showStatusFilter
          itemActions={(quiz) => <HostLiveButton quiz={quiz} size="sm" namedByTitle />}
          loadFailedText={t('quizzes.my.loadFailed')}
          empty={(_view, filtered) =>
            filtered ? (
              <EmptyState title={t('quizzes.all.empty')} hint={t('quizzes.all.emptyHint')} />
            ) : (
              <EmptyState title={t('quizzes.my.empty')} hint={t('quizzes.my.emptyHint')} action={createButton} />
            )
          }
        />
      </section>
    </div>
  );
}
