import {
  INTERCHANGE_FILES,
  interchangeMessages,
  MEDIA_IMAGES_PATH,
  QUIZ_QUESTIONS_MAX,
  QuestionCreateBodySchema,
  type ImportItem,
  type ImportResult,
  type InterchangeFormat,
  type QuestionCreateBody,
  type QuizCreateBody,
  type QuizDetail,
} from '@quizmaker/contracts';
import { contentFromInterchange } from '@quizmaker/question-types';
import type { z } from 'zod';
import type { Principal } from '../../access/principal.ts';
import type { Db, DbExecutor } from '../../db/database.ts';
import { AppError, authorizationError, fieldError } from '../../errors.ts';
import { fileNameOf } from '../../exports/file-name.ts';
import {
  type ExportMedia,
  type ExportQuiz,
  type ImportedMedia,
  type NativeQuestion,
  type ParsedQuestion,
} from './formats/format.ts';
import { mediaIdsIn, replaceStrings, withMediaUrls } from './media-refs.ts';
import { newQuizSettings, settingsOf, untitledQuiz } from './quiz-settings.ts';
import { formatOf, readFile } from './read-file.ts';
import { FORMATS } from './formats/index.ts';
import { NativeQuestionSchema } from './formats/json/json.ts';

/** What the import needs of the quizzes domain (app.ts passes the QuizzesService). */
export interface QuizzesForInterchange {
  get(principal: Principal, id: string): Promise<QuizDetail>;
  createIn(tx: DbExecutor, principal: Principal, body: QuizCreateBody): Promise<string>;
  appendQuestionsIn(
    tx: DbExecutor,
    principal: Principal,
    quizId: string,
    questionIds: readonly string[],
  ): Promise<void>;
}

/** What the import and export need of the questions domain (app.ts passes the QuestionsService). */
export interface QuestionsForInterchange {
  /** A hand-made question's checks; throws the 400 AppError a hand-made question gets. */
  validateNew(body: QuestionCreateBody): void;
  createIn(tx: DbExecutor, principal: Principal, body: QuestionCreateBody): Promise<string>;
  /** The quiz's questions with their authored content, in quiz order (records may carry more fields). */
  ofQuiz(quizId: string): Promise<NativeQuestion[]>;
}

/** What import and export need of the media domain (app.ts passes the MediaService). */
export interface MediaForInterchange {
  /** Stores an image as the principal's upload (quota claimed); throws the 415/413 AppError of an upload. */
  uploadImage(principal: Principal, bytes: Buffer): Promise<{ url: string }>;
  /** A stored image's bytes, or null when there is none with the id. */
  readImage(id: string): Promise<{ bytes: Buffer; contentType: string } | null>;
}

export interface ImportRequest {
  fileName: string;
  bytes: Buffer;
  format: InterchangeFormat | undefined;
  quizId: string | undefined;
  dryRun: boolean;
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
  skipped: ReadonlyArray<{ index: number; reason: string }>;
  /** What written questions lost or changed to fit the format. */
  warnings: ReadonlyArray<{ index: number; message: string }>;
}

/** A question that passed every check, and as the file had it (its media refs still in place). */
interface Accepted {
  body: QuestionCreateBody;
  question: ParsedQuestion;
}

/** A URL of the media store's shape, for checking questions whose images are not stored yet. */
const STAND_IN_MEDIA_URL = `${MEDIA_IMAGES_PATH}/00000000-0000-4000-8000-000000000000`;

/** Import and export of quizzes in the interchange formats (issue 20), one module per format. */
export class InterchangeService {
  constructor(
    private readonly deps: {
      db: Db;
      quizzes: QuizzesForInterchange;
      questions: QuestionsForInterchange;
      media: MediaForInterchange;
    },
  ) {}

