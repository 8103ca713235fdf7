import { DifficultySchema, QUESTION_TYPES, type Question } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError, screenMessage } from '../../api/errors.ts';
import { questionQuery, useCreateQuestion, useUpdateQuestion } from '../../api/questions.ts';
import { useMessage } from '../../i18n/messages.ts';
import { contentIssuesFromFieldErrors, QuestionEditor, useQuestionTypesT } from '../../question-types/index.ts';
import { Alert, Button, SelectField, Spinner, TextAreaField, TextField } from '../../ui/index.ts';
import { TagPicker } from '../tags/index.ts';
import { HotspotImageUpload } from './HotspotImageUpload.tsx';
import {
  contentFieldError,
  contentIssuesOf,
  defaultContentOf,
  questionBodyOf,
  questionFormResolver,
  questionFormValues,
  type QuestionFormOutput,
  type QuestionFormValues,
} from './question-form.ts';
import { QuestionSourcePanel } from './QuestionSourcePanel.tsx';
import { RichText } from '../../ui/rich-text.tsx';

const SAVE_FAILED = 'Failed to save question';
const LOAD_FAILED = 'Failed to load question';

export interface QuestionFormProps {
  /** Edit this question (loaded first); without it the form creates one. */
  questionId?: string | undefined;
  /** On create, the new question is added to this quiz (sent as quizIds). */
  quizId?: string | undefined;
  /** 'modal' is the compact variant inside the Add Question dialog. */
  variant?: 'page' | 'modal';
  /** After a save: the question's id and whether the author asked to add another (the form stays open). */
  onSaved: (questionId: string, keepOpen: boolean) => void;
  onCancel: () => void;
}

/**
 * The question create/edit form of spec 2 (full page or compact in a modal). When editing, the
 * question is fetched first (loading, then editing, then saving).
 */
export function QuestionForm(props: QuestionFormProps) {
  const msg = useMessage();
  const question = useQuery({ ...questionQuery(props.questionId ?? ''), enabled: props.questionId !== undefined });
  if (props.questionId !== undefined) {
    if (question.isPending) {
      return (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      );
    }
    if (question.isError) {
      return <Alert type="error">{msg(screenMessage(question.error, LOAD_FAILED) ?? LOAD_FAILED)}</Alert>;
    }
  }
  return (
    <QuestionFormBody
      key={props.questionId ?? 'new'}
      {...props}
      question={question.data}
      headingHidden={props.variant === 'modal'}
    />
  );
}

