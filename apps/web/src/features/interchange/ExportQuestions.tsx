import { INTERCHANGE_FORMATS, type InterchangeFormat } from '@quizmaker/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenMessage } from '../../api/errors.ts';
import { downloadQuizExport } from '../../api/interchange.ts';
import { saveFile } from '../../api/quizzes.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Alert, Button, Modal, useToast } from '../../ui/index.ts';

/** One list of what the export left out or changed: the first entries the server named, and how many more. */
function ExportNotes({
  title,
  count,
  items,
}: {
  title: string;
  count: number;
  items: ReadonlyArray<{ key: number; text: string }>;
}) {
  const { t } = useTranslation();
  return (
    <Alert type="warning" title={title}>
      <ul className="list-disc pl-5">
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
      {count > items.length ? (
        <p className="mt-1">{t('interchange.export.skippedMore', { count: count - items.length })}</p>
      ) : null}
    </Alert>
  );
}

/**
 * The export dialog: a format, then the download. Questions the format cannot hold are not in the
 * file; the dialog stays open to say how many and why, and what written questions lost (the server lists the first 20 of each).
 */
function ExportFlow({ quizId, onClose }: { quizId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const toast = useToast();
  const radioName = useId();
  const [format, setFormat] = useState<InterchangeFormat>(INTERCHANGE_FORMATS[0]);
  const exporting = useMutation({
    mutationFn: (chosen: InterchangeFormat) => downloadQuizExport(quizId, chosen),
    onSuccess: (file) => {
      saveFile(file.blob, file.fileName);
      // With notes to read the dialog stays open and says it in place: a toast would cover it on a phone.
      if (file.skippedCount === 0 && file.warningCount === 0) {
        toast.success(t('interchange.export.done', { file: file.fileName }));
        onClose();
      }
    },
  });
  const result = exporting.data;
  const exportedFormat = exporting.variables;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        exporting.mutate(format);
      }}
    >
      <p className="text-sm text-muted">{t('interchange.export.intro')}</p>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('interchange.export.format')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {INTERCHANGE_FORMATS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={radioName}
                value={value}
                checked={format === value}
                onChange={() => setFormat(value)}
                className="h-4 w-4 accent-primary"
              />
              {t(`interchange.formats.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {exporting.isError ? (
        <Alert type="error">{msg(screenMessage(exporting.error, t('interchange.export.failed')))}</Alert>
      ) : null}
      {result && (result.skippedCount > 0 || result.warningCount > 0) ? (
        <Alert type="success">{t('interchange.export.done', { file: result.fileName })}</Alert>
      ) : null}
      {result && exportedFormat && result.skippedCount > 0 ? (
        <ExportNotes
          title={t('interchange.export.skipped', {
            count: result.skippedCount,
            format: t(`interchange.formats.${exportedFormat}`),
          })}
          count={result.skippedCount}
          items={result.skipped.map((entry) => ({
            key: entry.index,
            text: t('interchange.export.skippedItem', entry),
          }))}
        />
      ) : null}
      {result && exportedFormat && result.warningCount > 0 ? (
        <ExportNotes
          title={t('interchange.export.changed', {
            count: result.warningCount,
            format: t(`interchange.formats.${exportedFormat}`),
          })}
          count={result.warningCount}
          items={result.warnings.map((entry, position) => ({
            key: position,
            text: t('interchange.export.changedItem', entry),
          }))}
        />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {result ? t('interchange.export.finish') : t('common.cancel')}
        </Button>
        <Button type="submit" loading={exporting.isPending}>
          {exporting.isPending ? t('interchange.export.downloading') : t('interchange.export.submit')}
        </Button>
      </div>
    </form>
  );
}

/** 'Export questions': a button and its dialog (for those who may update the quiz: the answers are in the file). */
export function ExportQuestionsButton({ quizId }: { quizId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('interchange.export.open')}
      </Button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title={t('interchange.export.title')} size="lg">
        <ExportFlow quizId={quizId} onClose={() => setOpen(false)} />
      </Modal>
    </>
  );
}
