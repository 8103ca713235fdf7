import {
  choiceOptionsOf,
  denialsOf,
  factsOf,
  getQuestionType,
  stemRulesOf,
  type Shuffler,
} from '@quizmaker/question-types';
import type { GeneratedQuestion } from '../generator.ts';
import { containsText, normaliseForMatch, SUPPORT_THRESHOLD, supportScore } from '../quality.ts';

/** Answers of at most this many words are terms, names, dates or numbers; longer ones are statements. */
const SHORT_ANSWER_WORDS = 4;

/** Answers of at most this many words are a clause ("Use 10 drops and let it stand ... before drinking"), not sentences. */
const ANSWER_CLAUSE_WORDS = 12;

/** The safe view in the authored order: which texts a taker sees matters here, not their order. */
const inOrder: Shuffler = { shuffle: (items) => [...items] };

/** How many sentences of the document say a text (DocumentAnalysis.sentencesSaying). */
export type SentencesSaying = (text: string) => number;

/**
 * A short answer that at most this many sentences of the document say is one a taker remembers where
 * they saw it: another question that prints it, on any sentence, answers ("Concurrence" blanked in one
 * sentence of the constitution and printed in the other that says it, blind-s7). One said in more
 * sentences ("Senate") is printed by half the quiz and tells nothing.
 */
const RARE_SAYINGS = 2;

/** A year as the texts write them (1000 to 2099). */
const YEAR = /^(?:1\d|20)\d\d$/;

/** Each question is compared with every other of its job: what it shows and tests is worked out once. */
const visibleTexts = new WeakMap<GeneratedQuestion, string[]>();
const testedFacts = new WeakMap<GeneratedQuestion, TestedFacts>();

/** What a question shows and the sentences it cites, normalised and padded for containsText's test. */
const printedTexts = new WeakMap<GeneratedQuestion, { visible: string[]; sources: string[] }>();

function printedTextsOf(question: GeneratedQuestion): { visible: string[]; sources: string[] } {
  let printed = printedTexts.get(question);
  if (!printed) {
    const padded = (text: string) => ` ${normaliseForMatch(text)} `;
    printed = { visible: visibleTextsOf(question).map(padded), sources: question.sourceSentences.map(padded) };
    printedTexts.set(question, printed);
  }
  return printed;
}

/**
 * What a question's statements change of its source: its denials (TRUE_FALSE's false statement, COMPLIANCE's
 * non-compliant ones, MCQ_MULTI's wrong statements) and any wrong option long enough to be a statement.
 */
function heldFalseTextsOf(question: GeneratedQuestion): string[] {
  const wrongStatements = choiceOptionsOf(question.type, question.content)
    .filter((option) => !option.correct && wordsOf(option.text).length > SHORT_ANSWER_WORDS)
    .map((option) => option.text);
  // MCQ_MULTI's wrong statements are both: each once.
  return [...new Set([...denialsOf(question.type, question.content, question.questionText).texts, ...wrongStatements])];
}

/** Every text a taker sees before answering: the stem and the strings of the type's safe content. */
export function visibleTextsOf(question: GeneratedQuestion): string[] {
  const known = visibleTexts.get(question);
  if (known) {
    return known;
  }
  const texts = [question.questionText];
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      texts.push(value);
    } else if (Array.isArray(value)) {
      value.forEach(collect);
    } else if (value !== null && typeof value === 'object') {
      Object.values(value).forEach(collect);
    }
  };
  collect(getQuestionType(question.type).toSafeContent(question.content, inOrder));
  visibleTexts.set(question, texts);
  return texts;
}

const wordsOf = (text: string) => normaliseForMatch(text).split(' ').filter(Boolean);

/**
 * Words a false statement may drop or reword around its change without changing a fact ("the", "and").
 * Not quality.ts's stop words: those hold "before", "after", "not" and "all", which are facts a false
 * statement changes (builders/fact-changes.ts).
 */
