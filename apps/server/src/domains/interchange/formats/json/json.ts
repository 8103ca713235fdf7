import {
  DifficultySchema,
  FeedbackModeSchema,
  QuestionTypeSchema,
  ScoringModeSchema,
  VisibilitySchema,
} from '@quizmaker/contracts';
import { z } from 'zod';
import { MalformedFileError, type ExportQuiz, type ParsedFile, type TextFormatModule } from '../format.ts';

/** The name and version a native file declares; a reader refuses versions it does not know. */
export const NATIVE_FORMAT_NAME = 'quizmaker-quiz';
export const NATIVE_FORMAT_VERSION = 1;

export const JSON_MESSAGES = {
  notJson: 'The file is not valid JSON',
  notQuizFile: `The JSON file is not a quiz export: "format" must be "${NATIVE_FORMAT_NAME}"`,
  unsupportedVersion: (version: string) =>
    `formatVersion ${version} is not supported: this server reads version ${NATIVE_FORMAT_VERSION}`,
  questionsMissing: 'The JSON file has no "questions" list',
  quizMissing: 'The JSON file has no "quiz" object',
  questionNotObject: 'The question is not a JSON object',
  typeUnknown: `Unknown question type (one of ${QuestionTypeSchema.options.join(', ')})`,
} as const;

/** A native question as the file holds it; the questions service checks the values as for a hand-made one. */
export const NativeQuestionSchema = z.object(
  {
    type: z.enum(QuestionTypeSchema.options, { error: JSON_MESSAGES.typeUnknown }),
    questionText: z.string(),
    difficulty: DifficultySchema.default('MEDIUM'),
    explanation: z.string().nullable().default(null),
    hint: z.string().nullable().default(null),
    attachmentUrl: z.string().nullable().default(null),
    content: z.unknown(),
  },
  { error: JSON_MESSAGES.questionNotObject },
);

/** Quiz settings of a native file; anything missing takes the defaults of a new quiz. */
export const NativeSettingsSchema = z.object({
  title: z.string(),
  description: z.string().nullable().optional(),
  visibility: VisibilitySchema.optional(),
  difficulty: DifficultySchema.optional(),
  estimatedTime: z.number().optional(),
  timerEnabled: z.boolean().optional(),
  timerDuration: z.number().optional(),
  isRepetitionEnabled: z.boolean().optional(),
  allowPauseWhenTimed: z.boolean().optional(),
  passMark: z.number().optional(),
  scoringMode: ScoringModeSchema.optional(),
  feedbackMode: FeedbackModeSchema.optional(),
});

const EnvelopeSchema = z.looseObject({ format: z.literal(NATIVE_FORMAT_NAME) });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MalformedFileError(JSON_MESSAGES.notJson);
  }
}

/**
 * The version as the message names it: a number or a short string as it is, anything else only as
 * 'invalid' (never serialised: a value nested a million levels deep, or megabytes long, is the caller's).
 */
function versionShown(version: unknown): string {
  if (version === undefined) {
    return 'missing';
  }
  if (typeof version === 'number' || (typeof version === 'string' && version.length <= 20)) {
    return JSON.stringify(version);
  }
  return 'invalid';
}

/** The envelope checked in order: our format, a version we read, a quiz object, a questions list. */
function readEnvelope(text: string): { quiz: unknown; questions: unknown[] } {
  const envelope = EnvelopeSchema.safeParse(parseJson(text));
  if (!envelope.success) {
    throw new MalformedFileError(JSON_MESSAGES.notQuizFile);
  }
  const { formatVersion, quiz, questions } = envelope.data;
  if (formatVersion !== NATIVE_FORMAT_VERSION) {
    throw new MalformedFileError(JSON_MESSAGES.unsupportedVersion(versionShown(formatVersion)));
  }
  if (typeof quiz !== 'object' || quiz === null || Array.isArray(quiz)) {
    throw new MalformedFileError(JSON_MESSAGES.quizMissing);
  }
  if (!Array.isArray(questions)) {
    throw new MalformedFileError(JSON_MESSAGES.questionsMissing);
  }
  return { quiz, questions: questions as unknown[] };
}

function titleOf(quiz: unknown): string | null {
  const parsed = z.object({ title: z.string() }).safeParse(quiz);
  return parsed.success ? parsed.data.title : null;
}

/**
 * Native JSON: our own lossless format. Every field of the quiz's settings and of each question
 * (the authored content as the type's plugin holds it), versioned by `formatVersion`.
 */
export const jsonFormat: TextFormatModule = {
  input: 'text',
  carriesMedia: false,
  format: 'json',
  detect: (text) => text.trimStart().startsWith('{'),
  countQuestions: (text) => readEnvelope(text).questions.length,
  parse: (text): ParsedFile => {
    const { quiz, questions } = readEnvelope(text);
    return {
      title: titleOf(quiz),
      settings: quiz,
      questions: questions.map((native, position) => ({
        index: position + 1,
        title: null,
        native,
      })),
    };
  },
  write: (quiz: ExportQuiz) => ({
    text: `${JSON.stringify(
      {
        format: NATIVE_FORMAT_NAME,
        formatVersion: NATIVE_FORMAT_VERSION,
        quiz: quiz.settings,
        questions: quiz.questions,
      },
      null,
      2,
    )}\n`,
    skipped: [],
    warnings: [],
  }),
};
