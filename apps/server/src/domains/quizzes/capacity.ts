import { QUIZ_QUESTIONS_MAX, quizMessages } from '@quizmaker/contracts';
import type { DbExecutor } from '../../db/database.ts';
import { fieldError } from '../../errors.ts';
import { quizzesRepository } from './repository.ts';

/**
 * The quiz's questions, read after touching its row in the caller's transaction: the touch is an update, so on
 * PostgreSQL a second writer adding to the same quiz waits here until the first commits and then counts its
 * questions too (two imports of 300 into an empty quiz cannot both pass the 500 cap). SQLite runs one writing
 * transaction at a time anyway.
 */
export async function questionIdsUnderLock(tx: DbExecutor, quizId: string, now: Date): Promise<string[]> {
  await quizzesRepository.touch(tx, quizId, now);
  return quizzesRepository.questionIds(tx, quizId);
}

/** A quiz holds at most QUIZ_QUESTIONS_MAX questions, however they are added. */
export function mustHaveRoomFor(currentCount: number, adding: number): void {
  if (currentCount + adding > QUIZ_QUESTIONS_MAX) {
    throw fieldError('questionIds', quizMessages.tooManyQuestions);
  }
}
