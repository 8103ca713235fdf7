import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { screenMessage } from '../../api/errors.ts';
import { quizDetailQuery, quizSummaryQuery } from '../../api/quizzes.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useFormatters } from '../../i18n/format.ts';
import { Alert, Card, PageSpinner, ScoreTile, StatTile } from '../../ui/index.ts';
import { QuestionStatsTable, usePercent } from '../quizzes/index.ts';

/** /quizzes/{quizId}/results-summary: aggregate results over the quiz's completed attempts (spec 3 section 2). */
export default function ResultsSummaryPage() {
  const { t } = useTranslation();
  const { quizId = '' } = useParams();
  const format = useFormatters();
  const percent = usePercent();
  const summary = useQuery({ ...quizSummaryQuery(quizId), enabled: quizId !== '' });
  const quiz = useQuery({ ...quizDetailQuery(quizId), enabled: quizId !== '', retry: false });
  usePageTitle(t('results.summary.title'));

  if (!quizId) {
    return <Alert type="error">{t('results.summary.missingQuizId')}</Alert>;
  }
  if (summary.isPending) {
    return <PageSpinner />;
  }
  const header = (
    <>
      <p>
        <Link to={`/quizzes/${quizId}`}>← {t('results.summary.backToQuiz')}</Link>
      </p>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('results.summary.title')}</h1>
        {quiz.data ? <p className="mt-1 text-muted">{quiz.data.title}</p> : null}
      </div>
    </>
  );
  if (summary.isError) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <Alert type="error">{screenMessage(summary.error, t('results.summary.loadFailed'))}</Alert>
      </div>
    );
  }
  const data = summary.data;
  return (
    <div className="flex flex-col gap-6">
      {header}
      {data.attemptsCount === 0 ? (
        <Alert type="info">{t('results.summary.empty')}</Alert>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
            <StatTile label={t('results.summary.attempts')} value={format.number(data.attemptsCount)} />
            <ScoreTile label={t('results.summary.averageScore')} score={data.averageScore} percent={percent} />
            <ScoreTile label={t('results.summary.bestScore')} score={data.bestScore} percent={percent} />
            <ScoreTile label={t('results.summary.worstScore')} score={data.worstScore} percent={percent} />
            <StatTile label={t('results.summary.passRate')} value={percent(data.passRate)} />
          </dl>
          <Card title={t('results.summary.questions')}>
            <QuestionStatsTable
              caption={t('results.summary.questions')}
              headers={{
                question: t('results.summary.question'),
                timesAsked: t('results.summary.timesAsked'),
                timesCorrect: t('results.summary.timesCorrect'),
                correctRate: t('results.summary.correctRate'),
              }}
              questions={data.questionStats}
            />
          </Card>
        </>
      )}
    </div>
  );
}
