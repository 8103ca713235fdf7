import type { Token } from '../nlp.ts';

/** Pronouns of the speaker or the reader: a sentence with one is no claim of the text, and none is a term. */
export const PERSONAL = new Set(['i', 'me', 'my', 'we', 'us', 'our', 'you', 'your']);

/** Pronouns that stand for something a lone sentence or clause may not name: "it", "they", "these". */
export const POINTING_PRONOUNS: ReadonlySet<string> = new Set(['it', 'they', 'them', 'this', 'these', 'those']);

export const isWord = (token: Token) => token.type === 'word' || token.type === 'number';

/** Words as a chunk counts them (whitespace-separated, holding a letter or a digit). */
export { countWords } from '../../../chunking/split.ts';
