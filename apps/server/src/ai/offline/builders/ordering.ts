import type { GeneratedQuestion } from '../../generator.ts';
import { wellFormed, type SentenceInfo } from '../analysis/statements.ts';
import type { BuildContext, QuestionBuilder } from './common.ts';

function ordering(
  context: BuildContext,
  questionText: string,
  items: string[],
  sources: SentenceInfo[],
  explanation: string,
): GeneratedQuestion {
  const ordered = [...sources].sort((a, b) => a.position - b.position);
  return {
    type: 'ORDERING',
    questionText,
    difficulty: context.difficulty,
    content: { items: items.map((text, i) => ({ id: i + 1, text })) },
    explanation,
    hint: null,
    sourceSentences: ordered.map((sentence) => sentence.text),
    position: ordered[0]?.position ?? 0,
  };
}

const distinct = (texts: string[]) => new Set(texts.map((text) => text.toLowerCase())).size === texts.length;

/**
 * ORDERING: the steps of a numbered list in the text's order; else dated events in chronological
 * order (dates taken out of the items); else sentences of the passage in the order they appear.
 */
export const orderingBuilder: QuestionBuilder = {
  type: 'ORDERING',
  shortage: 'the text has too few steps, dated events or sentences to order',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    const { analysis } = context;
    for (const list of analysis.lists.filter(
      (candidate) => candidate.chunkIndex === context.chunk.index && candidate.numbered,
    )) {
      const items = list.items.filter((item) => item.text.length <= 300).slice(0, 6);
      if (items.length >= 3 && distinct(items.map((item) => item.text))) {
        yield ordering(
          context,
          'Put these steps in the order the text gives them.',
          items.map((item) => item.text),
          items,
          'This is the order of the numbered list in the text.',
        );
      }
    }
    const inChunk = new Set(context.sentences.map((sentence) => sentence.id));
    const events = analysis.events.filter((event) => inChunk.has(event.sentenceId));
    const firstPerYear = [...new Map(events.map((event) => [event.year, event])).values()].sort(
      (a, b) => a.year - b.year,
    );
    if (firstPerYear.length >= 3) {
      const chosen =
        firstPerYear.length > 5
          ? context.random
              .shuffle(firstPerYear)
              .slice(0, 5)
              .sort((a, b) => a.year - b.year)
          : firstPerYear;
      const sources = chosen.flatMap((event) =>
        analysis.sentences[event.sentenceId] ? [analysis.sentences[event.sentenceId] as SentenceInfo] : [],
      );
      if (distinct(chosen.map((event) => event.event))) {
        yield ordering(
          context,
          'Put these events in chronological order, earliest first.',
          chosen.map((event) => event.event),
          sources,
          `In the text: ${chosen.map((event) => `${event.event.replace(/\.$/, '')} (${event.year})`).join('; ')}.`,
        );
      }
    }
    // Whole sentences fit to stand alone, and the claims of long ones (never a sentence and its own clause).
    const whole = context.sentences.filter(
      (sentence) =>
        sentence.role === 'sentence' &&
        sentence.defect === null &&
        sentence.wordCount >= 5 &&
        sentence.text.length <= 220 &&
        wellFormed(sentence.text),
    );
    const within = (outer: SentenceInfo, inner: SentenceInfo) =>
      inner.position >= outer.position && inner.position < outer.position + outer.text.length;
    const clauses = context.sentences.filter(
      (sentence) =>
        sentence.role === 'clause' &&
        sentence.text.length <= 220 &&
        !whole.some((candidate) => within(candidate, sentence)),
    );
    const readable = [...whole, ...clauses].sort((a, b) => a.position - b.position);
    for (let round = 0; round < 4 && readable.length >= 4; round += 1) {
      // Four sentences spread over the passage; each round starts elsewhere.
      const step = readable.length / 4;
      const offset = (round * step) / 4 + context.random.next() * (step / 4);
      const picked = [0, 1, 2, 3].map(
        (i) => readable[Math.min(readable.length - 1, Math.floor(offset + i * step))] as SentenceInfo,
      );
      const unique = [...new Set(picked)];
      if (unique.length >= 3 && distinct(unique.map((sentence) => sentence.text))) {
        yield ordering(
          context,
          'Put these sentences in the order they appear in the text.',
          unique.map((sentence) => sentence.text),
          unique,
          'This is the order in which the text says them.',
        );
      }
    }
  },
};
