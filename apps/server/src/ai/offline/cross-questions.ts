import { choiceOptionsOf, denialsOf, factsOf, getQuestionType, type Shuffler } from '@quizmaker/question-types';
import type { GeneratedQuestion } from '../generator.ts';
import { containsText, normaliseForMatch } from '../quality.ts';

/** Answers of at most this many words are terms, names, dates or numbers; longer ones are statements. */
const SHORT_ANSWER_WORDS = 4;

/** The safe view in the authored order: which texts a taker sees matters here, not their order. */
const inOrder: Shuffler = { shuffle: (items) => [...items] };

/** Every text a taker sees before answering: the stem and the strings of the type's safe content. */
function visibleTextsOf(question: GeneratedQuestion): string[] {
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
  return texts;
}

const wordsOf = (text: string) => normaliseForMatch(text).split(' ').filter(Boolean);

/**
 * What a statement the question holds false changed in the sentence it was made from: the sentence's
 * words the false text lacks, as the phrase they stand in (with a word either side) when they stand
 * together ("22 1960 with" for "... on May 22, 1935, with ..."), else each word alone (a paraphrase
 * moved the clauses round too). The sentence is the cited one the false text shares most words with.
 */
function changedFactsOf(falseText: string, sourceSentences: readonly string[]): { phrase: string; words: string[] }[] {
  const changed = wordsOf(falseText);
  const present = new Set(changed);
  const source = sourceSentences
    .map((sentence) => wordsOf(sentence))
    .map((words) => ({ words, shared: words.filter((word) => present.has(word)).length }))
    .sort((a, b) => b.shared - a.shared)[0];
  if (!source) {
    return [];
  }
  const missing = source.words.flatMap((word, at) => (present.has(word) ? [] : [at]));
  const [first, last] = [missing[0], missing.at(-1)];
  if (first === undefined || last === undefined) {
    return [];
  }
  const words = missing.map((at) => source.words[at] ?? '');
  const together = last - first + 1 === missing.length;
  const phrase = together ? source.words.slice(Math.max(0, first - 1), last + 2).join(' ') : '';
  return [{ phrase, words }];
}

/**
 * The facts a question tests, as the words a taker must not be shown elsewhere: its short answers (a
 * term, name, date or number of at most four words: what a cloze, an MCQ or an open question asks),
 * and for each statement it holds false the words of the true sentence that it changed.
 */
function testedFactsOf(question: GeneratedQuestion): { shown: string[]; answers: string[] } {
  const facts = factsOf(question.type, question.content, question.questionText);
  const answers = facts.filter((fact) => wordsOf(fact).length <= SHORT_ANSWER_WORDS);
  // A statement to judge true, a right option or an open answer, printed whole by another question.
  const statements = facts.filter((fact) => wordsOf(fact).length > SHORT_ANSWER_WORDS);
  // A wrong option that is a statement (MCQ_MULTI's) is held false as a denial is.
  const wrongStatements = choiceOptionsOf(question.type, question.content)
    .filter((option) => !option.correct && wordsOf(option.text).length > SHORT_ANSWER_WORDS)
    .map((option) => option.text);
  const changes = [
    ...denialsOf(question.type, question.content, question.questionText).texts,
    ...wrongStatements,
  ].flatMap((text) => changedFactsOf(text, question.sourceSentences));
  return {
    // Seeing the true sentence's own phrase answers the false statement; seeing a short answer answers its
    // blank, and in a MATCHING settles a pair (blind-s7 Q5: an ORDERING's items printed two of its terms).
    shown: [
      ...answers,
      ...statements,
      ...changes.map((change) => change.phrase).filter(Boolean),
    ],
    // The words a false statement changed are the fact it tests: a blank on them asks the same again.
    answers: [...answers.map((answer) => normaliseForMatch(answer)), ...changes.flatMap((change) => change.words)],
  };
}

/**
 * Whether two questions of one job, on a sentence both cite, test one fact twice or let one answer the
 * other: `shown` prints what `asked` tests (a short answer, or the true phrase of a statement `asked`
 * holds false: "two Senators from each State" beside "two Representatives from each State"), or both
 * test the same words ("48 hours" held false beside "in ___ hours" asked, on the same sentence). The
 * blind reviews of sessions 5 and 6 found them in 7 and 6 of 30 questions (main defect).
 */
export function answersEachOther(shown: GeneratedQuestion, asked: GeneratedQuestion): boolean {
  if (!shown.sourceSentences.some((sentence) => asked.sourceSentences.includes(sentence))) {
    return false;
  }
  const [ofShown, ofAsked] = [testedFactsOf(shown), testedFactsOf(asked)];
  if (ofAsked.answers.some((answer) => ofShown.answers.includes(answer))) {
    return true;
  }
  const printsWhatIsTested = (by: GeneratedQuestion, facts: string[]) => {
    const visible = visibleTextsOf(by);
    return facts.some((fact) => visible.some((text) => containsText(text, fact)));
  };
  return printsWhatIsTested(shown, ofAsked.shown) || printsWhatIsTested(asked, ofShown.shown);
}
