import { zodResolver } from '@hookform/resolvers/zod';
import type { GenerationJob } from '@quizmaker/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { screenMessage } from '../../api/errors.ts';
import { useStartTextGeneration, useStartUploadGeneration } from '../../api/generation.ts';
import { useCreateQuiz, useSetQuizQuestions, useUpdateQuiz } from '../../api/quiz-authoring.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Alert, Button, useToast } from '../../ui/index.ts';
import {
  checkDocumentForm,
  checkTextForm,
  defaultDocumentForm,
  defaultTextForm,
  DocumentGenerationFields,
  TextGenerationFields,
  textEstimateOf,
  textRequestOf,
  uploadFieldsOf,
  useGenerationForm,
  type DocumentGenerationForm,
  type TextGenerationForm,
} from '../generation/index.ts';
import { QuizEditor } from './QuizEditor.tsx';
import {
  defaultQuizValues,
  QuizFormSchema,
  toCreateBody,
  toUpdateBody,
  type QuizFormOutput,
  type QuizFormValues,
} from './quiz-form.ts';
import { QuizSettingsFields } from './QuizSettingsFields.tsx';
import { GenerateStep } from './wizard/GenerateStep.tsx';
import { ManualQuestionsStep } from './wizard/ManualQuestionsStep.tsx';
import { MethodStep } from './wizard/MethodStep.tsx';
import { ReviewStep } from './wizard/ReviewStep.tsx';
import { StepIndicator, STEP_KEYS } from './wizard/StepIndicator.tsx';
import { initialWizardState, wizardReducer } from './wizard-machine.ts';

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
  const textGeneration = useGenerationForm<TextGenerationForm>(defaultTextForm, checkTextForm);
  const documentGeneration = useGenerationForm<DocumentGenerationForm>(defaultDocumentForm, checkDocumentForm);
  const textForm = textGeneration.value;
  const documentForm = documentGeneration.value;
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
    textGeneration.clearErrors();
    documentGeneration.clearErrors();
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
    const errors = await (state.method === 'text' ? textGeneration.validate() : documentGeneration.validate());
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
          <MethodStep method={state.method} onChoose={(method) => dispatch({ type: 'chooseMethod', method })} />
        ) : null}

        {state.step === 2 && state.method === 'manual' ? <QuizSettingsFields form={form} /> : null}
        {state.step === 2 && state.method === 'text' ? (
          <TextGenerationFields value={textForm} onChange={textGeneration.patch} errors={textGeneration.errors} />
        ) : null}
        {state.step === 2 && state.method === 'document' ? (
          <DocumentGenerationFields
            value={documentForm}
            onChange={documentGeneration.patch}
            errors={documentGeneration.errors}
          />
        ) : null}

        {state.step === 3 && state.method === 'manual' ? (
          <ManualQuestionsStep
            questionIds={questionIds}
            onQuestionIdsChange={setQuestionIds}
            values={form.getValues()}
            tab={tab}
            onTabChange={setTab}
          />
        ) : null}

        {state.step === 3 && state.method !== null && state.method !== 'manual' ? (
          <GenerateStep
            method={state.method}
            quizTitle={state.method === 'text' ? textForm.quizTitle : documentForm.quizTitle}
            estimate={state.method === 'text' ? textEstimateOf(textForm) : null}
            startError={startError}
            uploadProgress={uploadProgress}
            jobId={state.jobId}
            onCompleted={onCompleted}
            onCancelled={() => {
              toast.show(t('authoring.wizard.cancelled'));
              dispatch({ type: 'generationCancelled' });
            }}
            onFailed={onFailed}
            onRetry={() => dispatch({ type: 'generationReset' })}
          />
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
