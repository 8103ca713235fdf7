import type { TokenPack } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingConfigQuery, useStartCheckout } from '../../api/billing.ts';
import { isApiError } from '../../api/errors.ts';
import { useFormatters } from '../../i18n/format.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Alert, Button, Card, ErrorBanner, Spinner } from '../../ui/index.ts';
import { NO_PACKS, checkoutFailure, packsFailure } from './billing-messages.ts';

/** Sends the browser to the checkout page; a seam so tests can watch it. */
export const checkoutNavigation = { go: (url: string) => window.location.assign(url) };

/**
 * 'Top up tokens' (spec 1 section 2): the packs with their prices, one selectable, Reload packs, and
 * the button that opens the checkout ('Redirecting…' while busy), with every message of section 8.
 */
export function TopUpCard() {
  const { t } = useTranslation();
  const msg = useMessage();
  const format = useFormatters();
  const titleId = useId();
  const config = useQuery(billingConfigQuery());
  const checkout = useStartCheckout();
  const [selected, setSelected] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const packs = config.data?.prices ?? [];
  const chosen: TokenPack | undefined = packs.find((pack) => pack.id === selected);

  const startCheckout = () => {
    if (!chosen) {
      return;
    }
    setFailure(null);
    setRedirecting(true);
    checkout.mutate(
      { packId: chosen.id, priceId: chosen.stripePriceId },
      {
        onSuccess: ({ url }) => checkoutNavigation.go(url),
        onError: (error) => {
          setRedirecting(false);
          const { message, reloadPacks } = checkoutFailure(error);
          setFailure(message);
          if (reloadPacks) {
            setSelected(null);
            void config.refetch();
          }
        },
      },
    );
  };

  const reload = (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void config.refetch()}
      loading={config.isFetching && !config.isPending}
    >
      {t('billing.topUp.reload')}
    </Button>
  );

  return (
    <Card title={t('billing.topUp.title')} titleId={titleId} actions={reload}>
      <p className="mb-4 text-sm text-muted">{t('billing.topUp.intro')}</p>
      <ErrorBanner message={failure && msg(failure)} onDismiss={() => setFailure(null)} />
      {config.isPending ? (
        <Spinner />
      ) : config.isError ? (
        <Alert type={isApiError(config.error) && config.error.status === 404 ? 'info' : 'error'}>
          {msg(packsFailure(config.error))}
        </Alert>
      ) : packs.length === 0 ? (
        <Alert type="info">{msg(NO_PACKS)}</Alert>
      ) : (
        <div className="flex flex-col gap-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('billing.topUp.choose')}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {packs.map((pack) => {
                const price = format.price(pack.priceCents, pack.currency);
                const tokens = t('billing.topUp.tokens', { tokens: format.number(pack.tokens) });
                return (
                  <label
                    key={pack.id}
                    className={clsx(
                      'flex cursor-pointer flex-col gap-1 rounded-xl border-2 p-4 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
                      selected === pack.id
                        ? 'border-primary bg-primary-soft'
                        : 'border-border bg-surface hover:border-control',
                    )}
                  >
                    <input
                      type="radio"
                      name="token-pack"
                      value={pack.id}
                      checked={selected === pack.id}
                      onChange={() => setSelected(pack.id)}
                      aria-label={`${pack.name}, ${price}, ${tokens}`}
                      className="sr-only"
                    />
                    <span className="font-semibold">{pack.name}</span>
                    <span className="text-2xl font-bold">{price}</span>
                    <span className="text-sm text-muted">{tokens}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div>
            <Button size="lg" onClick={startCheckout} disabled={!chosen || redirecting} loading={redirecting}>
              {redirecting ? t('billing.topUp.redirecting') : t('billing.topUp.submit')}
            </Button>
          </div>
          <p className="text-sm text-muted">
            {config.data.provider === 'stripe' ? t('billing.topUp.stripeNote') : t('billing.topUp.localNote')}
          </p>
        </div>
      )}
    </Card>
  );
}
