import { randomUUID } from 'node:crypto';
import {
  QUIZ_DEFAULTS,
  QUIZ_SORTS,
  quizMessages,
  timerDurationIssue,
  type Page,
  type Quiz,
  type QuizBulkDeleteResult,
  type QuizBulkUpdateResult,
  type QuizCreateBody,
  type QuizDetail,
  type QuizListQuery,
  type QuizStatusChange,
  type QuizUpdateBody,
  type Visibility,
} from '@quizmaker/contracts';
import { can, type Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Db, DbExecutor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, authorizationError, conflict, fieldError, notFound, validationError } from '../../errors.ts';
import { pageRequest, toPage } from '../../http/pagination.ts';
import { mustHaveCategory } from '../categories/service.ts';
import { mustHaveTags } from '../tags/service.ts';
import { mustHaveRoomFor, questionIdsUnderLock } from './capacity.ts';
import { mayReadQuiz, quizAbilities } from './policy.ts';
import { presentQuiz, presentQuizDetail } from './presenter.ts';
import { quizListRepository, type QuizListFilter, type QuizSortColumn } from './list-repository.ts';
import { quizzesRepository, type QuizRecord, type QuizView } from './repository.ts';

export type { QuizRecord } from './repository.ts';

type QuizAbilityName = keyof ReturnType<typeof quizAbilities>;

/** What quizzes need of the questions domain (a port: app.ts passes the QuestionsService). */
export interface QuestionsForQuizzes {
  /** Questions put into a quiz must exist (404) and be the caller's to edit (403); read in `db` (the caller's transaction). */
  mustUseQuestions(db: DbExecutor, principal: Principal, questionIds: readonly string[]): Promise<void>;
}

/** Quizzes (spec 2 sections 3-9, spec 3 section 7): settings, status, visibility, question order, tags, category, lists. */
export class QuizzesService {
  constructor(private readonly deps: { db: Db; clock: Clock; questions: QuestionsForQuizzes }) {}

  /** Caller holds QUIZ_CREATE (checked by the route). A new quiz is a DRAFT of its creator. */
  async create(principal: Principal, body: QuizCreateBody): Promise<{ quizId: string }> {
    const quizId = await this.deps.db.transaction().execute((tx) => this.createIn(tx, principal, body));
    return { quizId };
  }

  /** Writes a new DRAFT quiz of the caller in the caller's transaction `tx` (imports); returns its id. */
  async createIn(tx: DbExecutor, principal: Principal, body: QuizCreateBody): Promise<string> {
    const id = randomUUID();
    await mustHaveCategory(tx, body.categoryId);
    await mustHaveTags(tx, body.tagIds);
    await quizzesRepository.insert(tx, {
      id,
      creatorId: principal.id,
      status: QUIZ_DEFAULTS.status,
      title: body.title,
      description: body.description,
      visibility: body.visibility,
      difficulty: body.difficulty,
      estimatedTime: body.estimatedTime,
      timerEnabled: body.timerEnabled,
      timerDuration: storedTimerDuration(body.timerDuration),
      isRepetitionEnabled: body.isRepetitionEnabled,
      allowPauseWhenTimed: body.allowPauseWhenTimed,
      passMark: body.passMark,
      scoringMode: body.scoringMode,
      feedbackMode: body.feedbackMode,
      categoryId: body.categoryId,
      now: this.deps.clock.now(),
    });
    await quizzesRepository.replaceTags(tx, id, body.tagIds);
    return id;
  }

  async get(principal: Principal, id: string): Promise<QuizDetail> {
    const quiz = await this.#mustSee(this.deps.db, principal, id);
    return presentQuizDetail(quiz, await quizzesRepository.questionIds(this.deps.db, id), principal);
  }

