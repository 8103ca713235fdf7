import type { GeneratedQuestion } from '../../generator.ts';
import { normaliseForMatch } from '../../quality.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import { BLANK, replaceIn, type BuildContext, type QuestionBuilder } from './common.ts';
import { clozeSentences, worthyGaps, type Gap } from './gaps.ts';

interface Pair {
  left: string;
  right: string;
  source: SentenceInfo;
  /** The blanked term's key, in a sentence-completion pair. */
  key?: string;
}

function matching(context: BuildContext, questionText: string, pairs: Pair[], explanation: string): GeneratedQuestion {
  const right = context.random.shuffle(pairs.map((pair, i) => ({ id: 10 + i, text: pair.right })));
  const sources = [...new Set(pairs.map((pair) => pair.source))].sort((a, b) => a.position - b.position);
  return {
    type: 'MATCHING',
    questionText,
    difficulty: context.difficulty,
    content: { left: pairs.map((pair, i) => ({ id: i + 1, text: pair.left, matchId: 10 + i })), right },
    explanation,
    hint: null,
    sourceSentences: sources.map((sentence) => sentence.text),
    position: sources[0]?.position ?? 0,
  };
}

/** The term masked in its own definition, so the pair is not matched by spotting the word. */
function mask(definition: string, term: string): string {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return definition.replace(new RegExp(`\\b${escaped}\\b`, 'gi'), '…');
}

/**
 * A term a sentence-completion MATCHING may pair: a term the text defines, a rare word or a name
 * (worthyGaps' worth of 1.1 and more; "epicenter", "Quorum", "DeWitt Clinton"), not a number (its
 * sentence's unit pairs it at a glance) nor a year (the year-event pairs ask those).
 */
function keyTerm(gap: Gap): boolean {
  return gap.term.kind !== 'number' && gap.term.kind !== 'year' && gap.worth >= 1.1;
}

/** Whether two term keys share a word's stem ("magnitude", "magnitude scale"; "senate", "senator"): one pair gives the other away. */
function sameStem(a: string, b: string): boolean {
  const stems = (key: string) => key.split(' ').map((word) => word.slice(0, 5));
  return stems(a).some((stem) => stems(b).includes(stem));
}

/**
 * Whether a blank on `gap` leaves no clue of its own which term fills it among the pairs so far (blind
 * reviews blind-s6 Q10 and blind-s7 Q2, Q21: "solved by collocation or form"): the term is a whole noun
 * phrase ("water ___" with "purification tablets" is not), no "a"/"an" stands before it, it has the
 * number of the terms before it ("is a ___" beside "have ___ that follow"), and no other pair's
 * sentence names it, nor its sentence another pair's term ("Mainshocks always have ___" beside "the ___"
 * answered "mainshock").
 */
function fitsAmong(sentence: SentenceInfo, gap: Gap, pairs: readonly Pair[], plural: boolean | null): boolean {
  const before = sentence.text.slice(0, gap.start).trimEnd().split(' ').at(-1)?.toLowerCase() ?? '';
  const names = (text: string, key: string) => sameStem(normaliseForMatch(text), key);
  return (
    gap.whole &&
    before !== 'a' &&
    before !== 'an' &&
    (plural === null || gap.plural === plural) &&
    pairs.every(
      (pair) =>
        !names(pair.right, gap.key) && (pair.key === undefined || !names(replaceIn(sentence, gap, BLANK), pair.key)),
    )
  );
}

/**
 * MATCHING: terms with the definitions the text gives them; else years with what the text says
 * happened then; else key terms with the sentences they complete (blanked). Three or four pairs.
 */
export const matchingBuilder: QuestionBuilder = {
  type: 'MATCHING',
  shortage: 'the text has too few definitions, dates or key terms to pair',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    const { analysis } = context;
    const inChunk = new Set(context.sentences.map((sentence) => sentence.id));
    const definitions = analysis.definitions.filter((definition) => inChunk.has(definition.sentenceId));
    for (let start = 0; start + 3 <= definitions.length; start += 4) {
      const group = definitions.slice(start, start + 4);
      const pairs = group.flatMap((definition) => {
        const source = analysis.sentences[definition.sentenceId];
        return source ? [{ left: definition.term, right: mask(definition.definition, definition.term), source }] : [];
      });
      if (new Set(pairs.map((pair) => pair.left.toLowerCase())).size === pairs.length && pairs.length >= 3) {
        yield matching(
          context,
          'Match each term with its description in the text.',
          pairs,
          'Each description is how the text defines the term.',
        );
      }
    }
    const events = analysis.events.filter((event) => inChunk.has(event.sentenceId));
    const byYear = new Map(events.map((event) => [event.year, event]));
    if (byYear.size >= 3) {
      const chosen = [...byYear.values()].slice(0, 4);
      const pairs = chosen.flatMap((event) => {
        const source = analysis.sentences[event.sentenceId];
        return source ? [{ left: String(event.year), right: event.event, source }] : [];
      });
      yield matching(
        context,
        'Match each year with what happened then, according to the text.',
        pairs,
        'The text dates each of these events.',
      );
    }
    const used = new Set<string>();
    let pairs: Pair[] = [];
    let plural: boolean | null = null;
    for (const sentence of clozeSentences(context)) {
      const occurrence = worthyGaps(context, sentence).find(
        (candidate) =>
          keyTerm(candidate) &&
          ![...used].some((key) => sameStem(key, candidate.key)) &&
          candidate.term.words <= 3 &&
          !context.asked(sentence.text, candidate.surface) &&
          fitsAmong(sentence, candidate, pairs, plural),
      );
      if (!occurrence) {
        continue;
      }
      used.add(occurrence.key);
      plural ??= occurrence.plural;
      pairs.push({
        left: occurrence.surface,
        right: replaceIn(sentence, occurrence, BLANK),
        source: sentence,
        key: occurrence.key,
      });
      if (pairs.length === 4) {
        yield matching(
          context,
          'Match each word or phrase with the sentence from the text that it completes.',
          pairs,
          'Each sentence is quoted from the text with the word or phrase left out.',
        );
        pairs = [];
        plural = null;
      }
    }
    if (pairs.length >= 3) {
      yield matching(
        context,
        'Match each word or phrase with the sentence from the text that it completes.',
        pairs,
        'Each sentence is quoted from the text with the word or phrase left out.',
      );
    }
  },
};
