import { FEATURE_FLAG_NAMES, type AiAnalysisReport } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { analysisQuery, systemFeatureFlagsQuery } from '../../api/admin.ts';
import { billingConfigQuery } from '../../api/billing.ts';
import { isApiError, screenMessage } from '../../api/errors.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useFormatters } from '../../i18n/format.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Alert, Badge, Button, Card, DataTable, PageHeader, Spinner } from '../../ui/index.ts';

/** One term and its value in a settings list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-muted">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** A failure of one card; the other cards still show what they loaded. */
function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const msg = useMessage();
  return <Alert type="error">{msg(screenMessage(error, t('admin.settings.loadFailed')))}</Alert>;
}

/** GET /v1/config/features: each flag and whether this server switched it on. */
function FeatureFlagsCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const flags = useQuery(systemFeatureFlagsQuery());
  return (
    <Card title={t('admin.settings.features.title')} titleId={titleId}>
      <p className="mb-3 text-sm text-muted">{t('admin.settings.features.hint')}</p>
      {flags.isPending ? (
        <Spinner />
      ) : flags.isError ? (
        <LoadFailure error={flags.error} />
      ) : (
        <DataTable
          framed={false}
          caption={t('admin.settings.features.title')}
          rows={[...FEATURE_FLAG_NAMES]}
          getRowId={(name) => name}
          columns={[
            {
              key: 'feature',
              header: t('admin.settings.features.feature'),
              render: (name) => (
                <>
                  <span className="block font-medium">{t(`admin.settings.features.names.${name}`)}</span>
                  <code className="text-xs font-normal text-muted">{name}</code>
                </>
              ),
            },
            {
              key: 'state',
              header: t('admin.settings.features.state'),
              className: 'text-right',
              render: (name) =>
                flags.data[name] ? (
                  <Badge size="sm" tone="success">
                    {t('admin.settings.features.on')}
                  </Badge>
                ) : (
                  <Badge size="sm">{t('admin.settings.features.off')}</Badge>
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}

/** GET /v1/billing/config: the payment provider and the token packs on sale; a 404 means billing is off. */
function BillingCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  const config = useQuery(billingConfigQuery());
  const disabled = config.isError && isApiError(config.error) && config.error.status === 404;
  return (
    <Card title={t('admin.settings.billing.title')} titleId={titleId}>
      {config.isPending ? (
        <Spinner />
      ) : disabled ? (
        <Alert type="info">{t('admin.settings.billing.disabled')}</Alert>
      ) : config.isError ? (
        <LoadFailure error={config.error} />
      ) : (
        <>
          <dl className="mb-4 divide-y divide-border text-sm">
            <Fact term={t('admin.settings.billing.provider')}>
              {t(`admin.settings.billing.providers.${config.data.provider}`)}
            </Fact>
          </dl>
          <h3 className="mb-2 text-sm font-semibold">{t('admin.settings.billing.packs')}</h3>
          {config.data.prices.length === 0 ? (
            <p className="text-sm text-muted">{t('admin.settings.billing.noPacks')}</p>
          ) : (
            <DataTable
              framed={false}
              caption={t('admin.settings.billing.packs')}
              regionLabel={t('admin.settings.billing.packs')}
              rows={config.data.prices}
              getRowId={(pack) => pack.id}
              columns={[
                { key: 'pack', header: t('admin.settings.billing.pack'), render: (pack) => pack.name },
                {
                  key: 'tokens',
                  header: t('admin.settings.billing.tokens'),
                  className: 'text-right',
                  render: (pack) => format.number(pack.tokens),
                },
                {
                  key: 'price',
                  header: t('admin.settings.billing.price'),
                  className: 'text-right',
                  render: (pack) => format.price(pack.priceCents, pack.currency),
                },
                {
                  key: 'priceId',
                  header: t('admin.settings.billing.priceId'),
                  render: (pack) => (pack.stripePriceId ? <code className="text-xs">{pack.stripePriceId}</code> : '—'),
                },
              ]}
            />
          )}
        </>
      )}
    </Card>
  );
}

/** Counts per status as "STATUS n" badges, or None. */
function StatusCounts({ counts }: { counts: Record<string, number> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const entries = Object.entries(counts);
  if (entries.length === 0) {
    return <>{t('admin.settings.ai.none')}</>;
  }
  return (
    <span className="inline-flex flex-wrap justify-end gap-1.5">
      {entries.map(([status, count]) => (
        <Badge key={status} size="sm">
          {status} {format.number(count)}
        </Badge>
      ))}
    </span>
  );
}

/** The AI side of POST /v1/ai-analysis/analyze, laid out instead of raw (the diagnostics page keeps the raw view). */
function AiReport({ report }: { report: AiAnalysisReport }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const yesNo = (value: boolean | null) =>
    value === null ? t('admin.settings.ai.unknown') : value ? t('admin.settings.ai.yes') : t('admin.settings.ai.no');
  const notAvailable = t('admin.settings.ai.notAvailable');
  return (
    <>
      <p className="mb-2 text-sm text-muted">
        {t('admin.settings.ai.reportedAt', { time: format.dateTime(report.generatedAt) })}
      </p>
      <dl className="divide-y divide-border text-sm">
        <Fact term={t('admin.settings.ai.generator')}>
          {t(`admin.settings.ai.generators.${report.generator.kind}`)}
        </Fact>
        <Fact term={t('admin.settings.ai.configured')}>{yesNo(report.generator.configured)}</Fact>
        <Fact term={t('admin.settings.ai.endpoint')}>{report.generator.endpoint ?? '—'}</Fact>
        <Fact term={t('admin.settings.ai.model')}>{report.generator.model ?? '—'}</Fact>
        <Fact term={t('admin.settings.ai.reachable')}>{yesNo(report.generator.reachable)}</Fact>
        <Fact term={t('admin.settings.ai.queue')}>
          {report.queue.available && report.queue.depth !== null ? format.number(report.queue.depth) : notAvailable}
        </Fact>
        <Fact term={t('admin.settings.ai.jobs')}>
          {report.jobs.available ? <StatusCounts counts={report.jobs.byStatus} /> : notAvailable}
        </Fact>
        <Fact term={t('admin.settings.ai.documents')}>
          {report.documents.available ? <StatusCounts counts={report.documents.byStatus} /> : notAvailable}
        </Fact>
        <Fact term={t('admin.settings.ai.database')}>{t(`admin.settings.ai.databases.${report.database}`)}</Fact>
        <Fact term={t('admin.settings.ai.users')}>
          {t('admin.settings.ai.usersValue', {
            total: format.number(report.users.total),
            active: format.number(report.users.active),
            inactive: format.number(report.users.inactive),
          })}
        </Fact>
        <Fact term={t('admin.settings.ai.mail')}>
          {t('admin.settings.ai.mailValue', {
            total: format.number(report.mail.outboxTotal),
            unsent: format.number(report.mail.unsent),
          })}
        </Fact>
      </dl>
    </>
  );
}

function AiCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const analysis = useQuery(analysisQuery());
  const refresh = (
    <Button size="sm" variant="secondary" onClick={() => void analysis.refetch()} loading={analysis.isFetching}>
      {t('admin.settings.ai.refresh')}
    </Button>
  );
  return (
    <Card title={t('admin.settings.ai.title')} titleId={titleId} actions={refresh}>
      {analysis.isPending ? (
        <Spinner />
      ) : analysis.isError ? (
        <LoadFailure error={analysis.error} />
      ) : (
        <AiReport report={analysis.data} />
      )}
    </Card>
  );
}

/**
 * /admin/settings: the running configuration an administrator may see, from the calls the server
 * already offers (feature flags, billing config, AI diagnostics). Read-only and without secrets:
 * the server sends none of them on these calls.
 */
export default function SystemSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.settings.title'));
  return (
    <>
      <PageHeader title={t('admin.settings.title')} description={t('admin.settings.subtitle')} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <FeatureFlagsCard />
          <BillingCard />
        </div>
        <AiCard />
      </div>
    </>
  );
}
