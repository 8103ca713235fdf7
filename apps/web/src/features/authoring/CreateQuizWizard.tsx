import { zodResolver } from '@hookform/resolvers/zod';
import type { GenerationJob } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { screenMessage } from '../../api/errors.ts';
import { useStartTextGeneration, useStartUploadGeneration } from '../../api/generation.ts';
import { questionsByIdsQuery } from '../../api/questions.ts';
import { quizForEditQuery, useCreateQuiz, useSetQuizQuestions, useUpdateQuiz } from '../../api/quiz-authoring.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { Alert, Badge, Button, ButtonLink, ProgressBar, Spinner, Tabs, useToast } from '../../ui/index.ts';
import { EstimatePanel, StartError } from '../generation/EstimatePanel.tsx';
import { DocumentGenerationFields, TextGenerationFields } from '../generation/GenerationFields.tsx';
import {
  checkDocumentForm,
  checkTextForm,
  defaultDocumentForm,
  defaultTextForm,
  textEstimateOf,
  textRequestOf,
  uploadFieldsOf,
  type DocumentGenerationForm,
  type FieldMessages,
  type TextGenerationForm,
} from '../generation/generation-requests.ts';
import { GenerationProgressPanel } from '../generation/GenerationProgressPanel.tsx';
import { useMessage } from '../../i18n/messages.ts';
import { QuestionsTab } from './QuestionsTab.tsx';
import { QuizEditor } from './QuizEditor.tsx';
import {
  defaultQuizValues,
  QuizFormSchema,
  toCreateBody,
  toUpdateBody,
  type QuizFormOutput,
  type QuizFormValues,
} from './quiz-form.ts';
import { QuizPreview } from './QuizPreview.tsx';
import { QuizSettingsFields } from './QuizSettingsFields.tsx';
import {
  CREATION_METHODS,
  initialWizardState,
  METHOD_TIME_TIERS,
  wizardReducer,
  type CreationMethod,
  type WizardStep,
} from './wizard-machine.ts';

const STEP_KEYS = { 1: 'chooseMethod', 2: 'configure', 3: 'questions', 4: 'review' } as const;

