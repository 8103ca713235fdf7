import {
  DifficultySchema,
  EstimatedTimeSchema,
  QUIZ_DEFAULTS,
  QuizDescriptionSchema,
  QuizTitleSchema,
  TimerDurationSchema,
  VisibilitySchema,
  quizMessages,
  timerDurationIssue,
  type QuizCreateBody,
  type QuizDetail,
  type QuizUpdateBody,
} from '@quizmaker/contracts';
import { z } from 'zod';

/** The manual estimated-time input accepts 1-300; the rule (and the server) allow 1-180 (spec 2 section 5). */
export const ESTIMATED_TIME_INPUT_MAX = 300;

/**
 * The form's rules, built from the same contract schemas the server validates with (style rule 20).
 * The duration counts only while the timer is on.
 */
export const QuizFormSchema = z
  .object({
    title: QuizTitleSchema,
    description: QuizDescriptionSchema,
    visibility: VisibilitySchema,
    difficulty: DifficultySchema,
    // The field holds null while it is empty; the contract's rule turns that down with its own message.
    estimatedTime: z.number().nullable().pipe(EstimatedTimeSchema),
    timerEnabled: z.boolean(),
    timerDuration: z.number().nullable(),
    allowPauseWhenTimed: z.boolean(),
    isRepetitionEnabled: z.boolean(),
    categoryId: z.string().nullable(),
    tagIds: z.array(z.string()),
  })
  .superRefine((values, ctx) => {
    if (!values.timerEnabled) {
      return;
    }
    const duration = TimerDurationSchema.safeParse(values.timerDuration);
    const issue = duration.success ? timerDurationIssue(true, duration.data) : quizMessages.timerMin;
    if (issue) {
      ctx.addIssue({ code: 'custom', message: issue, path: ['timerDuration'] });
    }
  });

/** What the quiz settings form holds; numbers are null while their field is empty. */
export type QuizFormValues = z.input<typeof QuizFormSchema>;

/** The settings as the rules hand them on (title and description trimmed, the estimated time present). */
export type QuizFormOutput = z.output<typeof QuizFormSchema>;

/** New quiz defaults (spec 2 section 9). */
export function defaultQuizValues(): QuizFormValues {
  return {
    title: '',
    description: '',
    visibility: QUIZ_DEFAULTS.visibility,
    difficulty: QUIZ_DEFAULTS.difficulty,
    estimatedTime: QUIZ_DEFAULTS.estimatedTime,
    timerEnabled: QUIZ_DEFAULTS.timerEnabled,
    timerDuration: QUIZ_DEFAULTS.timerDuration,
    allowPauseWhenTimed: QUIZ_DEFAULTS.allowPauseWhenTimed,
    isRepetitionEnabled: QUIZ_DEFAULTS.isRepetitionEnabled,
    categoryId: null,
    tagIds: [],
  };
}

export function valuesOfQuiz(quiz: QuizDetail): QuizFormValues {
  return {
    title: quiz.title,
    description: quiz.description ?? '',
    visibility: quiz.visibility,
    difficulty: quiz.difficulty,
    estimatedTime: quiz.estimatedTime,
    timerEnabled: quiz.timerEnabled,
    timerDuration: quiz.timerDuration,
    allowPauseWhenTimed: quiz.allowPauseWhenTimed,
    isRepetitionEnabled: quiz.isRepetitionEnabled,
    categoryId: quiz.categoryId,
    tagIds: quiz.tagIds,
  };
}

export type QuizFieldErrors = Partial<Record<keyof QuizFormValues, string>>;

/** Every broken rule of the settings, first message per field. */
export function quizFieldErrors(values: QuizFormValues): QuizFieldErrors {
  const result = QuizFormSchema.safeParse(values);
  if (result.success) {
    return {};
  }
  const errors: QuizFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof QuizFormValues | undefined;
    if (field && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

/**
 * The checklist under 'Please complete the following:': the broken settings rules, and, for
 * publishing, 'At least one question must be selected' while the quiz has none.
 */
export function checklistItems(errors: QuizFieldErrors, questionCount: number, forPublish: boolean): string[] {
  const items = Object.values(errors).filter((message): message is string => Boolean(message));
  if (forPublish && questionCount === 0) {
    items.push(quizMessages.atLeastOneQuestion);
  }
  return items;
}

/** The create body (the duration falls back to its default while the timer is off and the field is empty). */
export function toCreateBody(values: QuizFormValues): QuizCreateBody {
  return {
    ...toUpdateBody(values),
    passMark: QUIZ_DEFAULTS.passMark,
    scoringMode: QUIZ_DEFAULTS.scoringMode,
    feedbackMode: QUIZ_DEFAULTS.feedbackMode,
  } as QuizCreateBody;
}

export function toUpdateBody(
  values: QuizFormValues,
): Required<
  Pick<
    QuizUpdateBody,
    | 'title'
    | 'visibility'
    | 'difficulty'
    | 'estimatedTime'
    | 'timerEnabled'
    | 'timerDuration'
    | 'allowPauseWhenTimed'
    | 'isRepetitionEnabled'
    | 'tagIds'
  >
> &
  QuizUpdateBody {
  return {
    title: values.title.trim(),
    description: (values.description ?? '').trim() || null,
    visibility: values.visibility,
    difficulty: values.difficulty,
    estimatedTime: values.estimatedTime ?? QUIZ_DEFAULTS.estimatedTime,
    timerEnabled: values.timerEnabled,
    timerDuration: values.timerDuration ?? QUIZ_DEFAULTS.timerDuration,
    allowPauseWhenTimed: values.allowPauseWhenTimed,
    isRepetitionEnabled: values.isRepetitionEnabled,
    categoryId: values.categoryId,
    tagIds: values.tagIds,
  };
}
