import type { GeneratedQuestion } from '../../generator.ts';
import { containsText, echoes, normaliseForMatch } from '../../quality.ts';
import { capitalised } from '../analysis/questions.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import type { BuildContext, QuestionBuilder } from './common.ts';
import {
  definitionPairs,
  officePairs,
  personPairs,
  yearPairs,
  type PairKind,
  type TextPair,
} from './matching-pairs.ts';

interface Pair {
  left: string;
  right: string;
  source: SentenceInfo;
}

/**
 * `spare`: a right side of the kind no left item takes, so that the last pair is not found by elimination (blind-s57
 * Q14: "adding a fourth description ... would stop the last match being got by elimination").
 */
function matching(
  context: BuildContext,
  questionText: string,
  pairs: Pair[],
  explanation: string,
  spare?: Pair,
): GeneratedQuestion {
  const all = spare ? [...pairs, spare] : pairs;
  const right = context.random.shuffle(all.map((pair, i) => ({ id: 10 + i, text: pair.right })));
  const sources = [...new Set(all.map((pair) => pair.source))].sort((a, b) => a.position - b.position);
  const chunks = [...new Set(sources.map((sentence) => sentence.chunkIndex))].sort((a, b) => a - b);
  return {
    type: 'MATCHING',
    questionText,
    difficulty: context.difficulty,
    content: { left: pairs.map((pair, i) => ({ id: i + 1, text: pair.left, matchId: 10 + i })), right },
    explanation,
    hint: null,
    sourceSentences: sources.map((sentence) => sentence.text),
    position: sources[0]?.position ?? 0,
    ...(chunks.length > 1 || chunks[0] !== context.chunk.index ? { sourceChunks: chunks } : {}),
  };
}

/** How many chunks either side of the one at hand may lend pairs of a kind it has too few of (the session's reach). */
const PAIR_REACH = 2;

/** How many pairs of a kind, best first, a MATCHING's groups are chosen from. */
const PAIR_POOL = 7;

/** How many pairs a MATCHING of a kind of pair holds (pairedMatchings). */
const PAIRS = 3;

/** Each kind's stem and explanation: the stem names what is paired, never "the sentence it completes". */
function wordingOf(kind: PairKind, pairs: readonly TextPair[]): [string, string] {
  if (kind === 'definition') {
    return ['Match each term with its description in the text.', 'Each description is how the text defines the term.'];
  }
  if (kind === 'office') {
    return [
      'Match each body or office with the power or duty the text gives it.',
      'Each is a rule of the text about that body or office.',
    ];
  }
  if (kind === 'year') {
    return ['Match each year with what happened then, according to the text.', 'The text dates each of these events.'];
  }
  const explanation = 'Each is what the text says of the person.';
  if (pairs.every((pair) => pair.deed)) {
    return ['Match each person with what the text says they did.', explanation];
  }
  return pairs.some((pair) => pair.deed)
    ? ['Match each person with what the text says about them.', explanation]
    : ['Match each person with the role the text gives them.', explanation];
}

/** The words of a text that could name something (four letters or more), normalised. */
const namingWords = (text: string) =>
  normaliseForMatch(text)
    .split(' ')
    .filter((word) => word.length >= 4);

/**
 * Whether two pairs may stand in one MATCHING: neither right side names the other's left ("... the
 * same place as the mainshock" beside "mainshock"; "Governor Clinton" beside "DeWitt Clinton" is one
 * person twice), the lefts differ, and no definition points at its own term by a word they share the
 * start of and that does not point at the other's too (`echoes`).
 */
function compatible(a: TextPair, b: TextPair): boolean {
  const names = (right: string, left: string) => {
    const words = new Set(namingWords(right));
    return namingWords(left).some((word) => words.has(word));
  };
  return (
    normaliseForMatch(a.left) !== normaliseForMatch(b.left) &&
    normaliseForMatch(a.right) !== normaliseForMatch(b.right) &&
    !names(a.right, b.left) &&
    !names(b.right, a.left) &&
    !names(a.left, b.left) &&
    opening(a.right) !== opening(b.right) &&
    // Two people who did the same ("Published On the Origin of Species in 1859", "Published the first edition of the
    // book"): either deed may be read as the other's (the code review of session 21).
    !(a.deed === true && b.deed === true && firstWordOf(a.right) === firstWordOf(b.right)) &&
    // "The largest, main earthquake" points at "mainshock" and at no other term (blind-s19 Q16). A duty may
    // name its office ("Shall be President of the Senate" of the Vice President): what the rule says.
    !(a.kind === 'definition' && echoes(a.right, a.left, [b.left])) &&
    !(b.kind === 'definition' && echoes(b.right, b.left, [a.left]))
  );
}

