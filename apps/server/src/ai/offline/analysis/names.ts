import type { SentenceInfo } from './statements.ts';
import type { TermInfo, TermOccurrence } from './terms.ts';
import { DAYS, isEnglishName, MONTHS, NOMINATIVES, zipf } from './english.ts';
import { isLand } from './lands.ts';

/**
 * What the text shows a one-word name to be: a person ("Napoleon", "Adams"), a place ("Braintree", "Nola"), or
 * both ("Quincy" of "John Quincy Adams" and "his farm in Quincy").
 */
export type NameSort = 'person' | 'place' | 'mixed';

/** A person's sex as the text's pronouns tell it. */
export type Sex = 'male' | 'female';

/** The sex a gendered pronoun gives its antecedent ("he", "her", ...). */
export const PRONOUN_SEX: ReadonlyMap<string, Sex> = new Map([
  ['he', 'male'],
  ['him', 'male'],
  ['his', 'male'],
  ['himself', 'male'],
  ['she', 'female'],
  ['her', 'female'],
  ['hers', 'female'],
  ['herself', 'female'],
]);

/** What the text tells of its names of people and places, read once per document. */
export interface NameFacts {
  /**
   * The sex of a person's name as the gendered pronouns that refer to it tell it, by term key (sexesOf): the most
   * pronouns decide, and a tie tells nothing.
   */
  sexes: ReadonlyMap<string, Sex>;
  /** One-word names the text shows to be a person, a place or both. */
  sorts: ReadonlyMap<string, NameSort>;
  /** The full names of people ("Napoleon Bonaparte", "Marie Curie") each word of them is part of. */
  fullNamesOfWord: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The name that is a sentence's subject (subjectName) and the names it holds that may be someone's, as the
   * sentence writes them; the subject is undefined where no name is.
   */
  namesOf?: (sentence: SentenceInfo) => { subject: NameInSentence | undefined; names: readonly NameInSentence[] };
  /** Whether the pronouns tell a name's sex by a margin of FIRM_MARGIN or more. */
  hasAFirmSex?: (key: string) => boolean;
}

/** A name as a sentence writes it: its term key (a full name's for its given name: "marie curie" for "Marie"). */
export interface NameInSentence {
  key: string;
  start: number;
  end: number;
}

/** Words before a name that make it a person's: "President Adams", "Admiral Nelson". */
export const TITLES = new Set(
  'president governor king queen emperor empress general admiral dr mr mrs ms miss sir lord lady pope prince princess duke duchess captain professor senator judge chancellor tsar czar pharaoh consul'.split(
    ' ',
  ),
);
/**
 * Prepositions of where before a name: "at Nola", "in Quincy". Not "to" or "from", which a person takes as
 * often ("lost the election to Jefferson", "a letter from Abigail").
 */
const WHERE_PREPOSITIONS = new Set(['in', 'at', 'near', 'into', 'across', 'throughout', 'outside']);

/** Words of an office or an honour, not of a person's name: "Vice President", "Chief Justice", "Nobel Prize". */
export const OFFICE_WORDS = new Set([
  'vice',
  'chief',
  'justice',
  'authority',
  'prize',
  'award',
  'medal',
  'court',
  'party',
  'cup',
]);

/**
 * Two or three capitalised words, none a title or an office's: the shape of a person's full name ("Marie
 * Curie"; a kind word makes a place's: nameClass). "Vice President" names an office, whose "President" is
 * no one's name.
 */
const fullNameShape = (surface: string) =>
  /^\p{Lu}\S*(?: \p{Lu}\S*){1,2}$/u.test(surface) &&
  surface.split(' ').every((word) => !TITLES.has(word.toLowerCase()) && !OFFICE_WORDS.has(word.toLowerCase()));

/**
 * The sorts of the text's one-word names and the words of its people's full names. A one-word name is a
 * person's where it is a word of a full name or follows a title, a place's where it is a land or follows a
 * preposition of where; "Braintree" for "Jefferson" or "Corsica" for "Napoleon" are swaps no reader weighs
 * (the wrong-key audit of session 17). The sexes of names are sexesOf's.
 */
