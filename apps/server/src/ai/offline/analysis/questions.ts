import { yearDatesAnotherPhrase } from './dates.ts';
import { adviceOf, instructionOf } from './instructions.ts';
import { isLand } from './lands.ts';
import { tagSentences, type Token } from '../nlp.ts';
import type { SentenceInfo } from './statements.ts';
import type { TermInfo } from './terms.ts';
import { countWords } from './words.ts';

const YEAR = /\b(1[0-9]{3}|20[0-9]{2})\b/g;
/**
 * "in 1817", "on July 4, 1817", "on 12 May 1820", "during early 1990": the date phrase of a year (spaces
 * already single).
 * Not "by 1845" (no later than: "In what year was the canal carrying ...?" asks what the text does not
 * say) nor "in 1200 BC" (the key "1200" would be a year of our era).
 */
const datePhrase = (year: string) =>
  new RegExp(
    String.raw`(^|,? )(?:[Ii]n|[Oo]n|[Dd]uring) (?:(?:early|late|mid) )?(?:(?:\d{1,2} )?[A-Z][a-z]+ (?:\d{1,2}, )?)?${year}\b(?! ?B\.?C),?`,
  );
export const SUBJECT_PARTS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'ADP']);
export const BE_FORMS = new Set(['was', 'were', 'is', 'are']);

/** Whether a word or phrase of the text is a name (capitalised where no sentence starts): "Congress", not "Construction". */
export type NameTest = (text: string) => boolean;

/**
 * The subject as it reads inside a question: "The canal" becomes "the canal", a name stays. A
 * one-word subject the tagger calls a name only because it opens the sentence ("Construction began
 * ...") is lower-cased when `isName` says the text never capitalises it elsewhere.
 */
export function subjectInQuestion(tokens: Token[], text: string, end: number, isName?: NameTest): string {
  const subject = text.slice(0, end).trim();
  // "Construction of the archive" is no name, "DeWitt Clinton" is: a capital on the second word shows a name.
  // "Edward the Confessor": a lower-case "the" after a name the text writes as one ("did edward the Confessor die",
  // the code review of session 21).
  const firstIsName = /^\p{Lu}\p{Ll}+ the \p{Lu}/u.test(subject);
  const common =
    tokens[0]?.pos === 'DET' ||
    tokens[0]?.pos === 'NOUN' ||
    // "twelve Genoese galleys" ("In what year did Twelve Genoese galleys dock ...?", the audit of session 26).
    NUMBER_WORDS.has(tokens[0]?.normal ?? '') ||
    (/^\p{Ll}/u.test(tokens[1]?.value ?? '') && !firstIsName) ||
    (tokens.length === 1 && isName !== undefined && !isName(subject));
  return common ? `${subject.charAt(0).toLowerCase()}${subject.slice(1)}` : subject;
}

/**
 * "In what year was the Debian Project founded?" from "The Debian Project was founded in 1993 by Ian
 * Murdock.": a statement dated by one year becomes a question on that year ("In what year", not "When":
 * the answer is the year, as options show it and as a taker types it, not "October 26, 1825"). The
 * date phrase and what follows it are left out; the verb is turned round ("was founded" → "was ...
 * founded", "began" → "did ... begin"). Null when the sentence does not read as subject + verb.
 */
/**
 * Whether a text ends on a conjunction, past adverbs after it ("..., but", "..., but later", "..., and soon after"):
 * what follows it is another clause.
 */
function endsOnAConjunction(text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  let at = words.length - 1;
  while (at >= 0 && (words[at]?.endsWith('ly') || TRAILING_ADVERBS.has(words[at] ?? ''))) {
    at -= 1;
  }
  return CONJUNCTIONS.has(words[at] ?? '');
}
const CONJUNCTIONS = new Set(['and', 'but', 'or', 'so', 'yet', 'while', 'whereas', 'then']);
const TRAILING_ADVERBS = new Set(['later', 'soon', 'after', 'afterwards', 'eventually', 'then', 'still', 'again']);

export function whenQuestion(sentence: SentenceInfo, isName?: NameTest): { stem: string; year: number } | null {
  if (!sentence.statement) {
    return null;
  }
  const claim = sentence.claim.replace(/\s+/g, ' ').replace(/[.!?]$/, '');
  const years = [...new Set(claim.match(YEAR) ?? [])];
  const year = years[0];
  if (years.length !== 1 || !year) {
    return null;
  }
  const phrase = datePhrase(year).exec(claim);
  if (!phrase) {
    return null;
  }
  const core =
    phrase.index === 0 ? claim.slice(phrase[0].length).trim() : claim.slice(0, phrase.index).replace(/,$/, '').trim();
  // A year inside a relative clause dates that clause, not the sentence ("X, who became governor in 1817").
  if (
    countWords(core) < 3 ||
    (core.match(YEAR) ?? []).length > 0 ||
    // "Tutankhamun ruled during the New Kingdom; his tomb was found by Howard Carter in 1922": the year is the
    // second clause's (the wrong-key audit of session 19 found "In what year did ... Tutankhamun rule ...?" keyed 1922).
    core.includes(';') ||
    /,? (?:who|which|where|when|that|whose) /.test(core) ||
    // "The United States wanted to take over the project, but in 1903 the Colombian Senate rejected a treaty ...": the
    // year opens the next clause ("In what year did the United States want to take over the project, but?", keyed
    // 1903: the audit of session 24).
    endsOnAConjunction(core) ||
    // "After returning to England in 1856, Nightingale worked ...", "... said that Edward had promised the crown
    // to him in 1051": the year dates the "after" phrase or the reported clause (the audit of session 21).
    yearDatesAnotherPhrase(claim.slice(0, phrase.index)) ||
    // "In 1500 soldiers marched to the coast": a count of what follows it, no year (the code review of session 21).
    (phrase.index === 0 && !phrase[0].trimEnd().endsWith(',') && countsWhatFollows(core))
  ) {
    return null;
  }
  // "The version issued in 1225 became the definitive text": a verb right after the date is the sentence's, and the
  // year dates a participle of its subject ("In what year did the version issue?", the audit of session 21).
  const after = claim.slice(phrase.index + phrase[0].length).trim();
  const firstAfter = phrase[0].endsWith(',') ? undefined : tagSentences(after)[0]?.tokens[0];
  if (phrase.index > 0 && (firstAfter?.pos === 'VERB' || firstAfter?.pos === 'AUX')) {
    return null;
  }
  const whole = `${core.charAt(0).toUpperCase()}${core.slice(1)}`;
  // "In 1825 Darwin went to Edinburgh to study medicine, but he disliked the lectures": the year dates the clause it
  // leads, asked without the next ("In what year did Darwin go ..., but he disliked ...?", the audit of session 20);
  // a year after the clauses dates the last alone.
  const wholeTokens = tagSentences(whole)[0]?.tokens ?? [];
  const mainEnd = clauseEnd(whole, wholeTokens);
  if (mainEnd < whole.length && phrase.index !== 0) {
    return null;
  }
  const text = whole.slice(0, mainEnd).replace(/,$/, '').trim();
  const tokens = mainEnd < whole.length ? (tagSentences(text)[0]?.tokens ?? []) : wholeTokens;
  // So does one after a participle of an aside ("NASA built the Hubble Space Telescope, (first) launched in 1990,
  // with ...": "In what year did NASA build the Hubble Space Telescope, launched?", the wrong-key audit of
  // session 17); not a place's parts ("born in Kentucky, USA").
  const lastComma = tokens.map((token) => token.value).lastIndexOf(',');
  const aside = lastComma >= 0 ? tokens.slice(lastComma + 1) : [];
  if (aside.length > 0 && pastForm(aside.at(-1)) && aside.every((token) => token.pos === 'ADV' || pastForm(token))) {
    return null;
  }
  const firstVerb = tokens.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  // "The largest earthquake ever recorded struck Chile", "The boats built there carried ...": a participle
  // of the subject (an adverb beside it) before the sentence's own verb.
  const afterAdverbs = (at: number) => (tokens[at]?.pos === 'ADV' ? at + 1 : at);
  const second = afterAdverbs(firstVerb + 1);
  // Both past forms, the second finite: "stopped fighting" and "started leaving" are one verb and its object.
  const participle = pastForm(tokens[firstVerb]) && pastForm(tokens[second]) ? firstVerb : -1;
  const verbAt = participle >= 0 ? second : firstVerb;
  const verb = tokens[verbAt];
  const subjectTokens = tokens.slice(0, verbAt);
  const ofTheParticiple = (token: Token, at: number) =>
    participle >= 0 && (at === participle || (token.pos === 'ADV' && Math.abs(at - participle) === 1));
  if (
    !verb ||
    verbAt === 0 ||
    verbAt > 8 ||
    subjectTokens.some((token, at) => !SUBJECT_PARTS.has(token.pos) && !ofTheParticiple(token, at)) ||
    // "The boats built there carried grain", "The army led by Washington crossed ...": the verb taken was
    // the subject's participle ("did the boats build there carried grain"); a later past verb of the same
    // clause (nothing joins a clause before it) says so.
    (verb.pos === 'VERB' && laterPastVerb(tokens, verbAt))
  ) {
    return null;
  }
  const subject = subjectInQuestion(subjectTokens, text, verb.start, isName);
  const next = tokens[verbAt + 1];
  if (verb.pos === 'AUX' && BE_FORMS.has(verb.normal) && next?.pos === 'VERB') {
    return { stem: `In what year ${verb.normal} ${subject} ${text.slice(next.start)}?`, year: Number(year) };
  }
  if (verb.pos === 'VERB' && verb.lemma !== verb.normal && !/s$/.test(verb.normal)) {
    const rest = text.slice(verb.start + verb.value.length).trim();
    return { stem: `In what year did ${subject} ${verb.lemma}${rest ? ` ${rest}` : ''}?`, year: Number(year) };
  }
  return null;
}

