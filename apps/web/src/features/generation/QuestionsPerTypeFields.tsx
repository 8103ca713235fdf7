import { QUESTION_TYPES, type QuestionsPerType, type QuestionType } from '@quizmaker/contracts';
import { useTranslation } from 'react-i18next';
import { useQuestionTypesT } from '../../question-types/index.ts';
import { NumberInput } from '../../ui/index.ts';

/** Counts per type 0-10, except OPEN 0-5 in the stored-document request (spec 2 section 5). */
export function countMaxOf(type: QuestionType, openMax = 10): number {
  return type === 'OPEN' ? openMax : 10;
}

/** Default counts of the wizard (spec 2 section 9: OPEN 0 in the wizard, others as listed). */
export const WIZARD_DEFAULT_COUNTS: QuestionsPerType = {
  MCQ_SINGLE: 3,
  MCQ_MULTI: 1,
  TRUE_FALSE: 2,
  FILL_GAP: 1,
  OPEN: 0,
};
/** Default counts of the stored-document request (OPEN 1). */
export const DOCUMENT_DEFAULT_COUNTS: QuestionsPerType = {
  MCQ_SINGLE: 3,
  MCQ_MULTI: 1,
  TRUE_FALSE: 2,
  FILL_GAP: 1,
  OPEN: 1,
};

/** Only the counts above 0, as the requests send them. */
export const positiveCounts = (counts: QuestionsPerType): QuestionsPerType =>
  Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));

/** One number field per question type (what to ask for), in a labelled group. */
export function QuestionsPerTypeFields({
  value,
  onChange,
  types = QUESTION_TYPES,
  openMax = 10,
  error,
  disabled,
}: {
  value: QuestionsPerType;
  onChange: (value: QuestionsPerType) => void;
  types?: readonly QuestionType[];
  openMax?: number;
  error?: string | null | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const qt = useQuestionTypesT();
  return (
    <fieldset
      className="rounded-xl border border-border p-4"
      aria-describedby={error ? 'questions-per-type-error' : undefined}
    >
      <legend className="px-1 text-sm font-semibold">{t('generation.form.questionsPerType')}</legend>
      <p className="mb-3 text-sm text-muted">{t('generation.form.questionsPerTypeHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {types.map((type) => (
          <NumberInput
            key={type}
            label={qt(`types.${type}`)}
            min={0}
            max={countMaxOf(type, openMax)}
            value={value[type] ?? 0}
            isDisabled={disabled}
            onChange={(count) => onChange({ ...value, [type]: count ?? 0 })}
          />
        ))}
      </div>
      {error ? (
        <p id="questions-per-type-error" className="mt-2 text-sm font-medium text-danger-soft-fg dark:text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
