import { createHmac } from 'node:crypto';
import type { Question } from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { Principal } from '../../access/principal.ts';
import { mayEditQuestion, questionAbilities } from './policy.ts';
import type { QuestionRecord } from './repository.ts';

/** The key of those seeds, derived from the server's signing secret (JWT_SECRET) for this one purpose. */
export function questionShuffleKey(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('quizmaker:question-shuffle').digest('hex');
}

/**
 * The shuffle seed of a question's safe view outside attempts: stable per question, but keyed with a
 * server secret. Seeding with the bare question id would let anyone who reads the id replay the
 * (public) shuffle, undo it and read the ORDERING answer or the MATCHING pairs off the safe view.
 */
export function questionShuffleSeed(shuffleKey: string, questionId: string): string {
  return createHmac('sha256', shuffleKey).update(`question-safe-view:${questionId}`).digest('hex');
}

/**
 * A question as the caller may see it. Authored content (with the answers) and the explanation go
 * only to someone who may edit it, or who has completed an attempt holding it (`answersRevealed`);
 * `safeContent` is shuffled with a secret per-question seed, so it is stable but cannot be undone by the caller.
 */
export function presentQuestion(
  question: QuestionRecord,
  related: { tagIds: string[]; quizIds: string[] },
  principal: Principal,
  shuffleKey: string,
  answersRevealed = false,
): Question {
  const answersShown = mayEditQuestion(principal, question) || answersRevealed;
  return {
    id: question.id,
    type: question.type,
    questionText: question.questionText,
    difficulty: question.difficulty,
    hint: question.hint,
    attachmentUrl: question.attachmentUrl,
    ...(answersShown ? { explanation: question.explanation, content: question.content } : {}),
    safeContent: getQuestionType(question.type).toSafeContent(question.content, questionShuffleSeed(shuffleKey, question.id)),
    tagIds: related.tagIds,
    quizIds: related.quizIds,
    creatorId: question.creatorId,
    createdAt: question.createdAt.toISOString(),
    updatedAt: question.updatedAt.toISOString(),
    abilities: questionAbilities(principal, question),
  };
}
