import type { Quiz, QuizDetail } from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import { quizAbilities } from './policy.ts';
import type { QuizView } from './repository.ts';

/** A quiz as lists show it, with what the caller may do with it. */
export function presentQuiz(quiz: QuizView, principal: Principal): Quiz {
  return {
    id: quiz.id,
    title: quiz.title,
    description: quiz.description,
    visibility: quiz.visibility,
    difficulty: quiz.difficulty,
    status: quiz.status,
    estimatedTime: quiz.estimatedTime,
    isRepetitionEnabled: quiz.isRepetitionEnabled,
    timerEnabled: quiz.timerEnabled,
    timerDuration: quiz.timerDuration,
    allowPauseWhenTimed: quiz.allowPauseWhenTimed,
    passMark: quiz.passMark,
    scoringMode: quiz.scoringMode,
    feedbackMode: quiz.feedbackMode,
    categoryId: quiz.categoryId,
    category: quiz.categoryId && quiz.categoryName !== null ? { id: quiz.categoryId, name: quiz.categoryName } : null,
    tagIds: quiz.tags.map((tag) => tag.id),
    tags: quiz.tags,
    questionCount: quiz.questionCount,
    creatorId: quiz.creatorId,
    creatorUsername: quiz.creatorUsername,
    createdAt: quiz.createdAt.toISOString(),
    updatedAt: quiz.updatedAt.toISOString(),
    abilities: quizAbilities(principal, quiz),
  };
}

/** One quiz with its question ids in order. */
export function presentQuizDetail(quiz: QuizView, questionIds: string[], principal: Principal): QuizDetail {
  return { ...presentQuiz(quiz, principal), questionIds };
}