const FILLER = new Set(
  'a an the and or but of to in on at by for with from as is are was were be been it its this that their they'.split(
    ' ',
  ),
);

/** How many words longer than the false text the stretch of its sentence it stands for may be (an apposition it left out). */
const SPAN_SLACK = 4;

/**
 * What a statement the question holds false changed in the sentence it was made from: the sentence's
 * words the false text lacks, as the phrase they stand in (with a word either side) when they stand
 * together ("22 1960 with" for "... on May 22, 1935, with ..."), else each word alone (a paraphrase
 * moved the clauses round too). The sentence is the cited one the false text shares most words with,
 * and only the stretch of it the false text stands for counts: a false statement made of one clause
 * changes nothing in the other ("Benjamin Wright had been a surveyor of ships." of "The engineers had
 * little formal training; Benjamin Wright, ... of land."), and a dropped "the" is no fact.
 */
function changedFactsOf(
  falseText: string,
  sourceSentences: readonly string[],
): { phrase: string; words: string[]; firstRun: string[] }[] {
  const changed = wordsOf(falseText);
  const present = new Set(changed);
  const source = sourceSentences
    .map((sentence) => wordsOf(sentence))
    .map((words) => ({ words, shared: words.filter((word) => present.has(word)).length }))
    .sort((a, b) => b.shared - a.shared)[0]?.words;
  if (!source) {
    return [];
  }
  // The stretch the false text stands for: most of its words (each once, "the" and "had" of another
  // clause not counted again), fewest words it lacks, starting on one of them (a clause's first word).
  const width = changed.length + SPAN_SLACK;
  const meaningful = (word: string) => !FILLER.has(word);
  let from = 0;
  let best = -Infinity;
  for (let at = 0; at < source.length; at += 1) {
    const stretch = source.slice(at, at + width).filter(meaningful);
    const shared = new Set(stretch.filter((word) => present.has(word))).size;
    const lacking = stretch.filter((word) => !present.has(word)).length;
    const opening = source[at] ?? '';
    const score = shared * 2 - lacking + (present.has(opening) && meaningful(opening) ? 1 : 0);
    if (score > best) {
      [from, best] = [at, score];
    }
  }
  // A stretch that starts after the change: "In 1972 the delta was added ..." of "In 1991 the delta ...", best from
  // "the" on, lacked nothing. It starts as far back as the false text has words before the one it starts on.
  const lead = changed.indexOf(source[from] ?? '');
  from = Math.max(0, from - Math.max(0, lead));
  const missing: number[] = [];
  for (let at = from; at < Math.min(source.length, from + width); at += 1) {
    const word = source[at] ?? '';
    if (!present.has(word) && !FILLER.has(word)) {
      missing.push(at);
    }
  }
  const [first, last] = [missing[0], missing.at(-1)];
  if (first === undefined || last === undefined) {
    return [];
  }
  const words = missing.map((at) => source[at] ?? '');
  const together = last - first + 1 === missing.length;
  const phrase = together ? source.slice(Math.max(0, first - 1), last + 2).join(' ') : '';
  // The first run of missing words: the change itself, when the stretch also took in words of a clause
  // the false text left out ("two Representatives from each State ..., for six Years." of a sentence
  // that goes on "; and each Senator shall have one Vote").
  const firstRun = words.filter((_, i) => missing[i] === first + i);
  return [{ phrase, words, firstRun }];
}

