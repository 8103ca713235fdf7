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
 * What every import and export format module provides. Parsers and writers are pure (text or bytes
 * in, text or bytes out); the interchange service does the rest (limits, validation, media, storing).
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
      /** The format's hint for the taker (Moodle XML's first <hint>), when it has one. */
      readonly hint?: string | null;
      /** The question's difficulty and attachment, for formats that carry them (spreadsheet template). */
      readonly difficulty?: Difficulty;
      readonly attachmentUrl?: string | null;
      readonly body: InterchangeBody;
      /** What the format itself changed or dropped (HTML to text, per-answer feedback, ...). */
      readonly notes: readonly string[];
    }
  /** A question the format could not read, skipped for the reason. */
  | { readonly index: number; readonly title: string | null; readonly text: string; readonly unreadable: string };

/**
 * An image a file carries (Moodle XML's base64 <file>, a QTI package's image). Questions name it by
 * `ref` (made with importedMediaRef) wherever a URL goes: attachmentUrl, an image URL in content, an
 * <img src> in text. The service stores the images of the questions it accepts in the media store
 * and puts their URLs in place of the refs.
 */
export interface ImportedMedia {
  readonly ref: string;
  /** The name in the file, for messages. */
  readonly name: string;
  readonly bytes: Uint8Array;
}

/**
 * The stand-in for the file's n-th image until the service has stored it (unlikely in any real
 * text). It ends with ';' so that no ref starts another: the 1st image's would otherwise be found,
 * and replaced, inside the 10th's.
 */
export const importedMediaRef = (n: number) => `quizmaker-import-media:${n};`;

export interface ParsedFile {
  /** The name a new quiz takes (file title or category), if the file has one. */
  readonly title: string | null;
  /** A native file's quiz settings. */
  readonly settings: unknown;
  readonly questions: readonly ParsedQuestion[];
  /** Images the questions refer to by ref; absent when the file has none. */
  readonly media?: readonly ImportedMedia[];
  /** What the file holds that no question takes (a spreadsheet's time limits): warnings of the whole file. */
  readonly notes?: readonly string[];
}

/** An image of this install a question refers to, for formats that carry images (by its URL in the question). */
export interface ExportMedia {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  /** A file name for the package: the media id and its extension. */
  readonly fileName: string;
}

/** A quiz as exports read it. */
export interface ExportQuiz {
  readonly settings: NativeQuizSettings;
  readonly questions: readonly NativeQuestion[];
  /**
   * The images the questions refer to (URL under MEDIA_IMAGES_PATH → image), read by the service.
   * Formats that cannot carry images leave the URLs as they are.
   */
  readonly media: ReadonlyMap<string, ExportMedia>;
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

/** What a binary format writes (a zip package, a workbook). */
export interface ExportedPackage extends Omit<ExportedFile, 'text'> {
  readonly bytes: Uint8Array;
}

/** A file the format cannot read at all: a 400 with this exact message on the `file` field. */
export class MalformedFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedFileError';
  }
}

/** A format read from UTF-8 text (the service refuses other bytes, and NUL, before parsing). */
export interface TextFormatModule {
  readonly format: InterchangeFormat;
  readonly input: 'text';
  /** Whether written files carry the questions' images (the service reads them only then). */
  readonly carriesMedia: boolean;
  /** Whether the text looks like this format (content sniffing when the caller names no format). */
  detect(text: string): boolean;
  /** How many questions the file holds, by a cheap linear count run before parsing (limits). */
  countQuestions(text: string): number;
  /** Reads the file; throws MalformedFileError with an exact message when it cannot. */
  parse(text: string): ParsedFile;
  write(quiz: ExportQuiz): ExportedFile;
}

/** A format read from bytes: a zip package or a workbook (opened within the zip guard's limits). */
export interface BinaryFormatModule {
  readonly format: InterchangeFormat;
  readonly input: 'binary';
  /** Whether written files carry the questions' images (the service reads them only then). */
  readonly carriesMedia: boolean;
  /** Whether the bytes look like this format (checked before any text format); may throw MalformedFileError for a package it refuses. */
  detect(bytes: Uint8Array): boolean;
  /** How many questions the file holds, read before the questions are parsed (limits). */
  countQuestions(bytes: Uint8Array): Promise<number>;
  /** Reads the file; throws MalformedFileError with an exact message when it cannot. */
  parse(bytes: Uint8Array): Promise<ParsedFile>;
  write(quiz: ExportQuiz): Promise<ExportedPackage>;
}

export type FormatModule = TextFormatModule | BinaryFormatModule;
