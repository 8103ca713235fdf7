import { randomUUID } from 'node:crypto';
import {
  mediaMessages,
  QUESTION_SORTS,
  questionMessages,
  quizMessages,
  type FieldError,
  type Page,
  type Question,
  type QuestionCreateBody,
  type QuestionListQuery,
  type QuestionType,
  type QuestionUpdateBody,
} from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { Principal } from '../../access/principal.ts';
import type { AnswerShuffles } from '../../answer-shuffles.ts';
import type { Clock } from '../../clock.ts';
import type { Db, DbExecutor } from '../../db/database.ts';
import { authorizationError, fieldError, notFound, validationError } from '../../errors.ts';
import { pageRequest, toPage } from '../../http/pagination.ts';
import { mayReadQuiz } from '../quizzes/policy.ts';
import { appendQuestionToQuizzes, findQuizVisibleTo, mustManageQuizzes } from '../quizzes/service.ts';
import { mustHaveTags } from '../tags/service.ts';
import { mayEditQuestion } from './policy.ts';
import { presentQuestion } from './presenter.ts';
import { questionsRepository, type QuestionRecord, type QuizQuestionRecord } from './repository.ts';

/** Which image URLs a question may show (a port onto the media domain's ImageSources). */
export interface ImageSourcePolicy {
  allows(url: string): boolean;
}

/** The attempts a question's answers may be revealed by (a port onto the attempts domain). */
export interface CompletedAttemptsReader {
  /** Whether the user has completed an attempt that held the question with its current type and content. */
  hasCompletedAttemptShowing(
    userId: string,
    question: { id: string; type: string; content: unknown },
  ): Promise<boolean>;
}

