import { DOCUMENT_STATUSES, type Document, type DocumentStatus } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DOCUMENT_PAGE_SIZE, documentListQuery, useDeleteDocument, useReprocessDocument } from '../../api/documents.ts';
import { screenMessage } from '../../api/errors.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useListSearch } from '../../app/use-list-search.ts';
import { useRowDelete } from '../../app/use-confirmed-action.ts';
import { useFormatters } from '../../i18n/format.ts';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  ConfirmDialog,
  DataTable,
  ErrorBanner,
  ListFilters,
  PageHeader,
  useToast,
  type Column,
} from '../../ui/index.ts';
import { useMessage } from '../../i18n/messages.ts';
import { DOCUMENT_STATUS_TONES, formatBytes } from './document-display.ts';
import { GenerateQuizModal } from './GenerateQuizModal.tsx';
import { StorageUsage } from './StorageUsage.tsx';

/** /documents: the caller's documents, searchable and filtered by status, 10 a page, refreshed while any is processing. */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const msg = useMessage();
  const toast = useToast();
  const format = useFormatters();
  usePageTitle(t('documents.list.title'));
  const [status, setStatus] = useState<DocumentStatus | ''>('');
  const [page, setPage] = useState(0);
  const { search, setSearch, settledSearch } = useListSearch(() => setPage(0));
  const [generating, setGenerating] = useState<Document | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const list = useQuery(documentListQuery({ page, search: settledSearch || undefined, status: status || undefined }));
  const rowDelete = useRowDelete<Document>(
    useDeleteDocument(),
    { deleted: t('documents.list.deleted'), failed: 'Failed to delete document' },
    { onFailure: setBanner },
  );
  const reprocess = useReprocessDocument();

  const columns: Column<Document>[] = [
    {
      key: 'title',
      header: t('documents.list.name'),
      isRowHeader: true,
      render: (document) => (
        <span className="flex flex-col">
          <Link to={`/documents/${document.id}`}>{document.title}</Link>
          <span className="text-xs font-normal text-muted">{document.originalFilename}</span>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('documents.list.status'),
      render: (document) => (
        <span className="flex flex-col items-start gap-1">
          <Badge size="sm" tone={DOCUMENT_STATUS_TONES[document.status]}>
            {t(`documents.status.${document.status}`)}
          </Badge>
          {document.status === 'FAILED' && document.processingError ? (
            <span className="text-xs text-muted">{document.processingError}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'size',
      header: t('documents.list.size'),
      className: 'whitespace-nowrap',
      render: (document) => formatBytes(document.fileSize),
    },
    { key: 'chunks', header: t('documents.list.chunks'), render: (document) => document.totalChunks },
    {
      key: 'uploaded',
      header: t('documents.list.uploaded'),
      className: 'whitespace-nowrap',
      render: (document) => format.date(document.uploadedAt),
    },
    {
      key: 'actions',
      header: t('documents.list.actions'),
      className: 'text-right whitespace-nowrap',
      render: (document) => (
        <span className="inline-flex flex-wrap justify-end gap-2">
          <ButtonLink
            size="sm"
            variant="secondary"
            to={`/documents/${document.id}`}
            aria-label={t('documents.list.viewLabel', { title: document.title })}
          >
            {t('documents.list.view')}
          </ButtonLink>
          {document.status === 'PROCESSED' ? (
            <Button
              size="sm"
              onClick={() => setGenerating(document)}
              aria-label={t('documents.list.generateLabel', { title: document.title })}
            >
              {t('documents.list.generate')}
            </Button>
          ) : null}
          {document.status === 'FAILED' ? (
            <Button
              size="sm"
              variant="secondary"
              loading={reprocess.isPending && reprocess.variables === document.id}
              aria-label={t('documents.list.reprocessLabel', { title: document.title })}
              onClick={() =>
                reprocess.mutate(document.id, {
                  onSuccess: () => toast.success(t('documents.list.reprocessed')),
                  onError: (error) =>
                    setBanner(screenMessage(error, 'Failed to reprocess document') ?? 'Failed to reprocess document'),
                })
              }
            >
              {t('documents.list.reprocess')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="danger"
            onClick={() => rowDelete.ask(document)}
            aria-label={t('documents.list.deleteLabel', { title: document.title })}
          >
            {t('documents.list.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('documents.list.title')}
        description={t('documents.list.subtitle')}
        actions={<ButtonLink to="/documents/upload">{t('documents.list.upload')}</ButtonLink>}
      />
      <StorageUsage />
      <ListFilters
        searchLabel={t('documents.list.search')}
        search={search}
        onSearch={setSearch}
        filters={[
          {
            label: t('documents.list.statusFilter'),
            value: status,
            onChange: (value) => {
              setStatus(value as DocumentStatus | '');
              setPage(0);
            },
            options: [
              { value: '', label: t('documents.list.all') },
              ...DOCUMENT_STATUSES.map((value) => ({ value, label: t(`documents.status.${value}`) })),
            ],
          },
        ]}
      />
      <ErrorBanner message={banner && msg(banner)} onDismiss={() => setBanner(null)} />
      {list.isError ? (
        <Alert type="error">
          {msg(screenMessage(list.error, 'Failed to load documents') ?? 'Failed to load documents')}
        </Alert>
      ) : (
        <DataTable
          caption={t('documents.list.caption')}
          columns={columns}
          rows={list.data?.content ?? []}
          getRowId={(document) => document.id}
          loading={list.isPending}
          emptyMessage={t('documents.list.empty')}
          pagination={{
            page,
            pageSize: DOCUMENT_PAGE_SIZE,
            totalElements: list.data?.totalElements ?? 0,
            onPageChange: setPage,
          }}
        />
      )}
      <ConfirmDialog
        {...rowDelete.dialog}
        title={t('documents.list.deleteTitle')}
        message={t('documents.list.deleteConfirm', { title: rowDelete.target?.title ?? '' })}
        confirmLabel={t('documents.list.delete')}
      />
      {generating ? (
        <GenerateQuizModal
          isOpen
          documentId={generating.id}
          defaultTitle={generating.title}
          onClose={() => setGenerating(null)}
        />
      ) : null}
    </>
  );
}