  /**
   * Reads the file (limits first), checks every question as a hand-made one, then stores the
   * accepted ones in one transaction: into a new DRAFT quiz, or at the end of `quizId`. A dry run
   * stores nothing. Caller holds QUESTION_CREATE (and QUIZ_CREATE without a quizId; the route checks).
   */
  async import(principal: Principal, request: ImportRequest): Promise<ImportResult> {
    const format = formatOf(request.format, request.bytes);
    // The rights first: a caller who may not add to the quiz costs no parsing.
    const target = request.quizId === undefined ? null : await this.#mustManage(principal, request.quizId);
    const file = await readFile(FORMATS[format], request.bytes);
    if (file.questions.length === 0) {
      throw fieldError('file', interchangeMessages.noQuestions);
    }
    const settings = target === null ? newQuizSettings(file.settings, file.title, request.fileName) : null;

    const items: ImportItem[] = [];
    const accepted: Accepted[] = [];
    const media = file.media ?? [];
    for (const question of file.questions) {
      // Checked with a stand-in URL of the media store's shape; the real one is known once stored.
      const outcome = this.#check(withMediaUrls(question, media, () => STAND_IN_MEDIA_URL));
      items.push(outcome.item);
      if (outcome.body) {
        accepted.push({ body: outcome.body, question });
      }
    }
    if (target !== null && target.questionCount + accepted.length > QUIZ_QUESTIONS_MAX) {
      throw fieldError('file', interchangeMessages.quizTooFull);
    }
    let quizId: string | null = null;
    if (!request.dryRun && accepted.length > 0) {
      const stored = await this.#storeMedia(principal, media, accepted);
      quizId = await this.#store(principal, target?.id ?? null, settings, stored);
    }
    return {
      quizId: request.dryRun ? null : (quizId ?? target?.id ?? null),
      format,
      imported: accepted.length,
      skipped: items
        .filter((item) => item.status === 'SKIPPED')
        .map((item) => ({ index: item.index, title: item.title, reason: item.notes[0] ?? '' })),
      warnings: [
        ...(file.notes ?? []).map((message) => ({ index: null, title: null, message })),
        ...items
          .filter((item) => item.status === 'CONVERTED')
          .flatMap((item) => item.notes.map((message) => ({ index: item.index, title: item.title, message }))),
      ],
      questions: items,
    };
  }

  /** The quiz as a file of the format; owners, moderators and admins only (the answers are in it). */
  async export(principal: Principal, quizId: string, format: InterchangeFormat): Promise<ExportFile> {
    const quiz = await this.deps.quizzes.get(principal, quizId);
    if (!quiz.abilities.update) {
      throw authorizationError();
    }
    const questions: NativeQuestion[] = (await this.deps.questions.ofQuiz(quizId)).map(
      ({ type, questionText, difficulty, explanation, hint, attachmentUrl, content }): NativeQuestion => ({
        type,
        questionText,
        difficulty,
        explanation,
        hint,
        attachmentUrl,
        content,
      }),
    );
    const module = FORMATS[format];
    const exportQuiz: ExportQuiz = {
      settings: settingsOf(quiz),
      questions,
      media: module.carriesMedia ? await this.#readMedia(questions) : new Map(),
    };
    const file = {
      fileName: `${fileNameOf(quiz.title)}.${INTERCHANGE_FILES[format].extension}`,
      contentType: INTERCHANGE_FILES[format].contentType,
    };
    if (module.input === 'binary') {
      const written = await module.write(exportQuiz);
      return { ...file, body: Buffer.from(written.bytes), skipped: written.skipped, warnings: written.warnings };
    }
    const written = module.write(exportQuiz);
    return { ...file, body: written.text, skipped: written.skipped, warnings: written.warnings };
  }

