import {
  QUIZ_TITLE_MAX,
  QUIZ_TITLE_MIN,
  QuizCreateBodySchema,
  type QuizCreateBody,
  type QuizDetail,
} from '@quizmaker/contracts';
import { fieldError } from '../../errors.ts';
import type { NativeQuizSettings } from './formats/format.ts';
import { NativeSettingsSchema } from './formats/json/json.ts';

const FALLBACK_TITLE = 'Imported questions';

/** A new quiz with the defaults and the fallback title. */
export const untitledQuiz = () => defaultQuiz(FALLBACK_TITLE);

function defaultQuiz(title: string): QuizCreateBody {
  return QuizCreateBodySchema.parse({ title });
}

/** A title of 3 to 100 characters from the file's title, its name, or a fallback. */
function quizTitle(fileTitle: string | null, fileName: string): string {
  const dot = fileName.indexOf('.');
  const fromName = dot > 0 ? fileName.slice(0, dot) : fileName;
  for (const candidate of [fileTitle, fromName]) {
    const title = (candidate ?? '').trim().slice(0, QUIZ_TITLE_MAX).trim();
    if (title.length >= QUIZ_TITLE_MIN) {
      return title;
    }
  }
  return FALLBACK_TITLE;
}

/**
 * The settings of the new quiz: a native file's own settings (checked as a hand-made quiz's, 400 on
 * the first broken rule), otherwise the defaults and a title from the file.
 */
export function newQuizSettings(native: unknown, fileTitle: string | null, fileName: string): QuizCreateBody {
  if (native === null || native === undefined) {
    return defaultQuiz(quizTitle(fileTitle, fileName));
  }
  const shape = NativeSettingsSchema.safeParse(native);
  const body = shape.success ? QuizCreateBodySchema.safeParse({ ...shape.data, categoryId: null, tagIds: [] }) : shape;
  if (!body.success) {
    const issue = body.error.issues[0];
    throw fieldError('file', `quiz.${issue?.path.map(String).join('.') ?? ''}: ${issue?.message ?? 'Invalid'}`);
  }
  return body.data;
}

export function settingsOf(quiz: QuizDetail): NativeQuizSettings {
  return {
    title: quiz.title,
    description: quiz.description,
    visibility: quiz.visibility,
    difficulty: quiz.difficulty,
    estimatedTime: quiz.estimatedTime,
    timerEnabled: quiz.timerEnabled,
    timerDuration: quiz.timerDuration,
    isRepetitionEnabled: quiz.isRepetitionEnabled,
    allowPauseWhenTimed: quiz.allowPauseWhenTimed,
    passMark: quiz.passMark,
    scoringMode: quiz.scoringMode,
    feedbackMode: quiz.feedbackMode,
  };
}
