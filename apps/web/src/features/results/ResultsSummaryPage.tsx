import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { screenMessage } from '../../api/errors.ts';
import { quizDetailQuery, quizSummaryQuery } from '../../api/quizzes.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useFormatters } from '../../i18n/format.ts';
import { Alert, Badge, Card, PageSpinner, scoreTone, StatTile } from '../../ui/index.ts';
import { plainText } from '../../ui/rich-text.tsx';
import { usePercent, useRate } from '../quizzes/index.ts';

/** /quizzes/{quizId}/results-summary: aggregate results over the quiz's completed attempts (spec 3 section 2). */
export default function ResultsSummaryPage() {
  const { t } = useTranslation();
  const { quizId = '' } = useParams();
  const format = useFormatters();
  const percent = usePercent();
  const rate = useRate();
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
            <StatTile
              label={t('results.summary.averageScore')}
              value={percent(data.averageScore)}
              tone={data.averageScore === null ? undefined : scoreTone(data.averageScore)}
            />
            <StatTile
              label={t('results.summary.bestScore')}
              value={percent(data.bestScore)}
              tone={data.bestScore === null ? undefined : scoreTone(data.bestScore)}
            />
            <StatTile
              label={t('results.summary.worstScore')}
              value={percent(data.worstScore)}
              tone={data.worstScore === null ? undefined : scoreTone(data.worstScore)}
            />
            <StatTile label={t('results.summary.passRate')} value={percent(data.passRate)} />
          </dl>
          <Card title={t('results.summary.questions')}>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('results.summary.questions')}</caption>
                <thead className="border-b border-border text-muted">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('results.summary.question')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {t('results.summary.timesAsked')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {t('results.summary.timesCorrect')}
                    </th>
                    <th scope="col" className="py-2 pl-3 text-right font-medium">
                      {t('results.summary.correctRate')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.questionStats.map((question, index) => (
                    <tr key={question.questionId} className="border-b border-border last:border-0">
                      <th scope="row" className="py-2 pr-3 font-normal">
                        <span className="text-muted">{index + 1}. </span>
                        {plainText(question.questionText)}
                      </th>
                      <td className="px-3 py-2 text-right tabular-nums">{format.number(question.timesAsked)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{format.number(question.timesCorrect)}</td>
                      <td className="py-2 pl-3 text-right">
                        <Badge tone={scoreTone(question.correctRate * 100)} size="sm">
                          {rate(question.correctRate)}
                        </Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        </>
      )}
    </div>
  );
}
