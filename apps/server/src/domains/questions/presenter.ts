import type { Question } from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { Principal } from '../../access/principal.ts';
import type { AnswerShuffles } from '../../answer-shuffles.ts';
import { mayEditQuestion, questionAbilities } from './policy.ts';
import type { QuestionRecord } from './repository.ts';

/**
 * A question as the caller may see it. Authored content (with the answers) and the explanation go
 * only to someone who may edit it, or who has completed an attempt holding it as it is now (`answersRevealed`);
 * `safeContent` is shuffled with the server's keyed shuffles of this question (answer-shuffles.ts),
 * so it is stable but cannot be undone by the caller.
 */
export function presentQuestion(
  question: QuestionRecord,
  related: { tagIds: string[]; quizIds: string[] },
  principal: Principal,
  shuffles: AnswerShuffles,
  answersRevealed = false,
): Question {
  const editable = mayEditQuestion(principal, question);
  const answersShown = editable || answersRevealed;
  return {
    id: question.id,
    type: question.type,
    questionText: question.questionText,
    difficulty: question.difficulty,
    hint: question.hint,
    attachmentUrl: question.attachmentUrl,
    ...(answersShown ? { explanation: question.explanation, content: question.content } : {}),
    safeContent: getQuestionType(question.type).toSafeContent(question.content, shuffles.ofQuestion(question.id)),
    tagIds: related.tagIds,
    quizIds: related.quizIds,
    creatorId: question.creatorId,
    createdAt: question.createdAt.toISOString(),
    updatedAt: question.updatedAt.toISOString(),
    abilities: questionAbilities(principal, question),
    // Which generated questions need review is for whoever edits them.
    ...(editable ? { quality: question.quality } : {}),
  };
}
