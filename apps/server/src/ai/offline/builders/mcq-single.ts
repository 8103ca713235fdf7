import { ORDINAL_WORDS } from '../../../chunking/headings.ts';
import type { GeneratedQuestion } from '../../generator.ts';
import { containsText, normaliseForMatch } from '../../quality.ts';
import { sameThing } from '../analysis/distractors.ts';
import { unitAfter, type DocumentAnalysis } from '../analysis.ts';
import { descriptionStandsAlone } from '../analysis/definitions.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import { countWords } from '../analysis/words.ts';
import { tagSentences } from '../nlp.ts';
import { Random } from '../random.ts';
import {
  CALLED_DESCRIPTION_MAX_WORDS,
  capitalised,
  countValue,
  howManyQuestion,
  isName,
  NUMBER_WORDS,
  personLike,
  prescribes,
  type NameTest,
  calledStem,
  whatIsStem,
  whenQuestion,
  whoQuestion,
  withoutArticle,
} from '../analysis/questions.ts';
import {
  rankedStatements,
  BLANK,
  casedLike,
  fitsBetween,
  OPTION_LETTERS,
  quoteOf,
  blankedIn,
  replaceIn,
  withTopic,
  type BuildContext,
  type QuestionBuilder,
} from './common.ts';
import { clauseOfGap, clozeSentences, worthyGaps } from './gaps.ts';
import { isBound } from './fact-changes.ts';
import { explanationOf } from './explanations.ts';
import { kindOfOwnCapital } from '../analysis/title-names.ts';
import { followsFromTheSentence, keepsItsPlaceInTime } from './numbers-in-text.ts';
import { answerTerm, nameTestOf, rotated, spanQuestions, varied } from './wh-stems.ts';

/**
 * Three other years for a year answer of our era ("In what year ...?" asks no other): those the text
 * names, never one it writes before our era ("1200 BC"), nearest first; when it names fewer,
 * years a few apart from the answer (never the answer, never one the text names).
 */
function yearDistractors(analysis: DocumentAnalysis, year: number): number[] {
  const named = [...analysis.terms.values()]
    .filter((term) => term.kind === 'year' && Number(term.surface) !== year && !analysis.isBeforeOurEra(term.surface))
    .map((term) => Number(term.surface));
  const chosen = [...new Set(named)].sort((a, b) => Math.abs(a - year) - Math.abs(b - year) || a - b).slice(0, 3);
  // No made year still to come: "In what year did renewable sources produce ...?" offered 2032 for 2023 (the audit
  // of session 18). Not capped at the text's last year, which would put that year's answer last every time.
  const latest = Math.max(year, new Date().getFullYear());
  for (const offset of [-7, 9, -15, 18, 4, 2, -4, -11]) {
    if (chosen.length >= 3) {
      break;
    }
    const candidate = year + offset;
    if (candidate <= latest && !chosen.includes(candidate) && !named.includes(candidate)) {
      chosen.push(candidate);
    }
  }
  return chosen;
}

/** The largest count a question makes up in words for a count the text writes in words. */
const MADE_COUNT_WORD_MAX = 50;

/** The step nearest a size by ratio, the larger of two as near. */
const nearestTo = (size: number, steps: readonly number[]): number | undefined =>
  [...steps].sort((a, b) => Math.abs(Math.log(a / size)) - Math.abs(Math.log(b / size)) || b - a)[0];

/** Round steps up to a count's size: 1, 2, 2.5 and 5 times a power of ten, from a hundredth; whole ones for a whole count. */
function roundSteps(value: number): number[] {
  const steps: number[] = [];
  for (let power = -2; power <= Math.max(0, Math.floor(Math.log10(value))); power += 1) {
    for (const mantissa of [1, 2, 2.5, 5]) {
      steps.push(Number((mantissa * 10 ** power).toPrecision(2)));
    }
  }
  return steps.filter((step) => Number.isInteger(step) || !Number.isInteger(value));
}