/** A verb in a past form, not an "-ing" one: "recorded", "struck", "led"; not "fighting". */
const pastForm = (token: Token | undefined) =>
  token?.pos === 'VERB' && token.normal !== token.lemma && !/ing$/.test(token.normal);

/**
 * Whether a past verb follows the verb at `at` in its own clause (no comma or relative word between), or
 * right after an "and" of it: "cleared the land and planted wheat" would ask "did the settlers clear the
 * land and planted wheat".
 */
function laterPastVerb(tokens: readonly Token[], at: number): boolean {
  for (const [i, token] of tokens.entries()) {
    if (i <= at) {
      continue;
    }
    if (token.pos === 'CCONJ') {
      return pastForm(tokens[i + 1]);
    }
    if (token.pos === 'PUNCT' || ['who', 'which', 'that', 'where', 'when'].includes(token.normal)) {
      return false;
    }
    if (pastForm(token)) {
      return true;
    }
  }
  return false;
}

/** "What is a solar still?" for a definition: the article the text gives the term, a common noun in lower case. */
export function whatIsStem(term: string, sentence: SentenceInfo, proper: boolean): string {
  const before = sentence.text.slice(sentence.claimStart).toLowerCase();
  const lowered = term.toLowerCase();
  // The article the text gives the term where it defines it, or anywhere in the sentence ("is called a seismogram").
  const article =
    ['a', 'an', 'the'].find((word) => before.startsWith(`${word} ${lowered}`)) ??
    ['a', 'an', 'the'].find((word) => ` ${before}`.includes(` ${word} ${lowered}`));
  // The term's own number: "What is hail?" of "... are called hail" ("called" gives the description's).
  return `What ${isPluralTerm(term, sentence, false) ? 'are' : 'is'} ${article ? `${article} ` : ''}${proper ? term : lowered}?`;
}

/** The longest description a "What is ... called?" stem quotes: longer, the question is a reading test. */
export const CALLED_DESCRIPTION_MAX_WORDS = 20;

/** An answer without the article a taker leaves out ("A wagon load" → "Wagon load"). */
export const withoutArticle = (answer: string) => capitalised(answer.replace(/^(?:the|a|an) /i, ''));

/**
 * "What is moisture that condenses on cool surfaces during the night called?": a definition asked the
 * other way round, for the term, whose answer is short enough to type (a definition's sentence is no
 * model answer: typed answers are compared with it exactly). The description keeps a name's capital.
 */
export function calledStem(definition: string, term: string, sentence: SentenceInfo, isName: NameTest): string {
  const opening = definition.split(' ')[0] ?? '';
  const keepsCapital = !['a', 'an', 'the'].includes(opening.toLowerCase()) && isName(opening);
  const described = keepsCapital ? definition : `${definition.charAt(0).toLowerCase()}${definition.slice(1)}`;
  return `What ${isPluralTerm(term, sentence) ? 'are' : 'is'} ${described} called?`;
}

/** A plural term the sentence names with "are": "The readings they give are called pressure charts", "Aftershocks are ...". */
function isPluralTerm(term: string, sentence: SentenceInfo, byItsDescription = true): boolean {
  const before = sentence.text.slice(sentence.claimStart).toLowerCase();
  const lowered = term.toLowerCase();
  // "Fishing" of "Tourism, aluminum and fishing are ..." is no plural; "atria" of "... are called atria" is for what
  // it describes ("What are the two upper chambers called?", the audit of session 21), but "What is hail?" asks the
  // term (the code review of session 21: "What are hail?").
  return ['are', 'were'].some((verb) => {
    const linked = ['called ', 'known as '].some((link) => ` ${before}`.includes(` ${verb} ${link}${lowered}`));
    const plural =
      /[^s]s$/.test(lowered) &&
      (linked || ` ${before}`.includes(` ${lowered} ${verb} `) || ` ${before}`.includes(` ${verb} ${lowered}`));
    return plural || (byItsDescription && linked);
  });
}

/** A name keeps its capital inside a question: capitalised where no sentence starts ("Congress", not "Bamboo"). */
export function isName(term: TermInfo | undefined): boolean {
  return term?.kind === 'proper' && term.innerCount > 0;
}

/** Words a question may not start its predicate with: "Who called it ...?" leaves "it" without its antecedent. */
export const PRONOUNS: ReadonlySet<string> = new Set([
  'it',
  'its',
  'they',
  'them',
  'their',
  'this',
  'these',
  'those',
  'he',
  'she',
  'him',
  'her',
]);

/** The claim's tokens (offsets in the claim) and the claim text without its final full stop. */
export function claimTokens(sentence: SentenceInfo): { text: string; tokens: Token[] } {
  const text = sentence.text.slice(sentence.claimStart).replace(/[.!]$/, '');
  const tokens = sentence.tokens
    .filter((token) => token.start >= sentence.claimStart && token.start < sentence.claimStart + text.length)
    .map((token) => ({ ...token, start: token.start - sentence.claimStart }));
  return { text, tokens };
}

/**
 * Where the main clause ends: a colon, a semicolon, a dash, a relative "which"/"who" after a comma,
 * or a comma and "and"/"but"/"so"/... before a verb ("..., and the body requires ..."; not the
 * "and" of a list: "your eyes, nose, and mouth").
 */
