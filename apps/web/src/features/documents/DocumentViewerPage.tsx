import type { DocumentChunk } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { documentChunksQuery, documentQuery } from '../../api/documents.ts';
import { screenMessage } from '../../api/errors.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useCrumbLabel } from '../../app/layout/crumb-labels.ts';
import { Alert, Badge, Button, ButtonLink, PageHeader, PageSpinner, SelectField, TextField } from '../../ui/index.ts';
import { useMessage } from '../../i18n/messages.ts';
import { DOCUMENT_STATUS_TONES, formatBytes } from './document-display.ts';
import { GenerateQuizModal } from './GenerateQuizModal.tsx';

interface Match {
  chunk: number;
  start: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every case-insensitive occurrence of `needle` in the chunks, in reading order. */
export function findMatches(chunks: readonly DocumentChunk[], needle: string): Match[] {
  if (needle.trim() === '') {
    return [];
  }
  const pattern = new RegExp(escapeRegExp(needle.trim()), 'gi');
  return chunks.flatMap((chunk, index) =>
    Array.from(chunk.content.matchAll(pattern), (match) => ({ chunk: index, start: match.index })),
  );
}

/** The chunk text with each match marked; the current one is marked stronger and carries an id to scroll to. */
function Highlighted({ text, needle, current }: { text: string; needle: string; current: number | null }) {
  if (needle.trim() === '') {
    return <>{text}</>;
  }
  const pattern = new RegExp(`(${escapeRegExp(needle.trim())})`, 'gi');
  return (
    <>
      {text.split(pattern).map((part, index) => {
        if (index % 2 === 0) {
          return <Fragment key={index}>{part}</Fragment>;
        }
        // Split on one capturing group, the matches sit at the odd indices: 1, 3, 5... are matches 0, 1, 2...
        const isCurrent = (index - 1) / 2 === current;
        return (
          <mark
            key={index}
            id={isCurrent ? 'current-match' : undefined}
            className={
              isCurrent
                ? 'rounded bg-primary px-0.5 text-primary-fg'
                : 'rounded bg-warning-soft px-0.5 text-warning-soft-fg'
            }
          >
            {part}
          </mark>
        );
      })}
    </>
  );
}

/** /documents/{id}: the chunks one at a time, with previous/next, a chunk picker, metadata and search across every chunk. */
export default function DocumentViewerPage() {
  const { t } = useTranslation();
  const msg = useMessage();
  const { documentId = '' } = useParams();
  const document = useQuery(documentQuery(documentId));
  const processed = document.data?.status === 'PROCESSED';
  const chunks = useQuery({ ...documentChunksQuery(documentId), enabled: processed });
  usePageTitle(document.data?.title ?? t('documents.viewer.title'));
  useCrumbLabel(document.data?.title ?? t('documents.viewer.title'));
  const [index, setIndex] = useState(0);
  const [search, setSearch] = useState('');
  const [matchIndex, setMatchIndex] = useState(0);
  const [generating, setGenerating] = useState(false);

  const list = useMemo(() => chunks.data ?? [], [chunks.data]);
  const matches = useMemo(() => findMatches(list, search), [list, search]);
  const current = matches[matchIndex];

  // A new search starts at its first match; the chunk of the current match is shown (adjusted while rendering).
  const [matchSearch, setMatchSearch] = useState(search);
  if (search !== matchSearch) {
    setMatchSearch(search);
    setMatchIndex(0);
  }
  const [shownMatch, setShownMatch] = useState<typeof current>(undefined);
  if (current !== shownMatch) {
    setShownMatch(current);
    if (current) {
      setIndex(current.chunk);
    }
  }
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Scroll the chunk box (not the page) so the current match is in view.
    const box = contentRef.current;
    const mark = box?.querySelector<HTMLElement>('#current-match');
    if (box && mark) {
      box.scrollTop = Math.max(0, mark.offsetTop - box.clientHeight / 2);
    }
  }, [current, index]);

  if (document.isPending) {
    return <PageSpinner />;
  }
  if (document.isError) {
    return (
      <Alert type="error">
        {msg(screenMessage(document.error, 'Failed to load document') ?? 'Failed to load document')}
      </Alert>
    );
  }
  const doc = document.data;
  const chunk = list[index];
  const before = matches.filter((match) => match.chunk < index).length;
  const currentInChunk = current && current.chunk === index ? matchIndex - before : null;
  const step = (delta: number) =>
    setMatchIndex((value) => (matches.length === 0 ? 0 : (value + delta + matches.length) % matches.length));

  return (
    <>
      <PageHeader
        title={doc.title}
        description={t('documents.viewer.summary', {
          file: doc.originalFilename,
          size: formatBytes(doc.fileSize),
          pages:
            doc.totalPages === null
              ? t('documents.viewer.pagesUnknown')
              : t('documents.viewer.pageCount', { count: doc.totalPages }),
          chunks: t('documents.viewer.chunkCount', { count: doc.totalChunks }),
          words: t('documents.viewer.wordCount', { count: doc.totalWords }),
        })}
        actions={
          <>
            <ButtonLink variant="secondary" to="/documents">
              {t('documents.upload.back')}
            </ButtonLink>
            {processed ? <Button onClick={() => setGenerating(true)}>{t('documents.list.generate')}</Button> : null}
          </>
        }
      />
      <p className="mb-4 flex items-center gap-2 text-sm">
        {t('documents.list.status')}:{' '}
        <Badge tone={DOCUMENT_STATUS_TONES[doc.status]}>{t(`documents.status.${doc.status}`)}</Badge>
      </p>
      {doc.status === 'FAILED' ? (
        <Alert type="error">{doc.processingError ?? t('documents.viewer.failed')}</Alert>
      ) : null}
      {doc.status === 'UPLOADED' || doc.status === 'PROCESSING' ? (
        <Alert type="info">{t('documents.viewer.processing')}</Alert>
      ) : null}
      {chunks.isError ? (
        <Alert type="error">
          {msg(screenMessage(chunks.error, 'Failed to load document') ?? 'Failed to load document')}
        </Alert>
      ) : null}

      {processed && list.length > 0 ? (
        <div className="grid gap-5 lg:grid-cols-[18rem_1fr]">
          <aside className="space-y-4" aria-label={t('documents.viewer.tools')}>
            <div role="search">
              <TextField
                label={t('documents.viewer.search')}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <div className="mt-2 flex items-center gap-2">
                <Button size="sm" variant="secondary" onClick={() => step(-1)} disabled={matches.length === 0}>
                  {t('documents.viewer.previousMatch')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => step(1)} disabled={matches.length === 0}>
                  {t('documents.viewer.nextMatch')}
                </Button>
              </div>
              <p className="mt-2 text-sm text-muted" aria-live="polite">
                {search.trim() === ''
                  ? ''
                  : matches.length === 0
                    ? t('documents.viewer.noMatches')
                    : t('documents.viewer.matchOf', { current: matchIndex + 1, total: matches.length })}
              </p>
            </div>
            <SelectField
              label={t('documents.viewer.chunkPicker')}
              value={String(index)}
              onChange={(event) => setIndex(Number(event.target.value))}
              options={list.map((entry, position) => ({
                value: String(position),
                label: t('documents.viewer.chunkOption', { number: position + 1, title: entry.title }),
              }))}
            />
          </aside>
          {chunk ? (
            <article aria-labelledby="chunk-title" className="rounded-xl border border-border bg-surface p-5 shadow-sm">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
                <h2 id="chunk-title" className="text-lg font-semibold">
                  {t('documents.viewer.chunkHeading', { number: index + 1, total: list.length, title: chunk.title })}
                </h2>
                <div className="flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setIndex(index - 1)} disabled={index === 0}>
                    {t('documents.viewer.previousChunk')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setIndex(index + 1)}
                    disabled={index >= list.length - 1}
                  >
                    {t('documents.viewer.nextChunk')}
                  </Button>
                </div>
              </div>
              <dl className="mb-4 grid gap-2 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-muted">{t('documents.viewer.pages')}</dt>
                  <dd>{t('documents.viewer.pageRange', { start: chunk.startPage, end: chunk.endPage })}</dd>
                </div>
                <div>
                  <dt className="text-muted">{t('documents.viewer.words')}</dt>
                  <dd>
                    {t('documents.viewer.wordsValue', { words: chunk.wordCount, characters: chunk.characterCount })}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">{t('documents.viewer.type')}</dt>
                  <dd>{t(`documents.chunkType.${chunk.chunkType}`)}</dd>
                </div>
                {chunk.chapterTitle ? (
                  <div>
                    <dt className="text-muted">{t('documents.viewer.chapter')}</dt>
                    <dd>{chunk.chapterTitle}</dd>
                  </div>
                ) : null}
                {chunk.sectionTitle ? (
                  <div>
                    <dt className="text-muted">{t('documents.viewer.section')}</dt>
                    <dd>{chunk.sectionTitle}</dd>
                  </div>
                ) : null}
              </dl>
              <div
                ref={contentRef}
                className="relative max-h-[60vh] overflow-y-auto rounded-lg bg-surface-2 p-4 whitespace-pre-wrap"
                role="region"
                tabIndex={0}
                aria-label={t('documents.viewer.content')}
              >
                <Highlighted text={chunk.content} needle={search} current={currentInChunk} />
              </div>
            </article>
          ) : null}
        </div>
      ) : null}
      {processed && chunks.isSuccess && list.length === 0 ? (
        <p className="text-muted">{t('documents.viewer.noChunks')}</p>
      ) : null}
      {generating ? (
        <GenerateQuizModal isOpen documentId={doc.id} defaultTitle={doc.title} onClose={() => setGenerating(false)} />
      ) : null}
    </>
  );
}