/** The divisors of a whole count between a twentieth and a third of it (none past a trillion: too many to try). */
function divisorsOf(value: number): number[] {
  if (!Number.isInteger(value) || value > 1e12) {
    return [];
  }
  const divisors: number[] = [];
  for (let divisor = 1; divisor * divisor <= value; divisor += 1) {
    if (value % divisor === 0) {
      divisors.push(divisor, value / divisor);
    }
  }
  return divisors.filter((divisor) => divisor >= value / 20 && divisor <= value / 3);
}

/**
 * The distance between the made counts around a count (its rungs): 1 below ten (a tenth-sized round step for a
 * fraction: 0.4, 0.5, 0.6); above, a divisor of the count near a quarter of it, round where one fits (100 for 300:
 * 200, 300, 400, 500; 6 for 24: 18, 24, 30), so the count stands on a rung like the others; a share of at most a
 * hundred percent a step that leaves room above it (92 percent: 87, 92, 97). Counts made as shares of the answer
 * (half, double, three times: 15, 30, 60, 90 around 30) gave the answer away as the one the others are built from
 * (the re-audit of session 21: 9 of 28).
 */
function rungStep(value: number, share: boolean): number {
  const steps = roundSteps(value);
  if (share && value >= 10) {
    // Two rungs above where they fit (92: 88, 90, 92, 94, 96), so the answer may stand anywhere; else one.
    const room = (rungs: number) =>
      steps.filter((step) => Number.isInteger(step) && step <= value / 8 && value + rungs * step <= 100).at(-1);
    return room(2) ?? room(1) ?? 1;
  }
  if (value < 10) {
    return Number.isInteger(value) ? 1 : (nearestTo(value / 4, steps) ?? 1);
  }
  const nearest = (candidates: readonly number[]) => nearestTo(value / 4, candidates);
  const divisors = [...new Set([...steps.filter((step) => Number.isInteger(value / step)), ...divisorsOf(value)])];
  const within = (step: number, least: number) => step >= value / least && step <= value / 3;
  return (
    nearest(divisors.filter((step) => steps.includes(step) && within(step, 8))) ??
    // A larger count takes a rounder step a little further off a quarter (500 for 4500, not 1125).
    (value >= 100 ? nearest(divisors.filter((step) => steps.includes(step) && within(step, 12))) : undefined) ??
    // A count of fives keeps to fives (95: 85, 90, 95, 100), a close step rather than 19.
    (value % 5 === 0 ? nearest(divisors.filter((step) => step % 5 === 0 && within(step, 20))) : undefined) ??
    nearest(divisors.filter((step) => within(step, 8))) ??
    // A prime count (97) has no divisor to stand on: a round step near an eighth of it (10: 77, 87, 97, 107);
    // a quarter's (25: 47, 72, 97, 122) reads as made up.
    nearestTo(value / 8, steps) ??
    1
  );
}

/** How many decimals a number is written with ("0.25": 2). */
const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;

/** How many rungs either side of a count are made before the ones a rule leaves out are dropped. */
const RUNGS = 6;

/**
 * Up to three other counts for a count answer: those the text gives with the same unit (in figures or
 * in words: "nine Years" for "seven Years"), nearest first; then counts on rungs around it (`rungStep`),
 * never 1 before a plural, never one the stem says, never one a sentence nearby gives for its case ("if
 * the water is cloudy, use 10 drops"). How many are below the answer is drawn (`inAnyPlace`): the options
 * are listed from least to most, and the made ones put the answer second every time (the code review of
 * session 14: "b" in 100 of 100 "how many" questions).
 */
