import type { Difficulty, QuizStatus, Visibility } from '@quizmaker/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, type SignedIn, useAccount, useAdmin, useTestApp, useUser } from '../../test-support/test-app.ts';
import type { DbExecutor } from '../../db/database.ts';
import { quizzesRepository } from './repository.ts';

const ids: Record<string, string> = {};
const tags: Record<string, string> = {};
const categories: Record<string, string> = {};

interface Seed {
  key: string;
  who: 'owner' | 'other';
  visibility: Visibility;
  status: QuizStatus;
  difficulty: Difficulty;
  estimatedTime: number;
  title: string;
  description: string | null;
  category?: 'science' | 'world';
  tags?: Array<'t1' | 't2'>;
  updatedMinutes: number;
}

// Created one minute apart in this order; updatedMinutes sets a different order for updatedAt.
const SEEDS: Seed[] = [
  {
    key: 'q1',
    who: 'owner',
    visibility: 'PUBLIC',
    status: 'PUBLISHED',
    difficulty: 'EASY',
    estimatedTime: 10,
    title: 'Alpha Arithmetic',
    description: 'Numbers and sums',
    category: 'science',
    tags: ['t1'],
    updatedMinutes: 50,
  }, // then touched by adding a question
  {
    key: 'q2',
    who: 'owner',
    visibility: 'PUBLIC',
    status: 'PUBLISHED',
    difficulty: 'HARD',
    estimatedTime: 45,
    title: 'beta Biology',
    description: 'Cells 100% explained',
    category: 'science',
    tags: ['t2'],
    updatedMinutes: 20,
  },
  {
    key: 'q3',
    who: 'other',
    visibility: 'PUBLIC',
    status: 'PUBLISHED',
    difficulty: 'MEDIUM',
    estimatedTime: 30,
    title: 'Gamma Geography',
    description: 'Maps of the world',
    category: 'world',
    tags: ['t1', 't2'],
    updatedMinutes: 40,
  },
  {
    key: 'q4',
    who: 'other',
    visibility: 'PUBLIC',
    status: 'DRAFT',
    difficulty: 'EASY',
    estimatedTime: 15,
    title: 'Delta drafts',
    description: 'Not yet maps',
    category: 'world',
    updatedMinutes: 10,
  },
  {
    key: 'q5',
    who: 'other',
    visibility: 'PRIVATE',
    status: 'PUBLISHED',
    difficulty: 'EASY',
    estimatedTime: 20,
    title: 'Epsilon private',
    description: 'Maps hidden',
    updatedMinutes: 11,
  },
  {
    key: 'q6',
    who: 'owner',
    visibility: 'PUBLIC',
    status: 'ARCHIVED',
    difficulty: 'MEDIUM',
    estimatedTime: 60,
    title: 'Zeta archived',
    description: null,
    tags: ['t1'],
    updatedMinutes: 12,
  },
  {
    key: 'q7',
    who: 'other',
    visibility: 'PUBLIC',
    status: 'PUBLISHED',
    difficulty: 'MEDIUM',
    estimatedTime: 60,
    title: 'eta_underscore history',
    description: null,
    updatedMinutes: 30,
  },
  {
    key: 'q8',
    who: 'owner',
    visibility: 'PRIVATE',
    status: 'DRAFT',
    difficulty: 'HARD',
    estimatedTime: 90,
    title: 'Theta my draft',
    description: 'Maps in progress',
    updatedMinutes: 13,
  },
];

/** Stores a quiz straight through the repository, with the settings no list reads left at their defaults. */
const insertQuiz = (
  db: DbExecutor,
  quiz: Omit<
    Parameters<typeof quizzesRepository.insert>[1],
    'timerEnabled' | 'timerDuration' | 'isRepetitionEnabled' | 'passMark' | 'scoringMode' | 'feedbackMode'
  >,
) =>
  quizzesRepository.insert(db, {
    ...quiz,
    timerEnabled: false,
    timerDuration: 30,
    isRepetitionEnabled: false,
    passMark: 50,
    scoringMode: 'ALL_OR_NOTHING',
    feedbackMode: 'AFTER_COMPLETION',
  });

