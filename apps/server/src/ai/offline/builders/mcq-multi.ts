import type { GeneratedQuestion } from '../../generator.ts';
import { OPTION_LETTERS, rankedStatements, type BuildContext, type QuestionBuilder } from './common.ts';
import { statementGroups, trueAndFalse, trueBudget } from './falsify.ts';

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
      // One or two right answers (a question of its own, not a quiz of true statements).
      const made = trueAndFalse(context, group, trueBudget(context, 2));
      if (!made) {
        continue;
      }
      const options = made.map((statement) => ({ text: statement.text, correct: statement.isTrue }));
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
        sourceSentences: made
          .map((statement) => statement.source)
          .sort((a, b) => a.position - b.position)
          .map((sentence) => sentence.text),
        position: Math.min(...made.map((statement) => statement.source.position)),
      };
    }
  },
};
