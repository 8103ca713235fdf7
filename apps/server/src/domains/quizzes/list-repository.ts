import type { Difficulty, QuizStatus } from '@quizmaker/contracts';
import { DIFFICULTY_RANK } from '@quizmaker/contracts';
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import { dialectOf, type DbExecutor } from '../../db/database.ts';
import { containsLower } from '../../db/like-pattern.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { cachedListCount } from './list-counts.ts';
import { quizzesRepository, toView, viewQuery, type QuizView } from './repository.ts';

export type QuizSortColumn = 'createdAt' | 'updatedAt' | 'title' | 'difficulty' | 'estimatedTime';

export interface QuizListFilter {
  /** public: PUBLIC and PUBLISHED; mine: created by ownerId; all: no restriction. */
  scope: { kind: 'public' } | { kind: 'mine'; ownerId: string } | { kind: 'all' };
  search?: string;
  difficulty?: Difficulty[];
  status?: QuizStatus[];
  categoryIds?: string[];
  tagIds?: string[];
  minTime?: number;
  maxTime?: number;
}

type SortKey = 'createdAt' | 'updatedAt' | 'titleLower' | 'difficultyRank' | 'estimatedTime';

/** Secondary sort columns follow the primary direction so one index serves the whole ORDER BY (then the id). */
const SORT_KEYS: Record<QuizSortColumn, SortKey[]> = {
  createdAt: ['createdAt'],
  updatedAt: ['updatedAt'],
  title: ['titleLower'],
  difficulty: ['difficultyRank', 'createdAt'],
  estimatedTime: ['estimatedTime'],
};

/** A search term as an FTS5 phrase: the trigram tokenizer matches it as a substring, like `%term%`. */
const ftsPhrase = (term: string) => `"${term.replace(/"/g, '""')}"`;

/** Above this many matches, a public search reads the sort index in order rather than the matches (see searchExpression). */
const BROAD_SEARCH = 2_000;
/** Up to this many matches, their ids are read once and reused by the page and count queries. */
const REUSED_MATCHES = 20_000;
/** Up to this many quizzes left by a category or tag filter, a search among them is a LIKE (see searchPlanOf). */
const LIKE_CANDIDATES = 5_000;

/**
 * How a search is run. `index`: a public-catalogue search on SQLite through the trigram index
 * `quizzes_search` (migration 0006: public, published quizzes only), with its match count; else
 * `like`: a substring LIKE on the lower-cased columns (PostgreSQL's planner uses its pg_trgm
 * indexes for it; on SQLite it is a scan, left for terms under three characters, which a trigram
 * index cannot serve, and for the owner's and the administrators' lists).
 */
type SearchPlan = { kind: 'index'; phrase: string; matches: number; rowids: number[] | null } | { kind: 'like' };

async function searchPlanOf(db: DbExecutor, filter: QuizListFilter, now: Date): Promise<SearchPlan> {
  const term = filter.search?.toLowerCase() ?? '';
  // Characters as the trigram tokenizer counts them: code points.
  if (dialectOf(db) !== 'sqlite' || filter.scope.kind !== 'public' || Array.from(term).length < 3) {
    return { kind: 'like' };
  }
  if (filter.categoryIds?.length || filter.tagIds?.length) {
    // A category or a tag usually leaves a few thousand quizzes, which their indexes find and a
    // LIKE checks in a millisecond or two, while the trigram index spends ~1.6 µs on each of a
    // common term's matches (10 ms for 6,000): the LIKE, when the other filters leave few enough.
    // Their count is the list's total without the search (cached like every total).
    const others: QuizListFilter = { ...filter };
    delete others.search;
    const candidates = await cachedListCount(
      db,
      JSON.stringify(others),
      listQueries(db, others, { kind: 'like' }, FIRST_PAGE).count,
      now.getTime(),
    );
    if (candidates <= LIKE_CANDIDATES) {
      return { kind: 'like' };
    }
  }
  const phrase = ftsPhrase(term);
  // The matches' rowids, read once (the page and the count query would each search the index
  // again); past REUSED_MATCHES only their number, and both queries search the index themselves.
  const found = await sql<{
    rowid: number;
  }>`select rowid from quizzes_search where quizzes_search match ${phrase} limit ${REUSED_MATCHES + 1}`.execute(db);
  if (found.rows.length <= REUSED_MATCHES) {
    return { kind: 'index', phrase, matches: found.rows.length, rowids: found.rows.map((row) => row.rowid) };
  }
  const counted = await sql<{
    matches: number;
  }>`select count(*) as matches from quizzes_search where quizzes_search match ${phrase}`.execute(db);
  return { kind: 'index', phrase, matches: counted.rows[0]?.matches ?? 0, rowids: null };
}

