import { modernSpelling } from '../../archaic-spelling.ts';
import { MONTHS } from './distractors.ts';
import { isEnglishName, zipf } from './english.ts';
import type { SentenceInfo } from './statements.ts';
import type { TermInfo } from './terms.ts';

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
/** "Writs of Election", "House of Representatives": capitalised words joined by these are one name. */
const NAME_JOINERS = new Set(['of', 'the', 'for', 'de', 'von', 'van']);

interface WordAt {
  text: string;
  start: number;
  /** Whether the word opens a sentence or the text (after ". ", "? ", ": ", a quote or the start). */
  opensSentence: boolean;
  /** Whether only spaces stand between it and the word before ("Times, Places": no). */
  nextToBefore: boolean;
}

function wordsOf(text: string): WordAt[] {
  const words: WordAt[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const between = text.slice(last, match.index);
    words.push({
      text: match[0],
      start: match.index,
      opensSentence: words.length === 0 || /[.!?:;]/.test(between),
      nextToBefore: words.length > 0 && /^\s+$/.test(between),
    });
    last = match.index + match[0].length;
  }
  return words;
}

/** Words that open a sentence without a name in them ("No Person shall ...", "Each State shall ..."). */
const OPENING_WORDS = new Set(
  'a an the no each every all any neither either this that these those some such when where if in on at by for of to with after before both which who what while as but and or nor not one two three'.split(
    ' ',
  ),
);
const WEEKDAYS = new Set('monday tuesday wednesday thursday friday saturday sunday'.split(' '));
const isCapitalised = (word: string | undefined) => word !== undefined && /^\p{Lu}/u.test(word);

/**
 * Whether a capitalised word is part of a name: beside another capitalised word, or joined to one by
 * "of" ("House of Representatives", "Writs of Election", "Vice President"). A sentence's first word
 * of OPENING_WORDS is capitalised for opening it ("No Person", "Each State").
 */
function inName(words: readonly WordAt[], index: number): boolean {
  const joinedBefore = (at: number): boolean => {
    const before = words[at - 1];
    if (!before || !words[at]?.nextToBefore) {
      return false;
    }
    return (
      (isCapitalised(before.text) && !(before.opensSentence && OPENING_WORDS.has(before.text.toLowerCase()))) ||
      (NAME_JOINERS.has(before.text) && joinedBefore(at - 1))
    );
  };
  const joinedAfter = (at: number): boolean => {
    const after = words[at + 1];
    if (!after || !after.nextToBefore) {
      return false;
    }
    return isCapitalised(after.text) || (NAME_JOINERS.has(after.text) && joinedAfter(at + 1));
  };
  return joinedBefore(index) || joinedAfter(index);
}

/**
 * A word capitalised in the middle of a sentence that general English writes in lower case ("at Least",
 * "every thirty Thousand"); not a word general English capitalises ("Senate", "Rome") or does not know
 * ("Lockport").
 */
function isCapitalisedCommonWord(word: WordAt): boolean {
  return (
    !word.opensSentence &&
    !MONTHS.has(word.text.toLowerCase()) &&
    !WEEKDAYS.has(word.text.toLowerCase()) &&
    /^\p{Lu}\p{Ll}{2,}$/u.test(word.text) &&
    !isEnglishName(word.text) &&
    zipf(word.text.toLowerCase()) > 0
  );
}

/**
 * Common nouns capitalised as the eighteenth century wrote them ("the Age of twenty five Years"),
 * which a question shows in lower case: a capitalised common word (isCapitalisedCommonWord) that the
 * text never writes as part of a name (`inName`: "House" of "House of Representatives" stays "House" in
 * "the two Houses" too). Only where at least one word in fifty of the text's statements is one, of
 * MIN_OLD_CAPITALS different words at least (the Constitution's Article I: about one in six, of dozens; a
 * text of today: none, or a town named like a word, "Reading"), so that a modern text's names stay as written.
 */
const MIN_OLD_CAPITALS = 5;

class OldCapitals {
  readonly #nameWords = new Set<string>();
  readonly #lowered: boolean;

  constructor(sentences: readonly SentenceInfo[]) {
    const statements = sentences
      .filter((sentence) => sentence.role === 'sentence' && sentence.defect === null)
      .map((sentence) => wordsOf(sentence.text));
    for (const words of statements) {
      for (const [index, word] of words.entries()) {
        if (isCapitalised(word.text) && inName(words, index)) {
          this.#nameWords.add(word.text.toLowerCase());
        }
      }
    }
    let count = 0;
    const lowered: string[] = [];
    for (const words of statements) {
      count += words.length;
      lowered.push(...words.filter((_, index) => this.#isOldCapital(words, index)).map((word) => word.text));
    }
    this.#lowered = lowered.length * 50 >= count && new Set(lowered).size >= MIN_OLD_CAPITALS;
  }

  /** The word as a question shows it: in lower case where it is such a noun. */
  shown(words: readonly WordAt[], index: number, word: string): string {
    return this.#lowered && this.#isOldCapital(words, index) ? word.toLowerCase() : word;
  }

  #isOldCapital(words: readonly WordAt[], index: number): boolean {
    const word = words[index];
    return (
      !!word && isCapitalisedCommonWord(word) && !inName(words, index) && !this.#isNameWord(word.text.toLowerCase())
    );
  }

  /** A word of a name in the singular or plural ("Houses" of "House of Representatives", "a Representative"). */
  #isNameWord(word: string): boolean {
    return this.#nameWords.has(word) || this.#nameWords.has(`${word}s`) || this.#nameWords.has(word.replace(/s$/, ''));
  }
}

