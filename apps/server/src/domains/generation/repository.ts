import type { GenerationCoverage, GenerationStatus } from '@quizmaker/contracts';
import type { Selectable } from 'kysely';
import { toJson, type DbExecutor } from '../../db/database.ts';
import { pageOfQuery } from '../../db/paging.ts';
import type { GenerationJobsTable, QuestionSourcesTable } from '../../db/schema.ts';
import type { GeneratedQuestion } from '../../ai/generator.ts';
import type { GenerationRequest } from './request.ts';

/** A job as the domain reads it: the row, with its stored request decoded (see StoredRequest). */
export type GenerationJobRecord = Omit<Selectable<GenerationJobsTable>, 'request'> & { request: GenerationRequest };

/** A finished chunk's accepted questions: the checkpoint a restarted job resumes after. */
export interface ChunkCheckpoint {
  chunkIndex: number;
  questions: GeneratedQuestion[];
  notes: Array<{ type: string; note: string }>;
}

/**
 * The request as stored: counts as [type, count] pairs, because the CamelCasePlugin rewrites keys
 * of nested JSON on the way out ("MCQ_SINGLE" would come back as "MCQSINGLE").
 */
type StoredRequest = Omit<GenerationRequest, 'counts'> & { counts: Array<[string, number]> };

function storeRequest(request: GenerationRequest): StoredRequest {
  return { ...request, counts: Object.entries<number>(request.counts) };
}

function readRequest(stored: StoredRequest): GenerationRequest {
  return { ...stored, counts: Object.fromEntries(stored.counts) };
}

const toRecord = (row: Selectable<GenerationJobsTable>): GenerationJobRecord => ({
  ...row,
  request: readRequest(row.request as StoredRequest),
});

export const ACTIVE_STATUSES = ['PENDING', 'PROCESSING'] as const;

