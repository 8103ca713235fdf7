import { describe, expect, it } from 'vitest';
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from './wizard-machine.ts';

const run = (...actions: WizardAction[]): WizardState => actions.reduce(wizardReducer, initialWizardState);

describe('creation wizard movement rules', () => {
  it('needs a method before leaving step 1', () => {
    expect(run({ type: 'next' }).step).toBe(1);
    expect(run({ type: 'chooseMethod', method: 'text' }, { type: 'next' }).step).toBe(2);
  });

  it('has Back from step 2 on, and Back clears errors', () => {
    expect(run({ type: 'back' }).step).toBe(1);
    const state = run(
      { type: 'chooseMethod', method: 'manual' },
      { type: 'next' },
      { type: 'fail', errors: ['Quiz title is required'] },
      { type: 'back' },
    );
    expect(state).toMatchObject({ step: 1, errors: [] });
    expect(
      run(
        { type: 'chooseMethod', method: 'manual' },
        { type: 'next' },
        { type: 'next' },
        { type: 'fail', errors: ['x'] },
        { type: 'back' },
      ),
    ).toMatchObject({ step: 2, errors: [] });
  });

  it('goes to step 4 when generation completes, and back to step 1 when it is cancelled', () => {
    const generating = run(
      { type: 'chooseMethod', method: 'document' },
      { type: 'next' },
      { type: 'next' },
      { type: 'generationStarted', jobId: 'job' },
    );
    expect(generating).toMatchObject({ step: 3, jobId: 'job' });
    expect(wizardReducer(generating, { type: 'back' }).step).toBe(3);
    expect(wizardReducer(generating, { type: 'generationCompleted', quizId: 'quiz' })).toMatchObject({
      step: 4,
      quizId: 'quiz',
    });
    expect(wizardReducer(generating, { type: 'generationCancelled' })).toMatchObject({ step: 1, jobId: null });
    expect(wizardReducer(generating, { type: 'generationReset' })).toMatchObject({ step: 3, jobId: null });
  });

  it('after a failed generation offers Back to step 2, and Try Again reloads step 3 without the job', () => {
    const failed = run(
      { type: 'chooseMethod', method: 'text' },
      { type: 'next' },
      { type: 'next' },
      { type: 'generationStarted', jobId: 'job' },
      { type: 'generationFailed' },
    );
    expect(failed).toMatchObject({ step: 3, jobId: 'job', jobFailed: true });
    expect(wizardReducer(failed, { type: 'back' })).toMatchObject({
      step: 2,
      jobId: null,
      jobFailed: false,
      errors: [],
    });
    expect(wizardReducer(failed, { type: 'generationReset' })).toMatchObject({
      step: 3,
      jobId: null,
      jobFailed: false,
    });
  });

  it('completes the manual path at step 4 and keeps the saved quiz id', () => {
    const saved = run(
      { type: 'chooseMethod', method: 'manual' },
      { type: 'next' },
      { type: 'next' },
      { type: 'quizSaved', quizId: 'q1' },
    );
    expect(saved).toMatchObject({ step: 3, quizId: 'q1' });
    expect(wizardReducer(saved, { type: 'manualCompleted', quizId: 'q1' })).toMatchObject({ step: 4, quizId: 'q1' });
    expect(wizardReducer(saved, { type: 'chooseMethod', method: 'text' }).method).toBe('manual');
  });
});