  async list(principal: Principal, query: QuizListQuery): Promise<Page<Quiz>> {
    if (query.scope === 'all' && !can(principal, 'QUIZ_READ_ANY')) {
      throw authorizationError();
    }
    const request = pageRequest(query, QUIZ_SORTS, { field: 'recommended', direction: 'desc' });
    const sort = request.sort[0] ?? { field: 'recommended' as const, direction: 'desc' as const };
    const orderBy: QuizSortColumn = sort.field === 'recommended' ? 'createdAt' : sort.field;
    const direction = sort.field === 'recommended' ? 'desc' : sort.direction;
    const scope: QuizListFilter['scope'] =
      query.scope === 'public'
        ? { kind: 'public' }
        : query.scope === 'me'
          ? { kind: 'mine', ownerId: principal.id }
          : { kind: 'all' };
    const filter: QuizListFilter = {
      scope,
      ...(query.search ? { search: query.search } : {}),
      ...(query.difficulty ? { difficulty: query.difficulty } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.categoryId ? { categoryIds: query.categoryId } : {}),
      ...(query.tagId ? { tagIds: query.tagId } : {}),
      ...(query.minTime === undefined ? {} : { minTime: query.minTime }),
      ...(query.maxTime === undefined ? {} : { maxTime: query.maxTime }),
    };
    const { rows, total } = await quizListRepository.list(this.deps.db, filter, {
      offset: request.offset,
      limit: request.size,
      orderBy,
      direction,
      now: this.deps.clock.now(),
    });
    return toPage(
      rows.map((row) => presentQuiz(row, principal)),
      total,
      request,
    );
  }