/** What a question tests, as the texts a taker must not be shown by another question. */
interface TestedFacts {
  /** A blank's answer, a term a MATCHING pairs: at most four words. */
  shortAnswers: string[];
  /** A statement to judge true, a right option, an open answer. */
  statements: string[];
  /** The true phrase each statement the question holds false changed: seeing it answers that statement. */
  changedPhrases: string[];
  /** The words those statements changed: the facts they test. */
  changedWords: string[];
  /** The words each statement changed, together: a term changed whole ("executive authority"). */
  changedTerms: string[];
  /** The first run of words each statement changed ("two" in "three Senators from each State"). */
  changedFirst: string[][];
  /**
   * The years its sentences give that its taker is not shown: the events of an ORDERING put in order by
   * their years, a year blanked or changed. A MATCHING of those years with the events answers the ORDERING
   * (blind-s9: the 1906, 1960 and 1964 earthquakes, matched with their years and ordered).
   */
  hiddenYears: string[];
}

/**
 * The facts a question tests: its short answers (a term, name, date or number of at most four words),
 * its longer facts (a statement, a right option, an open answer), and for each statement it holds false
 * (a denial, or a wrong option that is a statement) what it changed in the true sentence.
 */
function testedFactsOf(question: GeneratedQuestion): TestedFacts {
  const known = testedFacts.get(question);
  if (known) {
    return known;
  }
  const facts = factsOf(question.type, question.content, question.questionText);
  const changes = heldFalseTextsOf(question).flatMap((text) => changedFactsOf(text, question.sourceSentences));
  const shown = new Set(visibleTextsOf(question).flatMap(wordsOf));
  const tested: TestedFacts = {
    shortAnswers: facts.filter((fact) => wordsOf(fact).length <= SHORT_ANSWER_WORDS),
    statements: facts.filter((fact) => wordsOf(fact).length > SHORT_ANSWER_WORDS),
    changedPhrases: changes.map((change) => change.phrase).filter(Boolean),
    changedWords: changes.flatMap((change) => change.words),
    changedTerms: changes.map((change) => change.words.join(' ')),
    changedFirst: changes.map((change) => change.firstRun).filter((run) => run.length > 0),
    hiddenYears: [
      ...new Set(question.sourceSentences.flatMap(wordsOf).filter((word) => YEAR.test(word) && !shown.has(word))),
    ],
  };
  testedFacts.set(question, tested);
  return tested;
}

/** Whether `a` holds false a word that `b` asks for, states or holds false too ("about 2 percent salt" twice). */
function sameWords(a: TestedFacts, b: TestedFacts): boolean {
  const tested = new Set([
    ...b.shortAnswers.map(normaliseForMatch),
    ...b.statements.flatMap(wordsOf),
    ...b.changedWords,
  ]);
  // A term of several words changed whole ("Executive Authority" paired by a MATCHING, "Vice President"
  // put in its place by a false statement, blind-s12 Q6 and Q24).
  // Words of a short answer, changed where the statement changes first: "three Senators" for "two"
  // holds false what "how many Senators?" asks (each changed word one of the answer's: "SQL column" for
  // "NUMERIC column" is another fact). (Further runs may be words of a clause the statement left
  // out: "Benjamin Wright" beside "The engineers had a long formal training.")
  const answerWords = new Set(b.shortAnswers.flatMap(wordsOf));
  return (
    a.changedWords.some((word) => tested.has(word)) ||
    a.changedTerms.some((term) => tested.has(term)) ||
    a.changedFirst.some((run) => run.every((word) => answerWords.has(word)))
  );
}

/** Whether a taker of `by` sees what `facts` test: a short answer or a changed phrase whole, most of a statement. */
function printsWhatIsTested(by: GeneratedQuestion, facts: TestedFacts): boolean {
  return (
    [...facts.shortAnswers, ...facts.changedPhrases].some((fact) => shows(by, fact)) ||
    facts.statements.some((statement) =>
      visibleTextsOf(by).some((text) => supportScore(text, statement) >= SUPPORT_THRESHOLD),
    )
  );
}

/**
 * Whether a taker of `by` is shown a statement that is part of an answer `facts` keeps hidden: "An
 * infection caused by a parasite found in untreated water is called giardiasis." to judge, beside "What
 * is giardiasis?" answered by that sentence and the clause after it (blind-s14 Q7, Q28). What is shown
 * is a statement of its own (more than a short answer's words), most of its words the answer's.
 */