/** SQL for generation jobs, their checkpoints and the sources of generated questions. */
export const generationRepository = {
  async insert(db: DbExecutor, job: GenerationJobRecord): Promise<void> {
    await db
      .insertInto('generationJobs')
      .values({
        ...job,
        request: toJson(storeRequest(job.request)),
        coverage: toJson(job.coverage),
        chunkIndices: toJson(job.chunkIndices),
      })
      .execute();
  },

  async findById(db: DbExecutor, id: string): Promise<GenerationJobRecord | undefined> {
    const row = await db.selectFrom('generationJobs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  },

  async findByIdempotencyKey(db: DbExecutor, userId: string, key: string): Promise<GenerationJobRecord | undefined> {
    const row = await db
      .selectFrom('generationJobs')
      .selectAll()
      .where('userId', '=', userId)
      .where('idempotencyKey', '=', key)
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  },

  async activeOf(db: DbExecutor, userId: string): Promise<GenerationJobRecord | undefined> {
    const row = await db.selectFrom('generationJobs').selectAll().where('activeUserId', '=', userId).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  },

  async activeForDocument(db: DbExecutor, documentId: string): Promise<boolean> {
    const row = await db
      .selectFrom('generationJobs')
      .select('id')
      .where('documentId', '=', documentId)
      .where('status', 'in', [...ACTIVE_STATUSES])
      .executeTakeFirst();
    return row !== undefined;
  },

  async update(
    db: DbExecutor,
    id: string,
    change: Partial<Omit<GenerationJobRecord, 'request' | 'coverage' | 'chunkIndices'>> & {
      coverage?: GenerationCoverage[];
    },
    now: Date,
  ) {
    const { coverage, ...rest } = change;
    await db
      .updateTable('generationJobs')
      .set({ ...rest, ...(coverage ? { coverage: toJson(coverage) } : {}), updatedAt: now })
      .where('id', '=', id)
      .execute();
  },

  /**
   * What a running job has done and is doing (currentChunk, progress, counts): written only while the
   * job is still PROCESSING, so a run that has not yet seen a cancel (its heartbeat reads it once a
   * second) writes nothing onto the CANCELLED job.
   */
  async updateRunning(
    db: DbExecutor,
    id: string,
    change: Partial<
      Pick<GenerationJobRecord, 'currentChunk' | 'progressPercentage' | 'processedChunks' | 'totalQuestionsGenerated'>
    >,
    now: Date,
  ): Promise<void> {
    await db
      .updateTable('generationJobs')
      .set({ ...change, updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', 'PROCESSING')
      .execute();
  },

  /**
   * Takes the job for a run: PENDING, or PROCESSING without a sign of life since `staleBefore`
   * (its runner died). One caller wins; the others get undefined.
   */
  async claim(db: DbExecutor, id: string, now: Date, staleBefore: Date): Promise<GenerationJobRecord | undefined> {
    const row = await db
      .updateTable('generationJobs')
      .set((eb) => ({ status: 'PROCESSING', heartbeatAt: now, updatedAt: now, runCount: eb('runCount', '+', 1) }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'PENDING'),
          eb.and([
            eb('status', '=', 'PROCESSING'),
            eb.or([eb('heartbeatAt', 'is', null), eb('heartbeatAt', '<', staleBefore)]),
          ]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    if (row && !row.startedAt) {
      await db.updateTable('generationJobs').set({ startedAt: now }).where('id', '=', id).execute();
      row.startedAt = now;
    }
    return row ? toRecord(row) : undefined;
  },

  /**
   * Marks a stale job for a new delivery, unless a runner claimed it since it was read as stale
   * (its run count moved on): answers whether this caller may enqueue the delivery.
   */
  async markForRedelivery(
    db: DbExecutor,
    id: string,
    seenRunCount: number,
    heartbeatAt: Date,
    now: Date,
  ): Promise<boolean> {
    const result = await db
      .updateTable('generationJobs')
      .set({ heartbeatAt, updatedAt: now })
      .where('id', '=', id)
      .where('runCount', '=', seenRunCount)
      .where('status', 'in', [...ACTIVE_STATUSES])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** A running job's sign of life; answers its status (a cancel shows here). */
  async heartbeat(db: DbExecutor, id: string, now: Date): Promise<GenerationStatus | undefined> {
    await db
      .updateTable('generationJobs')
      .set({ heartbeatAt: now })
      .where('id', '=', id)
      .where('status', '=', 'PROCESSING')
      .execute();
    const row = await db.selectFrom('generationJobs').select('status').where('id', '=', id).executeTakeFirst();
    return row?.status;
  },

  /** Moves an active job to a final status; false when it was no longer active (a cancel won the race). */
  async finish(
    db: DbExecutor,
    id: string,
    change: Partial<Omit<GenerationJobRecord, 'request' | 'coverage' | 'chunkIndices'>> & {
      status: GenerationStatus;
      coverage?: GenerationCoverage[];
    },
    now: Date,
  ): Promise<boolean> {
    const { coverage, ...rest } = change;
    const result = await db
      .updateTable('generationJobs')
      .set({
        ...rest,
        ...(coverage ? { coverage: toJson(coverage) } : {}),
        activeUserId: null,
        completedAt: now,
        updatedAt: now,
      })
      .where('id', '=', id)
      .where('status', 'in', [...ACTIVE_STATUSES])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Active jobs whose runner shows no sign of life since `staleBefore` (or all PROCESSING ones). */
  async stale(db: DbExecutor, staleBefore: Date, allProcessing: boolean): Promise<GenerationJobRecord[]> {
    const rows = await db
      .selectFrom('generationJobs')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([
            eb('status', 'in', [...ACTIVE_STATUSES]),
            eb.or([eb('heartbeatAt', 'is', null), eb('heartbeatAt', '<', staleBefore)]),
          ]),
          ...(allProcessing ? [eb('status', '=', 'PROCESSING')] : []),
        ]),
      )
      .limit(100)
      .execute();
    return rows.map(toRecord);
  },

  async list(
    db: DbExecutor,
    filter: { userId: string; status?: GenerationStatus },
    page: {
      offset: number;
      limit: number;
      orderBy: 'createdAt' | 'startedAt' | 'completedAt' | 'status';
      direction: 'asc' | 'desc';
    },
  ): Promise<{ rows: GenerationJobRecord[]; total: number }> {
    let query = db.selectFrom('generationJobs').where('userId', '=', filter.userId);
    if (filter.status) {
      query = query.where('status', '=', filter.status);
    }
    const found = await pageOfQuery(
      query,
      (rows) => rows.selectAll().orderBy(page.orderBy, page.direction).orderBy('id', 'asc'),
      page,
    );
    return { rows: found.rows.map(toRecord), total: found.total };
  },

  async statistics(db: DbExecutor, userId: string) {
    const byStatus = await db
      .selectFrom('generationJobs')
      .select((eb) => [
        'status',
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>('totalQuestionsGenerated').as('questions'),
      ])
      .where('userId', '=', userId)
      .groupBy('status')
      .execute();
    const completed = await db
      .selectFrom('generationJobs')
      .select(['startedAt', 'completedAt'])
      .where('userId', '=', userId)
      .where('status', '=', 'COMPLETED')
      .execute();
    const last = await db
      .selectFrom('generationJobs')
      .select('createdAt')
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { byStatus, completed, lastCreatedAt: last?.createdAt ?? null };
  },

  async checkpoints(db: DbExecutor, jobId: string): Promise<ChunkCheckpoint[]> {
    const rows = await db
      .selectFrom('generationJobChunks')
      .select(['chunkIndex', 'questions', 'notes'])
      .where('jobId', '=', jobId)
      .orderBy('chunkIndex')
      .execute();
    return rows.map((row) => ({
      chunkIndex: row.chunkIndex,
      questions: row.questions as GeneratedQuestion[],
      notes: row.notes as ChunkCheckpoint['notes'],
    }));
  },

  async saveCheckpoint(db: DbExecutor, jobId: string, checkpoint: ChunkCheckpoint, now: Date): Promise<void> {
    await db
      .deleteFrom('generationJobChunks')
      .where('jobId', '=', jobId)
      .where('chunkIndex', '=', checkpoint.chunkIndex)
      .execute();
    await db
      .insertInto('generationJobChunks')
      .values({
        jobId,
        chunkIndex: checkpoint.chunkIndex,
        questions: toJson(checkpoint.questions),
        notes: toJson(checkpoint.notes),
        createdAt: now,
      })
      .execute();
  },

  async insertSources(
    db: DbExecutor,
    sources: Array<Omit<Selectable<QuestionSourcesTable>, 'createdAt'>>,
    now: Date,
  ): Promise<void> {
    for (let start = 0; start < sources.length; start += 200) {
      const batch = sources.slice(start, start + 200);
      if (batch.length > 0) {
        await db
          .insertInto('questionSources')
          .values(batch.map((source) => ({ ...source, sentences: toJson(source.sentences), createdAt: now })))
          .execute();
      }
    }
  },

  async sourcesOf(db: DbExecutor, questionIds: readonly string[]) {
    if (questionIds.length === 0) {
      return [];
    }
    return db.selectFrom('questionSources').selectAll().where('questionId', 'in', questionIds).execute();
  },
};
