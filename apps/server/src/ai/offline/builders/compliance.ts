import type { GeneratedQuestion } from '../../generator.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import { falsify, rankedStatements, statementGroups, type BuildContext, type QuestionBuilder } from './common.ts';

/**
 * COMPLIANCE: four statements, some as the text states them (compliant), the others with a key
 * term swapped (not compliant); at least one of each.
 */
export const complianceBuilder: QuestionBuilder = {
  type: 'COMPLIANCE',
  shortage: 'the text has too few statements to mix true and false ones',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    for (const group of statementGroups(rankedStatements(context))) {
      const trueCount = 1 + context.random.int(group.length - 1);
      const statements: Array<{ text: string; compliant: boolean; source: SentenceInfo }> = [];
      group.forEach((sentence, i) => {
        const falsified = i >= trueCount ? falsify(context, sentence) : null;
        statements.push(
          falsified
            ? { text: falsified.text, compliant: false, source: sentence }
            : { text: sentence.claim, compliant: true, source: sentence },
        );
      });
      if (!statements.some((statement) => !statement.compliant)) {
        continue;
      }
      const ordered = context.random.shuffle(statements);
      const compliantIds = ordered.flatMap((statement, i) => (statement.compliant ? [i + 1] : []));
      yield {
        type: 'COMPLIANCE',
        questionText: 'Which of these statements agree with the text?',
        difficulty: context.difficulty,
        content: {
          statements: ordered.map((statement, i) => ({
            id: i + 1,
            text: statement.text,
            compliant: statement.compliant,
          })),
        },
        explanation: `Statement${compliantIds.length > 1 ? 's' : ''} ${compliantIds.join(', ')} ${compliantIds.length > 1 ? 'are' : 'is'} what the text says; the other${ordered.length - compliantIds.length > 1 ? 's change' : ' changes'} a key term.`,
        hint: null,
        sourceSentences: [...group].sort((a, b) => a.position - b.position).map((sentence) => sentence.text),
        position: Math.min(...group.map((sentence) => sentence.position)),
      };
    }
  },
};