const test = useTestApp();
const owner = useUser(test);
const other = useUser(test);
const admin = useAdmin(test);
const moderator = useAccount(test, { roles: ['ROLE_USER', 'ROLE_MODERATOR'] });
beforeAll(async () => {
  for (const name of ['t1', 't2']) {
    tags[name] = (
      await test.app.inject({
        method: 'POST',
        url: '/api/v1/tags',
        headers: admin.auth,
        payload: { name: `list-${name}` },
      })
    ).json().tagId;
  }
  for (const name of ['science', 'world']) {
    categories[name] = (
      await test.app.inject({ method: 'POST', url: '/api/v1/categories', headers: admin.auth, payload: { name } })
    ).json().categoryId;
  }
  const base = new Date('2030-01-01T00:00:00.000Z').getTime();
  for (const [index, seed] of SEEDS.entries()) {
    const id = crypto.randomUUID();
    ids[seed.key] = id;
    await insertQuiz(test.database.db, {
      id,
      creatorId: (seed.who === 'owner' ? owner : other).id,
      status: seed.status,
      title: seed.title,
      description: seed.description,
      visibility: seed.visibility,
      difficulty: seed.difficulty,
      estimatedTime: seed.estimatedTime,
      categoryId: seed.category ? (categories[seed.category] ?? null) : null,
      now: new Date(base + (index + 1) * 60_000),
    });
    await quizzesRepository.update(test.database.db, id, {}, new Date(base + seed.updatedMinutes * 60_000 + 3_600_000));
    await quizzesRepository.replaceTags(
      test.database.db,
      id,
      (seed.tags ?? []).map((tag) => tags[tag] as string),
    );
  }
  const question = await test.app.inject({
    method: 'POST',
    url: '/api/v1/questions',
    headers: owner.auth,
    payload: { type: 'TRUE_FALSE', questionText: 'One plus one is two.', content: { answer: true }, quizIds: [ids.q1] },
  });
  expect(question.statusCode).toBe(201);
});

