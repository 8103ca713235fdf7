import type { QuestionType, ScoringMode } from '@quizmaker/contracts';
import type { z } from 'zod';
import type { ContentIssue } from './content-issues.ts';
import type { ImageReference, QuestionTypePlugin } from './plugin.ts';
import { questionTypeRegistry } from './registry.ts';
import { NO_CREDIT, type GradeResult } from './scoring.ts';
import type { Shuffler } from './shuffler.ts';

/** Stored content that no longer passes its type's schema: a data bug, reported loudly. */
export class InvalidQuestionContentError extends Error {
  readonly type: QuestionType;
  readonly issues: readonly ContentIssue[];

  constructor(type: QuestionType, issues: readonly ContentIssue[]) {
    super(`Invalid ${type} content: ${issues.map((issue) => issue.message).join('; ')}`);
    this.name = 'InvalidQuestionContentError';
    this.type = type;
    this.issues = issues;
  }
}

/** Outcome of validating authored content: the parsed content, or every broken rule with its path. */
export type ContentValidation = { success: true; content: unknown } | { success: false; issues: ContentIssue[] };

/**
 * One question type seen through unknown-typed doors, for callers that hold a type name and JSON
 * from a request or the database (server routes, attempt grading, exports). Each method parses its
 * input with the type's own schemas first, so it is as safe as the typed plugin.
 */
export interface QuestionTypeHandle {
  readonly type: QuestionType;
  readonly label: string;
  readonly contentSchema: z.ZodType;
  readonly safeContentSchema: z.ZodType;
  readonly responseSchema: z.ZodType;
  /** Content of a new question of this type. */
  defaultContent(): unknown;
  /** Validates authored content; never throws. */
  validateContent(raw: unknown): ContentValidation;
  /** Answer-free content for a taker; throws InvalidQuestionContentError for invalid stored content. */
  toSafeContent(content: unknown, shuffler: Shuffler): unknown;
  /** Whether live sessions play this type, or why not (issue 22). */
  readonly live: { playable: true } | { playable: false; reason: string };
  /**
   * The safe content a live room sees: toSafeContent, then, when the host shuffles answers, the
   * type's options in the shuffler's order. Throws InvalidQuestionContentError for invalid content.
   */
  liveSafeContent(content: unknown, shuffler: Shuffler, shuffleOptions: boolean): unknown;
  /** The options a raw response picks, for the reveal's count per option; null when the type has none to count or the response is unreadable. */
  liveOptionsChosen(rawResponse: unknown): readonly string[] | null;
  /** The options' ids and texts as authored, for the session report's count per option; null when the type has none. */
  liveOptionTexts(content: unknown): ReadonlyArray<{ readonly id: string; readonly text: string }> | null;
  /** Canonical response, or null when malformed; never throws. */
  normaliseResponse(raw: unknown): unknown;
  /**
   * A response in authored ids as the taker would name it with the safe content of the same shuffler
   * (ORDERING, MATCHING rename ids; the other types return the response unchanged). A response the
   * type cannot read is returned unchanged; unknown ids pass through. Throws only for invalid content.
   */
  toShownResponse(content: unknown, shuffler: Shuffler, response: unknown): unknown;
  /** The inverse of toShownResponse: a response in shown ids (normalised first) in authored ids, for grading and storing. */
  toAuthoredResponse(content: unknown, shuffler: Shuffler, response: unknown): unknown;
  /** Normalises the raw response, then grades; malformed responses score 0. Throws only for invalid content. */
  grade(content: unknown, rawResponse: unknown, scoringMode: ScoringMode): GradeResult;
  /** Canonical response that scores 1; throws InvalidQuestionContentError for invalid content. */
  correctAnswer(content: unknown): unknown;
  /** Whether a raw response counts as answered (malformed does not). */
  isAnswered(rawResponse: unknown): boolean;
  /** Short line for lists and exports; throws InvalidQuestionContentError for invalid content. */
  summarise(content: unknown): string;
  /** A raw response (normalised first) as a person would write it; '' when unanswered or unreadable. Throws only for invalid content. */
  describeResponse(content: unknown, rawResponse: unknown): string;
  /** Image URLs of the content with their paths; throws InvalidQuestionContentError for invalid content. */
  imageUrls(content: unknown): ImageReference[];
}

