import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/**
 * The quizzes a caller may see (the rule of `mayReadQuiz`, decided by `quizAudienceOf` in the
 * quizzes policy) as a filter for aggregates: everything for those who may read any quiz, otherwise
 * the public published quizzes and the caller's own.
 */
export type QuizAudience = { kind: 'everything' } | { kind: 'publicAndOwn'; ownerId: string };

/**
 * The audience as a condition on `quizzes` (undefined: no condition), for any repository query that
 * joins that table (the tag, category and results aggregates).
 */
export function visibleQuizCondition(audience: QuizAudience): Expression<SqlBool> | undefined {
  if (audience.kind === 'everything') {
    return undefined;
  }
  const eb = expressionBuilder<DatabaseSchema, 'quizzes'>();
  return eb.or([
    eb.and([eb('quizzes.status', '=', 'PUBLISHED'), eb('quizzes.visibility', '=', 'PUBLIC')]),
    eb('quizzes.creatorId', '=', audience.ownerId),
  ]);
}