const list = async (query: string, who: SignedIn = owner, path = '/api/v1/quizzes') => {
  const response = await test.app.inject({ method: 'GET', url: `${path}${query}`, headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const keysOf = (page: { content: Array<{ id: string }> }) =>
  page.content.map((quiz) => Object.entries(ids).find(([, id]) => id === quiz.id)?.[0]);
/** A query naming the seeds' tags and categories (tagId=t1, categoryId=science) with their ids put in. */
const withIds = (query: string) =>
  query
    .replace(/tagId=(t1|t2|t3)/g, (_m, name: 't1' | 't2' | 't3') => `tagId=${tags[name]}`)
    .replace(/categoryId=(science|world)/g, (_m, name: 'science' | 'world') => `categoryId=${categories[name]}`);
/** The public list for `query` holds exactly the quizzes `expected` names, in that order. */
const expectListed = async (query: string, expected: string[]) => {
  const page = await list(`?${withIds(query)}`);
  expect(keysOf(page)).toEqual(expected);
  expect(page.totalElements).toBe(expected.length);
};

describe('GET /api/v1/quizzes scopes', () => {
  it('public (the default): PUBLIC and PUBLISHED quizzes of everyone, newest first', async () => {
    expect(keysOf(await list(''))).toEqual(['q7', 'q3', 'q2', 'q1']);
    expect(keysOf(await list('?scope=public', other))).toEqual(['q7', 'q3', 'q2', 'q1']);
    expect(keysOf(await list('', other, '/api/v1/quizzes/public'))).toEqual(['q7', 'q3', 'q2', 'q1']);
  });

  it('me: the caller own quizzes in every status', async () => {
    expect(keysOf(await list('?scope=me'))).toEqual(['q8', 'q6', 'q2', 'q1']);
    expect(keysOf(await list('?scope=me', other))).toEqual(['q7', 'q5', 'q4', 'q3']);
    expect(keysOf(await list('?scope=me&status=DRAFT'))).toEqual(['q8']);
    expect(keysOf(await list('?scope=me&status=DRAFT,ARCHIVED'))).toEqual(['q8', 'q6']);
  });

  it('all: every quiz, for moderators and admins only', async () => {
    expect(keysOf(await list('?scope=all', admin))).toEqual(['q8', 'q7', 'q6', 'q5', 'q4', 'q3', 'q2', 'q1']);
    expect(keysOf(await list('?scope=all&status=PUBLISHED', moderator))).toEqual(['q7', 'q5', 'q3', 'q2', 'q1']);
    const refused = await test.app.inject({ method: 'GET', url: '/api/v1/quizzes?scope=all', headers: owner.auth });
    expect(refused.statusCode).toBe(403);
    const unknown = await test.app.inject({
      method: 'GET',
      url: '/api/v1/quizzes?scope=everything',
      headers: owner.auth,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('lists show category and tag names, question counts and abilities', async () => {
    const page = await list('?search=alpha', other);
    expect(page.content).toHaveLength(1);
    expect(page.content[0]).toMatchObject({
      id: ids.q1,
      title: 'Alpha Arithmetic',
      category: { id: categories.science, name: 'science' },
      tags: [{ id: tags.t1, name: 'list-t1' }],
      tagIds: [tags.t1],
      questionCount: 1,
      creatorId: owner.id,
      creatorUsername: owner.username,
      abilities: { update: false, delete: false, start: true },
    });
    expect((await list('?search=alpha')).content[0].abilities).toMatchObject({
      update: true,
      delete: true,
      start: true,
    });
  });
});

describe('GET /api/v1/quizzes sorts (spec 3 section 9)', () => {
  const cases: Array<[string, string[]]> = [
    ['recommended', ['q7', 'q3', 'q2', 'q1']],
    ['recommended,asc', ['q7', 'q3', 'q2', 'q1']],
    ['createdAt,desc', ['q7', 'q3', 'q2', 'q1']],
    ['createdAt,asc', ['q1', 'q2', 'q3', 'q7']],
    ['title,asc', ['q1', 'q2', 'q7', 'q3']],
    ['title,desc', ['q3', 'q7', 'q2', 'q1']],
    ['difficulty,asc', ['q1', 'q3', 'q7', 'q2']],
    ['difficulty,desc', ['q2', 'q7', 'q3', 'q1']],
    ['estimatedTime,asc', ['q1', 'q3', 'q2', 'q7']],
    ['estimatedTime,desc', ['q7', 'q2', 'q3', 'q1']],
    // Adding the question to q1 (test clock, before the seeded dates) made it the least recently updated.
    ['updatedAt,desc', ['q3', 'q7', 'q2', 'q1']],
    ['updatedAt,asc', ['q1', 'q2', 'q7', 'q3']],
  ];
  it.each(cases)('sort=%s', async (sort, expected) => {
    expect(keysOf(await list(`?sort=${sort}`))).toEqual(expected);
  });

  it('answers 400 for a sort field it does not know', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/quizzes?sort=creatorId,asc',
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      sort: 'sort must be one of recommended, createdAt, updatedAt, title, difficulty, estimatedTime',
    });
  });
});

describe('GET /api/v1/quizzes filters and search', () => {
  const cases: Array<[string, string[]]> = [
    ['difficulty=EASY&difficulty=HARD', ['q2', 'q1']],
    ['difficulty=EASY,HARD', ['q2', 'q1']],
    ['categoryId=science', ['q2', 'q1']],
    ['tagId=t2', ['q3', 'q2']],
    ['tagId=t1&tagId=t2', ['q3', 'q2', 'q1']],
    ['minTime=30&maxTime=45', ['q3', 'q2']],
    ['minTime=45', ['q7', 'q2']],
    ['maxTime=10', ['q1']],
    ['difficulty=MEDIUM&categoryId=world', ['q3']],
    ['search=MAPS', ['q3']],
    ['search=alpha%20arith', ['q1']],
    ['search=100%25', ['q2']],
    ['search=_', ['q7']],
    ['search=eta', ['q7', 'q2']],
    ['search=nothing-like-this', []],
    ['status=DRAFT', []],
  ];
  it.each(cases)('%s', expectListed);

  it('searches only what the scope allows', async () => {
    expect(keysOf(await list('?scope=me&search=maps'))).toEqual(['q8']);
    expect(keysOf(await list('?scope=all&search=maps', admin))).toEqual(['q8', 'q5', 'q4', 'q3']);
  });

  it('answers 400 for malformed filters', async () => {
    for (const query of [
      'difficulty=IMPOSSIBLE',
      'categoryId=abc',
      'tagId=abc',
      'minTime=-1',
      'status=LIVE',
      'size=0',
      'size=1001',
      'page=-1',
    ]) {
      const response = await test.app.inject({ method: 'GET', url: `/api/v1/quizzes?${query}`, headers: owner.auth });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/v1/quizzes paging (api.md "Lists")', () => {
  it('pages with page or pageNumber and size', async () => {
    const first = await list('?size=3');
    expect(keysOf(first)).toEqual(['q7', 'q3', 'q2']);
    expect(first).toMatchObject({
      pageNumber: 0,
      pageSize: 3,
      totalElements: 4,
      totalPages: 2,
      first: true,
      last: false,
    });
    const second = await list('?size=3&page=1');
    expect(keysOf(second)).toEqual(['q1']);
    expect(second).toMatchObject({
      pageNumber: 1,
      pageSize: 3,
      totalElements: 4,
      totalPages: 2,
      first: false,
      last: true,
    });
    expect(keysOf(await list('?size=2&pageNumber=1&sort=title,asc'))).toEqual(['q7', 'q3']);
    const beyond = await list('?size=3&page=5');
    expect(beyond).toMatchObject({ content: [], totalElements: 4, last: true });
  });
});

// With a tag filter the page is chosen in quiz_tags, whose rows carry copies of their quiz's
// catalogue columns kept by triggers (migration 0007); these check the order, paging and totals
// match the untagged lists, and that the copies follow every change.
describe('GET /api/v1/quizzes with tags (chosen from the tag rows)', () => {
  const sorts = [
    'recommended',
    'createdAt,desc',
    'createdAt,asc',
    'title,asc',
    'title,desc',
    'difficulty,asc',
    'difficulty,desc',
    'estimatedTime,asc',
    'estimatedTime,desc',
    'updatedAt,desc',
    'updatedAt,asc',
  ];

  it.each(sorts)(
    'sort=%s: the same order as the whole catalogue, page by page, a quiz with both tags once',
    async (sort) => {
      const all = keysOf(await list(`?sort=${sort}`));
      const withTags = all.filter((key) => key === 'q1' || key === 'q2' || key === 'q3');
      const page = await list(withIds(`?sort=${sort}&tagId=t1&tagId=t2`));
      expect(keysOf(page)).toEqual(withTags);
      expect(page.totalElements).toBe(3);
      for (const [index, key] of withTags.entries()) {
        const one = await list(withIds(`?sort=${sort}&tagId=t1&tagId=t2&size=1&page=${index}`));
        expect(keysOf(one), `${sort} page ${index}`).toEqual([key]);
        expect(one.totalElements).toBe(3);
      }
      expect(keysOf(await list(withIds(`?sort=${sort}&tagId=t2`)))).toEqual(
        all.filter((key) => key === 'q2' || key === 'q3'),
      );
    },
  );

  const cases: Array<[string, string[]]> = [
    ['tagId=t1&difficulty=EASY', ['q1']],
    ['tagId=t1&difficulty=MEDIUM,HARD', ['q3']],
    ['tagId=t1&tagId=t2&difficulty=HARD,MEDIUM&sort=difficulty,desc', ['q2', 'q3']],
    ['tagId=t1&tagId=t2&minTime=30', ['q3', 'q2']],
    ['tagId=t1&tagId=t2&maxTime=30&sort=estimatedTime,desc', ['q3', 'q1']],
    ['tagId=t1&tagId=t2&categoryId=science', ['q2', 'q1']],
    ['tagId=t1&categoryId=world&difficulty=MEDIUM', ['q3']],
    ['tagId=t1&tagId=t2&search=eta', ['q2']],
    ['tagId=t2&search=MAPS', ['q3']],
    ['categoryId=world&search=maps', ['q3']],
    ['categoryId=science&difficulty=HARD&search=cells', ['q2']],
    ['tagId=t1&search=nothing-like-this', []],
    ['tagId=t1&status=ARCHIVED', []],
  ];
  it.each(cases)('%s', expectListed);

  it('the owner and the administrators see every status', async () => {
    expect(keysOf(await list(withIds('?scope=me&tagId=t1')))).toEqual(['q6', 'q1']);
    expect(keysOf(await list(withIds('?scope=all&tagId=t1&status=ARCHIVED'), admin))).toEqual(['q6']);
    expect(keysOf(await list(withIds('?scope=all&tagId=t1&sort=title,desc'), admin))).toEqual(['q6', 'q3', 'q1']);
  });

  it('the copies follow new tags and every change of their quiz, through any writer', async () => {
    const db = test.database.db;
    tags.t3 = (
      await test.app.inject({ method: 'POST', url: '/api/v1/tags', headers: admin.auth, payload: { name: 'list-t3' } })
    ).json().tagId;
    const created: string[] = [];
    for (const [key, title] of [
      ['n1', 'Nu first'],
      ['n2', 'Xi second'],
    ] as const) {
      const id = crypto.randomUUID();
      ids[key] = id;
      created.push(id);
      await insertQuiz(db, {
        id,
        creatorId: other.id,
        status: 'PUBLISHED',
        title,
        description: null,
        visibility: 'PUBLIC',
        difficulty: 'EASY',
        estimatedTime: 5,
        categoryId: null,
        now: new Date('2031-01-01T00:00:00.000Z'),
      });
      await quizzesRepository.addTag(db, id, tags.t3 as string);
    }
    try {
      const t3 = (query: string) => list(withIds(`?tagId=t3&${query}`), admin);
      expect(keysOf(await t3('difficulty=EASY&sort=title,asc'))).toEqual(['n1', 'n2']);
      // Equal creation times: the id decides, in the direction of the sort.
      const byId = [...created].sort();
      expect((await t3('sort=createdAt,asc')).content.map((quiz: { id: string }) => quiz.id)).toEqual(byId);
      expect((await t3('sort=createdAt,desc')).content.map((quiz: { id: string }) => quiz.id)).toEqual(
        [...byId].reverse(),
      );

      await quizzesRepository.update(
        db,
        ids.n1 as string,
        { title: 'Zz renamed', difficulty: 'HARD', estimatedTime: 50 },
        new Date('2031-02-01T00:00:00.000Z'),
      );
      expect(keysOf(await t3('sort=title,asc'))).toEqual(['n2', 'n1']);
      expect(keysOf(await t3('difficulty=HARD'))).toEqual(['n1']);
      expect(keysOf(await t3('sort=estimatedTime,desc'))).toEqual(['n1', 'n2']);
      expect(keysOf(await t3('sort=updatedAt,desc'))).toEqual(['n1', 'n2']);
      await quizzesRepository.touch(db, ids.n2 as string, new Date('2031-03-01T00:00:00.000Z'));
      expect(keysOf(await t3('sort=updatedAt,desc'))).toEqual(['n2', 'n1']);

      await quizzesRepository.update(
        db,
        ids.n2 as string,
        { visibility: 'PRIVATE' },
        new Date('2031-03-02T00:00:00.000Z'),
      );
      expect(keysOf(await t3(''))).toEqual(['n1']);
      expect(keysOf(await list(withIds('?scope=all&tagId=t3&sort=title,asc'), admin))).toEqual(['n2', 'n1']);
      await quizzesRepository.update(
        db,
        ids.n1 as string,
        { status: 'ARCHIVED' },
        new Date('2031-03-03T00:00:00.000Z'),
      );
      expect(await t3('')).toMatchObject({ content: [], totalElements: 0 });

      // Tags replaced: the new rows take the quiz's current values.
      await quizzesRepository.update(
        db,
        ids.n1 as string,
        { status: 'PUBLISHED' },
        new Date('2031-03-04T00:00:00.000Z'),
      );
      await quizzesRepository.replaceTags(db, ids.n1 as string, [tags.t1 as string, tags.t3 as string]);
      expect(keysOf(await list(withIds('?tagId=t1&difficulty=HARD')))).toEqual(['n1']);

      // Every tag row's copies equal its quiz's columns.
      const columns = [
        'status',
        'visibility',
        'difficulty',
        'difficultyRank',
        'createdAt',
        'updatedAt',
        'titleLower',
        'estimatedTime',
      ] as const;
      const rows = await db
        .selectFrom('quizTags')
        .innerJoin('quizzes', 'quizzes.id', 'quizTags.quizId')
        .select(columns.map((column) => `quizTags.${column} as tag_${column}` as const))
        .select(columns.map((column) => `quizzes.${column} as quiz_${column}` as const))
        .execute();
      expect(rows.length).toBeGreaterThan(6);
      for (const row of rows) {
        const record = row as Record<string, unknown>;
        for (const column of columns) {
          expect(record[`tag_${column}`], column).toEqual(record[`quiz_${column}`]);
        }
      }
    } finally {
      await quizzesRepository.delete(db, created);
    }
  });
});
