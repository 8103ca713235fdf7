import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { questionSourceQuery } from '../../api/questions.ts';

/** Where a generated question comes from: the document's pages and the passage it rests on (nothing for hand-written ones). */
export function QuestionSourcePanel({ questionId }: { questionId: string }) {
  const { t } = useTranslation();
  const source = useQuery(questionSourceQuery(questionId));
  if (!source.data) {
    return null;
  }
  const { startPage, endPage, chunkIndex, documentId, sentences } = source.data;
  const pages =
    startPage === null
      ? null
      : endPage === null || endPage === startPage
        ? t('questions.source.page', { page: startPage })
        : t('questions.source.pages', { start: startPage, end: endPage });
  return (
    <aside
      aria-labelledby="question-source-heading"
      className="rounded-xl border border-info-soft-fg/30 bg-info-soft p-4 text-info-soft-fg"
    >
      <h3 id="question-source-heading" className="font-semibold">
        {t('questions.source.title')}
      </h3>
      <p className="mt-1 text-sm">
        {[pages, t('questions.source.chunk', { index: chunkIndex })].filter(Boolean).join(' · ')}
        {documentId ? (
          <>
            {' · '}
            <Link className="underline" to={`/documents/${documentId}`}>
              {t('questions.source.openDocument')}
            </Link>
          </>
        ) : null}
      </p>
      {sentences.length > 0 ? (
        <figure className="mt-2">
          <figcaption className="sr-only">{t('questions.source.passage')}</figcaption>
          <blockquote className="border-l-4 border-current/40 pl-3 text-sm italic">{sentences.join(' ')}</blockquote>
        </figure>
      ) : null}
    </aside>
  );
}