/** Questions of the nine types (spec 2 sections 3, 5 and 7): content validated by the type's plugin. */
export class QuestionsService {
  /** `shuffles`: the keyed shuffles of the safe view (answer-shuffles.ts). */
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      shuffles: AnswerShuffles;
      imageSources: ImageSourcePolicy;
      completedAttempts: CompletedAttemptsReader;
    },
  ) {}

  /**
   * The type's validation, then where its images come from (IMAGES_FROM_OWN_STORE_ONLY): 400 on the
   * image's field. `storedImages` are the URLs the question already shows: an install that turns the
   * setting on keeps its older questions editable (a typo fix must not fail on an image left as it was).
   */
  #validContent(type: QuestionType, raw: unknown, storedImages: ReadonlySet<string> = new Set()): unknown {
    const content = validContent(type, raw);
    const foreign = getQuestionType(type)
      .imageUrls(content)
      .find((image) => !storedImages.has(image.url) && !this.deps.imageSources.allows(image.url));
    if (foreign) {
      throw fieldError(['content', ...foreign.path].join('.'), mediaMessages.notOwnStore);
    }
    return content;
  }

  /** Caller holds QUESTION_CREATE (checked by the route). The question goes at the end of each given quiz. */
  async create(principal: Principal, body: QuestionCreateBody): Promise<{ questionId: string }> {
    this.validateNew(body);
    const questionId = await this.deps.db.transaction().execute((tx) => this.createIn(tx, principal, body));
    return { questionId };
  }

  /**
   * The checks of a new question that need no database (its type's content rules and image
   * sources): 400 with the broken rules. Imports run them on every question before storing any.
   */
  validateNew(body: QuestionCreateBody): void {
    this.#validContent(body.type, body.content);
  }

  /**
   * Validates and writes a new question in the caller's transaction `tx` (tags and quizzes checked
   * there), at the end of each given quiz; returns its id. Imports write many in one transaction.
   */
  async createIn(tx: DbExecutor, principal: Principal, body: QuestionCreateBody): Promise<string> {
    const content = this.#validContent(body.type, body.content);
    const id = randomUUID();
    await mustHaveTags(tx, body.tagIds);
    await mustManageQuizzes(tx, principal, body.quizIds);
    const now = this.deps.clock.now();
    await questionsRepository.insert(tx, {
      id,
      creatorId: principal.id,
      type: body.type,
      questionText: body.questionText,
      difficulty: body.difficulty,
      explanation: body.explanation,
      hint: body.hint,
      attachmentUrl: body.attachmentUrl,
      content,
      now,
    });
    await questionsRepository.replaceTags(tx, id, body.tagIds);
    await appendQuestionToQuizzes(tx, body.quizIds, id, now);
    return id;
  }

  /**
   * One question. Its answers (content, explanation) go to its editors, and to a taker who has
   * completed an attempt holding it as it is now: every feedback mode shows the answers once the
   * attempt is completed (our results screen does), and the original client's results page reads
   * them here. After an edit the new answers wait for a completed attempt holding the edited question.
   */
  async get(principal: Principal, id: string): Promise<Question> {
    const question = await this.#mustSee(this.deps.db, principal, id);
    const revealed =
      !mayEditQuestion(principal, question) &&
      (await this.deps.completedAttempts.hasCompletedAttemptShowing(principal.id, question));
    return (await this.#present(this.deps.db, principal, [question], revealed))[0] as Question;
  }

  /**
   * With quizId: that quiz's questions in the quiz's order, for anyone who may see the quiz (answers
   * only for their editors). Without: the caller's own questions, newest first.
   */
  async list(principal: Principal, query: QuestionListQuery): Promise<Page<Question>> {
    const { db } = this.deps;
    if (query.quizId) {
      if (!(await findQuizVisibleTo(db, principal, query.quizId))) {
        throw notFound(quizMessages.notFound);
      }
      const request = pageRequest(query, ['position'] as const, { field: 'position', direction: 'asc' });
      const [rows, total] = await Promise.all([
        questionsRepository.listByQuiz(db, query.quizId, {
          offset: request.offset,
          limit: request.size,
          ...(query.type ? { type: query.type } : {}),
          ...(query.search ? { search: query.search } : {}),
        }),
        questionsRepository.countByQuiz(db, query.quizId, query.type, query.search || undefined),
      ]);
      return toPage(await this.#present(db, principal, rows), total, request);
    }
    const request = pageRequest(query, QUESTION_SORTS, { field: 'createdAt', direction: 'desc' });
    const sort = request.sort[0] ?? { field: 'createdAt' as const, direction: 'desc' as const };
    if (sort.field === 'position') {
      throw fieldError('sort', 'sort=position needs a quizId');
    }
    const { rows, total } = await questionsRepository.listByCreator(db, principal.id, {
      ...(query.type ? { type: query.type } : {}),
      ...(query.search ? { search: query.search } : {}),
      offset: request.offset,
      limit: request.size,
      orderBy: sort.field,
      direction: sort.direction,
    });
    return toPage(await this.#present(db, principal, rows), total, request);
  }

  /** Caller holds QUESTION_UPDATE (checked by the route); only the author or a question manager changes it. */
  async update(principal: Principal, id: string, body: QuestionUpdateBody): Promise<Question> {
    const { db, clock } = this.deps;
    await db.transaction().execute(async (tx) => {
      const question = await this.#mustEdit(tx, principal, id);
      const type = body.type ?? question.type;
      const storedImages = new Set(
        getQuestionType(question.type)
          .imageUrls(question.content)
          .map((image) => image.url),
      );
      const { tagIds, content: given, ...fields } = body;
      const content =
        given !== undefined || type !== question.type
          ? this.#validContent(type, given ?? question.content, storedImages)
          : undefined;
      if (tagIds) {
        await mustHaveTags(tx, tagIds);
        await questionsRepository.replaceTags(tx, id, tagIds);
      }
      await questionsRepository.update(
        tx,
        id,
        { ...fields, ...(content === undefined ? {} : { content }) },
        clock.now(),
      );
    });
    return this.get(principal, id);
  }

  /** Caller holds QUESTION_DELETE (checked by the route). The question leaves every quiz it was in. */
  async delete(principal: Principal, id: string): Promise<void> {
    await this.deps.db.transaction().execute(async (tx) => {
      await this.#mustEdit(tx, principal, id);
      await questionsRepository.delete(tx, id);
    });
  }

  /**
   * Questions put into a quiz must exist (404) and be the caller's to edit (403), read in `db` (the
   * caller's transaction): the quizzes domain's port QuestionsForQuizzes.
   */
  async mustUseQuestions(db: DbExecutor, principal: Principal, questionIds: readonly string[]): Promise<void> {
    const questions = await questionsRepository.findByIds(db, questionIds);
    if (questions.length !== new Set(questionIds).size) {
      throw notFound(questionMessages.notFound);
    }
    if (questions.some((question) => !mayEditQuestion(principal, question))) {
      throw authorizationError();
    }
  }

  /** The question if the caller may edit it, or may see a quiz holding it (404 otherwise). */
  async #mustSee(db: DbExecutor, principal: Principal, id: string): Promise<QuestionRecord> {
    const question = await questionsRepository.findById(db, id);
    if (!question) {
      throw notFound(questionMessages.notFound);
    }
    if (mayEditQuestion(principal, question)) {
      return question;
    }
    const links = (await questionsRepository.quizLinksOf(db, [id])).get(id) ?? [];
    if (!links.some((link) => mayReadQuiz(principal, link))) {
      throw notFound(questionMessages.notFound);
    }
    return question;
  }

  /** The question if the caller may see it (else 404) and edit it (else 403). */
  async #mustEdit(db: DbExecutor, principal: Principal, id: string): Promise<QuestionRecord> {
    const question = await this.#mustSee(db, principal, id);
    if (!mayEditQuestion(principal, question)) {
      throw authorizationError();
    }
    return question;
  }

  /** Presents many questions with their tags and the quizzes holding them that the caller may see. */
  async #present(
    db: DbExecutor,
    principal: Principal,
    questions: QuestionRecord[],
    answersRevealed = false,
  ): Promise<Question[]> {
    const ids = questions.map((question) => question.id);
    const [tags, links] = await Promise.all([
      questionsRepository.tagIdsOf(db, ids),
      questionsRepository.quizLinksOf(db, ids),
    ]);
    return questions.map((question) => {
      const editor = mayEditQuestion(principal, question);
      const quizIds = (links.get(question.id) ?? [])
        .filter((link) => editor || mayReadQuiz(principal, link))
        .map((link) => link.quizId);
      return presentQuestion(
        question,
        { tagIds: tags.get(question.id) ?? [], quizIds },
        principal,
        this.deps.shuffles,
        answersRevealed,
      );
    });
  }
}

