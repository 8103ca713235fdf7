import type { QuestionType, ScoringMode } from '@quizmaker/contracts';
import type { z } from 'zod';
import type { TextGeneration } from './generation/model.ts';
import type { TypeInterchange } from './interchange/model.ts';
import type { GradeResult } from './scoring.ts';
import type { Shuffler } from './shuffler.ts';

export type { GradeResult } from './scoring.ts';

/** An image URL inside authored content and the path of its field (for a field error). */
export interface ImageReference {
  readonly path: ReadonlyArray<string | number>;
  readonly url: string;
}

/** An authored content that breaks exactly one rule, with the exact message the rule reports. */
export interface InvalidContentFixture {
  readonly content: unknown;
  readonly message: string;
}

/** Named examples of a type: valid ones for tests, demos and seeds; one invalid per rule. */
export interface QuestionTypeFixtures<C> {
  readonly valid: Readonly<Record<string, C>>;
  readonly invalid: Readonly<Record<string, InvalidContentFixture>>;
}

/**
 * Whether a type can be played in a live session (issue 22), where players answer one question
 * against a countdown on a phone; a type that cannot says why, and the host sees the reason.
 */
type LivePlay<C, S, R> =
  | {
      readonly playable: true;
      /** Reorders the options of the safe content when the host shuffles answers; absent: nothing to reorder. */
      shuffleOptions?(safe: S, shuffler: Shuffler): S;
      /** The options a response picks (shown ids), counted per option at the reveal; absent: no options to count. */
      optionsChosen?(response: R): readonly string[];
      /** With optionsChosen: every option's id and text as authored, so the session report names what was picked. */
      optionTexts?(content: C): ReadonlyArray<{ readonly id: string; readonly text: string }>;
    }
  | { readonly playable: false; readonly reason: string };

/** Translation of canonical responses between authored and shown ids (see QuestionTypePlugin.shownIds). */
export interface ShownIds<C, R> {
  toShown(content: C, shuffler: Shuffler, response: R): R;
  toAuthored(content: C, shuffler: Shuffler, response: R): R;
}

/**
 * The contract of one question type, shared by server and web. C is the authored content (with the
 * answers), S the safe content a taker sees, R the canonical response. Everything here is pure.
 */
export interface QuestionTypePlugin<T extends QuestionType, C, S, R> {
  readonly type: T;
  /** Human name for pickers and badges. */
  readonly label: string;
  /** Authored content with the spec's validation messages. */
  readonly contentSchema: z.ZodType<C>;
  /** Content of a new question of this type (spec 2 section 3 defaults); may not yet be valid. */
  defaultContent(): C;
  /** What a taker may see: no correctness field of any kind. Objects are strict. */
  readonly safeContentSchema: z.ZodType<S>;
  /**
   * Removes every answer and shuffles where order would reveal it, with the given shuffler (so
   * stable for it). Types with `shownIds` emit the shown ids here (same shuffler).
   */
  toSafeContent(content: C, shuffler: Shuffler): S;
  /**
   * For types whose authored ids reveal the answer (ORDERING, MATCHING): a pure bijection, drawn
   * by the shuffler, between authored ids and the ids of the safe content for the same shuffler. Responses are graded
   * and stored with authored ids; what the taker sends and sees uses shown ids. Ids the content
   * does not know pass through unchanged (so they grade as wrong). Absent: ids are shown as authored.
   */
  readonly shownIds?: ShownIds<C, R>;
  /** Canonical response shape (api.md "Questions"). */
  readonly responseSchema: z.ZodType<R>;
  /** Reads a canonical or raw local response (spec 3 section 3); null when malformed, never throws. */
  normaliseResponse(raw: unknown): R | null;
  /** Pure grading; null (unanswered or malformed) scores 0. isCorrect is exactly score === 1. */
  grade(content: C, response: R | null, scoringMode: ScoringMode): GradeResult;
  /** A canonical response that scores 1, for results and review. */
  correctAnswer(content: C): R;
  /** Whether the response counts as answered (spec 3 section 4, "Submit Answer is enabled only when"). */
  isAnswered(response: R | null): boolean;
  /** One short line for lists and exports, answers included (authors only). */
  summarise(content: C): string;
  /**
   * A response as a person would write it, for exports: option and item texts, "True"/"False", the
   * typed text; ids the content does not know are shown as they are.
   */
  describeResponse(content: C, response: R): string;
  /** Images the content shows, with their paths (HOTSPOT's imageUrl), so the server can keep them in its own store; absent: none. */
  imageUrls?(content: C): ImageReference[];
  /** Whether live sessions play this type (and how they shuffle its options), or why not. */
  readonly live: LivePlay<C, S, R>;
  /** How the content maps to the neutral interchange question of import and export formats. */
  readonly interchange: TypeInterchange<C>;
  /**
   * What the AI generators and their quality checks need to know of the type (its claims, what it
   * holds false, its options, how its stem may give the answer away), or what it needs that a text
   * cannot supply: the server's ai/ code and the bench never name a type.
   */
  readonly generation: TextGeneration<C>;
  readonly fixtures: QuestionTypeFixtures<C>;
}
