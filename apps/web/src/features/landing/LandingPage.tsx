import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth/AuthProvider.tsx';
import { usePageTitle } from '../../app/page-title.ts';
import { ButtonLink } from '../../ui/index.ts';

const FEATURES = ['build', 'generate', 'take', 'track'] as const;

/** The landing page: the pitch, then Browse Quizzes when signed in, Login and Register otherwise. */
export default function LandingPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  usePageTitle('');
  return (
    <div className="flex flex-col gap-12">
      <section className="rounded-2xl border border-border bg-surface px-6 py-12 text-center shadow-sm sm:px-12 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('landing.eyebrow')}</p>
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t('landing.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{t('landing.subtitle')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {status === 'authenticated' ? (
            <ButtonLink to="/quizzes" size="xl">
              {t('landing.browseQuizzes')}
            </ButtonLink>
          ) : (
            <>
              <ButtonLink to="/login" size="xl">
                {t('nav.login')}
              </ButtonLink>
              <ButtonLink to="/register" size="xl" variant="secondary">
                {t('nav.register')}
              </ButtonLink>
            </>
          )}
        </div>
      </section>
      <section aria-labelledby="landing-features">
        <h2 id="landing-features" className="sr-only">
          {t('landing.featuresHeading')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li key={feature} className="rounded-xl border border-border bg-surface p-5 shadow-sm">
              <h3 className="font-semibold">{t(`landing.features.${feature}.title`)}</h3>
              <p className="mt-2 text-sm text-muted">{t(`landing.features.${feature}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
