/** Deterministic generators: a seeded PRNG, a Zipf-like vocabulary and an encyclopaedia-style text. */

import { fnv1a32, mulberry32, type SeededRandom } from '@quizmaker/question-types/seeded-random';

export type Random = SeededRandom;

/** A 32-bit seed from text, so differently named data sets never share ids. */
export const seedOf = (text: string, salt = 0): number => fnv1a32(text, salt);

/** The shared seeded generator: small, fast and good enough for test data; the same seed gives the same sequence. */
export const random = (seed: number): Random => mulberry32(seed);

const ONSETS = [
  'b',
  'c',
  'd',
  'f',
  'g',
  'h',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'w',
  'br',
  'cl',
  'dr',
  'gr',
  'pl',
  'st',
  'tr',
  'sh',
  'th',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'io', 'ou'];
/** One of `list`, drawn from `next`. */
const pickFrom = <T>(list: readonly T[], next: Random): T => list[Math.floor(next() * list.length)] as T;

const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

const CODAS = ['', '', 'n', 'r', 's', 'l', 'm', 'st', 'nd', 'x'];

/**
 * A vocabulary of 2,000 distinct pseudo-words drawn with a Zipf-like frequency (word k about 1/k),
 * so some search terms are common and others rare, as in real titles.
 */
export class Words {
  readonly list: string[];
  readonly #cumulative: number[];

  constructor(private readonly next: Random) {
    const seen = new Set<string>();
    while (seen.size < 2000) {
      const syllables = 1 + Math.floor(next() * 3);
      let word = '';
      for (let i = 0; i < syllables; i += 1) {
        word += pickFrom(ONSETS, next) + pickFrom(VOWELS, next) + pickFrom(CODAS, next);
      }
      if (word.length >= 3) {
        seen.add(word);
      }
    }
    this.list = [...seen];
    let total = 0;
    this.#cumulative = this.list.map((_, rank) => (total += 1 / (rank + 1)));
  }

  pick(): string {
    const total = this.#cumulative[this.#cumulative.length - 1] as number;
    const target = this.next() * total;
    let low = 0;
    let high = this.#cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.#cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return this.list[low] as string;
  }

  /** The word of a given frequency rank (0 = most frequent). */
  rankWord(rank: number): string {
    return this.list[rank] as string;
  }

  title(count: number): string {
    return Array.from({ length: count }, () => this.pick())
      .map(capital)
      .join(' ');
  }

  sentence(count: number): string {
    const text = Array.from({ length: count }, () => this.pick()).join(' ');
    return `${capital(text)}.`;
  }
}

// ------------------------------------------------------------------------------------------
// An encyclopaedia of invented places, for ingestion and generation

const KINDS = [
  'mineral',
  'festival',
  'instrument',
  'grain',
  'textile',
  'dialect',
  'vessel',
  'dance',
  'spice',
  'alloy',
  'glacier',
  'craft',
];
const MATERIALS = [
  'copper',
  'wool',
  'salt',
  'timber',
  'amber',
  'barley',
  'silver',
  'flax',
  'granite',
  'honey',
  'iron',
  'clay',
];
const ROLES = [
  'merchant',
  'astronomer',
  'engineer',
  'poet',
  'cartographer',
  'physician',
  'architect',
  'botanist',
  'judge',
  'navigator',
];
const VERBS = ['founded', 'mapped', 'rebuilt', 'described', 'fortified', 'surveyed', 'governed', 'renamed'];
const TRAITS = [
  'harder than quartz',
  'used to dye cloth',
  'played at weddings',
  'grown on terraces',
  'woven from nettle fibre',
  'spoken in the valleys',
  'carried on the river',
  'danced in a circle',
];
const STEPS = ['gather', 'wash', 'dry', 'grind', 'sift', 'mix', 'press', 'heat', 'cool', 'polish', 'pack', 'seal'];

/**
 * A document of `words` words in `chapters` chapters ("Chapter N: The Name"), written as short
 * encyclopaedia entries: definitions, dated events, measurements, lists, ordered procedures and
 * rules, about invented places, people and things (so nothing depends on outside knowledge).
 * Deterministic for a seed; about six characters per word.
 */
export function encyclopedia(options: { words: number; chapters: number; seed?: number }): {
  text: string;
  chapters: Array<{ title: string; paragraphs: string[] }>;
} {
  const next = random(options.seed ?? 2024);
  const pick = <T>(list: readonly T[]): T => pickFrom(list, next);
  const vocabulary = new Words(next);
  const name = () => capital(vocabulary.list[50 + Math.floor(next() * 1900)] as string);
  const perChapter = Math.ceil(options.words / options.chapters);
  const chapters: Array<{ title: string; paragraphs: string[] }> = [];
  let written = 0;
  for (let c = 1; c <= options.chapters; c += 1) {
    const region = name();
    const title = `Chapter ${c}: The ${region} Region`;
    const paragraphs: string[] = [];
    let count = 0;
    while (count < perChapter && written + count < options.words) {
      const city = name();
      const river = name();
      const person = `${name()} ${name()}`;
      const thing = name();
      const kind = pick(KINDS);
      const year = 1200 + Math.floor(next() * 800);
      const sentences = [
        `${thing} is a ${kind} of the ${region} region that is ${pick(TRAITS)}.`,
        `In ${year}, the ${pick(ROLES)} ${person} ${pick(VERBS)} the city of ${city}.`,
        `The ${river} River is ${20 + Math.floor(next() * 900)} kilometres long and flows through ${city}.`,
        `The main exports of ${city} are ${pick(MATERIALS)}, ${pick(MATERIALS)} and ${pick(MATERIALS)}.`,
        `To make ${thing}, workers first ${pick(STEPS)} the ${pick(MATERIALS)}, then ${pick(STEPS)} it, and finally ${pick(STEPS)} the result.`,
        `Visitors to ${city} must register with the harbour office before ${year + 1 + Math.floor(next() * 20)}.`,
        `${city} had a population of ${(1000 + Math.floor(next() * 90_000)).toLocaleString('en')} in ${year + 100}.`,
        `The ${kind} known as ${thing} was first recorded by ${person} in ${year + 10}.`,
      ];
      const paragraph = sentences.filter(() => next() < 0.85).join(' ');
      paragraphs.push(paragraph);
      count += paragraph.split(/\s+/).length;
    }
    written += count;
    chapters.push({ title, paragraphs });
  }
  const text = chapters
    .map((chapter) => [chapter.title, '', ...chapter.paragraphs.flatMap((p) => [p, ''])].join('\n'))
    .join('\n');
  return { text, chapters };
}

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
