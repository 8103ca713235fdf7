import type { GeneratedQuestion } from '../../generator.ts';
import { clozeSentences, gapTerms, quoteOf, replaceIn, type BuildContext, type QuestionBuilder } from './common.ts';

/** FILL_GAP: a sentence of the text with one key term taken out (___1___); the term is the answer. */
export const fillGapBuilder: QuestionBuilder = {
  type: 'FILL_GAP',
  shortage: 'the text has too few sentences with a key term to leave out',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    // First pass: one term per sentence, so questions spread over the text; second pass: a second term.
    const statements = clozeSentences(context);
    for (const [sentence, occurrence] of [0, 1].flatMap((pass) =>
      statements.flatMap((candidate) => {
        const term = gapTerms(context, candidate)[pass];
        return term ? [[candidate, term] as const] : [];
      }),
    )) {
      {
        const words = occurrence.surface.split(/\s+/).length;
        yield {
          type: 'FILL_GAP',
          questionText:
            words === 1
              ? 'Fill in the missing word in this sentence from the text.'
              : 'Fill in the missing words in this sentence from the text.',
          difficulty: context.difficulty,
          content: { text: replaceIn(sentence, occurrence, '___1___'), gaps: [{ id: 1, answer: occurrence.surface }] },
          explanation: `The text reads: ${quoteOf(sentence.claim)}`,
          hint:
            words === 1
              ? `One word, starting with "${occurrence.surface.charAt(0)}".`
              : `${words} words, starting with "${occurrence.surface.charAt(0)}".`,
          sourceSentences: [sentence.text],
          position: sentence.position,
        };
      }
    }
  },
};
