/** The three ways to create a quiz (spec 2 "Quiz creation wizard"), with their estimated time tiers. */
export const CREATION_METHODS = ['manual', 'text', 'document'] as const;
export type CreationMethod = (typeof CREATION_METHODS)[number];
export const METHOD_TIME_TIERS: Record<CreationMethod, string> = { manual: '15-30', text: '5-10', document: '2-5' };

export type WizardStep = 1 | 2 | 3 | 4;

export interface WizardState {
  step: WizardStep;
  method: CreationMethod | null;
  /** Messages of the current step; cleared by Back. */
  errors: string[];
  jobId: string | null;
  /** The job ended FAILED: the author may go Back to change the text or settings, or reload the step. */
  jobFailed: boolean;
  quizId: string | null;
}

export type WizardAction =
  | { type: 'chooseMethod'; method: CreationMethod }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'fail'; errors: string[] }
  | { type: 'generationStarted'; jobId: string }
  | { type: 'generationCompleted'; quizId: string }
  | { type: 'generationFailed' }
  | { type: 'generationCancelled' }
  | { type: 'generationReset' }
  | { type: 'quizSaved'; quizId: string }
  | { type: 'manualCompleted'; quizId: string };

export const initialWizardState: WizardState = {
  step: 1,
  method: null,
  errors: [],
  jobId: null,
  jobFailed: false,
  quizId: null,
};

/**
 * The wizard's movement rules (spec 2): Next needs a method on step 1; Back exists from step 2 on
 * and clears errors (while a job runs only once it has failed); a completed generation goes to
 * step 4; a cancelled one returns to step 1; Try Again after a failure reloads step 3; completing the manual step (which needs a saved quiz) goes to step 4.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'chooseMethod':
      return state.step === 1 ? { ...state, method: action.method, errors: [] } : state;
    case 'next':
      if (state.step === 1 && state.method === null) {
        return state;
      }
      return state.step < 3 ? { ...state, step: (state.step + 1) as WizardStep, errors: [] } : state;
    case 'back':
      if (state.step < 2 || (state.jobId !== null && !state.jobFailed)) {
        return state;
      }
      return { ...state, step: (state.step - 1) as WizardStep, errors: [], jobId: null, jobFailed: false };
    case 'fail':
      return { ...state, errors: action.errors };
    case 'generationStarted':
      return state.step === 3 ? { ...state, jobId: action.jobId, errors: [] } : state;
    case 'generationCompleted':
      return { ...state, step: 4, quizId: action.quizId, errors: [] };
    case 'generationFailed':
      return state.jobId === null ? state : { ...state, jobFailed: true };
    case 'generationCancelled':
      return { ...state, step: 1, jobId: null, jobFailed: false, errors: [] };
    case 'generationReset':
      return { ...state, jobId: null, jobFailed: false, errors: [] };
    case 'quizSaved':
      return { ...state, quizId: action.quizId };
    case 'manualCompleted':
      return { ...state, step: 4, quizId: action.quizId, errors: [] };
  }
}
