import type { GeneratedQuestion } from '../../generator.ts';
import {
  clozeSentences,
  BLANK,
  fitsBetween,
  gapTerms,
  OPTION_LETTERS,
  quoteOf,
  replaceIn,
  type BuildContext,
  type QuestionBuilder,
} from './common.ts';

function options(context: BuildContext, correct: string, wrong: string[]) {
  const texts = context.random.shuffle([correct, ...wrong]);
  return texts.map((text, i) => ({ id: OPTION_LETTERS[i] as string, text, correct: text === correct }));
}

/**
 * MCQ_SINGLE: "what is X" from a definition of the text (the other options are other definitions),
 * then cloze questions: a sentence with a key term blanked, the term among three others of the
 * same kind from the text (never the answer again, a longer or shorter form of it, or a word the
 * sentence already holds).
 */
export const mcqSingleBuilder: QuestionBuilder = {
  type: 'MCQ_SINGLE',
  shortage: 'the text has too few key terms of one kind to make distractors from',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    const { analysis } = context;
    const inChunk = new Set(context.sentences.map((sentence) => sentence.id));
    const definitions = analysis.definitions.filter((definition) => inChunk.has(definition.sentenceId));
    for (const definition of definitions) {
      const others = analysis.definitions.filter(
        (other) =>
          other.key !== definition.key && other.definition.toLowerCase() !== definition.definition.toLowerCase(),
      );
      if (others.length < 2) {
        break;
      }
      const wrong = context.random
        .shuffle(others)
        .slice(0, 3)
        .map((other) => other.definition);
      const sentence = analysis.sentences[definition.sentenceId];
      if (!sentence) {
        continue;
      }
      yield {
        type: 'MCQ_SINGLE',
        questionText: `According to the text, which description fits "${definition.term}"?`,
        difficulty: context.difficulty,
        content: { options: options(context, definition.definition, wrong) },
        explanation: `The text says: ${quoteOf(sentence.text)}`,
        hint: null,
        sourceSentences: [sentence.text],
        position: sentence.position,
      };
    }
    // First pass: one term per sentence, so questions spread over the text; second pass: a second term.
    const statements = clozeSentences(context);
    for (const [sentence, occurrence] of [0, 1].flatMap((pass) =>
      statements.flatMap((candidate) => {
        const term = gapTerms(context, candidate)[pass];
        return term ? [[candidate, term] as const] : [];
      }),
    )) {
      {
        const blanked = replaceIn(sentence, occurrence, BLANK);
        const wrong: string[] = [];
        for (const distractor of analysis.distractorsFor(occurrence, sentence)) {
          const surface =
            occurrence.term.kind === 'concept' && !/^[\p{Lu}]/u.test(occurrence.surface)
              ? distractor.surface.toLowerCase()
              : distractor.surface;
          if (
            fitsBetween(sentence, occurrence, surface) &&
            !analysis.textSays(blanked.replace(BLANK, surface)) &&
            !wrong.some((text) => text.toLowerCase() === surface.toLowerCase())
          ) {
            wrong.push(surface);
          }
          if (wrong.length === 3) {
            break;
          }
        }
        if (wrong.length < 2) {
          continue;
        }
        yield {
          type: 'MCQ_SINGLE',
          questionText: `Which option completes this sentence from the text? ${quoteOf(blanked)}`,
          difficulty: context.difficulty,
          content: { options: options(context, occurrence.surface, wrong) },
          explanation: `The text reads: ${quoteOf(sentence.claim)}`,
          hint: null,
          sourceSentences: [sentence.text],
          position: sentence.position,
        };
      }
    }
  },
};
