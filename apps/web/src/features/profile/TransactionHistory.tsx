import { TOKEN_TRANSACTION_EFFECTS, type TokenTransaction } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionsQuery } from '../../api/billing.ts';
import { isApiError } from '../../api/errors.ts';
import { useFormatters } from '../../i18n/format.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Alert, Badge, Card, DataTable, type BadgeTone, type Column } from '../../ui/index.ts';

export const TRANSACTIONS_PAGE_SIZE = 10;

/** How a row changed the available tokens (a reservation moves tokens out of available). */
export const availableChange = (row: Pick<TokenTransaction, 'type' | 'amountTokens'>) =>
  TOKEN_TRANSACTION_EFFECTS[row.type].available * row.amountTokens;

const changeTone = (change: number): BadgeTone => (change > 0 ? 'success' : change < 0 ? 'danger' : 'neutral');

/** The user's ledger, newest first, ten to a page. Hidden when billing is switched off. */
export function TransactionHistory() {
  const { t } = useTranslation();
  const msg = useMessage();
  const format = useFormatters();
  const titleId = useId();
  const [page, setPage] = useState(0);
  const list = useQuery(transactionsQuery({ page, size: TRANSACTIONS_PAGE_SIZE }));

  if (list.isError && isApiError(list.error) && list.error.status === 404) {
    return null;
  }
  const columns: Column<TokenTransaction>[] = [
    {
      key: 'createdAt',
      header: t('billing.history.date'),
      render: (row) => format.dateTime(row.createdAt),
      isRowHeader: true,
    },
    {
      key: 'type',
      header: t('billing.history.type'),
      render: (row) => <Badge size="sm">{t(`billing.types.${row.type}`)}</Badge>,
    },
    { key: 'source', header: t('billing.history.source'), render: (row) => t(`billing.sources.${row.source}`) },
    {
      key: 'amount',
      header: t('billing.history.change'),
      className: 'text-right',
      render: (row) => {
        const change = availableChange(row);
        return (
          <Badge size="sm" tone={changeTone(change)}>
            {change > 0 ? '+' : ''}
            {format.number(change)}
          </Badge>
        );
      },
    },
    {
      key: 'balance',
      header: t('billing.history.balanceAfter'),
      className: 'text-right',
      render: (row) => format.number(row.balanceAfterAvailable),
    },
  ];
  return (
    <Card title={t('billing.history.title')} titleId={titleId}>
      {list.isError ? (
        <Alert type="error">
          {msg(
            isApiError(list.error) && list.error.status === 403
              ? 'You do not have permission to view billing information.'
              : 'Failed to load billing information',
          )}
        </Alert>
      ) : (
        <DataTable
          caption={t('billing.history.title')}
          columns={columns}
          rows={list.data?.content ?? []}
          getRowId={(row) => row.id}
          loading={list.isPending}
          emptyMessage={t('billing.history.empty')}
          pagination={{
            page,
            pageSize: TRANSACTIONS_PAGE_SIZE,
            totalElements: list.data?.totalElements ?? 0,
            onPageChange: setPage,
          }}
        />
      )}
    </Card>
  );
}