function QuestionFormBody({
  questionId,
  quizId,
  variant = 'page',
  onSaved,
  onCancel,
  question,
  headingHidden,
}: QuestionFormProps & { question: Question | undefined; headingHidden: boolean }) {
  const { t } = useTranslation();
  const qt = useQuestionTypesT();
  const msg = useMessage();
  const id = useId();
  const isEdit = questionId !== undefined;
  const form = useForm<QuestionFormValues, unknown, QuestionFormOutput>({
    defaultValues: questionFormValues(question),
    resolver: questionFormResolver,
  });
  const [saved, setSaved] = useState<string | null>(null);
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const saving = create.isPending || update.isPending;
  const [type, questionText] = useWatch({ control: form.control, name: ['type', 'questionText'] });
  const blank = questionText.trim() === '';
  const textError = form.formState.errors.questionText?.message;
  const bannerError = form.formState.errors.root?.server?.message;

  const resetContent = () => {
    // Spec 2 section 4: a type change resets the content to that type's default, keeping the rest.
    form.setValue('content', defaultContentOf(form.getValues('type')));
    form.clearErrors('content');
  };

  const save = async (values: QuestionFormOutput, keepOpen: boolean) => {
    const body = questionBodyOf(values);
    try {
      const savedId = isEdit
        ? (await update.mutateAsync({ id: questionId, body })).id
        : await create.mutateAsync({ ...body, quizIds: quizId ? [quizId] : [] });
      if (keepOpen) {
        // Spec 2 section 4: clear text, content, explanation and tags; keep type and difficulty.
        form.setValue('questionText', '');
        form.setValue('content', defaultContentOf(values.type));
        form.setValue('explanation', '');
        form.setValue('tagIds', []);
        setSaved(t('questions.form.savedAddAnother'));
        form.setFocus('questionText');
      }
      onSaved(savedId, keepOpen);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0) {
        const contentIssues = contentIssuesFromFieldErrors(error.fieldErrors);
        if (contentIssues.length > 0) {
          form.setError('content', contentFieldError(contentIssues));
        }
        const textField = error.fieldErrors.find((fieldError) => fieldError.field === 'questionText');
        if (textField) {
          form.setError('questionText', { type: 'server', message: textField.message });
        }
      }
      form.setError('root.server', { type: 'server', message: screenMessage(error, SAVE_FAILED) ?? SAVE_FAILED });
    }
  };

  /** Checks the form and saves it; a new submit clears what the last one said (rules, banner, 'saved'). */
  const submit = (keepOpen: boolean) => {
    setSaved(null);
    return form.handleSubmit((values) => save(values, keepOpen));
  };

  const headingId = `${id}-heading`;
  const Heading = variant === 'page' ? 'h1' : 'h2';
  const typeOptions = QUESTION_TYPES.map((option) => ({ value: option, label: qt(`types.${option}`) }));
  const difficultyOptions = DifficultySchema.options.map((difficulty) => ({
    value: difficulty,
    label: t(`questions.difficulty.${difficulty}`),
  }));
  const hasMarkup = /<[a-z/!]/i.test(questionText);

  return (
    <form
      onSubmit={(event) => void submit(false)(event)}
      noValidate
      aria-labelledby={headingId}
      className="space-y-5"
      aria-busy={saving || undefined}
    >
      <div>
        <Heading
          id={headingId}
          className={headingHidden ? 'sr-only' : variant === 'page' ? 'text-2xl font-bold' : 'text-lg font-semibold'}
        >
          {isEdit ? t('questions.form.editHeading') : t('questions.form.createHeading')}
        </Heading>
        <p className={headingHidden ? '-mt-1 text-sm text-muted' : 'mt-1 text-muted'}>
          {isEdit ? t('questions.form.editSubtext') : t('questions.form.createSubtext')}
        </p>
      </div>
      {bannerError ? <Alert type="error">{msg(bannerError)}</Alert> : null}
      {saved ? <Alert type="success">{saved}</Alert> : null}
      {isEdit ? <QuestionSourcePanel questionId={questionId} /> : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('questions.form.type')}
          options={typeOptions}
          disabled={saving}
          {...form.register('type', { onChange: resetContent })}
        />
        <SelectField
          label={t('questions.form.difficulty')}
          options={difficultyOptions}
          disabled={saving}
          {...form.register('difficulty')}
        />
      </div>

      <div>
        <TextAreaField
          label={t('questions.form.questionText')}
          hint={t('questions.form.questionTextHint')}
          required
          error={textError ? msg(textError) : null}
          disabled={saving}
          maxLength={2000}
          {...form.register('questionText')}
        />
        {hasMarkup ? (
          <div className="mt-2 rounded-lg border border-dashed border-border p-3">
            <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">
              {t('questions.form.textPreview')}
            </p>
            <RichText html={questionText} />
          </div>
        ) : null}
      </div>

      <section aria-labelledby={`${id}-answers`} className="rounded-xl border border-border p-4">
        <h3 id={`${id}-answers`} className="mb-3 font-semibold">
          {t('questions.form.answers', { type: qt(`types.${type}`) })}
        </h3>
        {type === 'HOTSPOT' ? (
          <HotspotImageUpload
            disabled={saving}
            onUploaded={(url) => {
              form.setValue('content', { ...(form.getValues('content') as Record<string, unknown>), imageUrl: url });
            }}
          />
        ) : null}
        <Controller
          control={form.control}
          name="content"
          render={({ field, fieldState }) => (
            <QuestionEditor
              type={type}
              content={field.value}
              onChange={field.onChange}
              errors={contentIssuesOf(fieldState.error)}
              disabled={saving}
            />
          )}
        />
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField label={t('questions.form.explanation')} disabled={saving} {...form.register('explanation')} />
        <div className="space-y-4">
          <TextField label={t('questions.form.hint')} disabled={saving} {...form.register('hint')} />
          <TextField
            label={t('questions.form.attachmentUrl')}
            type="url"
            disabled={saving}
            {...form.register('attachmentUrl')}
          />
        </div>
      </div>

      <Controller
        control={form.control}
        name="tagIds"
        render={({ field }) => <TagPicker value={field.value} onChange={field.onChange} disabled={saving} />}
      />

      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        {!isEdit ? (
          <Button variant="secondary" onClick={() => void submit(true)()} disabled={saving || blank}>
            {t('questions.form.saveAndAddAnother')}
          </Button>
        ) : null}
        <Button type="submit" disabled={saving || blank} loading={saving}>
          {saving
            ? t('questions.form.saving')
            : isEdit
              ? t('questions.form.saveChanges')
              : t('questions.form.createQuestion')}
        </Button>
      </div>
    </form>
  );
}
