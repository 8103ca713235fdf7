import type { QuizDetail } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError, screenMessage } from '../../api/errors.ts';
import { quizDetailQuery, useDeleteQuiz } from '../../api/quizzes.ts';
import { useAuth } from '../../app/auth/AuthProvider.tsx';
import { usePageTitle } from '../../app/page-title.ts';
import { useFormatters } from '../../i18n/format.ts';
import { Alert, Button, ButtonLink, Card, ConfirmDialog, PageSpinner, Tabs, useToast } from '../../ui/index.ts';
import { AnalyticsPanel } from './detail/AnalyticsPanel.tsx';
import { ExportQuestionsButton } from '../interchange/index.ts';
import { HostLiveButton, LiveSessionsSection } from '../live/index.ts';
import { ExportDialog, ExportForm } from './detail/ExportForm.tsx';
import { GenerationJobsPanel } from './detail/GenerationJobs.tsx';
import { LeaderboardCard } from './detail/LeaderboardCard.tsx';
import { ManagementForm } from './detail/ManagementForm.tsx';
import { ShareDialog, useShare } from './detail/ShareDialog.tsx';
import { StatisticsCard } from './detail/StatisticsCard.tsx';
import { DifficultyBadge, StatusBadge, TagChips, useTimeLabel, VisibilityBadge } from './quiz-parts.tsx';

const OWNER_TABS = ['overview', 'management', 'analytics', 'leaderboard', 'export', 'generation'] as const;
type TabId = (typeof OWNER_TABS)[number];
const VISITOR_TABS: readonly TabId[] = ['overview', 'leaderboard'];

function InfoTile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-surface p-4 shadow-sm">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-2 flex flex-wrap items-center gap-1.5 text-lg font-semibold">{children}</dd>
    </div>
  );
}