/** A right side's first word, its verb where it tells a deed. */
const firstWordOf = (right: string) => normaliseForMatch(right).split(' ')[0] ?? '';

/** A right side's first three words: two that open alike ("Shall chuse their ...") say nearly the same. */
const opening = (right: string) => normaliseForMatch(right).split(' ').slice(0, 3).join(' ');

/**
 * Whether a pair's right side is true of another left too, by what the text says of that left elsewhere
 * (`found`): "Shall chuse their other Officers" for the Senate beside the House of Representatives,
 * which "shall chuse their Speaker and other Officers".
 */
function trueOfAnother(pair: TextPair, other: TextPair, found: readonly TextPair[]): boolean {
  // "Senate of the United States" is the Senate: a name counts as the other's when they share a word.
  const names = new Set(namingWords(other.left));
  return found.some(
    (said) => namingWords(said.left).some((word) => names.has(word)) && opening(said.right) === opening(pair.right),
  );
}

/**
 * Groups of `size` from `pool`, in order, each pair compatible with the others and no right side true of
 * another left by what the text says (`found`: every pair of the kind found).
 */
function* groupsOf(
  pool: readonly TextPair[],
  found: readonly TextPair[],
  size: number,
  from = 0,
  chosen: TextPair[] = [],
): Generator<TextPair[]> {
  if (chosen.length === size) {
    yield [...chosen];
    return;
  }
  for (let i = from; i < pool.length; i += 1) {
    const pair = pool[i] as TextPair;
    if (
      chosen.every(
        (other) => compatible(pair, other) && !trueOfAnother(pair, other, found) && !trueOfAnother(other, pair, found),
      )
    ) {
      chosen.push(pair);
      yield* groupsOf(pool, found, size, i + 1, chosen);
      chosen.pop();
    }
  }
}

/**
 * Pairs of a kind for the chunk at hand: its own first (sentences this type has not used before those
 * it has), then those of its neighbours, nearest first.
 */
function pairsNear(context: BuildContext, find: (sentence: SentenceInfo) => TextPair[]): TextPair[] {
  const at = context.chunk.index;
  const distance = (sentence: SentenceInfo) => Math.abs(sentence.chunkIndex - at);
  const near = context.analysis.sentences
    .filter((sentence) => distance(sentence) <= PAIR_REACH)
    .sort(
      (a, b) =>
        distance(a) - distance(b) ||
        Number(context.usedSentences.has(a.id)) - Number(context.usedSentences.has(b.id)) ||
        a.chunkIndex - b.chunkIndex ||
        a.position - b.position,
    );
  return near.flatMap(find);
}

/**
 * MATCHINGs of one kind of pair: three pairs from the best few, at least one of them from the chunk at
 * hand; the session takes the first its other questions leave alone. Three, not four: each pair is a
 * fact no other question of the job may ask (in the harness, groups of four first cost OPEN and
 * MCQ_SINGLE 2 questions at 1,200 characters and 1 at 5,000 for no more MATCHING).
 */
/** Whether a group of defined terms mixes capitalised ones with lower-case ones. */
const mixedCase = (kind: PairKind, pairs: readonly TextPair[]) =>
  kind === 'definition' &&
  pairs.some((pair) => /^\p{Lu}/u.test(pair.left)) &&
  pairs.some((pair) => /^\p{Ll}/u.test(pair.left));

function* pairedMatchings(
  context: BuildContext,
  kind: PairKind,
  found: readonly TextPair[],
): Iterable<GeneratedQuestion> {
  // Facts the job already asks are left out; what the text says of them still counts (trueOfAnother).
  const fresh = found.filter((pair) => !context.asked(pair.source.text, pair.left));
  const pool = fresh.slice(0, PAIR_POOL);
  for (const group of groupsOf(pool, found, PAIRS)) {
    if (group.some((pair) => pair.source.chunkIndex === context.chunk.index)) {
      const ordered = [...group].sort((a, b) => a.source.id - b.source.id);
      const [stem, explanation] = wordingOf(kind, ordered);
      const shown = (pair: TextPair): Pair => ({
        // Terms in one case: "Solar still" beside "Dew" and "Bamboo", which open their sentences (blind-s27:
        // "solar still" among capitalised terms); all as the text writes them where none is capitalised.
        left: mixedCase(kind, ordered) ? capitalised(pair.left) : pair.left,
        right: kind === 'office' ? predicateAsShown(context, pair) : pair.right,
        source: pair.source,
      });
      // Each spare in turn, then none: the session refuses one another question of the job tells the owner of
      // (the plugin counts a spare among the facts a MATCHING asks).
      for (const spare of [...sparesFor(context, ordered, pool, found), null]) {
        yield matching(
          context,
          stem,
          ordered.map(shown),
          spare ? `${explanation} "${shown(spare).right}" is what the text says of ${spare.left}.` : explanation,
          spare ? shown(spare) : undefined,
        );
      }
    }
  }
}

