import type { GeneratedQuestion } from '../../generator.ts';
import { rankedStatements, type BuildContext, type QuestionBuilder } from './common.ts';
import { citedSources, statementGroups, topicOf, trueAndFalse, trueBudget, usableForms } from './statement-sets.ts';
import { rotated } from './wh-stems.ts';
import { explainingLast } from './explanations.ts';

/** The stem of the job's next COMPLIANCE: the wordings in turn, as MCQ_MULTI's (the topic named when there is one). */
function stemOf(context: BuildContext, topic: string | null): string {
  const about = topic ? ` about ${topic}` : '';
  const [stem] = rotated(context, [
    `Which of these statements${about} agree with the text?`,
    `Which of these statements${about} does the text bear out?`,
    `Mark each statement${about} that the text agrees with.`,
  ]);
  return stem as string;
}

/**
 * COMPLIANCE: up to four statements, each one claim, some as the text states them (compliant), the
 * others with a fact changed or a rule's "not" taken away (not compliant); at least one of each, three
 * statements or four.
 */
export const complianceBuilder: QuestionBuilder = {
  type: 'COMPLIANCE',
  shortage: 'the text has too few statements to mix true and false ones',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    const pool = explainingLast(context, rankedStatements(context)).filter(
      (sentence) => usableForms(sentence).length > 0,
    );
    for (const group of statementGroups(pool)) {
      const made = trueAndFalse(context, group, trueBudget(context, group.length - 1));
      if (!made) {
        continue;
      }
      const statements = made.map((statement) => ({ ...statement, compliant: statement.isTrue }));
      const ordered = context.random.shuffle(statements);
      const compliantIds = ordered.flatMap((statement, i) => (statement.compliant ? [i + 1] : []));
      const topic = topicOf(context, made);
      const question: GeneratedQuestion = {
        type: 'COMPLIANCE',
        questionText: stemOf(context, topic),
        difficulty: context.difficulty,
        content: {
          statements: ordered.map((statement, i) => ({
            id: i + 1,
            text: statement.text,
            compliant: statement.compliant,
          })),
        },
        explanation: `Statement${compliantIds.length > 1 ? 's' : ''} ${compliantIds.join(', ')} ${compliantIds.length > 1 ? 'are' : 'is'} what the text says; the other${ordered.length - compliantIds.length > 1 ? 's change' : ' changes'} a fact.`,
        hint: null,
        ...citedSources(made),
      };
      yield question;
    }
  },
};
