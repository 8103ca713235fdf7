import type { QuestionType } from '@quizmaker/contracts';
import type {
  ContentIssue,
  QuestionContent,
  QuestionResponse,
  QuestionTypePluginOf,
  SafeQuestionContent,
} from '@quizmaker/question-types';
import type { ComponentType } from 'react';

export type { ContentIssue } from '@quizmaker/question-types';

/**
 * The authoring widget of one type. Controlled: it renders `content` and reports every edit as a new
 * content object through `onChange` (never mutates). `errors` are the issues to show next to their
 * fields, paths relative to `content` (e.g. `['options', 2, 'id']`): from
 * `getQuestionType(type).validateContent(content)` on submit, or from a 400's field errors through
 * `contentIssuesFromFieldErrors`. The spec's live warnings ('N answer(s) missing', 'No correct
 * regions', missing statement and item texts) are shown by the editor itself.
 */
export interface EditorProps<C> {
  content: C;
  onChange: (content: C) => void;
  errors?: readonly ContentIssue[] | undefined;
  /** Everything read-only, e.g. while saving. */
  disabled?: boolean | undefined;
}

/**
 * The answer widget of one type. Controlled: it shows `response` (null before any answer) and
 * reports each change as the canonical response of api.md through `onChange`.
 */
export interface PlayerProps<S, R> {
  safeContent: S;
  response: R | null;
  onChange: (response: R | null) => void;
  /** Read-only attempt (spec 3: answer widgets are disabled when the attempt is read-only). */
  disabled?: boolean | undefined;
  /** The question's hint (OPEN shows it with the text box; the others ignore it). */
  hint?: string | null | undefined;
  /** id of the element holding the question text, which then names the answer group. */
  labelledBy?: string | undefined;
}

/** The result view of one answered question: what was given against what is right, in words as well as colour. */
export interface ReviewProps<S, R> {
  safeContent: S;
  /** The taker's response; null when unanswered (or malformed). */
  response: R | null;
  /** The response that scores 1; null when the results do not reveal it. */
  correctAnswer: R | null;
  isCorrect: boolean;
  /** Score in [0, 1]; between 0 and 1 the review says 'Partially correct'. */
  score: number;
  explanation?: string | null | undefined;
  labelledBy?: string | undefined;
}

/**
 * The host's projector view of a live question (issue 22): the safe content large; at the reveal the
 * correct answer marked in words and symbols (not colour alone) with how many players chose each option.
 */
export interface LiveHostProps<S, R> {
  safeContent: S;
  /** The response that scores 1, in the ids the question showed; null until the reveal. */
  correctAnswer: R | null;
  /** How many players chose each option (shown ids; absent: nobody); null before the reveal or for types without options. */
  distribution: Readonly<Record<string, number>> | null;
  /** id of the element holding the question text, which then names the options. */
  labelledBy?: string | undefined;
}

/** The web half of a question type: its three widgets beside the pure plugin they work with. */
export interface WebQuestionTypePlugin<T extends QuestionType = QuestionType> {
  readonly type: T;
  /** The pure plugin of `@quizmaker/question-types` (schemas, default content, grading, isAnswered). */
  readonly core: QuestionTypePluginOf<T>;
  readonly Editor: ComponentType<EditorProps<QuestionContent<T>>>;
  readonly Player: ComponentType<PlayerProps<SafeQuestionContent<T>, QuestionResponse<T>>>;
  readonly Review: ComponentType<ReviewProps<SafeQuestionContent<T>, QuestionResponse<T>>>;
  /** The live host's view of a question (types that are not played live show their Player, disabled). */
  readonly LiveHost: ComponentType<LiveHostProps<SafeQuestionContent<T>, QuestionResponse<T>>>;
  /**
   * The answer widget of a live session (issue 22) on a phone: the same responses as `Player`, with choice
   * options marked by shape and letter like the host's screen. `Player` itself where that already fits.
   */
  readonly LivePlayer: ComponentType<PlayerProps<SafeQuestionContent<T>, QuestionResponse<T>>>;
  /** The response as it is sent (spec 3: FILL_GAP answers are trimmed on submit); identity for most types. */
  finaliseResponse(response: QuestionResponse<T>): QuestionResponse<T>;
  /**
   * Whether Submit may send this response: answered by the core rule (spec 3 section 4) and within
   * the widget's own input limits (spec 3 section 5: a free-text answer has at least 3 characters).
   */
  isReady(response: QuestionResponse<T>): boolean;
  /**
   * The same three widgets for callers that hold JSON of unknown shape (API responses): they parse
   * safe content with the type's schema, normalise responses (canonical or raw local forms), and
   * show 'This question cannot be displayed.' instead of crashing on content of the wrong shape.
   */
  readonly untyped: {
    readonly Editor: ComponentType<EditorProps<unknown>>;
    readonly Player: ComponentType<PlayerProps<unknown, unknown>>;
    readonly LivePlayer: ComponentType<PlayerProps<unknown, unknown>>;
    readonly Review: ComponentType<ReviewProps<unknown, unknown>>;
    readonly LiveHost: ComponentType<LiveHostProps<unknown, unknown>>;
  };
}

/** Exactly one web plugin per question type, each under its own name. */
export type WebQuestionTypeRegistry = { readonly [T in QuestionType]: WebQuestionTypePlugin<T> };
