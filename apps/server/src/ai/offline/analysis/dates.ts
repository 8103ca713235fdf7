import { leansOnTheTextBefore, type SentenceInfo } from './statements.ts';
import { monthNumber } from './english.ts';
import { countWords } from './words.ts';

export interface DatedEvent {
  year: number;
  /**
   * When in the year, where the text says: its month (1 to 12) and day, 0 where it gives none ("In March 1765 ...":
   * 3 and 0). Events of one year are put in order by them.
   */
  month: number;
  day: number;
  sentenceId: number;
  /** The event without its date ("Denmark granted limited home rule"). */
  event: string;
}

/** ", on July 4, 1817," with its year: a literal, the year checked by the caller. */
const DAY_OF_MONTH =
  /,? \bon (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, (\d{4})\b,?/;

/**
 * " on 12 May 1820", " until 30 January 1948": a day before its month, as British English writes it, with its
 * year (checked by the caller). The audit of session 21 found no event dated so.
 */
const DAY_BEFORE_MONTH =
  / \b(?:on|in|by|since|from|until) \d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})\b/;

/**
 * A date that opens the sentence, with its year (checked by the caller): "In 1853 she became ...", "In 1854,
 * during the Crimean War, Britain ...", "On 17 December 1903, at Kill Devil Hills, Orville made ...", "In May
 * 1215 the rebel barons ...". The wrong-key audit of session 21 found no events (no ORDERING, no year
 * MATCHING) in biographies written so: the patterns below take a date after a lower-case word only. A year
 * then goes on to a capital that is no "BC", a pronoun or an article, or a comma: "In 1500 soldiers marched" and
 * "In 2000 metres of water" count, "In 1200 BC" is no year of ours (the code review of session 21).
 */
const OPENING_DATE =
  /^(?:In|On|During) (?:(?:early|late|mid) )?(?:\d{1,2} )?(?:(?:January|February|March|April|May|June|July|August|September|October|November|December) )?(?:\d{1,2}, )?(\d{4})(?:, | (?=\p{Lu}(?!\.?C\b|CE\b)|(?:the|a|an|his|her|its|their|she|he|they|it|we|this|these|those|there)\b))/u;

/**
 * Words that bound a time by an event: "after the death of Otto Lilienthal in a crash in 1896", "After
 * returning to England in 1856": a year inside such a phrase (a noun phrase or an "-ing" clause after the
 * word, no comma before the year) dates that phrase, not the sentence's verb (the wrong-key audit of session
 * 21 found "In what year did the brothers become seriously interested in flight after the death of ...
 * Lilienthal in a crash?" keyed 1896, the year of the crash). "the following" is no such word.
 */
const BOUNDS = new Set(['after', 'before', 'following', 'until', 'since']);
const NOUN_PHRASE_OPENINGS = new Set(['the', 'a', 'an', 'his', 'her', 'its', 'their']);

/**
 * Verbs of saying and believing that open a reported clause with "that": "William said that Edward had
 * promised the crown to him in 1051": the year dates the promise, not the saying (the audit of session 21
 * found the pair 1051 ↔ "William of Normandy said that Edward had promised ..."). A short closed list, as
 * English has one; "told him that" with one word between.
 */
const REPORTING_VERBS = new Set(
  'said claimed stated argued announced declared reported insisted believed thought knew wrote told explained admitted denied suggested maintained'.split(
    ' ',
  ),
);

/**
 * Whether the year that follows `before` (the sentence up to it) dates something other than the sentence's
 * own event: the phrase of an "after" or "until" it stands in, or a reported clause.
 */
export function yearDatesAnotherPhrase(before: string): boolean {
  const wordsOf = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word !== '');
  const words = wordsOf(before);
  const reported = words.some(
    (word, at) => REPORTING_VERBS.has(word) && (words[at + 1] === 'that' || words[at + 2] === 'that'),
  );
  const clause = wordsOf(before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(';')) + 1));
  const bound = clause.some((word, at) => {
    const next = clause[at + 1] ?? '';
    return BOUNDS.has(word) && clause[at - 1] !== 'the' && (NOUN_PHRASE_OPENINGS.has(next) || next.endsWith('ing'));
  });
  // "Marie chose to study the rays ..., which Henri Becquerel had discovered in 1896": the year dates the relative
  // clause, not Marie's choice (the audit of session 24).
  const relative = RELATIVE_OPENINGS.has(clause[0] ?? '');
  return reported || bound || relative;
}
const RELATIVE_OPENINGS = new Set(['which', 'who', 'whom', 'whose', 'where']);

/**
 * A time an event opens with that counts from the event before it ("Three years later, in April 1906, Pierre was
 * killed ..."): in a timeline it tells the item's place, and its date gone it read "Three years later,, Pierre ..."
 * (the audit of session 24). Word by word: a pattern of a count's words before the unit backtracks.
 */