export function clauseEnd(text: string, tokens: readonly Token[], from = 0): number {
  // Not the colon of a time: "before 9:00 a.m." had ended its clause at "before 9" (the wrong-key audit of session 20).
  const pattern = /[:;](?!\S)| [—–] |, (?:and|but|while|whereas|so|yet|which|who) /g;
  pattern.lastIndex = from;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const at = match.index;
    // The next few words after the conjunction: a verb among them (not an adjective in -ed before a
    // noun, "unwashed hands") starts a clause of its own.
    const following = tokens.filter((token) => token.start > at + 2 && token.value !== ',').slice(1, 8);
    const verbFollows = following.some(
      (token, i) =>
        (token.pos === 'VERB' || token.pos === 'AUX') &&
        !(/ed$/.test(token.normal) && following[i + 1]?.pos === 'NOUN'),
    );
    if (/^[:;]|^ [—–]|which|who/.test(match[0]) || verbFollows) {
      return at;
    }
  }
  return text.length;
}

export const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * "How many liters of water does ...": a statement's count of a plural noun ("2 liters", "24 hours",
 * "12 States") asks for the count where it stands: "Even in cold areas, you need a minimum of how many
 * liters of water each day?"; at the start it reads "How many States ...?". Among several numbers the
 * first such count: "The still will produce about 0.5 to 1 liter of water in how many hours?" (it had
 * been a cloze, "... in _____ hours.", which blind-s13 scored below the counts asked). Not a year, a
 * number of a range ("5 to 10 minutes"), a count after a determiner, a pronoun or an adjective ("each
 * additional 300 meters": "each additional how many meters" reads wrong), a word or clause opener, nor
 * a part of a number or a fraction.
 */
export function howManyQuestion(
  sentence: SentenceInfo,
  isName?: NameTest,
): { stem: string; count: string; unit: string } | null {
  if (!sentence.statement) {
    return null;
  }
  const { text, tokens } = claimTokens(sentence);
  // An exercise's or an argument's count is no fact: "Calculate the mass of 3 moles of water".
  if (instructionOf(tokens) !== null && adviceOf(tokens) === null) {
    return null;
  }
  const isNumber = (token: Token | undefined) =>
    token !== undefined && (token.pos === 'NUM' || /^\d/.test(token.value));
  const asked = tokens.find((number, at) => {
    const unit = tokens[at + 1];
    const before = tokens[at - 1];
    return (
      isNumber(number) &&
      (/^\d{1,3}(?:,\d{3})*(?:\.\d+)?$/.test(number.value) || NUMBER_WORDS.has(number.normal)) &&
      countValue(number.value) >= 2 &&
      // "these five steps", "its 83 locks": the count is given, not asked; "two thirds" is a fraction.
      before?.pos !== 'DET' &&
      // "Type 2 diabetes", "Phase 3 trials": a number of a name counts nothing.
      !labelNumber(tokens, at) &&
      before?.pos !== 'PRON' &&
      before?.pos !== 'ADJ' &&
      // Part of a number ("one hundred dollars", "twenty five Years"), or after "when": "what happens
      // when how many blocks ... slip" reads wrong.
      !isNumber(before) &&
      !CLAUSE_OPENERS.has(before?.normal ?? '') &&
      // One end of a range: "0.5 to 1 liter", "5 to 10 minutes", "between 1836 and 1862".
      !(RANGE_WORDS.has(before?.normal ?? '') && isNumber(tokens[at - 2])) &&
      !(RANGE_WORDS.has(unit?.normal ?? '') && isNumber(tokens[at + 2])) &&
      // "from 20 feet to 10 feet", "between 5 and 10 minutes": either end (the session 8 review).
      !RANGE_OPENERS.has(before?.normal ?? '') &&
      !(
        ['to', 'and'].includes(before?.normal ?? '') &&
        tokens.slice(Math.max(0, at - 6), at - 1).some((token) => RANGE_OPENERS.has(token.normal))
      ) &&
      !FRACTIONS.has(unit?.normal ?? '') &&
      // "The canal carried more than 40 boats": "more than 20" holds too, so a wrong count may be right. A rule
      // or advice sets its bound: "must be at least 25 years", "for at least 20 seconds".
      !(boundedAt(tokens, at) && !prescribes(tokens)) &&
      !/^(?:1[0-9]{3}|20[0-9]{2})$/.test(number.value) &&
      unit !== undefined &&
      // A plural noun; the text's capitalised nouns ("two Senators") are tagged as names.
      (unit.pos === 'NOUN' || unit.pos === 'PROPN') &&
      (unit.normal !== unit.lemma || /[^s]s$/.test(unit.normal)) &&
      unit.start === number.start + number.value.length + 1
    );
  });
  if (!asked) {
    return null;
  }
  const at = tokens.indexOf(asked);
  const unit = tokens[at + 1] as Token;
  // "The heart has four valves: the tricuspid, pulmonary, mitral and aortic valves": the list counts itself, and
  // "... how many valves: the tricuspid, ...?" asks what it shows (the wrong-key audit of session 19).
  if (tokens[at + 2]?.value === ':' || countsItsOwnList(tokens, at)) {
    return null;
  }
  // "You will need 500 grams of flour, 7 grams of yeast, 10 grams of salt ...": a count in a list of amounts, which the
  // question would carry whole ("You will need how many grams of flour, 7 grams of yeast, ...?", the audit of session 24).
  const listedAmount = tokens.some(
    (token, i) =>
      i !== at &&
      tokens[i - 1]?.value === ',' &&
      (token.pos === 'NUM' || /^\d/.test(token.value)) &&
      !/^(?:1[0-9]{3}|20[0-9]{2})$/.test(token.value),
  );
  if (listedAmount) {
    return null;
  }
  // "Three years later, Pierre was killed ...": a count of a phrase put before its clause, which "How many years
  // later, Pierre was killed ...?" leaves unasked (the wrong-key audit of session 17).
  const firstVerb = tokens.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const comma = tokens.findIndex((token, i) => i > at && token.value === ',');
  if (at <= 1 && comma > at && comma <= at + 4 && (firstVerb < 0 || comma < firstVerb)) {
    return null;
  }
  // Nor a count of a phrase put before its clause's subject further on: "With a few basic tools and about twenty
  // minutes, you can be back on the road" (no verb before the comma after it), "..., and roughly two weeks after new
  // moon it reaches full moon" (a pronoun right before the verb after it). Asked where it stands, the question does not turn
  // round ("..., and roughly how many weeks after new moon it reaches full moon?", the audit of session 25).
  const nextVerb = tokens.findIndex((token, i) => i > at && (token.pos === 'VERB' || token.pos === 'AUX'));
  // Not a pronoun after a word that opens a clause of its own ("for 30 minutes until it turns golden", "before you
  // drink it": the code review of session 25).
  const subjectBetween =
    nextVerb > at + 2 &&
    SUBJECT_PRONOUNS.has(tokens[nextVerb - 1]?.normal ?? '') &&
    ['NOUN', 'PROPN', 'NUM'].includes(tokens[nextVerb - 2]?.pos ?? '');
  if ((comma > at && (firstVerb < 0 || comma < firstVerb)) || subjectBetween) {
    return null;
  }
  // "For about 65 days the male balances the egg ...": asked where it stands, the phrase put first reads "For about how
  // many days the male balances ...?" (the wrong-key audit of session 20); it is asked with the phrase put after its
  // clause, or not at all.
  if (opensWithTheCount(tokens, at)) {
    const stem = withThePhraseLast(text, tokens, at, isName);
    return stem ? { stem, count: NUMBER_WORDS.has(asked.normal) ? asked.normal : asked.value, unit: unit.value } : null;
  }
  // Where it stands, an instruction is asked of the reader: "You should look, listen and feel for normal breathing for
  // no more than how many seconds?", not the order with a question mark (the seventh audit of session 21).
  const advice = adviceOf(tokens);
  // A step's place before it ("Sixth, let the coffee steep ...") is left out: "You should sixth, let ..." (the audit texts).
  const place = advice ? /^(\p{L}+), /u.exec(text) : null;
  const skipped = place && STEP_PLACES.has((place[1] ?? '').toLowerCase()) ? place[0].length : 0;
  const adviceAt = advice ? Math.max(tokens[advice.start]?.start ?? 0, skipped) : -1;
  const inPlace = `${text.slice(skipped, asked.start).replace(/^only /i, '')}how many${text.slice(asked.start + asked.value.length, askedClauseEnd(text, tokens, at))}?`;
  const stem =
    frontedHowMany(text, tokens, at, isName) ??
    frontedInItsClause(text, tokens, at, isName) ??
    frontedInItsPredicate(text, tokens, at, isName) ??
    frontedFromItsAside(text, tokens, at, isName) ??
    capitalised(
      // "Only three clauses ... remain": "How many clauses ... remain?", not "Only how many ...?" (the audit of session 21).
      adviceAt >= 0 && adviceAt < asked.start
        ? `${inPlace.slice(0, adviceAt - skipped)}you should ${inPlace.charAt(adviceAt - skipped).toLowerCase()}${inPlace.slice(adviceAt - skipped + 1)}`
        : inPlace,
    );
  // "Two blocks ..." opens its sentence: the option reads "two", as the others do ("Three" among "four", "five"
  // gave itself away).
  return { stem, count: NUMBER_WORDS.has(asked.normal) ? asked.normal : asked.value, unit: unit.value };
}

/** Pronouns that stand as a clause's subject. */
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);

