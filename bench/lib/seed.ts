/**
 * Deterministic seeding for the benchmarks: users, quizzes with questions, a 100,000-quiz
 * catalogue and one quiz with 100,000 completed attempts, written with batched Kysely inserts
 * straight into the database (no HTTP), before the server is started on it. The same seed gives
 * the same data (ids included); nothing is read from fixture files.
 */
import { type Insertable } from 'kysely';
import { DIFFICULTY_RANK, type Difficulty } from '@quizmaker/contracts';
import { toJson, type Db, type DbExecutor } from '../../apps/server/src/db/database.ts';
import type { AttemptAnswersTable, AttemptsTable, QuizzesTable } from '../../apps/server/src/db/schema.ts';
import { KEYED_SHUFFLE_VERSION } from '../../apps/server/src/answer-shuffles.ts';
import { bucketOf } from '../../apps/server/src/domains/results/statistics.ts';
import { round1 } from '../../apps/server/src/rounding.ts';
import { random, seedOf, Words, type Random } from './text.ts';

export const SEED_EPOCH = new Date('2026-03-01T12:00:00.000Z');

/** A v4-shaped UUID drawn from the generator (deterministic for a given seed). */
export function uuidOf(next: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = (Math.floor(next() * 4) + 8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** Inserts `rows` in batches (each batch one statement, all in one transaction). */
async function insertBatched<T>(
  db: Db,
  rows: readonly T[],
  batch: number,
  insert: (tx: DbExecutor, chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batch * 20) {
    await db.transaction().execute(async (tx) => {
      for (let j = i; j < Math.min(rows.length, i + batch * 20); j += batch) {
        await insert(tx, rows.slice(j, j + batch));
      }
    });
  }
}

// ------------------------------------------------------------------------------------------
// Users

export interface SeededUser {
  id: string;
  username: string;
}

export const CREATOR_ROLES = ['ROLE_USER', 'ROLE_QUIZ_CREATOR'];

/** The item at `index`, which the caller knows is there (a seeded list of a known length). */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) {
    throw new Error(`no item ${index} among ${items.length}`);
  }
  return item;
}

/** `count` active users named `${prefix}_${i}` (password hash given, or one nobody can log in with). */
export async function seedUsers(
  db: Db,
  options: { prefix: string; count: number; passwordHash?: string; roles?: string[]; seed?: number },
): Promise<SeededUser[]> {
  const next = random(seedOf(`users:${options.prefix}`, options.seed ?? 0));
  const roles = toJson(options.roles ?? ['ROLE_USER']);
  const rows = Array.from({ length: options.count }, (_, index) => {
    const username = `${options.prefix}_${index}`;
    return {
      id: uuidOf(next),
      username,
      usernameLower: username.toLowerCase(),
      email: `${username}@example.com`,
      emailLower: `${username}@example.com`.toLowerCase(),
      passwordHash: options.passwordHash ?? '!',
      roles,
      isActive: true,
      tokenVersion: 0,
      createdAt: SEED_EPOCH,
      updatedAt: SEED_EPOCH,
      lastLoginDate: null,
    };
  });
  await insertBatched(db, rows, 500, (tx, chunk) => tx.insertInto('users').values(chunk).execute());
  return rows.map((row) => ({ id: row.id, username: row.username }));
}

// ------------------------------------------------------------------------------------------
// One quiz with questions (the exam and the results quiz)

export interface SeededQuestion {
  id: string;
  type: 'MCQ_SINGLE' | 'TRUE_FALSE';
  questionText: string;
  content: unknown;
  /** What a taker who knows the answer sends. */
  correctResponse: unknown;
  /** What a taker who gets it wrong sends (another option, the other verdict). */
  wrongResponse: unknown;
}

export interface SeededQuiz {
  quizId: string;
  questions: SeededQuestion[];
}

function quizRow(
  id: string,
  creatorId: string,
  title: string,
  options: Partial<Insertable<QuizzesTable>> = {},
): Insertable<QuizzesTable> {
  const difficulty = options.difficulty ?? 'MEDIUM';
  return {
    id,
    creatorId,
    title,
    titleLower: title.toLowerCase(),
    description: null,
    descriptionLower: null,
    visibility: 'PUBLIC',
    difficulty,
    difficultyRank: DIFFICULTY_RANK[difficulty],
    status: 'PUBLISHED',
    estimatedTime: 10,
    timerEnabled: false,
    timerDuration: 10,
    isRepetitionEnabled: true,
    passMark: 50,
    scoringMode: 'ALL_OR_NOTHING',
    feedbackMode: 'AFTER_COMPLETION',
    categoryId: null,
    createdAt: SEED_EPOCH,
    updatedAt: SEED_EPOCH,
    ...options,
  };
}

