import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQuery, balanceStatus, type BalanceStatus } from '../../api/billing.ts';
import { isApiError } from '../../api/errors.ts';
import { useFormatters } from '../../i18n/format.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Alert, Badge, Button, Card, Spinner, type BadgeTone } from '../../ui/index.ts';
import { BILLING_DISABLED, balanceFailure } from './billing-messages.ts';

const STATUS_TONE: Record<BalanceStatus, BadgeTone> = { low: 'danger', medium: 'warning', high: 'success' };

/** Token Balance: available, reserved, last updated (or an em dash), status, and Refresh balance. */
export function TokenBalanceCard({ pollMs }: { pollMs?: number | false }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const format = useFormatters();
  const titleId = useId();
  const balance = useQuery({ ...balanceQuery(), refetchInterval: pollMs ?? false });

  if (balance.isError && isApiError(balance.error) && balance.error.status === 404) {
    return (
      <Card title={t('billing.balance.title')} titleId={titleId}>
        <Alert type="info">{msg(BILLING_DISABLED)}</Alert>
      </Card>
    );
  }

  const refresh = (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void balance.refetch()}
      loading={balance.isFetching}
      disabled={balance.isPending}
    >
      {t('billing.balance.refresh')}
    </Button>
  );
  return (
    <Card title={t('billing.balance.title')} titleId={titleId} actions={refresh}>
      {balance.isPending ? (
        <Spinner />
      ) : balance.isError ? (
        <Alert type="error">{msg(balanceFailure(balance.error))}</Alert>
      ) : (
        <div className="flex flex-col gap-4">
          <dl className="grid gap-4 sm:grid-cols-3">
            <div className="rounded-lg bg-surface-2 p-4">
              <dt className="text-sm text-muted">{t('billing.balance.available')}</dt>
              <dd className="mt-1 text-2xl font-bold" data-testid="available-tokens">
                {format.number(balance.data.availableTokens)}
              </dd>
            </div>
            <div className="rounded-lg bg-surface-2 p-4">
              <dt className="text-sm text-muted">{t('billing.balance.reserved')}</dt>
              <dd className="mt-1 text-2xl font-bold">{format.number(balance.data.reservedTokens)}</dd>
            </div>
            <div className="rounded-lg bg-surface-2 p-4">
              <dt className="text-sm text-muted">{t('billing.balance.lastUpdated')}</dt>
              <dd className="mt-1 font-medium">
                {balance.data.updatedAt ? format.dateTime(balance.data.updatedAt) : '—'}
              </dd>
            </div>
          </dl>
          <p className="flex items-center gap-2 text-sm">
            <span className="text-muted">{t('billing.balance.status')}</span>
            <Badge tone={STATUS_TONE[balanceStatus(balance.data.availableTokens)]}>
              {t(`billing.balance.statuses.${balanceStatus(balance.data.availableTokens)}`)}
            </Badge>
          </p>
        </div>
      )}
    </Card>
  );
}