  async update(principal: Principal, id: string, body: QuizUpdateBody): Promise<QuizDetail> {
    await this.deps.db.transaction().execute((tx) => this.#applyUpdate(tx, principal, id, body));
    return this.get(principal, id);
  }

  /** Applies one change to many quizzes; each quiz succeeds or fails on its own (no rollback of others). */
  async bulkUpdate(principal: Principal, quizIds: string[], update: QuizUpdateBody): Promise<QuizBulkUpdateResult> {
    const result: QuizBulkUpdateResult = { successfulIds: [], failures: [] };
    for (const id of quizIds) {
      try {
        await this.deps.db.transaction().execute((tx) => this.#applyUpdate(tx, principal, id, update));
        result.successfulIds.push(id);
      } catch (error) {
        if (!(error instanceof AppError)) {
          throw error;
        }
        result.failures.push({ quizId: id, status: error.status, message: error.message });
      }
    }
    return result;
  }

  async delete(principal: Principal, id: string): Promise<void> {
    await this.deps.db.transaction().execute(async (tx) => {
      await this.#mustBeAllowed(tx, principal, id, 'delete');
      await quizzesRepository.delete(tx, [id]);
    });
  }

  /** Deletes all the given quizzes or none: 404 if one is missing or hidden, 403 if one may not be deleted. */
  async bulkDelete(principal: Principal, ids: string[]): Promise<QuizBulkDeleteResult> {
    return this.deps.db.transaction().execute(async (tx) => {
      const quizzes = await quizzesRepository.findViews(tx, ids);
      const found = new Map(quizzes.filter((quiz) => mayReadQuiz(principal, quiz)).map((quiz) => [quiz.id, quiz]));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0) {
        throw notFound(`${quizMessages.notFound}: ${missing.join(', ')}`);
      }
      if ([...found.values()].some((quiz) => !quizAbilities(principal, quiz).delete)) {
        throw authorizationError();
      }
      await quizzesRepository.delete(tx, ids);
      return { deleted: ids.length, quizIds: ids };
    });
  }

  /** Any status may move to any other (spec 2 section 4); publishing needs at least one question. */
  async setStatus(principal: Principal, id: string, status: QuizStatusChange): Promise<QuizDetail> {
    return this.#change(principal, id, 'changeStatus', async (tx, quiz) => {
      if (status === 'PUBLISHED' && quiz.questionCount === 0) {
        throw fieldError('questionIds', quizMessages.atLeastOneQuestion);
      }
      await quizzesRepository.update(tx, id, { status }, this.deps.clock.now());
    });
  }

  async setVisibility(principal: Principal, id: string, visibility: Visibility): Promise<QuizDetail> {
    return this.#change(principal, id, 'changeVisibility', async (tx) => {
      await quizzesRepository.update(tx, id, { visibility }, this.deps.clock.now());
    });
  }

  /** Appends a question the caller may edit at the end of the quiz's order. */
  async addQuestion(principal: Principal, id: string, questionId: string): Promise<QuizDetail> {
    return this.#change(principal, id, 'manageQuestions', async (tx) => {
      await this.deps.questions.mustUseQuestions(tx, principal, [questionId]);
      const current = await questionIdsUnderLock(tx, id, this.deps.clock.now());
      if (current.includes(questionId)) {
        throw conflict(quizMessages.questionAlreadyInQuiz);
      }
      mustHaveRoomFor(current.length, 1);
      try {
        await quizzesRepository.appendQuestion(tx, id, questionId);
      } catch (error) {
        throw isUniqueViolation(error) ? conflict(quizMessages.questionAlreadyInQuiz) : error;
      }
    });
  }

  /**
   * Appends new questions of the caller at the end of the quiz, in order, in the caller's transaction
   * `tx` (imports): 404 and 403 as addQuestion, checked once for the whole list; the cap is counted under the
   * quiz's row lock, so concurrent imports cannot pass it together.
   */
  async appendQuestionsIn(
    tx: DbExecutor,
    principal: Principal,
    id: string,
    questionIds: readonly string[],
  ): Promise<void> {
    await this.#mustBeAllowed(tx, principal, id, 'manageQuestions');
    mustHaveRoomFor((await questionIdsUnderLock(tx, id, this.deps.clock.now())).length, questionIds.length);
    await quizzesRepository.appendQuestions(tx, id, questionIds);
  }

  /** Takes a question out of the quiz (the question itself stays); a published quiz keeps at least one. */
  async removeQuestion(principal: Principal, id: string, questionId: string): Promise<QuizDetail> {
    return this.#change(principal, id, 'manageQuestions', async (tx, quiz) => {
      const current = await quizzesRepository.questionIds(tx, id);
      if (!current.includes(questionId)) {
        throw notFound(quizMessages.questionNotInQuiz);
      }
      if (quiz.status === 'PUBLISHED' && current.length === 1) {
        throw fieldError('questionIds', quizMessages.atLeastOneQuestion);
      }
      await quizzesRepository.removeQuestion(tx, id, questionId);
      await quizzesRepository.touch(tx, id, this.deps.clock.now());
    });
  }

  /**
   * Sets the quiz's questions to exactly this list in this order: reorders, and adds or removes in the
   * same call. Questions already in the quiz may stay; new ones must be questions the caller may edit.
   */
  async setQuestions(principal: Principal, id: string, questionIds: string[]): Promise<QuizDetail> {
    return this.#change(principal, id, 'manageQuestions', async (tx, quiz) => {
      const current = new Set(await quizzesRepository.questionIds(tx, id));
      await this.deps.questions.mustUseQuestions(
        tx,
        principal,
        questionIds.filter((questionId) => !current.has(questionId)),
      );
      if (quiz.status === 'PUBLISHED' && questionIds.length === 0) {
        throw fieldError('questionIds', quizMessages.atLeastOneQuestion);
      }
      await quizzesRepository.replaceQuestions(tx, id, questionIds);
      await quizzesRepository.touch(tx, id, this.deps.clock.now());
    });
  }

  async addTag(principal: Principal, id: string, tagId: string): Promise<QuizDetail> {
    return this.#change(principal, id, 'update', async (tx) => {
      await mustHaveTags(tx, [tagId]);
      await quizzesRepository.addTag(tx, id, tagId);
      await quizzesRepository.touch(tx, id, this.deps.clock.now());
    });
  }

  async removeTag(principal: Principal, id: string, tagId: string): Promise<QuizDetail> {
    return this.#change(principal, id, 'update', async (tx) => {
      await mustHaveTags(tx, [tagId]);
      await quizzesRepository.removeTag(tx, id, tagId);
      await quizzesRepository.touch(tx, id, this.deps.clock.now());
    });
  }

  async setCategory(principal: Principal, id: string, categoryId: string): Promise<QuizDetail> {
    return this.#change(principal, id, 'update', async (tx) => {
      await mustHaveCategory(tx, categoryId);
      await quizzesRepository.update(tx, id, { categoryId }, this.deps.clock.now());
    });
  }

  async #applyUpdate(tx: DbExecutor, principal: Principal, id: string, body: QuizUpdateBody): Promise<void> {
    const quiz = await this.#mustBeAllowed(tx, principal, id, 'update');
    const timerEnabled = body.timerEnabled ?? quiz.timerEnabled;
    const timerDuration = body.timerDuration ?? quiz.timerDuration;
    const timerIssue = timerDurationIssue(timerEnabled, timerDuration);
    if (timerIssue) {
      throw validationError(`Validation error: ${timerIssue}`, [{ field: 'timerDuration', message: timerIssue }]);
    }
    const { tagIds, timerDuration: given, ...settings } = body;
    if (settings.categoryId) {
      await mustHaveCategory(tx, settings.categoryId);
    }
    if (tagIds) {
      await mustHaveTags(tx, tagIds);
      await quizzesRepository.replaceTags(tx, id, tagIds);
    }
    await quizzesRepository.update(
      tx,
      id,
      { ...settings, ...(given === undefined ? {} : { timerDuration: storedTimerDuration(given) }) },
      this.deps.clock.now(),
    );
  }

  /**
   * Changes the quiz in one transaction, once the caller may see it (else 404) and has the ability (else 403);
   * answers the quiz as it is then.
   */
  async #change(
    principal: Principal,
    id: string,
    ability: QuizAbilityName,
    work: (tx: DbExecutor, quiz: QuizView) => Promise<void>,
  ): Promise<QuizDetail> {
    await this.deps.db
      .transaction()
      .execute(async (tx) => work(tx, await this.#mustBeAllowed(tx, principal, id, ability)));
    return this.get(principal, id);
  }

  /** The quiz if the caller may see it (404 otherwise, as if it did not exist). */
  async #mustSee(db: DbExecutor, principal: Principal, id: string): Promise<QuizView> {
    const quiz = await quizzesRepository.findView(db, id);
    if (!quiz || !mayReadQuiz(principal, quiz)) {
      throw notFound(quizMessages.notFound);
    }
    return quiz;
  }

  /** The quiz if the caller may see it (else 404) and has the ability (else 403). */
  async #mustBeAllowed(db: DbExecutor, principal: Principal, id: string, ability: QuizAbilityName): Promise<QuizView> {
    const quiz = await this.#mustSee(db, principal, id);
    if (!quizAbilities(principal, quiz)[ability]) {
      throw authorizationError();
    }
    return quiz;
  }
}

