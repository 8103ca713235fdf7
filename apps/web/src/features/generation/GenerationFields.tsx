import {
  CHUNK_SIZE_LIMITS,
  GENERATION_TEXT_MAX,
  GENERATION_TIME_PER_QUESTION,
  type Difficulty,
} from '@quizmaker/contracts';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, NumberInput, SelectField, TextAreaField, TextField } from '../../ui/index.ts';
import { useMessage } from '../../i18n/messages.ts';
import { CategorySelect } from '../categories/index.ts';
import { TagPicker } from '../tags/index.ts';
import {
  checkWizardFile,
  GENERATION_LANGUAGE_CODES,
  WIZARD_FILE_EXTENSIONS,
  type DocumentGenerationForm,
  type FieldMessages,
  type GenerationLanguage,
  type GenerationQuizFields,
  type TextGenerationForm,
  type WizardChunking,
} from './generation-requests.ts';
import { QuestionsPerTypeFields } from './QuestionsPerTypeFields.tsx';

type Patch<T> = (patch: Partial<T>) => void;

/** A field's message in `errors`, translated; null when it has none. */
function useFieldError(errors: FieldMessages): (field: string) => string | null {
  const msg = useMessage();
  return (field) => {
    const message = errors[field];
    return message ? msg(message) : null;
  };
}

/** Title, description, counts per type, difficulty, time per question, category and tags of the quiz to generate. */
export function QuizGenerationFields({
  value,
  onChange,
  errors,
}: {
  value: GenerationQuizFields;
  onChange: Patch<GenerationQuizFields>;
  errors: FieldMessages;
}) {
  const { t } = useTranslation();
  const errorOf = useFieldError(errors);
  return (
    <div className="space-y-4">
      <TextField
        label={t('generation.form.quizTitle')}
        required
        value={value.quizTitle}
        error={errorOf('quizTitle')}
        onChange={(event) => onChange({ quizTitle: event.target.value })}
      />
      <TextAreaField
        label={t('generation.form.quizDescription')}
        value={value.quizDescription}
        error={errorOf('quizDescription')}
        onChange={(event) => onChange({ quizDescription: event.target.value })}
      />
      <QuestionsPerTypeFields
        value={value.questionsPerType}
        onChange={(questionsPerType) => onChange({ questionsPerType })}
        types={['MCQ_SINGLE', 'MCQ_MULTI', 'TRUE_FALSE', 'FILL_GAP', 'OPEN']}
        error={errorOf('questionsPerType')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('generation.form.difficulty')}
          value={value.difficulty}
          onChange={(event) => onChange({ difficulty: event.target.value as Difficulty })}
          options={(['EASY', 'MEDIUM', 'HARD'] as const).map((difficulty) => ({
            value: difficulty,
            label: t(`questions.difficulty.${difficulty}`),
          }))}
        />
        <NumberInput
          label={t('generation.form.timePerQuestion')}
          hint={t('generation.form.timePerQuestionHint')}
          min={GENERATION_TIME_PER_QUESTION.min}
          max={GENERATION_TIME_PER_QUESTION.max}
          value={value.estimatedTimePerQuestion}
          onChange={(minutes) =>
            onChange({ estimatedTimePerQuestion: minutes ?? GENERATION_TIME_PER_QUESTION.default })
          }
          error={errorOf('estimatedTimePerQuestion')}
        />
      </div>
      <CategorySelect value={value.categoryId} onChange={(categoryId) => onChange({ categoryId })} />
      <TagPicker value={value.tagIds} onChange={(tagIds) => onChange({ tagIds })} />
    </div>
  );
}

/** Chunking strategy and (for fixed size) max chunk size of a generation request. */
function ChunkingFields({
  strategy,
  size,
  limits,
  onChange,
  error,
  alwaysSize,
}: {
  strategy: WizardChunking;
  size: number;
  limits: { min: number; max: number };
  onChange: (patch: { chunkingStrategy?: WizardChunking; maxChunkSize?: number }) => void;
  error?: string | undefined;
  alwaysSize: boolean;
}) {
  const { t } = useTranslation();
  const msg = useMessage();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('generation.form.chunking')}
        value={strategy}
        onChange={(event) => onChange({ chunkingStrategy: event.target.value as WizardChunking })}
        options={[
          { value: 'CHAPTER_BASED', label: t('generation.chunking.CHAPTER_BASED') },
          { value: 'FIXED_SIZE', label: t('generation.chunking.FIXED_SIZE') },
        ]}
      />
      {alwaysSize || strategy === 'FIXED_SIZE' ? (
        <NumberInput
          label={t('generation.form.maxChunkSize')}
          hint={t('generation.form.maxChunkSizeHint', { min: limits.min, max: limits.max })}
          min={limits.min}
          max={limits.max}
          step={100}
          value={size}
          onChange={(maxChunkSize) => onChange({ maxChunkSize: maxChunkSize ?? limits.min })}
          error={error ? msg(error) : null}
        />
      ) : null}
    </div>
  );
}