/**
 * Words that open a clause joined after a comma: what follows one is another matter than the count. Not
 * "or" and "but", which may bound the count itself ("12 members, or half the membership, whichever is
 * greater"; "two pets, but only with consent").
 */
const JOINED_CLAUSE_OPENERS = new Set(['and', 'nor', 'which', 'who']);

/**
 * Where the question of the count at `at` ends: before a clause joined after it ("the journey took how
 * many days, and the locks were built in three years" asks the days alone; "... adjourn for more than
 * how many days, nor to any other place ..." the days), at a semicolon, or at the end of the text. A
 * comma that goes on listing ("2 liters of water, food, and shelter") ends nothing.
 */
function askedClauseEnd(text: string, tokens: readonly Token[], at: number): number {
  const end = text.replace(/[.!?]$/, '').length;
  const count = tokens[at] as Token;
  // "The report (published in 3 volumes) ...": a cut inside a bracket would leave it open.
  if (text.lastIndexOf('(', count.start) > text.lastIndexOf(')', count.start)) {
    return end;
  }
  const comma = tokens.findIndex((token, i) => i > at && token.value === ',');
  const semicolon = tokens.findIndex((token, i) => i > at && token.value === ';');
  const joined = comma >= 0 && JOINED_CLAUSE_OPENERS.has(tokens[comma + 1]?.normal ?? '') ? comma : -1;
  // ", but it may remain in the ocean for around 3,200 years": a contrast with a subject of its own is another matter
  // (the audit of session 26); ", but only with consent" bounds the count.
  const contrast = tokens.findIndex(
    (token, i) =>
      i > at &&
      token.value === ',' &&
      CONTRAST_OPENERS.has(tokens[i + 1]?.normal ?? '') &&
      (SUBJECT_PRONOUNS.has(tokens[i + 2]?.normal ?? '') || tokens[i + 2]?.pos === 'DET'),
  );
  const cut = [joined, semicolon, contrast].filter((i) => i >= 0).sort((a, b) => a - b)[0];
  return cut === undefined ? end : (tokens[cut] as Token).start;
}
/** Words that open a clause of contrast after a comma. */
const CONTRAST_OPENERS = new Set(['but', 'yet', 'while', 'whereas']);

/** Words that open a clause inside a noun phrase: a verb after one is that clause's, not the sentence's. */
const RELATIVE_PRONOUNS = new Set(['that', 'which', 'who', 'whom', 'whose']);

/** Prepositions whose phrase of a count moves to the front whole: "In how many hours ...?", "Within how many Years ...?". */
const FRONTED_PREPOSITIONS = new Set(['in', 'within', 'for', 'after', 'over', 'during']);

/**
 * One-word bounds before a count ("over 40 boats"); `boundWordsBefore` has the two-word ones. Not "within":
 * "repaid the cost within ten years" gives the time it took.
 */
const ONE_WORD_BOUNDS = new Set(['over', 'under', 'above', 'below']);
/**
 * Words of a rule or advice: the bound of its count is the rule's ("must be at least 25 years"). Not "may"
 * alone, which may guess ("The storm may last more than three days"); "may not" and "No person may" forbid.
 */
const PRESCRIBING = new Set(['must', 'shall', 'should', 'need']);

/**
 * Whether the count at `at` is a bound ("at least 20", "more than three", "over 40"), not a figure; a sign between
 * them too ("fall below minus 30 degrees": "below minus 20" holds as well, the audit of session 21).
 */
function boundedAt(tokens: readonly Token[], at: number): boolean {
  const signed = SIGNS.has(tokens[at - 1]?.normal ?? '') ? at - 1 : at;
  return boundWordsBefore(tokens, signed) === 2 || ONE_WORD_BOUNDS.has(tokens[signed - 1]?.normal ?? '');
}
const SIGNS = new Set(['minus', 'plus']);

/**
 * Whether the count at `at` counts a list the sentence gives beside it: "only three cities, Lübeck, Hamburg and
 * Bremen, kept the name" (after it, set off by a comma or a colon) or "Wilbur and Orville Wright were two brothers"
 * (the subject "be" joins to it). Another count beside the list gives itself away, and "how many" asks what the
 * sentence shows (the audit of session 21).
 */
export function countsItsOwnList(tokens: readonly Token[], at: number): boolean {
  if (at < 0) {
    return false;
  }
  let after = at + 1;
  // The counted noun, its adjectives and what "of" adds: "five kinds of livestock: horses, ...".
  while (
    after <= at + 4 &&
    (['ADJ', 'NOUN', 'PROPN'].includes(tokens[after]?.pos ?? '') || tokens[after]?.normal === 'of')
  ) {
    after += 1;
  }
  const mark = tokens[after];
  const items = tokens.slice(after + 1, after + 16);
  const end = items.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const listedItems = items.slice(0, end < 0 ? items.length : end);
  // "... into two branches, the Rosetta branch in the west and the Damietta branch in the east, ...": a list of
  // names after their article, or of the counted noun again (the audit of session 25).
  const unit = tokens[at + 1];
  const listed =
    mark?.value === ':' ||
    (mark?.value === ',' &&
      (items[0]?.pos === 'PROPN' ||
        (items[0]?.pos === 'DET' && items[1]?.pos === 'PROPN') ||
        (items[0]?.pos !== 'CCONJ' && listedItems.some((token) => token.lemma === unit?.lemma))));
  if (after > at + 1 && listed && listedItems.some((token) => token.normal === 'and' || token.normal === 'or')) {
    return true;
  }
  const be = tokens[at - 1];
  const subject = tokens.slice(0, at - 1);
  return (
    be !== undefined &&
    BE_FORMS.has(be.normal) &&
    subject.some((token) => token.normal === 'and') &&
    !subject.some((token) => token.pos === 'VERB' || token.pos === 'AUX')
  );
}

