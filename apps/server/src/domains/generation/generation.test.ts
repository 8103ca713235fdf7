import { getQuestionType } from '@quizmaker/question-types';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationSession, QuestionGenerator, SessionOptions } from '../../ai/generator.ts';
import { createGenerator } from '../../ai/index.ts';
import { buildApp } from '../../app.ts';
import { ManualClock } from '../../test-support/manual-clock.ts';
import { buildPdf } from '../../extraction/test-support/build-files.ts';
import { MemoryFileStorage } from '../../storage/test-support/memory-file-storage.ts';
import {
  buildAccount,
  buildAdmin,
  buildUser,
  errorOf,
  MISSING_ID,
  testConfig,
  useTestApp,
  useUser,
  withTestApp,
  type SignedIn,
  type TestApp,
  type TestAppOptions,
} from '../../test-support/test-app.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { multipartBody, postMultipart, uploadDocument, waitForDocument } from '../documents/test-support/documents.ts';
import { fixtureText, waitForJob } from './test-support/generation.ts';

const manual = fixtureText('sqlite-datatypes.txt');
const article = fixtureText('iceland-world-factbook.txt');
const story = fixtureText('alice-chapter-1.txt');

const test = useTestApp({ ports: { storage: new MemoryFileStorage() }, workers: true });
const owner = useUser(test);
const stranger = useUser(test);

