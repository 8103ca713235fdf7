import type { GeneratedQuestion } from '../../generator.ts';
import type { DocumentAnalysis } from '../analysis.ts';
import { isName, whatIsStem, whenQuestion } from '../analysis/questions.ts';
import {
  clozeSentences,
  rankedStatements,
  BLANK,
  fitsBetween,
  gapTerms,
  OPTION_LETTERS,
  quoteOf,
  replaceIn,
  type BuildContext,
  type QuestionBuilder,
} from './common.ts';

/**
 * Three other years for a year answer: those the text names, nearest first; when it names fewer,
 * years a few apart from the answer (never the answer, never one the text names).
 */
function yearDistractors(analysis: DocumentAnalysis, year: number): number[] {
  const named = [...analysis.terms.values()]
    .filter((term) => term.kind === 'year' && Number(term.surface) !== year)
    .map((term) => Number(term.surface));
  const chosen = [...new Set(named)].sort((a, b) => Math.abs(a - year) - Math.abs(b - year) || a - b).slice(0, 3);
  for (const offset of [-7, 9, -15, 18, 4]) {
    if (chosen.length >= 3) {
      break;
    }
    const candidate = year + offset;
    if (!chosen.includes(candidate) && !named.includes(candidate)) {
      chosen.push(candidate);
    }
  }
  return chosen;
}

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
      // Definitions of about the same length: the answer must not stand out as the long one.
      const wrong = [...others]
        .sort(
          (a, b) =>
            Math.abs(a.definition.length - definition.definition.length) -
              Math.abs(b.definition.length - definition.definition.length) || a.key.localeCompare(b.key),
        )
        .slice(0, 3)
        .map((other) => other.definition);
      const sentence = analysis.sentences[definition.sentenceId];
      if (!sentence) {
        continue;
      }
      yield {
        type: 'MCQ_SINGLE',
        questionText: whatIsStem(definition.term, sentence, isName(analysis.terms.get(definition.key))),
        difficulty: context.difficulty,
        content: { options: options(context, definition.definition, wrong) },
        explanation: `The text says: ${quoteOf(sentence.text)}`,
        hint: null,
        sourceSentences: [sentence.text],
        position: sentence.position,
      };
    }
    // "When was the canal opened?": a dated statement asked as a question, the options years.
    for (const sentence of rankedStatements(context)) {
      const when = whenQuestion(sentence);
      if (!when) {
        continue;
      }
      const years = [when.year, ...yearDistractors(analysis, when.year)].sort((a, b) => a - b).map(String);
      yield {
        type: 'MCQ_SINGLE',
        questionText: when.stem,
        difficulty: context.difficulty,
        content: {
          options: years.map((text, i) => ({
            id: OPTION_LETTERS[i] as string,
            text,
            correct: text === String(when.year),
          })),
        },
        explanation: `The text says: ${quoteOf(sentence.claim)}`,
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
          questionText: blanked,
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
