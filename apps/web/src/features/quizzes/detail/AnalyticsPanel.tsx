import type { QuizAnalytics } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type YAxisProps,
} from 'recharts';
import { screenMessage } from '../../../api/errors.ts';
import { ANALYTICS_DAYS, featureFlagsQuery, quizAnalyticsQuery } from '../../../api/quizzes.ts';
import { useFormatters } from '../../../i18n/format.ts';
import { Alert, Card, chartTooltipStyle, DataTable, Spinner, Tabs } from '../../../ui/index.ts';
import { plainText } from '../../../ui/rich-text.tsx';
import { useRate } from './format.ts';
import { ItemAnalysisTable } from './ItemAnalysisTable.tsx';
import { KeyInsights } from './KeyInsights.tsx';

/** The trend chart's lines, in the chart colours 1 and 2. */
const TREND_SERIES = ['started', 'completed'] as const;

/** The figures of a chart, for its table. */
interface ChartTable {
  caption: string;
  headers: string[];
  rows: Array<Array<string | number>>;
}

/**
 * A chart tab: a bar or line chart (hidden from screen readers) over `data` with the panel's grid,
 * axes and tooltip, its series as children, and below it its figures in a table that opens.
 */
interface ChartTabProps {
  kind: 'bar' | 'line';
  data: object[];
  xKey: string;
  yAxis: Pick<YAxisProps, 'allowDecimals' | 'domain' | 'width' | 'unit'>;
  table: ChartTable;
  children: ReactNode;
}

function ChartTab({ kind, data, xKey, yAxis, table, children }: ChartTabProps) {
  const { t } = useTranslation();
  const Chart = kind === 'bar' ? BarChart : LineChart;
  return (
    <div>
      <div className="h-64 w-full text-muted" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <Chart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid stroke="var(--qm-border)" strokeDasharray="3 3" />
            <XAxis dataKey={xKey} stroke="currentColor" fontSize={12} />
            <YAxis stroke="currentColor" fontSize={12} {...yAxis} />
            <Tooltip contentStyle={chartTooltipStyle} />
            {children}
          </Chart>
        </ResponsiveContainer>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium">{t('quizzes.analytics.chartData')}</summary>
        <div className="mt-2 overflow-x-auto">
          <SimpleTable {...table} />
        </div>
      </details>
    </div>
  );
}

/** A bar chart tab of one series. */
function BarTab({
  bar,
  ...tab
}: Omit<ChartTabProps, 'kind' | 'children'> & { bar: { dataKey: string; name: string; fill: string } }) {
  return (
    <ChartTab kind="bar" {...tab}>
      <Bar {...bar} radius={[4, 4, 0, 0]} />
    </ChartTab>
  );
}

/** A small table of figures (the chart tabs' data for screen readers): the first cell of each row names it. */
function SimpleTable({ caption, headers, rows }: ChartTable) {
  return (
    <DataTable
      framed={false}
      caption={caption}
      rows={rows.map((cells, index) => ({ id: String(index), cells }))}
      getRowId={(row) => row.id}
      columns={headers.map((header, index) => ({
        key: String(index),
        header,
        ...(index === 0 ? {} : { className: 'tabular-nums' }),
        render: (row: { cells: Array<string | number> }) => row.cells[index],
      }))}
    />
  );
}

export function AnalyticsView({ analytics }: { analytics: QuizAnalytics }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rate = useRate();
  const performance = analytics.itemAnalysis.items.map((item) => ({
    name: `Q${item.position}`,
    rate: item.facility === null ? 0 : Math.round(item.facility * 1000) / 10,
  }));
  const trend = analytics.attemptsPerDay.map((day) => ({ ...day, label: format.date(`${day.date}T12:00:00Z`) }));
  return (
    <div className="flex flex-col gap-6">
      <KeyInsights analytics={analytics} />
      <Tabs
        label={t('quizzes.analytics.tabsLabel')}
        items={[
          {
            id: 'distribution',
            label: t('quizzes.analytics.distribution'),
            content: (
              <BarTab
                data={analytics.scoreDistribution}
                xKey="range"
                yAxis={{ allowDecimals: false, width: 32 }}
                table={{
                  caption: t('quizzes.analytics.distribution'),
                  headers: [t('quizzes.analytics.range'), t('quizzes.analytics.attempts')],
                  rows: analytics.scoreDistribution.map((bucket) => [bucket.range, bucket.count]),
                }}
                bar={{ dataKey: 'count', name: t('quizzes.analytics.attempts'), fill: 'var(--qm-chart-1)' }}
              />
            ),
          },
          {
            id: 'questions',
            label: t('quizzes.analytics.questionPerformance'),
            content: (
              <BarTab
                data={performance}
                xKey="name"
                yAxis={{ domain: [0, 100], width: 36, unit: '%' }}
                table={{
                  caption: t('quizzes.analytics.questionPerformance'),
                  headers: [t('quizzes.stats.question'), t('quizzes.analytics.correctRate')],
                  rows: analytics.itemAnalysis.items.map((item) => [
                    `${item.position}. ${plainText(item.questionText)}`,
                    rate(item.facility),
                  ]),
                }}
                bar={{ dataKey: 'rate', name: t('quizzes.analytics.correctRate'), fill: 'var(--qm-chart-2)' }}
              />
            ),
          },
          {
            id: 'trends',
            label: t('quizzes.analytics.trends'),
            content: (
              <ChartTab
                kind="line"
                data={trend}
                xKey="label"
                yAxis={{ allowDecimals: false, width: 32 }}
                table={{
                  caption: t('quizzes.analytics.trends'),
                  headers: [
                    t('quizzes.analytics.date'),
                    t('quizzes.analytics.started'),
                    t('quizzes.analytics.completed'),
                  ],
                  rows: trend.map((day) => [day.label, day.started, day.completed]),
                }}
              >
                <Legend />
                {TREND_SERIES.map((key, index) => (
                  <Line
                    key={key}
                    type="monotone"
                    dataKey={key}
                    name={t(`quizzes.analytics.${key}`)}
                    stroke={`var(--qm-chart-${String(index + 1)})`}
                    strokeWidth={2}
                  />
                ))}
              </ChartTab>
            ),
          },
        ]}
      />
      <ItemAnalysisTable analytics={analytics} />
    </div>
  );
}

/** The Analytics panel: real analytics when the advancedAnalytics flag is on, otherwise the spec's notice. */
export function AnalyticsPanel({ quizId }: { quizId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const flags = useQuery(featureFlagsQuery());
  const enabled = flags.data?.advancedAnalytics === true;
  const analytics = useQuery({ ...quizAnalyticsQuery(quizId, ANALYTICS_DAYS), enabled });
  let body: ReactNode;
  if (flags.isPending || (enabled && analytics.isPending)) {
    body = <Spinner />;
  } else if (!enabled) {
    body = (
      <Alert type="info" title={t('quizzes.analytics.disabled')}>
        {t('quizzes.analytics.disabledHint')}
      </Alert>
    );
  } else if (analytics.isError) {
    body = <Alert type="error">{screenMessage(analytics.error, t('quizzes.analytics.loadFailed'))}</Alert>;
  } else if (analytics.data) {
    body = <AnalyticsView analytics={analytics.data} />;
  }
  return (
    <Card title={t('quizzes.analytics.title')} titleId={titleId}>
      {body}
    </Card>
  );
}
