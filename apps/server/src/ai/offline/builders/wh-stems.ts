import { normaliseForMatch } from '../../quality.ts';
import type { DocumentAnalysis } from '../analysis.ts';
import { keepsCapitalInside, zipf } from '../analysis/english.ts';
import { isName, PRONOUNS, type NameTest } from '../analysis/questions.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import { termKeyOf, type TermInfo, type TermOccurrence } from '../analysis/terms.ts';
import {
  GOING_VERBS,
  identityQuestion,
  subjectQuestion,
  whereQuestion,
  type SpanQuestion,
} from '../analysis/wh-questions.ts';
import { causeQuestion, conditionQuestion, reasonQuestion } from '../analysis/cause-questions.ts';
import type { BuildContext } from './common.ts';
import type { Token } from '../nlp.ts';

/**
 * Whether a word or phrase is a name: capitalised inside a sentence somewhere, or capitalised only
 * where sentences start and never a lower-case term of the text ("Pennsylvania opened ..." is a
 * name; "Construction began ..." is not: the text also speaks of "the cost of construction").
 */
export function nameTestOf(analysis: DocumentAnalysis): NameTest {
  return (text) => {
    const key = termKeyOf(analysis.terms, text);
    if (isName(key === null ? undefined : analysis.terms.get(key))) {
      return true;
    }
    const lowered = normaliseForMatch(text);
    if ([lowered, lowered.replace(/s$/, '')].some((candidate) => analysis.terms.get(candidate)?.kind === 'concept')) {
      return false;
    }
    // A word in "-s" that only opens sentences, read as a name there: a plural general English writes in lower
    // case ("For how many years must Receipts be kept?", the audit of session 21); a name seldom takes a plural.
    const term = key === null ? undefined : analysis.terms.get(key);
    const openingPlural =
      term !== undefined &&
      term.words === 1 &&
      term.innerCount === 0 &&
      /[^s]s$/.test(text) &&
      // A common word of general English ("Receipts"; "Tiberius" is no plural of one).
      zipf(text) >= COMMON_ENOUGH_ZIPF &&
      // "Boots was founded in 1849": a name with a verb in the singular (the code review of session 21).
      !analysis.sentences.some((sentence) => SINGULAR_VERBS.some((verb) => sentence.text.includes(`${text} ${verb} `)));
    return !(openingPlural && !keepsCapitalInside(text, false));
  };
}

/** Verbs in the singular after a name that looks like a plural ("Boots was", "Wolves has"). */
const SINGULAR_VERBS = ['was', 'is', 'has', 'does'];

/**
 * How common a word must be in general English (Zipf) to be a common noun there: "Receipts" 3.55, "Laptops" 2.45,
 * "Herders" 2.00; "Tiberius" 0.
 */
const COMMON_ENOUGH_ZIPF = 1.5;

/**
 * The wh-questions a sentence gives whose answer is a short span of it, in the order a job rotates through. None
 * that names a term another sentence defines ("What are the instruments that record earthquakes called?" beside
 * "A seismograph is an instrument that records ...": one term asked twice, its keys a plural apart; the code review
 * of session 22).
 */
export function spanQuestions(analysis: DocumentAnalysis, sentence: SentenceInfo): SpanQuestion[] {
  const isNameOf = nameTestOf(analysis);
  const definedElsewhere = (question: SpanQuestion) => {
    if (question.kind !== 'identity') {
      return false;
    }
    // "Seismographs" and "seismograph" are two terms of the text: one thing.
    const keys = [question.answer, question.answer.replace(/s$/i, '')].map((form) => termKeyOf(analysis.terms, form));
    return analysis.definitions.some(
      (definition) => keys.includes(definition.key) && definition.sentenceId !== sentence.id,
    );
  };
  if (gapped(sentence)) {
    return [];
  }
  return [
    identityQuestion(sentence),
    whereQuestion(sentence, isNameOf),
    reasonQuestion(sentence, isNameOf),
    causeQuestion(sentence, isNameOf),
    subjectQuestion(sentence, isNameOf),
    conditionQuestion(sentence),
  ].flatMap((question) =>
    question &&
    !pointsBackByArticle(
      sentence,
      question,
      (noun) => analysis.namesTheSubject(noun) || introducedBefore(analysis, sentence, noun),
    ) &&
    !definedElsewhere(question) &&
    !goesElsewhereToo(analysis, sentence, question)
      ? [question]
      : [],
  );
}