/** Whether words set a rule or give advice: a modal of duty or leave, or an instruction. */
export function prescribes(tokens: readonly Token[]): boolean {
  return (
    tokens.some(
      (token, i) =>
        PRESCRIBING.has(token.normal) ||
        (token.normal === 'may' && (tokens[i + 1]?.normal === 'not' || NEGATIVE_SUBJECTS.has(tokens[0]?.normal ?? ''))),
    ) || instructionOf(tokens) !== null
  );
}

/** Whether the number at `at` is part of a name: right after a capitalised noun ("Type 2", "Phase 3", "Route 66"). */
export function labelNumber(tokens: readonly Token[], at: number): boolean {
  const before = tokens[at - 1];
  return before !== undefined && /^\p{Lu}/u.test(before.value) && (before.pos === 'NOUN' || before.pos === 'PROPN');
}

/** A subject's first word that denies ("No person", "Neither House"): its count is asked where it stands. */
const NEGATIVE_SUBJECTS = new Set(['no', 'neither', 'none', 'nobody', 'nothing']);

/** Words that bound a count before it: "at least 20 seconds", "more than three days". */
const BOUNDS: ReadonlyArray<readonly [string, string]> = [
  ['at', 'least'],
  ['at', 'most'],
  ['more', 'than'],
  ['less', 'than'],
  ['fewer', 'than'],
];

/**
 * How many words before the count at `at` go with it into the question: "about" of an approximation (1), a
 * bound (2: "at least", "more than"; 1: "over" after a preposition), or none. "lectured about 5 inventions" is
 * a preposition: no approximation.
 */
function boundWordsBefore(tokens: readonly Token[], at: number): number {
  const [first, second] = [tokens[at - 2]?.normal, tokens[at - 1]?.normal];
  if (BOUNDS.some(([a, b]) => a === first && b === second)) {
    return 2;
  }
  // "for over 8 hours": "For over how many hours ...?", the preposition before the bound.
  if (ONE_WORD_BOUNDS.has(second ?? '') && FRONTED_PREPOSITIONS.has(first ?? '')) {
    return 1;
  }
  // "about 20", "nearly five centuries", "almost 700,000".
  return APPROXIMATORS.has(tokens[at - 1]?.normal ?? '') && tokens[at - 1]?.pos === 'ADV' ? 1 : 0;
}
const APPROXIMATORS = new Set(['about', 'nearly', 'almost', 'roughly', 'approximately']);

/**
 * The count asked as a question is asked, its phrase first and the subject after the auxiliary: "The
 * still will produce about 0.5 to 1 liter of water in 24 hours" -> "In how many hours will the still
 * produce about 0.5 to 1 liter of water?"; "You can add 5 drops of iodine to 1 liter of water" -> "How
 * many drops of iodine can you add to 1 liter of water?"; "The canal carried 40 boats" -> "How many
 * boats did the canal carry?"; "The ditch was 40 feet wide" -> "How many feet wide was the ditch?"; "Add 2
 * drops of bleach to each liter" -> "How many drops of bleach should you add to each liter?"; "Scrub your
 * hands for at least 20 seconds" -> "For at least how many seconds should you scrub your hands?".
 * The blind reviews marked "... in how many hours?" spliced into the sentence a template (blind-s16: 8
 * of 30). Only a plain clause: the subject first with no comma, the count after the clause's first verb
 * with no comma or "and"/"or" between them, nothing joined after the count's phrase; otherwise null (the
 * count is asked where it stands).
 */
