import { zodResolver } from '@hookform/resolvers/zod';
import { DifficultySchema, VisibilitySchema } from '@quizmaker/contracts';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, NumberInput, SelectField, TextAreaField, TextField } from '../../ui/index.ts';
import { DEMO_SUBMIT_DELAY_MS, demoQuizDefaults, demoQuizSchema, type FormMessages } from './demo-quiz-schema.ts';

/** A living example of the form components: validates like spec 1 section 5 and only simulates submitting. */
export function DemoQuizForm() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<string | null>(null);
  const schema = useMemo(() => {
    const messages: FormMessages = {
      required: (label) => t('messages.fieldRequired', { label }),
      minLength: (label, n) => t('messages.fieldMin', { label, n }),
      maxLength: (label, n) => t('messages.fieldMax', { label, n }),
      format: (label) => t('messages.fieldFormat', { label }),
      timeMin: t('messages.timeMin'),
      timeMax: t('messages.timeMax'),
    };
    return demoQuizSchema(messages, {
      title: t('demoQuiz.title'),
      description: t('demoQuiz.description'),
      estimatedTime: t('demoQuiz.estimatedTime'),
      sourceUrl: t('demoQuiz.sourceUrl'),
    });
  }, [t]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: demoQuizDefaults });

  const onSubmit = handleSubmit(async (values) => {
    setCreated(null);
    await new Promise((resolve) => setTimeout(resolve, DEMO_SUBMIT_DELAY_MS));
    setCreated(values.title);
    reset(demoQuizDefaults);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      {created ? (
        <Alert type="success" onDismiss={() => setCreated(null)}>
          {t('demoQuiz.created', { title: created })}
        </Alert>
      ) : null}
      <TextField label={t('demoQuiz.title')} required error={errors.title?.message} {...register('title')} />
      <TextAreaField
        label={t('demoQuiz.description')}
        hint={t('demoQuiz.descriptionHint')}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('demoQuiz.difficulty')}
          options={DifficultySchema.options.map((value) => ({ value, label: t(`demoQuiz.difficulties.${value}`) }))}
          {...register('difficulty')}
        />
        <Controller
          control={control}
          name="estimatedTime"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('demoQuiz.estimatedTime')}
              hint={t('demoQuiz.estimatedTimeHint')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={fieldState.error?.message}
            />
          )}
        />
        <SelectField
          label={t('demoQuiz.visibility')}
          options={VisibilitySchema.options.map((value) => ({ value, label: t(`demoQuiz.visibilities.${value}`) }))}
          {...register('visibility')}
        />
      </div>
      <TextField
        label={t('demoQuiz.sourceUrl')}
        hint={t('demoQuiz.sourceUrlHint')}
        type="url"
        error={errors.sourceUrl?.message}
        {...register('sourceUrl')}
      />
      <div>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('demoQuiz.submitting') : t('demoQuiz.submit')}
        </Button>
      </div>
    </form>
  );
}