/**
 * A published public quiz of `questions` questions, alternating MCQ_SINGLE (four options) and
 * TRUE_FALSE, with its question rows and order, as the authoring API would leave it.
 */
export async function seedQuiz(
  db: Db,
  options: { creatorId: string; title: string; questions: number; seed?: number },
): Promise<SeededQuiz> {
  const next = random(seedOf(`quiz:${options.title}`, options.seed ?? 0));
  const quizId = uuidOf(next);
  const questions: SeededQuestion[] = Array.from({ length: options.questions }, (_, index) => {
    const id = uuidOf(next);
    if (index % 2 === 0) {
      const correct = ['a', 'b', 'c', 'd'][index % 4] as string;
      return {
        id,
        type: 'MCQ_SINGLE' as const,
        questionText: `Bench question ${index + 1}: which option is right?`,
        content: {
          options: ['a', 'b', 'c', 'd'].map((option) => ({
            id: option,
            text: `Option ${option.toUpperCase()} of question ${index + 1}`,
            correct: option === correct,
          })),
        },
        correctResponse: { selectedOptionId: correct },
        wrongResponse: { selectedOptionId: correct === 'a' ? 'b' : 'a' },
      };
    }
    return {
      id,
      type: 'TRUE_FALSE' as const,
      questionText: `Bench statement ${index + 1} is true.`,
      content: { answer: true },
      correctResponse: { answer: true },
      wrongResponse: { answer: false },
    };
  });
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('quizzes')
      .values(quizRow(quizId, options.creatorId, options.title))
      .execute();
    await tx
      .insertInto('questions')
      .values(
        questions.map((question) => ({
          id: question.id,
          creatorId: options.creatorId,
          type: question.type,
          questionText: question.questionText,
          difficulty: 'MEDIUM',
          explanation: null,
          hint: null,
          attachmentUrl: null,
          content: toJson(question.content),
          createdAt: SEED_EPOCH,
          updatedAt: SEED_EPOCH,
        })),
      )
      .execute();
    await tx
      .insertInto('quizQuestions')
      .values(questions.map((question, position) => ({ quizId, questionId: question.id, position })))
      .execute();
  });
  return { quizId, questions };
}

// ------------------------------------------------------------------------------------------
// The catalogue

export interface SeededCatalogue {
  categoryIds: string[];
  tagIds: string[];
  /** A word used in about 1 % of titles, and one in about 0.05 %. */
  commonTerm: string;
  rareTerm: string;
  publicCount: number;
}

/**
 * `quizzes` quizzes by `creators`, in 30 categories with 0 to 3 of 200 tags each; 90 % are public
 * and published (the rest drafts, archived or private). Titles and descriptions are drawn from a
 * 2,000-word vocabulary with a Zipf-like frequency, so search terms have realistic selectivity.
 */