function frontedHowMany(text: string, tokens: readonly Token[], at: number, isName?: NameTest): string | null {
  // An instruction's first word is its verb, whatever the tagger read it as ("Scrub/PROPN your hands ...").
  const instruction = adviceOf(tokens);
  // "Never leave the stove unattended for more than 2 minutes", "If ..., use 10 drops": asked where the count
  // stands (fronted, "do never leave" read wrong).
  if (instruction && instruction.verb !== 0) {
    return null;
  }
  const instructed = instruction !== null && tokens[0]?.normal !== 'do';
  const verbAt = instructed ? 0 : tokens.findIndex((token) => token.pos === 'AUX' || token.pos === 'VERB');
  const verb = tokens[verbAt];
  const subject = tokens.slice(0, verbAt);
  // "requires about 2 liters": "About how many liters ... does the body require?"; "for at least 20
  // seconds": "For at least how many seconds ...?".
  const about = boundWordsBefore(tokens, at);
  const before = tokens[at - 1 - about];
  // "Add 5 drops of bleach to each liter": an instruction, asked of "you".
  const imperative = instructed || (verbAt === 0 && verb?.pos === 'VERB' && verb.normal === verb.lemma);
  if (
    !verb ||
    !before ||
    // "Neither House shall adjourn for more than three days": "For more than how many days shall neither House
    // adjourn?" reads as a riddle; the count is asked where it stands.
    NEGATIVE_SUBJECTS.has(subject[0]?.normal ?? '') ||
    // "In summer the Gobi can reach 45 degrees": a phrase before the subject ("How many degrees can in summer the Gobi
    // reach?", session 21).
    subject[0]?.pos === 'ADP' ||
    (verbAt === 0 && !imperative) ||
    verbAt >= at ||
    // "Requests for a paper to be re-marked must be made within ten days": the first verb is the subject's infinitive,
    // not the clause's ("Within how many days of the results be Requests for a paper to re-marked must be made?").
    tokens[verbAt - 1]?.normal === 'to' ||
    subject.some((token) => token.pos === 'PUNCT' || token.pos === 'VERB' || CLAUSE_OPENERS.has(token.normal)) ||
    tokens.some((token) => token.value === ';' || token.value === ':')
  ) {
    return null;
  }
  // The count is the object of a later verb, in a clause inside the object ("Mitosis is a type of cell
  // division that gives two cells"): asked with the clause's own verb it read "How many cells is Mitosis a
  // type of cell division that gives?". The verb's own group ("can add", "is composed") is no other verb.
  let groupEnd = verbAt;
  while (['AUX', 'VERB', 'PART'].includes(tokens[groupEnd + 1]?.pos ?? '')) {
    groupEnd += 1;
  }
  if (
    tokens
      .slice(groupEnd + 1, at)
      .some((token) => token.pos === 'VERB' || token.pos === 'AUX' || RELATIVE_PRONOUNS.has(token.normal))
  ) {
    return null;
  }
  const isCopula = verb.lemma === 'be' && verbAt === at - 1;
  const inPhrase = FRONTED_PREPOSITIONS.has(before.normal);
  // "A honeybee colony has three kinds of bees": "have" owns its object, as any verb does, though the tagger
  // reads it as an auxiliary ("How many kinds of bees does a honeybee colony have?", not "... has a colony?").
  const owning = verb.lemma === 'have' && before === verb && groupEnd === verbAt;
  // "Hubble orbits the Earth about 15 times a day": how often, after the verb's object.
  const howOften = tokens[at + 1]?.normal === 'times' && ['NOUN', 'PROPN'].includes(before.pos);
  // A phrase of a preposition, the object right after a verb, or a copula's measure right after "was".
  if (!inPhrase && !isCopula && before.pos !== 'VERB' && !owning && !howOften) {
    return null;
  }
  // The count's phrase: the number, its unit, what "of" adds ("drops of 2 percent tincture of iodine"),
  // a measure's adjective ("feet wide").
  let end = at + 2;
  while (ofTail(tokens, end, at)) {
    end += 1;
  }
  // "5 parts of lead and many minerals", "lead" read as a verb: a phrase cut after "of" would leave its noun
  // behind ("About how many parts of does rain water contain lead ...?", the code review of session 14).
  if (tokens[end - 1]?.normal === 'of') {
    return null;
  }
  if (isCopula && tokens[end]?.pos === 'ADJ') {
    end += 1;
  }
  // A clause joined after the count's phrase is another matter, left out as askedClauseEnd leaves it:
  // "The journey took eight days, and the locks were built in three years" -> "How many days did the
  // journey take?".
  const joined = tokens[end]?.value === ',' && JOINED_CLAUSE_OPENERS.has(tokens[end + 1]?.normal ?? '');
  const after = joined ? undefined : tokens[end];
  // A verb right after the count's phrase: the phrase was in the subject ("Claims submitted after 60 days will not be
  // paid": "After how many days did claims submit will not be paid?"), or a participle says more of its noun ("within
  // 30 days of the expense being incurred" had been cut at "expense"; both the audit of session 21).
  if (
    after &&
    (after.pos === 'CCONJ' ||
      after.value === ',' ||
      after.pos === 'AUX' ||
      (after.pos === 'VERB' && /(?:ing|ed)$/.test(after.normal)))
  ) {
    return null;
  }
  const start = (inPhrase ? at - 1 : at) - about;
  // An aside right before the count's phrase says more of the object and is left out: "The tolls repaid
  // the cost of construction, about seven million dollars, within ten years" -> "Within how many years did
  // the tolls repay the cost of construction?" (blind-s28 Q22 had the count asked where it stood).
  const aside = asideBefore(tokens, verbAt, start);
  const objectEnd = aside ? aside.start : (tokens[start]?.start ?? 0);
  // The count in a second clause or item ("can also use tablets, or add 5 drops ..."): the verb asked
  // with is not the count's.
  if (
    tokens
      .slice(verbAt + 1, aside ? tokens.indexOf(aside) : start)
      .some((token) => token.pos === 'PUNCT' || token.pos === 'CCONJ')
  ) {
    return null;
  }
  const bound = about ? `${text.slice((tokens[at - about] as Token).start, endOf(tokens, at - 1)).toLowerCase()} ` : '';
  const counted = `${bound}how many ${text.slice((tokens[at + 1] as Token).start, endOf(tokens, end - 1))}`;
  const lead = capitalised(inPhrase ? `${before.value.toLowerCase()} ${counted}` : counted);
  // What follows the count's phrase up to a clause joined further on: "Cicero delivered four speeches against Catiline
  // in the Senate, and five of the conspirators were executed" asks the speeches alone (the audit of session 26).
  const rest = [
    text.slice(endOf(tokens, verbAt), objectEnd).trim(),
    after ? text.slice(after.start, askedClauseEnd(text, tokens, at)).trim() : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
  const asked = imperative ? 'you' : lowerUnlessName(text.slice(0, endOf(tokens, verbAt - 1)), subject, isName);
  const tail = rest ? ` ${rest}` : '';
  if (imperative) {
    // Advice asked as advice: "For at least how many seconds should you scrub your hands?".
    return `${lead} should you ${verb.normal}${tail}?`;
  }
  if (verb.pos === 'AUX' && !owning) {
    return `${lead} ${verb.value.toLowerCase()} ${asked}${tail}?`;
  }
  // No auxiliary: "do", "does" or "did", and the verb's own form ("did the canal carry").
  const support = verb.normal === verb.lemma ? 'do' : /(?:[^s]s|^has)$/.test(verb.normal) ? 'does' : 'did';
  return `${lead} ${support} ${asked} ${verb.lemma}${tail}?`;
}

/** Whether a clause opens with a plural noun a number before it would count: "soldiers marched ...", not "his allies". */
function countsWhatFollows(clause: string): boolean {
  const first = tagSentences(`${clause}.`)[0]?.tokens[0];
  return first !== undefined && first.pos === 'NOUN' && /^\p{Ll}/u.test(first.value) && first.normal !== first.lemma;
}

/**
 * Pronouns that leave a clause cut from its sentence without what they stand for: "and they can continue
 * for ...", "and its mayor served 4 terms" (its what?), "to send after them".
 */
const POINTING_WORDS = new Set('it its they their them this these those he his him she her'.split(' '));
/** What a clause's subject may open with: "the body", "Sea water", "two ships"; not "soon", "during", "then". */
const SUBJECT_OPENERS = new Set(['DET', 'NOUN', 'PROPN', 'ADJ', 'NUM']);

/**
 * The count asked first within the clause that holds it, where a clause joined by ", and" or ", but"
 * before it has a subject of its own: "Sea water contains about 4 percent salt, and the body requires
 * about 2 liters of extra fluid to rid itself of the salt" -> "About how many liters of extra fluid does
 * the body require to rid itself of the salt ...?" (blind-s29 Q1 asked it inside the copied sentence).
 * Null where the clause's subject points back ("and they can continue for weeks").
 */
function frontedInItsClause(text: string, tokens: readonly Token[], at: number, isName?: NameTest): string | null {
  let opener = -1;
  for (let i = at - 1; i > 0; i -= 1) {
    if (tokens[i - 1]?.value === ',' && ['and', 'but'].includes(tokens[i]?.normal ?? '')) {
      opener = i;
      break;
    }
  }
  const first = tokens[opener + 1];
  if (
    opener < 0 ||
    !first ||
    !SUBJECT_OPENERS.has(first.pos) ||
    tokens.slice(opener + 1).some((token) => POINTING_WORDS.has(token.normal))
  ) {
    return null;
  }
  const clause = tokens.slice(opener + 1).map((token) => ({ ...token, start: token.start - first.start }));
  return frontedHowMany(text.slice(first.start), clause, at - opener - 1, isName);
}

/**
 * The count of a relative aside on the subject asked of the subject: "The axial skeleton, which contains 80 bones,
 * forms the central axis of the body" -> "How many bones does the axial skeleton contain?" (the audit of session 20
 * found "The axial skeleton, which contains how many bones, forms ...?"). Only an aside right after a subject that
 * opens the sentence, closed by a comma after the count.
 */
function frontedFromItsAside(text: string, tokens: readonly Token[], at: number, isName?: NameTest): string | null {
  const open = tokens.findIndex((token) => token.value === ',');
  const close = tokens.findIndex((token, i) => i > at && token.value === ',');
  const relative = tokens[open + 1];
  const body = tokens[open + 2];
  if (
    open < 1 ||
    open > at ||
    close < 0 ||
    !body ||
    !['which', 'who', 'that'].includes(relative?.normal ?? '') ||
    // The relative pronoun the aside's subject: "which the Romans held for 400 years" has its own ("For how many
    // years did the castle the Romans hold?", the code review of session 20).
    (body.pos !== 'VERB' && body.pos !== 'AUX') ||
    tokens.slice(0, open).some((token) => !SUBJECT_OPENERS.has(token.pos))
  ) {
    return null;
  }
  const subject = text.slice(0, endOf(tokens, open - 1));
  const shift = subject.length + 1 - body.start;
  const clause = [
    ...tokens.slice(0, open),
    ...tokens.slice(open + 2, close).map((token) => ({ ...token, start: token.start + shift })),
  ];
  return frontedHowMany(`${subject} ${text.slice(body.start, (tokens[close] as Token).start)}`, clause, at - 2, isName);
}

/** Whether the count at `at` stands in a phrase that opens its sentence: "For about 65 days ...", "After three weeks, ...". */
function opensWithTheCount(tokens: readonly Token[], at: number): boolean {
  return at - boundWordsBefore(tokens, at) === 1 && FRONTED_PREPOSITIONS.has(tokens[0]?.normal ?? '');
}

/**
 * The count of a phrase that opens its sentence asked of the sentence with the phrase put last: "In 24 hours the
 * still will produce about 1 liter of water" -> "In how many hours will the still produce about 1 liter of water?"
 * (frontedHowMany); null where that cannot ask it ("For about 65 days the male balances the egg ... and covers it
 * ...": two verbs).
 */
function withThePhraseLast(text: string, tokens: readonly Token[], at: number, isName?: NameTest): string | null {
  let end = at + 2;
  while (ofTail(tokens, end, at)) {
    end += 1;
  }
  const restFrom = tokens[end]?.value === ',' ? end + 1 : end;
  const first = tokens[restFrom];
  const last = tokens.at(-1);
  if (!first || !last) {
    return null;
  }
  const restEnd = last.pos === 'PUNCT' && last.value !== ')' ? tokens.length - 1 : tokens.length;
  const rest = text.slice(first.start, endOf(tokens, restEnd - 1));
  const phrase = text.slice(0, endOf(tokens, end - 1));
  const moved = [
    ...tokens.slice(restFrom, restEnd).map((token) => ({ ...token, start: token.start - first.start })),
    ...tokens.slice(0, end).map((token) => ({ ...token, start: token.start + rest.length + 1 })),
  ];
  return frontedHowMany(`${rest} ${phrase}`, moved, at + (restEnd - restFrom), isName);
}

/** Adverbs between a subject's auxiliary and its first verb that the second verb does without ("can also use"). */
const SHARED_AUXILIARY_ADVERBS = new Set(['also']);

/**
 * The count asked first within the second of two predicates that share their subject (and auxiliary): "You can
 * also use water purification tablets, or add 5 drops of 2 percent tincture of iodine to 1 liter of water" ->
 * "How many drops of 2 percent tincture of iodine can you add to 1 liter of water?" (blind-s52 Q21 asked it
 * inside the copied sentence, "You can also use ..., or add how many drops ...?"). Only where the second verb
 * follows "or" or "and" right after the first predicate, and nothing but "also" stands between the auxiliary
 * and the first verb: a "not" there ("You must not drink sea water, or add ...") would be lost.
 */
function frontedInItsPredicate(text: string, tokens: readonly Token[], at: number, isName?: NameTest): string | null {
  const firstVerb = tokens.findIndex((token) => token.pos === 'AUX' || token.pos === 'VERB');
  const first = tokens[firstVerb];
  if (!first || firstVerb === 0) {
    return null;
  }
  let joint = -1;
  for (let i = at - 1; i > firstVerb; i -= 1) {
    if (['or', 'and'].includes(tokens[i]?.normal ?? '') && tokens[i + 1]?.pos === 'VERB') {
      joint = i;
      break;
    }
  }
  const second = tokens[joint + 1];
  // The subject they share is a plain noun phrase ("The machine never stops and makes 500 bottles": "never" is the
  // first verb's, and "How many bottles does the machine never make?" had said the opposite: the code review of
  // session 20); the second predicate says no pronoun ("or refuel it in 20 minutes").
  if (
    joint < 0 ||
    !second ||
    tokens.slice(0, firstVerb).some((token) => !SUBJECT_OPENERS.has(token.pos) && token.normal !== 'you') ||
    tokens.slice(joint + 1).some((token) => POINTING_WORDS.has(token.normal))
  ) {
    return null;
  }
  // The auxiliary the second verb shares: "can" of "can also use ..., or add"; none of "contains ..., and requires".
  let shared = firstVerb;
  if (first.pos === 'AUX') {
    let verb = firstVerb + 1;
    while (SHARED_AUXILIARY_ADVERBS.has(tokens[verb]?.normal ?? '')) {
      verb += 1;
    }
    if (tokens[verb]?.pos !== 'VERB' || second.normal !== second.lemma) {
      return null;
    }
  } else {
    shared = firstVerb - 1;
  }
  const lead = text.slice(0, endOf(tokens, shared));
  const shift = lead.length + 1 - second.start;
  const predicate = [
    ...tokens.slice(0, shared + 1),
    ...tokens.slice(joint + 1).map((token) => ({ ...token, start: token.start + shift })),
  ];
  return frontedHowMany(`${lead} ${text.slice(second.start)}`, predicate, at - (joint + 1) + shared + 1, isName);
}

/**
 * The opening comma of an aside that ends right before the token at `start`: ", about seven million
 * dollars," after the object of the verb at `verbAt`. Only a phrase of at most six words with no verb,
 * conjunction or other punctuation; null for none.
 */
function asideBefore(tokens: readonly Token[], verbAt: number, start: number): Token | null {
  if (tokens[start - 1]?.value !== ',') {
    return null;
  }
  let open = start - 2;
  while (open > verbAt + 1 && tokens[open]?.value !== ',') {
    open -= 1;
  }
  const inside = tokens.slice(open + 1, start - 1);
  const comma = tokens[open];
  if (
    comma?.value !== ',' ||
    inside.length === 0 ||
    inside.length > 6 ||
    inside.some((token) => ['VERB', 'AUX', 'CCONJ', 'SCONJ', 'PUNCT', 'PRON'].includes(token.pos))
  ) {
    return null;
  }
  return comma;
}

/** Whether the token at `end` still belongs to the count's noun phrase: "of" and what it adds ("of 2 percent tincture of iodine"). */
const SCALES = new Set(['celsius', 'fahrenheit', 'kelvin', 'centigrade']);
function ofTail(tokens: readonly Token[], end: number, at: number): boolean {
  const token = tokens[end];
  if (token === undefined) {
    return false;
  }
  // "45 degrees Celsius": the scale belongs to the unit; so does "per hour" ("10 miles per hour": "How many miles per
  // hour is the speed limit ...?", not "how many miles is the speed limit ... per hour?", the audit of session 21).
  if (token.normal === 'of' || (end === at + 2 && (SCALES.has(token.normal) || token.normal === 'per'))) {
    return true;
  }
  return (
    tokens.slice(at + 2, end).some((other) => other.normal === 'of' || other.normal === 'per') &&
    // Right after "of" a noun phrase opens, whatever the tagger reads ("of extra fluid": "extra" an adverb).
    (['NOUN', 'PROPN', 'ADJ', 'NUM', 'DET'].includes(token.pos) ||
      (token.pos === 'ADV' && tokens[end - 1]?.normal === 'of'))
  );
}

/** Where a token ends in the text. */
function endOf(tokens: readonly Token[], index: number): number {
  const token = tokens[index];
  return token ? token.start + token.value.length : 0;
}

/**
 * The subject as it reads inside a question: "the still", "you", but "Congress", "Governor Clinton". A one-word
 * subject the tagger calls a name only because it opens the sentence is lower-cased where the text never writes it
 * as a name ("must Laptops lock" in the audit of session 20).
 */
function lowerUnlessName(subject: string, tokens: readonly Token[], isName?: NameTest): string {
  // "Groups of ten or more": the first word alone before a lower-case one, no name of the text (the audit texts: "must
  // Groups of ten or more book"); "Bank of England" keeps its capital where the text names it so.
  const head =
    tokens.length === 1 ? subject : /^\p{Ll}/u.test(tokens[1]?.value ?? '') ? (tokens[0]?.value ?? '') : null;
  const named = tokens[0]?.pos === 'PROPN' && !(head !== null && isName !== undefined && !isName(head));
  return named ? subject : `${subject.charAt(0).toLowerCase()}${subject.slice(1)}`;
}

/** Words that give a step its place before the step's comma ("Sixth, let the coffee steep ..."). */
const STEP_PLACES = new Set(
  'first second third fourth fifth sixth seventh eighth ninth tenth next then finally lastly afterwards'.split(' '),
);

/** Words that open a clause: a count right after one is asked in a clause of its own. */
const CLAUSE_OPENERS = new Set(['when', 'if', 'where', 'because', 'while', 'as', 'that', 'which', 'who']);

/** Words that open a range of numbers whose ends stand apart ("from 20 feet to 10 feet"). */
const RANGE_OPENERS = new Set(['from', 'between']);

/** Words that join the two ends of a range of numbers. */
const RANGE_WORDS = new Set(['to', 'and', 'or', '-', '–']);

const FRACTIONS = new Set(['halves', 'thirds', 'quarters', 'fourths', 'fifths', 'tenths']);

/** Counts written as words, as texts write small ones ("two Senators from each State"). */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']
    .map((word, i) => [word, i + 2] as [string, number])
    .concat([
      ['twenty', 20],
      ['thirty', 30],
      ['forty', 40],
      ['fifty', 50],
      ['sixty', 60],
      ['seventy', 70],
      ['eighty', 80],
      ['ninety', 90],
      ['hundred', 100],
    ]),
);

