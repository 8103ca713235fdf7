import type { GeneratedQuestion } from '../../generator.ts';
import type { DocumentAnalysis } from '../analysis.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import { quoteOf, rankedStatements, withTopic, type BuildContext, type QuestionBuilder } from './common.ts';
import { falsify, type Falsified } from './falsify.ts';
import { forbidsOutright, formAsked, freshClaims, usableForms } from './statement-sets.ts';
import { explainingLast } from './explanations.ts';

/**
 * TRUE_FALSE: one claim of the text (a clause of a compound sentence that stands alone, lightly
 * reworded: claimForms) as it is (true), or with a fact changed (false, and checked not to be said
 * anywhere in the text; never by adding a "not", which a quiz's student answers by form). True and
 * false alternate across the job from a seeded start, and true statements never outnumber false ones by more than
 * two (MAX_TRUE_SURPLUS).
 */
export const trueFalseBuilder: QuestionBuilder = {
  type: 'TRUE_FALSE',
  shortage:
    'the text has too few statements of a fact (a number, a date, a name or a defined term) to hold true or false',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    // A chunk with few claims keeps them for the types that need true ones: its statements come back changed.
    const spareClaims = freshClaims(context) >= 4;
    const trueOf = (sentence: SentenceInfo) => {
      // A claim the job already asks about can only come back changed (false).
      const fresh = spareClaims
        ? usableForms(sentence).find(
            (form) =>
              !formAsked(context, sentence, form) && holdsAFact(context.analysis, form) && !forbidsOutright(form),
          )
        : undefined;
      return fresh ? trueStatement(context, sentence, fresh) : null;
    };
    // No fact of it can be changed: the sentence is left for another, never denied with a "not".
    const falseOf = (sentence: SentenceInfo) => {
      // What the job's false statements put in already, put in again, marks a statement false by its word: "A
      // resistance is a thin wire ...", "A resistance is a closed path ...", "A resistance is a device ..." (the
      // re-audit of session 19).
      const taken = new Set(context.turn.kept().flatMap((question) => PUT_IN.get(question) ?? []));
      const falsified = firstOf(usableForms(sentence, { toDeny: true }), (form) => falsify(context, form, taken));
      return falsified ? falseStatement(context, sentence, falsified) : null;
    };
    // The answer the job's turn wants (true and false in turn across the job, from a start of its own:
    // blind-s26 had five true of six when each request drew its own), from the best sentence that gives it;
    // the other answer where no sentence left gives the wanted one. The turn is read again for each
    // question: one pass in rank order skipped every sentence ranked before the first kept question, and a
    // request for four on seven sentences stopped after one false statement (session 13). The other answer
    // comes only of a sentence the type has not asked about (one it has is the same fact again).
    const wanted = () => context.turn.jobDraw < 0.5 === (context.turn.asked() % 2 === 0);
    const ranked = explainingLast(context, rankedStatements(context));
    // Each sentence is tried once for each answer (a false statement the job refuses leaves its true one),
    // and gives one statement: its true and its false one ask one fact.
    const tried = new Set<string>();
    const stated = new Set<number>();
    const take = (answer: boolean, fresh: boolean) => {
      for (const sentence of ranked) {
        const key = `${sentence.id}|${answer}`;
        if (tried.has(key) || stated.has(sentence.id) || (fresh && context.usedSentences.has(sentence.id))) {
          continue;
        }
        tried.add(key);
        const made = answer ? trueOf(sentence) : falseOf(sentence);
        if (made) {
          return { sentence, made };
        }
      }
      return null;
    };
    for (;;) {
      // No more than two true statements beyond the false ones in a job: a quiz whose statements are all true is
      // answered by its pattern (blind-s45: six of eight true; blind-s47: five of five). Past that, false only.
      const answers = context.turn.kept().map(statedTrue);
      const falseOnly = answers.filter(Boolean).length * 2 - answers.length >= MAX_TRUE_SURPLUS;
      const answer = falseOnly ? false : wanted();
      const next = take(answer, false) ?? (falseOnly ? null : take(!answer, true));
      if (!next && falseOnly) {
        context.holdBack();
      }
      if (!next) {
        return;
      }
      const before = context.turn.asked();
      yield next.made;
      if (context.turn.asked() > before) {
        stated.add(next.sentence.id);
      }
    }
  },
};

/** How many more true statements than false ones a job may have. */
const MAX_TRUE_SURPLUS = 2;

/** Whether a TRUE_FALSE question of the job states a truth. */
function statedTrue(question: GeneratedQuestion): boolean {
  const content: unknown = question.content;
  return typeof content === 'object' && content !== null && 'answer' in content && content.answer === true;
}

/**
 * Whether a claim says something a student could get wrong without the text: a number, a year, a name,
 * a term of several words or one the sentence defines ("The Senate has the sole Power to try all
 * Impeachments", "Secondary waves move the ground up and down"). A true statement without one reads as a platitude a student marks true
 * unread: blind-s29 scored "Your body loses fluid as a result of heat, cold, stress, and exertion", "the
 * effect on trade was immediate" and "Washing your hands is easy, ..." 2 each. A false statement changes
 * a fact of its own.
 */
function holdsAFact(analysis: DocumentAnalysis, form: SentenceInfo): boolean {
  const claim = form.tokens.filter((token) => token.start >= form.claimStart);
  // "One of your first goals ...": "one" counts nothing.
  const counts = claim.some((token) => /\d/.test(token.value) || (token.pos === 'NUM' && token.normal !== 'one'));
  return (
    counts ||
    form.terms.some((occurrence) => {
      const term = analysis.terms.get(occurrence.key);
      // A term of several words names a thing of the field ("secondary waves", "moment magnitude scale").
      // A defined term only where the text defines it: "An earthquake is frightening for children" is no fact
      // about earthquakes (the code review).
      const definedHere = analysis.definitions.some(
        (definition) => definition.key === occurrence.key && definition.sentenceId === form.id,
      );
      return term !== undefined && (term.kind !== 'concept' || term.words >= 2 || definedHere);
    })
  );
}

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

/** What each false statement of a session put in, lower-cased (the words `falsify` leaves out of the next ones). */
const PUT_IN = new WeakMap<GeneratedQuestion, string>();

function falseStatement(context: BuildContext, sentence: SentenceInfo, falsified: Falsified): GeneratedQuestion {
  const question: GeneratedQuestion = {
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
  PUT_IN.set(question, falsified.swapped.toLowerCase());
  return question;
}

/** "According to the text on <the section's topic>, ..." ("According to Article I, ...") in front of a statement that does not name it (`withTopic`). */
function attributed(
  context: BuildContext,
  sentence: SentenceInfo,
  statement: string,
  changed: readonly string[] = [],
): string {
  return withTopic(context, sentence, statement, (place) => `According to ${place}, `, {
    answers: changed,
  });
}