export async function seedCatalogue(
  db: Db,
  options: { quizzes: number; creators: SeededUser[]; seed?: number },
): Promise<SeededCatalogue> {
  const next = random(options.seed ?? 11);
  const words = new Words(next);
  const categories = Array.from({ length: 30 }, (_, index) => {
    const name = `Category ${index + 1} ${words.pick()}`;
    return {
      id: uuidOf(next),
      name,
      nameLower: name.toLowerCase(),
      description: null,
      createdAt: SEED_EPOCH,
      updatedAt: SEED_EPOCH,
    };
  });
  const tags = Array.from({ length: 200 }, (_, index) => {
    const name = `tag${index + 1}-${words.pick()}`.slice(0, 50);
    return {
      id: uuidOf(next),
      name,
      nameLower: name.toLowerCase(),
      description: null,
      creatorId: null,
      createdAt: SEED_EPOCH,
      updatedAt: SEED_EPOCH,
    };
  });
  await db.insertInto('categories').values(categories).execute();
  await db.insertInto('tags').values(tags).execute();

  const difficulties: Difficulty[] = ['EASY', 'MEDIUM', 'HARD'];
  const quizzes: Array<Insertable<QuizzesTable>> = [];
  const quizTags: Array<{ quizId: string; tagId: string }> = [];
  let publicCount = 0;
  const twoYears = 2 * 365 * 86_400_000;
  for (let index = 0; index < options.quizzes; index += 1) {
    const id = uuidOf(next);
    const title = words.title(3 + Math.floor(next() * 4)).slice(0, 100);
    const description = next() < 0.8 ? words.sentence(12 + Math.floor(next() * 20)) : null;
    const roll = next();
    const status = roll < 0.9 ? 'PUBLISHED' : roll < 0.96 ? 'DRAFT' : 'ARCHIVED';
    const visibility = next() < 0.97 ? 'PUBLIC' : 'PRIVATE';
    publicCount += status === 'PUBLISHED' && visibility === 'PUBLIC' ? 1 : 0;
    const difficulty = difficulties[Math.floor(next() * 3)] as Difficulty;
    const createdAt = new Date(SEED_EPOCH.getTime() - Math.floor(next() * twoYears));
    const updatedAt = new Date(createdAt.getTime() + Math.floor(next() * 30 * 86_400_000));
    quizzes.push(
      quizRow(id, (options.creators[index % options.creators.length] as SeededUser).id, title, {
        description,
        descriptionLower: description?.toLowerCase() ?? null,
        status,
        visibility,
        difficulty,
        difficultyRank: DIFFICULTY_RANK[difficulty],
        estimatedTime: 1 + Math.floor(next() * 60),
        categoryId: (categories[Math.floor(next() * categories.length)] as { id: string }).id,
        createdAt,
        updatedAt,
      }),
    );
    const tagCount = Math.floor(next() * 4);
    const chosen = new Set<string>();
    for (let t = 0; t < tagCount; t += 1) {
      chosen.add((tags[Math.floor(next() * next() * tags.length)] as { id: string }).id);
    }
    for (const tagId of chosen) {
      quizTags.push({ quizId: id, tagId });
    }
  }
  await insertBatched(db, quizzes, 500, (tx, chunk) => tx.insertInto('quizzes').values(chunk).execute());
  await insertBatched(db, quizTags, 1000, (tx, chunk) => tx.insertInto('quizTags').values(chunk).execute());
  return {
    categoryIds: categories.map((category) => category.id),
    tagIds: tags.map((tag) => tag.id),
    commonTerm: words.rankWord(40),
    rareTerm: words.rankWord(1500),
    publicCount,
  };
}

// ------------------------------------------------------------------------------------------
// One quiz with many completed attempts (moved here from bench/attempts-summary.ts)

/**
 * `attempts` completed ALL_AT_ONCE attempts at `quiz` by `takers` (round robin), each with one
 * answer row per question, plus the quiz's aggregate rows (result stats, question stats,
 * leaderboard) exactly as completions through the API would have left them. Taker ability and
 * question difficulty are drawn deterministically. Attempts are one minute apart, ending at SEED_EPOCH.
 */