/**
 * Pairs whose right side may stand among a group's as one no left item takes: of the pool and not of the group, as
 * compatible with each of its pairs as they are with each other, true of none of their lefts by what the text says
 * (no sentence that names a left holds it: "Wright and Geddes surveyed the western route together" beside Geddes's
 * "Surveyed the western route"), and told as theirs are (a deed among deeds, a role among roles: "The chief
 * engineer" among things people did stands out; either where the group has both).
 */
function sparesFor(
  context: BuildContext,
  group: readonly TextPair[],
  pool: readonly TextPair[],
  found: readonly TextPair[],
): TextPair[] {
  const deeds = new Set(group.map((pair) => pair.deed === true));
  const naming = context.analysis.sentences.filter((sentence) =>
    group.some((pair) => {
      const words = new Set(namingWords(sentence.text));
      return namingWords(pair.left).some((word) => words.has(word));
    }),
  );
  // Of a section a pair of the group stands in: a disease's description among water sources rules itself out (blind-s58
  // Q25: dysentery beside dew, bamboo and the solar still).
  const sections = new Set(group.map((pair) => context.analysis.sectionTopicOf(pair.source)));
  return pool.filter(
    (candidate) =>
      !group.includes(candidate) &&
      sections.has(context.analysis.sectionTopicOf(candidate.source)) &&
      (candidate.kind !== 'person' || deeds.size > 1 || deeds.has(candidate.deed === true)) &&
      group.every(
        (pair) =>
          compatible(pair, candidate) &&
          !trueOfAnother(pair, candidate, found) &&
          !trueOfAnother(candidate, pair, found),
      ) &&
      !naming.some((sentence) => sentence !== candidate.source && containsText(sentence.text, candidate.right)),
  );
}

/**
 * A rule's predicate as its sentence shows it with the subject in front: "Shall be President of the Senate"
 * alone says nothing of its subject's number, so it kept "Shall" beside "Must choose their speaker"
 * (blind-s32 Q17); with "Vice President of the United States" before it, it reads "Is President of the
 * Senate". The predicate as written where the shown sentence no longer opens with the subject.
 */
function predicateAsShown(context: BuildContext, pair: TextPair): string {
  const predicate = pair.right.charAt(0).toLowerCase() + pair.right.slice(1);
  const shown = context.analysis.shownText(`${pair.left} ${predicate}`, [pair.source.text]);
  return shown.startsWith(`${pair.left} `) ? capitalised(shown.slice(pair.left.length + 1)) : pair.right;
}

/**
 * MATCHING of what a teacher pairs (matching-pairs.ts), from the chunk and, for what it lacks, its
 * neighbours: people with their roles or deeds, terms with their definitions, named bodies with the
 * powers a rule gives them, years with what happened then (three pairs). Nothing else: key terms matched with
 * the copied sentences they complete scored 1 and 2 in every blind review that met them (blind-s19, blind-s48 Q5,
 * blind-s49 Q24: grammar and collocation give each pair away), so a chunk without pairs gets no MATCHING and the
 * shortage says so.
 */
export const matchingBuilder: QuestionBuilder = {
  type: 'MATCHING',
  shortage: 'the text has too few definitions, people, named bodies or dates to pair',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    const { analysis } = context;
    yield* pairedMatchings(context, 'person', pairsNear(context, personPairs));
    yield* pairedMatchings(
      context,
      'definition',
      pairsNear(context, (sentence) => definitionPairs(analysis, sentence)),
    );
    yield* pairedMatchings(context, 'office', pairsNear(context, officePairs));
    yield* pairedMatchings(
      context,
      'year',
      pairsNear(context, (sentence) => yearPairs(analysis, sentence)),
    );
  },
};
