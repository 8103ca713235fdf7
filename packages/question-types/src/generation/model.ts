import type { JsonSchema } from './json-schema.ts';

/** An option as the AI quality checks read it: its text, and whether it is a right answer. */
export interface GeneratedOption {
  readonly text: string;
  readonly correct: boolean;
}

/**
 * A way a generated question could give its answer away: a text the taker reads before answering
 * that contains one of its claims (answers). A wrong option that the same text names too cancels
 * the finding (the stem then names the choices, not the answer).
 */
export interface AnswerGiveaway<C> {
  /** The texts a taker reads before answering (the question text, a gap text). */
  shownTexts(content: C, questionText: string): string[];
  /**
   * Of those, the texts whose words could point at the answer by a word they share the start of ("main"
   * at "mainshock"): not an instruction of the type's own ("Fill in the missing words": "missing" is no
   * clue to "Mississippi"). Absent: all the shown texts.
   */
  pointingTexts?(content: C, questionText: string): string[];
  /** The finding as the quality check reports it ("the question text contains its answer"). */
  readonly message: string;
  /**
   * Whether the one right option must not stand out among the wrong ones by kind (the only number,
   * the only option without one) or by length: a taker would pick it without knowing the answer.
   */
  readonly oneRightOptionBlendsIn: boolean;
}

/** What a language model is told of a type: its contract in words, and the schema its content must follow. */
export interface ModelPrompt {
  /** What the type means, stated in the prompt: the contract the model's answer must follow. */
  readonly contract: string;
  /** The JSON Schema (strict structured output) of the content the model writes. */
  readonly contentSchema: JsonSchema;
}

/**
 * What one generated question of a type rests on, the scarcest last: any statement (a cloze, a statement
 * to judge), several statements, one sentence of a kind (a definition, date, person, place, cause, count
 * or rule to ask about; a term with others of its kind for options), several sentences of one kind
 * (steps or dated events to order, sentences with a key term to match).
 */
export const GENERATION_MATERIALS = [
  'one sentence',
  'several statements',
  'one sentence of a kind',
  'several sentences of one kind',
] as const;
export type GenerationMaterial = (typeof GENERATION_MATERIALS)[number];

/**
 * The most words a generated typed answer may have. Grading compares typed text with the key and
 * nothing fuzzier, so a key of a sentence ("The edges unstick on one of the faults and there is an
 * earthquake") marks nearly every right answer wrong: the weakness the reference implementation has
 * ("AI OPEN questions are practically never auto-graded correct"). Six words keeps a name, a date, a
 * count with its unit or a short phrase ("Washing hands with soap and water").
 */
export const TYPED_ANSWER_MAX_WORDS = 6;

/**
 * What the AI generators and their quality checks need to know of a type (apps/server/src/ai,
 * bench/offline-quality.ts), so that they never name a type themselves. Everything here is pure.
 */
export type TextGeneration<C> =
  | {
      readonly fromText: true;
      /**
       * Every text the question claims as true of its source (right options, the model answer, gap
       * answers, a true statement, items to order or match): grounding requires the source to support each.
       */
      claims(content: C, questionText: string): string[];
      /**
       * The answers that identify the fact a question asks, paired with its source sentences: two
       * questions of a job sharing one ask the same. Absent: its claims. (An ORDERING asks for the whole
       * order, not each step; a MATCHING for its terms, not the texts they match.)
       */
      facts?(content: C, questionText: string): string[];
      /**
       * Texts the question holds false of its source (a "false" statement, non-compliant statements):
       * a source that states one of them makes the key wrong. Absent: the question holds nothing false.
       */
      readonly denials?: {
        texts(content: C, questionText: string): string[];
        /** What such a text is called in the finding ("a false statement that the text states"). */
        readonly name: string;
      };
      /**
       * The answers a taker types, which grading compares with what was typed and nothing fuzzier (the
       * model answer, gap answers): a generated one must be short enough to be typed as it reads
       * (TYPED_ANSWER_MAX_WORDS). Absent: the taker types nothing.
       */
      typedAnswers?(content: C): string[];
      /** The options a taker chooses from, which must read differently from each other; absent: no options. */
      choiceOptions?(content: C): GeneratedOption[];
      /**
       * Whether the question text asks for an answer that it must therefore not contain (the other
       * types show their items or state the claim to judge).
       */
      readonly stemHidesAnswer: boolean;
      /** Whether the question text is the statement to judge, not a question or an instruction (TRUE_FALSE). */
      readonly stemIsStatement: boolean;
      /**
       * Whether the question text alone names what is asked (rather than "Put these steps in order."):
       * two questions of a job with the same text then ask the same.
       */
      readonly stemNamesTheFact: boolean;
      /**
       * What one question rests on (GENERATION_MATERIALS). A job asks a chunk for the scarcer first, while
       * its sentences are still free (`generationOrder`).
       */
      readonly material: GenerationMaterial;
      /** How the question could give its answer away, checked on every generated question; absent: not checked. */
      readonly giveaway?: AnswerGiveaway<C>;
      /**
       * Content a language model wrote, made to fit the type's ids before validation (it numbers
       * options its own way); absent: left for the type's own validation to accept or refuse.
       */
      fitModelContent?(content: unknown): unknown;
      /** How a language model is asked for the content (the OpenAI-compatible generator's prompt and schema). */
      readonly model: ModelPrompt;
    }
  | {
      readonly fromText: false;
      /** What the type needs that a text cannot supply ("an image"), shown as the reason none are generated. */
      readonly needs: string;
    };
