import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { balanceQuery } from '../../api/billing.ts';
import { isApiError, screenMessage } from '../../api/errors.ts';
import { useGenerationEstimate, type EstimateRequest } from '../../api/generation.ts';
import { useFormatters } from '../../i18n/format.ts';
import { Alert, Spinner } from '../../ui/index.ts';
import { useMessage } from '../../i18n/messages.ts';

/**
 * The token cost the server quotes for a request, next to the caller's balance, and a warning with
 * a link to top up when the balance does not cover it. `body` null: no estimate (e.g. a file not
 * read by the server yet), only the balance.
 */
export function EstimatePanel({ body, note }: { body: EstimateRequest | null; note?: string }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const format = useFormatters();
  const estimate = useGenerationEstimate(body);
  const balance = useQuery({ ...balanceQuery(), retry: false });
  const available = balance.data?.availableTokens;
  const cost = estimate.data?.estimatedBillingTokens;
  const short = available !== undefined && cost !== undefined && cost > available;
  return (
    <section aria-labelledby="estimate-heading" className="rounded-xl border border-border bg-surface-2 p-4">
      <h3 id="estimate-heading" className="mb-2 font-semibold">
        {t('generation.estimate.title')}
      </h3>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">{t('generation.estimate.cost')}</dt>
          <dd className="font-semibold" aria-live="polite">
            {body === null ? (
              <span className="font-normal text-muted">{note ?? t('generation.estimate.afterRead')}</span>
            ) : estimate.isPending ? (
              <Spinner size="sm" label={t('generation.estimate.loading')} />
            ) : estimate.isError ? (
              <span className="font-normal text-danger-soft-fg dark:text-danger">
                {msg(screenMessage(estimate.error, t('generation.estimate.failed')))}
              </span>
            ) : (
              <>
                {t('generation.estimate.tokens', { count: cost ?? 0, formatted: format.number(cost ?? 0) })}
                {estimate.data.humanizedEstimate ? (
                  <span className="ml-2 font-normal text-muted">({estimate.data.humanizedEstimate})</span>
                ) : null}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('generation.estimate.balance')}</dt>
          <dd className="font-semibold">
            {available === undefined
              ? '—'
              : t('generation.estimate.tokens', { count: available, formatted: format.number(available) })}
          </dd>
        </div>
      </dl>
      {short ? (
        <Alert type="warning" className="mt-3">
          {t('generation.estimate.insufficient', {
            cost: format.number(cost),
            available: format.number(available),
          })}{' '}
          <Link className="font-semibold underline" to="/profile">
            {t('generation.estimate.topUp')}
          </Link>
        </Alert>
      ) : null}
    </section>
  );
}

/** The message of a failed start: the insufficient-token answer in words with a top-up link, or the server's message. */
export function StartError({ error, fallback: given }: { error: unknown; fallback?: string | undefined }) {
  const { t } = useTranslation();
  const msg = useMessage();
  if (!error) {
    return null;
  }
  const fallback = given ?? t('generation.errors.start');
  if (isApiError(error) && error.status === 409 && error.serverMessage === 'Not enough tokens for this request') {
    return (
      <Alert type="error">
        {t('generation.estimate.notEnough')}{' '}
        <Link className="font-semibold underline" to="/profile">
          {t('generation.estimate.topUp')}
        </Link>
      </Alert>
    );
  }
  return <Alert type="error">{msg(screenMessage(error, fallback) ?? fallback)}</Alert>;
}
