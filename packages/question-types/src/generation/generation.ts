import type { QuestionType } from '@quizmaker/contracts';
import type { QuestionTypePlugin } from '../plugin.ts';
import { questionTypeRegistry } from '../registry.ts';
import { GENERATION_MATERIALS, type GeneratedOption, type ModelPrompt, type TextGeneration } from './model.ts';

/** Plugins seen with unknown content: the AI checks hand each the content of a question of its own type. */
type ErasedPlugin = QuestionTypePlugin<QuestionType, unknown, unknown, unknown>;
const generationOf = (type: QuestionType): TextGeneration<unknown> =>
  (questionTypeRegistry[type] as ErasedPlugin).generation;

/** What the type needs that a text cannot supply ("an image"), or null when it can be generated from text. */
export function whatTextCannotSupply(type: QuestionType): string | null {
  const generation = generationOf(type);
  return generation.fromText ? null : generation.needs;
}

/** Every text the question claims as true of its source (none for a type not generated from text). */
export function claimsOf(type: QuestionType, content: unknown, questionText: string): string[] {
  const generation = generationOf(type);
  return generation.fromText ? generation.claims(content, questionText) : [];
}

/** The answers a taker of the question types (none for a type whose taker chooses or places). */
export function typedAnswersOf(type: QuestionType, content: unknown): string[] {
  const generation = generationOf(type);
  return generation.fromText && generation.typedAnswers ? generation.typedAnswers(content) : [];
}

/** The answers that identify the fact the question asks (its claims unless the type says otherwise). */
export function factsOf(type: QuestionType, content: unknown, questionText: string): string[] {
  const generation = generationOf(type);
  if (!generation.fromText) {
    return [];
  }
  return (generation.facts ?? generation.claims)(content, questionText);
}

/** Texts the question holds false of its source, and what such a text is called; none for most types. */
export function denialsOf(
  type: QuestionType,
  content: unknown,
  questionText: string,
): { readonly texts: string[]; readonly name: string } {
  const generation = generationOf(type);
  const denials = generation.fromText ? generation.denials : undefined;
  return denials ? { texts: denials.texts(content, questionText), name: denials.name } : { texts: [], name: '' };
}

/**
 * The order in which a job asks a chunk for the types: the scarcest material first (generation/model.ts,
 * `material`), each group in the given order. In bench/offline-quality.ts, with every type asked of
 * every chunk and no question of a job allowed to ask or give away another's fact, the registry's order
 * left MATCHING 0 of 21 (the one-sentence types had taken every sentence with a term) and this order
 * gives 68 of 168 (1,200-character chunks) and 56 of 104 (5,000), every type at least 2 of 13; statement
 * sets before the questions of one sentence of a kind left MCQ_SINGLE 2 or 3 of 13.
 */
export function generationOrder<T extends QuestionType>(types: readonly T[]): T[] {
  const scarcity = (type: QuestionType) => {
    const generation = generationOf(type);
    return generation.fromText ? GENERATION_MATERIALS.indexOf(generation.material) : 0;
  };
  return [...types].sort((a, b) => scarcity(b) - scarcity(a));
}

/** The options a taker chooses from (empty for a type without options). */
export function choiceOptionsOf(type: QuestionType, content: unknown): GeneratedOption[] {
  const generation = generationOf(type);
  return generation.fromText && generation.choiceOptions ? generation.choiceOptions(content) : [];
}

/** What the question text of a type is: see TextGeneration (all false for a type not generated from text). */
export function stemRulesOf(type: QuestionType): {
  readonly hidesAnswer: boolean;
  readonly isStatement: boolean;
  readonly namesTheFact: boolean;
} {
  const generation = generationOf(type);
  return generation.fromText
    ? {
        hidesAnswer: generation.stemHidesAnswer,
        isStatement: generation.stemIsStatement,
        namesTheFact: generation.stemNamesTheFact,
      }
    : { hidesAnswer: false, isStatement: false, namesTheFact: false };
}

/**
 * How the question could give its answer away (the texts shown before answering, those whose words may
 * point at the answer, the finding), or null.
 */
export function giveawayRuleOf(
  type: QuestionType,
  content: unknown,
  questionText: string,
): {
  readonly shownTexts: string[];
  readonly pointingTexts: string[];
  readonly message: string;
  readonly oneRightOptionBlendsIn: boolean;
} | null {
  const generation = generationOf(type);
  const giveaway = generation.fromText ? generation.giveaway : undefined;
  if (!giveaway) {
    return null;
  }
  const shownTexts = giveaway.shownTexts(content, questionText);
  return {
    shownTexts,
    pointingTexts: giveaway.pointingTexts?.(content, questionText) ?? shownTexts,
    message: giveaway.message,
    oneRightOptionBlendsIn: giveaway.oneRightOptionBlendsIn,
  };
}

/** Content a language model wrote for the type, made to fit the type's ids (unchanged when the type has no such rule). */
export function fitModelContent(type: QuestionType, content: unknown): unknown {
  const generation = generationOf(type);
  return generation.fromText && generation.fitModelContent ? generation.fitModelContent(content) : content;
}

/** How a language model is asked for content of the type, or null when it is not generated from text. */
export function modelPromptOf(type: QuestionType): ModelPrompt | null {
  const generation = generationOf(type);
  return generation.fromText ? generation.model : null;
}
