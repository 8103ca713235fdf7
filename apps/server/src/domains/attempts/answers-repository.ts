import type { Selectable } from 'kysely';
import { prepared, toJson, type DbExecutor } from '../../db/database.ts';
import type { AttemptAnswersTable } from '../../db/schema.ts';

/** One answer row of an attempt (one per question, unique on attempt and question). */
export type AnswerRecord = Omit<Selectable<AttemptAnswersTable>, 'updatedAt'>;

const answerColumns = [
  'id',
  'attemptId',
  'questionId',
  'response',
  'score',
  'isCorrect',
  'answeredAt',
  'timeSpentMs',
] as const;

const answersQuery = prepared((db, attemptId: string) =>
  db.selectFrom('attemptAnswers').select(answerColumns).where('attemptId', '=', attemptId),
);

/** Answer columns in insert order. */
type AnswerRow = [string, string, string, string | null, number, boolean, Date | null, number, Date];
const answerValues = (
  id: string,
  attemptId: string,
  questionId: string,
  response: string | null,
  score: number,
  isCorrect: boolean,
  answeredAt: Date | null,
  timeSpentMs: number,
  updatedAt: Date,
) => ({
  id,
  attemptId,
  questionId,
  response,
  score,
  isCorrect,
  answeredAt,
  timeSpentMs,
  updatedAt,
});
const answerRow = (answer: AnswerRecord & { now: Date }): AnswerRow => [
  answer.id,
  answer.attemptId,
  answer.questionId,
  answer.response === null ? null : toJson(answer.response),
  answer.score,
  answer.isCorrect,
  answer.answeredAt,
  answer.timeSpentMs,
  answer.now,
];
const insertAnswerQuery = prepared((db, ...row: AnswerRow) =>
  db.insertInto('attemptAnswers').values(answerValues(...row)),
);
const upsertAnswerQuery = prepared((db, ...row: AnswerRow) =>
  db
    .insertInto('attemptAnswers')
    .values(answerValues(...row))
    .onConflict((oc) =>
      oc.columns(['attemptId', 'questionId']).doUpdateSet((eb) => ({
        response: eb.ref('excluded.response'),
        score: eb.ref('excluded.score'),
        isCorrect: eb.ref('excluded.isCorrect'),
        answeredAt: eb.ref('excluded.answeredAt'),
        timeSpentMs: eb('attemptAnswers.timeSpentMs', '+', eb.ref('excluded.timeSpentMs')),
        updatedAt: eb.ref('excluded.updatedAt'),
      })),
    )
    .returning('id'),
);

/** SQL for the answers of attempts. Every function takes a DbExecutor so it runs inside transactions. */
export const answersRepository = {
  async answers(db: DbExecutor, attemptId: string): Promise<AnswerRecord[]> {
    return (await answersQuery(db, attemptId)).rows;
  },

  async insertAnswer(db: DbExecutor, answer: AnswerRecord & { now: Date }): Promise<void> {
    await insertAnswerQuery(db, ...answerRow(answer));
  },

  /**
   * Inserts or replaces the answer to one question (the unique key decides); time spent adds up.
   * Returns the id of the row that holds the answer now.
   */
  async upsertAnswer(db: DbExecutor, answer: AnswerRecord & { now: Date }): Promise<string> {
    const row = (await upsertAnswerQuery(db, ...answerRow(answer))).rows[0];
    if (!row) {
      throw new Error('upsert returned no row');
    }
    return row.id;
  },

  /** Rows scoring 0 for the questions left unanswered, written at completion; answers them as read back. */
  async insertUnanswered(
    db: DbExecutor,
    rows: Array<{ id: string; attemptId: string; questionId: string }>,
    now: Date,
  ): Promise<AnswerRecord[]> {
    const unanswered = rows.map((row) => ({
      ...row,
      response: null,
      score: 0,
      isCorrect: false,
      answeredAt: null,
      timeSpentMs: 0,
    }));
    if (unanswered.length > 0) {
      await db
        .insertInto('attemptAnswers')
        .values(unanswered.map((answer) => ({ ...answer, updatedAt: now })))
        .execute();
    }
    return unanswered;
  },
};
