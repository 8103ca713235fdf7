import type { GeneratedQuestion } from '../../generator.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import { quoteOf, rankedStatements, withTopic, type BuildContext, type QuestionBuilder } from './common.ts';
import { falsify, type Falsified } from './falsify.ts';
import { formAsked, freshClaims, usableForms } from './statement-sets.ts';

/**
 * TRUE_FALSE: one claim of the text (a clause of a compound sentence that stands alone, lightly
 * reworded: claimForms) as it is (true), or with a fact changed (false, and checked not to be said
 * anywhere in the text; never by adding a "not", which a quiz's student answers by form). True and
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
      const forms = usableForms(sentence);
      // A claim the job already asks about can only come back changed (false).
      const fresh = wantTrue && spareClaims ? forms.find((form) => !formAsked(context, sentence, form)) : undefined;
      if (fresh) {
        yield trueStatement(context, sentence, fresh);
        wantTrue = !wantTrue;
        continue;
      }
      // No fact of it can be changed: the sentence is left for another, never denied with a "not".
      const falsified = firstOf(usableForms(sentence, { toDeny: true }), (form) => falsify(context, form));
      if (falsified) {
        yield falseStatement(context, sentence, falsified);
        wantTrue = !wantTrue;
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
