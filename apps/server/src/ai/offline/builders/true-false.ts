import type { GeneratedQuestion } from '../../generator.ts';
import { isAsked, quoteOf, rankedStatements, type BuildContext, type QuestionBuilder } from './common.ts';
import { falsify, freshClaims } from './falsify.ts';

/**
 * TRUE_FALSE: a statement of the text (true), or the same statement with a key term swapped for
 * another of the same kind (false, and checked not to be said anywhere in the text). True and
 * false alternate from a seeded start.
 */
export const trueFalseBuilder: QuestionBuilder = {
  type: 'TRUE_FALSE',
  shortage: 'the text has too few sentences that stand alone as statements',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    let wantTrue = context.random.next() < 0.5;
    // A chunk with few claims keeps them for the types that need true ones: its statements come back changed.
    const spareClaims = freshClaims(context) >= 4;
    for (const sentence of rankedStatements(context)) {
      // A claim the job already asks about can only come back changed (false).
      const asTrue = wantTrue && spareClaims && !isAsked(context, sentence);
      const falsified = asTrue ? null : falsify(context, sentence);
      if (!asTrue && !falsified) {
        continue;
      }
      yield falsified
        ? {
            type: 'TRUE_FALSE',
            questionText: falsified.text,
            difficulty: context.difficulty,
            content: { answer: false },
            explanation: `False. The text says ${quoteOf(falsified.original)}, not ${quoteOf(falsified.swapped)}: ${quoteOf(sentence.claim)}`,
            hint: null,
            sourceSentences: [sentence.text],
            position: sentence.position,
          }
        : {
            type: 'TRUE_FALSE',
            questionText: sentence.claim,
            difficulty: context.difficulty,
            content: { answer: true },
            explanation: `True. The text says: ${quoteOf(sentence.claim)}`,
            hint: null,
            sourceSentences: [sentence.text],
            position: sentence.position,
          };
      wantTrue = !wantTrue;
    }
  },
};