/**
 * Whether the text sends the one a "Where did ... go?" asks about to another place too: "Where did Pompey escape?" keyed
 * "Egypt" where the text also says "Pompey and many senators fled to Greece" (the audit of session 26): a reader who
 * answers Greece answers from the text. Any sentence naming them with a verb of going and "to" before another capital.
 */
function goesElsewhereToo(analysis: DocumentAnalysis, sentence: SentenceInfo, question: SpanQuestion): boolean {
  const goer = question.goer?.split(' ').at(-1)?.toLowerCase();
  if (!goer) {
    return false;
  }
  const place = question.answer.split(' ')[0] ?? '';
  return analysis.sentences.some(
    (other) =>
      other.id !== sentence.id &&
      other.tokens.some((token) => token.normal === goer) &&
      other.tokens.some(
        (token, i) =>
          GOING_VERBS.has(token.lemma) &&
          other.tokens[i + 1]?.normal === 'to' &&
          /^\p{Lu}/u.test(other.tokens[i + 2]?.value ?? '') &&
          other.tokens[i + 2]?.value !== place,
      ),
  );
}

/**
 * Whether the sentence leaves its verb out of the clauses after its first ("German is the main language of about 62
 * percent of the population, French of about 23 percent, and Italian of about 8 percent"): two or more parts after a
 * comma that open with a name or noun and a preposition and hold no verb. A question of the first clause carries the
 * rest ("What is the main language of about 62 percent of the population, French of about 23 percent, ...?", the
 * audit of session 24).
 */
function gapped(sentence: SentenceInfo): boolean {
  const parts: Token[][] = [[]];
  for (const token of sentence.tokens) {
    if (token.value === ',' || token.value === ';') {
      parts.push([]);
    } else {
      parts.at(-1)?.push(token);
    }
  }
  const verbless = parts.slice(1).filter((part) => {
    // "the French language in the west": a remnant may open with its article (the code review of session 24).
    const words = part
      .filter((token) => token.pos !== 'PUNCT' && token.normal !== 'and' && token.normal !== 'or')
      .filter((token, i) => !(i === 0 && token.pos === 'DET'));
    return (
      // "French of about 23 percent": the tagger reads a people's name as an adjective.
      (['PROPN', 'NOUN'].includes(words[0]?.pos ?? '') || /^\p{Lu}/u.test(words[0]?.value ?? '')) &&
      words.slice(1, 4).some((token) => token.pos === 'ADP') &&
      !words.some((token) => token.pos === 'VERB' || token.pos === 'AUX')
    );
  });
  return verbless.length >= 2;
}

/** Nouns that after "the" name again what the sentence before named ("The process has four main stages"). */
const NOUNS_THAT_POINT_BACK = new Set(
  'process method procedure technique reaction result change effect practice approach stage step event movement system'.split(
    ' ',
  ),
);

/**
 * Whether a question's answer is "the" and one noun that names again what the text named before
 * (NOUNS_THAT_POINT_BACK): "The process has four main stages" after "In mitosis, one cell divides ..." is mitosis,
 * so "What has four main stages?" keyed "Process" marks the text's answer wrong (the wrong-key audit of session
 * 19). So does a noun of what the whole text is about (`namesTheSubject`): "The river has two main branches" in a
 * text headed "The Nile: Africa's Great River" is the Nile ("What has two main branches?" keyed "River": the audit of
 * session 25). Not any noun the text names first there: "The lungs add oxygen to the blood" asks well.
 */
function pointsBackByArticle(
  sentence: SentenceInfo,
  question: SpanQuestion,
  namesTheSubject: (noun: string) => boolean,
): boolean {
  const [article, noun, ...more] = sentence.text.slice(question.start, question.end).split(' ');
  const word = noun?.toLowerCase() ?? '';
  return (
    article?.toLowerCase() === 'the' &&
    more.length === 0 &&
    (NOUNS_THAT_POINT_BACK.has(word) || NOUNS_THAT_POINT_BACK.has(word.replace(/s$/, '')) || namesTheSubject(word))
  );
}

