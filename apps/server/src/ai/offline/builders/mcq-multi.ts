import type { GeneratedQuestion } from '../../generator.ts';
import { OPTION_LETTERS, rankedStatements, type BuildContext, type QuestionBuilder } from './common.ts';
import { citedSources, statementGroups, topicOf, trueAndFalse, trueBudget, usableForms } from './statement-sets.ts';
import { rotated } from './wh-stems.ts';
import { explainingLast } from './explanations.ts';

/**
 * The stem of the job's next MCQ_MULTI: the job's questions of the type take the wordings in turn, so a
 * quiz does not read one template twice (blind reviews: "template stem"); the topic named when every
 * statement is about it.
 */
function stemOf(context: BuildContext, topic: string | null): string {
  const about = topic ? ` about ${topic}` : '';
  const [stem] = rotated(context, [
    `Which of these statements${about} does the text support? Select all that apply.`,
    `According to the text, which of these statements${about} are true? Select all that apply.`,
    topic
      ? `What does the text say about ${topic}? Select all that apply.`
      : 'What does the text say? Select all that apply.',
  ]);
  return stem as string;
}

/**
 * MCQ_MULTI: "which statements does the text support?" Up to four options, each one claim: some as
 * the text states them (correct), the others with a fact changed; three options or four.
 */
export const mcqMultiBuilder: QuestionBuilder = {
  type: 'MCQ_MULTI',
  shortage: 'the text has too few statements to offer several options',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    const pool = explainingLast(context, rankedStatements(context)).filter(
      (sentence) => usableForms(sentence).length > 0,
    );
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
      const topic = topicOf(context, made);
      const question: GeneratedQuestion = {
        type: 'MCQ_MULTI',
        questionText: stemOf(context, topic),
        difficulty: context.difficulty,
        content: { options: shuffled },
        explanation: `The text states ${shuffled
          .filter((option) => option.correct)
          .map((option) => option.id)
          .join(' and ')}; the other options change a fact.`,
        hint: null,
        ...citedSources(made),
      };
      yield question;
    }
  },
};
