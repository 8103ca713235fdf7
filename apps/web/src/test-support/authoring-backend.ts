import type {
  Category,
  GenerationJob,
  Question,
  QuestionSource,
  QuestionType,
  QuizDetail,
  Tag,
} from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import { screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { beforeEach, vi } from 'vitest';
import { allAbilities, buildQuiz as buildListedQuiz } from './quiz-fixtures.ts';
import { renderApp, signInAs } from './render.tsx';
import { answersInTurn, api, creator, errorResponse, pageOf, server } from './server.ts';

/** Numbered UUIDs, so tests read ids at a glance. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** The id of the quiz buildQuiz makes. */
export const QUIZ = uuid(100);

const NOW = '2026-03-01T10:00:00.000Z';
/** A quiz as GET /v1/quizzes/{id} answers it: the creator's own draft, with every ability. */
export function buildQuiz(overrides: Partial<QuizDetail> = {}): QuizDetail {
  return buildListedQuiz({
    id: QUIZ,
    title: 'Rivers of the World',
    description: 'Long rivers.',
    visibility: 'PRIVATE',
    difficulty: 'MEDIUM',
    status: 'DRAFT',
    estimatedTime: 15,
    questionCount: 0,
    creatorId: creator.id,
    creatorUsername: creator.username,
    createdAt: NOW,
    updatedAt: NOW,
    abilities: allAbilities,
    ...overrides,
  });
}

/** A question as the API answers it to its author. */
export function buildQuestion(n: number, overrides: Partial<Question> = {}): Question {
  const type: QuestionType = overrides.type ?? 'TRUE_FALSE';
  return {
    id: uuid(n),
    type,
    questionText: `Question number ${n}?`,
    difficulty: 'MEDIUM',
    hint: null,
    attachmentUrl: null,
    explanation: null,
    content: type === 'TRUE_FALSE' ? { answer: true } : getQuestionType(type).defaultContent(),
    safeContent: {},
    tagIds: [],
    quizIds: [],
    creatorId: creator.id,
    createdAt: NOW,
    updatedAt: NOW,
    abilities: { update: true, delete: true },
    ...overrides,
  };
}

/** A tag or a category: both are a taxonomy term in contracts, of one shape. */
export const buildTerm = (n: number, name: string, description: string | null = null): Tag => ({
  id: uuid(n),
  name,
  description,
  createdAt: NOW,
  updatedAt: NOW,
  abilities: { update: true, delete: true },
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A small in-memory authoring server for MSW: quizzes, questions, tags and categories with the
 * calls the screens make, and a log of every write so tests can assert what was sent.
 */
export class AuthoringBackend {
  quizzes = new Map<string, QuizDetail>();
  questions = new Map<string, Question>();
  tags: Tag[] = [];
  categories: Category[] = [];
  calls: Call[] = [];
  /** The `search` terms the question list was asked for (lower-cased). */
  searches: string[] = [];
  sources = new Map<string, QuestionSource>();
  private next = 500;

  /** Forgets everything it holds and logged: back to the state of a backend just made. */
  reset() {
    Object.assign(this, new AuthoringBackend());
  }

  addQuiz(quiz: QuizDetail) {
    this.quizzes.set(quiz.id, quiz);
    return quiz;
  }

  addQuestion(question: Question) {
    this.questions.set(question.id, question);
    return question;
  }

  writes(method?: string, pathPart?: string) {
    return this.calls.filter(
      (call) => (!method || call.method === method) && (!pathPart || call.path.includes(pathPart)),
    );
  }

  private record(request: Request, body: unknown) {
    this.calls.push({ method: request.method, path: new URL(request.url).pathname, body });
  }

  private quizResponse(quiz: QuizDetail) {
    return HttpResponse.json({ ...quiz, questionCount: quiz.questionIds.length });
  }

  /** A write to one quiz: records the call, applies what `change` makes of its body, and answers the quiz. */
  private quizWrite(method: 'patch' | 'put', path: string, change: (body: unknown) => Partial<QuizDetail>) {
    return http[method](api(path), async ({ request, params }) => {
      const body = await request.json();
      this.record(request, body);
      const quiz = { ...(this.quizzes.get(String(params.id)) as QuizDetail), ...change(body) };
      this.quizzes.set(quiz.id, quiz);
      return this.quizResponse(quiz);
    });
  }

  /** GET `path`: the item `find` gives for the id, as `respond` answers it, or a 404 with `notFound`. */
  private lookup<Item extends JsonBodyType>(
    path: string,
    find: (id: string) => Item | undefined,
    notFound: string,
    respond: (item: Item) => Response = (item) => HttpResponse.json(item),
  ) {
    return http.get(api(path), ({ params }) => {
      const item = find(String(params.id));
      return item === undefined ? errorResponse(404, notFound) : respond(item);
    });
  }

  /** DELETE `path`: records the call, removes the item and answers 204. */
  private removal(path: string, remove: (id: string) => void) {
    return http.delete(api(path), ({ request, params }) => {
      this.record(request, null);
      remove(String(params.id));
      return new HttpResponse(null, { status: 204 });
    });
  }

  /** The list, create, edit and delete calls of a taxonomy: tags and categories answer them alike. */
  private taxonomyHandlers<Item extends { id: string; name: string; description: string | null }>(
    path: string,
    createdIdKey: 'tagId' | 'categoryId',
    build: (n: number, name: string, description: string | null) => Item,
    items: { get: () => Item[]; set: (items: Item[]) => void },
  ) {
    return [
      http.get(api(path), () => HttpResponse.json(pageOf(items.get(), 0, 1000))),
      http.post(api(path), async ({ request }) => {
        const body = (await request.json()) as { name: string; description: string | null };
        this.record(request, body);
        const item = build(this.next++, body.name, body.description);
        items.set([...items.get(), item]);
        return HttpResponse.json({ [createdIdKey]: item.id }, { status: 201 });
      }),
      http.patch(api(`${path}/:id`), async ({ request, params }) => {
        const body = (await request.json()) as { name: string; description: string | null };
        this.record(request, body);
        items.set(items.get().map((item) => (item.id === params.id ? { ...item, ...body } : item)));
        return HttpResponse.json(items.get().find((item) => item.id === params.id));
      }),
      this.removal(`${path}/:id`, (id) => items.set(items.get().filter((item) => item.id !== id))),
    ];
  }

  handlers() {
    return [
      http.get(api('/v1/quizzes'), () => HttpResponse.json(pageOf([...this.quizzes.values()]))),
      this.lookup(
        '/v1/quizzes/:id',
        (id) => this.quizzes.get(id),
        'Quiz not found',
        (quiz) => this.quizResponse(quiz),
      ),
      http.post(api('/v1/quizzes'), async ({ request }) => {
        const body = (await request.json()) as Partial<QuizDetail>;
        this.record(request, body);
        const id = uuid(this.next++);
        this.quizzes.set(id, buildQuiz({ ...body, id, questionIds: [] }));
        return HttpResponse.json({ quizId: id }, { status: 201 });
      }),
      this.quizWrite('patch', '/v1/quizzes/:id', (body) => body as Partial<QuizDetail>),
      this.quizWrite('patch', '/v1/quizzes/:id/status', (body) => ({
        status: (body as { status: QuizDetail['status'] }).status,
      })),
      this.quizWrite('put', '/v1/quizzes/:id/questions', (body) => ({
        questionIds: (body as { questionIds: string[] }).questionIds,
      })),
      this.removal('/v1/quizzes/:id', (id) => this.quizzes.delete(id)),
      http.get(api('/v1/questions'), ({ request }) => {
        const url = new URL(request.url);
        const quizId = url.searchParams.get('quizId');
        const type = url.searchParams.get('type');
        const page = Number(url.searchParams.get('pageNumber') ?? url.searchParams.get('page') ?? 0);
        const size = Number(url.searchParams.get('size') ?? 20);
        let list: Question[];
        if (quizId) {
          const quiz = this.quizzes.get(quizId);
          list = (quiz?.questionIds ?? []).flatMap((id) => {
            const question = this.questions.get(id);
            return question ? [question] : [];
          });
        } else {
          list = [...this.questions.values()].reverse();
        }
        if (type) {
          list = list.filter((question) => question.type === type);
        }
        const search = url.searchParams.get('search')?.toLowerCase();
        if (search) {
          this.searches.push(search);
          list = list.filter((question) => question.questionText.toLowerCase().includes(search));
        }
        return HttpResponse.json(pageOf(list.slice(page * size, (page + 1) * size), page, size, list.length));
      }),
      this.lookup('/v1/questions/:id/source', (id) => this.sources.get(id), 'Question has no source'),
      this.lookup('/v1/questions/:id', (id) => this.questions.get(id), 'Question not found'),
      http.post(api('/v1/questions'), async ({ request }) => {
        const body = (await request.json()) as Partial<Question>;
        this.record(request, body);
        const id = uuid(this.next++);
        this.questions.set(id, buildQuestion(0, { ...body, id }));
        for (const quizId of body.quizIds ?? []) {
          const quiz = this.quizzes.get(quizId);
          if (quiz) {
            this.quizzes.set(quizId, { ...quiz, questionIds: [...quiz.questionIds, id] });
          }
        }
        return HttpResponse.json({ questionId: id }, { status: 201 });
      }),
      http.patch(api('/v1/questions/:id'), async ({ request, params }) => {
        const body = (await request.json()) as Partial<Question>;
        this.record(request, body);
        const question = { ...(this.questions.get(String(params.id)) as Question), ...body };
        this.questions.set(question.id, question);
        return HttpResponse.json(question);
      }),
      this.removal('/v1/questions/:id', (id) => this.questions.delete(id)),
      ...this.taxonomyHandlers('/v1/tags', 'tagId', buildTerm, {
        get: () => this.tags,
        set: (tags) => (this.tags = tags),
      }),
      ...this.taxonomyHandlers('/v1/categories', 'categoryId', buildTerm, {
        get: () => this.categories,
        set: (categories) => (this.categories = categories),
      }),
    ];
  }
}

/**
 * For a file of authoring tests: before each test the returned backend is emptied, answers the app's calls with
 * its creator signed in, and `seed` fills it with what every test of the file starts from. Each test may take
 * 40 s (the first render of a file transforms the lazy route modules, which can take a while).
 */
export function serveAuthoringEachTest(seed: (backend: AuthoringBackend) => void = () => undefined): AuthoringBackend {
  vi.setConfig({ testTimeout: 40_000 });
  const backend = new AuthoringBackend();
  beforeEach(() => {
    backend.reset();
    server.use(...backend.handlers());
    signInAs(creator);
    seed(backend);
  });
  return backend;
}

/** Opens the quiz editor (of the quiz buildQuiz makes, unless told otherwise) and waits for it to show. */
export async function openQuizEditor(path = `/quizzes/${QUIZ}/edit`) {
  const view = renderApp(path);
  // The first render of a file transforms the lazy route modules, which can take a while.
  await screen.findByRole('heading', { name: 'Edit Quiz' }, { timeout: 20_000 });
  return view;
}

/** A generation job (900) as GET /quizzes/generation-status/{id} answers it: half-way through a text of two chunks. */
export const buildGenerationJob = (overrides: Partial<GenerationJob> = {}): GenerationJob => ({
  jobId: uuid(900),
  status: 'PROCESSING',
  documentId: null,
  documentTitle: null,
  quizTitle: 'Nile quiz',
  difficulty: 'MEDIUM',
  totalChunks: 2,
  processedChunks: 1,
  progressPercentage: 50,
  currentChunk: 'Chunk 2',
  estimatedCompletion: null,
  errorMessage: null,
  requestedQuestions: 7,
  totalQuestionsGenerated: 3,
  elapsedTimeSeconds: 75,
  estimatedTimeRemainingSeconds: 30,
  generatedQuizId: null,
  coverage: [],
  billingState: 'RESERVED',
  estimatedTokens: 21,
  committedTokens: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  startedAt: '2026-03-01T10:00:01.000Z',
  completedAt: null,
  ...overrides,
});

/**
 * GET /quizzes/generation-status/{id} of `running`'s job: `running` at the first poll, then the job COMPLETED
 * (100 %) with `completed`'s values. `calls()` counts the polls.
 */
export const generationCompletingAtSecondPoll = (running: GenerationJob, completed: Partial<GenerationJob>) =>
  answersInTurn(api(`/v1/quizzes/generation-status/${running.jobId}`), [
    () => HttpResponse.json(running),
    () => HttpResponse.json({ ...running, status: 'COMPLETED', progressPercentage: 100, ...completed }),
  ]);