function printsPartOfAnswer(by: GeneratedQuestion, owner: GeneratedQuestion): boolean {
  // Only an answer its own question's stem hides and its content does not show (an OPEN's); a statement
  // its question shows is printsWhatIsTested's, an order of events yearsGiveAnOrderAway's, and a question
  // ("In what year was the canal opened ...?") is no statement.
  if (!stemRulesOf(owner.type).hidesAnswer) {
    return false;
  }
  const hidden = testedFactsOf(owner).statements.filter(
    (statement) => !visibleTextsOf(owner).some((text) => supportScore(text, statement) >= SUPPORT_THRESHOLD),
  );
  return hidden.some((statement) =>
    visibleTextsOf(by).some(
      (text) =>
        !text.trimEnd().endsWith('?') &&
        wordsOf(text).length > SHORT_ANSWER_WORDS &&
        supportScore(statement, text) >= SUPPORT_THRESHOLD,
    ),
  );
}

/**
 * Whether a taker of `by` sees this text as the text's own: shown, and said by the sentences `by` cites
 * (a word a wrong option or a false statement put in is no word of the text: "1836" among the years of an
 * MCQ, "epicenter" in "The largest, main earthquake is called the epicenter.").
 */
function printsAsSaid(by: GeneratedQuestion, fact: string): boolean {
  const needle = ` ${normaliseForMatch(fact)} `;
  return shows(by, fact) && printedTextsOf(by).sources.some((text) => text.includes(needle));
}

/** Whether a taker of `by` is shown the text, its words in a row (containsText over the texts normalised once). */
function shows(by: GeneratedQuestion, fact: string): boolean {
  const needle = normaliseForMatch(fact);
  return needle !== '' && printedTextsOf(by).visible.some((text) => text.includes(` ${needle} `));
}

/** Whether a taker of `by`, on whatever sentence, sees a short answer of `facts` that few sentences of the document say. */
function printsWhatIsRare(by: GeneratedQuestion, facts: TestedFacts, sentencesSaying: SentencesSaying): boolean {
  // A bare count ("4") is printed by unrelated facts ("4 liters" beside "about ___ percent salt"); a year is one fact.
  return facts.shortAnswers.some(
    (answer) =>
      (YEAR.test(answer) || !/^[\d.,]+$/.test(answer)) &&
      sentencesSaying(answer) <= RARE_SAYINGS &&
      printsAsSaid(by, answer),
  );
}

/**
 * Whether the questions of a job, the candidate among them, print two of the years one of them keeps
 * from its taker: the events an ORDERING puts in order are ordered by their years (blind-s9: a MATCHING
 * of 1906, 1960 and 1964; blind-s12 Q25 and Q26: two clozes, each giving one of the years). One year
 * alone orders nothing; and a question's own year is a short answer, for printsWhatIsRare.
 */
export function yearsGiveAnOrderAway(candidate: GeneratedQuestion, accepted: readonly GeneratedQuestion[]): boolean {
  const job = [...accepted, candidate];
  return job.some((question) => {
    const hidden = testedFactsOf(question).hiddenYears;
    if (hidden.length < 2 || (question !== candidate && !hidden.some((year) => printsAsSaid(candidate, year)))) {
      return false;
    }
    const printed = hidden.filter((year) => job.some((other) => other !== question && printsAsSaid(other, year)));
    return printed.length >= 2;
  });
}