function countDistractors(analysis: DocumentAnalysis, sentence: SentenceInfo, count: string, unit: string): string[] {
  const value = countValue(count);
  // No rung below nothing, and none a number can hold past 2^53 (999999999999999999 reads as its neighbours).
  if (!(value > 0) || value > Number.MAX_SAFE_INTEGER) {
    return [];
  }
  const rightInTheirCase = new Set(analysis.countsRightUnderACondition(sentence, unit).map(countValue));
  const named = [...analysis.countsWith(unit).map(countValue), ...analysis.countWordsWith(unit)]
    .filter((other) => other !== value && other >= 2 && Math.max(other / value, value / other) <= 20)
    .sort((a, b) => Math.abs(a - value) - Math.abs(b - value));
  // One more is a near miss for a small count ("3 drops" for 2); for a larger one it is a joke ("301
  // meters" for 300, "25 hours" for 24): rungs a round step apart instead. Nearest first, either side.
  // A share of at most a hundred percent gets shares that can be ("cut the cost by 95 percent": not 143, 190).
  const share = ['percent', 'per cent', '%'].includes(unit.toLowerCase()) && value <= 100;
  const step = rungStep(value, share);
  const decimals = Math.max(decimalsOf(value), decimalsOf(step));
  // Never 1 before a plural ("1 liters"); a fraction's rungs stay above nothing (0.3, 0.4 around 0.5) and read "1.0".
  const made = Array.from({ length: RUNGS }, (_, rung) => [value - (rung + 1) * step, value + (rung + 1) * step])
    .flat()
    .map((other) => Number(other.toFixed(decimals)))
    .filter((other) => (Number.isInteger(value) ? other >= 2 : other > 0));
  // A count the stem itself says is no choice ("the Age of how many Years, and been nine Years a
  // Citizen"; "rest for how many hours ... and then bake for four hours").
  const inTheStem = new Set(sentence.tokens.map((token) => countValue(token.normal)));
  // "the fifth of how many children": no count up to five ("four" had been offered: the audit of session 26).
  const placeAmong = Math.max(
    0,
    ...sentence.tokens.flatMap((token, i) =>
      sentence.tokens[i + 1]?.normal === 'of' && ORDINAL_WORDS.indexOf(token.normal) > 0
        ? [ORDINAL_WORDS.indexOf(token.normal)]
        : [],
    ),
  );
  const offered = [...new Set([...named, ...made])].filter(
    (other) => !rightInTheirCase.has(other) && !inTheStem.has(other) && !(share && other > 100) && other > placeAmong,
  );
  // A count written as a word gets words ("two": "three", "four"), where there is one: the text's own,
  // or a made one of at most fifty ("sixty" and "ninety" for "thirty Years" are no one's guess).
  const asWord = /^\p{L}/u.test(count);
  const words = new Map([...NUMBER_WORDS].map(([word, number]) => [number, word]));
  // As the answer is written: "1.0" among 0.8, 1.2 (a fraction's rungs, the code review of session 22), "4500" without
  // a comma where the text writes none (a comma on the others alone had pointed at the key).
  const figures = {
    minimumFractionDigits: Number.isInteger(value) ? 0 : decimals,
    useGrouping: value < 1000 || count.includes(','),
  };
  const written = (other: number) =>
    !asWord
      ? other.toLocaleString('en-US', figures)
      : named.includes(other) || other <= MADE_COUNT_WORD_MAX
        ? (words.get(other) ?? null)
        : null;
  const choices = offered.flatMap((other) => {
    const text = written(other);
    return text === null ? [] : [{ value: other, text }];
  });
  // With nothing above it the answer stands last every time ("fifty" among words of at most fifty, 100 percent); the
  // least count of a plural (2) alone has nothing below it.
  if (value > 2 && !choices.some((choice) => choice.value > value)) {
    return [];
  }
  // Drawn for the question alone: the job's other draws (its shuffles) stay as they were.
  const textsOwnFirst = choices[0] !== undefined && named.includes(choices[0].value);
  return inAnyPlace(choices, value, new Random(`${sentence.text}|${count}`), textsOwnFirst).map(
    (choice) => choice.text,
  );
}

/**
 * Three of the counts, in their order of preference, with a drawn number of them below the answer (as
 * many as there are to take where fewer allow no choice), the first choice always among them where it is the
 * text's own (`keepFirst`): listed from least to most, the answer then stands first, second, third or last. A
 * made first choice is kept no more than the others: the nearest rung below had put the answer anywhere but
 * first (the code review of session 22).
 */
function inAnyPlace<T extends { value: number }>(
  choices: readonly T[],
  answer: number,
  random: Random,
  keepFirst: boolean,
): T[] {
  const below = choices.filter((choice) => choice.value < answer);
  const above = choices.filter((choice) => choice.value > answer);
  const first = keepFirst ? choices[0] : undefined;
  const firstBelow = first !== undefined && first.value < answer;
  const firstAbove = first !== undefined && first.value > answer;
  const fewest = Math.max(firstBelow ? 1 : 0, 3 - above.length);
  const most = Math.min(firstAbove ? 2 : 3, below.length);
  if (fewest > most) {
    return choices.slice(0, 3);
  }
  const taken = fewest + random.int(most - fewest + 1);
  const chosen = new Set([...below.slice(0, taken), ...above.slice(0, 3 - taken)]);
  return choices.filter((choice) => chosen.has(choice));
}

