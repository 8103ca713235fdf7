import type { GeneratedQuestion } from '../../generator.ts';
import {
  falsify,
  OPTION_LETTERS,
  rankedStatements,
  statementGroups,
  type BuildContext,
  type QuestionBuilder,
} from './common.ts';

/**
 * MCQ_MULTI: "which statements does the text support?" Four options: some stated by the text
 * (correct), the others with a key term swapped for another of the same kind.
 */
export const mcqMultiBuilder: QuestionBuilder = {
  type: 'MCQ_MULTI',
  shortage: 'the text has too few statements to offer several options',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    const pool = rankedStatements(context);
    // Start from the other end of the ranking than COMPLIANCE, so the two types rest on different sentences.
    const ordered = [...pool.slice(Math.floor(pool.length / 2)), ...pool.slice(0, Math.floor(pool.length / 2))];
    for (const group of statementGroups(ordered)) {
      const correctCount = group.length === 4 ? 2 + context.random.int(2) : 1 + context.random.int(2);
      const options = group.map((sentence, i) => {
        const falsified = i >= correctCount ? falsify(context, sentence) : null;
        return falsified ? { text: falsified.text, correct: false } : { text: sentence.claim, correct: true };
      });
      if (options.every((option) => option.correct)) {
        continue;
      }
      const shuffled = context.random
        .shuffle(options)
        .map((option, i) => ({ id: OPTION_LETTERS[i] as string, ...option }));
      yield {
        type: 'MCQ_MULTI',
        questionText: 'Which of these statements does the text support? Select all that apply.',
        difficulty: context.difficulty,
        content: { options: shuffled },
        explanation: `The text states ${shuffled
          .filter((option) => option.correct)
          .map((option) => option.id)
          .join(' and ')}; the other options change a key term.`,
        hint: null,
        sourceSentences: [...group].sort((a, b) => a.position - b.position).map((sentence) => sentence.text),
        position: Math.min(...group.map((sentence) => sentence.position)),
      };
    }
  },
};