/**
 * Whether two questions of one job test one fact twice or let one answer the other (the blind reviews of
 * session 6 found such pairs in 6 to 8 of 30 questions, the main defect). On any sentences: one prints a
 * short answer of the other that few sentences of the document say (the years an ORDERING keeps from its
 * taker are the job's to count: yearsGiveAnOrderAway). On a sentence both cite:
 * - both ask for one short answer, or one inside the other ("diarrhea" and "severe diarrhea");
 * - one prints what the other tests: a short answer, the true phrase a false statement changed ("two
 *   Senators from each State" beside "two Representatives from each State"), or most of a statement or
 *   an open answer (three quarters of its content words: a cloze of the sentence an OPEN answers);
 * - both test the same words: a short answer, a word of a statement or open answer, or a word another
 *   false statement changed, is one a false statement changed ("48 hours" held false beside "in ___ hours"
 *   asked, or beside "how many times more energy?" answered "32 times: ..."; "Sea water contains about 2
 *   percent salt." held false by a TRUE_FALSE and by a wrong option of an MCQ_MULTI, blind-s10).
 */
export function answersEachOther(
  shown: GeneratedQuestion,
  asked: GeneratedQuestion,
  sentencesSaying: SentencesSaying,
): boolean {
  const [ofShown, ofAsked] = [testedFactsOf(shown), testedFactsOf(asked)];
  if (printsWhatIsRare(shown, ofAsked, sentencesSaying) || printsWhatIsRare(asked, ofShown, sentencesSaying)) {
    return true;
  }
  if (!shown.sourceSentences.some((sentence) => asked.sourceSentences.includes(sentence))) {
    return false;
  }
  // One short answer inside the other is one fact: "a severe ___" and "a ___" with "severe diarrhea".
  const overlaps = (a: string, b: string) => containsText(a, b) || containsText(b, a);
  // A short answer inside the other's answer of a clause is one fact too, though a taker sees neither:
  // "the ___ shall preside" asks what "what happens when the President is tried?" is answered with ("The
  // Chief Justice shall preside"). Not inside whole sentences: "Earthquakes" (what seismographs record)
  // is no answer of "What is a seismogram?", whose answer quotes the sentence before it.
  const answeredWithin = (short: TestedFacts, long: TestedFacts) =>
    short.shortAnswers.some((answer) =>
      long.statements.some(
        (statement) => wordsOf(statement).length <= ANSWER_CLAUSE_WORDS && containsText(statement, answer),
      ),
    );
  // A year an order rests on, asked of an event the order puts in place: "In what year did the largest
  // earthquake ever recorded strike Chile?" beside the earthquakes to order is one fact twice (blind-s33 Q4,
  // Q5, Q19; Q6, Q7, Q28).
  const asksAYearOfTheOrder = (order: TestedFacts, other: TestedFacts) =>
    order.hiddenYears.length >= 2 && other.shortAnswers.some((answer) => order.hiddenYears.includes(answer));
  // A false statement that changes the fact another question asks: "In 1972 the delta was added to the UNESCO World
  // Heritage List." beside "In what year was the delta added ...?" (1991) tests one year twice, and rules out an
  // option (the seventh audit of session 21).
  // The changed words inside the answer: they stand for a stretch with a word or two of slack around the change.
  const changesTheAnswer = (changer: TestedFacts, other: TestedFacts) =>
    changer.changedTerms.some((term) => term !== '' && other.shortAnswers.some((answer) => containsText(answer, term)));
  return (
    ofAsked.shortAnswers.some((answer) => ofShown.shortAnswers.some((shownAnswer) => overlaps(answer, shownAnswer))) ||
    changesTheAnswer(ofShown, ofAsked) ||
    changesTheAnswer(ofAsked, ofShown) ||
    asksAYearOfTheOrder(ofShown, ofAsked) ||
    asksAYearOfTheOrder(ofAsked, ofShown) ||
    answeredWithin(ofAsked, ofShown) ||
    answeredWithin(ofShown, ofAsked) ||
    printsPartOfAnswer(shown, asked) ||
    printsPartOfAnswer(asked, shown) ||
    sameWords(ofShown, ofAsked) ||
    sameWords(ofAsked, ofShown) ||
    printsWhatIsTested(shown, ofAsked) ||
    printsWhatIsTested(asked, ofShown)
  );
}