function searchExpression(search: string, plan: SearchPlan): Expression<SqlBool> {
  if (plan.kind === 'index') {
    const matches = plan.rowids
      ? sql`select value from json_each(${JSON.stringify(plan.rowids)})`
      : sql`select rowid from quizzes_search where quizzes_search match ${plan.phrase}`;
    // A broad term: `+rowid` keeps the planner from fetching thousands of matches to sort them;
    // it walks the sort (or filter) index instead and checks each quiz against the match list.
    return plan.matches > BROAD_SEARCH
      ? sql<SqlBool>`+quizzes.rowid in (${matches})`
      : sql<SqlBool>`quizzes.rowid in (${matches})`;
  }
  const eb = expressionBuilder<DatabaseSchema, 'quizzes'>();
  const pattern = containsLower(search);
  return eb.or([eb('quizzes.titleLower', 'like', pattern), eb('quizzes.descriptionLower', 'like', pattern)]);
}

/** A public search and nothing else: the trigram index's match count is the list's total. */
const onlySearch = (filter: QuizListFilter) =>
  !filter.difficulty?.length &&
  !filter.status?.length &&
  !filter.categoryIds?.length &&
  !filter.tagIds?.length &&
  filter.minTime === undefined &&
  filter.maxTime === undefined;

/** The list filter as one WHERE expression over `quizzes`, usable in the page and the count query. */
function filterExpression(filter: QuizListFilter, search: SearchPlan, orderBy: QuizSortColumn): Expression<SqlBool> {
  const eb = expressionBuilder<DatabaseSchema, 'quizzes'>();
  const conditions: Array<Expression<SqlBool>> = [];
  {
    if (filter.scope.kind === 'public') {
      conditions.push(eb('quizzes.status', '=', 'PUBLISHED'), eb('quizzes.visibility', '=', 'PUBLIC'));
    } else if (filter.scope.kind === 'mine') {
      conditions.push(eb('quizzes.creatorId', '=', filter.scope.ownerId));
    }
    if (filter.search) {
      conditions.push(searchExpression(filter.search, search));
    }
    if (filter.difficulty?.length) {
      conditions.push(eb('quizzes.difficulty', 'in', filter.difficulty));
      if (orderBy === 'difficulty') {
        // The same condition on difficulty_rank, which the planner cannot infer: the "sort by
        // difficulty" index then starts at the wanted difficulties instead of reading past the
        // others. (Only for that sort: otherwise it tempts the planner to walk that index.)
        conditions.push(
          eb(
            'quizzes.difficultyRank',
            'in',
            filter.difficulty.map((difficulty) => DIFFICULTY_RANK[difficulty]),
          ),
        );
      }
    }
    if (filter.status?.length) {
      conditions.push(eb('quizzes.status', 'in', filter.status));
    }
    if (filter.categoryIds?.length) {
      conditions.push(eb('quizzes.categoryId', 'in', filter.categoryIds));
    }
    if (filter.tagIds?.length) {
      const tagIds = filter.tagIds;
      // Driven from the tag side (quiz_tags_tag_idx): a few thousand ids instead of probing every quiz.
      conditions.push(
        eb(
          'quizzes.id',
          'in',
          eb.selectFrom('quizTags').select('quizTags.quizId').where('quizTags.tagId', 'in', tagIds),
        ),
      );
    }
    if (filter.minTime !== undefined) {
      conditions.push(eb('quizzes.estimatedTime', '>=', filter.minTime));
    }
    if (filter.maxTime !== undefined) {
      conditions.push(eb('quizzes.estimatedTime', '<=', filter.maxTime));
    }
  }
  return eb.and(conditions);
}

/** SQL for quiz lists: the catalogue, the owner's and the administrators' lists, with search and filters. */
export const quizListRepository = {
  /**
   * One page of quizzes with their total; three queries whatever the page size (rows, count, tags;
   * the count is mostly cached, see list-counts.ts). The rows query is a deferred join: the page's quiz ids are chosen by a narrow query that
   * indexes answer alone (see `listQueries`), then the view (creator, category, question count)
   * is read for those ids only, in the same order, instead of for every row up to the offset.
   */
  async list(
    db: DbExecutor,
    filter: QuizListFilter,
    options: ListOptions & { now: Date },
  ): Promise<{ rows: QuizView[]; total: number }> {
    const search: SearchPlan = filter.search ? await searchPlanOf(db, filter, options.now) : { kind: 'like' };
    const { pageIds, count } = listQueries(db, filter, search, options);
    let rowsQuery = viewQuery(db).where('quizzes.id', 'in', pageIds);
    for (const key of SORT_KEYS[options.orderBy]) {
      rowsQuery = rowsQuery.orderBy(`quizzes.${key}`, options.direction);
    }
    const counted =
      search.kind === 'index' && onlySearch(filter)
        ? Promise.resolve(search.matches)
        : cachedListCount(db, JSON.stringify(filter), count, options.now.getTime());
    const [rows, total] = await Promise.all([rowsQuery.orderBy('quizzes.id', options.direction).execute(), counted]);
    const tags = await quizzesRepository.tagsOf(
      db,
      rows.map((row) => row.id),
    );
    return { rows: rows.map((row) => toView(row, tags.get(row.id) ?? [])), total };
  },
};

