import type { Token } from '../nlp.ts';

/** Words that open a list of examples: "such as", "including", "for example", "for instance", "e.g.". */
const EXAMPLE_CUES = [['such', 'as'], ['including'], ['for', 'example'], ['for', 'instance'], ['e.g.']];

/**
 * Parts of speech a list of names or nouns is made of, between its cue and one of its items; a preposition
 * too ("for example from governments, foundations and the European Union").
 */
const LIST_PARTS = new Set(['PROPN', 'NOUN', 'ADJ', 'DET', 'NUM', 'CCONJ', 'PART', 'ADP']);

/**
 * Whether the word at `start` is an item of a list of examples ("Towns such as Syracuse, Rochester and
 * Lockport grew along the route"): one of many, so another of its kind may be one too. Blanked, "Buffalo"
 * is a second right answer; swapped in, "Towns such as Buffalo ..." is no false statement (the canal ran to
 * Buffalo).
 */
export function inExampleList(tokens: readonly Token[], start: number): boolean {
  const before = tokens.filter((token) => token.start < start);
  for (let at = before.length - 1; at >= 0; at -= 1) {
    const token = before[at] as Token;
    const cue = EXAMPLE_CUES.find(
      (words) =>
        words.at(-1) === token.normal && words.every((word, i) => before[at - (words.length - 1) + i]?.normal === word),
    );
    // "For example, the Erie Canal cut ...": a cue that opens the sentence introduces the sentence, no list.
    if (cue) {
      return at - (cue.length - 1) > 0;
    }
    // "flowing water": a participle before its noun is a word of the item.
    const participle = token.pos === 'VERB' && token.normal.endsWith('ing');
    if (!LIST_PARTS.has(token.pos) && !participle && token.value !== ',') {
      return false;
    }
  }
  return false;
}
