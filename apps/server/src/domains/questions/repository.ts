import type { QuestionQuality, QuestionType } from '@quizmaker/contracts';
import type { ExpressionBuilder, Selectable } from 'kysely';
import { prepared, toJson, type DbExecutor } from '../../db/database.ts';
import { pageOfQuery } from '../../db/paging.ts';
import { containsLower } from '../../db/like-pattern.ts';
import type { DatabaseSchema, QuestionsTable, QuizzesTable } from '../../db/schema.ts';

/** Question text containing `search`, ignoring case (HTML markup is searched as written). */
const textContains = (search: string) => (eb: ExpressionBuilder<DatabaseSchema, 'questions'>) =>
  eb(eb.fn<string>('lower', ['questions.questionText']), 'like', containsLower(search));

/** A question as stored; `content` is the authored content, already validated by the type's plugin. */
export type QuestionRecord = Selectable<QuestionsTable>;

export type QuestionFields = Omit<QuestionRecord, 'id' | 'creatorId' | 'createdAt' | 'updatedAt'>;

/** A question as it stands in one quiz, at its place in the quiz's order. */
export interface QuizQuestionRecord extends QuestionRecord {
  position: number;
}

/** A quiz a question belongs to, with what decides whether a caller may see it. */
export type QuestionQuizLink = { quizId: string } & Pick<
  Selectable<QuizzesTable>,
  'creatorId' | 'status' | 'visibility'
>;

const columns = [
  'questions.id',
  'questions.creatorId',
  'questions.type',
  'questions.questionText',
  'questions.difficulty',
  'questions.explanation',
  'questions.hint',
  'questions.attachmentUrl',
  'questions.content',
  'questions.quality',
  'questions.createdAt',
  'questions.updatedAt',
] as const;

/** SQL for questions, their tags and the quizzes that hold them. */
function quizQuestionsOf(db: DbExecutor, quizId: string) {
  return db
    .selectFrom('quizQuestions')
    .innerJoin('questions', 'questions.id', 'quizQuestions.questionId')
    .select(columns)
    .select('quizQuestions.position')
    .where('quizQuestions.quizId', '=', quizId)
    .orderBy('quizQuestions.position')
    .orderBy('quizQuestions.questionId');
}

// A quiz's whole question list is read by every attempt start: compiled once (db/database.ts `prepared`).
const quizQuestionsQuery = prepared((db, quizId: string) => quizQuestionsOf(db, quizId));

