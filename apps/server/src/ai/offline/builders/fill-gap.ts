import type { GeneratedQuestion } from '../../generator.ts';
import { echoes } from '../../quality.ts';
import { blankedIn, quoteOf, shortTopic, textOn, type BuildContext, type QuestionBuilder } from './common.ts';
import { clauseOfGap, clozeSentences, joinedWithAnother, worthyGaps, type Gap } from './gaps.ts';
import { rotated } from './wh-stems.ts';
import type { SentenceInfo } from '../analysis/statements.ts';

/**
 * What the gap asks for, as the instruction names it: "year", "number", "word" or "words". A capitalised
 * term is "word(s)" too, not "name": most are an office, a body or a term ("Chief Justice", "Quorum",
 * "Senate"), which the blind review of session 5 found mislabelled as a missing name twice in 30.
 */
function gapNoun(gap: Gap): string {
  if (gap.term.kind === 'year') {
    return 'year';
  }
  if (gap.term.kind === 'number') {
    return 'number';
  }
  return /\s/.test(gap.surface) ? 'words' : 'word';
}

/**
 * The instruction of the job's next FILL_GAP: the job's FILL_GAPs take the wordings in turn (one
 * template on every cloze is what the blind reviews marked down most after verbatim wording, 9 of 30 in
 * blind-s15). No term as topic: the sentence is shown, and its own noun named again reads oddly ("about
 * costs"); the section's topic from its heading, where it has one that does not point at the answer
 * ("from the text on water purification", blind-s22: stems that do not say what they are about).
 */
function stemOf(context: BuildContext, noun: string, section: string | null, quoted: boolean): string {
  // "From the text" stays: the key is the text's word, not a synonym (blind-s23 Q12: "sweat" for "perspiration").
  // A sentence shown as a reader today writes it ("must be prescribed in each State by its Legislature" for "shall
  // be prescribed ... by the Legislature thereof") is no sentence from the text: blind-s44 Q5 read that stem as
  // a paraphrase passed off as a quotation.
  const source = section ? textOn(section) : 'the text';
  const about = ` from ${source}`;
  const [stem] = rotated(context, [
    quoted ? `Fill in the missing ${noun} in this sentence${about}.` : `Fill in the ${noun} that ${source} uses here.`,
    // A part of a titled text is where the sentence stands, not what it is about (blind-s55 Q28: "this sentence about
    // Article I").
    section
      ? `Complete this sentence ${shortTopic(section) === section ? 'about' : 'from'} ${shortTopic(section)} with the ${noun} the text uses.`
      : `Complete this sentence with the ${noun} the text uses.`,
    quoted
      ? `What ${noun === 'words' ? 'are' : 'is'} the missing ${noun} in this statement${about}?`
      : `Which ${noun} does ${source} use where the gap is?`,
  ]);
  return stem as string;
}

/**
 * Whether the gapped sentence, as the question shows it, is the text's own wording (the gap filled), whatever its
 * case and punctuation. Word for word: grounding's match (containsText) takes "must" for "shall".
 */
function quotesTheText(context: BuildContext, source: string, gapped: string, answer: string): boolean {
  // "a(n)" before the gap stands for the text's "a" or "an" (blankedIn).
  const words = (text: string) =>
    ` ${text
      .toLowerCase()
      .replace(/\ba\(n\)/g, 'a')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((word) => (word === 'an' ? 'a' : word))
      .join(' ')} `;
  const shown = context.analysis.shownText(gapped, [source]).replace('___1___', answer);
  return words(source).includes(words(shown));
}

/**
 * FILL_GAP: a sentence of the text with one term worth knowing taken out (___1___; worthyGaps), never
 * one of two things it joins ("Cholera and ___": any disease fills it; joinedWithAnother); the
 * term is the answer. The hint counts a phrase's words and gives its first letter; a year, number
 * or capitalised term (a name, an office) gets none (its first digit or letter would give it away).
 */
export const fillGapBuilder: QuestionBuilder = {
  type: 'FILL_GAP',
  shortage: 'the text has too few sentences with a key term to leave out',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    // First pass: one term per sentence, so questions spread over the text; second pass: a second term. A year or a
    // count only where no sentence has a term left to ask: "scientists concluded in _____" (1906), "in _____ hours"
    // (24) are trivia beside a word of the field (blind-s55 Q18, blind-s57 Q1, Q19).
    const statements = clozeSentences(context);
    const isFigure = (gap: Gap) => gap.term.kind === 'year' || gap.term.kind === 'number';
    const gapsOf = (candidate: SentenceInfo) =>
      worthyGaps(context, candidate).filter((gap) => !joinedWithAnother(candidate.tokens, gap));
    const inPasses = (pick: (gaps: Gap[]) => Gap | undefined) =>
      statements.flatMap((candidate) => {
        const term = pick(gapsOf(candidate));
        return term ? [[candidate, term] as const] : [];
      });
    for (const [sentence, gap] of [
      ...inPasses((gaps) => gaps.filter((gap) => !isFigure(gap))[0]),
      ...inPasses((gaps) => gaps.filter((gap) => !isFigure(gap))[1]),
      ...inPasses((gaps) => gaps.filter(isFigure)[0]),
    ]) {
      const { quoted, gap: shown } = clauseOfGap(sentence, gap);
      const noun = gapNoun(gap);
      const words = gap.surface.split(/\s+/).length;
      const text = blankedIn(quoted, shown, '___1___');
      // Someone speaking to someone ("There are no mice in the air, I'm afraid, but you might catch a bat, ... you know"): shown in
      // the third person it is no longer what the text says ("... but people might catch a bat, ... they know"), and a
      // cloze quotes the text.
      if (
        sentence.tokens.some((token) => token.value === 'I' || token.value === "I'm") &&
        sentence.tokens.some((token) => token.normal === 'you' || token.normal === 'your')
      ) {
        continue;
      }
      const section = context.analysis.sectionTopicOf(sentence);
      yield {
        type: 'FILL_GAP',
        questionText: stemOf(
          context,
          noun,
          section && !echoes(section, gap.surface) ? section : null,
          quotesTheText(context, sentence.text, text, gap.surface),
        ),
        difficulty: context.difficulty,
        content: { text, gaps: [{ id: 1, answer: gap.surface }] },
        explanation: `The text reads: ${quoteOf(sentence.claim)}`,
        hint:
          gap.term.kind === 'proper'
            ? null
            : noun === 'word'
              ? `One word, starting with "${gap.surface.charAt(0)}".`
              : noun === 'words'
                ? `${words} words, starting with "${gap.surface.charAt(0)}".`
                : null,
        sourceSentences: [sentence.text],
        position: sentence.position,
      };
    }
  },
};
