import { TYPED_ANSWER_MAX_WORDS } from '@quizmaker/question-types';
import type { GeneratedQuestion } from '../../generator.ts';
import { addsToTheOneBefore, type DocumentAnalysis } from '../analysis.ts';
import { descriptionStandsAlone } from '../analysis/definitions.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import {
  CALLED_DESCRIPTION_MAX_WORDS,
  calledStem,
  personLike,
  whenQuestion,
  whoQuestion,
  withoutArticle,
} from '../analysis/questions.ts';
import { lastWord } from '../analysis/names.ts';
import type { SpanQuestion } from '../analysis/wh-questions.ts';
import { countWords } from '../analysis/words.ts';
import { isAsked, quoteOf, rankedStatements, withTopic, type BuildContext, type QuestionBuilder } from './common.ts';
import { answerSentences, nameTestOf, rotated, spanQuestions, varied } from './wh-stems.ts';

/** A question on a sentence: its stem and its short answer. */
type Asked = { stem: string; short: string };

/**
 * Whether a span's answer is a clause ("The Chief Justice shall preside" for "What happens when the
 * President is tried?"): a verb of its own, not a gerund ("Washing hands with soap and water"). Typed,
 * a clause is worded a dozen ways and one key marks all but one wrong.
 */
function saysAClause(sentence: SentenceInfo, span: SpanQuestion): boolean {
  return sentence.tokens.some(
    (token) =>
      token.start >= span.start &&
      token.start < span.end &&
      (token.pos === 'AUX' || (token.pos === 'VERB' && !token.normal.endsWith('ing'))),
  );
}

/** An answer that opens with a quantifier ("Every table column", "Any column"): typed, the quantifier comes and goes. */
const QUANTIFIED = /^(?:every|any|each|all|some|no|most|many|several) /i;

/**
 * Whether the text names the person another way too ("DeWitt Clinton" and "Governor Clinton"): a taker types
 * either, and one key marks the other wrong (blind-s38 Q10 keyed "Governor Clinton"). MCQ_SINGLE asks them.
 * The people the text names are read once per request (`peopleOf`).
 */
function namedOtherwise(people: People, name: string): boolean {
  const others = [
    ...(people.byLastWord.get(lastWord(name)) ?? []),
    ...(people.byWord.get(lastWord(name)) ?? []),
    ...name.split(' ').flatMap((word) => [...(people.byLastWord.get(word) ?? [])]),
  ];
  return others.some((other) => other !== name);
}

/** The names of people the text gives, by their last word and by each of their words. */
interface People {
  byLastWord: Map<string, Set<string>>;
  byWord: Map<string, Set<string>>;
}

function peopleOf(analysis: DocumentAnalysis): People {
  const people: People = { byLastWord: new Map(), byWord: new Map() };
  const add = (map: Map<string, Set<string>>, word: string, name: string) =>
    map.set(word, (map.get(word) ?? new Set<string>()).add(name));
  for (const term of analysis.terms.values()) {
    if (term.kind === 'proper' && personLike(term.surface)) {
      add(people.byLastWord, lastWord(term.surface), term.surface);
      for (const word of term.surface.split(' ')) {
        add(people.byWord, word, term.surface);
      }
    }
  }
  return people;
}

/** The kinds of question OPEN asks of a statement, each a function of the sentence. */
type Kind = (sentence: SentenceInfo) => Asked | null;

/**
 * OPEN: asks for the term a definition of the text describes ("What is an instrument that records the
 * shaking of the ground during an earthquake called?"), a year ("In what year was ...?"),
 * a person ("Who proposed the canal?"), what a description identifies ("What is the safest method
 * of purifying water?"), a place ("Where did construction begin?"), a reason or means ("Why ...?",
 * "How ...?") or what does something ("What do seismographs record?"). Not "What shall the Congress
 * do?" of a rule: four blind reviews found it vague (several right answers, one key). The model answer
 * is the short answer as a taker types it ("1825", "Seismograph", "Wagon load"): typed answers are
 * compared with it exactly, so never a sentence (TYPED_ANSWER_MAX_WORDS), a clause ("The Chief Justice
 * shall preside"), a count whose figure a taker may write in words, nor an article or a quantifier a
 * taker leaves out or adds ("Every table column");
 * the explanation quotes the sentence.
 * Each question of the job starts the kinds at the next one, so stems vary; nothing else: "what
 * does the text say about X" is no question a teacher keeps.
 */
