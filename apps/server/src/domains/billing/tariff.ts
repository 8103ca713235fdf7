import { QUESTION_TYPES, type QuestionsPerType } from '@quizmaker/contracts';

/**
 * The published generation tariff, in one place. A request costs
 *
 *   BASE_TOKENS
 *   + ceil(characters × TOKENS_PER_THOUSAND_CHARACTERS / 1000) × question types requested
 *   + TOKENS_PER_QUESTION × questions requested
 *
 * so the price grows with the text in scope (read once per question type) and with every question
 * asked for. Difficulty, language and chunking do not change it. Generation reserves this estimate
 * and, when it finishes, charges the same formula for what it actually produced, capped at the
 * reservation (`settleGenerationTokens`).
 */
export const GENERATION_TARIFF = {
  version: 'v1-characters-and-questions',
  baseTokens: 3,
  tokensPerThousandCharacters: 0.35,
  tokensPerQuestion: 2,
} as const;

export interface TariffInput {
  /** Characters of source text in scope (pasted text, or the selected chunks of a document). */
  characters: number;
  /** Count per question type; counts of 0 are "none of this type". */
  questionsPerType: QuestionsPerType;
}

export interface TariffQuote {
  tokens: number;
  characters: number;
  questionCount: number;
  questionTypeCount: number;
}

/** Counts questions and distinct types (a type counts when its count is above 0). */
export function countQuestions(questionsPerType: QuestionsPerType): {
  questionCount: number;
  questionTypeCount: number;
} {
  let questionCount = 0;
  let questionTypeCount = 0;
  for (const type of QUESTION_TYPES) {
    const count = Math.max(0, Math.floor(questionsPerType[type] ?? 0));
    if (count > 0) {
      questionCount += count;
      questionTypeCount += 1;
    }
  }
  return { questionCount, questionTypeCount };
}

/** The full quote; 0 tokens when nothing is asked for. Pure: same input, same price. */
export function quoteGeneration(input: TariffInput): TariffQuote {
  const characters = Math.max(0, Math.floor(input.characters));
  const { questionCount, questionTypeCount } = countQuestions(input.questionsPerType);
  if (questionCount === 0) {
    return { tokens: 0, characters, questionCount, questionTypeCount };
  }
  const { baseTokens, tokensPerThousandCharacters, tokensPerQuestion } = GENERATION_TARIFF;
  // Integer arithmetic on hundredths avoids 0.35 × n float drift at the rounding edge.
  const readingPerType = Math.ceil((characters * Math.round(tokensPerThousandCharacters * 100)) / 100_000);
  const tokens = baseTokens + readingPerType * questionTypeCount + tokensPerQuestion * questionCount;
  return { tokens, characters, questionCount, questionTypeCount };
}

/** Billing tokens for a generation request (the estimate the generation reserves). */
export function estimateGenerationTokens(input: TariffInput): number {
  return quoteGeneration(input).tokens;
}

/** What a finished generation is charged: the tariff of what it produced, never more than reserved. */
export function settleGenerationTokens(produced: TariffInput, reservedTokens: number): number {
  const { questionCount } = countQuestions(produced.questionsPerType);
  if (questionCount === 0) {
    return 0;
  }
  return Math.min(estimateGenerationTokens(produced), Math.max(0, reservedTokens));
}

const numberFormat = new Intl.NumberFormat('en-US');

/** "About 38 tokens for 7 questions (3 types) from 20,000 characters". */
export function humanizeQuote(quote: TariffQuote): string {
  const plural = (count: number, word: string) => `${numberFormat.format(count)} ${word}${count === 1 ? '' : 's'}`;
  return `About ${plural(quote.tokens, 'token')} for ${plural(quote.questionCount, 'question')} (${plural(quote.questionTypeCount, 'type')}) from ${plural(quote.characters, 'character')}`;
}