function StepIndicator({ step, method }: { step: WizardStep; method: CreationMethod | null }) {
  const { t } = useTranslation();
  return (
    <ol className="mb-6 grid gap-2 sm:grid-cols-4" aria-label={t('authoring.wizard.progress')}>
      {([1, 2, 3, 4] as const).map((number) => {
        const label =
          number === 3 && method !== null && method !== 'manual'
            ? t('authoring.wizard.steps.generate')
            : t(`authoring.wizard.steps.${STEP_KEYS[number]}`);
        return (
          <li
            key={number}
            aria-current={number === step ? 'step' : undefined}
            className={clsx(
              'rounded-lg border px-3 py-2 text-sm',
              number === step
                ? 'border-primary bg-primary-soft font-semibold text-primary-soft-fg'
                : number < step
                  ? 'border-border text-fg'
                  : 'border-border text-muted',
            )}
          >
            <span className="mr-1">{number}.</span>
            {label}
            {number < step ? <span className="sr-only"> ({t('authoring.wizard.done')})</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * /quizzes/create: the four-step creation wizard of spec 2 (choose a method, configure, add or
 * generate questions, review), driven by wizardReducer.
 */
export default function CreateQuizPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  usePageTitle(t('authoring.editor.createTitle'));
  return params.get('editor') === 'tabs' ? <QuizEditor /> : <CreateQuizWizard />;
}

/** The four-step wizard itself. */
function CreateQuizWizard() {
  const { t } = useTranslation();
  const msg = useMessage();
  const toast = useToast();
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const form = useForm<QuizFormValues, unknown, QuizFormOutput>({
    defaultValues: defaultQuizValues(),
    resolver: zodResolver(QuizFormSchema),
    mode: 'onTouched',
  });
  const [textForm, setTextForm] = useState<TextGenerationForm>(defaultTextForm);
  const [documentForm, setDocumentForm] = useState<DocumentGenerationForm>(defaultDocumentForm);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages>({});
  const [questionIds, setQuestionIds] = useState<string[]>([]);
  const [tab, setTab] = useState('questions');
  const [completedJob, setCompletedJob] = useState<GenerationJob | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const createQuiz = useCreateQuiz();
  const updateQuiz = useUpdateQuiz();
  const setQuestions = useSetQuizQuestions();
  const startText = useStartTextGeneration();
  const startUpload = useStartUploadGeneration();
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const saving = createQuiz.isPending || updateQuiz.isPending || setQuestions.isPending;

  useEffect(() => {
    heading.current?.focus();
  }, [state.step]);

  const back = () => {
    setFieldErrors({});
    dispatch({ type: 'back' });
  };

  const next = async () => {
    if (state.step === 1) {
      dispatch({ type: 'next' });
      return;
    }
    if (state.method === 'manual') {
      if (await form.trigger()) {
        dispatch({ type: 'next' });
      }
      return;
    }
    const errors = state.method === 'text' ? checkTextForm(textForm) : checkDocumentForm(documentForm);
    setFieldErrors(errors);
    // The spec's toasts name what is missing; the field says 'Please enter text content' (spec 2 section 5).
    const toastKey =
      errors.quizTitle === 'Please enter a quiz title'
        ? errors.quizTitle
        : errors.text === 'Please enter text content'
          ? 'Please enter text content for generation'
          : errors.file === 'Please upload a document'
            ? errors.file
            : null;
    if (toastKey) {
      toast.error(msg(toastKey));
    }
    if (Object.keys(errors).length === 0) {
      dispatch({ type: 'next' });
    } else {
      dispatch({
        type: 'fail',
        errors: Object.values(errors).filter((message): message is string => Boolean(message)),
      });
    }
  };

  /** Creates the quiz (or saves it again) with the questions added so far; answers its id. */
  const saveManual = async (): Promise<string | null> => {
    const values = form.getValues();
    try {
      let quizId = state.quizId;
      if (quizId === null) {
        quizId = await createQuiz.mutateAsync(toCreateBody(values));
        dispatch({ type: 'quizSaved', quizId });
        toast.success(t('authoring.toasts.draftCreated'));
      } else {
        await updateQuiz.mutateAsync({ id: quizId, body: toUpdateBody(values) });
        toast.success(t('authoring.toasts.saved'));
      }
      await setQuestions.mutateAsync({ id: quizId, questionIds });
      return quizId;
    } catch (error) {
      const fallback = state.quizId === null ? 'Failed to create quiz' : 'Failed to save quiz';
      const message = screenMessage(error, fallback) ?? fallback;
      dispatch({ type: 'fail', errors: [message] });
      toast.error(msg(message));
      return null;
    }
  };

  const completeManual = async () => {
    if (questionIds.length === 0) {
      dispatch({ type: 'fail', errors: ['Please add at least one question before completing the quiz creation.'] });
      return;
    }
    const quizId = await saveManual();
    if (quizId) {
      dispatch({ type: 'manualCompleted', quizId });
    }
  };

  const startGeneration = () => {
    if (state.method === 'text') {
      startText.mutate(textRequestOf(textForm), {
        onSuccess: (started) => dispatch({ type: 'generationStarted', jobId: started.jobId }),
      });
      return;
    }
    if (documentForm.file === null) {
      dispatch({ type: 'fail', errors: ['Generation request data is missing. Please try again.'] });
      return;
    }
    setUploadProgress(0);
    startUpload.mutate(
      { file: documentForm.file, fields: uploadFieldsOf(documentForm), onProgress: setUploadProgress },
      {
        onSuccess: (started) => dispatch({ type: 'generationStarted', jobId: started.jobId }),
        onSettled: () => setUploadProgress(null),
      },
    );
  };

  const onCompleted = useCallback((job: GenerationJob) => {
    setCompletedJob(job);
    if (job.generatedQuizId) {
      dispatch({ type: 'generationCompleted', quizId: job.generatedQuizId });
    }
  }, []);

  const onFailed = useCallback(() => dispatch({ type: 'generationFailed' }), []);

  const stepTitle =
    state.step === 3 && state.method !== 'manual'
      ? t('authoring.wizard.steps.generate')
      : t(`authoring.wizard.steps.${STEP_KEYS[state.step]}`);
  const startError = state.method === 'text' ? startText.error : startUpload.error;
  const starting = startText.isPending || startUpload.isPending;

  return (
    <div>
      <h1 className="mb-2 text-2xl font-bold tracking-tight sm:text-3xl">{t('authoring.editor.createTitle')}</h1>
      <StepIndicator step={state.step} method={state.method} />
      <section
        aria-labelledby="wizard-step-heading"
        className="space-y-5 rounded-xl border border-border bg-surface p-5 shadow-sm"
      >
        <h2 id="wizard-step-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t('authoring.wizard.stepOf', { step: state.step, total: 4 })}: {stepTitle}
        </h2>

        {state.errors.length > 0 ? (
          <Alert type="error">
            <ul>
              {state.errors.map((error) => (
                <li key={error}>{msg(error)}</li>
              ))}
            </ul>
          </Alert>
        ) : null}

        {state.step === 1 ? (
          <p className="text-sm text-muted">
            {t('authoring.wizard.editorInstead')}{' '}
            <Link className="underline" to="/quizzes/create?editor=tabs">
              {t('authoring.wizard.openEditor')}
            </Link>
          </p>
        ) : null}
        {state.step === 1 ? (
          <fieldset>
            <legend className="sr-only">{t('authoring.wizard.steps.chooseMethod')}</legend>
            <div className="grid gap-4 md:grid-cols-3">
              {CREATION_METHODS.map((method) => (
                <label
                  key={method}
                  className={clsx(
                    'flex cursor-pointer flex-col gap-2 rounded-xl border-2 p-4 focus-within:outline-2 focus-within:outline-ring',
                    state.method === method ? 'border-primary bg-primary-soft' : 'border-border hover:bg-surface-2',
                  )}
                >
                  <span className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="creation-method"
                      className="h-4 w-4 accent-primary"
                      checked={state.method === method}
                      onChange={() => dispatch({ type: 'chooseMethod', method })}
                    />
                    <span className="font-semibold">{t(`authoring.wizard.methods.${method}.title`)}</span>
                  </span>
                  <span className="text-sm text-muted">{t(`authoring.wizard.methods.${method}.description`)}</span>
                  <Badge size="sm" tone="info" className="self-start">
                    {t('authoring.wizard.timeTier', { minutes: METHOD_TIME_TIERS[method] })}
                  </Badge>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        {state.step === 2 && state.method === 'manual' ? <QuizSettingsFields form={form} /> : null}
        {state.step === 2 && state.method === 'text' ? (
          <TextGenerationFields
            value={textForm}
            onChange={(patch) => setTextForm((current) => ({ ...current, ...patch }))}
            errors={fieldErrors}
          />
        ) : null}
        {state.step === 2 && state.method === 'document' ? (
          <DocumentGenerationFields
            value={documentForm}
            onChange={(patch) => setDocumentForm((current) => ({ ...current, ...patch }))}
            errors={fieldErrors}
          />
        ) : null}

        {state.step === 3 && state.method === 'manual' ? (
          <Tabs
            label={t('authoring.wizard.manualTabs')}
            selectedKey={tab}
            onSelectionChange={setTab}
            items={[
              {
                id: 'questions',
                label: t('authoring.wizard.questionsTab', { count: questionIds.length }),
                content: <QuestionsTab questionIds={questionIds} onChange={setQuestionIds} />,
              },
              {
                id: 'preview',
                label: t('authoring.editor.preview'),
                content: <WizardPreview values={form.getValues()} questionIds={questionIds} />,
              },
            ]}
          />
        ) : null}

        {state.step === 3 && state.method !== 'manual' ? (
          state.jobId === null ? (
            <div className="space-y-4">
              <p className="text-muted">
                {t(state.method === 'text' ? 'authoring.wizard.readyText' : 'authoring.wizard.readyDocument', {
                  title: state.method === 'text' ? textForm.quizTitle : documentForm.quizTitle,
                })}
              </p>
              <EstimatePanel
                body={state.method === 'text' ? textEstimateOf(textForm) : null}
                note={t('authoring.wizard.estimateAfterUpload')}
              />
              <StartError
                error={startError}
                fallback={state.method === 'text' ? t('authoring.wizard.textFailed') : undefined}
              />
              {uploadProgress !== null ? (
                <ProgressBar value={uploadProgress * 100} label={t('authoring.wizard.uploading')} />
              ) : null}
            </div>
          ) : (
            <GenerationProgressPanel
              jobId={state.jobId}
              onCompleted={onCompleted}
              onCancelled={() => {
                toast.show(t('authoring.wizard.cancelled'));
                dispatch({ type: 'generationCancelled' });
              }}
              onFailed={onFailed}
              onRetry={() => dispatch({ type: 'generationReset' })}
            />
          )
        ) : null}

        {state.step === 4 && state.quizId ? <ReviewStep quizId={state.quizId} job={completedJob} /> : null}

        {state.step === 4 ||
        (state.step === 3 && state.method !== 'manual' && state.jobId !== null && !state.jobFailed) ? null : (
          <div className="flex flex-wrap justify-between gap-2 border-t border-border pt-4">
            <div>
              {state.step >= 2 && state.step <= 3 && (state.jobId === null || state.jobFailed) ? (
                <Button variant="secondary" onClick={back} disabled={saving || starting}>
                  {t('authoring.wizard.back')}
                </Button>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              {state.step <= 2 ? (
                <Button onClick={() => void next()} disabled={state.step === 1 && state.method === null}>
                  {t('authoring.wizard.next')}
                </Button>
              ) : null}
              {state.step === 3 && state.method === 'manual' ? (
                <>
                  <Button variant="secondary" onClick={() => void saveManual()} loading={saving} disabled={saving}>
                    {t('authoring.editor.saveDraft')}
                  </Button>
                  <Button variant="success" onClick={() => void completeManual()} disabled={saving}>
                    {t('authoring.wizard.complete')}
                  </Button>
                </>
              ) : null}
              {state.step === 3 && state.method !== 'manual' && state.jobId === null ? (
                <Button onClick={startGeneration} loading={starting}>
                  {startError ? t('generation.progress.tryAgain') : t('authoring.wizard.startGeneration')}
                </Button>
              ) : null}
            </div>
          </div>
        )}
      </section>
    </div>
  );
}

function WizardPreview({ values, questionIds }: { values: QuizFormValues; questionIds: string[] }) {
  const questions = useQuery({ ...questionsByIdsQuery(questionIds), enabled: questionIds.length > 0 });
  return (
    <QuizPreview values={values} status="DRAFT" questions={questionIds.length > 0 ? (questions.data ?? []) : []} />
  );
}

/** Step 4: what was made, with Edit Quiz and View My Quizzes. */
function ReviewStep({ quizId, job }: { quizId: string; job: GenerationJob | null }) {
  const { t } = useTranslation();
  const quiz = useQuery(quizForEditQuery(quizId));
  return (
    <div className="space-y-4">
      <Alert type="success">{t('authoring.wizard.created')}</Alert>
      {quiz.isError ? (
        <Alert type="error">{t(job ? 'authoring.wizard.retrieveFailed' : 'messages.loadQuiz')}</Alert>
      ) : null}
      {quiz.isPending ? (
        <Spinner />
      ) : quiz.data ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          <div className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted">{t('authoring.settings.title')}</dt>
            <dd className="font-semibold">{quiz.data.title}</dd>
          </div>
          <div className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted">{t('authoring.wizard.status')}</dt>
            <dd className="font-semibold">{t(`authoring.status.${quiz.data.status}`)}</dd>
          </div>
          <div className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted">{t('authoring.wizard.questionCount')}</dt>
            <dd className="font-semibold">{quiz.data.questionIds.length}</dd>
          </div>
        </dl>
      ) : null}
      {job ? (
        <p className="text-sm text-muted">
          {t('authoring.wizard.generatedSummary', {
            count: job.totalQuestionsGenerated,
            seconds: job.elapsedTimeSeconds,
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`/quizzes/${quizId}/edit`}>{t('authoring.wizard.editQuiz')}</ButtonLink>
        <ButtonLink to="/my-quizzes" variant="secondary">
          {t('authoring.wizard.viewMyQuizzes')}
        </ButtonLink>
      </div>
    </div>
  );
}
