import type { SentenceInfo } from './statements.ts';
import type { TermInfo } from './terms.ts';
import { DAYS, MONTHS } from './english.ts';
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
   * The sex of a name a gendered pronoun follows with no other name between ("Marie Curie ... She", "Pierre was
   * killed when he ..."), by term key; the first such pronoun decides.
   */
  sexes: ReadonlyMap<string, Sex>;
  /** One-word names the text shows to be a person, a place or both. */
  sorts: ReadonlyMap<string, NameSort>;
  /** The full names of people ("Napoleon Bonaparte", "Marie Curie") each word of them is part of. */
  fullNamesOfWord: ReadonlyMap<string, ReadonlySet<string>>;
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
 * (the wrong-key audit of session 17). The sex of a name is that of the first gendered pronoun after it with
 * no other name between, in its sentence or a later one.
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
  const sexes = new Map<string, Sex>();
  let lastName: string | null = null;
  for (const sentence of sentences) {
    // Names and gendered pronouns in the order they stand: a pronoun tells the sex of the name last before it.
    const events: Array<{ start: number; name: string } | { start: number; sex: Sex }> = [
      ...sentence.terms
        .filter((occurrence) => terms.get(occurrence.key)?.kind === 'proper')
        .map((occurrence) => ({ start: occurrence.start, name: occurrence.key })),
      ...sentence.tokens.flatMap((token) => {
        const sex = PRONOUN_SEX.get(token.normal);
        return sex ? [{ start: token.start, sex }] : [];
      }),
    ].sort((a, b) => a.start - b.start);
    for (const event of events) {
      if ('name' in event) {
        lastName = event.name;
      } else if (lastName !== null && !sexes.has(lastName)) {
        sexes.set(lastName, event.sex);
      }
    }
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
      if (TITLES.has(before) || fullNamesOfWord.has(term.surface)) {
        person.add(term.key);
      }
      // "in July", "on Monday": a time, no place.
      const time = MONTHS.has(term.key) || DAYS.has(term.key);
      if ((WHERE_PREPOSITIONS.has(before) && !time) || isLand(term.surface)) {
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
  return { sorts, fullNamesOfWord, sexes };
}

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
