import { QUIZ_TIME_MAX, QUIZ_TIME_MIN } from '@quizmaker/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/messages.ts';
import { CheckboxField, NumberInput, SelectField, TextAreaField, TextField } from '../../ui/index.ts';
import { CategorySelect } from '../categories/index.ts';
import { TagPicker } from '../tags/index.ts';
import { ESTIMATED_TIME_INPUT_MAX, type QuizFormOutput, type QuizFormValues } from './quiz-form.ts';

/** A number of minutes held by the form (null while empty), with its rule's message under it. */
function MinutesField({
  form,
  name,
  label,
  hint,
  disabled,
}: {
  form: UseFormReturn<QuizFormValues, unknown, QuizFormOutput>;
  name: 'estimatedTime' | 'timerDuration';
  label: string;
  hint?: string;
  disabled: boolean;
}) {
  const msg = useMessage();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          hint={hint}
          // 0, not 1: a typed 0 stays on screen with the spec's minimum message instead of silently becoming 1.
          min={0}
          max={ESTIMATED_TIME_INPUT_MAX}
          value={field.value ?? undefined}
          onChange={(value) => field.onChange(value ?? null)}
          onBlur={field.onBlur}
          isRequired
          isDisabled={disabled}
          error={fieldState.error?.message ? msg(fieldState.error.message) : null}
        />
      )}
    />
  );
}

/** The Management tab: basic information, settings, category and tags of a quiz. */
export function QuizSettingsFields({
  form,
  disabled = false,
}: {
  form: UseFormReturn<QuizFormValues, unknown, QuizFormOutput>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const msg = useMessage();
  const { register, control, watch, formState } = form;
  const errors = formState.errors;
  const timerEnabled = watch('timerEnabled');
  const error = (message: string | undefined) => (message ? msg(message) : null);

  return (
    <div className="space-y-6">
      <section aria-labelledby="quiz-basic-heading" className="space-y-4">
        <h2 id="quiz-basic-heading" className="text-lg font-semibold">
          {t('authoring.settings.basicInfo')}
        </h2>
        <TextField
          label={t('authoring.settings.title')}
          required
          maxLength={200}
          disabled={disabled}
          error={error(errors.title?.message)}
          {...register('title')}
        />
        <TextAreaField
          label={t('authoring.settings.description')}
          hint={t('authoring.settings.descriptionHint')}
          disabled={disabled}
          error={error(errors.description?.message)}
          {...register('description')}
        />
      </section>

      <section aria-labelledby="quiz-settings-heading" className="space-y-4">
        <h2 id="quiz-settings-heading" className="text-lg font-semibold">
          {t('authoring.settings.settings')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('authoring.settings.visibility')}
            disabled={disabled}
            options={[
              { value: 'PRIVATE', label: t('authoring.visibility.PRIVATE') },
              { value: 'PUBLIC', label: t('authoring.visibility.PUBLIC') },
            ]}
            {...register('visibility')}
          />
          <SelectField
            label={t('authoring.settings.difficulty')}
            disabled={disabled}
            options={[
              { value: 'EASY', label: t('questions.difficulty.EASY') },
              { value: 'MEDIUM', label: t('questions.difficulty.MEDIUM') },
              { value: 'HARD', label: t('questions.difficulty.HARD') },
            ]}
            {...register('difficulty')}
          />
          <MinutesField
            form={form}
            name="estimatedTime"
            label={t('authoring.settings.estimatedTime')}
            hint={t('authoring.settings.estimatedTimeHint', { min: QUIZ_TIME_MIN, max: QUIZ_TIME_MAX })}
            disabled={disabled}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-3">
            <CheckboxField
              switch
              label={t('authoring.settings.timerEnabled')}
              disabled={disabled}
              {...register('timerEnabled')}
            />
            {timerEnabled ? (
              <>
                <MinutesField
                  form={form}
                  name="timerDuration"
                  label={t('authoring.settings.timerDuration')}
                  disabled={disabled}
                />
                <CheckboxField
                  switch
                  label={t('authoring.settings.allowPauseWhenTimed')}
                  hint={t('authoring.settings.allowPauseWhenTimedHint')}
                  disabled={disabled}
                  {...register('allowPauseWhenTimed')}
                />
              </>
            ) : null}
          </div>
          <CheckboxField
            switch
            label={t('authoring.settings.repetition')}
            hint={t('authoring.settings.repetitionHint')}
            disabled={disabled}
            {...register('isRepetitionEnabled')}
          />
        </div>
      </section>

      <section aria-labelledby="quiz-organise-heading" className="space-y-4">
        <h2 id="quiz-organise-heading" className="text-lg font-semibold">
          {t('authoring.settings.organise')}
        </h2>
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => (
            <CategorySelect
              value={field.value ?? undefined}
              onChange={(value) => field.onChange(value ?? null)}
              disabled={disabled}
            />
          )}
        />
        <Controller
          control={control}
          name="tagIds"
          render={({ field }) => <TagPicker value={field.value} onChange={field.onChange} disabled={disabled} />}
        />
      </section>
    </div>
  );
}
