import {
  DifficultySchema,
  QUESTION_TYPES,
  QuestionTextSchema,
  questionMessages,
  type Difficulty,
  type Question,
  type QuestionType,
} from '@quizmaker/contracts';
import { getQuestionType, type ContentIssue } from '@quizmaker/question-types';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, screenMessage } from '../../api/errors.ts';
import { questionQuery, useCreateQuestion, useUpdateQuestion } from '../../api/questions.ts';
import { useMessage } from '../../i18n/messages.ts';
import { contentIssuesFromFieldErrors, QuestionEditor, useQuestionTypesT } from '../../question-types/index.ts';
import { Alert, Button, SelectField, Spinner, TextAreaField, TextField } from '../../ui/index.ts';
import { TagPicker } from '../tags/index.ts';
import { HotspotImageUpload } from './HotspotImageUpload.tsx';
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

interface FormState {
  type: QuestionType;
  questionText: string;
  difficulty: Difficulty;
  explanation: string;
  hint: string;
  attachmentUrl: string;
  tagIds: string[];
  content: unknown;
}

const defaultContentOf = (type: QuestionType): unknown => getQuestionType(type).defaultContent();

function initialState(question: Question | undefined): FormState {
  if (!question) {
    return {
      type: 'MCQ_SINGLE',
      questionText: '',
      difficulty: 'MEDIUM',
      explanation: '',
      hint: '',
      attachmentUrl: '',
      tagIds: [],
      content: defaultContentOf('MCQ_SINGLE'),
    };
  }
  return {
    type: question.type,
    questionText: question.questionText,
    difficulty: question.difficulty,
    explanation: question.explanation ?? '',
    hint: question.hint ?? '',
    attachmentUrl: question.attachmentUrl ?? '',
    tagIds: question.tagIds,
    content: question.content ?? defaultContentOf(question.type),
  };
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
  const [state, setState] = useState<FormState>(() => initialState(question));
  const [textError, setTextError] = useState<string | null>(null);
  const [contentIssues, setContentIssues] = useState<ContentIssue[]>([]);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const saving = create.isPending || update.isPending;
  const blank = state.questionText.trim() === '';

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((current) => ({ ...current, [key]: value }));

  const changeType = (type: QuestionType) => {
    // Spec 2 section 4: a type change resets the content to that type's default, keeping the rest.
    setState((current) => ({ ...current, type, content: defaultContentOf(type) }));
    setContentIssues([]);
  };

  const validate = (): boolean => {
    const text = QuestionTextSchema.safeParse(state.questionText);
    setTextError(text.success ? null : (text.error.issues[0]?.message ?? questionMessages.textLength));
    const content = getQuestionType(state.type).validateContent(state.content);
    setContentIssues(content.success ? [] : content.issues);
    return text.success && content.success;
  };

  const submit = async (keepOpen: boolean) => {
    setBannerError(null);
    setSaved(null);
    if (!validate()) {
      return;
    }
    const form = {
      type: state.type,
      questionText: state.questionText.trim(),
      difficulty: state.difficulty,
      explanation: state.explanation.trim() || null,
      hint: state.hint.trim() || null,
      attachmentUrl: state.attachmentUrl.trim() || null,
      content: state.content,
      tagIds: state.tagIds,
    };
    try {
      const savedId = isEdit
        ? (await update.mutateAsync({ id: questionId, body: form })).id
        : await create.mutateAsync({ ...form, quizIds: quizId ? [quizId] : [] });
      if (keepOpen) {
        // Spec 2 section 4: clear text, content, explanation and tags; keep type and difficulty.
        setState((current) => ({
          ...current,
          questionText: '',
          content: defaultContentOf(current.type),
          explanation: '',
          tagIds: [],
        }));
        setSaved(t('questions.form.savedAddAnother'));
        textRef.current?.focus();
      }
      onSaved(savedId, keepOpen);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0) {
        setContentIssues(contentIssuesFromFieldErrors(error.fieldErrors));
        const textField = error.fieldErrors.find((fieldError) => fieldError.field === 'questionText');
        if (textField) {
          setTextError(textField.message);
        }
      }
      setBannerError(screenMessage(error, SAVE_FAILED) ?? SAVE_FAILED);
    }
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    void submit(false);
  };

  const headingId = `${id}-heading`;
  const Heading = variant === 'page' ? 'h1' : 'h2';
  const typeOptions = QUESTION_TYPES.map((type) => ({ value: type, label: qt(`types.${type}`) }));
  const difficultyOptions = DifficultySchema.options.map((difficulty) => ({
    value: difficulty,
    label: t(`questions.difficulty.${difficulty}`),
  }));
  const hasMarkup = /<[a-z/!]/i.test(state.questionText);

  return (
    <form
      onSubmit={onSubmit}
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
          value={state.type}
          disabled={saving}
          onChange={(event) => changeType(event.target.value as QuestionType)}
        />
        <SelectField
          label={t('questions.form.difficulty')}
          options={difficultyOptions}
          value={state.difficulty}
          disabled={saving}
          onChange={(event) => set('difficulty', event.target.value as Difficulty)}
        />
      </div>

      <div>
        <TextAreaField
          ref={textRef}
          label={t('questions.form.questionText')}
          hint={t('questions.form.questionTextHint')}
          required
          value={state.questionText}
          error={textError ? msg(textError) : null}
          disabled={saving}
          maxLength={2000}
          onChange={(event) => set('questionText', event.target.value)}
        />
        {hasMarkup ? (
          <div className="mt-2 rounded-lg border border-dashed border-border p-3">
            <p className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">
              {t('questions.form.textPreview')}
            </p>
            <RichText html={state.questionText} />
          </div>
        ) : null}
      </div>

      <section aria-labelledby={`${id}-answers`} className="rounded-xl border border-border p-4">
        <h3 id={`${id}-answers`} className="mb-3 font-semibold">
          {t('questions.form.answers', { type: qt(`types.${state.type}`) })}
        </h3>
        {state.type === 'HOTSPOT' ? (
          <HotspotImageUpload
            disabled={saving}
            onUploaded={(url) =>
              setState((current) => ({
                ...current,
                content: { ...(current.content as Record<string, unknown>), imageUrl: url },
              }))
            }
          />
        ) : null}
        <QuestionEditor
          type={state.type}
          content={state.content}
          onChange={(content) => set('content', content)}
          errors={contentIssues}
          disabled={saving}
        />
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          label={t('questions.form.explanation')}
          value={state.explanation}
          disabled={saving}
          onChange={(event) => set('explanation', event.target.value)}
        />
        <div className="space-y-4">
          <TextField
            label={t('questions.form.hint')}
            value={state.hint}
            disabled={saving}
            onChange={(event) => set('hint', event.target.value)}
          />
          <TextField
            label={t('questions.form.attachmentUrl')}
            type="url"
            value={state.attachmentUrl}
            disabled={saving}
            onChange={(event) => set('attachmentUrl', event.target.value)}
          />
        </div>
      </div>

      <TagPicker value={state.tagIds} onChange={(tagIds) => set('tagIds', tagIds)} disabled={saving} />

      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        {!isEdit ? (
          <Button variant="secondary" onClick={() => void submit(true)} disabled={saving || blank}>
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
