import { zodResolver } from '@hookform/resolvers/zod';
import {
  DifficultySchema,
  EstimatedTimeSchema,
  FeedbackModeSchema,
  PassMarkSchema,
  ScoringModeSchema,
  TimerDurationSchema,
  timerDurationIssue,
  VisibilitySchema,
  type QuizDetail,
} from '@quizmaker/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { screenMessage } from '../../../api/errors.ts';
import { useUpdateQuiz } from '../../../api/quizzes.ts';
import { useMessage } from '../../../i18n/messages.ts';
import { Alert, Button, CheckboxField, NumberInput, SelectField, useToast } from '../../../ui/index.ts';

/** The settings the Management tab edits, checked with the same rules the server applies. */
export const QuizSettingsSchema = z
  .object({
    visibility: VisibilitySchema,
    difficulty: DifficultySchema,
    estimatedTime: EstimatedTimeSchema,
    timerEnabled: z.boolean(),
    timerDuration: TimerDurationSchema,
    allowPauseWhenTimed: z.boolean(),
    isRepetitionEnabled: z.boolean(),
    passMark: PassMarkSchema,
    feedbackMode: FeedbackModeSchema,
    scoringMode: ScoringModeSchema,
  })
  .superRefine((settings, ctx) => {
    const issue = timerDurationIssue(settings.timerEnabled, settings.timerDuration);
    if (issue) {
      ctx.addIssue({ code: 'custom', message: issue, path: ['timerDuration'] });
    }
  });
export type QuizSettings = z.infer<typeof QuizSettingsSchema>;

const settingsOf = (quiz: QuizDetail): QuizSettings => ({
  visibility: quiz.visibility,
  difficulty: quiz.difficulty,
  estimatedTime: quiz.estimatedTime,
  timerEnabled: quiz.timerEnabled,
  timerDuration: quiz.timerDuration,
  allowPauseWhenTimed: quiz.allowPauseWhenTimed,
  isRepetitionEnabled: quiz.isRepetitionEnabled,
  passMark: quiz.passMark,
  feedbackMode: quiz.feedbackMode,
  scoringMode: quiz.scoringMode,
});

/** The Management tab: the quiz's settings, saved with PATCH /v1/quizzes/{id}. */
export function ManagementForm({ quiz }: { quiz: QuizDetail }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const toast = useToast();
  const update = useUpdateQuiz(quiz.id);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<QuizSettings>({ resolver: zodResolver(QuizSettingsSchema), defaultValues: settingsOf(quiz) });
  const timerEnabled = useWatch({ control, name: 'timerEnabled' });

  const onSubmit = handleSubmit((settings) => {
    setFailure(null);
    update.mutate(settings, {
      onSuccess: (saved) => {
        reset(settingsOf(saved));
        toast.show(t('quizzes.management.saved'), { type: 'success' });
      },
      onError: (error) => setFailure(screenMessage(error, t('quizzes.management.failed'))),
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
      <p className="text-sm text-muted">{t('quizzes.management.intro')}</p>
      {failure ? <Alert type="error">{msg(failure)}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('quizzes.management.visibility')}
          options={VisibilitySchema.options.map((value) => ({ value, label: t(`quizzes.visibility.${value}`) }))}
          {...register('visibility')}
        />
        <SelectField
          label={t('quizzes.management.difficulty')}
          options={DifficultySchema.options.map((value) => ({ value, label: t(`quizzes.difficulty.${value}`) }))}
          {...register('difficulty')}
        />
        <Controller
          control={control}
          name="estimatedTime"
          render={({ field }) => (
            <NumberInput
              label={t('quizzes.management.estimatedTime')}
              value={field.value}
              onChange={(value) => field.onChange(value ?? Number.NaN)}
              onBlur={field.onBlur}
              // 0, not 1: a typed 0 stays on screen with the spec's minimum message instead of silently becoming 1.
              min={0}
              max={180}
              error={msg(errors.estimatedTime?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="passMark"
          render={({ field }) => (
            <NumberInput
              label={t('quizzes.management.passMark')}
              value={field.value}
              onChange={(value) => field.onChange(value ?? Number.NaN)}
              onBlur={field.onBlur}
              min={0}
              max={100}
              error={msg(errors.passMark?.message)}
            />
          )}
        />
        <SelectField
          label={t('quizzes.management.feedback')}
          options={FeedbackModeSchema.options.map((value) => ({
            value,
            label: t(`quizzes.management.feedbackModes.${value}`),
          }))}
          {...register('feedbackMode')}
        />
        <SelectField
          label={t('quizzes.management.scoring')}
          options={ScoringModeSchema.options.map((value) => ({
            value,
            label: t(`quizzes.management.scoringModes.${value}`),
          }))}
          {...register('scoringMode')}
        />
      </div>
      <CheckboxField switch label={t('quizzes.management.repetition')} {...register('isRepetitionEnabled')} />
      <CheckboxField switch label={t('quizzes.management.timerEnabled')} {...register('timerEnabled')} />
      {timerEnabled ? (
        <>
          <Controller
            control={control}
            name="timerDuration"
            render={({ field }) => (
              <NumberInput
                label={t('quizzes.management.timerDuration')}
                value={field.value}
                onChange={(value) => field.onChange(value ?? Number.NaN)}
                onBlur={field.onBlur}
                // 0, not 1: a typed 0 stays on screen with the spec's minimum message instead of silently becoming 1.
                min={0}
                max={180}
                error={msg(errors.timerDuration?.message)}
              />
            )}
          />
          <CheckboxField
            switch
            label={t('quizzes.management.allowPauseWhenTimed')}
            {...register('allowPauseWhenTimed')}
          />
        </>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? t('quizzes.management.saving') : t('quizzes.management.save')}
        </Button>
      </div>
    </form>
  );
}