export const questionsRepository = {
  /** `quality` only for a generated question (ai/question-quality.ts); a question written by hand has none. */
  async insert(
    db: DbExecutor,
    question: Omit<QuestionFields, 'quality'> & { id: string; creatorId: string; now: Date; quality?: QuestionQuality },
  ): Promise<void> {
    const { now, content, quality, ...rest } = question;
    await db
      .insertInto('questions')
      .values({
        ...rest,
        content: toJson(content),
        quality: quality ? toJson(quality) : null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  },

  async findById(db: DbExecutor, id: string): Promise<QuestionRecord | undefined> {
    const row = await db.selectFrom('questions').select(columns).where('questions.id', '=', id).executeTakeFirst();
    return row;
  },

  async findByIds(db: DbExecutor, ids: readonly string[]): Promise<QuestionRecord[]> {
    if (ids.length === 0) {
      return [];
    }
    const rows = await db.selectFrom('questions').select(columns).where('questions.id', 'in', ids).execute();
    return rows;
  },

  /** Any change by its author counts as their review: a generated question's quality verdict goes with it. */
  async update(db: DbExecutor, id: string, change: Partial<Omit<QuestionFields, 'quality'>>, now: Date): Promise<void> {
    const { content, ...rest } = change;
    await db
      .updateTable('questions')
      .set({
        ...rest,
        ...(content === undefined ? {} : { content: toJson(content) }),
        quality: null,
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
  },

  /** Deleting a question takes it out of every quiz (the join rows cascade). */
  async delete(db: DbExecutor, id: string): Promise<void> {
    await db.deleteFrom('questions').where('id', '=', id).execute();
  },

  async replaceTags(db: DbExecutor, questionId: string, tagIds: readonly string[]): Promise<void> {
    await db.deleteFrom('questionTags').where('questionId', '=', questionId).execute();
    if (tagIds.length > 0) {
      await db
        .insertInto('questionTags')
        .values(tagIds.map((tagId) => ({ questionId, tagId })))
        .execute();
    }
  },

  async tagIdsOf(db: DbExecutor, questionIds: readonly string[]): Promise<Map<string, string[]>> {
    const byQuestion = new Map<string, string[]>();
    if (questionIds.length === 0) {
      return byQuestion;
    }
    const rows = await db
      .selectFrom('questionTags')
      .select(['questionId', 'tagId'])
      .where('questionId', 'in', questionIds)
      .orderBy('tagId')
      .execute();
    for (const row of rows) {
      byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row.tagId]);
    }
    return byQuestion;
  },

  /** The quizzes that hold each question, with the facts visibility depends on. */
  async quizLinksOf(db: DbExecutor, questionIds: readonly string[]): Promise<Map<string, QuestionQuizLink[]>> {
    const byQuestion = new Map<string, QuestionQuizLink[]>();
    if (questionIds.length === 0) {
      return byQuestion;
    }
    const rows = await db
      .selectFrom('quizQuestions')
      .innerJoin('quizzes', 'quizzes.id', 'quizQuestions.quizId')
      .select([
        'quizQuestions.questionId',
        'quizzes.id as quizId',
        'quizzes.creatorId',
        'quizzes.status',
        'quizzes.visibility',
      ])
      .where('quizQuestions.questionId', 'in', questionIds)
      .orderBy('quizzes.createdAt')
      .orderBy('quizzes.id')
      .execute();
    for (const { questionId, ...link } of rows) {
      byQuestion.set(questionId, [...(byQuestion.get(questionId) ?? []), link]);
    }
    return byQuestion;
  },

  /**
   * A quiz's questions with their content, in the quiz's order, in one query. Paged for the list
   * call; without `page` it returns all of them (what starting an attempt needs).
   */
  async listByQuiz(
    db: DbExecutor,
    quizId: string,
    page?: { offset: number; limit: number; type?: QuestionType; search?: string },
  ): Promise<QuizQuestionRecord[]> {
    if (!page) {
      return (await quizQuestionsQuery(db, quizId)).rows;
    }
    let query = quizQuestionsOf(db, quizId);
    if (page.type) {
      query = query.where('questions.type', '=', page.type);
    }
    if (page.search) {
      query = query.where(textContains(page.search));
    }
    return query.offset(page.offset).limit(page.limit).execute();
  },

  async countByQuiz(db: DbExecutor, quizId: string, type?: QuestionType, search?: string): Promise<number> {
    let query = db
      .selectFrom('quizQuestions')
      .innerJoin('questions', 'questions.id', 'quizQuestions.questionId')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('quizQuestions.quizId', '=', quizId);
    if (type) {
      query = query.where('questions.type', '=', type);
    }
    if (search) {
      query = query.where(textContains(search));
    }
    const row = await query.executeTakeFirstOrThrow();
    return row.total;
  },

  /** The author's own questions (the question bank screen), newest first by default. */
  async listByCreator(
    db: DbExecutor,
    creatorId: string,
    options: {
      type?: QuestionType;
      search?: string;
      offset: number;
      limit: number;
      orderBy: 'createdAt' | 'updatedAt';
      direction: 'asc' | 'desc';
    },
  ): Promise<{ rows: QuestionRecord[]; total: number }> {
    let query = db.selectFrom('questions').where('questions.creatorId', '=', creatorId);
    if (options.type) {
      query = query.where('questions.type', '=', options.type);
    }
    if (options.search) {
      query = query.where(textContains(options.search));
    }
    return pageOfQuery(
      query,
      (rows) =>
        rows
          .select(columns)
          .orderBy(`questions.${options.orderBy}`, options.direction)
          .orderBy('questions.id', options.direction),
      options,
    );
  },
};