/** Step 2 of the text method: the text, its language and chunking, then the quiz fields. */
export function TextGenerationFields({
  value,
  onChange,
  errors,
}: {
  value: TextGenerationForm;
  onChange: Patch<TextGenerationForm>;
  errors: FieldMessages;
}) {
  const { t } = useTranslation();
  const errorOf = useFieldError(errors);
  return (
    <div className="space-y-5">
      <TextAreaField
        label={t('generation.form.text')}
        hint={t('generation.form.textCount', { count: value.text.length, max: GENERATION_TEXT_MAX })}
        required
        rows={10}
        value={value.text}
        maxLength={GENERATION_TEXT_MAX}
        error={errorOf('text')}
        onChange={(event) => onChange({ text: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('generation.form.language')}
          value={value.language}
          onChange={(event) => onChange({ language: event.target.value as GenerationLanguage })}
          options={GENERATION_LANGUAGE_CODES.map((code) => ({ value: code, label: t(`generation.languages.${code}`) }))}
        />
      </div>
      <ChunkingFields
        strategy={value.chunkingStrategy}
        size={value.maxChunkSize}
        limits={CHUNK_SIZE_LIMITS.text}
        onChange={onChange}
        error={errors.maxChunkSize}
        alwaysSize
      />
      <QuizGenerationFields value={value} onChange={onChange} errors={errors} />
    </div>
  );
}

/** A drop zone that is also a button opening the file chooser (keyboard: Enter or Space). */
export function FileDropZone({
  accept,
  file,
  onFile,
  hint,
  error,
  disabled,
}: {
  accept: string;
  file: File | null;
  onFile: (file: File) => void;
  hint: string;
  error?: string | null | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState(false);
  const dropFile = useEffectEvent((dropped: File | undefined) => {
    if (dropped && !disabled) {
      onFile(dropped);
    }
  });
  // Dropping is a mouse-only shortcut for the button below (the keyboard path), so the zone itself stays a plain
  // box: its drag listeners are registered here rather than as props that would make it look interactive.
  useEffect(() => {
    const element = zone.current;
    if (element === null) {
      return undefined;
    }
    const onDragOver = (event: DragEvent) => {
      event.preventDefault();
      setOver(true);
    };
    const onDragLeave = () => {
      setOver(false);
    };
    const onDrop = (event: DragEvent) => {
      event.preventDefault();
      setOver(false);
      dropFile(event.dataTransfer?.files[0]);
    };
    element.addEventListener('dragover', onDragOver);
    element.addEventListener('dragleave', onDragLeave);
    element.addEventListener('drop', onDrop);
    return () => {
      element.removeEventListener('dragover', onDragOver);
      element.removeEventListener('dragleave', onDragLeave);
      element.removeEventListener('drop', onDrop);
    };
  }, []);
  return (
    <div>
      <div
        ref={zone}
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center ${over ? 'border-primary bg-primary-soft' : error ? 'border-danger' : 'border-control'}`}
      >
        <p className="font-medium">
          {file
            ? t('generation.file.chosen', { name: file.name, size: (file.size / 1024 / 1024).toFixed(2) })
            : t('generation.file.drop')}
        </p>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
        <Button
          variant="secondary"
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        >
          {file ? t('generation.file.change') : t('generation.file.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={accept}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          aria-label={t('generation.file.choose')}
          data-testid="file-input"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) {
              onFile(chosen);
            }
            event.target.value = '';
          }}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-danger-soft-fg dark:text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Step 2 of the document method: the file (checked at once), chunking, scope, then the quiz fields. */
export function DocumentGenerationFields({
  value,
  onChange,
  errors,
}: {
  value: DocumentGenerationForm;
  onChange: Patch<DocumentGenerationForm>;
  errors: FieldMessages;
}) {
  const { t } = useTranslation();
  const msg = useMessage();
  const errorOf = useFieldError(errors);
  const [fileError, setFileError] = useState<string | null>(null);
  const shownFileError = fileError ?? errors.file ?? null;
  return (
    <div className="space-y-5">
      <FileDropZone
        accept={WIZARD_FILE_EXTENSIONS.join(',')}
        file={value.file}
        hint={t('generation.file.wizardHint')}
        error={shownFileError ? msg(shownFileError) : null}
        onFile={(file) => {
          const issue = checkWizardFile(file);
          setFileError(issue);
          onChange({ file: issue ? null : file });
        }}
      />
      <ChunkingFields
        strategy={value.chunkingStrategy}
        size={value.maxChunkSize}
        limits={CHUNK_SIZE_LIMITS.upload}
        onChange={onChange}
        error={errors.maxChunkSize}
        alwaysSize={false}
      />
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium">{t('generation.form.scope')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['ENTIRE_DOCUMENT', 'SPECIFIC_CHAPTER', 'SPECIFIC_CHUNKS'] as const).map((scope) => (
            <label key={scope} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="wizard-scope"
                className="h-4 w-4 accent-primary"
                checked={value.quizScope === scope}
                onChange={() => onChange({ quizScope: scope })}
              />
              {t(`generation.scope.${scope}`)}
            </label>
          ))}
        </div>
        {value.quizScope === 'SPECIFIC_CHAPTER' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('generation.form.chapterTitle')}
              value={value.chapterTitle}
              error={errorOf('chapterTitle')}
              onChange={(event) => onChange({ chapterTitle: event.target.value })}
            />
            <TextField
              label={t('generation.form.chapterNumber')}
              inputMode="numeric"
              value={value.chapterNumber}
              error={errorOf('chapterNumber')}
              onChange={(event) => onChange({ chapterNumber: event.target.value })}
            />
          </div>
        ) : null}
        {value.quizScope === 'SPECIFIC_CHUNKS' ? (
          <TextField
            label={t('generation.form.chunkIndices')}
            hint={t('generation.form.chunkIndicesHint')}
            value={value.chunkIndices}
            error={errorOf('chunkIndices')}
            onChange={(event) => onChange({ chunkIndices: event.target.value })}
          />
        ) : null}
      </fieldset>
      <QuizGenerationFields value={value} onChange={onChange} errors={errors} />
    </div>
  );
}
