import type { LiveReportFormat, LiveSessionReport } from '@quizmaker/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { screenMessage } from '../../../api/errors.ts';
import { downloadLiveReport, liveReportsQuery } from '../../../api/live.ts';
import { saveFile } from '../../../api/quizzes.ts';
import { useFormatters } from '../../../i18n/format.ts';
import { useMessage } from '../../../i18n/messages.ts';
import { Alert, Button, Card, DataTable, Modal, Spinner, useToast, type Column } from '../../../ui/index.ts';

/** The search parameter that opens one session's report (the podium's "See the report" link sets it). */
const REPORT_PARAM = 'liveReport';

type QuestionReport = LiveSessionReport['questions'][number];
type PlayerReport = LiveSessionReport['players'][number];

const percent = (share: number) => `${Math.round(share * 100)} %`;

function ReportDownloads({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const toast = useToast();
  const downloading = useMutation({
    mutationFn: (format: LiveReportFormat) => downloadLiveReport(sessionId, format),
    onSuccess: (file) => {
      saveFile(file.blob, file.fileName);
      toast.success(t('liveHost.reports.downloaded', { file: file.fileName }));
    },
  });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          loading={downloading.isPending && downloading.variables === 'csv'}
          onClick={() => downloading.mutate('csv')}
        >
          {t('liveHost.reports.downloadCsv')}
        </Button>
        <Button
          variant="secondary"
          loading={downloading.isPending && downloading.variables === 'xlsx'}
          onClick={() => downloading.mutate('xlsx')}
        >
          {t('liveHost.reports.downloadXlsx')}
        </Button>
      </div>
      {downloading.isError ? (
        <Alert type="error">{msg(screenMessage(downloading.error, t('liveHost.reports.downloadFailed')))}</Alert>
      ) : null}
    </div>
  );
}

/** One session's report: per question (answers, correct share, distribution, mean time) and per player, and its files. */
function SessionReport({ report }: { report: LiveSessionReport }) {
  const { t } = useTranslation();
  const questionColumns: Column<QuestionReport>[] = [
    { key: 'index', header: t('liveHost.reports.number'), render: (row) => row.index + 1 },
    {
      key: 'question',
      header: t('liveHost.reports.question'),
      isRowHeader: true,
      render: (row) => <span className="break-words">{row.questionText}</span>,
    },
    { key: 'answers', header: t('liveHost.reports.answered'), render: (row) => row.answers },
    { key: 'correct', header: t('liveHost.reports.correctShare'), render: (row) => percent(row.correctShare) },
    {
      key: 'distribution',
      header: t('liveHost.reports.distribution'),
      render: (row) =>
        row.options ? (
          <ul className="flex flex-col gap-0.5">
            {row.options.map((option, position) => (
              <li key={position} className="break-words">
                {t(option.correct ? 'liveHost.reports.optionCountCorrect' : 'liveHost.reports.optionCount', {
                  option: option.text,
                  count: option.count,
                })}
              </li>
            ))}
          </ul>
        ) : (
          t('liveHost.reports.none')
        ),
    },
    {
      key: 'time',
      header: t('liveHost.reports.meanTime'),
      render: (row) =>
        row.meanElapsedMs === null
          ? t('liveHost.reports.none')
          : t('liveHost.reports.seconds', { seconds: (row.meanElapsedMs / 1000).toFixed(1) }),
    },
  ];
  const playerColumns: Column<PlayerReport>[] = [
    { key: 'rank', header: t('liveHost.reports.rank'), render: (row) => row.rank },
    { key: 'nickname', header: t('liveHost.reports.nickname'), isRowHeader: true, render: (row) => row.nickname },
    { key: 'score', header: t('liveHost.reports.score'), render: (row) => row.score },
    { key: 'correctCount', header: t('liveHost.reports.correctCount'), render: (row) => row.correctCount },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ReportDownloads sessionId={report.id} />
      <DataTable
        caption={t('liveHost.reports.questionsHeading')}
        regionLabel={t('liveHost.reports.questionsHeading')}
        columns={questionColumns}
        rows={report.questions}
        getRowId={(row) => String(row.index)}
      />
      <DataTable
        caption={t('liveHost.reports.playersHeading')}
        regionLabel={t('liveHost.reports.playersHeading')}
        columns={playerColumns}
        rows={[...report.players].sort((a, b) => a.rank - b.rank)}
        getRowId={(row) => row.id}
      />
    </div>
  );
}

/**
 * "Live sessions" under a quiz, for its owner: each session with its date, host, players and questions, and
 * a report per session with its CSV and Excel files. `?liveReport=<id>` opens one (the host's podium links here).
 */
export function LiveSessionsSection({ quizId }: { quizId: string }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const format = useFormatters();
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const reports = useQuery(liveReportsQuery(quizId));
  const openId = params.get(REPORT_PARAM);
  const open = reports.data?.find((report) => report.id === openId) ?? null;

  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) {
          next.delete(REPORT_PARAM);
        } else {
          next.set(REPORT_PARAM, id);
        }
        return next;
      },
      { replace: true },
    );

  const columns: Column<LiveSessionReport>[] = [
    {
      key: 'date',
      header: t('liveHost.reports.date'),
      isRowHeader: true,
      render: (row) => format.dateTime(row.createdAt),
    },
    { key: 'host', header: t('liveHost.reports.host'), render: (row) => row.hostUsername },
    { key: 'players', header: t('liveHost.reports.players'), render: (row) => row.players.length },
    { key: 'questions', header: t('liveHost.reports.questions'), render: (row) => row.questions.length },
    {
      key: 'state',
      header: t('liveHost.reports.state'),
      render: (row) => (row.phase === 'ENDED' ? t('liveHost.reports.ended') : t('liveHost.reports.running')),
    },
    {
      key: 'view',
      header: <span className="sr-only">{t('liveHost.reports.view')}</span>,
      render: (row) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('liveHost.reports.viewOf', { date: format.dateTime(row.createdAt) })}
          onClick={() => setOpen(row.id)}
        >
          {t('liveHost.reports.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('liveHost.reports.heading')} titleId={titleId}>
      <p className="mb-3 text-sm text-muted">{t('liveHost.reports.intro')}</p>
      {reports.isPending ? <Spinner /> : null}
      {reports.isError ? (
        <Alert type="error">{msg(screenMessage(reports.error, t('liveHost.reports.loadFailed')))}</Alert>
      ) : null}
      {reports.data ? (
        <DataTable
          caption={t('liveHost.reports.heading')}
          regionLabel={t('liveHost.reports.heading')}
          columns={columns}
          rows={reports.data}
          getRowId={(row) => row.id}
          emptyMessage={t('liveHost.reports.empty')}
        />
      ) : null}
      <Modal
        isOpen={open !== null}
        onClose={() => setOpen(null)}
        size="2xl"
        title={open ? t('liveHost.reports.reportTitle', { date: format.dateTime(open.createdAt) }) : ''}
      >
        {open ? <SessionReport report={open} /> : null}
      </Modal>
    </Card>
  );
}