/** Validates content with the type's plugin; 400 with every broken rule under `content.<path>`. */
function validContent(type: QuestionType, raw: unknown): unknown {
  const result = getQuestionType(type).validateContent(raw);
  if (result.success) {
    return result.content;
  }
  const seen = new Set<string>();
  const fieldErrors: FieldError[] = [];
  for (const issue of result.issues) {
    const field = ['content', ...issue.path].join('.');
    if (!seen.has(field)) {
      seen.add(field);
      fieldErrors.push({ field, message: issue.message });
    }
  }
  throw validationError(`Validation error: ${fieldErrors[0]?.message ?? 'Invalid content'}`, fieldErrors);
}

/** A quiz's questions with their content, in the quiz's order, read in `db`: what starting an attempt freezes. */
export function questionsOfQuiz(db: DbExecutor, quizId: string): Promise<QuizQuestionRecord[]> {
  return questionsRepository.listByQuiz(db, quizId);
}

/** A new question whose content its type's plugin has already validated, written in `tx` (generated questions). */
export function insertValidatedQuestion(
  tx: DbExecutor,
  question: Parameters<typeof questionsRepository.insert>[1],
): Promise<void> {
  return questionsRepository.insert(tx, question);
}

/** Who wrote each of these questions (unknown ids are left out), read in `db`: for domains that answer only the author. */
export async function creatorsOfQuestions(db: DbExecutor, ids: readonly string[]): Promise<Map<string, string>> {
  const questions = await questionsRepository.findByIds(db, ids);
  return new Map(questions.map((question) => [question.id, question.creatorId]));
}
