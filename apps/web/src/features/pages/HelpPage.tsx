import { clsx } from 'clsx';
import type { ReactNode } from 'react';
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

/** One card of the help page: a section named by its heading. */
function HelpCard({
  id,
  title,
  first = false,
  children,
}: {
  id: string;
  title: string;
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={clsx(!first && 'mt-6', 'rounded-xl border border-border bg-surface p-6 shadow-sm')}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /help: how to use the product, and a short FAQ per role. */
export default function HelpPage() {
  const { t } = useTranslation();
  usePageTitle(t('breadcrumbs.help'));
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('help.title')} description={t('help.intro')} />
      <HelpCard id="help-steps" title={t('help.stepsTitle')} first>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-muted">
          {STEPS.map((step) => (
            <li key={step}>{t(`help.steps.${step}`)}</li>
          ))}
        </ol>
      </HelpCard>
      <HelpCard id="help-live" title={t('help.live.title')}>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
          {LIVE.map((item) => (
            <li key={item}>{t(`help.live.${item}`)}</li>
          ))}
        </ul>
      </HelpCard>
      {(Object.keys(FAQ) as Array<keyof typeof FAQ>).map((role) => (
        <HelpCard key={role} id={`faq-${role}`} title={t(`help.faq.${role}.title`)}>
          <dl className="mt-3 flex flex-col gap-4">
            {FAQ[role].map((item) => (
              <div key={item}>
                <dt className="font-medium">{t(`help.faq.${role}.${item}.q` as 'help.faq.student.retake.q')}</dt>
                <dd className="mt-1 text-muted">{t(`help.faq.${role}.${item}.a` as 'help.faq.student.retake.a')}</dd>
              </div>
            ))}
          </dl>
        </HelpCard>
      ))}
      <p className="mt-6 text-muted">
        {t('help.moreQuestions')} <Link to="/contact">{t('help.contactLink')}</Link>
      </p>
    </div>
  );
}
