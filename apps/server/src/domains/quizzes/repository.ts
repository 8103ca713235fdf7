import type { QuizStatus } from '@quizmaker/contracts';
import { DIFFICULTY_RANK } from '@quizmaker/contracts';
import type { Selectable } from 'kysely';
import { prepared, type DbExecutor } from '../../db/database.ts';
import type { QuizzesTable } from '../../db/schema.ts';

/** A quiz as stored, without the copies kept for search and sort (titleLower, descriptionLower, difficultyRank). */
export type QuizRecord = Omit<Selectable<QuizzesTable>, 'titleLower' | 'descriptionLower' | 'difficultyRank'>;

/** The settings of a quiz (spec 2 sections 3 and 9 plus pass mark, scoring and feedback). */
export type QuizSettings = Omit<QuizRecord, 'id' | 'creatorId' | 'status' | 'createdAt' | 'updatedAt'>;

/** A quiz with what lists and details show next to it: creator name, category name, tags, question count. */
export interface QuizView extends QuizRecord {
  creatorUsername: string;
  categoryName: string | null;
  questionCount: number;
  tags: Array<{ id: string; name: string }>;
}

const quizColumns = [
  'quizzes.id',
  'quizzes.creatorId',
  'quizzes.title',
  'quizzes.description',
  'quizzes.visibility',
  'quizzes.difficulty',
  'quizzes.status',
  'quizzes.estimatedTime',
  'quizzes.timerEnabled',
  'quizzes.timerDuration',
  'quizzes.isRepetitionEnabled',
  'quizzes.allowPauseWhenTimed',
  'quizzes.passMark',
  'quizzes.scoringMode',
  'quizzes.feedbackMode',
  'quizzes.categoryId',
  'quizzes.createdAt',
  'quizzes.updatedAt',
] as const;

function settingsColumns(settings: Partial<QuizSettings>) {
  return {
    ...settings,
    ...(settings.title === undefined ? {} : { titleLower: settings.title.toLowerCase() }),
    ...(settings.description === undefined ? {} : { descriptionLower: settings.description?.toLowerCase() ?? null }),
    ...(settings.difficulty === undefined ? {} : { difficultyRank: DIFFICULTY_RANK[settings.difficulty] }),
  };
}

type ViewRow = Omit<QuizView, 'tags' | 'questionCount'> & { questionCount: number | null };

/** Quizzes with their view's joined columns (lists and details; list-repository.ts reads pages through it). */
export function viewQuery(db: DbExecutor) {
  return db
    .selectFrom('quizzes')
    .innerJoin('users', 'users.id', 'quizzes.creatorId')
    .leftJoin('categories', 'categories.id', 'quizzes.categoryId')
    .select(quizColumns)
    .select(['users.username as creatorUsername', 'categories.name as categoryName'])
    .select((eb) =>
      eb
        .selectFrom('quizQuestions')
        .whereRef('quizQuestions.quizId', '=', 'quizzes.id')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('questionCount'),
    );
}

export function toView(row: ViewRow, tags: Array<{ id: string; name: string }>): QuizView {
  return {
    ...row,
    questionCount: row.questionCount ?? 0,
    tags,
  };
}

// Every attempt start and most quiz calls read the quiz: compiled once (db/database.ts `prepared`).
const findRecordQuery = prepared((db, id: string) =>
  db.selectFrom('quizzes').select(quizColumns).where('quizzes.id', '=', id),
);

