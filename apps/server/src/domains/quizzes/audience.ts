import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import { can, type Principal } from '../../access/principal.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

/**
 * The quizzes a caller may see (the rule of `mayReadQuiz`) as a filter for aggregates: everything
 * for those who may read any quiz, otherwise the public published quizzes and the caller's own.
 */
export type QuizAudience = { kind: 'everything' } | { kind: 'publicAndOwn'; ownerId: string };

export function quizAudienceOf(principal: Principal): QuizAudience {
  return can(principal, 'QUIZ_READ_ANY') || can(principal, 'QUIZ_MODERATE')
    ? { kind: 'everything' }
    : { kind: 'publicAndOwn', ownerId: principal.id };
}

/** The audience as a condition on `quizzes` (undefined: no condition), for any query that joins that table. */
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