type Option = { id: string; text: string; correct: boolean };

/** Words that deny what follows them in a sentence. */
const DENIALS = new Set(['not', "n't", 'never', 'no', 'cannot', 'nor']);

/** Options lettered in the order given; the one reading `correct` is right. */
function lettered(texts: readonly string[], correct: string): Option[] {
  return texts.map((text, i) => ({ id: OPTION_LETTERS[i] as string, text, correct: text === correct }));
}

/**
 * Options in a random order; counts from least to most, as a teacher lists them ("4, 5, 8, 6" read as
 * careless in blind-s32).
 */
function options(context: BuildContext, correct: string, wrong: string[]): Option[] {
  const texts = [correct, ...wrong];
  const counts = texts.map((text) => countValue(text.replace(/%$/, '')));
  if (counts.every((count) => Number.isFinite(count))) {
    return lettered(
      texts
        .map((text, i) => ({ text, count: counts[i] as number }))
        .sort((a, b) => a.count - b.count)
        .map(({ text }) => text),
      correct,
    );
  }
  return lettered(context.random.shuffle(texts), correct);
}

/**
 * "According to the text on the Erie Canal, within how many years did the tolls repay the cost of
 * construction?": a stem with what its section is about in front (`withTopic`: where the topic points at
 * no answer). "According to" as TRUE_FALSE says it: "In the text on ..." read as a template (blind-s27).
 */
function attributedStem(
  context: BuildContext,
  sentence: SentenceInfo,
  stem: string,
  answer: string,
  wrong: readonly string[],
): string {
  return withTopic(context, sentence, stem, (place) => `According to ${place}, `, {
    answers: [answer],
    others: wrong,
  });
}

/** A question on one sentence of the text, which its explanation quotes. */
function asked(
  context: BuildContext,
  sentence: SentenceInfo,
  questionText: string,
  choices: Option[],
  explanation: string,
): GeneratedQuestion {
  return {
    type: 'MCQ_SINGLE',
    questionText,
    difficulty: context.difficulty,
    content: { options: choices },
    explanation,
    hint: null,
    sourceSentences: [sentence.text],
    position: sentence.position,
  };
}

/**
 * "What is the safest method of purifying water?", "Where did construction begin?", "What are the
 * instruments that record earthquakes called?": a wh-question whose answer is a key term of the sentence, the other
 * options terms of the same kind the text names (never a person for a thing or a place, never a
 * term the stem names, never one the text says the same of).
 */
function* spanned(context: BuildContext): Iterable<GeneratedQuestion> {
  const { analysis } = context;
  for (const sentence of rankedStatements(context)) {
    for (const question of spanQuestions(analysis, sentence)) {
      const occurrence = answerTerm(analysis, sentence, question);
      if (!occurrence || (question.kind !== 'place' && question.kind !== 'subject' && question.kind !== 'identity')) {
        continue;
      }
      const answer = capitalised(occurrence.surface);
      const wrong: string[] = [];
      // A place among the text's other names; a thing only among those the text lists with it ("soap
      // and water"): any other term of the text is no choice a reader weighs ("What took weeks ...?" "Feet").
      const candidates = analysis
        .distractorsFor(occurrence, sentence)
        .filter(
          ({ term }) => question.kind === 'place' || analysis.coordinated.has(`${occurrence.term.key}|${term.key}`),
        )
        .map((distractor) => distractor.surface);
      for (const candidate of candidates) {
        const option = capitalised(candidate);
        const said = `${sentence.text.slice(sentence.claimStart, occurrence.start)}${candidate}${sentence.text.slice(occurrence.end)}`;
        if (
          personLike(candidate) ||
          (question.kind === 'place' && !/^\p{Lu}/u.test(candidate)) ||
          containsText(question.stem, candidate) ||
          analysis.textSays(said) ||
          [answer, ...wrong].some((text) => text.toLowerCase() === option.toLowerCase())
        ) {
          continue;
        }
        wrong.push(option);
        if (wrong.length === 3) {
          break;
        }
      }
      if (wrong.length >= 2) {
        yield asked(
          context,
          sentence,
          varied(question.stem),
          options(context, answer, wrong),
          `The text says: ${quoteOf(sentence.claim)}`,
        );
      }
    }
  }
}