/** SQL for quizzes, their tags and their ordered questions (lists: list-repository.ts). */
export const quizzesRepository = {
  /** Without allowPauseWhenTimed the column's default applies (true: spec 3's pause). */
  async insert(
    db: DbExecutor,
    quiz: Omit<QuizSettings, 'allowPauseWhenTimed'> &
      Partial<Pick<QuizSettings, 'allowPauseWhenTimed'>> & {
        id: string;
        creatorId: string;
        status: QuizStatus;
        now: Date;
      },
  ): Promise<void> {
    const { now, ...rest } = quiz;
    await db
      .insertInto('quizzes')
      .values({
        ...rest,
        titleLower: quiz.title.toLowerCase(),
        descriptionLower: quiz.description?.toLowerCase() ?? null,
        difficultyRank: DIFFICULTY_RANK[quiz.difficulty],
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  },

  async findRecord(db: DbExecutor, id: string): Promise<QuizRecord | undefined> {
    return (await findRecordQuery(db, id)).rows[0];
  },

  async findView(db: DbExecutor, id: string): Promise<QuizView | undefined> {
    const row = await viewQuery(db).where('quizzes.id', '=', id).executeTakeFirst();
    if (!row) {
      return undefined;
    }
    const tags = await quizzesRepository.tagsOf(db, [id]);
    return toView(row, tags.get(id) ?? []);
  },

  async findViews(db: DbExecutor, ids: readonly string[]): Promise<QuizView[]> {
    if (ids.length === 0) {
      return [];
    }
    const [rows, tags] = await Promise.all([
      viewQuery(db).where('quizzes.id', 'in', ids).execute(),
      quizzesRepository.tagsOf(db, ids),
    ]);
    return rows.map((row) => toView(row, tags.get(row.id) ?? []));
  },

  /** Tags of many quizzes at once, by name. */
  async tagsOf(db: DbExecutor, quizIds: readonly string[]): Promise<Map<string, Array<{ id: string; name: string }>>> {
    const byQuiz = new Map<string, Array<{ id: string; name: string }>>();
    if (quizIds.length === 0) {
      return byQuiz;
    }
    const rows = await db
      .selectFrom('quizTags')
      .innerJoin('tags', 'tags.id', 'quizTags.tagId')
      .select(['quizTags.quizId', 'tags.id', 'tags.name'])
      .where('quizTags.quizId', 'in', quizIds)
      .orderBy('tags.nameLower')
      .execute();
    for (const row of rows) {
      const list = byQuiz.get(row.quizId) ?? [];
      list.push({ id: row.id, name: row.name });
      byQuiz.set(row.quizId, list);
    }
    return byQuiz;
  },

  async update(
    db: DbExecutor,
    id: string,
    change: Partial<QuizSettings> & { status?: QuizStatus },
    now: Date,
  ): Promise<void> {
    await db
      .updateTable('quizzes')
      .set({ ...settingsColumns(change), updatedAt: now })
      .where('id', '=', id)
      .execute();
  },

  async touch(db: DbExecutor, id: string, now: Date): Promise<void> {
    await db.updateTable('quizzes').set({ updatedAt: now }).where('id', '=', id).execute();
  },

  async delete(db: DbExecutor, ids: readonly string[]): Promise<void> {
    if (ids.length > 0) {
      await db.deleteFrom('quizzes').where('id', 'in', ids).execute();
    }
  },

  async replaceTags(db: DbExecutor, quizId: string, tagIds: readonly string[]): Promise<void> {
    await db.deleteFrom('quizTags').where('quizId', '=', quizId).execute();
    if (tagIds.length > 0) {
      await db
        .insertInto('quizTags')
        .values(tagIds.map((tagId) => ({ quizId, tagId })))
        .execute();
    }
  },

  async addTag(db: DbExecutor, quizId: string, tagId: string): Promise<void> {
    await db
      .insertInto('quizTags')
      .values({ quizId, tagId })
      .onConflict((oc) => oc.columns(['quizId', 'tagId']).doNothing())
      .execute();
  },

  async removeTag(db: DbExecutor, quizId: string, tagId: string): Promise<void> {
    await db.deleteFrom('quizTags').where('quizId', '=', quizId).where('tagId', '=', tagId).execute();
  },

  /** Question ids of the quiz in the quiz's order. */
  async questionIds(db: DbExecutor, quizId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('quizQuestions')
      .select('questionId')
      .where('quizId', '=', quizId)
      .orderBy('position')
      .orderBy('questionId')
      .execute();
    return rows.map((row) => row.questionId);
  },

  async questionCount(db: DbExecutor, quizId: string): Promise<number> {
    const row = await db
      .selectFrom('quizQuestions')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('quizId', '=', quizId)
      .executeTakeFirstOrThrow();
    return row.total;
  },

  /** Appends a question after the quiz's last one. */
  async appendQuestion(db: DbExecutor, quizId: string, questionId: string): Promise<void> {
    const last = await db
      .selectFrom('quizQuestions')
      .select((eb) => eb.fn.max<number | null>('position').as('position'))
      .where('quizId', '=', quizId)
      .executeTakeFirst();
    const position = (last?.position ?? -1) + 1;
    await db.insertInto('quizQuestions').values({ quizId, questionId, position }).execute();
  },

  /** Appends questions at the end of the quiz's order, in the given order, with one insert (imports). */
  async appendQuestions(db: DbExecutor, quizId: string, questionIds: readonly string[]): Promise<void> {
    if (questionIds.length === 0) {
      return;
    }
    const last = await db
      .selectFrom('quizQuestions')
      .select((eb) => eb.fn.max<number | null>('position').as('position'))
      .where('quizId', '=', quizId)
      .executeTakeFirst();
    const first = (last?.position ?? -1) + 1;
    await db
      .insertInto('quizQuestions')
      .values(questionIds.map((questionId, offset) => ({ quizId, questionId, position: first + offset })))
      .execute();
  },

  async removeQuestion(db: DbExecutor, quizId: string, questionId: string): Promise<boolean> {
    const result = await db
      .deleteFrom('quizQuestions')
      .where('quizId', '=', quizId)
      .where('questionId', '=', questionId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** The quiz's questions become exactly `questionIds`, at positions 0..n-1. */
  async replaceQuestions(db: DbExecutor, quizId: string, questionIds: readonly string[]): Promise<void> {
    await db.deleteFrom('quizQuestions').where('quizId', '=', quizId).execute();
    if (questionIds.length > 0) {
      await db
        .insertInto('quizQuestions')
        .values(questionIds.map((questionId, position) => ({ quizId, questionId, position })))
        .execute();
    }
  },
};
