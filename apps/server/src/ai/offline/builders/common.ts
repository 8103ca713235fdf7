import type { Difficulty, QuestionType } from '@quizmaker/contracts';
import type { GeneratedQuestion, SourceChunk } from '../../generator.ts';
import type { DocumentAnalysis } from '../analysis.ts';
import { containsText, echoes } from '../../quality.ts';
import { saysThePronoun } from '../analysis/antecedents.ts';
import { isEnglishName, keepsCapitalInside } from '../analysis/english.ts';
import { leansOnTheTextBefore, type SentenceInfo } from '../analysis/statements.ts';
import type { TermInfo, TermOccurrence } from '../analysis/terms.ts';
import type { Token } from '../nlp.ts';
import type { Random } from '../random.ts';

/** What a builder may use: the analysis of the whole text in scope, the chunk at hand, a seeded random. */
export interface BuildContext {
  analysis: DocumentAnalysis;
  chunk: SourceChunk;
  sentences: SentenceInfo[];
  difficulty: Difficulty;
  random: Random;
  /**
   * How many questions of this type the job has so far, those questions, and a draw of the job's own (the same
   * for each of its requests of this type): what alternates across the job, as TRUE_FALSE's true and false do.
   */
  turn: { asked: () => number; kept: () => readonly GeneratedQuestion[]; jobDraw: number };
  /** Says the builder held back material the text has (the job's true statements outnumber its false ones). */
  holdBack(): void;
  /** Sentence ids this type has already used in the job (used again only when nothing else is left). */
  usedSentences: ReadonlySet<number>;
  /** Whether the job already asks for this answer from this sentence (by any type): a fact is asked once. */
  asked(sentence: string, answer: string): boolean;
  /**
   * Whether a question of the job so far asks again, or gives away, what this one asks (the session's
   * own test of a whole candidate, `answersEachOther`): for a builder to leave out a part of a
   * candidate before it assembles one ("a statement of four").
   */
  clashes(question: GeneratedQuestion): boolean;
}

/**
 * A per-type builder: proposes candidate questions, best first. The session keeps those that pass
 * the checks until it has the count asked for; `shortage` says why a text could not give more.
 */
export interface QuestionBuilder {
  readonly type: QuestionType;
  candidates(context: BuildContext): Iterable<GeneratedQuestion>;
  shortage: string;
}

export const OPTION_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'];
export const BLANK = '_____';

/**
 * Statement sentences of the chunk that read whole when quoted alone (no "they" in the subject that
 * points before them, no "his" of someone it does not name: `leansOnTheTextBefore`; no "10 drops" of what the sentence before names), best first for the difficulty, sentences this type has not used
 * yet before those it has.
 */
export function rankedStatements(
  context: BuildContext,
  filter: (sentence: SentenceInfo) => boolean = (sentence) =>
    sentence.statement && !leansOnTheTextBefore(sentence) && !context.analysis.countsWhatTheOneBeforeNames(sentence),
): SentenceInfo[] {
  const fit = (sentence: SentenceInfo) => {
    if (context.difficulty === 'EASY') {
      return sentence.wordCount <= 20 ? 0.5 : -0.3;
    }
    if (context.difficulty === 'HARD') {
      return sentence.wordCount >= 18 ? 0.5 : -0.2;
    }
    return 0;
  };
  const ranked = context.sentences
    .filter(filter)
    .sort((a, b) => b.score + fit(b) - (a.score + fit(a)) || a.position - b.position);
  return [
    ...ranked.filter((sentence) => !context.usedSentences.has(sentence.id)),
    ...ranked.filter((sentence) => context.usedSentences.has(sentence.id)),
  ];
}

/** The sentence's claim with one occurrence replaced. */
export function replaceIn(sentence: SentenceInfo, occurrence: TermOccurrence, replacement: string): string {
  return claimFrom(
    sentence,
    `${sentence.text.slice(0, occurrence.start)}${replacement}${sentence.text.slice(occurrence.end)}`,
    0,
  );
}