/**
 * "What happens when the President of the United States is tried?" among "The Vice President must preside"
 * and "The Executive Authority must preside": a question on what a sentence explains (`explanationOf`), its
 * wrong options the answer with its facts changed, the stem naming the section.
 */
function* explainedQuestions(context: BuildContext): Iterable<GeneratedQuestion> {
  for (const sentence of rankedStatements(context)) {
    const explanation = explanationOf(context, sentence);
    if (explanation) {
      const { question, wrong } = explanation;
      // What a cause brings about is the section's matter ("other states" than the Erie Canal's, blind-s35 Q21).
      const stem = withTopic(context, sentence, question.stem, (place) => `According to ${place}, `, {
        answers: [question.answer],
        others: wrong,
        leans: true,
      });
      yield asked(
        context,
        sentence,
        stem,
        options(context, question.answer, wrong),
        `The text says: ${quoteOf(sentence.claim)}`,
      );
    }
  }
}

/** Each description's class, tagged once per document: a job asks it of every definition for every other. */
const genera = new WeakMap<DocumentAnalysis, Map<string, string | null>>();

/** The class a definition puts its term in: the first noun of its description ("location" of "the location below ..."). */
function genusOf(analysis: DocumentAnalysis, description: string): string | null {
  let known = genera.get(analysis);
  if (!known) {
    known = new Map();
    genera.set(analysis, known);
  }
  const cached = known.get(description);
  if (cached !== undefined) {
    return cached;
  }
  const tokens = tagSentences(description)[0]?.tokens ?? [];
  const noun = tokens.find((token) => token.pos === 'NOUN' || token.pos === 'PROPN');
  const genus = noun ? noun.lemma : null;
  known.set(description, genus);
  return genus;
}

/** First nouns of a description that name no class of their own: "a type of storm", "a person who ...". */
const GENERIC_CLASSES = new Set([
  'type',
  'kind',
  'sort',
  'form',
  'part',
  'way',
  'thing',
  'person',
  'people',
  'one',
  'group',
]);

/** Whether the sentence `sentenceId` stands in the section `sentence` does. */
function sameSection(analysis: DocumentAnalysis, sentence: SentenceInfo, sentenceId: number): boolean {
  const where = analysis.sentences[sentenceId];
  return where !== undefined && analysis.sectionTopicOf(where) === analysis.sectionTopicOf(sentence);
}

/**
 * "What is a severe, prolonged diarrhea with bloody stools, fever, and weakness called?", the options the
 * term and others of its kind the text lists with it or defines (dysentery, giardiasis, cholera): a
 * definition asked the other way round where its term has such neighbours. "What is dysentery?" offered
 * other definitions as options, of other kinds ("a device that uses the heat of the sun ...", blind-s29
 * Q26); "the location below the earth's surface where the earthquake starts is called the _____" was a
 * cloze. Null where fewer than two such terms remain.
 */