/**
 * Any plugin viewed with unknown types. Sound here because each handle only passes a plugin values
 * produced by that same plugin's schemas; the assignment relies on method parameter bivariance.
 */
type ErasedPlugin = QuestionTypePlugin<QuestionType, unknown, unknown, unknown>;

function toIssues(error: z.ZodError): ContentIssue[] {
  return error.issues.map((issue) => ({
    message: issue.message,
    path: issue.path.filter((key): key is string | number => typeof key !== 'symbol'),
  }));
}

function handleOf(plugin: ErasedPlugin): QuestionTypeHandle {
  const parseContent = (content: unknown): unknown => {
    const result = plugin.contentSchema.safeParse(content);
    if (!result.success) {
      throw new InvalidQuestionContentError(plugin.type, toIssues(result.error));
    }
    return result.data;
  };
  const translate = (
    content: unknown,
    shuffler: Shuffler,
    response: unknown,
    direction: 'toShown' | 'toAuthored',
  ): unknown => {
    const shownIds = plugin.shownIds;
    if (shownIds === undefined) {
      return response;
    }
    const parsed = parseContent(content);
    const normalised = plugin.normaliseResponse(response);
    return normalised === null ? response : shownIds[direction](parsed, shuffler, normalised);
  };
  return {
    type: plugin.type,
    label: plugin.label,
    contentSchema: plugin.contentSchema,
    safeContentSchema: plugin.safeContentSchema,
    responseSchema: plugin.responseSchema,
    defaultContent: () => plugin.defaultContent(),
    validateContent: (raw) => {
      const result = plugin.contentSchema.safeParse(raw);
      return result.success
        ? { success: true, content: result.data }
        : { success: false, issues: toIssues(result.error) };
    },
    toSafeContent: (content, shuffler) => plugin.toSafeContent(parseContent(content), shuffler),
    live: plugin.live.playable ? { playable: true } : { playable: false, reason: plugin.live.reason },
    liveSafeContent: (content, shuffler, shuffleOptions) => {
      const safe = plugin.toSafeContent(parseContent(content), shuffler);
      const live = plugin.live;
      return shuffleOptions && live.playable && live.shuffleOptions ? live.shuffleOptions(safe, shuffler) : safe;
    },
    liveOptionsChosen: (rawResponse) => {
      const live = plugin.live;
      const response = plugin.normaliseResponse(rawResponse);
      return live.playable && live.optionsChosen && response !== null ? live.optionsChosen(response) : null;
    },
    liveOptionTexts: (content) => {
      const live = plugin.live;
      return live.playable && live.optionTexts ? live.optionTexts(parseContent(content)) : null;
    },
    normaliseResponse: (raw) => plugin.normaliseResponse(raw),
    toShownResponse: (content, shuffler, response) => translate(content, shuffler, response, 'toShown'),
    toAuthoredResponse: (content, shuffler, response) => translate(content, shuffler, response, 'toAuthored'),
    grade: (content, rawResponse, scoringMode) => {
      const parsed = parseContent(content);
      const response = plugin.normaliseResponse(rawResponse);
      return response === null ? NO_CREDIT : plugin.grade(parsed, response, scoringMode);
    },
    correctAnswer: (content) => plugin.correctAnswer(parseContent(content)),
    isAnswered: (rawResponse) => plugin.isAnswered(plugin.normaliseResponse(rawResponse)),
    summarise: (content) => plugin.summarise(parseContent(content)),
    describeResponse: (content, rawResponse) => {
      const parsed = parseContent(content);
      const response = plugin.normaliseResponse(rawResponse);
      return response === null ? '' : plugin.describeResponse(parsed, response);
    },
    imageUrls: (content) => plugin.imageUrls?.(parseContent(content)) ?? [],
  };
}

const handles = new Map<QuestionType, QuestionTypeHandle>(
  Object.values(questionTypeRegistry).map((plugin: ErasedPlugin) => [plugin.type, handleOf(plugin)]),
);

/** The handle of one question type; every QuestionType has one (the registry guarantees it). */
export function getQuestionType(type: QuestionType): QuestionTypeHandle {
  const handle = handles.get(type);
  if (handle === undefined) {
    throw new Error(`Unknown question type: ${type}`);
  }
  return handle;
}