function withoutRelativeTime(event: string): string {
  const words = event.split(' ');
  // Commas trimmed by hand: "/,+$/" backtracks polynomially on a run of commas (scripts/regex-safety.test.ts).
  const bare = (word: string | undefined) => {
    let text = (word ?? '').toLowerCase();
    while (text.endsWith(',')) {
      text = text.slice(0, -1);
    }
    return text;
  };
  const rest = (from: number) =>
    words
      .slice(from)
      .join(' ')
      .replace(/^[\s,]+/, '');
  if (bare(words[0]) === 'later' && bare(words[1]) === 'that') {
    return rest(3);
  }
  const later = words.slice(0, 7).findIndex((word) => bare(word) === 'later');
  const counted =
    later >= 2 &&
    RELATIVE_UNITS.has(bare(words[later - 1]).replace(/s$/, '')) &&
    words.slice(0, later - 1).every((word) => COUNT_WORDS.has(bare(word)) || /^\d+$/.test(word));
  return counted ? rest(later + 1) : event;
}
const RELATIVE_UNITS = new Set(['year', 'month', 'week', 'day', 'decade', 'hour', 'minute']);
/** Words that count a time ("three", "a few", "two and a half"). */
const COUNT_WORDS = new Set(
  'a an and half few several some about around nearly almost one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty'.split(
    ' ',
  ),
);

/** Openings that leave an event without its subject: "She arrived with thirty-eight nurses." */
const PRONOUN_OPENING = /^(?:he|she|they|it|his|her|their|its|this|these|those)\b/i;

/** Four-digit years 1000-2099 standing alone. */
const YEARS = /\b(1[0-9]{3}|20[0-9]{2})\b/g;
const yearsIn = (text: string): string[] => text.match(YEARS) ?? [];

/** Statements that date one event with one year, the event told without its date. */
export function findEvents(sentences: readonly SentenceInfo[]): DatedEvent[] {
  const events: DatedEvent[] = [];
  for (const sentence of sentences) {
    // "Because of this work she became the first woman elected ...", "... the rule linking these three quantities": an
    // event told of what the sentences before name (the audits of session 26).
    if (!sentence.statement || leansOnTheTextBefore(sentence, { datedHere: true })) {
      continue;
    }
    const years = [...new Set(yearsIn(sentence.text))];
    if (years.length !== 1) {
      continue;
    }
    const year = years[0] as string;
    // Whitespace collapsed first: the patterns below open with \s* and would rescan a long run.
    const claim = sentence.claim.replace(/\s+/g, ' ');
    const yearAt = [...claim.matchAll(YEARS)].find((match) => match[0] === year)?.index;
    if (yearAt !== undefined && yearDatesAnotherPhrase(claim.slice(0, yearAt))) {
      continue;
    }
    // "... struggled to find workers until 1865, when it began hiring ...": the "when" clause is the year's too, and
    // without it the event read "..., when it began hiring" (the re-audit of session 21).
    if (yearAt !== undefined && claim.slice(yearAt + year.length).startsWith(', when ')) {
      continue;
    }
    const removed = claim
      .replace(OPENING_DATE, (date: string, dated: string) => (dated === year ? '' : date))
      .replace(
        new RegExp(
          String.raw`\s*,?\s*\b(?:in|during|by|since|from|until|of|on)\s+(?:the\s+year\s+)?(?:(?:early|late|mid)\s+)?${year}\b`,
        ),
        '',
      )
      .replace(new RegExp(String.raw`\b(?:in|by)\s+\w+\s+${year}\b`), '')
      .replace(DAY_BEFORE_MONTH, (date: string, dated: string) => (dated === year ? '' : date))
      // "on July 4, 1817", "on October 26, 1825": a day of a month goes with its year.
      .replace(DAY_OF_MONTH, (date: string, dated: string) => (dated === year ? '' : date))
      .trim();
    const event = withoutBareAside(capitalised(tidied(withoutRelativeTime(removed))), claim, sentence);
    if (yearsIn(event).includes(year) || countWords(event) < 4) {
      continue;
    }
    const withSubject = resolvedOpening(event, sentence);
    if (withSubject === null) {
      continue;
    }
    events.push({
      year: Number(year),
      ...monthAndDayBefore(yearAt === undefined ? '' : claim.slice(0, yearAt)),
      sentenceId: sentence.id,
      event: withoutDanglingParticiple(withSubject, sentence),
    });
  }
  return events;
}

/**
 * The month and day a text writes right before a year: "March 1765" (3, 0), "14 August 1765" (8, 14), "October
 * 26, 1825" (10, 26); 0 and 0 for a year alone.
 */