interface ListOptions {
  offset: number;
  limit: number;
  orderBy: QuizSortColumn;
  direction: 'asc' | 'desc';
}
const FIRST_PAGE: ListOptions = { offset: 0, limit: 1, orderBy: 'createdAt', direction: 'desc' };

/**
 * A list's page of quiz ids (sorted, then the id; offset and limit applied) and its count.
 *
 * - Filtered by tags (but not the owner's own list, which the creator index serves): chosen in
 *   `quiz_tags`, whose rows carry copies of their quiz's catalogue columns (kept by triggers,
 *   migration 0007). `quiz_tags_catalogue_idx` (tag, status, visibility, difficulty, every sort
 *   column, quiz id) answers the public catalogue's tag + difficulty filter, its order and its
 *   count from the index alone, where joining each of a popular tag's thousands of rows to its
 *   quiz took 15-45 ms on PostgreSQL. Conditions on columns not copied (category, search) are
 *   checked on the quiz of each remaining row. A quiz with several of the tags counts once. The
 *   copies equal their quiz's columns in any one snapshot, so the view sorted by the quiz's
 *   columns keeps this order.
 * - Otherwise: from `quizzes`, which the catalogue's sort indexes (status, visibility, sort
 *   column, id) and the category index (category, status, visibility, difficulty, every sort
 *   column, id) serve without reading the table.
 */
function listQueries(db: DbExecutor, filter: QuizListFilter, search: SearchPlan, options: ListOptions) {
  const keys = SORT_KEYS[options.orderBy];
  if (!filter.tagIds?.length || filter.scope.kind === 'mine') {
    const where = filterExpression(filter, search, options.orderBy);
    let pageIds = db.selectFrom('quizzes').select('quizzes.id').where(where);
    for (const key of keys) {
      pageIds = pageIds.orderBy(`quizzes.${key}`, options.direction);
    }
    const count = async () => {
      const row = await db
        .selectFrom('quizzes')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where(where)
        .executeTakeFirstOrThrow();
      return row.total;
    };
    return {
      pageIds: pageIds.orderBy('quizzes.id', options.direction).offset(options.offset).limit(options.limit),
      count,
    };
  }

  const tagIds = filter.tagIds;
  let base = db.selectFrom('quizTags').where('quizTags.tagId', 'in', tagIds);
  if (filter.scope.kind === 'public') {
    base = base.where('quizTags.status', '=', 'PUBLISHED').where('quizTags.visibility', '=', 'PUBLIC');
  }
  if (filter.difficulty?.length) {
    base = base.where('quizTags.difficulty', 'in', filter.difficulty);
  }
  if (filter.status?.length) {
    base = base.where('quizTags.status', 'in', filter.status);
  }
  if (filter.minTime !== undefined) {
    base = base.where('quizTags.estimatedTime', '>=', filter.minTime);
  }
  if (filter.maxTime !== undefined) {
    base = base.where('quizTags.estimatedTime', '<=', filter.maxTime);
  }
  const eb = expressionBuilder<DatabaseSchema, 'quizzes'>();
  const onQuiz: Array<Expression<SqlBool>> = [];
  if (filter.search) {
    onQuiz.push(searchExpression(filter.search, search));
  }
  if (filter.categoryIds?.length) {
    onQuiz.push(eb('quizzes.categoryId', 'in', filter.categoryIds));
  }
  if (onQuiz.length > 0) {
    base = base.where((outer) =>
      outer.exists(
        outer
          .selectFrom('quizzes')
          .select('quizzes.id')
          .whereRef('quizzes.id', '=', 'quizTags.quizId')
          .where(eb.and(onQuiz)),
      ),
    );
  }
  const several = tagIds.length > 1;
  let pageIds = base.select('quizTags.quizId as id');
  if (several) {
    pageIds = pageIds.groupBy(['quizTags.quizId', ...keys.map((key) => `quizTags.${key}` as const)]);
  }
  for (const key of keys) {
    pageIds = pageIds.orderBy(`quizTags.${key}`, options.direction);
  }
  const count = async () => {
    const row = await base
      .select((inner) =>
        (several ? inner.fn.count<number>('quizTags.quizId').distinct() : inner.fn.countAll<number>()).as('total'),
      )
      .executeTakeFirstOrThrow();
    return row.total;
  };
  return {
    pageIds: pageIds.orderBy('quizTags.quizId', options.direction).offset(options.offset).limit(options.limit),
    count,
  };
}