  /** The images of this install the questions refer to, by URL (an id with no image is left out). */
  async #readMedia(questions: readonly NativeQuestion[]): Promise<Map<string, ExportMedia>> {
    const media = new Map<string, ExportMedia>();
    for (const id of mediaIdsIn(questions)) {
      const image = await this.deps.media.readImage(id);
      if (image) {
        const extension = image.contentType.slice(image.contentType.indexOf('/') + 1).replace('jpeg', 'jpg');
        media.set(`${MEDIA_IMAGES_PATH}/${id}`, {
          bytes: image.bytes,
          contentType: image.contentType,
          fileName: `${id}.${extension}`,
        });
      }
    }
    return media;
  }

  /**
   * Stores the images the accepted questions use, as the caller's uploads, and gives the questions
   * their URLs. Before the questions' transaction: object storage takes no part in it, so an import
   * that then fails leaves these images in the caller's media (counted in their quota).
   */
  async #storeMedia(
    principal: Principal,
    media: readonly ImportedMedia[],
    accepted: readonly Accepted[],
  ): Promise<QuestionCreateBody[]> {
    if (media.length === 0) {
      return accepted.map(({ body }) => body);
    }
    const used = new Set<string>();
    for (const { question } of accepted) {
      replaceStrings(question, (text) => {
        for (const item of media) {
          if (text.includes(item.ref)) {
            used.add(item.ref);
          }
        }
        return text;
      });
    }
    const urls = new Map<string, string>();
    for (const item of media) {
      if (used.has(item.ref)) {
        const { url } = await this.deps.media.uploadImage(principal, Buffer.from(item.bytes));
        urls.set(item.ref, url);
      }
    }
    return accepted.map(({ question, body }) => {
      const outcome = this.#check(withMediaUrls(question, media, (ref) => urls.get(ref) ?? STAND_IN_MEDIA_URL));
      return outcome.body ?? body;
    });
  }

  async #mustManage(principal: Principal, quizId: string): Promise<{ id: string; questionCount: number }> {
    const quiz = await this.deps.quizzes.get(principal, quizId);
    if (!quiz.abilities.manageQuestions) {
      throw authorizationError();
    }
    return { id: quiz.id, questionCount: quiz.questionCount };
  }

  /** One question through the same checks as a hand-made one; skipped with the first broken rule. */
  #check(question: ParsedQuestion): { item: ImportItem; body?: QuestionCreateBody } {
    const base = { index: question.index, title: question.title };
    const skip = (questionText: string, type: ImportItem['type'], reason: string) => ({
      item: { ...base, type, questionText, status: 'SKIPPED' as const, notes: [reason] },
    });
    let candidate: Record<string, unknown>;
    let notes: readonly string[] = [];
    if ('unreadable' in question) {
      return skip(question.text, null, question.unreadable);
    }
    if ('native' in question) {
      const native = NativeQuestionSchema.safeParse(question.native);
      if (!native.success) {
        return skip(textOf(question.native), null, firstIssue(native.error));
      }
      candidate = native.data;
    } else {
      const typed = contentFromInterchange(question.body);
      if ('reason' in typed) {
        return skip(question.text, null, typed.reason);
      }
      candidate = {
        type: typed.type,
        questionText: question.text,
        explanation: question.generalFeedback,
        hint: question.hint ?? null,
        ...(question.difficulty === undefined ? {} : { difficulty: question.difficulty }),
        attachmentUrl: question.attachmentUrl ?? null,
        content: typed.content,
      };
      notes = [...question.notes, ...typed.notes];
    }
    const questionText = typeof candidate['questionText'] === 'string' ? candidate['questionText'] : '';
    const type = QuestionCreateBodySchema.shape.type.safeParse(candidate['type']);
    const body = QuestionCreateBodySchema.safeParse({ ...candidate, tagIds: [], quizIds: [] });
    if (!body.success) {
      return skip(questionText, type.success ? type.data : null, firstIssue(body.error));
    }
    try {
      this.deps.questions.validateNew(body.data);
    } catch (error) {
      if (!(error instanceof AppError)) {
        throw error;
      }
      return skip(questionText, body.data.type, error.fieldErrors[0]?.message ?? error.message);
    }
    return {
      item: {
        ...base,
        type: body.data.type,
        questionText: body.data.questionText,
        status: notes.length > 0 ? 'CONVERTED' : 'READY',
        notes: [...notes],
      },
      body: body.data,
    };
  }

  /** All or nothing: the new quiz (if any) and every accepted question, in one transaction. */
  async #store(
    principal: Principal,
    quizId: string | null,
    settings: QuizCreateBody | null,
    accepted: readonly QuestionCreateBody[],
  ): Promise<string> {
    const { quizzes, questions } = this.deps;
    return this.deps.db.transaction().execute(async (tx) => {
      const target = quizId ?? (await quizzes.createIn(tx, principal, settings ?? untitledQuiz()));
      const questionIds: string[] = [];
      for (const body of accepted) {
        questionIds.push(await questions.createIn(tx, principal, { ...body, quizIds: [] }));
      }
      // One permission check and one insert for the quiz's order, not one per question.
      await quizzes.appendQuestionsIn(tx, principal, target, questionIds);
      return target;
    });
  }
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) {
    return 'Invalid question';
  }
  return issue.path.length > 0 && issue.path[0] !== 'questionText'
    ? `${issue.path.map(String).join('.')}: ${issue.message}`
    : issue.message;
}

function textOf(native: unknown): string {
  if (typeof native === 'object' && native !== null && 'questionText' in native) {
    return typeof native.questionText === 'string' ? native.questionText : '';
  }
  return '';
}
