import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { storageUsageQuery } from '../../api/documents.ts';
import { useFormatters } from '../../i18n/format.ts';

const MEGABYTE = 1024 * 1024;

/** "Storage: 12.3 MB of 500 MB": what the caller's documents and images take of their quota (nothing while it loads or fails). */
export function StorageUsage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const usage = useQuery(storageUsageQuery());
  if (!usage.data) {
    return null;
  }
  const megabytes = (bytes: number) => `${format.number(Math.round((bytes / MEGABYTE) * 10) / 10)} MB`;
  const { usedBytes, limitBytes } = usage.data;
  return (
    <p className="mb-4 text-sm text-muted" data-testid="storage-usage">
      {limitBytes === null
        ? t('documents.list.storageUnlimited', { used: megabytes(usedBytes) })
        : t('documents.list.storage', { used: megabytes(usedBytes), limit: megabytes(limitBytes) })}
    </p>
  );
}
