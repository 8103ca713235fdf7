import { questionMessages, type QuestionSource } from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { Db } from '../../db/database.ts';
import { authorizationError, notFound } from '../../errors.ts';
import { creatorsOfQuestions } from '../questions/service.ts';
import { generationRepository } from './repository.ts';

/** Where generated questions come from (GET /v1/questions/{id}/source), for their author only. */
export class GenerationSourceService {
  constructor(private readonly deps: { db: Db }) {}

  /** The sources of those of these questions the caller wrote (none for hand-written ones). */
  async sources(principal: Principal, questionIds: readonly string[]): Promise<Map<string, QuestionSource>> {
    const rows = await generationRepository.sourcesOf(this.deps.db, questionIds);
    const creators = await creatorsOfQuestions(this.deps.db, questionIds);
    return new Map(
      rows
        .filter((row) => creators.get(row.questionId) === principal.id)
        .map((row) => [
          row.questionId,
          {
            jobId: row.jobId,
            documentId: row.documentId,
            chunkIndex: row.chunkIndex,
            startPage: row.startPage,
            endPage: row.endPage,
            sentences: row.sentences,
          },
        ]),
    );
  }

  /** One question's source: 404 for an unknown or hand-written question, 403 for someone else's. */
  async source(principal: Principal, questionId: string): Promise<QuestionSource> {
    const creatorId = (await creatorsOfQuestions(this.deps.db, [questionId])).get(questionId);
    if (creatorId === undefined) {
      throw notFound(questionMessages.notFound);
    }
    if (creatorId !== principal.id) {
      throw authorizationError();
    }
    const found = (await this.sources(principal, [questionId])).get(questionId);
    if (!found) {
      throw notFound('This question was not generated from a document');
    }
    return found;
  }
}
