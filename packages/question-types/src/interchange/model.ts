/**
 * The neutral interchange question: what import and export formats (GIFT, Aiken, later Moodle XML
 * and QTI) read and write, independent of our nine types. Each type's plugin says how its content
 * maps to one of these bodies and which bodies it takes back (`QuestionTypePlugin.interchange`);
 * each format says which bodies it can hold. A new type therefore needs only its own mapping.
 */

/** One answer of a choice or typed-answer body: its text and weight in percent (-100 to 100; 100 is fully right). */
export interface InterchangeAnswer {
  readonly text: string;
  readonly weight: number;
}

/** A numeric answer: right within value ± tolerance. */
export interface InterchangeNumber {
  readonly value: number;
  readonly tolerance: number;
  readonly weight: number;
}

export type InterchangeBody =
  /** Options to pick from; `multipleAnswers`: the taker may pick several (weights add up). */
  | { readonly kind: 'choice'; readonly multipleAnswers: boolean; readonly options: readonly InterchangeAnswer[] }
  | { readonly kind: 'trueFalse'; readonly answer: boolean }
  /** A typed answer compared with the accepted texts. */
  | { readonly kind: 'shortAnswer'; readonly answers: readonly InterchangeAnswer[] }
  | { readonly kind: 'numerical'; readonly answers: readonly InterchangeNumber[] }
  /** Left items each with their right item; distractors are right items no left item takes. */
  | {
      readonly kind: 'matching';
      readonly pairs: ReadonlyArray<{ readonly left: string; readonly right: string }>;
      readonly distractors: readonly string[];
    }
  /** A text with ___N___ gap markers and the answers of each gap (weight 100 right, 0 or less a distractor). */
  | {
      readonly kind: 'gapText';
      readonly text: string;
      readonly gaps: ReadonlyArray<{ readonly id: number; readonly answers: readonly InterchangeAnswer[] }>;
    }
  /** Statements each true or false, the taker picks the true ones. */
  | {
      readonly kind: 'statements';
      readonly statements: ReadonlyArray<{ readonly text: string; readonly true: boolean }>;
    }
  /** Items whose given order is the answer. */
  | { readonly kind: 'ordering'; readonly items: readonly string[] }
  /** An image and rectangles in percent of it, some of them right. */
  | {
      readonly kind: 'imageRegions';
      readonly imageUrl: string;
      readonly regions: ReadonlyArray<{
        readonly x: number;
        readonly y: number;
        readonly width: number;
        readonly height: number;
        readonly correct: boolean;
      }>;
    }
  /** Free text with no answer to compare with (GIFT's {}). */
  | { readonly kind: 'essay' }
  /** Text only, nothing to answer (GIFT's description). */
  | { readonly kind: 'description' };

export type InterchangeKind = InterchangeBody['kind'];

/** A type's content as a neutral body, with what the mapping changes; or why the type has none. */
export type InterchangeExport =
  { readonly body: InterchangeBody; readonly notes: readonly string[] } | { readonly unsupported: string };

/** Content of a type made from a neutral body, with what the mapping changed (notes for the import report). */
export interface InterchangeImport<C> {
  readonly content: C;
  readonly notes: readonly string[];
}

/** How one question type maps to and from the neutral interchange question. */
export interface TypeInterchange<C> {
  /** The neutral body of valid content (or why the type cannot be written as one). */
  toInterchange(content: C): InterchangeExport;
  /**
   * This type's content for a body, or null when the type does not take that body. The import
   * asks the types in registry order and the first that takes the body wins; the content is then
   * validated by the type's schema like a hand-made question.
   */
  fromInterchange(body: InterchangeBody): InterchangeImport<C> | null;
}

/** Weights at or above this count as right when a type has only right and wrong (percent). */
export const FULL_WEIGHT = 100;

/** Answers with full weight, in order. */
export function rightAnswers(answers: readonly InterchangeAnswer[]): InterchangeAnswer[] {
  return answers.filter((answer) => answer.weight >= FULL_WEIGHT);
}

/** "1 other accepted answer dropped: b" and the like, for notes. */
export function listed(texts: readonly string[]): string {
  return texts.map((text) => `"${text}"`).join(', ');
}

/** A number as a person writes it: no exponent for ordinary values, no trailing zeros. */
export function numberText(value: number): string {
  return String(Number(value.toPrecision(12)));
}