/**
 * Whether a sentence before this one brings in the noun with "a" or "an" ("Darwin then wrote a shorter book, On the Origin
 * of Species"): "the book" after it is that one, and "What caused a fierce debate?" keyed "Book" answers with the word
 * that points back to it, not with what it is (the audit of session 26).
 */
function introducedBefore(analysis: DocumentAnalysis, sentence: SentenceInfo, noun: string): boolean {
  const word = noun.toLowerCase();
  return analysis.sentences.some(
    (before) =>
      before.id < sentence.id &&
      before.tokens.some((token, i) => {
        if (token.normal !== word || token.pos !== 'NOUN') {
          return false;
        }
        let at = i - 1;
        while (before.tokens[at]?.pos === 'ADJ' || before.tokens[at]?.pos === 'ADV') {
          at -= 1;
        }
        return ['a', 'an'].includes(before.tokens[at]?.normal ?? '');
      }),
  );
}

/**
 * Where this type's next question of the job starts in a list of question kinds: the job's questions
 * of the type so far, so consecutive questions open with different kinds.
 */
export function rotated<T>(context: BuildContext, kinds: readonly T[]): T[] {
  // By the type's questions in the job, not its sentences: a statement list of three sentences had come round
  // to the same wording again (the second COMPLIANCE of a job read as the first).
  const at = kinds.length === 0 ? 0 : context.turn.asked() % kinds.length;
  return [...kinds.slice(at), ...kinds.slice(0, at)];
}

const WH_START = /^(?:What|When|Where|Why|How|Who|Which) /;

/**
 * Half the questions on what a sentence claims (what it identifies, why, what does something) read
 * "According to the text, ...?": such a claim is the text's ("the safest method"), and the same
 * opening on every question is a template a reader notices. Chosen by the stem itself, so the same
 * question asked by two types reads the same and the job still sees it is one question.
 */
export function varied(stem: string): string {
  let hash = 7;
  for (let at = 0; at < stem.length; at += 1) {
    hash = (hash * 31 + stem.charCodeAt(at)) % 9973;
  }
  const pick = hash % 2;
  if (pick !== 0 || !WH_START.test(stem) || /according to the text/i.test(stem)) {
    return stem;
  }
  return `According to the text, ${stem.charAt(0).toLowerCase()}${stem.slice(1)}`;
}

/**
 * The sentences a model answer quotes: the sentence, and the one before it when a pronoun near its
 * start stands for something said there ("The recording they make is called a seismogram." after
 * "Earthquakes are recorded by instruments called seismographs.").
 */
export function answerSentences(analysis: DocumentAnalysis, sentence: SentenceInfo): SentenceInfo[] {
  const opening = sentence.tokens.filter((token) => token.start >= sentence.claimStart).slice(0, 6);
  if (!opening.some((token) => PRONOUNS.has(token.normal))) {
    return [sentence];
  }
  // The sentence that ends before this one starts (a clause's own sentence holds it: not that one).
  const previous = analysis.sentences
    .slice(0, sentence.id)
    .reverse()
    .find(
      (other) => other.chunkIndex === sentence.chunkIndex && other.position + other.text.length <= sentence.position,
    );
  return previous && previous.role === 'sentence' && previous.defect === null && previous.claimStart === 0
    ? [previous, sentence]
    : [sentence];
}

/**
 * The term a span answer is, when it is one ("Boiling", "the tolls", "Chile"): a key term of the
 * sentence that ends where the answer ends and has at most an article before it in the answer.
 */
export function answerTerm(
  analysis: DocumentAnalysis,
  sentence: SentenceInfo,
  question: SpanQuestion,
): (TermOccurrence & { term: TermInfo }) | null {
  for (const occurrence of sentence.terms) {
    const term = analysis.terms.get(occurrence.key);
    const before = sentence.text.slice(question.start, occurrence.start).trim().toLowerCase();
    if (
      term &&
      occurrence.end === question.end &&
      occurrence.start >= question.start &&
      ['', 'a', 'an', 'the'].includes(before)
    ) {
      return { ...occurrence, term };
    }
  }
  return null;
}
