import {
  billingMessages,
  questionCountsOf,
  type QuizGenerationEstimate,
  type QuizGenerationEstimateBody,
} from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import { notFound } from '../../errors.ts';
import { GENERATION_TARIFF, humanizeQuote, quoteGeneration, type TariffInput } from './tariff.ts';

/**
 * Port to the generation/documents domain: what a request prices — the characters in scope and the
 * questions it will ask for in total — or undefined when its document does not exist or is not the
 * caller's (the estimate answers 404). The generation issue plugs in its own (it knows chunking and
 * scopes, and whether counts are per chunk); the default prices pasted text with the counts as
 * given and knows no stored documents.
 */
export type GenerationPricingInput = (
  userId: string,
  body: QuizGenerationEstimateBody,
) => Promise<TariffInput | undefined>;

export const pricePastedTextOnly: GenerationPricingInput = (_userId, body) =>
  Promise.resolve(
    body.text === undefined ? undefined : { characters: body.text.length, questionsPerType: questionCountsOf(body) },
  );

/** POST /billing/estimate/quiz-generation: the tariff applied to a generation request body. */
export class EstimateService {
  #pricingInput: GenerationPricingInput;

  constructor(deps: { pricingInput: GenerationPricingInput }) {
    this.#pricingInput = deps.pricingInput;
  }

  /** Lets the generation domain, built after billing (it needs the ledger), plug in its pricing input. */
  usePricingInput(pricingInput: GenerationPricingInput): void {
    this.#pricingInput = pricingInput;
  }

  async estimate(principal: Principal, body: QuizGenerationEstimateBody): Promise<QuizGenerationEstimate> {
    const input = await this.#pricingInput(principal.id, body);
    if (!input) {
      throw notFound(billingMessages.documentNotFound);
    }
    const quote = quoteGeneration(input);
    return {
      estimatedBillingTokens: quote.tokens,
      quotedCharacters: quote.characters,
      questionCount: quote.questionCount,
      questionTypeCount: quote.questionTypeCount,
      humanizedEstimate: humanizeQuote(quote),
      tariffVersion: GENERATION_TARIFF.version,
    };
  }
}
