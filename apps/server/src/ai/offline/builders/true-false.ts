import type { GeneratedQuestion } from '../../generator.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import { quoteOf, rankedStatements, withTopic, type BuildContext, type QuestionBuilder } from './common.ts';
import { falsify, type Falsified } from './falsify.ts';
import { formAsked, freshClaims, usableForms } from './statement-sets.ts';

/**
 * TRUE_FALSE: one claim of the text (a clause of a compound sentence that stands alone, lightly
 * reworded: claimForms) as it is (true), or with a fact changed (false, and checked not to be said
 * anywhere in the text; never by adding a "not", which a quiz's student answers by form). True and
 * false alternate across the job from a seeded start.
 */
export const trueFalseBuilder: QuestionBuilder = {
  type: 'TRUE_FALSE',
  shortage: 'the text has too few sentences that stand alone as statements',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    // A chunk with few claims keeps them for the types that need true ones: its statements come back changed.
    const spareClaims = freshClaims(context) >= 4;
    const trueOf = (sentence: SentenceInfo) => {
      // A claim the job already asks about can only come back changed (false).
      const fresh = spareClaims ? usableForms(sentence).find((form) => !formAsked(context, sentence, form)) : undefined;
      return fresh ? trueStatement(context, sentence, fresh) : null;
    };
    // No fact of it can be changed: the sentence is left for another, never denied with a "not".
    const falseOf = (sentence: SentenceInfo) => {
      const falsified = firstOf(usableForms(sentence, { toDeny: true }), (form) => falsify(context, form));
      return falsified ? falseStatement(context, sentence, falsified) : null;
    };
    const ranked = rankedStatements(context);
    // The answer the job's turn wants first (true and false in turn across the job, from a start of its
    // own: blind-s26 had five true of six when each request drew its own), then the other where the text
    // has none of it.
    const wanted = () => context.turn.jobDraw < 0.5 === (context.turn.asked() % 2 === 0);
    for (const sentence of ranked) {
      const made = wanted() ? trueOf(sentence) : falseOf(sentence);
      if (made) {
        yield made;
      }
    }
    // The other answer of a sentence the type has not asked about (one it has is the same fact again). The
    // turn is read once for the pass: read again as questions are kept, it turned back to the answer the
    // text has none of, and a request for five stopped after one (the second code review of session 12).
    const other = !wanted();
    for (const sentence of ranked.filter((each) => !context.usedSentences.has(each.id))) {
      const made = other ? trueOf(sentence) : falseOf(sentence);
      if (made) {
        yield made;
      }
    }
  },
};

function firstOf<T>(forms: readonly SentenceInfo[], make: (form: SentenceInfo) => T | null): T | null {
  for (const form of forms) {
    const made = make(form);
    if (made) {
      return made;
    }
  }
  return null;
}

function trueStatement(context: BuildContext, sentence: SentenceInfo, form: SentenceInfo): GeneratedQuestion {
  return {
    type: 'TRUE_FALSE',
    questionText: attributed(context, sentence, form.claim),
    difficulty: context.difficulty,
    content: { answer: true },
    explanation: `True. The text says: ${quoteOf(sentence.claim)}`,
    hint: null,
    sourceSentences: [sentence.text],
    position: sentence.position,
  };
}

function falseStatement(context: BuildContext, sentence: SentenceInfo, falsified: Falsified): GeneratedQuestion {
  return {
    type: 'TRUE_FALSE',
    // The changed words are no answer the topic may echo: "According to the text on the Erie Canal" stays
    // off a statement that swapped "Erie" (the topic would say which is right).
    questionText: attributed(context, sentence, falsified.text, [falsified.swapped, falsified.original]),
    difficulty: context.difficulty,
    content: { answer: false },
    explanation: `False. The text says ${quoteOf(falsified.original)}, not ${quoteOf(falsified.swapped)}: ${quoteOf(sentence.claim)}`,
    hint: null,
    sourceSentences: [sentence.text],
    position: sentence.position,
  };
}

/** "According to the text on <the section's topic>, ..." in front of a statement that does not name it (`withTopic`). */
function attributed(
  context: BuildContext,
  sentence: SentenceInfo,
  statement: string,
  changed: readonly string[] = [],
): string {
  return withTopic(context, sentence, statement, (topic) => `According to the text on ${topic}, `, {
    answers: changed,
  });
}