/**
 * How a question shows text taken from the document: in the spelling of today ("chuse" → "choose"),
 * common nouns in lower case where the document capitalises them as the eighteenth century did
 * ("Each State shall have at Least one Representative." → "Each state shall have at least one
 * representative."), and the document's subject named in full where the text says it by its head noun
 * alone ("The canal was opened along its whole length." → "The Erie Canal was opened along its whole
 * length."): a question stands alone, away from the heading that told the reader which canal.
 */
export class ShownWording {
  readonly #oldCapitals: OldCapitals;
  readonly #title: { full: string; head: string } | null;
  /** The sentences that may say "the canal" of another canal: see `shown`. */
  readonly #namesAnother = new Set<number>();
  /** The words after the head noun in the text's terms that start with it ("boat", "boats" of "canal boats"). */
  readonly #compounds = new Set<string>();

  constructor(
    sentences: readonly SentenceInfo[],
    terms: ReadonlyMap<string, TermInfo>,
    titleTerms: ReadonlySet<string>,
  ) {
    this.#oldCapitals = new OldCapitals(sentences);
    this.#title = fullTitleOf(terms, titleTerms);
    const title = this.#title;
    if (!title) {
      return;
    }
    // Before the text names another of its kind ("the New York State Barge Canal"): "the canal" after
    // that may be the other one.
    const others = [...terms.values()].filter(
      (term) => term.words > 1 && term.key.endsWith(` ${title.head}`) && term.key !== title.full.toLowerCase(),
    );
    let before = sentences.length;
    for (const id of others.flatMap((term) => [...term.sentenceIds])) {
      before = Math.min(before, id);
    }
    for (const sentence of sentences.slice(before)) {
      if (this.#bareMentions(sentence.text).length > 0) {
        this.#namesAnother.add(sentence.id);
      }
    }
    for (const term of terms.values()) {
      for (const form of [term.key, term.forms.singular, term.forms.plural]) {
        const [first, second] = (form ?? '').toLowerCase().split(' ');
        if (first === title.head && second !== undefined) {
          this.#compounds.add(second);
        }
      }
    }
  }

  /**
   * The text as a question shows it. `sentenceIds`: the sentences it comes from (-1: one the analysis
   * does not know); the subject is named in full only when each of them that says "the canal" comes
   * before the text names another of its kind, and "the canal" is no part of a longer term of the text
   * ("the canal boats").
   */
  shown(text: string, sentenceIds: readonly number[]): string {
    const words = wordsOf(text);
    let shown = '';
    let last = 0;
    for (const [index, word] of words.entries()) {
      shown += `${text.slice(last, word.start)}${this.#oldCapitals.shown(words, index, modernSpelling(word.text))}`;
      last = word.start + word.text.length;
    }
    shown += text.slice(last);
    return this.#namedInFull(shown, sentenceIds);
  }

  /** Where a text says "the canal" (the title's head noun after "the", in lower case): the head's offsets. */
  #bareMentions(text: string): number[] {
    const title = this.#title;
    if (!title) {
      return [];
    }
    const words = wordsOf(text);
    return words
      .filter((word, index) => {
        const next = words[index + 1];
        return (
          word.text === title.head &&
          words[index - 1]?.text.toLowerCase() === 'the' &&
          !(next?.nextToBefore && this.#compounds.has(next.text.toLowerCase()))
        );
      })
      .map((word) => word.start);
  }

  #namedInFull(text: string, sentenceIds: readonly number[]): string {
    const title = this.#title;
    const mentions = this.#bareMentions(text);
    if (
      !title ||
      mentions.length === 0 ||
      sentenceIds.length === 0 ||
      sentenceIds.some((id) => id < 0 || this.#namesAnother.has(id)) ||
      text.toLowerCase().includes(title.full.toLowerCase())
    ) {
      return text;
    }
    let shown = '';
    let last = 0;
    for (const start of mentions) {
      shown += `${text.slice(last, start)}${title.full}`;
      last = start + title.head.length;
    }
    return shown + text.slice(last);
  }
}

/**
 * The document's subject in full and its head noun, when its title names it by a name of several words
 * whose last one the text also uses alone as a common noun in the singular ("THE ERIE CANAL": "Erie
 * Canal", "the canal"). Not "United States" ("the States" are others).
 */
function fullTitleOf(
  terms: ReadonlyMap<string, TermInfo>,
  titleTerms: ReadonlySet<string>,
): { full: string; head: string } | null {
  for (const key of titleTerms) {
    const term = terms.get(key);
    const head = key.split(' ').pop() ?? '';
    const bare = terms.get(head);
    if (
      term &&
      term.words > 1 &&
      term.kind === 'proper' &&
      !term.plural &&
      bare &&
      bare.kind === 'concept' &&
      !bare.plural &&
      bare.forms.singular === head
    ) {
      return { full: term.surface, head };
    }
  }
  return null;
}