/** The value of a count as written: "2,000", "2.5" or "two". */
export function countValue(count: string): number {
  return NUMBER_WORDS.get(count.toLowerCase()) ?? Number(count.replace(/,/g, ''));
}

/** Words that end the names of places, not people: "Lake Erie" is no answer to "Who ...?". */
const PLACE_WORDS = new Set(
  'new york river lake city state states county canal ocean sea mountains mountain valley island bay street road harbor harbour falls coast ridges company congress house senate united line works'.split(
    ' ',
  ),
);
/**
 * Words that end the name of a prize, an event, a law or a body, no person's: "Nobel Prize" had been offered as
 * an answer to "Who died of aplastic anaemia ...?" (the wrong-key audit of session 19).
 */
const THING_WORDS = new Set(
  (
    'prize prizes award awards medal war wars games olympics cup championship treaty act acts university college ' +
    'school academy museum gallery society institute church cathedral ' +
    // Events, bodies and works a text names as it names people ("Who proposed the tax?" had offered "American
    // Revolution", the seventh audit of session 21).
    'revolution rebellion uprising crisis battle siege plague movement declaration constitution amendment resolves ' +
    'congress parliament council commission committee league union empire kingdom republic company party army navy ' +
    'engine railroad railway canal bridge program programme project mission observatory ' +
    // Offices, which a person holds: "Prime Minister" had been offered for who proposed a tax the Prime Minister did.
    'minister president secretary chancellor governor mayor senator speaker chairman director manager officer ' +
    'supervisor commander'
  ).split(' '),
);

