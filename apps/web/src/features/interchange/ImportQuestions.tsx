import {
  IMPORT_MAX_BYTES,
  INTERCHANGE_FORMATS,
  type ImportItem,
  type ImportItemStatus,
  type ImportResult,
  type InterchangeFormat,
} from '@quizmaker/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { screenMessage } from '../../api/errors.ts';
import { importQuestions, useImportQuestions, type ImportRequest } from '../../api/interchange.ts';
import { useMessage } from '../../i18n/messages.ts';
import { useQuestionTypesT } from '../../question-types/index.ts';
import { Alert, Badge, Button, Modal, SelectField, Spinner, useToast, type BadgeTone } from '../../ui/index.ts';
import { ACCEPTED_EXTENSIONS } from './formats.ts';

const STATUS_TONES: Record<ImportItemStatus, BadgeTone> = { READY: 'success', CONVERTED: 'warning', SKIPPED: 'danger' };
const MAX_SIZE = `${IMPORT_MAX_BYTES / 1024 / 1024} MB`;

/** The quiz the questions go into; absent: a new DRAFT quiz. */
interface ImportTarget {
  id: string;
}

const countOf = (result: ImportResult, status: ImportItemStatus) =>
  result.questions.filter((question) => question.status === status).length;

function PreviewItem({ item }: { item: ImportItem }) {
  const { t } = useTranslation();
  const qt = useQuestionTypesT();
  const [reason] = item.notes;
  return (
    <li className="rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t('interchange.import.number', { index: item.index })}</span>
        <Badge size="sm">{item.type ? qt(`types.${item.type}`) : t('interchange.import.unknownType')}</Badge>
        <Badge size="sm" tone={STATUS_TONES[item.status]}>
          {t(`interchange.import.status.${item.status}`)}
        </Badge>
      </div>
      {item.title ? <p className="mt-1 text-sm text-muted break-words">{item.title}</p> : null}
      <p className="mt-1 break-words whitespace-pre-wrap">{item.questionText}</p>
      {item.status === 'SKIPPED' && reason ? (
        <p className="mt-2 text-sm font-medium text-danger-soft-fg dark:text-danger">
          {t('interchange.import.reason', { reason })}
        </p>
      ) : null}
      {item.status !== 'SKIPPED' && item.notes.length > 0 ? (
        <div className="mt-2 text-sm">
          <p className="font-medium">{t('interchange.import.notes')}</p>
          <ul className="list-disc pl-5 text-muted">
            {item.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

function Preview({
  result,
  fileName,
  headingRef,
}: {
  result: ImportResult;
  fileName: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const fileNotes = result.warnings.filter((warning) => warning.index === null);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="rounded text-base font-semibold break-words focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t('interchange.import.previewHeading', { file: fileName })}
        </h3>
        <p className="text-sm text-muted">
          {t('interchange.import.readAs', { format: t(`interchange.formats.${result.format}`) })}{' '}
          {t('interchange.import.totals', {
            count: result.questions.length,
            ready: countOf(result, 'READY'),
            converted: countOf(result, 'CONVERTED'),
            skipped: countOf(result, 'SKIPPED'),
          })}
        </p>
      </div>
      {fileNotes.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium">{t('interchange.import.fileNotes')}</p>
          <ul className="list-disc pl-5 text-muted">
            {fileNotes.map((warning) => (
              <li key={warning.message}>{warning.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.imported === 0 ? <Alert type="warning">{t('interchange.import.nothingToImport')}</Alert> : null}
      <ol aria-label={t('interchange.import.list')} className="flex flex-col gap-2">
        {result.questions.map((item) => (
          <PreviewItem key={item.index} item={item} />
        ))}
      </ol>
    </section>
  );
}

/**
 * The import dialog's steps: choose a format (or let the server detect it) and a file, which is
 * read at once as a dry run; the preview lists each question with its status, and the import
 * itself stores what the preview promised. Mounted while open, so each opening starts afresh.
 */
function ImportDialog({
  into,
  onClose,
  onImported,
}: {
  into: ImportTarget | undefined;
  onClose: () => void;
  onImported: ((result: ImportResult) => void) | undefined;
}) {
  const { t } = useTranslation();
  const msg = useMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const fileId = useId();
  const hintId = useId();
  const [format, setFormat] = useState<InterchangeFormat | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusPreview = useRef(false);
  // mutate's latest call wins: a preview of a file or format chosen since is never shown.
  const dryRun = useMutation({
    mutationFn: (request: Omit<ImportRequest, 'dryRun'>) => importQuestions({ ...request, dryRun: true }),
  });
  const save = useImportQuestions();
  const preview = dryRun.data ?? null;

  useEffect(() => {
    if (preview && focusPreview.current) {
      focusPreview.current = false;
      heading.current?.focus();
    }
  }, [preview]);

  const read = (chosen: File, chosenFormat: InterchangeFormat | '', moveFocus: boolean) => {
    save.reset();
    dryRun.reset();
    setTooLarge(chosen.size > IMPORT_MAX_BYTES);
    if (chosen.size > IMPORT_MAX_BYTES) {
      return;
    }
    focusPreview.current = moveFocus;
    dryRun.mutate({ file: chosen, format: chosenFormat || null, quizId: into?.id ?? null });
  };

  const submit = () => {
    if (!file) {
      return;
    }
    save.mutate(
      { file, format: format || null, quizId: into?.id ?? null },
      {
        onSuccess: (result) => {
          toast.success(t('interchange.import.done', { count: result.imported }));
          onClose();
          if (into) {
            onImported?.(result);
          } else if (result.quizId) {
            void navigate(`/quizzes/${result.quizId}/edit`);
          }
        },
      },
    );
  };

  const failure = dryRun.error ?? save.error;
  const failureText = failure ? msg(screenMessage(failure, t('interchange.import.failed'))) : '';
  const announcement = dryRun.isPending
    ? t('interchange.import.reading', { file: file?.name ?? '' })
    : preview
      ? t('interchange.import.totals', {
          count: preview.questions.length,
          ready: countOf(preview, 'READY'),
          converted: countOf(preview, 'CONVERTED'),
          skipped: countOf(preview, 'SKIPPED'),
        })
      : '';

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={into ? t('interchange.import.titleInto') : t('interchange.import.titleNew')}
      size="2xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {preview ? (
            <Button onClick={submit} disabled={preview.imported === 0} loading={save.isPending}>
              {save.isPending
                ? t('interchange.import.importing')
                : t('interchange.import.submit', { count: preview.imported })}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('interchange.import.intro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('interchange.import.format')}
            value={format}
            disabled={save.isPending}
            onChange={(event) => {
              const next = event.target.value as InterchangeFormat | '';
              setFormat(next);
              if (file) {
                read(file, next, false);
              }
            }}
            options={[
              { value: '', label: t('interchange.import.detect') },
              ...INTERCHANGE_FORMATS.map((value) => ({ value, label: t(`interchange.formats.${value}`) })),
            ]}
          />
          <div>
            <label htmlFor={fileId} className="mb-1 block text-sm font-medium">
              {t('interchange.import.file')}
            </label>
            <input
              id={fileId}
              type="file"
              accept={ACCEPTED_EXTENSIONS.join(',')}
              aria-describedby={hintId}
              disabled={save.isPending}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                if (chosen) {
                  read(chosen, format, true);
                }
              }}
              className="block w-full min-w-0 rounded-lg text-sm file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-control file:bg-surface file:px-3 file:py-2 file:font-medium file:text-fg hover:file:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
          </div>
        </div>
        <p id={hintId} className="-mt-2 text-sm text-muted">
          {t('interchange.import.fileHint', { extensions: ACCEPTED_EXTENSIONS.join(', '), size: MAX_SIZE })}
        </p>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {tooLarge ? <Alert type="error">{t('interchange.import.tooLarge', { size: MAX_SIZE })}</Alert> : null}
        {failureText ? <Alert type="error">{failureText}</Alert> : null}
        {dryRun.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted" aria-hidden="true">
            <Spinner size="sm" decorative />
            {announcement}
          </p>
        ) : null}
        {preview && file ? <Preview result={preview} fileName={file.name} headingRef={heading} /> : null}
      </div>
    </Modal>
  );
}

/**
 * 'Import questions': a button and its dialog. Into a new quiz (My Quizzes), whose editor opens
 * after the import; or, with `into`, at the end of that quiz, after which `onImported` refreshes it.
 */
export function ImportQuestionsButton({
  into,
  onImported,
}: {
  into?: ImportTarget;
  onImported?: (result: ImportResult) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('interchange.import.open')}
      </Button>
      {open ? <ImportDialog into={into} onClose={() => setOpen(false)} onImported={onImported} /> : null}
    </>
  );
}