export const openBuilder: QuestionBuilder = {
  type: 'OPEN',
  shortage: 'the text has no definition, date, person, place or cause to ask about with a short answer',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    const { analysis } = context;
    const names = nameTestOf(analysis);
    const asked = (sentence: SentenceInfo, question: Asked): GeneratedQuestion => {
      const quoted = answerSentences(analysis, sentence);
      return {
        type: 'OPEN',
        questionText: question.stem,
        difficulty: context.difficulty,
        content: { answer: question.short },
        explanation: `The text says: ${quoteOf(quoted.map((each) => each.text).join(' '))}`,
        hint: null,
        sourceSentences: quoted.map((each) => each.text),
        position: sentence.position,
      };
    };
    const inChunk = new Set(context.sentences.map((sentence) => sentence.id));
    const definitions: GeneratedQuestion[] = [];
    for (const definition of analysis.definitions.filter((candidate) => inChunk.has(candidate.sentenceId))) {
      const sentence = analysis.sentences[definition.sentenceId];
      const words = countWords(definition.definition);
      // A sentence's description is a noun phrase; a list item's ("Boiling. Bring the water to a rolling
      // boil ...") is often an instruction, which no "What is ... called?" reads (the session 9 review).
      if (
        sentence?.role === 'sentence' &&
        words >= 3 &&
        words <= CALLED_DESCRIPTION_MAX_WORDS &&
        // What the text is about, by its title or the name it gives most, is no answer to find ("What is a landlocked
        // country in East Asia called?" of Mongolia), nor a person "What is ... called?" (the audit of session 21).
        !analysis.namesTheSubject(definition.term) &&
        !analysis.namesAPerson(definition.term) &&
        // "What is a small group of cells ... called the suprachiasmatic nucleus called?": a name inside the description.
        !/\bcalled\b/.test(definition.definition) &&
        // "a feature of SQLite, not a bug" says something of the term; it describes no kind to name.
        !definition.definition.includes(',') &&
        descriptionStandsAlone(definition.definition)
      ) {
        const stem = calledStem(definition.definition, definition.term, sentence, names);
        definitions.push(asked(sentence, { stem, short: withoutArticle(definition.term) }));
      }
    }
    const span =
      (index: number): Kind =>
      (sentence) => {
        // Asked openly, "one of the best ways" has other right answers than the one the text names.
        const question = spanQuestions(analysis, sentence).filter(
          (span) => !span.oneOfSeveral && !saysAClause(sentence, span),
        )[index];
        if (!question || QUANTIFIED.test(question.answer)) {
          return null;
        }
        // What a cause brings about is the section's matter: "According to the text on the Erie Canal, what
        // led other states to build canals of their own?" (other than whose, blind-s35 Q21).
        const stem =
          question.kind === 'cause'
            ? withTopic(context, sentence, question.stem, (place) => `According to ${place}, `, {
                answers: [question.answer],
                leans: true,
              })
            : varied(question.stem);
        return { stem, short: withoutArticle(question.answer) };
      };
    let people: People | undefined;
    // Not "how many": the text's "three years" is typed "3", "three" or "3 years", and one key marks two
    // of them wrong (blind-s19 Q27 found so of a date); MCQ_SINGLE asks counts among options.
    const kinds: Kind[] = [
      (sentence) => {
        // The year alone: "October 26, 1825" is typed "1825" or "26 October 1825" as often (blind-s19 Q27).
        const when = whenQuestion(sentence, names);
        return when ? { stem: when.stem, short: String(when.year) } : null;
      },
      (sentence) => {
        const who = whoQuestion(sentence);
        people ??= peopleOf(analysis);
        return who && !namedOtherwise(people, who.name) ? { stem: who.stem, short: who.name } : null;
      },
      span(0),
      span(1),
    ];
    // A sentence whose "they" points before it too: OPEN's explanation quotes that sentence (answerSentences).
    // Not one that adds to the sentence before ("the base shakes too"): its question lacks what it adds to
    // (blind-s10 Q15, blind-s11 Q16: "What happens when an earthquake causes the ground to shake?").
    const fresh = rankedStatements(context, (sentence) => sentence.statement).filter(
      (candidate) =>
        !isAsked(context, candidate) &&
        !addsToTheOneBefore(candidate.tokens) &&
        !analysis.countsWhatTheOneBeforeNames(candidate),
    );
    // Definitions are one kind among the others: a job of "What is ...?" questions only reads as a template.
    const groups: Array<() => Iterable<GeneratedQuestion>> = [
      () => definitions,
      ...kinds.map((kind) => () => fresh.flatMap((sentence) => question(sentence, kind))),
    ];
    function question(sentence: SentenceInfo, kind: Kind): GeneratedQuestion[] {
      const found = kind(sentence);
      // "The edges unstick on one of the faults and there is an earthquake" is no answer anyone types as it reads.
      return found && countWords(found.short) <= TYPED_ANSWER_MAX_WORDS ? [asked(sentence, found)] : [];
    }
    for (const group of rotated(context, groups)) {
      yield* group();
    }
  },
};
