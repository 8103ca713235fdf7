import { useTranslation } from 'react-i18next';
import { useRunAnalysis } from '../../api/admin.ts';
import { screenMessage } from '../../api/errors.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Alert, Button, Card, PageHeader } from '../../ui/index.ts';

/** The AI analysis test page of spec 1 section 7: POST /v1/ai-analysis/analyze with no payload, the answer shown raw. */
export default function DiagnosticsPage() {
  const { t } = useTranslation();
  const msg = useMessage();
  usePageTitle(t('admin.diagnostics.title'));
  const analyze = useRunAnalysis();
  return (
    <>
      <PageHeader title={t('admin.diagnostics.title')} description={t('admin.diagnostics.subtitle')} />
      <Card>
        <div className="flex flex-col gap-4">
          <div>
            <Button onClick={() => analyze.mutate()} loading={analyze.isPending}>
              {t('admin.diagnostics.run')}
            </Button>
          </div>
          {analyze.isError ? (
            <Alert type="error">{msg(screenMessage(analyze.error, 'An unexpected error occurred'))}</Alert>
          ) : null}
          {analyze.data ? (
            <section>
              <h2 className="mb-2 text-sm font-semibold">{t('admin.diagnostics.response')}</h2>
              {/* The scroll box is the named region (one region, not two with the same name); keyboard users scroll it. */}
              <pre
                role="region"
                aria-label={t('admin.diagnostics.response')}
                tabIndex={0}
                className="max-h-[60vh] overflow-auto rounded-lg bg-surface-2 p-4 text-sm"
                data-testid="analysis-json"
              >
                {JSON.stringify(analyze.data, null, 2)}
              </pre>
            </section>
          ) : null}
        </div>
      </Card>
    </>
  );
}