/** Whether a name reads as a person's: two or three capitalised words, none of them a place word nor a thing's. */
export function personLike(name: string): boolean {
  const words = name.split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 3 &&
    words.every((word) => /^\p{Lu}[\p{L}'’.-]*$/u.test(word) && !PLACE_WORDS.has(word.toLowerCase())) &&
    !THING_WORDS.has(words.at(-1)?.toLowerCase() ?? '') &&
    // "North America", "South Africa": a land, never a person ("Who proposed the tax?" had offered North America).
    !isLand(name)
  );
}

/**
 * "Who proposed the canal?" from "DeWitt Clinton proposed the canal." (a person's name, then a
 * verb in the past), or "Who was the Debian Project founded by?" from "The Debian Project was
 * founded in 1993 by Ian Murdock." (the passive with "by" and a name at its end). Null otherwise.
 */
export function whoQuestion(sentence: SentenceInfo): { stem: string; name: string } | null {
  if (!sentence.statement) {
    return null;
  }
  const { text, tokens } = claimTokens(sentence);
  // Active: the name leads and the verb follows it.
  const nameEnd = tokens.findIndex((token) => token.pos !== 'PROPN');
  const verb = tokens[nameEnd];
  const after = tokens[nameEnd + 1];
  if (
    nameEnd >= 2 &&
    verb?.pos === 'VERB' &&
    verb.normal !== verb.lemma &&
    !/s$/.test(verb.normal) &&
    after &&
    !PRONOUNS.has(after.normal)
  ) {
    const name = text.slice(0, verb.start).trim();
    if (personLike(name)) {
      return { stem: `Who ${text.slice(verb.start)}?`, name };
    }
  }
  // Passive: "<subject> was <participle> ... by <Name>" with the name ending the claim.
  const by = text.lastIndexOf(' by ');
  const auxAt = tokens.findIndex((token) => token.pos === 'AUX' && BE_FORMS.has(token.normal));
  const aux = tokens[auxAt];
  const participle = tokens[auxAt + 1];
  if (by < 0 || !aux || !participle || participle.pos !== 'VERB' || auxAt === 0 || auxAt > 8) {
    return null;
  }
  // The name ends the claim or a relative clause follows it ("by DeWitt Clinton, who became ...").
  const name = (text.slice(by + 4).split(',')[0] ?? '').trim();
  const subjectTokens = tokens.slice(0, auxAt);
  if (!personLike(name) || subjectTokens.some((token) => !SUBJECT_PARTS.has(token.pos))) {
    return null;
  }
  const subject = subjectInQuestion(subjectTokens, capitalised(text), aux.start);
  // "taken up" keeps its particle; a longer middle ("founded in 1993") is left out.
  const middle = text.slice(participle.start, by).trim();
  const verbPhrase = /\d/.test(middle) || countWords(middle) > 3 ? participle.value : middle;
  // Turned active where the verb's past is known and the passive is past: "Who took up the cause?", not "Who was
  // the cause taken up by?" (a preposition left at the end reads awkward). Its particle stays with the verb, what
  // else stood before "by" follows the object ("Who sent the report to Paris?"); a present passive ("is written
  // by") keeps its form, as its active would change its tense.
  const past = ['was', 'were'].includes(aux.normal) ? pastOfParticiple(participle.normal) : null;
  if (past === null) {
    return { stem: `Who ${aux.normal} ${subject} ${verbPhrase} by?`, name };
  }
  const afterVerb = verbPhrase.slice(participle.value.length).trim();
  const particle = PARTICLES.has(afterVerb.toLowerCase()) ? ` ${afterVerb}` : '';
  const rest = afterVerb !== '' && particle === '' ? ` ${afterVerb}` : '';
  return { stem: `Who ${past}${particle} ${subject}${rest}?`, name };
}

/** Particles of a phrasal verb, which stay with it: "took up", "set out", "handed over". */
const PARTICLES = new Set(['up', 'out', 'down', 'off', 'over', 'away', 'back', 'on', 'in']);

/** Participles whose past differs ("taken": "took"); "-ed" participles and "made", "built", ... are their past. */
const PAST_OF_PARTICIPLE = new Map(
  (
    'taken took|undertaken undertook|mistaken mistook|shaken shook|written wrote|given gave|forgiven forgave|' +
    'chosen chose|drawn drew|known knew|seen saw|begun began|done did|shown showed|grown grew|thrown threw|' +
    'driven drove|ridden rode|spoken spoke|stolen stole|broken broke|forgotten forgot|eaten ate|fallen fell|' +
    'beaten beat|sworn swore|sung sang|rung rang|drunk drank|sunk sank|frozen froze|woven wove|hidden hid|' +
    'bitten bit|overtaken overtook|withdrawn withdrew|overthrown overthrew|rewritten rewrote|proven proved'
  )
    .split('|')
    .map((pair) => pair.split(' ') as [string, string]),
);
const PARTICIPLE_IS_PAST = new Set(
  'made held paid laid kept sent bound put set read brought found told sold built spent left lost met heard won led fed taught thought bought caught fought sought dug hung lit meant shot struck understood'.split(
    ' ',
  ),
);

/** A participle's simple past, for a question that asks its agent ("Who founded ...?"); null where it is not known. */
function pastOfParticiple(participle: string): string | null {
  if (/ed$/.test(participle) || PARTICIPLE_IS_PAST.has(participle)) {
    return participle;
  }
  return PAST_OF_PARTICIPLE.get(participle) ?? null;
}
