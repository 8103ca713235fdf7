import type {
  Difficulty,
  FeedbackMode,
  InterchangeFormat,
  QuestionType,
  ScoringMode,
  Visibility,
} from '@quizmaker/contracts';
import type { InterchangeBody } from '@quizmaker/question-types';

/**
 * What every import and export format module provides. Parsers and writers are pure (text in,
 * text out); the interchange service does the rest (limits, validation, storing).
 */

/** A question as our own form holds it: what the native JSON format reads and every export writes from. */
export interface NativeQuestion {
  type: QuestionType;
  questionText: string;
  difficulty: Difficulty;
  explanation: string | null;
  hint: string | null;
  attachmentUrl: string | null;
  content: unknown;
}

/** The settings of a quiz a native file carries (a new quiz takes them; status is always DRAFT). */
export interface NativeQuizSettings {
  title: string;
  description: string | null;
  visibility: Visibility;
  difficulty: Difficulty;
  estimatedTime: number;
  timerEnabled: boolean;
  timerDuration: number;
  isRepetitionEnabled: boolean;
  allowPauseWhenTimed: boolean;
  passMark: number;
  scoringMode: ScoringMode;
  feedbackMode: FeedbackMode;
}

/** One question of a file as its format read it; `index` counts from 1 in file order. */
export type ParsedQuestion =
  /** A question of ours (native JSON): validated as it is. */
  | { readonly index: number; readonly title: string | null; readonly native: unknown }
  /** A format's question as a neutral body, for the types to take (GIFT, Aiken). */
  | {
      readonly index: number;
      readonly title: string | null;
      readonly text: string;
      readonly generalFeedback: string | null;
      readonly body: InterchangeBody;
      /** What the format itself changed or dropped (HTML to text, per-answer feedback, ...). */
      readonly notes: readonly string[];
    }
  /** A question the format could not read, skipped for the reason. */
  | { readonly index: number; readonly title: string | null; readonly text: string; readonly unreadable: string };

export interface ParsedFile {
  /** The name a new quiz takes (file title or category), if the file has one. */
  readonly title: string | null;
  /** A native file's quiz settings. */
  readonly settings: unknown;
  readonly questions: readonly ParsedQuestion[];
}

/** A quiz as exports read it. */
export interface ExportQuiz {
  readonly settings: NativeQuizSettings;
  readonly questions: readonly NativeQuestion[];
}

/** A question an export left out, and why (`index` counts from 1 in quiz order). */
export interface ExportSkip {
  readonly index: number;
  readonly reason: string;
}

export interface ExportedFile {
  readonly text: string;
  readonly skipped: readonly ExportSkip[];
  readonly warnings: ReadonlyArray<{ readonly index: number; readonly message: string }>;
}

/** A file the format cannot read at all: a 400 with this exact message on the `file` field. */
export class MalformedFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedFileError';
  }
}

export interface FormatModule {
  readonly format: InterchangeFormat;
  /** Whether the text looks like this format (content sniffing when the caller names no format). */
  detect(text: string): boolean;
  /** How many questions the file holds, by a cheap linear count run before parsing (limits). */
  countQuestions(text: string): number;
  /** Reads the file; throws MalformedFileError with an exact message when it cannot. */
  parse(text: string): ParsedFile;
  write(quiz: ExportQuiz): ExportedFile;
}