function monthAndDayBefore(beforeYear: string): { month: number; day: number } {
  const words = beforeYear
    .trimEnd()
    .split(' ')
    .slice(-2)
    .map((word) => word.replace(/,$/, ''));
  const [second = '', last = ''] = words.length === 2 ? words : ['', words[0] ?? ''];
  const dayOf = (word: string) => (/^\d{1,2}$/.test(word) ? Number(word) : 0);
  if (monthNumber(last) > 0) {
    return { month: monthNumber(last), day: dayOf(second) };
  }
  if (dayOf(last) > 0 && monthNumber(second) > 0) {
    return { month: monthNumber(second), day: dayOf(last) };
  }
  return { month: 0, day: 0 };
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The event without the space a removed date leaves before a comma or a full stop: "King John died in
 * October 1216, and ..." is "King John died, and ...", not "King John died , and ..." (the audit of session 21).
 */
const tidied = (event: string) =>
  event
    .replace(/ {2,}/g, ' ')
    .replace(/\s+\./, '.')
    .replace(/ ([,;:])/g, '$1')
    // "Three years later, in April 1906, Pierre ...": the date between two commas leaves one.
    .replace(/,,/g, ',')
    // "... met at Promontory Summit, in Utah Territory, on 10 May 1869.": the aside's comma goes with the date.
    .replace(/,\./, '.');

/**
 * The event without an aside its date leaves a lone participle: "the Treaty of Stralsund, signed in 1370,
 * gave ..." told without its date is "the Treaty of Stralsund gave ...", not "..., signed, gave ..." (the
 * audit of session 21). Only an aside the claim did not already hold.
 */
function withoutBareAside(event: string, claim: string, sentence: SentenceInfo): string {
  const aside = /, (\w+(?:ed|en)), /.exec(event);
  const participle = aside?.[1];
  if (
    !aside ||
    claim.includes(aside[0]) ||
    !sentence.tokens.some((token) => token.value === participle && token.pos === 'VERB')
  ) {
    return event;
  }
  return `${event.slice(0, aside.index)} ${event.slice(aside.index + aside[0].length)}`;
}

/**
 * The event with its subject: an opening "It" or "They" the sentence resolves (analysis/antecedents.ts) is
 * shown as its antecedent; any other pronoun leaves null ("She arrived with thirty-eight nurses." says
 * nothing of who, once out of its paragraph: the audit of session 21).
 */
function resolvedOpening(event: string, sentence: SentenceInfo): string | null {
  const opening = sentence.opening;
  if (opening && event.startsWith(`${opening.pronoun} `)) {
    return `${opening.antecedent}${event.slice(opening.pronoun.length)}`;
  }
  return PRONOUN_OPENING.test(event) ? null : event;
}

/**
 * The event without a participle its date leaves hanging at the end: "... in a series of essays
 * published in 1807." told without its date is "... in a series of essays." (blind-s11 Q23), not
 * "... essays published.". Only a participle right after a noun: "the canal was completed." keeps its
 * verb.
 */
function withoutDanglingParticiple(event: string, sentence: SentenceInfo): string {
  if (!event.endsWith('.')) {
    return event;
  }
  const words = event.slice(0, -1).split(' ');
  const [noun, participle] = words.slice(-2);
  const tagged = (value: string | undefined, tags: readonly string[]) =>
    sentence.tokens.some((token) => token.value === value && tags.includes(token.pos));
  if (words.length < 6 || !participle || !/(?:ed|en)$/.test(participle) || !tagged(noun, ['NOUN', 'PROPN'])) {
    return event;
  }
  // Only a participle after the event's own verb ("was set out by ... essays published"): a verb alone is
  // the event ("The first steamboats on the Hudson River appeared.", the session 8 review).
  const isVerb = (word: string) =>
    sentence.tokens.some((token) => token.value === word && (token.pos === 'VERB' || token.pos === 'AUX'));
  const before = words.slice(0, -2);
  const lastVerb = before.findLastIndex(isVerb);
  // "..., and the work stopped.": the noun opens a clause of its own, whose verb the participle is (the audit of
  // session 24: "The company went bankrupt, and the work.").
  // Only a joiner right before the noun or its determiner: "Young and Fresnel in a series of essays published" keeps
  // its "and" between names (the code review of session 24).
  const joiner = (word: string | undefined) =>
    word !== undefined && (CLAUSE_JOINERS.has(word.toLowerCase().replace(/[,;]$/, '')) || /;$/.test(word));
  const ownClause =
    joiner(words.at(-3)) || (joiner(words.at(-4)) && NOUN_PHRASE_OPENINGS.has((words.at(-3) ?? '').toLowerCase()));
  // Only a participle the date followed ("essays published in 1807"): "... the same age at which her father died." ends
  // on its own verb, whose date stood before it (it had read "... at which her father.": the audit of session 25).
  const at = sentence.tokens.findLastIndex((token) => token.value === participle);
  const dated = ['ADP', 'NUM'].includes(sentence.tokens[at + 1]?.pos ?? '');
  return lastVerb >= 0 && !ownClause && dated && tagged(participle, ['VERB'])
    ? `${words.slice(0, -1).join(' ')}.`
    : event;
}
const CLAUSE_JOINERS = new Set(['and', 'but', 'so', 'yet', 'while', 'whereas', 'when']);
