import {
  GENERATION_JOB_SORTS,
  generationMessages,
  type GenerationJob,
  type GenerationJobListQuery,
  type GenerationStatistics,
  type Page,
  type QuizDetail,
} from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { pageRequest, toPage } from '../../http/pagination.ts';
import type { QuizzesService } from '../quizzes/service.ts';
import { ownJob } from './jobs.ts';
import { presentJob } from './presenter.ts';
import { generationRepository } from './repository.ts';

export interface GenerationReadDeps {
  db: Db;
  clock: Clock;
  /** The quizzes domain's reading of a quiz (generated-quiz answers with it). */
  quizzes: Pick<QuizzesService, 'get'>;
}

/** Reading the caller's jobs (spec 2 section 7): one job's status, the list, statistics and the quiz a job made. */
export class GenerationReadService {
  constructor(private readonly deps: GenerationReadDeps) {}

  async status(principal: Principal, jobId: string): Promise<GenerationJob> {
    return presentJob(await ownJob(this.deps.db, principal, jobId), this.deps.clock.now());
  }

  async list(principal: Principal, query: GenerationJobListQuery): Promise<Page<GenerationJob>> {
    const request = pageRequest(query, GENERATION_JOB_SORTS, { field: 'createdAt', direction: 'desc' });
    const sort = request.sort[0] ?? { field: 'createdAt' as const, direction: 'desc' as const };
    const { rows, total } = await generationRepository.list(
      this.deps.db,
      { userId: principal.id, ...(query.status ? { status: query.status } : {}) },
      { offset: request.offset, limit: request.size, orderBy: sort.field, direction: sort.direction },
    );
    const now = this.deps.clock.now();
    return toPage(
      rows.map((row) => presentJob(row, now)),
      total,
      request,
    );
  }

  async statistics(principal: Principal): Promise<GenerationStatistics> {
    const { byStatus, completed, lastCreatedAt } = await generationRepository.statistics(this.deps.db, principal.id);
    const count = (status: string) => byStatus.find((row) => row.status === status)?.total ?? 0;
    const durations = completed.flatMap((row) =>
      row.startedAt && row.completedAt ? [(row.completedAt.getTime() - row.startedAt.getTime()) / 1000] : [],
    );
    return {
      totalJobs: byStatus.reduce((sum, row) => sum + row.total, 0),
      pendingJobs: count('PENDING'),
      processingJobs: count('PROCESSING'),
      completedJobs: count('COMPLETED'),
      failedJobs: count('FAILED'),
      cancelledJobs: count('CANCELLED'),
      activeJobs: count('PENDING') + count('PROCESSING'),
      averageGenerationTimeSeconds:
        durations.length > 0 ? Math.round((durations.reduce((a, b) => a + b, 0) / durations.length) * 10) / 10 : null,
      totalQuestionsGenerated: byStatus.reduce((sum, row) => sum + row.questions, 0),
      lastJobCreated: lastCreatedAt ? lastCreatedAt.toISOString() : null,
    };
  }

  /** The quiz a COMPLETED job made (409 before then), as the quizzes domain presents it. */
  async generatedQuiz(principal: Principal, jobId: string): Promise<QuizDetail> {
    const job = await ownJob(this.deps.db, principal, jobId);
    if (job.status !== 'COMPLETED' || !job.generatedQuizId) {
      throw conflict(generationMessages.notCompleted);
    }
    try {
      return await this.deps.quizzes.get(principal, job.generatedQuizId);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        throw notFound(generationMessages.generatedQuizGone);
      }
      throw error;
    }
  }
}
