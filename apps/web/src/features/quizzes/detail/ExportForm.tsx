import { EXPORT_FORMATS, type ExportDateRange, type ExportFormat } from '@quizmaker/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadQuizResults, exportFileName, saveFile, type ExportRequest } from '../../../api/quizzes.ts';
import { Alert, Button, CheckboxField, Modal, SelectField, TextField, useToast } from '../../../ui/index.ts';

/** The dialog's order of spec 3: PDF Report, Excel Spreadsheet, CSV Data, JSON Data. */
const FORMATS: readonly ExportFormat[] = ['pdf', 'xlsx', 'csv', 'json'];
const RANGES: readonly ExportDateRange[] = ['all', 'last7days', 'last30days', 'custom'];

export const DEFAULT_EXPORT: ExportRequest = {
  format: 'pdf',
  includeCorrectAnswers: true,
  includeStatistics: true,
  includeLeaderboard: false,
  includeUserDetails: false,
  dateRange: 'all',
  from: '',
  to: '',
};

/** What is wrong with a custom range: both dates are needed, and the end may not be before the start. */
export function customRangeError(
  options: Pick<ExportRequest, 'dateRange' | 'from' | 'to'>,
): 'datesRequired' | 'endBeforeStart' | null {
  if (options.dateRange !== 'custom') {
    return null;
  }
  if (!options.from || !options.to) {
    return 'datesRequired';
  }
  return options.to < options.from ? 'endBeforeStart' : null;
}

/**
 * 'Export Quiz Results': four formats, four options, a date range (custom with two dates), and a
 * real download from the server under the spec's file name. Used in the dialog and the Export tab.
 */
export function ExportForm({
  quiz,
  onDone,
  cancel,
}: {
  quiz: { id: string; title: string };
  onDone?: () => void;
  cancel?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const formatName = useId();
  const [options, setOptions] = useState<ExportRequest>(DEFAULT_EXPORT);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [touched, setTouched] = useState(false);
  const rangeError = customRangeError(options);
  const set = <K extends keyof ExportRequest>(key: K, value: ExportRequest[K]) =>
    setOptions((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    setTouched(true);
    if (rangeError) {
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      const blob = await downloadQuizResults(quiz.id, options);
      const name = exportFileName(quiz.title, options.format);
      saveFile(blob, name);
      toast.show(t('quizzes.export.done', { file: name }), { type: 'success' });
      onDone?.();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-muted">{t('quizzes.export.intro')}</p>
      {failed ? <Alert type="error">{t('quizzes.export.failed')}</Alert> : null}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('quizzes.export.format')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {FORMATS.filter((format) => EXPORT_FORMATS.includes(format)).map((format) => (
            <label
              key={format}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name={formatName}
                value={format}
                checked={options.format === format}
                onChange={() => set('format', format)}
                className="h-4 w-4 accent-primary"
              />
              {t(`quizzes.export.formats.${format}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('quizzes.export.options')}</legend>
        <CheckboxField
          label={t('quizzes.export.includeCorrectAnswers')}
          checked={options.includeCorrectAnswers}
          onChange={(event) => set('includeCorrectAnswers', event.target.checked)}
        />
        <CheckboxField
          label={t('quizzes.export.includeStatistics')}
          checked={options.includeStatistics}
          onChange={(event) => set('includeStatistics', event.target.checked)}
        />
        <CheckboxField
          label={t('quizzes.export.includeLeaderboard')}
          checked={options.includeLeaderboard}
          onChange={(event) => set('includeLeaderboard', event.target.checked)}
        />
        <CheckboxField
          label={t('quizzes.export.includeUserDetails')}
          checked={options.includeUserDetails}
          onChange={(event) => set('includeUserDetails', event.target.checked)}
        />
      </fieldset>
      <SelectField
        label={t('quizzes.export.dateRange')}
        value={options.dateRange}
        onChange={(event) => set('dateRange', event.target.value as ExportDateRange)}
        options={RANGES.map((range) => ({ value: range, label: t(`quizzes.export.ranges.${range}`) }))}
      />
      {options.dateRange === 'custom' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            type="date"
            label={t('quizzes.export.startDate')}
            value={options.from ?? ''}
            max={options.to || undefined}
            onChange={(event) => set('from', event.target.value)}
            error={
              touched && rangeError === 'datesRequired' && !options.from ? t('quizzes.export.datesRequired') : null
            }
          />
          <TextField
            type="date"
            label={t('quizzes.export.endDate')}
            value={options.to ?? ''}
            min={options.from || undefined}
            onChange={(event) => set('to', event.target.value)}
            error={
              rangeError === 'endBeforeStart'
                ? t('quizzes.export.endBeforeStart')
                : touched && rangeError === 'datesRequired' && !options.to
                  ? t('quizzes.export.datesRequired')
                  : null
            }
          />
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        {cancel}
        <Button type="submit" loading={busy}>
          {busy ? t('quizzes.export.exporting') : t('quizzes.export.submit')}
        </Button>
      </div>
    </form>
  );
}

export function ExportDialog({
  quiz,
  isOpen,
  onClose,
}: {
  quiz: { id: string; title: string };
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('quizzes.export.title')} size="lg">
      <ExportForm
        quiz={quiz}
        onDone={onClose}
        cancel={
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        }
      />
    </Modal>
  );
}