/**
 * With the timer off the duration is not checked (spec 2 section 5) but is kept within 1-180, so
 * switching the timer on later starts from a valid value.
 */
function storedTimerDuration(minutes: number): number {
  return Math.min(180, Math.max(1, minutes));
}

/** A quiz's stored settings, read in `db` (the caller's transaction), whoever asks: for domains that act on a quiz. */
export function findQuiz(db: DbExecutor, id: string): Promise<QuizRecord | undefined> {
  return quizzesRepository.findRecord(db, id);
}

/** The quiz if the caller may see it (`mayReadQuiz`), else undefined: the caller answers its own 404. */
export async function findQuizVisibleTo(
  db: DbExecutor,
  principal: Principal,
  id: string,
): Promise<QuizRecord | undefined> {
  const quiz = await quizzesRepository.findRecord(db, id);
  return quiz && mayReadQuiz(principal, quiz) ? quiz : undefined;
}

/** Quizzes a new question goes into must be visible (404) and the caller's to manage (403). */
export async function mustManageQuizzes(
  db: DbExecutor,
  principal: Principal,
  quizIds: readonly string[],
): Promise<void> {
  const quizzes = await quizzesRepository.findViews(db, quizIds);
  const visible = quizzes.filter((quiz) => mayReadQuiz(principal, quiz));
  if (visible.length !== quizIds.length) {
    throw notFound(quizMessages.notFound);
  }
  if (visible.some((quiz) => !quizAbilities(principal, quiz).manageQuestions)) {
    throw authorizationError();
  }
}

/** Puts a new question at the end of each quiz's order (in the caller's transaction); each quiz counts as changed. */
export async function appendQuestionToQuizzes(
  tx: DbExecutor,
  quizIds: readonly string[],
  questionId: string,
  now: Date,
): Promise<void> {
  for (const quizId of quizIds) {
    await quizzesRepository.appendQuestion(tx, quizId, questionId);
    await quizzesRepository.touch(tx, quizId, now);
  }
}

/**
 * A new quiz holding `questionIds` in that order, with its tags, written in `tx` (the caller's
 * transaction): the generated quiz of a finished generation job.
 */
export async function createQuizWithQuestions(
  tx: DbExecutor,
  quiz: Parameters<typeof quizzesRepository.insert>[1],
  tagIds: readonly string[],
  questionIds: readonly string[],
): Promise<void> {
  await quizzesRepository.insert(tx, quiz);
  await quizzesRepository.replaceTags(tx, quiz.id, tagIds);
  await quizzesRepository.replaceQuestions(tx, quiz.id, questionIds);
}