/**
 * The sentence's claim with one occurrence blanked, an "a" or "an" right before it written "a(n)": "be an _____ of that
 * State" told a taker the answer opens with a vowel (blind-s57 Q30: Inhabitant).
 */
export function blankedIn(sentence: SentenceInfo, occurrence: TermOccurrence, blank: string): string {
  const before = sentence.text.slice(0, occurrence.start);
  const article = /\b([Aa])n?(\s+)$/.exec(before);
  // Only the article: not a capital "A" inside the sentence ("Vitamin A ___", "Type A ___": a letter), nor a word inside
  // quotation marks ("voy a ___"; the code review of session 23).
  const tagged = sentence.tokens.find((token) => token.start === article?.index);
  const quoted = (before.match(/["“”]/g) ?? []).length % 2 === 1;
  if (
    !article ||
    article.index < sentence.claimStart ||
    tagged?.pos !== 'DET' ||
    (article[1] === 'A' && article.index > 0) ||
    quoted
  ) {
    return replaceIn(sentence, occurrence, blank);
  }
  return replaceIn(
    sentence,
    { ...occurrence, start: article.index },
    `${article[1] ?? 'a'}(n)${article[2] ?? ' '}${blank}`,
  );
}

/** The claim part of a changed sentence text (`shift`: how much the text before the claim start grew). */
function claimFrom(sentence: SentenceInfo, text: string, shift: number): string {
  const claim = text.slice(sentence.claimStart + shift);
  return `${claim.charAt(0).toUpperCase()}${claim.slice(1)}${sentence.claimSuffix}`;
}

/** Whether a replacement reads well where the term was: it must not echo the word next to it ("economic economy"). */
export function fitsBetween(sentence: SentenceInfo, occurrence: TermOccurrence, replacement: string): boolean {
  const stem = (word: string | undefined) =>
    (word ?? '')
      .toLowerCase()
      .replace(/[^\p{L}]/gu, '')
      .slice(0, 5);
  const before = sentence.text.slice(0, occurrence.start).trim().split(/\s+/).pop();
  const after = sentence.text.slice(occurrence.end).trim().split(/\s+/)[0];
  const words = replacement.split(/\s+/);
  const first = stem(words[0]);
  const last = stem(words[words.length - 1]);
  return first.length < 3 || (first !== stem(before) && last !== stem(after));
}

/**
 * A distractor written in the case of the place it stands in: a term the text writes at the start of
 * a sentence ("Primary waves") loses that capital where the answer does not open with one ("seismic
 * waves", "S waves": a letter that is a name of its own), and a letter or a word in capitals keeps it.
 */
export function casedLike(answer: string, distractor: string): string {
  const sentenceCapital = (text: string) => {
    const first = text.split(/\s+/)[0] ?? '';
    return first.length > 1 && /^\p{Lu}/u.test(first) && first.slice(1) === first.slice(1).toLowerCase();
  };
  return sentenceCapital(answer) || !sentenceCapital(distractor)
    ? distractor
    : `${distractor.charAt(0).toLowerCase()}${distractor.slice(1)}`;
}

/** Whether the job already asks for this sentence's claim as a true statement. */
export function isAsked(context: BuildContext, sentence: SentenceInfo): boolean {
  return context.asked(sentence.text, sentence.claim);
}

export function quoteOf(text: string): string {
  return `"${text}"`;
}

/**
 * Askable terms of a sentence's claim that occur only once in it (a cloze's second occurrence would
 * give the answer away, a false version would change one and keep the other), shortest and best
 * first; names and codes only as whole phrases ("Vatnajokull Glacier", never its "Glacier"). What a
 * cloze may blank and what a false statement may change.
 */
export function termsOnceInClaim(
  context: BuildContext,
  sentence: SentenceInfo,
): Array<TermOccurrence & { term: TermInfo }> {
  const lowered = sentence.text.toLowerCase();
  const preferShort = (occurrence: TermOccurrence & { term: TermInfo }) => (occurrence.term.words <= 2 ? 0 : 1);
  return context.analysis
    .askableTerms(sentence)
    .filter((occurrence) => occurrence.whole || (occurrence.term.kind !== 'proper' && occurrence.term.kind !== 'code'))
    .filter(
      (occurrence) =>
        lowered.indexOf(occurrence.surface.toLowerCase()) === lowered.lastIndexOf(occurrence.surface.toLowerCase()),
    )
    .filter((occurrence) => occurrence.start >= sentence.claimStart)
    .sort((a, b) => preferShort(a) - preferShort(b) || b.term.score - a.term.score);
}

/** Words that open a phrase put before the subject: "In 24 hours, the still ...", "Even in cold areas, you ...". */
const FRONTED_OPENERS = new Set(
  'in on at during within after before when if even because although while for by from once until'.split(' '),
);
/** How a question opens that asks its subject after an auxiliary ("How many ...", "In what year ..."). */
const WH_OPENERS = /^(?:(?:In|Within|For|After|Over|During|By|At|On) )?(?:how|what|when|where|why|which|who)\b/i;
/** The auxiliaries a question puts before its subject. */
const QUESTION_AUXILIARIES = new Set(
  'did does do was were is are has have had will would can could may might must should shall'.split(' '),
);
/** Determiners that make a subject a thing the section named before: "the tolls", "each State", "no Person". */
const DEFINITE_OPENERS = new Set('the its their this these those such each every both neither no'.split(' '));
/** Endings of a noun of doing, which is of something: "Construction began ..." (of the canal). */
const ACTION_NOUN = /(?:tion|sion|ment|ance|ence)$/;

/**
 * Whether the subject of a statement or stem leans on what its section is about: "the tolls", "the
 * journey", "Each State", "The Senate", "Construction" (of what?), past a fronted phrase ("In 24 hours,
 * the still ...") or a question's auxiliary ("Within how many years did the tolls ...?"). Not "Water", "Aftershocks", "You", "An earthquake" nor a name ("Pennsylvania"): the
 * blind-s26 review counted a topic in front of every statement a template stem (19 of 30).
 */
export function subjectLeansOnItsSection(text: string): boolean {
  const words = text.split(/\s+/);
  const comma = words.findIndex((word) => word.endsWith(','));
  // A question asks its subject after its auxiliary: "Within how many years did the tolls repay ...?"
  const auxiliary =
    /\?$/.test(text) && WH_OPENERS.test(text) ? words.findIndex((word) => QUESTION_AUXILIARIES.has(word)) : -1;
  const start =
    auxiliary > 0 && auxiliary < 6
      ? auxiliary + 1
      : FRONTED_OPENERS.has(words[0]?.toLowerCase() ?? '') && comma >= 0 && comma < 8
        ? comma + 1
        : 0;
  const word = (words[start] ?? '').replace(/[^\p{L}]/gu, '');
  const first = word.toLowerCase();
  // "France joined ...", "Florence ...": a name, no noun of doing.
  return DEFINITE_OPENERS.has(first) || (ACTION_NOUN.test(first) && !isEnglishName(word));
}

/** A part's label before the title it is a part of: "Article I" of "Article I of the Constitution of the United States". */
const PART_OF_A_TITLE = /^((?:chapter|section|part|article|unit|book|title)\s+(?:\d{1,3}|[ivxlc]{1,6}))\s+of\s/i;

/**
 * A section's topic as a question names it: a labelled part of a titled text by its label ("Article I",
 * as a teacher says it: blind-s28 found "According to the text on Article I of the Constitution of the
 * United States, ..." mechanical, Q27, Q30), any other as it is ("the Erie Canal", "water purification").
 */
export function shortTopic(topic: string): string {
  return PART_OF_A_TITLE.exec(topic)?.[1] ?? topic;
}

/** Where a section's sentence stands, as a question says it: "Article I", "the text on the Erie Canal". */
export function textOn(topic: string): string {
  const part = PART_OF_A_TITLE.exec(topic)?.[1];
  return part ?? `the text on ${topic}`;
}

/**
 * A statement or stem with what its section is about in front, by `lead` of where it stands (`textOn`:
 * "According to the text on the Erie Canal, construction began ...", "In Article I, the Electors in each
 * State have the _____ requisite ..."): blind-s25 found 11 of 30 questions that did not say what they were about ("the
 * tolls", construction of what). Only where the subject leans on its section (`subjectLeansOnItsSection`, or
 * `leans` where the caller knows: "What led other states to build canals of their own?" leans on the canal),
 * the section has a topic (DocumentAnalysis.sectionTopicOf), the text does not already name its last word, it points at no answer, and the text says no pronoun the
 * topic would seem to explain; the text as it is otherwise. What a TRUE_FALSE claims leaves the lead
 * out (question-types `statementOf`).
 */
export function withTopic(
  context: BuildContext,
  sentence: SentenceInfo,
  text: string,
  lead: (place: string) => string,
  {
    answers = [],
    others = [],
    leans = subjectLeansOnItsSection(text),
  }: { answers?: readonly string[]; others?: readonly string[]; leans?: boolean } = {},
): string {
  const topic = context.analysis.sectionTopicOf(sentence);
  const head = topic?.split(' ').pop()?.toLowerCase() ?? '';
  if (
    !topic ||
    // "According to the text on freight, tolls, ..." would read as two phrases (and statementOf would cut it).
    topic.includes(',') ||
    !leans ||
    // "How many miles did it run ...?": the topic would name what "it" is without putting it in its place,
    // and the session refuses a question that still says the pronoun (saysThePronoun).
    (sentence.opening !== null && saysThePronoun(text, sentence.opening)) ||
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .includes(head) ||
    // As the checks judge a giveaway (giveawayOf): a word of the topic that points at the answer and at no
    // wrong option ("In the text on Boolean datatype, _____ are stored as integers": Boolean values), or
    // the lead saying the answer ("In the text on ..., ... stored as _____": TEXT).
    answers.some((answer) => echoes(topic, answer, others) || containsText(lead(textOn(topic)), answer))
  ) {
    return text;
  }
  const led = lead(textOn(topic));
  // "According to the text on still construction, in 48 hours, the still ...": two phrases in front read awkward
  // (blind-s60 Q4); the time goes back to the end, where the text has it.
  const body = led.endsWith(', ') ? (phraseToTheEnd(text) ?? text) : text;
  const first = body.split(' ')[0] ?? '';
  // "In the text on still construction, in how many hours ...": one "in" too many.
  if (first.toLowerCase() === led.split(' ')[0]?.toLowerCase()) {
    return text;
  }
  const bare = first.replace(/[^\p{L}\p{N}]/gu, '');
  const written = sentence.caseInText(bare);
  const keepsCapital = keepsCapitalInside(first, written === 'name');
  // A word the tagger reads as a name that the text writes nowhere else: its capital cannot be told.
  if (
    !keepsCapital &&
    written === 'unknown' &&
    sentence.tokens.some((token) => token.value === bare && token.pos === 'PROPN')
  ) {
    return text;
  }
  const opening = keepsCapital ? body : `${body.charAt(0).toLowerCase()}${body.slice(1)}`;
  return `${led}${opening}`;
}

/** Words that open a clause inside another, which a phrase put after it would join. */
const CLAUSE_RELATIVES = new Set(['that', 'which', 'who', 'whom', 'whose', 'where', 'when', 'while', 'because', 'if']);
/** Prepositions a phrase of time or place moved in front of its clause opens with ("In 48 hours, ..."). */
const FRONTED_PREPOSITIONS = new Set('in on at during within after before by for'.split(' '));

/**
 * A statement whose short phrase of time or place stands in front ("In 48 hours, the still will produce about 0.5 to
 * 1 liter of water.") with that phrase at its end instead ("The still will produce ... of water in 48 hours."): null
 * unless the phrase (at most six words) and the clause (at most twenty, one plain clause with no comma it could
 * attach across) are plain, and the statement ends with a full stop.
 */
function phraseToTheEnd(text: string): string | null {
  const comma = text.indexOf(', ');
  if (comma < 0 || !text.endsWith('.')) {
    return null;
  }
  const phrase = text.slice(0, comma);
  const clause = text.slice(comma + 2, -1);
  const phraseWords = phrase.split(' ');
  const clauseWords = clause.split(' ');
  if (
    !FRONTED_PREPOSITIONS.has(phraseWords[0]?.toLowerCase() ?? '') ||
    phraseWords.length > 6 ||
    /[,;:?!]/.test(clause) ||
    clauseWords.length > 16 ||
    // "... began to study the rays that Becquerel had discovered in 1896": at the end the time dates the relative
    // clause, of which the text may say it (the code review of session 24 found such a false statement true).
    clauseWords.some((word) => CLAUSE_RELATIVES.has(word.toLowerCase())) ||
    // "opens at 8 a.m.": the full stop is the abbreviation's too.
    (clauseWords.at(-1) ?? '').includes('.')
  ) {
    return null;
  }
  return `${clause} ${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}.`;
}

/** Words before "than" that compare: "farther than", "more than", "fewer ... than". */
const COMPARING = new Set(['more', 'less', 'fewer', 'better', 'worse']);
/** Words ending in "er" that compare nothing: "other than", "rather than". */
const NOT_COMPARATIVES = new Set(['other', 'rather', 'never', 'ever', 'however', 'together', 'whether']);

/**
 * Whether the term at `occurrence` is a side of a comparison with "than" in its claim ("Neptune is farther from the
 * Sun than Uranus"): another thing on either side may be farther or not, which the text does not say. So no false
 * statement swaps one ("... than Jupiter" is true, and was keyed false: the audit of session 18), and no cloze
 * blanks one ("... than _____" offered Jupiter as wrong); its comparative's opposite still makes it false ("colder
 * than Mercury"). A side is what follows "than" up to a comma or the end, or what stands before the comparative
 * outside an aside ("Egypt" of "The Nile, which flows through Egypt, is longer than the Amazon" is no side).
 */
export function sideOfAComparison(sentence: SentenceInfo, occurrence: { start: number; end: number }): boolean {
  const claim = sentence.tokens.filter((token) => token.start >= sentence.claimStart);
  const than = claim.findIndex(
    (token, i) =>
      token.normal === 'than' &&
      claim.slice(Math.max(0, i - 5), i).some(
        (before, at, words) =>
          // "more than a couple of mouthfuls" bounds a count; "more moons than Jupiter" compares.
          (COMPARING.has(before.normal) && at < words.length - 1) ||
          ((before.pos === 'ADJ' || before.pos === 'ADV') &&
            before.normal.endsWith('er') &&
            !NOT_COMPARATIVES.has(before.normal)),
      ),
  );
  if (than < 0) {
    return false;
  }
  const thanAt = (claim[than] as Token).start;
  if (occurrence.start > thanAt) {
    // Up to the next comma or stop after "than".
    const end = claim.find(
      (token, i) => i > than && (token.value === ',' || token.value === ';' || token.value === '.'),
    );
    return end === undefined || occurrence.start < end.start;
  }
  // Before it: in the main clause, with an even number of commas between (none, or an aside's two).
  const commas = claim.filter((token) => token.value === ',' && token.start >= occurrence.end && token.start < thanAt);
  return commas.length % 2 === 0;
}