function calledQuestion(
  context: BuildContext,
  definition: { key: string; term: string; definition: string; sentenceId: number },
  names: NameTest,
): GeneratedQuestion | null {
  const { analysis } = context;
  const sentence = analysis.sentences[definition.sentenceId];
  const found = sentence?.terms.find((term) => term.key === definition.key);
  const term = found && analysis.terms.get(found.key);
  const occurrence = found && term ? { ...found, term } : undefined;
  const words = countWords(definition.definition);
  if (!sentence || !occurrence || sentence.role !== 'sentence' || words < 3 || words > CALLED_DESCRIPTION_MAX_WORDS) {
    return null;
  }
  const stem = calledStem(definition.definition, definition.term, sentence, names);
  const answer = withoutArticle(definition.term);
  // Of its kind: a term the text lists with it, or one it defines by the same class ("the location below
  // ..." and "the location directly above ...": hypocenter, epicenter); then other terms its section defines,
  // only beside one of its kind ("Bamboo" alone beside dysentery and giardiasis reads absurd).
  // Both within the section: a document's other "type of" or "person who" is of another field (the code
  // review: "Meiosis" beside hurricanes, "Senator" beside surgeons).
  const inSection = (other: { sentenceId: number }) => sameSection(analysis, sentence, other.sentenceId);
  const genus = genusOf(analysis, definition.definition);
  const sameClass = analysis.definitions
    .filter(
      (other) =>
        other.key !== definition.key &&
        genus !== null &&
        !GENERIC_CLASSES.has(genus) &&
        inSection(other) &&
        genusOf(analysis, other.definition) === genus,
    )
    .map((other) => other.term);
  const near = analysis.distractorsFor(occurrence, sentence);
  const listed = near
    .filter(({ term: other }) => analysis.coordinated.has(`${definition.key}|${other.key}`))
    .map(({ surface }) => surface);
  // A term defined in the same section: "Solar still" is no choice beside earthquake terms.
  const definedHere = new Set(analysis.definitions.filter(inSection).map((other) => other.key));
  const defined = near.filter(({ term: other }) => definedHere.has(other.key)).map(({ surface }) => surface);
  const wrong: string[] = [];
  for (const surface of [...sameClass, ...listed, ...(sameClass.length + listed.length > 0 ? defined : [])]) {
    const option = withoutArticle(surface);
    if (
      !containsText(stem, surface) &&
      ![answer, ...wrong].some((text) => text.toLowerCase() === option.toLowerCase())
    ) {
      wrong.push(option);
    }
    if (wrong.length === 3) {
      break;
    }
  }
  return wrong.length >= 2
    ? asked(context, sentence, stem, options(context, answer, wrong), `The text says: ${quoteOf(sentence.text)}`)
    : null;
}

/** Whether a description names a term, in the singular or the plural ("hormones" in "a hormone that ..."). */
const namesTheTerm = (description: string, term: string) =>
  [term, term.replace(/s$/i, ''), `${term}s`].some((form) => form.length > 1 && containsText(description, form));

/**
 * A description as an option among others: "the fluid surrounding the thylakoids", as "an organelle ..." beside it
 * reads, though the text opens its sentence with it (the seventh audit of session 21: the one capitalised option).
 */
const inOptionCase = (description: string) =>
  /^(?:The|A|An) \p{Ll}/u.test(description)
    ? `${description.charAt(0).toLowerCase()}${description.slice(1)}`
    : description;

/**
 * MCQ_SINGLE: "what is X" from a definition of the text (the other options are other definitions),
 * then cloze questions: a sentence with a key term blanked, the term among three others of the
 * same kind from the text (never the answer again, a longer or shorter form of it, or a word the
 * sentence already holds).
 */
