import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../ui/index.ts';
import { CREATION_METHODS, METHOD_TIME_TIERS, type CreationMethod } from '../wizard-machine.ts';

/** Step 1: manual, from text or from a document, each with its time tier; or the tabbed editor instead. */
export function MethodStep({
  method,
  onChoose,
}: {
  method: CreationMethod | null;
  onChoose: (method: CreationMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-sm text-muted">
        {t('authoring.wizard.editorInstead')}{' '}
        <Link className="underline" to="/quizzes/create?editor=tabs">
          {t('authoring.wizard.openEditor')}
        </Link>
      </p>
      <fieldset>
        <legend className="sr-only">{t('authoring.wizard.steps.chooseMethod')}</legend>
        <div className="grid gap-4 md:grid-cols-3">
          {CREATION_METHODS.map((choice) => (
            <label
              key={choice}
              className={clsx(
                'flex cursor-pointer flex-col gap-2 rounded-xl border-2 p-4 focus-within:outline-2 focus-within:outline-ring',
                method === choice ? 'border-primary bg-primary-soft' : 'border-border hover:bg-surface-2',
              )}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="creation-method"
                  className="h-4 w-4 accent-primary"
                  checked={method === choice}
                  onChange={() => onChoose(choice)}
                />
                <span className="font-semibold">{t(`authoring.wizard.methods.${choice}.title`)}</span>
              </span>
              <span className="text-sm text-muted">{t(`authoring.wizard.methods.${choice}.description`)}</span>
              <Badge size="sm" tone="info" className="self-start">
                {t('authoring.wizard.timeTier', { minutes: METHOD_TIME_TIERS[choice] })}
              </Badge>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
