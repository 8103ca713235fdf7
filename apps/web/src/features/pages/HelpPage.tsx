import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { PageHeader } from '../../ui/index.ts';

const STEPS = ['account', 'browse', 'take', 'create', 'progress'] as const;
/** Live sessions (issue 22): joining, the scoring rule the server applies (docs/live.md), the types that play. */
const LIVE = ['join', 'scoring', 'partial', 'oneAnswer', 'ranks', 'types'] as const;
const FAQ = {
  student: ['retake', 'pause', 'results'],
  creator: ['generate', 'tokens', 'publish'],
  admin: ['deactivate', 'diagnostics'],
} as const;

/** /help: how to use the product, and a short FAQ per role. */
export default function HelpPage() {
  const { t } = useTranslation();
  usePageTitle(t('breadcrumbs.help'));
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('help.title')} description={t('help.intro')} />
      <section aria-labelledby="help-steps" className="rounded-xl border border-border bg-surface p-6 shadow-sm">
        <h2 id="help-steps" className="text-lg font-semibold">
          {t('help.stepsTitle')}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-muted">
          {STEPS.map((step) => (
            <li key={step}>{t(`help.steps.${step}`)}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="help-live" className="mt-6 rounded-xl border border-border bg-surface p-6 shadow-sm">
        <h2 id="help-live" className="text-lg font-semibold">
          {t('help.live.title')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
          {LIVE.map((item) => (
            <li key={item}>{t(`help.live.${item}`)}</li>
          ))}
        </ul>
      </section>
      {(Object.keys(FAQ) as Array<keyof typeof FAQ>).map((role) => (
        <section
          key={role}
          aria-labelledby={`faq-${role}`}
          className="mt-6 rounded-xl border border-border bg-surface p-6 shadow-sm"
        >
          <h2 id={`faq-${role}`} className="text-lg font-semibold">
            {t(`help.faq.${role}.title`)}
          </h2>
          <dl className="mt-3 flex flex-col gap-4">
            {FAQ[role].map((item) => (
              <div key={item}>
                <dt className="font-medium">{t(`help.faq.${role}.${item}.q` as 'help.faq.student.retake.q')}</dt>
                <dd className="mt-1 text-muted">{t(`help.faq.${role}.${item}.a` as 'help.faq.student.retake.a')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className="mt-6 text-muted">
        {t('help.moreQuestions')} <Link to="/contact">{t('help.contactLink')}</Link>
      </p>
    </div>
  );
}
