import winkNLP, { type ItemSentence, type ItsFunction, type ItsHelpers, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { DAYS, MONTHS } from './analysis/english.ts';

/** One token with what the tagger says about it and where it sits in its sentence's text. */
export interface Token {
  value: string;
  normal: string;
  lemma: string;
  pos: string;
  /** 'word', 'number', 'punctuation', ... as wink-nlp types tokens. */
  type: string;
  /** Offset of the token in the sentence's text. */
  start: number;
}

export interface TaggedSentence {
  /** Offset of the sentence in the text given to tagSentences. */
  offset: number;
  text: string;
  tokens: Token[];
}

/**
 * wink-nlp's `its` helpers, typed as the plain functions they are: they never use `this`, and wink
 * recognises them by identity (a wrapper would silently read token values instead), so they are
 * passed as they are.
 */
type ItsMappers = { readonly [Name in keyof ItsHelpers]: ItsHelpers[Name] };

let instance: WinkMethods | undefined;

/** wink-nlp with its English model, loaded once per process (about 100 ms). */
function nlp(): WinkMethods {
  instance ??= winkNLP(model);
  return instance;
}

let emptyDocument: ReturnType<WinkMethods['readDoc']> | undefined;

/**
 * Whether the English model's lexicon holds the word in lower case: a common word ("swan", "watt"), where "hillcrest",
 * "tesla" and "rome" are none (the lexicon holds few names). Its exact form only: "oliver" is no "olive".
 */
export function inLexicon(word: string): boolean {
  emptyDocument ??= nlp().readDoc('');
  return !emptyDocument.isOOV(word.toLowerCase());
}

/** Longer runs without a space are no words a question could ask for (URLs, base64, hostile input). */
const LONGEST_WORD = 100;

/**
 * The text with every run of more than LONGEST_WORD non-space characters replaced by as many
 * spaces, so offsets stay. wink-nlp's tokenizer takes time quadratic in a token's length: one
 * 100,000-character "word" of a pasted text held the process for minutes.
 */
export function withoutOverlongWords(text: string): string {
  let result = '';
  let kept = 0;
  let runStart = 0;
  for (let at = 0; at <= text.length; at += 1) {
    if (at < text.length && !/\s/.test(text.charAt(at))) {
      continue;
    }
    if (at - runStart > LONGEST_WORD) {
      result += text.slice(kept, runStart) + ' '.repeat(at - runStart);
      kept = at;
    }
    runStart = at + 1;
  }
  return kept === 0 ? text : result + text.slice(kept);
}

/**
 * Words the tagger reads with a full stop as an abbreviation ("Sun." for Sunday) where a text means the word and
 * ends its sentence: "The Earth goes round the Sun.", "Dry the trays in the sun." Only words a sentence ends with
 * far more often than it abbreviates them before a capital; a title ("Gen. Lee", "Gov. Clinton") stays one.
 */
const WORDS_READ_AS_ABBREVIATIONS = /^[Ss]un\.$/;

/** A time of day's mark, which the tagger keeps with its full stop: "a.m.", "p.m.". */
const TIMES_OF_DAY = /^[ap]\.m\.$/i;

/**
 * Splits a paragraph into sentences and tags every token (part of speech, lemma). wink-nlp is
 * lossless, so offsets are rebuilt from token values and the spaces before them.
 */
export function tagSentences(text: string): TaggedSentence[] {
  const engine = nlp();
  const its: ItsMappers = engine.its;
  const readable = withoutOverlongWords(text);
  const doc = engine.readDoc(readable);
  const values: string[] = doc.tokens().out(its.value);
  const spaces: string[] = doc.tokens().out(its.precedingSpaces);
  const pos: string[] = doc.tokens().out(its.pos);
  // Declared with the model's addons as its third parameter, where ItsFunction says cache: called the same way.
  const lemmas: string[] = doc.tokens().out(its.lemma as unknown as ItsFunction<string>);
  const normals: string[] = doc.tokens().out(its.normal);
  const types: string[] = doc.tokens().out(its.type);
  const starts: number[] = [];
  let cursor = 0;
  for (let i = 0; i < values.length; i += 1) {
    cursor += (spaces[i] ?? '').length;
    starts.push(cursor);
    cursor += (values[i] ?? '').length;
  }
  const sentences: TaggedSentence[] = [];
  const push = (first: number, last: number) => {
    let from = first;
    while (from <= last && types[from] === 'spacing') {
      from += 1;
    }
    if (from > last) {
      return;
    }
    const offset = starts[from] ?? 0;
    const end = (starts[last] ?? 0) + (values[last] ?? '').length;
    const tokens: Token[] = [];
    for (let i = from; i <= last; i += 1) {
      if (types[i] === 'spacing') {
        continue;
      }
      const value = values[i] ?? '';
      const start = (starts[i] ?? 0) - offset;
      if (i === last && WORDS_READ_AS_ABBREVIATIONS.test(value) && i > from) {
        // "the Sun." closing its sentence: the word, then the stop.
        const word = value.slice(0, -1);
        tokens.push({
          value: word,
          normal: word.toLowerCase(),
          lemma: word.toLowerCase(),
          pos: /^\p{Lu}/u.test(word) ? 'PROPN' : 'NOUN',
          type: 'word',
          start,
        });
        tokens.push({
          value: '.',
          normal: '.',
          lemma: '.',
          pos: 'PUNCT',
          type: 'punctuation',
          start: start + word.length,
        });
        continue;
      }
      tokens.push({
        value,
        normal: normals[i] ?? '',
        lemma: (lemmas[i] ?? '').toLowerCase(),
        pos: pos[i] ?? 'X',
        type: types[i] ?? 'word',
        start,
      });
    }
    const sentenceText = readable.slice(offset, end);
    sentences.push({
      offset,
      text: sentenceText,
      tokens: withNounsReadAsAdverbs(withFinalStopApart(sentenceText, tokens)),
    });
  };
  doc.sentences().each((sentence: ItemSentence) => {
    const [first, last] = sentence.out(its.span as unknown as ItsFunction<number[]>) as unknown as [number, number];
    // "... closer to the Sun. Neptune is ...": the tagger reads "Sun." as Sunday's abbreviation and runs on (the
    // audit of session 18: two sentences stated as one).
    let from = first;
    for (let i = first; i < last; i += 1) {
      let next = i + 1;
      while (next <= last && types[next] === 'spacing') {
        next += 1;
      }
      // A capitalised word after it, no abbreviation or number: "met on Sun. Mar. 3" is a date. After a time of day,
      // a word that is no day nor month: "Last entry is at 5 p.m. Admission is free" are two sentences (the
      // wrong-key audit of session 19: one gap's sentence ran on into the next), "at 9 a.m. Monday to Friday" one.
      const following = values[next] ?? '';
      if (
        next <= last &&
        /^\p{Lu}\p{Ll}*$/u.test(following) &&
        (WORDS_READ_AS_ABBREVIATIONS.test(values[i] ?? '') ||
          (TIMES_OF_DAY.test(values[i] ?? '') &&
            !DAYS.has(following.toLowerCase()) &&
            !MONTHS.has(following.toLowerCase()) &&
            // "At 5 p.m. John left": what comes before is no sentence without a verb.
            pos.slice(from, i).some((tag) => tag === 'VERB' || tag === 'AUX')))
      ) {
        push(from, i);
        from = next;
      }
    }
    push(from, last);
  });
  return sentences;
}

/**
 * The tokens with a sentence's closing word and full stop apart where the tagger read the two as one
 * abbreviation: "you wash." ("Wash." is Washington's), "I was ill." ("Ill."), tagged a name. Read as a
 * name, "wash." was blanked and offered beside "Albany" and "Buffalo" ("Follow these five steps every time
 * you _____"). The sentence is tagged again with a space before its stop, which reads the word as a word.
 */
function withFinalStopApart(text: string, tokens: Token[]): Token[] {
  const last = tokens[tokens.length - 1];
  if (!last || !/^\p{Ll}{2,}\.$/u.test(last.value) || last.start + last.value.length !== text.length) {
    return tokens;
  }
  const retagged = tagSentences(`${text.slice(0, -1)} .`);
  const [only] = retagged;
  if (retagged.length !== 1 || !only || only.tokens[only.tokens.length - 1]?.value !== '.') {
    return tokens;
  }
  const stop = text.length - 1;
  return only.tokens.map((token) => (token.start > stop ? { ...token, start: stop } : token));
}

/**
 * Words that open a noun phrase and nothing else: articles and possessives. "Each then passes", "Some
 * later were sold", "These still are" have an adverb after a determiner that can stand alone, and "her"
 * is an object too ("visited her again"; the session 11 reviews).
 */
const NOUN_OPENERS = new Set(['a', 'an', 'the', 'its', 'their', 'his', 'your', 'our', 'my']);

/** What may follow a noun phrase's last word: its verb ("will"), a comma, a preposition, a conjunction. */
const AFTER_A_NOUN = new Set(['AUX', 'PUNCT', 'ADP', 'CCONJ', 'SCONJ', 'PRON', 'PART']);

/**
 * The tokens with a noun that the tagger read as an adverb set right: the word after an article or a
 * possessive (an adjective between them) that ends the phrase, as "still" in "A solar still is a device ..." and "The
 * still will produce ...". Read as an adverb, "solar still" was no term: the text's one definition of a
 * device went unasked. An adverb before an adjective or a noun ("the most useful", "the then governor")
 * stays one.
 */
function withNounsReadAsAdverbs(tokens: Token[]): Token[] {
  return tokens.map((token, i) => {
    if (token.pos !== 'ADV' || token.type !== 'word') {
      return token;
    }
    let before = i - 1;
    while (tokens[before]?.pos === 'ADJ') {
      before -= 1;
    }
    const next = tokens[i + 1];
    const endsThePhrase =
      next === undefined ||
      AFTER_A_NOUN.has(next.pos) ||
      // "The still produces ...": a verb in the third person after it.
      (next.pos === 'VERB' && /[^s]s$/.test(next.normal));
    return NOUN_OPENERS.has(tokens[before]?.normal ?? '') && endsThePhrase
      ? { ...token, pos: 'NOUN', lemma: token.normal }
      : token;
  });
}