/** POST /api/v1/quizzes`url` on `app` as `who` (signed out without one). */
const postOn = (
  app: FastifyInstance,
  who: SignedIn | undefined,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/quizzes${url}`,
    payload: payload as object,
    headers: { ...(who ? who.auth : {}), ...headers },
  });

const post = (who: SignedIn | undefined, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  postOn(test.app, who, url, payload, headers);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A test's own app (its own generator, settings or workers) on its own storage, and a user of it. */
const withOwnApp = (options: TestAppOptions, body: (own: TestApp, user: SignedIn) => Promise<void>) =>
  withTestApp({ ...options, ports: { storage: new MemoryFileStorage(), ...options.ports } }, async (own) =>
    body(own, await buildUser(own.app)),
  );

/** The questions of a generated quiz; `quizId` is a job's generatedQuizId, null until the job completes. */
async function questionsOf(who: SignedIn, quizId: string | null) {
  if (quizId === null) {
    throw new Error('the job made no quiz');
  }
  const response = await test.app.inject({ url: `/api/v1/questions?quizId=${quizId}&size=1000`, headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content as Array<{
    id: string;
    type: string;
    questionText: string;
    content: unknown;
    difficulty: string;
  }>;
}

async function balanceOn(app: FastifyInstance, who: SignedIn) {
  return (await app.inject({ url: '/api/v1/billing/balance', headers: who.auth })).json<{
    availableTokens: number;
    reservedTokens: number;
  }>();
}

const balanceOf = (who: SignedIn) => balanceOn(test.app, who);

/** DELETE /api/v1/quizzes/generation-status/`jobId` (cancel) on `app` as `who`. */
const cancelOn = (app: FastifyInstance, who: SignedIn, jobId: string) =>
  app.inject({ method: 'DELETE', url: `/api/v1/quizzes/generation-status/${jobId}`, headers: who.auth });

describe('the API document', () => {
  it('lists every documents and generation call', async () => {
    const paths = Object.keys((await test.app.inject({ url: '/api/openapi.json' })).json().paths);
    for (const path of [
      '/api/documents/upload',
      '/api/documents/config',
      '/api/documents/',
      '/api/documents/{id}',
      '/api/documents/{id}/chunks',
      '/api/documents/{id}/chunks/{index}',
      '/api/documents/{id}/status',
      '/api/documents/{id}/reprocess',
      '/api/v1/quizzes/generate-from-text',
      '/api/v1/quizzes/generate-from-upload',
      '/api/v1/quizzes/generate-from-document',
      '/api/v1/quizzes/generation-status/{jobId}',
      '/api/v1/quizzes/generated-quiz/{jobId}',
      '/api/v1/quizzes/generation-jobs',
      '/api/v1/quizzes/generation-jobs/statistics',
      '/api/v1/questions/{id}/source',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});

describe('starting a generation: auth, validation, permissions', () => {
  it('answers 401 without a token', async () => {
    expect((await post(undefined, '/generate-from-text', { text: manual })).statusCode).toBe(401);
    expect((await test.app.inject({ url: '/api/v1/quizzes/generation-jobs' })).statusCode).toBe(401);
  });

  it('answers 400 with the spec messages for bad input', async () => {
    const short = await post(owner, '/generate-from-text', { text: 'Too short to make a quiz.' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields).toEqual({ text: 'Text content must be at least 50 characters long' });
    const empty = await post(owner, '/generate-from-text', { text: '   ' });
    expect(errorOf(empty).fields).toEqual({ text: 'Please enter text content' });
    const none = await post(owner, '/generate-from-text', {
      text: manual,
      questionsPerType: { MCQ_SINGLE: 0, TRUE_FALSE: 0 },
    });
    expect(errorOf(none).fields).toEqual({ questionsPerType: 'Select at least one question type' });
    const many = await post(owner, '/generate-from-text', { text: manual, questionsPerType: { MCQ_SINGLE: 11 } });
    expect(errorOf(many).fields).toEqual({ 'questionsPerType.MCQ_SINGLE': 'must be no more than 10' });
    const unknownType = await post(owner, '/generate-from-text', { text: manual, questionsPerType: { ESSAY: 1 } });
    expect(unknownType.statusCode).toBe(400);
    const time = await post(owner, '/generate-from-text', { text: manual, estimatedTimePerQuestion: 11 });
    expect(errorOf(time).fields).toEqual({
      estimatedTimePerQuestion: 'Time per question must be between 1 and 10 minutes',
    });
    const chunk = await post(owner, '/generate-from-text', { text: manual, maxChunkSize: 500 });
    expect(errorOf(chunk).fields).toEqual({ maxChunkSize: 'Max chunk size must be between 1000 and 300000' });
    const scope = await post(owner, '/generate-from-document', {
      documentId: MISSING_ID,
      quizScope: 'SPECIFIC_CHUNKS',
    });
    expect(errorOf(scope).fields).toEqual({ chunkIndices: 'Select at least one chunk' });
    const key = await post(owner, '/generate-from-text', { text: manual }, { 'idempotency-key': 'x'.repeat(129) });
    expect(errorOf(key).fields).toEqual({ 'Idempotency-Key': 'Idempotency-Key must be 1 to 128 characters' });
  });

  it('answers 403 for a user without AI_GENERATE, 404 and 403 for jobs', async () => {
    const reader = await buildAccount(test, { roles: ['ROLE_USER'] });
    expect((await post(reader, '/generate-from-text', { text: manual })).statusCode).toBe(403);
    const missing = await test.app.inject({
      url: `/api/v1/quizzes/generation-status/${MISSING_ID}`,
      headers: owner.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Generation job not found');
  });
});

describe('generate-from-text, end to end with the offline generator', () => {
  it('makes a DRAFT, PRIVATE quiz with the requested settings, questions valid, in document order, with sources', async () => {
    const admin = await buildAdmin(test);
    const category = await test.app.inject({
      method: 'POST',
      url: '/api/v1/categories',
      payload: { name: 'Databases' },
      headers: admin.auth,
    });
    const tag = await test.app.inject({
      method: 'POST',
      url: '/api/v1/tags',
      payload: { name: 'sqlite' },
      headers: owner.auth,
    });
    const categoryId = category.json().categoryId as string;
    const tagId = tag.json().tagId as string;
    const before = await balanceOf(owner);
    const started = await post(owner, '/generate-from-text', {
      text: manual,
      chunkingStrategy: 'FIXED_SIZE',
      maxChunkSize: 3000,
      quizTitle: 'SQLite datatypes',
      quizDescription: 'From the SQLite manual',
      questionsPerType: { MCQ_SINGLE: 1, TRUE_FALSE: 1, FILL_GAP: 1 },
      difficulty: 'HARD',
      estimatedTimePerQuestion: 3,
      categoryId,
      tagIds: [tagId],
    });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId, totalChunks, requestedQuestions, estimatedTokens } = started.json();
    expect(started.json()).toMatchObject({ status: 'PENDING', message: 'Quiz generation started' });
    // Counts are per chunk: three types, one each, in every chunk.
    expect(totalChunks).toBe(4);
    expect(requestedQuestions).toBe(12);
    const job = await waitForJob(test.app, owner.auth, jobId);
    expect(job).toMatchObject({
      status: 'COMPLETED',
      progressPercentage: 100,
      processedChunks: 4,
      totalChunks: 4,
      totalQuestionsGenerated: 12,
      errorMessage: null,
      billingState: 'COMMITTED',
    });
    expect(job.coverage).toEqual([
      { questionType: 'MCQ_SINGLE', requested: 4, generated: 4, note: null },
      { questionType: 'TRUE_FALSE', requested: 4, generated: 4, note: null },
      { questionType: 'FILL_GAP', requested: 4, generated: 4, note: null },
    ]);
    expect(job.committedTokens).toBeGreaterThan(0);
    expect(job.committedTokens).toBeLessThanOrEqual(estimatedTokens);
    const after = await balanceOf(owner);
    expect(after).toMatchObject({ availableTokens: before.availableTokens - job.committedTokens, reservedTokens: 0 });

    const quiz = await test.app.inject({ url: `/api/v1/quizzes/generated-quiz/${jobId}`, headers: owner.auth });
    expect(quiz.statusCode).toBe(200);
    expect(quiz.json()).toMatchObject({
      id: job.generatedQuizId,
      title: 'SQLite datatypes',
      description: 'From the SQLite manual',
      status: 'DRAFT',
      visibility: 'PRIVATE',
      difficulty: 'HARD',
      categoryId,
      tagIds: [tagId],
      creatorId: owner.id,
      questionCount: 12,
      estimatedTime: 36,
    });
    const questions = await questionsOf(owner, job.generatedQuizId);
    expect(questions.map((question) => question.id)).toEqual(quiz.json().questionIds);
    expect(questions.filter((question) => question.type === 'MCQ_SINGLE')).toHaveLength(4);
    expect(questions.filter((question) => question.type === 'TRUE_FALSE')).toHaveLength(4);
    expect(questions.filter((question) => question.type === 'FILL_GAP')).toHaveLength(4);
    for (const question of questions) {
      expect(getQuestionType(question.type as 'MCQ_SINGLE').validateContent(question.content).success).toBe(true);
      expect(question.difficulty).toBe('HARD');
    }
    // Document order: chunk by chunk, and within a chunk by where the source sentence stands.
    const sources = await Promise.all(
      questions.map(async (question) =>
        (await test.app.inject({ url: `/api/v1/questions/${question.id}/source`, headers: owner.auth })).json(),
      ),
    );
    const chunkOrder = sources.map((source) => source.chunkIndex);
    expect(chunkOrder).toEqual([...chunkOrder].sort((a, b) => a - b));
    for (const source of sources) {
      expect(source.jobId).toBe(jobId);
      expect(source.sentences.length).toBeGreaterThan(0);
      expect(source.startPage).toBeGreaterThanOrEqual(1);
      for (const sentence of source.sentences) {
        expect(manual.replace(/\s+/g, ' ')).toContain(sentence.replace(/\s+/g, ' '));
      }
    }
    // The source is its author's only.
    const theirs = await test.app.inject({
      url: `/api/v1/questions/${questions[0]?.id}/source`,
      headers: stranger.auth,
    });
    expect(theirs.statusCode).toBe(403);
  });

  it('reports HOTSPOT as not generated and still completes', async () => {
    const started = await post(owner, '/generate-from-text', {
      text: article,
      maxChunkSize: 10_000,
      questionsPerType: { HOTSPOT: 1, MATCHING: 1 },
    });
    expect(started.statusCode, started.body).toBe(202);
    const job = await waitForJob(test.app, owner.auth, started.json().jobId);
    expect(job.status).toBe('COMPLETED');
    expect(job.totalQuestionsGenerated).toBe(1);
    expect(job.errorMessage).toBe(
      'Fewer questions than requested: HOTSPOT 0 of 1 (HOTSPOT questions need an image, which text cannot supply; none were generated)',
    );
    expect(job.coverage).toEqual([
      {
        questionType: 'HOTSPOT',
        requested: 1,
        generated: 0,
        note: 'HOTSPOT questions need an image, which text cannot supply; none were generated',
      },
      { questionType: 'MATCHING', requested: 1, generated: 1, note: null },
    ]);
  });

  it('keeps pasted text out of the Documents list (it is no upload) while it still counts against the storage quota', async () => {
    const author = await buildUser(test.app);
    const started = await post(author, '/generate-from-text', {
      text: article,
      maxChunkSize: 10_000,
      questionsPerType: { MCQ_SINGLE: 1 },
    });
    expect(started.statusCode, started.body).toBe(202);
    expect((await waitForJob(test.app, author.auth, started.json().jobId)).status).toBe('COMPLETED');
    const documents = await test.app.inject({ url: '/api/documents', headers: author.auth });
    expect(documents.statusCode).toBe(200);
    expect(documents.json()).toMatchObject({ content: [], totalElements: 0 });
    const usage = await test.app.inject({ url: '/api/v1/storage/usage', headers: author.auth });
    expect(usage.json().usedBytes).toBe(Buffer.byteLength(article.trim(), 'utf8'));
  });
});

describe('generate-from-document and generate-from-upload', () => {
  let documentId: string;

  beforeAll(async () => {
    const uploaded = await uploadDocument(
      test.app,
      owner,
      { data: Buffer.from(manual), filename: 'sqlite.txt' },
      { chunkingStrategy: 'SECTION_BASED', maxChunkSize: '3000' },
    );
    documentId = uploaded.json().id;
    expect((await waitForDocument(test.app, owner.auth, documentId)).status).toBe('PROCESSED');
  });

  it('only the owner may generate from a document (403), unknown documents are 404', async () => {
    const theirs = await post(stranger, '/generate-from-document', { documentId, questionTypes: { TRUE_FALSE: 1 } });
    expect(theirs.statusCode).toBe(403);
    const missing = await post(owner, '/generate-from-document', {
      documentId: MISSING_ID,
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Document not found');
  });

  it('a scope that selects nothing is 400; SPECIFIC_CHUNKS with an unknown index too', async () => {
    const chapter = await post(owner, '/generate-from-document', {
      documentId,
      quizScope: 'SPECIFIC_CHAPTER',
      chapterTitle: 'Nothing like this',
    });
    expect(errorOf(chapter).fields).toEqual({ quizScope: 'No chunks match the selected scope' });
    const chunks = await post(owner, '/generate-from-document', {
      documentId,
      quizScope: 'SPECIFIC_CHUNKS',
      chunkIndices: [0, 99],
    });
    expect(chunks.statusCode).toBe(400);
    expect(errorOf(chunks).fields.chunkIndices).toMatch(/^The document has no chunk 99/);
  });

  it('SPECIFIC_SECTION reads questionTypes and counts per chunk in scope', async () => {
    const chunks = (await test.app.inject({ url: `/api/documents/${documentId}/chunks`, headers: owner.auth })).json<
      Array<{ chunkIndex: number; sectionTitle: string | null; title: string }>
    >();
    const inSection = chunks.filter(
      (chunk) =>
        chunk.sectionTitle?.includes('Determination Of Column Affinity') ||
        chunk.title.includes('Determination Of Column Affinity'),
    );
    expect(inSection.length).toBe(1);
    const started = await post(owner, '/generate-from-document', {
      documentId,
      quizScope: 'SPECIFIC_SECTION',
      sectionTitle: 'determination of column',
      questionTypes: { ORDERING: 1, TRUE_FALSE: 1 },
      quizTitle: 'Affinity rules',
    });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ totalChunks: 1, requestedQuestions: 2, documentId });
    const job = await waitForJob(test.app, owner.auth, started.json().jobId);
    expect(job).toMatchObject({ status: 'COMPLETED', totalQuestionsGenerated: 2, documentTitle: 'sqlite' });
    const questions = await questionsOf(owner, job.generatedQuizId);
    const ordering = questions.find((question) => question.type === 'ORDERING');
    // The section's numbered rules become the ordering question's items, in the text's order.
    expect((ordering?.content as { items: Array<{ text: string }> }).items[0]?.text).toBe(
      'If the declared type contains the string "INT" then it is assigned INTEGER affinity.',
    );
  });

  it('the billing estimate prices a stored document by its chunks in scope and the counts per chunk', async () => {
    const outlines = (await test.app.inject({ url: `/api/documents/${documentId}/chunks`, headers: owner.auth })).json<
      Array<{ characterCount: number }>
    >();
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/billing/estimate/quiz-generation',
      payload: { documentId, questionTypes: { TRUE_FALSE: 2, OPEN: 1 } },
      headers: owner.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      questionCount: 3 * outlines.length,
      questionTypeCount: 2,
      quotedCharacters: outlines.reduce((sum, chunk) => sum + chunk.characterCount, 0),
    });
    const scoped = await test.app.inject({
      method: 'POST',
      url: '/api/v1/billing/estimate/quiz-generation',
      payload: { documentId, quizScope: 'SPECIFIC_CHUNKS', chunkIndices: [0], questionTypes: { TRUE_FALSE: 2 } },
      headers: owner.auth,
    });
    expect(scoped.json()).toMatchObject({ questionCount: 2, quotedCharacters: outlines[0]?.characterCount });
    const theirs = await test.app.inject({
      method: 'POST',
      url: '/api/v1/billing/estimate/quiz-generation',
      payload: { documentId, questionTypes: { OPEN: 1 } },
      headers: stranger.auth,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('generate-from-upload reads questionsPerType and tagIds as JSON text', async () => {
    const generateFromUpload = (parts: Parameters<typeof multipartBody>[0]) =>
      postMultipart(test.app, '/api/v1/quizzes/generate-from-upload', multipartBody(parts), owner);
    const tag = await test.app.inject({
      method: 'POST',
      url: '/api/v1/tags',
      payload: { name: 'iceland' },
      headers: owner.auth,
    });
    const pdf = await buildPdf([
      article
        .split('\n')
        .filter(Boolean)
        .slice(0, 8)
        .flatMap((line) => line.match(/.{1,90}(\s|$)/g) ?? []),
    ]);
    const started = await generateFromUpload({
      file: { data: pdf, filename: 'iceland.pdf', contentType: 'application/pdf' },
      fields: {
        questionsPerType: JSON.stringify({ TRUE_FALSE: 2 }),
        tagIds: JSON.stringify([tag.json().tagId]),
        chunkingStrategy: 'PAGE_BASED',
        difficulty: 'EASY',
      },
    });
    expect(started.statusCode, started.body).toBe(202);
    const job = await waitForJob(test.app, owner.auth, started.json().jobId);
    expect(job).toMatchObject({ status: 'COMPLETED', totalQuestionsGenerated: 2, quizTitle: 'Quiz: iceland' });
    const quiz = (await test.app.inject({ url: `/api/v1/quizzes/${job.generatedQuizId}`, headers: owner.auth })).json();
    expect(quiz).toMatchObject({ difficulty: 'EASY', tagIds: [tag.json().tagId], questionCount: 2 });
    const document = (await test.app.inject({ url: `/api/documents/${job.documentId}`, headers: owner.auth })).json();
    expect(document).toMatchObject({ status: 'PROCESSED', format: 'PDF', originalFilename: 'iceland.pdf' });

    const failed = await generateFromUpload({
      file: { data: pdf.subarray(0, 500), filename: 'broken.pdf' },
      fields: { questionsPerType: '{"TRUE_FALSE": 1}' },
    });
    expect(failed.statusCode).toBe(400);
    expect(errorOf(failed).fields).toEqual({
      file: 'The PDF is damaged or not a valid PDF file and could not be read',
    });
    const invalid = await generateFromUpload({
      file: { data: pdf, filename: 'a.pdf' },
      fields: { questionsPerType: '{not json' },
    });
    expect(errorOf(invalid).fields).toEqual({ questionsPerType: 'must be valid JSON' });
  });
});

describe('scoped generation from a stored document, end to end', () => {
  const user = useUser(test);
  let documentId: string;
  let outlines: Array<{ chunkIndex: number; title: string; chapterTitle: string | null; chapterNumber: number | null }>;
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

  beforeAll(async () => {
    const book = ['Chapter 1. Iceland', article, 'Chapter 2. Down the Rabbit-Hole', story].join('\n\n');
    const uploaded = await uploadDocument(
      test.app,
      user,
      { data: Buffer.from(book), filename: 'two-chapters.txt' },
      { chunkingStrategy: 'CHAPTER_BASED', maxChunkSize: '4000' },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    documentId = uploaded.json().id;
    expect((await waitForDocument(test.app, user.auth, documentId)).status).toBe('PROCESSED');
    outlines = (await test.app.inject({ url: `/api/documents/${documentId}/chunks`, headers: user.auth })).json();
  });

  /** Runs a generation to completion and checks every question's source lies in one of `scope`'s chunks. */
  async function generateIn(payload: Record<string, unknown>, scope: number[]) {
    const started = await post(user, '/generate-from-document', {
      documentId,
      questionsPerType: { TRUE_FALSE: 1 },
      ...payload,
    });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({
      status: 'PENDING',
      documentId,
      totalChunks: scope.length,
      requestedQuestions: scope.length,
    });
    const job = await waitForJob(test.app, user.auth, started.json().jobId);
    expect(job).toMatchObject({
      status: 'COMPLETED',
      totalChunks: scope.length,
      processedChunks: scope.length,
      progressPercentage: 100,
      documentId,
      billingState: 'COMMITTED',
    });
    expect(job.coverage).toEqual([
      {
        questionType: 'TRUE_FALSE',
        requested: scope.length,
        generated: job.totalQuestionsGenerated,
        note: job.totalQuestionsGenerated === scope.length ? null : expect.any(String),
      },
    ]);
    const questions = await questionsOf(user, job.generatedQuizId);
    expect(questions.length).toBe(job.totalQuestionsGenerated);
    expect(questions.length).toBeGreaterThan(0);
    const sourceChunks = new Set<number>();
    for (const question of questions) {
      const source = await test.app.inject({ url: `/api/v1/questions/${question.id}/source`, headers: user.auth });
      expect(source.statusCode, source.body).toBe(200);
      const { chunkIndex, sentences, documentId: from, jobId } = source.json();
      expect({ from, jobId }).toEqual({ from: documentId, jobId: job.jobId });
      expect(scope, `question ${question.questionText} comes from chunk ${chunkIndex}`).toContain(chunkIndex);
      sourceChunks.add(chunkIndex);
      const chunk = (
        await test.app.inject({ url: `/api/documents/${documentId}/chunks/${chunkIndex}`, headers: user.auth })
      ).json();
      expect(sentences.length).toBeGreaterThan(0);
      for (const sentence of sentences as string[]) {
        expect(squash(chunk.content), 'the source sentence is in its chunk').toContain(squash(sentence));
      }
    }
    return { job, sourceChunks };
  }

  it("SPECIFIC_CHAPTER (by number or by title) generates from that chapter's chunks only", async () => {
    const iceland = outlines
      .filter((outline) => outline.chapterTitle === 'Iceland')
      .map((outline) => outline.chunkIndex);
    const rabbitHole = outlines.filter((outline) => outline.chapterNumber === 2).map((outline) => outline.chunkIndex);
    expect(iceland.length).toBeGreaterThanOrEqual(2);
    expect(rabbitHole.length).toBeGreaterThanOrEqual(2);
    expect(
      outlines.every((outline) => iceland.includes(outline.chunkIndex) !== rabbitHole.includes(outline.chunkIndex)),
    ).toBe(true);

    const byNumber = await generateIn(
      { quizScope: 'SPECIFIC_CHAPTER', chapterNumber: 1, quizTitle: 'Iceland only' },
      iceland,
    );
    expect(byNumber.job.quizTitle).toBe('Iceland only');
    const byTitle = await generateIn({ quizScope: 'SPECIFIC_CHAPTER', chapterTitle: 'rabbit-hole' }, rabbitHole);
    expect(byTitle.sourceChunks.size).toBeGreaterThan(1);
  });

  it('SPECIFIC_CHUNKS generates from exactly the chunks asked for, in document order', async () => {
    // The story's first chunk, not its last: the last is a page of dialogue and exclamations, which
    // gives the offline generator no statement to ask as true or false (and chunk 0, next to it in
    // scope but not in the document, lends it none).
    const later = outlines.find((outline) => outline.chapterNumber === 2)?.chunkIndex as number;
    expect(later).toBeGreaterThan(1);
    const { job, sourceChunks } = await generateIn({ quizScope: 'SPECIFIC_CHUNKS', chunkIndices: [later, 0] }, [
      0,
      later,
    ]);
    expect([...sourceChunks].sort((a, b) => a - b)).toEqual([0, later]);
    // Questions are in document order: chunk 0's before the later chunk's.
    const order: number[] = [];
    for (const question of await questionsOf(user, job.generatedQuizId)) {
      order.push(
        (await test.app.inject({ url: `/api/v1/questions/${question.id}/source`, headers: user.auth })).json()
          .chunkIndex,
      );
    }
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe('jobs: one at a time, idempotency, cancellation, lists', () => {
  it('one active job per user (409), Idempotency-Key replays the same job, a different request with it is 409', async () => {
    await withOwnApp({}, async (idle, user) => {
      const generate = (payload: object, headers: Record<string, string> = {}) =>
        postOn(idle.app, user, '/generate-from-text', payload, headers);
      const request = { text: article, questionsPerType: { TRUE_FALSE: 1 } };
      const first = await generate(request, { 'idempotency-key': 'k-1' });
      expect(first.statusCode).toBe(202);
      const again = await generate(request, { 'idempotency-key': 'k-1' });
      expect(again.statusCode).toBe(202);
      expect(again.json()).toMatchObject({
        jobId: first.json().jobId,
        message: 'Existing quiz generation returned for this Idempotency-Key',
      });
      const other = await generate({ ...request, difficulty: 'HARD' }, { 'idempotency-key': 'k-1' });
      expect(other.statusCode).toBe(409);
      expect(errorOf(other).message).toBe('Idempotency-Key was already used for a different generation request');
      const second = await generate(request);
      expect(second.statusCode).toBe(409);
      expect(errorOf(second).message).toBe('User already has an active generation job');

      // Cancel the PENDING job: CANCELLED, tokens released, and a second cancel is 409.
      expect((await balanceOn(idle.app, user)).reservedTokens).toBe(first.json().estimatedTokens);
      const cancel = await cancelOn(idle.app, user, first.json().jobId);
      expect(cancel.statusCode).toBe(200);
      expect(cancel.json()).toMatchObject({
        status: 'CANCELLED',
        errorMessage: 'Job cancelled by user',
        billingState: 'RELEASED',
      });
      expect(await balanceOn(idle.app, user)).toMatchObject({ availableTokens: 100, reservedTokens: 0 });
      const twice = await cancelOn(idle.app, user, first.json().jobId);
      expect(twice.statusCode).toBe(409);
      expect(errorOf(twice).message).toBe('Only pending or processing jobs can be cancelled');
      const theirs = await cancelOn(idle.app, await buildUser(idle.app), first.json().jobId);
      expect(theirs.statusCode).toBe(403);
      expect(errorOf(theirs).message).toBe('You do not have access to this generation job');
      // The slot is free again.
      const next = await generate(request);
      expect(next.statusCode).toBe(202);
      const early = await idle.app.inject({
        url: `/api/v1/quizzes/generated-quiz/${next.json().jobId}`,
        headers: user.auth,
      });
      expect(early.statusCode).toBe(409);
      expect(errorOf(early).message).toBe('Generation job is not completed');
    });
  });

  it('a job of another user is 403 to read', async () => {
    const started = await post(owner, '/generate-from-text', { text: article, questionsPerType: { FILL_GAP: 1 } });
    const jobId = started.json().jobId;
    const theirs = await test.app.inject({ url: `/api/v1/quizzes/generation-status/${jobId}`, headers: stranger.auth });
    expect(theirs.statusCode).toBe(403);
    expect(
      (await test.app.inject({ url: `/api/v1/quizzes/generated-quiz/${jobId}`, headers: stranger.auth })).statusCode,
    ).toBe(403);
    await waitForJob(test.app, owner.auth, jobId);
  });

  it('lists my jobs, newest first, and their statistics', async () => {
    const list = await test.app.inject({ url: '/api/v1/quizzes/generation-jobs?size=2', headers: owner.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ pageSize: 2, first: true });
    expect(list.json().totalElements).toBeGreaterThanOrEqual(4);
    const dates = list.json().content.map((job: { createdAt: string }) => job.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const completed = await test.app.inject({
      url: '/api/v1/quizzes/generation-jobs?status=COMPLETED&size=100',
      headers: owner.auth,
    });
    expect(completed.json().content.every((job: { status: string }) => job.status === 'COMPLETED')).toBe(true);
    const stats = await test.app.inject({ url: '/api/v1/quizzes/generation-jobs/statistics', headers: owner.auth });
    expect(stats.json()).toMatchObject({ completedJobs: completed.json().totalElements, activeJobs: 0, failedJobs: 0 });
    expect(stats.json().totalQuestionsGenerated).toBeGreaterThanOrEqual(17);
    expect(
      (await test.app.inject({ url: '/api/v1/quizzes/generation-jobs', headers: stranger.auth })).json().totalElements,
    ).toBe(0);
  });

  it('insufficient tokens: 409 with the estimate, what is available and the shortfall; free with billing off', async () => {
    const all = {
      MCQ_SINGLE: 10,
      MCQ_MULTI: 10,
      TRUE_FALSE: 10,
      OPEN: 10,
      FILL_GAP: 10,
      COMPLIANCE: 5,
      ORDERING: 5,
      MATCHING: 5,
    };
    const user = await buildUser(test.app);
    const response = await post(user, '/generate-from-text', {
      text: article,
      maxChunkSize: 10_000,
      questionsPerType: all,
    });
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body).toMatchObject({ code: 'CONFLICT_ERROR', availableTokens: 100 });
    expect(body.shortfall).toBe(body.estimatedTokens - 100);
    expect(body.shortfall).toBeGreaterThan(0);
    // Nothing was left behind: no job, no reservation, no document.
    expect(
      (await test.app.inject({ url: '/api/v1/quizzes/generation-jobs', headers: user.auth })).json().totalElements,
    ).toBe(0);
    expect((await test.app.inject({ url: '/api/documents', headers: user.auth })).json().totalElements).toBe(0);
    expect(await balanceOf(user)).toMatchObject({ availableTokens: 100, reservedTokens: 0 });

    await withOwnApp({ env: { BILLING_ENABLED: 'false' }, workers: true }, async (free, freeUser) => {
      const started = await postOn(free.app, freeUser, '/generate-from-text', {
        text: article,
        maxChunkSize: 10_000,
        questionsPerType: all,
      });
      expect(started.statusCode, started.body).toBe(202);
      expect(started.json().estimatedTokens).toBe(0);
      const job = await waitForJob(free.app, freeUser.auth, started.json().jobId);
      expect(job).toMatchObject({ status: 'COMPLETED', billingState: 'NONE', committedTokens: 0 });
    });
  });
});

/** A generator that blocks until the job is stopped: for cancelling a job mid-run. */
class BlockingGenerator implements QuestionGenerator {
  readonly name = 'openai' as const;
  calls = 0;
  aborted = false;
  supports() {
    return true;
  }
  unsupportedReason() {
    return null;
  }
  /** Waits until the job's first generate call is blocked here. */
  async called() {
    while (this.calls === 0) {
      await pause(20);
    }
  }
  startSession(): Promise<GenerationSession> {
    return Promise.resolve({
      generate: async (request) => {
        this.calls += 1;
        await new Promise((_, reject) => {
          request.signal.addEventListener(
            'abort',
            () => {
              this.aborted = true;
              reject(new Error('aborted'));
            },
            { once: true },
          );
        });
        return { questions: [], note: null };
      },
      usage: () => ({ calls: this.calls, promptTokens: 0, completionTokens: 0 }),
    });
  }
}

describe('retrying a FAILED job', () => {
  it('runs the same request again as a new job with tokens reserved afresh; only the owner, only a failed job', async () => {
    const user = await buildUser(test.app);
    const body = { text: article, quizTitle: 'Iceland facts', difficulty: 'EASY', questionsPerType: { TRUE_FALSE: 1 } };
    const first = await post(user, '/generate-from-text', body);
    expect(first.statusCode, first.body).toBe(202);
    const failedId = first.json().jobId as string;
    const completed = await waitForJob(test.app, user.auth, failedId);
    expect(completed.status).toBe('COMPLETED');
    // Only a FAILED job can be retried: a completed one is a 409.
    const notFailed = await post(user, `/generation-jobs/${failedId}/retry`, undefined);
    expect(notFailed.statusCode).toBe(409);
    expect(errorOf(notFailed).message).toBe('Only a failed job can be retried');

    await test.database.db
      .updateTable('generationJobs')
      .set({ status: 'FAILED', errorMessage: 'provider unavailable' })
      .where('id', '=', failedId)
      .execute();
    const before = await balanceOf(user);
    expect((await post(undefined, `/generation-jobs/${failedId}/retry`, undefined)).statusCode).toBe(401);
    const strangers = await post(stranger, `/generation-jobs/${failedId}/retry`, undefined);
    expect(strangers.statusCode).toBe(403);
    expect((await post(user, `/generation-jobs/${MISSING_ID}/retry`, undefined)).statusCode).toBe(404);

    const retried = await post(user, `/generation-jobs/${failedId}/retry`, undefined);
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json()).toMatchObject({
      status: 'PENDING',
      message: 'Job queued for retry',
      totalChunks: completed.totalChunks,
      requestedQuestions: completed.totalChunks,
    });
    const retriedId = retried.json().jobId as string;
    expect(retriedId).not.toBe(failedId);
    // One active job at a time: a second retry while the first runs is refused.
    const twice = await post(user, `/generation-jobs/${failedId}/retry`, undefined);
    if (twice.statusCode !== 202) {
      expect(twice.statusCode).toBe(409);
    }
    const job = await waitForJob(test.app, user.auth, retriedId);
    expect(job).toMatchObject({
      status: 'COMPLETED',
      quizTitle: 'Iceland facts',
      difficulty: 'EASY',
      billingState: 'COMMITTED',
    });
    expect(job.coverage).toEqual([
      { questionType: 'TRUE_FALSE', requested: completed.totalChunks, generated: completed.totalChunks, note: null },
    ]);
    const after = await balanceOf(user);
    expect(after.reservedTokens).toBe(0);
    expect(after.availableTokens).toBeLessThan(before.availableTokens);
    // The failed job stays as it was, for the record.
    const old = (
      await test.app.inject({ url: `/api/v1/quizzes/generation-status/${failedId}`, headers: user.auth })
    ).json();
    expect(old).toMatchObject({ status: 'FAILED', errorMessage: 'provider unavailable' });
  });
});

describe('cancellation mid-run and restart recovery', () => {
  /** Starts a job on `own` that asks the article for one OPEN question; its id. */
  const startOpenJob = async (own: TestApp, user: SignedIn) =>
    (await postOn(own.app, user, '/generate-from-text', { text: article, questionsPerType: { OPEN: 1 } })).json()
      .jobId as string;

  it('a cancel stops a running job within a few seconds and releases its tokens', async () => {
    const generator = new BlockingGenerator();
    await withOwnApp({ ports: { generator }, workers: true }, async (app, user) => {
      const jobId = await startOpenJob(app, user);
      await waitForJob(app.app, user.auth, jobId, { until: ['PROCESSING'] });
      await generator.called();
      const cancelledAt = Date.now();
      const cancel = await cancelOn(app.app, user, jobId);
      expect(cancel.json()).toMatchObject({ status: 'CANCELLED', billingState: 'RELEASED' });
      while (!generator.aborted) {
        expect(Date.now() - cancelledAt).toBeLessThan(5_000);
        await pause(20);
      }
      await app.app.background.queue.idle();
      const job = await waitForJob(app.app, user.auth, jobId);
      expect(job).toMatchObject({ status: 'CANCELLED', generatedQuizId: null });
      expect(
        await app.database.db.selectFrom('quizzes').select('id').where('creatorId', '=', user.id).execute(),
      ).toEqual([]);
    });
  });

  it('a job interrupted by a restart resumes from its checkpoints in the next server process', async () => {
    const database = await createTestDatabase();
    const storage = new MemoryFileStorage();
    const config = testConfig();
    const first = await buildApp(config, database, { clock: new ManualClock(new Date()), storage });
    await first.ready();
    const user = await buildUser(first);
    const started = await postOn(first, user, '/generate-from-text', {
      text: manual,
      chunkingStrategy: 'SIZE_BASED',
      maxChunkSize: 3000,
      questionsPerType: { TRUE_FALSE: 1 },
    });
    const jobId = started.json().jobId as string;
    // The first process ran one chunk, then died two minutes ago: the job is PROCESSING with one
    // checkpoint, no runner and no heartbeat since (on PostgreSQL, where several processes may run
    // jobs, a silent minute is what marks a job as abandoned; on SQLite the restart alone does).
    const claimed = await database.db
      .updateTable('generationJobs')
      .set({
        status: 'PROCESSING',
        runCount: 1,
        heartbeatAt: new Date(Date.now() - 120_000),
        startedAt: new Date(Date.now() - 130_000),
      })
      .where('id', '=', jobId)
      .execute();
    expect(Number(claimed[0]?.numUpdatedRows)).toBe(1);
    await database.db
      .updateTable('backgroundJobs')
      .set({ status: 'RUNNING', attempts: 1, lockedBy: 'dead', lockedUntil: new Date(Date.now() - 1000) })
      .where('queue', '=', 'generation.run')
      .execute();
    await database.db
      .insertInto('generationJobChunks')
      .values({
        jobId,
        chunkIndex: 0,
        questions: JSON.stringify([]),
        notes: JSON.stringify([{ type: 'TRUE_FALSE', note: 'checkpointed before the crash' }]),
        createdAt: new Date(),
      })
      .execute();
    await database.db
      .updateTable('generationJobs')
      .set({ processedChunks: 1, progressPercentage: 24.7 })
      .where('id', '=', jobId)
      .execute();
    await first.close();

    const second = await buildApp(config, database, { clock: new ManualClock(new Date()), storage });
    try {
      await second.ready();
      await second.background.start();
      const job = await waitForJob(second, user.auth, jobId);
      // Chunk 0 came from the checkpoint (no questions there), chunks 1-3 were generated now.
      expect(job).toMatchObject({
        status: 'COMPLETED',
        processedChunks: 4,
        totalQuestionsGenerated: 3,
        billingState: 'COMMITTED',
      });
      expect(job.coverage[0]).toMatchObject({
        questionType: 'TRUE_FALSE',
        requested: 4,
        generated: 3,
        note: 'checkpointed before the crash',
      });
      const row = await database.db
        .selectFrom('generationJobs')
        .select(['runCount'])
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      expect(row.runCount).toBe(2);
    } finally {
      await second.close();
      await database.close();
    }
  });

  it('a job that runs past its deadline is stopped and ends with what it has', async () => {
    const generator = new BlockingGenerator();
    await withOwnApp({ ports: { generator }, workers: true }, async (app, user) => {
      const jobId = await startOpenJob(app, user);
      await generator.called();
      // Thirty-one minutes later (GENERATION_DEADLINE_MINUTES is 30): the heartbeat stops the run.
      app.clock.advance(31 * 60_000);
      const job = await waitForJob(app.app, user.auth, jobId, { timeoutMs: 10_000 });
      expect(generator.aborted).toBe(true);
      expect(job).toMatchObject({ status: 'FAILED', billingState: 'RELEASED' });
      expect(job.errorMessage).toContain('stopped after 30 minutes');
    });
  });

  it('a reservation renewal the ledger refuses is logged with the job and its reservation', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        callback();
      },
    });
    const generator = new BlockingGenerator();
    await withOwnApp(
      { env: { LOG_LEVEL: 'warn' }, ports: { generator, logStream }, workers: true },
      async (app, user) => {
        const jobId = await startOpenJob(app, user);
        await generator.called();
        const { reservationId } = await app.database.db
          .selectFrom('generationJobs')
          .select(['reservationId'])
          .where('id', '=', jobId)
          .executeTakeFirstOrThrow();
        // The reservation ran out meanwhile, so the renewal due ten minutes into the run is refused.
        await app.database.db
          .updateTable('tokenReservations')
          .set({ state: 'EXPIRED' })
          .where('id', '=', reservationId ?? '')
          .execute();
        app.clock.advance(11 * 60_000);
        const deadline = Date.now() + 10_000;
        while (!lines.some((line) => line.includes('renewal failed')) && Date.now() < deadline) {
          await pause(20);
        }
        const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(logged.filter((entry) => entry.msg === 'generation reservation renewal failed')).toEqual([
          expect.objectContaining({
            level: 40,
            jobId,
            reservationId,
            err: expect.objectContaining({ message: 'Reservation is no longer active' }),
          }),
        ]);
      },
    );
  });

  it('a job interrupted more often than allowed fails and releases its reservation', async () => {
    await withOwnApp({}, async (app, user) => {
      const jobId = await startOpenJob(app, user);
      await app.database.db
        .updateTable('generationJobs')
        .set({ status: 'PROCESSING', runCount: 3, heartbeatAt: new Date(0) })
        .where('id', '=', jobId)
        .execute();
      await app.app.services.generation.recovery.recoverInterrupted();
      const job = (
        await app.app.inject({ url: `/api/v1/quizzes/generation-status/${jobId}`, headers: user.auth })
      ).json();
      expect(job).toMatchObject({
        status: 'FAILED',
        errorMessage: 'Generation was interrupted by a server restart and could not be resumed',
        billingState: 'RELEASED',
      });
      expect(await balanceOn(app.app, user)).toMatchObject({ availableTokens: 100, reservedTokens: 0 });
    });
  });
});

/**
 * The offline generator behind a gate: every generate call (one per type and chunk) waits until the
 * test lets it through, so the test can look at a running job between chunks.
 */
class SteppedGenerator implements QuestionGenerator {
  readonly name = 'offline' as const;
  readonly #inner = createGenerator(testConfig().generation);
  calls = 0;
  #waiting: Array<() => void> = [];
  supports(type: Parameters<QuestionGenerator['supports']>[0]) {
    return this.#inner.supports(type);
  }
  unsupportedReason(type: Parameters<QuestionGenerator['unsupportedReason']>[0]) {
    return this.#inner.unsupportedReason(type);
  }
  async startSession(options: SessionOptions): Promise<GenerationSession> {
    const inner = await this.#inner.startSession(options);
    return {
      generate: async (request) => {
        this.calls += 1;
        await new Promise<void>((resolve) => this.#waiting.push(resolve));
        return inner.generate(request);
      },
      usage: () => inner.usage(),
      close: () => inner.close?.() ?? Promise.resolve(),
    };
  }
  /** Waits until the `count`-th call is waiting at the gate. */
  async waitForCall(count: number) {
    const deadline = Date.now() + 10_000;
    while (this.calls < count || this.#waiting.length === 0) {
      if (Date.now() > deadline) {
        throw new Error(`call ${count} never came (${this.calls} so far)`);
      }
      await pause(10);
    }
  }
  release() {
    this.#waiting.shift()?.();
  }
}

describe('a running job, polled', () => {
  it('shows the current chunk, elapsed and remaining time and the estimated completion; progress only grows and is 100 only when COMPLETED', async () => {
    const generator = new SteppedGenerator();
    await withOwnApp({ ports: { generator }, workers: true }, async (app, user) => {
      const started = await postOn(app.app, user, '/generate-from-text', {
        text: manual,
        chunkingStrategy: 'FIXED_SIZE',
        maxChunkSize: 3000,
        questionsPerType: { MCQ_SINGLE: 1, TRUE_FALSE: 1 },
      });
      expect(started.statusCode, started.body).toBe(202);
      const { jobId, totalChunks, estimatedTimeSeconds } = started.json();
      expect(totalChunks).toBe(4);
      const poll = async () => {
        const response = await app.app.inject({
          url: `/api/v1/quizzes/generation-status/${jobId}`,
          headers: user.auth,
        });
        expect(response.statusCode).toBe(200);
        return response.json();
      };

      const STEP_SECONDS = 3;
      const steps = totalChunks * 2; // two types per chunk, one generate call each
      const seen: number[] = [];
      for (let step = 0; step < steps; step += 1) {
        await generator.waitForCall(step + 1);
        app.clock.advance(STEP_SECONDS * 1000);
        const job = await poll();
        const elapsed = STEP_SECONDS * (step + 1);
        const chunk = Math.floor(step / 2) + 1;
        expect(job, `step ${step}`).toMatchObject({
          status: 'PROCESSING',
          totalChunks: 4,
          processedChunks: chunk - 1,
          elapsedTimeSeconds: elapsed,
          completedAt: null,
        });
        expect(job.currentChunk, `step ${step}`).toMatch(new RegExp(`^Chunk ${chunk} of 4: `));
        // Progress: the share of type-and-chunk units done so far, below 100 while running.
        expect(job.progressPercentage, `step ${step}`).toBeGreaterThanOrEqual(Math.floor((step / steps) * 990) / 10);
        expect(job.progressPercentage, `step ${step}`).toBeLessThan(100);
        // Remaining time: the start estimate before any progress, then extrapolated from the progress so far.
        const remaining =
          job.progressPercentage > 0
            ? Math.round((elapsed * (100 - job.progressPercentage)) / job.progressPercentage)
            : Math.max(0, estimatedTimeSeconds - elapsed);
        expect(job.estimatedTimeRemainingSeconds, `step ${step}`).toBe(remaining);
        expect(Date.parse(job.estimatedCompletion), `step ${step}`).toBe(app.clock.now().getTime() + remaining * 1000);
        expect(Date.parse(job.startedAt)).toBe(app.clock.now().getTime() - elapsed * 1000);
        seen.push(job.progressPercentage);
        // A second look at the same moment changes nothing.
        expect((await poll()).progressPercentage).toBe(job.progressPercentage);
        generator.release();
      }
      expect(seen[0]).toBe(0);
      for (let index = 1; index < seen.length; index += 1) {
        expect(seen[index], `progress went back at poll ${index}: ${seen.join(', ')}`).toBeGreaterThan(
          seen[index - 1] as number,
        );
      }

      const done = await waitForJob(app.app, user.auth, jobId);
      expect(done).toMatchObject({
        status: 'COMPLETED',
        progressPercentage: 100,
        processedChunks: 4,
        currentChunk: null,
        estimatedCompletion: null,
        estimatedTimeRemainingSeconds: 0,
        elapsedTimeSeconds: STEP_SECONDS * steps,
      });
      // Time moving on after the end does not change the elapsed time of a finished job.
      app.clock.advance(60_000);
      expect((await poll()).elapsedTimeSeconds).toBe(STEP_SECONDS * steps);
    });
  });
});
