import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { CreationMethod, WizardStep } from '../wizard-machine.ts';

/** The catalogue key of each step's name (step 3 of a generating method reads 'Generate' instead). */
export const STEP_KEYS = { 1: 'chooseMethod', 2: 'configure', 3: 'questions', 4: 'review' } as const;

/** The four steps in order, the current one marked for assistive technology and the done ones said so. */
export function StepIndicator({ step, method }: { step: WizardStep; method: CreationMethod | null }) {
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