export async function seedResults(
  db: Db,
  options: { quiz: SeededQuiz; takers: SeededUser[]; attempts: number; seed?: number },
): Promise<{ sampleAttemptId: string; sampleUserId: string }> {
  const { quiz, takers, attempts } = options;
  const quizId = quiz.quizId;
  const questions = quiz.questions.map((question, index) => ({
    id: question.id,
    quizPosition: index + 1,
    type: question.type,
    questionText: question.questionText,
    difficulty: 'MEDIUM' as const,
    hint: null,
    explanation: null,
    attachmentUrl: null,
    content: question.content,
  }));
  const total = questions.length;
  const snapshot = toJson(questions);
  const next = random(options.seed ?? 42);
  const seedHex = () => Array.from({ length: 16 }, () => Math.floor(next() * 16).toString(16)).join('');

  const stats = { completed: 0, scoreSum: 0, passed: 0, durationSum: 0 };
  const buckets = new Array<number>(10).fill(0);
  const perQuestion = questions.map(() => ({ asked: 0, correct: 0 }));
  const best = new Map<string, { attemptId: string; score: number; completedAt: Date }>();
  const firstSeen = new Set<string>();
  let sampleAttemptId = '';
  let sampleUserId = '';

  const ATTEMPT_BATCH = 400;
  for (let offset = 0; offset < attempts; offset += ATTEMPT_BATCH) {
    const rows: Array<Insertable<AttemptsTable>> = [];
    const answers: Array<Insertable<AttemptAnswersTable>> = [];
    for (let n = offset; n < Math.min(attempts, offset + ATTEMPT_BATCH); n += 1) {
      const user = takers[n % takers.length] as SeededUser;
      const id = uuidOf(next);
      const startedAt = new Date(SEED_EPOCH.getTime() - (attempts - n) * 60_000);
      const completedAt = new Date(startedAt.getTime() + 300_000);
      const ability = next();
      let correct = 0;
      quiz.questions.forEach((question, index) => {
        const right = next() < ability * (1 - index / 20);
        correct += right ? 1 : 0;
        itemAt(perQuestion, index).asked += 1;
        itemAt(perQuestion, index).correct += right ? 1 : 0;
        const response = right ? question.correctResponse : question.wrongResponse;
        answers.push({
          id: uuidOf(next),
          attemptId: id,
          questionId: question.id,
          response: toJson(response),
          score: right ? 1 : 0,
          isCorrect: right,
          answeredAt: completedAt,
          timeSpentMs: 30_000,
          updatedAt: completedAt,
        });
      });
      const score = round1((100 * correct) / total);
      const isFirst = !firstSeen.has(user.id);
      firstSeen.add(user.id);
      stats.completed += 1;
      stats.scoreSum += score;
      stats.passed += score >= 50 ? 1 : 0;
      buckets[bucketOf(score)] = (buckets[bucketOf(score)] ?? 0) + 1;
      stats.durationSum += 300_000;
      const held = best.get(user.id);
      if (!held || score > held.score) {
        best.set(user.id, { attemptId: id, score, completedAt });
      }
      sampleAttemptId = id;
      sampleUserId = user.id;
      rows.push({
        id,
        quizId,
        userId: user.id,
        mode: 'ALL_AT_ONCE',
        status: 'COMPLETED',
        seed: seedHex(),
        shuffleVersion: KEYED_SHUFFLE_VERSION,
        questions: snapshot,
        totalQuestions: total,
        scoringMode: 'ALL_OR_NOTHING',
        feedbackMode: 'AFTER_COMPLETION',
        passMark: 50,
        timeLimitSeconds: null,
        deadlineAt: null,
        pausedRemainingMs: null,
        activeMs: 300_000,
        runningSince: null,
        lastActivityMs: 300_000,
        questionsAnswered: total,
        startedAt,
        completedAt,
        updatedAt: completedAt,
        timeUp: false,
        totalScore: correct,
        correctCount: correct,
        scorePercentage: score,
        passed: score >= 50,
        durationMs: 300_000,
        isFirst,
      });
    }
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('attempts').values(rows).execute();
      for (let i = 0; i < answers.length; i += 1_000) {
        await tx
          .insertInto('attemptAnswers')
          .values(answers.slice(i, i + 1_000))
          .execute();
      }
    });
  }
  await db
    .insertInto('quizResultStats')
    .values({
      quizId,
      completedCount: stats.completed,
      scoreSum: stats.scoreSum,
      passedCount: stats.passed,
      durationMsSum: stats.durationSum,
      participants: best.size,
      updatedAt: SEED_EPOCH,
      ...Object.fromEntries(buckets.map((count, index) => [`bucket${index}`, count])),
    })
    .execute();
  await db
    .insertInto('quizQuestionStats')
    .values(
      questions.map((question, index) => ({
        quizId,
        questionId: question.id,
        questionText: question.questionText,
        type: question.type,
        position: index + 1,
        timesAsked: itemAt(perQuestion, index).asked,
        timesCorrect: itemAt(perQuestion, index).correct,
        scoreSum: itemAt(perQuestion, index).correct,
      })),
    )
    .execute();
  const board = [...best.entries()].map(([userId, entry]) => ({
    quizId,
    userId,
    attemptId: entry.attemptId,
    bestScore: entry.score,
    completedAt: entry.completedAt,
  }));
  await insertBatched(db, board, 500, (tx, chunk) => tx.insertInto('quizLeaderboard').values(chunk).execute());
  return { sampleAttemptId, sampleUserId };
}