function Header({ quiz }: { quiz: QuizDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const share = useShare(quiz);
  const [exportOpen, setExportOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const remove = useDeleteQuiz();
  const { abilities } = quiz;

  const confirmDelete = () =>
    remove.mutate(quiz.id, {
      onSuccess: () => {
        toast.show(t('quizzes.deleteDialog.deleted'), { type: 'success' });
        void navigate('/my-quizzes');
      },
      onError: () => {
        setDeleteOpen(false);
        toast.show(t('quizzes.deleteDialog.failed'), { type: 'error' });
      },
    });

  return (
    <>
      <div className="mb-6 flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{quiz.title}</h1>
            <p className="mt-1 text-sm text-muted">
              {t('quizzes.detail.creator', { username: quiz.creatorUsername })}
              {quiz.category ? ` · ${t('quizzes.detail.category', { name: quiz.category.name })}` : ''}
            </p>
          </div>
        </div>
        <div role="group" aria-label={t('quizzes.detail.actions')} className="flex flex-wrap gap-2">
          {quiz.status === 'PUBLISHED' ? (
            <ButtonLink to={`/quizzes/${quiz.id}/attempt/start`}>{t('quizzes.detail.startQuiz')}</ButtonLink>
          ) : null}
          <HostLiveButton quiz={quiz} />
          {abilities.manageQuestions ? (
            <ButtonLink variant="secondary" to={`/quizzes/${quiz.id}/questions`}>
              {t('quizzes.detail.questions')}
            </ButtonLink>
          ) : null}
          {abilities.update ? (
            <ButtonLink variant="secondary" to={`/quizzes/${quiz.id}/edit`}>
              {t('quizzes.detail.editQuiz')}
            </ButtonLink>
          ) : null}
          {abilities.update ? (
            <ButtonLink variant="secondary" to={`/quizzes/${quiz.id}/generation`}>
              {t('quizzes.detail.aiGeneration')}
            </ButtonLink>
          ) : null}
          <Button variant="secondary" onClick={() => void share.share()}>
            {t('quizzes.detail.share')}
          </Button>
          {abilities.update ? <ExportQuestionsButton quizId={quiz.id} /> : null}
          {abilities.viewStatistics ? (
            <Button variant="secondary" onClick={() => setExportOpen(true)}>
              {t('quizzes.detail.exportResults')}
            </Button>
          ) : null}
          {abilities.delete ? (
            <Button variant="danger" onClick={() => setDeleteOpen(true)}>
              {t('quizzes.detail.deleteQuiz')}
            </Button>
          ) : null}
        </div>
      </div>
      <ShareDialog quiz={quiz} isOpen={share.open} onClose={share.close} />
      <ExportDialog quiz={quiz} isOpen={exportOpen} onClose={() => setExportOpen(false)} />
      <ConfirmDialog
        isOpen={deleteOpen}
        title={t('quizzes.deleteDialog.title')}
        message={t('quizzes.deleteDialog.message')}
        confirmLabel={t('quizzes.deleteDialog.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleteOpen(false)}
      />
    </>
  );
}

function Overview({ quiz }: { quiz: QuizDetail }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const titleId = useId();
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <Card title={t('quizzes.detail.description')} titleId={titleId}>
          <p className="whitespace-pre-wrap">{quiz.description || t('quizzes.detail.noDescription')}</p>
          <div className="mt-4">
            <TagChips tags={quiz.tags} max={quiz.tags.length} />
          </div>
          {quiz.abilities.viewStatistics ? (
            <p className="mt-4">
              <Link to={`/quizzes/${quiz.id}/results-summary`}>{t('quizzes.detail.resultsSummary')}</Link>
            </p>
          ) : null}
        </Card>
        {quiz.abilities.viewStatistics ? <StatisticsCard quizId={quiz.id} /> : null}
        {user !== null && quiz.creatorId === user.id ? <LiveSessionsSection quizId={quiz.id} /> : null}
      </div>
      <LeaderboardCard quizId={quiz.id} />
    </div>
  );
}

/** /quizzes/{quizId}: information, actions and, for the owner, every tab of spec 3 "Quiz detail". */
export default function QuizDetailPage() {
  const { t } = useTranslation();
  const { quizId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const format = useFormatters();
  const timeLabel = useTimeLabel();
  const quiz = useQuery(quizDetailQuery(quizId));
  usePageTitle(quiz.data?.title ?? t('breadcrumbs.quizDetail'));

  if (quiz.isPending) {
    return <PageSpinner />;
  }
  if (quiz.isError) {
    const notFound = isApiError(quiz.error) && (quiz.error.status === 404 || quiz.error.status === 400);
    return (
      <div className="flex flex-col items-start gap-4">
        <Link to="/quizzes">← {t('quizzes.detail.back')}</Link>
        <Alert type="error">
          {notFound
            ? t('quizzes.detail.notFound')
            : (screenMessage(quiz.error, t('quizzes.detail.notFound')) ?? t('quizzes.detail.notFound'))}
        </Alert>
      </div>
    );
  }
  const data = quiz.data;
  const owner = data.abilities.update || data.abilities.viewStatistics;
  const tabIds = owner ? OWNER_TABS : VISITOR_TABS;
  const requested = params.get('tab') as TabId | null;
  const selected: TabId = requested && tabIds.includes(requested) ? requested : 'overview';
  const content: Record<TabId, ReactNode> = {
    overview: <Overview quiz={data} />,
    management: (
      <Card>
        <ManagementForm key={data.updatedAt} quiz={data} />
      </Card>
    ),
    analytics: <AnalyticsPanel quizId={data.id} />,
    leaderboard: <LeaderboardCard quizId={data.id} />,
    export: (
      <Card title={t('quizzes.export.title')}>
        <ExportForm quiz={data} />
      </Card>
    ),
    generation: <GenerationJobsPanel quizId={data.id} />,
  };

  return (
    <div>
      <p className="mb-4">
        <Link to="/quizzes">← {t('quizzes.detail.back')}</Link>
      </p>
      <Header quiz={data} />
      <dl aria-label={t('quizzes.detail.info')} className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <InfoTile label={t('quizzes.detail.statusTile')}>
          <StatusBadge status={data.status} size="md" />
          <VisibilityBadge visibility={data.visibility} size="md" />
        </InfoTile>
        <InfoTile label={t('quizzes.detail.difficultyTile')}>
          <DifficultyBadge difficulty={data.difficulty} size="md" />
        </InfoTile>
        <InfoTile label={t('quizzes.detail.estimatedTimeTile')}>{timeLabel(data.estimatedTime)}</InfoTile>
        <InfoTile label={t('quizzes.detail.timerTile')}>
          {data.timerEnabled ? timeLabel(data.timerDuration) : t('quizzes.detail.noLimit')}
        </InfoTile>
      </dl>
      <ul className="mb-6 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
        <li>
          {data.isRepetitionEnabled ? t('quizzes.detail.multipleAttemptsAllowed') : t('quizzes.detail.singleAttempt')}
        </li>
        <li>{t('quizzes.row.created', { date: format.date(data.createdAt) })}</li>
        <li>{t('quizzes.row.updated', { date: format.date(data.updatedAt) })}</li>
        <li>{t('quizzes.row.questions', { count: data.questionCount })}</li>
      </ul>
      <Tabs
        label={t('quizzes.detail.tabsLabel')}
        selectedKey={selected}
        onSelectionChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (key === 'overview') {
                next.delete('tab');
              } else {
                next.set('tab', key);
              }
              return next;
            },
            { replace: true },
          )
        }
        items={tabIds.map((id) => ({ id, label: t(`quizzes.detail.tabs.${id}`), content: content[id] }))}
      />
    </div>
  );
}
