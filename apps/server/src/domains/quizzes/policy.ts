import type { QuizAbilities, QuizStatus, Visibility } from '@quizmaker/contracts';
import { can, type Principal } from '../../access/principal.ts';
import type { QuizAudience } from '../../db/quiz-audience.ts';

export interface QuizFacts {
  creatorId: string;
  status: QuizStatus;
  visibility: Visibility;
}

export const isQuizOwner = (principal: Principal, quiz: QuizFacts): boolean => principal.id === quiz.creatorId;

/** Live in the public catalogue: PUBLIC and PUBLISHED (ARCHIVED and DRAFT quizzes are not). */
export const isPublicAndPublished = (quiz: QuizFacts): boolean =>
  quiz.visibility === 'PUBLIC' && quiz.status === 'PUBLISHED';

/**
 * Who may see a quiz at all: its creator, anyone who may read every quiz (moderators, admins), and
 * everyone for a public published one. Everyone else gets 404, as if it did not exist.
 */
export function mayReadQuiz(principal: Principal, quiz: QuizFacts): boolean {
  return (
    isQuizOwner(principal, quiz) ||
    can(principal, 'QUIZ_READ_ANY') ||
    can(principal, 'QUIZ_MODERATE') ||
    isPublicAndPublished(quiz)
  );
}

/** The quizzes `mayReadQuiz` lets the caller see, as aggregates filter them (db/quiz-audience.ts). */
export function quizAudienceOf(principal: Principal): QuizAudience {
  return can(principal, 'QUIZ_READ_ANY') || can(principal, 'QUIZ_MODERATE')
    ? { kind: 'everything' }
    : { kind: 'publicAndOwn', ownerId: principal.id };
}

/** The creator manages their own quizzes; moderators change any; only the creator or an admin deletes. */
export function quizAbilities(principal: Principal, quiz: QuizFacts & { questionCount: number }): QuizAbilities {
  const owner = isQuizOwner(principal, quiz);
  const mayChange = owner || can(principal, 'QUIZ_MODERATE');
  return {
    update: mayChange,
    delete: owner || can(principal, 'QUIZ_MANAGE_ANY'),
    changeStatus: mayChange,
    changeVisibility: mayChange,
    manageQuestions: mayChange,
    start: mayReadQuiz(principal, quiz) && quiz.status === 'PUBLISHED' && quiz.questionCount > 0,
    viewStatistics: owner || can(principal, 'RESULTS_READ_ANY'),
  };
}