export const mcqSingleBuilder: QuestionBuilder = {
  type: 'MCQ_SINGLE',
  shortage: 'the text has too few key terms of one kind to make distractors from',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    const { analysis } = context;
    const inChunk = new Set(context.sentences.map((sentence) => sentence.id));
    // A person is described, not defined ("What is Mendel?": namesAPerson), and what the text is about is named by its
    // title ("What is a landlocked country in East Asia called?" of Mongolia: namesTheSubject).
    const definitions = analysis.definitions.filter(
      (definition) =>
        inChunk.has(definition.sentenceId) &&
        descriptionStandsAlone(definition.definition) &&
        !analysis.namesAPerson(definition.term) &&
        !analysis.namesTheSubject(definition.term),
    );
    const names = nameTestOf(analysis);
    function* whatIs(): Iterable<GeneratedQuestion> {
      for (const definition of definitions) {
        const turned = calledQuestion(context, definition, names);
        if (turned) {
          yield turned;
          continue;
        }
        const sentence = analysis.sentences[definition.sentenceId];
        if (!sentence) {
          continue;
        }
        // Definitions of its own section: another section's are of another field ("What is dysentery?"
        // offered "a device that uses the heat of the sun ...", blind-s29 Q26 and blind-s32 Q26).
        const others = analysis.definitions.filter(
          (other) =>
            other.key !== definition.key &&
            !analysis.namesAPerson(other.term) &&
            other.definition.toLowerCase() !== definition.definition.toLowerCase() &&
            sameSection(analysis, sentence, other.sentenceId) &&
            descriptionStandsAlone(other.definition) &&
            // "What is the mainshock?" never offers "a smaller earthquake that follows the mainshock", nor "What are
            // hormones?" "a hormone that controls blood sugar": an option that names the term is wrong by its words.
            !namesTheTerm(other.definition, definition.term),
        );
        if (others.length < 2) {
          continue;
        }
        // Definitions of about the same length: the answer must not stand out as the long one.
        const wrong = [...others]
          .sort(
            (a, b) =>
              Math.abs(a.definition.length - definition.definition.length) -
                Math.abs(b.definition.length - definition.definition.length) || a.key.localeCompare(b.key),
          )
          .slice(0, 3)
          .map((other) => inOptionCase(other.definition));
        yield asked(
          context,
          sentence,
          whatIsStem(definition.term, sentence, isName(analysis.terms.get(definition.key))),
          options(context, inOptionCase(definition.definition), wrong),
          `The text says: ${quoteOf(sentence.text)}`,
        );
      }
    }
    // "In what year was the canal opened?": a dated statement asked as a question, the options years.
    function* when(): Iterable<GeneratedQuestion> {
      for (const sentence of rankedStatements(context)) {
        const when = whenQuestion(sentence, names);
        if (!when) {
          continue;
        }
        const years = [when.year, ...yearDistractors(analysis, when.year)].sort((a, b) => a - b).map(String);
        yield asked(
          context,
          sentence,
          when.stem,
          lettered(years, String(when.year)),
          `The text says: ${quoteOf(sentence.claim)}`,
        );
      }
    }
    // "Who proposed the canal?", the options people the text names; "... how many liters ...?", the options counts.
    function* whoAndHowMany(): Iterable<GeneratedQuestion> {
      for (const sentence of rankedStatements(context)) {
        const who = whoQuestion(sentence);
        const people = who
          ? [...analysis.terms.values()]
              .filter(
                (term) =>
                  term.kind === 'proper' &&
                  term.wholeCount > 0 &&
                  personLike(term.surface) &&
                  term.surface !== who.name &&
                  !who.stem.includes(term.surface) &&
                  // "Governor Clinton" and "DeWitt Clinton" are one person: no name sharing a word with the answer,
                  // nor another name the text gives the answer ("Maria Sklodowska" of "Marie Curie").
                  !term.surface.split(' ').some((word) => who.name.split(' ').includes(word)) &&
                  !sameThing(analysis.coordinated, term.key, normaliseForMatch(who.name)),
              )
              .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key))
              .slice(0, 3)
              .map((term) => term.surface)
          : [];
        if (who && people.length >= 2) {
          yield asked(
            context,
            sentence,
            who.stem,
            options(context, who.name, people),
            `The text says: ${quoteOf(sentence.claim)}`,
          );
        }
        // "... opened in 1825, how many years after construction had begun in 1817?": a sum answers it.
        const counted = howManyQuestion(sentence, names);
        // The count as a word of the claim, not its digits inside a year ("8" of "1817").
        const at = counted
          ? (sentence.tokens.find(
              (token) => token.start >= sentence.claimStart && token.value === counted.count.split(' ')[0],
            )?.start ?? -1)
          : -1;
        const howMany =
          counted &&
          !(at >= 0 && followsFromTheSentence(sentence.text, { start: at, end: at + counted.count.length }, 'number'))
            ? counted
            : null;
        const wrongCounts = howMany ? countDistractors(analysis, sentence, howMany.count, howMany.unit) : [];
        // Two wrong counts at least, as a cloze has: "twenty or forty?" is a coin toss (the session 11 review).
        if (howMany && wrongCounts.length >= 2) {
          const counts = [howMany.count, ...wrongCounts].sort((a, b) => countValue(a) - countValue(b));
          yield asked(
            context,
            sentence,
            attributedStem(context, sentence, howMany.stem, howMany.count, wrongCounts),
            lettered(counts, howMany.count),
            `The text says: ${quoteOf(sentence.claim)}`,
          );
        }
      }
    }
    // What the text explains first, wherever the rotation stands: few sentences explain, and a why is what
    // every blind review asks for first.
    yield* explainedQuestions(context);
    for (const group of rotated(context, [whatIs, when, whoAndHowMany, () => spanned(context)])) {
      yield* group();
    }
    // First pass: one term per sentence, so questions spread over the text; second pass: a second term.
    const statements = clozeSentences(context);
    for (const [sentence, gap] of [0, 1].flatMap((pass) =>
      statements.flatMap((candidate) => {
        const term = worthyGaps(context, candidate)[pass];
        return term ? [[candidate, term] as const] : [];
      }),
    )) {
      {
        const occurrence = gap;
        const { quoted, gap: shown } = clauseOfGap(sentence, gap);
        // The text's own article where a wrong option is checked against what the text says; "a(n)" where it is shown.
        const blanked = replaceIn(quoted, shown, BLANK);
        const wrong: string[] = [];
        // A count of a unit ("5 drops of ___ percent"): others of that unit and magnitude, never the text's
        // other numbers ("24" of "24 hours", blind-s10) nor a "1" before a plural.
        // A unit is a noun ("drops", "percent"), not a preposition ("9.2 on the Richter scale").
        const after = sentence.tokens.find((token) => token.start >= occurrence.end);
        const unit =
          occurrence.term.kind === 'number' && (after?.pos === 'NOUN' || after?.value === '%')
            ? unitAfter(sentence.text, occurrence.end)
            : '';
        // "Snorkels and flippers are not allowed during _____": what the text does not deny may be not allowed either
        // ("lane sessions" beside "public sessions", the audit of session 21); a denial rules out one thing only.
        if (sentence.tokens.some((token) => token.start < occurrence.start && DENIALS.has(token.normal))) {
          continue;
        }
        // A fact's bound holds for a smaller one too: "fall below minus _____ degrees" (30) is true of 20 as well (the audit
        // of session 21); a rule's bound is the rule's number ("must be at least _____ years old").
        if (unit !== '' && isBound(sentence.text, occurrence.start) && !prescribes(sentence.tokens)) {
          continue;
        }
        const candidates =
          unit === ''
            ? analysis.distractorsFor(occurrence, sentence).map((distractor) => distractor.surface)
            : countDistractors(analysis, sentence, occurrence.surface, unit);
        for (const candidate of candidates) {
          const surface = occurrence.term.kind === 'concept' ? casedLike(occurrence.surface, candidate) : candidate;
          if (
            fitsBetween(sentence, occurrence, surface) &&
            // A people's name among peoples' names only ("born in _____": London, English).
            kindOfOwnCapital(surface) === kindOfOwnCapital(occurrence.surface) &&
            (occurrence.term.kind !== 'year' || keepsItsPlaceInTime(analysis, sentence, occurrence, Number(surface))) &&
            !analysis.textSays(blanked.replace(BLANK, surface)) &&
            !wrong.some((text) => text.toLowerCase() === surface.toLowerCase())
          ) {
            wrong.push(surface);
          }
          if (wrong.length === 3) {
            break;
          }
        }
        if (wrong.length < 2) {
          continue;
        }
        yield asked(
          context,
          sentence,
          attributedStem(
            context,
            sentence,
            askedWherePossible(blankedIn(quoted, shown, BLANK)),
            occurrence.surface,
            wrong,
          ),
          options(context, occurrence.surface, wrong),
          `The text reads: ${quoteOf(sentence.claim)}`,
        );
      }
    }
  },
};

/**
 * A cloze of a share asked where it stands: "Sea water contains about what percent salt?" for "... about _____
 * percent salt." (blind-s44 Q11, blind-s45 Q21: a gapped sentence is no question). Other clozes stay as they are.
 */
function askedWherePossible(blanked: string): string {
  const share = `${BLANK} percent`;
  return blanked.includes(share) && blanked.endsWith('.')
    ? `${blanked.replace(share, 'what percent').slice(0, -1)}?`
    : blanked;
}