export function nameFactsOf(
  sentences: readonly SentenceInfo[],
  terms: ReadonlyMap<string, TermInfo>,
  isPersonName: (surface: string) => boolean,
): NameFacts {
  const fullNamesOfWord = new Map<string, Set<string>>();
  for (const term of terms.values()) {
    if (term.kind === 'proper' && term.words > 1 && fullNameShape(term.surface) && isPersonName(term.surface)) {
      for (const word of term.surface.split(' ')) {
        fullNamesOfWord.set(word, (fullNamesOfWord.get(word) ?? new Set<string>()).add(term.surface));
      }
    }
  }
  const person = new Set<string>();
  const place = new Set<string>();
  for (const sentence of sentences) {
    for (const occurrence of sentence.terms) {
      const term = terms.get(occurrence.key);
      if (!term || term.kind !== 'proper') {
        continue;
      }
      const before = sentence.tokens.findLast((token) => token.start < occurrence.start)?.normal ?? '';
      // A longer name is a place's where a preposition of where stands before it ("crowned in Westminster Abbey" is no
      // place for "Harald Hardrada": the audit of session 21); a person's full name is told by its words (nameClass).
      if (term.words > 1) {
        // "in Queen Victoria's reign": the name owns what is the place (the code review of session 21).
        const possessive = /^['’]s\b/u.test(sentence.text.slice(occurrence.end));
        if (WHERE_PREPOSITIONS.has(before) && !possessive) {
          place.add(term.key);
        }
        continue;
      }
      // "a sergeant in Napoleon's army": the name owns what the preposition places, and an army, a wife or a theory is
      // a person's ("the faculty of sciences at Napoleon" had been a false statement of "at Lille": the audit of
      // session 25).
      const owned = /^['’]s (\p{L}+)/u.exec(sentence.text.slice(occurrence.end))?.[1]?.toLowerCase();
      if (
        TITLES.has(before) ||
        fullNamesOfWord.has(term.surface) ||
        (owned !== undefined && PERSONS_OWN.has(owned) && !isLand(term.surface))
      ) {
        person.add(term.key);
      }
      // "in July", "on Monday": a time, no place.
      const time = MONTHS.has(term.key) || DAYS.has(term.key);
      if ((WHERE_PREPOSITIONS.has(before) && !time && owned === undefined) || isLand(term.surface)) {
        place.add(term.key);
      }
    }
  }
  const sorts = new Map<string, NameSort>();
  for (const key of person) {
    sorts.set(key, place.has(key) ? 'mixed' : 'person');
  }
  for (const key of place) {
    if (!person.has(key)) {
      sorts.set(key, 'place');
    }
  }
  const mayBeSomeone = (key: string) =>
    !place.has(key) && !MONTHS.has(key) && !DAYS.has(key) && !isLand(terms.get(key)?.surface ?? key);
  // "Marie" of "Marie Curie", "Pasteur" of "Louis Pasteur" are one person to the pronouns (not "Curie" of Marie and
  // Pierre Curie): "Marie took over his post" refers to someone else.
  const keyOfSurface = new Map([...terms.values()].map((term) => [term.surface, term.key]));
  const personOf = (key: string) => {
    const surface = terms.get(key)?.surface ?? '';
    const fullNames = [...(fullNamesOfWord.get(surface) ?? [])];
    const fullName = fullNames.length === 1 ? fullNames[0] : undefined;
    return (fullName && keyOfSurface.get(fullName)) ?? key;
  };
  const namesOf = (sentence: SentenceInfo) => {
    const names = namesIn(sentence, terms, mayBeSomeone, personOf);
    return { subject: subjectName(sentence, names), names };
  };
  const { sexes, firm } = sexesOf(sentences, namesOf);
  for (const key of terms.keys()) {
    const sex = sexes.get(personOf(key));
    if (sex) {
      sexes.set(key, sex);
    }
  }
  return { sorts, fullNamesOfWord, sexes, namesOf, hasAFirmSex: (key) => firm.has(personOf(key)) };
}

/**
 * The names of a sentence that may be someone's (not a place's or a month's), in the order they stand, a name inside
 * a longer one ("Curie" of "Marie Curie") left out.
 */
function namesIn(
  sentence: SentenceInfo,
  terms: ReadonlyMap<string, TermInfo>,
  mayBeSomeone: (key: string) => boolean,
  personOf: (key: string) => string,
): NameInSentence[] {
  // "Several of his portraits ...", "Music and dancing were ...": a common word capitalised only as the sentence's first
  // is no name (it had taken his and her pronouns from Pasteur and Elizabeth: the audit of session 25).
  const firstWordOnly = (occurrence: TermOccurrence) =>
    occurrence.start === 0 &&
    !occurrence.surface.includes(' ') &&
    zipf(occurrence.surface) > 0 &&
    !isEnglishName(occurrence.surface);
  return sentence.terms
    .filter(
      (occurrence) =>
        terms.get(occurrence.key)?.kind === 'proper' && mayBeSomeone(occurrence.key) && !firstWordOnly(occurrence),
    )
    .map((occurrence) => ({ key: personOf(occurrence.key), start: occurrence.start, end: occurrence.end }))
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((name, index, all) => !all.slice(0, index).some((longer) => longer.end >= name.end));
}

/** What only a person has: "Napoleon's army", "Pasteur's wife", "Darwin's theory". */
const PERSONS_OWN = new Set(
  'army wife husband son daughter father mother brother sister children family death birth life career reign theory discovery discoveries experiments letters diary'.split(
    ' ',
  ),
);

/** Words that open a clause before the sentence's main one: its first name is no subject of the sentence. */
const CLAUSE_OPENERS = new Set(
  'after when while because although though if since as before until once whereas unless whenever'.split(' '),
);
/** How many of the latest subjects a pronoun whose sex the latest one does not have may refer back to. */
const TOPICS_KEPT = 6;

/**
 * The sexes of names as the pronouns that refer to them tell them. A pronoun refers to the subject of its sentence
 * where a name stands there before it ("Pierre was killed when he was struck"), else to the last name that was a
 * sentence's subject ("Marie Curie was born in Warsaw. In 1891 she moved to Paris": Marie, never Warsaw or Paris). Where
 * that name is told of the other sex by more pronouns so far, the pronoun refers to an earlier subject of its sex, or
 * to the last name before it that may be someone (not a place or a month) and is not told of the other sex ("... she
 * met Pierre Curie. He was a physicist"). An object pronoun ("the Sorbonne appointed her") never refers to its own
 * clause's subject. Each name's sex is the one more pronouns give it; a word of one full name only is that person
 * ("Marie" of "Marie Curie", "Pasteur" of "Louis Pasteur": personOf). The old rule, the first pronoun after a name, had made Paris, the Alps
 * and Pierre female in a biography of Marie Curie (the audit of session 24).
 */
function sexesOf(
  sentences: readonly SentenceInfo[],
  namesOf: (sentence: SentenceInfo) => { subject: NameInSentence | undefined; names: readonly NameInSentence[] },
): { sexes: Map<string, Sex>; firm: Set<string> } {
  const votes = new Map<string, { male: number; female: number }>();
  const votesOf = (key: string) => votes.get(key) ?? { male: 0, female: 0 };
  const other = (sex: Sex): Sex => (sex === 'male' ? 'female' : 'male');
  const toldOtherwise = (key: string, sex: Sex) => votesOf(key)[other(sex)] > votesOf(key)[sex];
  const vote = (key: string, sex: Sex) => votes.set(key, { ...votesOf(key), [sex]: votesOf(key)[sex] + 1 });
  // What the text says a name is first: "her mother was Anne Boleyn", "Anne Boleyn, his second wife", "his son Edward"
  // (a pronoun between had made Anne Boleyn a man's name: the audit of session 25).
  for (const sentence of sentences) {
    for (const name of namesOf(sentence).names) {
      const sex = sexNamedBeside(sentence, name);
      if (sex) {
        vote(name.key, sex);
        vote(name.key, sex);
      }
    }
  }
  const topics: string[] = [];
  let namesBefore: readonly NameInSentence[] = [];
  for (const sentence of sentences) {
    const { subject, names } = namesOf(sentence);
    // One vote of a sex per name and sentence: a sentence's "He ... him" is one guess, not two.
    const votedHere = new Set<string>();
    const voteHere = (key: string, sex: Sex) => {
      if (!votedHere.has(`${key} ${sex}`)) {
        votedHere.add(`${key} ${sex}`);
        vote(key, sex);
      }
    };
    const firstVerb =
      sentence.tokens.find((token) => token.pos === 'VERB' || token.pos === 'AUX')?.start ?? sentence.text.length;
    for (const token of sentence.tokens) {
      const sex = PRONOUN_SEX.get(token.normal);
      if (!sex) {
        continue;
      }
      // Not a pronoun inside the subject's own phrase ("Walter Raleigh, one of her favourite courtiers, sponsored ...")
      // nor one after another name ("Ada Lovelace met Charles Babbage, and he showed her ...": the code review of
      // session 25).
      const nameBetween = names.some((name) => subject && name.start > subject.start && name.start < token.start);
      const ownSubject =
        subject && subject.start < token.start && token.start > firstVerb && !nameBetween ? subject.key : null;
      const agrees = (key: string) => votesOf(key)[sex] > votesOf(key)[other(sex)];
      const untold = (key: string) => votesOf(key).male === 0 && votesOf(key).female === 0;
      // Only "he" and "she", or a pronoun of a sentence whose subject is no name ("Her father was ..."), tell the sex of a
      // name no pronoun has told yet: "Marie became his closest assistant" says nothing of Marie (the code review of
      // session 25).
      const nominative = NOMINATIVES.has(token.normal);
      // Among the latest subjects, one of the pronoun's sex first, then the latest if it has none: "Parliament declared
      // the young princess illegitimate. Although she lost her title, ..." is still Elizabeth (the audit of session 25).
      const referent =
        ownSubject && (nominative || agrees(ownSubject))
          ? ownSubject
          : (topics.find((key) => key !== ownSubject && agrees(key)) ??
            ((nominative || !subject || subject.start > token.start) &&
            topics[0] !== undefined &&
            topics[0] !== ownSubject &&
            untold(topics[0])
              ? topics[0]
              : null));
      if (referent !== null && !toldOtherwise(referent, sex)) {
        voteHere(referent, sex);
        continue;
      }
      if (!nominative) {
        continue;
      }
      const earlier = [...namesBefore, ...names.filter((name) => name.start < token.start)]
        .reverse()
        .find((name) => name.key !== ownSubject && !toldOtherwise(name.key, sex))?.key;
      if (earlier !== undefined) {
        voteHere(earlier, sex);
      }
    }
    if (subject) {
      topics.splice(
        0,
        topics.length,
        ...[subject.key, ...topics.filter((key) => key !== subject.key)].slice(0, TOPICS_KEPT),
      );
    }
    namesBefore = names;
  }
  const sexes = new Map<string, Sex>();
  const firm = new Set<string>();
  for (const [key, { male, female }] of votes) {
    if (male !== female) {
      sexes.set(key, male > female ? 'male' : 'female');
    }
    if (Math.abs(male - female) >= FIRM_MARGIN) {
      firm.add(key);
    }
  }
  return { sexes, firm };
}

/**
 * How many more pronouns of one sex than of the other make a name's sex firm: a sex one pronoun gives may be that
 * pronoun's own guess ("He died in Greece in 1824, when Ada was eight" had made Ada a man's name, then read "He" as
 * her: the code review of session 25).
 */
const FIRM_MARGIN = 2;

/** Nouns of one sex, said of a person ("was the first woman", "his wife, Anne", "her son Edward"). */
export const SEX_NOUNS: ReadonlyMap<string, Sex> = new Map([
  ...'woman women girl mother wife daughter sister queen'.split(' ').map((word) => [word, 'female'] as const),
  ...'man men boy father husband son brother king'.split(' ').map((word) => [word, 'male'] as const),
]);

/** Words that open an aside of what a person is to someone ("Anne Boleyn, his second wife"). */
const ASIDE_OPENERS = new Set(['his', 'her', 'their', 'the', 'a', 'an']);

/**
 * The sex a noun beside a name gives it: before it ("his wife, Anne", "her son Edward", "her mother was Anne
 * Boleyn") or after it in an aside ("Anne Boleyn, his second wife").
 */
function sexNamedBeside(sentence: SentenceInfo, name: NameInSentence): Sex | undefined {
  const before = sentence.tokens.filter((token) => token.start < name.start && token.value !== ',');
  const noun = before.at(-1)?.lemma === 'be' ? before.at(-2) : before.at(-1);
  // The aside a determiner opens and the noun ends, adjectives between ("his second wife"); not "the Russian Empire,
  // and women were ...".
  const after = sentence.tokens.filter((token) => token.start >= name.end);
  const asideEnd = after.findIndex((token, i) => i >= 2 && !['ADJ', 'NUM', 'ADV'].includes(token.pos));
  const aside =
    after[0]?.value === ',' && ASIDE_OPENERS.has(after[1]?.normal ?? '') && asideEnd > 0 ? after[asideEnd] : undefined;
  return SEX_NOUNS.get(noun?.normal ?? '') ?? (aside ? SEX_NOUNS.get(aside.normal) : undefined);
}

/**
 * The name that is the subject of the sentence: its first name that may be someone, where no verb, preposition or
 * clause opener stands before it and no "'s" after it ("Pierre's death" is the subject's owner).
 */
function subjectName(sentence: SentenceInfo, names: readonly NameInSentence[]): NameInSentence | undefined {
  if (CLAUSE_OPENERS.has(sentence.tokens[0]?.normal ?? '')) {
    return undefined;
  }
  const firstVerb = sentence.tokens.find((token) => token.pos === 'VERB' || token.pos === 'AUX')?.start ?? Infinity;
  return names.find((name) => {
    // "During the First World War, Curie developed ...": a name in a phrase of a preposition is none.
    const before = sentence.tokens.filter((token) => token.start < name.start);
    const governing = before.findLast((token) => !NAME_MODIFIERS.has(token.pos));
    return name.start < firstVerb && governing?.pos !== 'ADP' && !/^['’]s\b/u.test(sentence.text.slice(name.end));
  });
}

/** Words that may stand between a preposition and the name it governs ("in the First World War"). */
const NAME_MODIFIERS = new Set(['DET', 'ADJ', 'NUM', 'PROPN', 'NOUN']);

/**
 * A name's last word: "Clinton" of "DeWitt Clinton" and "Governor Clinton", "Elizabeth" of "Queen Elizabeth" (a
 * word of "Elizabeth I"), "Napoleon" (a word of "Napoleon Bonaparte"). A shared first name ("John Adams", "John
 * Jay") is two people.
 */
export const lastWord = (name: string) => name.slice(name.lastIndexOf(' ') + 1);

/**
 * Whether two names may name one person: both words or the whole of one full name ("Napoleon" and
 * "Bonaparte" of "Napoleon Bonaparte"), or one last word ("Governor Clinton", "DeWitt Clinton"). Put in for the
 * other, a false statement is true and an option a second right answer.
 */
export function mayBeOnePerson(facts: NameFacts, name: string, other: string): boolean {
  const fullNames = (of: string) =>
    of.includes(' ')
      ? [of, ...(facts.fullNamesOfWord.get(lastWord(of)) ?? [])]
      : [...(facts.fullNamesOfWord.get(of) ?? [])];
  const ofName = new Set(fullNames(name));
  return (
    fullNames(other).some((full) => ofName.has(full)) ||
    (name.includes(' ') && other.includes(' ') && lastWord(name) === lastWord(other))
  );
}

/**
 * Whether a name may not stand in for an answer, or the answer for it, as a person: one person under two names
 * (mayBeOnePerson), or a word two full names share ("Curie" of "Marie Curie" and "Pierre Curie": whose?).
 */
export function mayNameOnePerson(facts: NameFacts, answer: string, candidate: string): boolean {
  const shared = (name: string) => !name.includes(' ') && (facts.fullNamesOfWord.get(name)?.size ?? 0) > 1;
  return shared(answer) || shared(candidate) || mayBeOnePerson(facts, answer, candidate);
}
