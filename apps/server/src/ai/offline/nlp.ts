import winkNLP, { type ItemSentence, type ItsFunction, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

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

let instance: WinkMethods | undefined;

/** wink-nlp with its English model, loaded once per process (about 100 ms). */
function nlp(): WinkMethods {
  instance ??= winkNLP(model);
  return instance;
}

/**
 * Splits a paragraph into sentences and tags every token (part of speech, lemma). wink-nlp is
 * lossless, so offsets are rebuilt from token values and the spaces before them.
 */
export function tagSentences(text: string): TaggedSentence[] {
  const engine = nlp();
  const its = engine.its;
  const doc = engine.readDoc(text);
  const values = doc.tokens().out(its.value) as string[];
  const spaces = doc.tokens().out(its.precedingSpaces) as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  const lemmas = doc.tokens().out(its.lemma as unknown as ItsFunction<string>) as string[];
  const normals = doc.tokens().out(its.normal) as string[];
  const types = doc.tokens().out(its.type) as string[];
  const starts: number[] = [];
  let cursor = 0;
  for (let i = 0; i < values.length; i += 1) {
    cursor += (spaces[i] ?? '').length;
    starts.push(cursor);
    cursor += (values[i] ?? '').length;
  }
  const sentences: TaggedSentence[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const [first, last] = sentence.out(its.span as unknown as ItsFunction<number[]>) as unknown as [number, number];
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
      tokens.push({
        value: values[i] ?? '',
        normal: normals[i] ?? '',
        lemma: (lemmas[i] ?? '').toLowerCase(),
        pos: pos[i] ?? 'X',
        type: types[i] ?? 'word',
        start: (starts[i] ?? 0) - offset,
      });
    }
    sentences.push({ offset, text: text.slice(offset, end), tokens });
  });
  return sentences;
}
