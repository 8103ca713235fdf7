import type {
  Attempt,
  AttemptDetail,
  AttemptQuestion,
  AttemptResult,
  LeaderboardEntry,
  Quiz,
  QuizDetail,
} from '@quizmaker/contracts';
import { QuizSchema } from '@quizmaker/contracts';

let next = 0;
const uuid = () => {
  next += 1;
  return `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
};

export const allAbilities = {
  update: true,
  delete: true,
  changeStatus: true,
  changeVisibility: true,
  manageQuestions: true,
  start: true,
  viewStatistics: true,
};
export const visitorAbilities = {
  update: false,
  delete: false,
  changeStatus: false,
  changeVisibility: false,
  manageQuestions: false,
  start: true,
  viewStatistics: false,
};

/** A quiz as the list and detail calls return it; published, public and someone else's unless told otherwise. */
export function buildQuiz(overrides: Partial<QuizDetail> = {}): QuizDetail {
  const id = overrides.id ?? uuid();
  return {
    id,
    title: `Quiz ${id.slice(-4)}`,
    description: 'A quiz about things.',
    visibility: 'PUBLIC',
    difficulty: 'EASY',
    status: 'PUBLISHED',
    estimatedTime: 10,
    isRepetitionEnabled: false,
    timerEnabled: false,
    timerDuration: 30,
    allowPauseWhenTimed: true,
    passMark: 50,
    scoringMode: 'ALL_OR_NOTHING',
    feedbackMode: 'AFTER_COMPLETION',
    categoryId: null,
    category: null,
    tagIds: [],
    tags: [],
    questionCount: 3,
    creatorId: 'c0000000-0000-4000-8000-000000000000',
    creatorUsername: 'creator',
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-02T10:00:00.000Z',
    abilities: visitorAbilities,
    questionIds: [],
    ...overrides,
  };
}

/** A quiz as a list answers it: the wire schema of a list item strips the detail's question ids. */
export const asListItem = (quiz: QuizDetail): Quiz => QuizSchema.parse(quiz);

export const tagsNamed = (...names: string[]) =>
  names.map((name, index) => ({ id: `7a900000-0000-4000-8000-${String(index).padStart(12, '0')}`, name }));

export function buildAttempt(overrides: Partial<Attempt> = {}): Attempt {
  return {
    attemptId: uuid(),
    quizId: 'q0000000-0000-4000-8000-000000000000',
    quizTitle: 'Some quiz',
    userId: '11111111-1111-4111-8111-111111111111',
    username: 'student',
    mode: 'ONE_BY_ONE',
    status: 'IN_PROGRESS',
    startedAt: '2026-03-01T10:00:00.000Z',
    completedAt: null,
    totalQuestions: 4,
    questionsAnswered: 1,
    timeLimitSeconds: null,
    deadlineAt: null,
    remainingSeconds: null,
    timeUp: false,
    pauseAllowed: true,
    scorePercentage: null,
    passed: null,
    ...overrides,
  };
}

export const leaderboardEntry = (rank: number, bestScore: number): LeaderboardEntry => ({
  rank,
  userId: `u0000000-0000-4000-8000-${String(rank).padStart(12, '0')}`,
  username: `player${rank}`,
  bestScore,
  completedAt: '2026-03-01T10:00:00.000Z',
});

export const QUIZ_ID = '0a000000-0000-4000-8000-000000000001';
export const ATTEMPT_ID = '0b000000-0000-4000-8000-000000000001';

/** Two questions of an attempt: a single choice and a true/false. */
export const attemptQuestions: AttemptQuestion[] = [
  {
    id: '0c000000-0000-4000-8000-000000000001',
    position: 1,
    type: 'MCQ_SINGLE',
    questionText: 'Which planet is <b>red</b>?',
    difficulty: 'EASY',
    hint: 'Think of rust.',
    attachmentUrl: null,
    safeContent: {
      options: [
        { id: 'a', text: 'Venus' },
        { id: 'b', text: 'Mars' },
      ],
    },
  },
  {
    id: '0c000000-0000-4000-8000-000000000002',
    position: 2,
    type: 'TRUE_FALSE',
    questionText: 'The Sun is a star.',
    difficulty: 'EASY',
    hint: null,
    attachmentUrl: null,
    safeContent: {},
  },
];

export function buildAttemptDetail(overrides: Partial<AttemptDetail> = {}): AttemptDetail {
  return {
    ...buildAttempt({
      attemptId: ATTEMPT_ID,
      quizId: QUIZ_ID,
      quizTitle: 'Space Quiz',
      totalQuestions: 2,
      questionsAnswered: 0,
    }),
    answers: [],
    ...overrides,
  };
}

export function buildResult(overrides: Partial<AttemptResult> = {}): AttemptResult {
  return {
    attemptId: ATTEMPT_ID,
    quizId: QUIZ_ID,
    quizTitle: 'Space Quiz',
    userId: '11111111-1111-4111-8111-111111111111',
    mode: 'ONE_BY_ONE',
    status: 'COMPLETED',
    startedAt: '2026-03-01T10:00:00.000Z',
    completedAt: '2026-03-01T10:05:00.000Z',
    timeUp: false,
    durationSeconds: 75,
    totalScore: 1,
    maxScore: 2,
    correctCount: 1,
    totalQuestions: 2,
    accuracy: 50,
    scorePercentage: 50,
    passMark: 50,
    passed: true,
    answers: [
      {
        questionId: attemptQuestions[0]?.id ?? '',
        position: 1,
        type: 'MCQ_SINGLE',
        questionText: 'Which planet is <b>red</b>?<img src=x onerror="window.__xss=1">',
        safeContent: attemptQuestions[0]?.safeContent,
        response: { selectedOptionId: 'b' },
        correctAnswer: { selectedOptionId: 'b' },
        isCorrect: true,
        score: 1,
        explanation: 'Rust makes it red.',
        answeredAt: '2026-03-01T10:01:00.000Z',
      },
      {
        questionId: attemptQuestions[1]?.id ?? '',
        position: 2,
        type: 'TRUE_FALSE',
        questionText: 'The Sun is a star.',
        safeContent: {},
        response: null,
        correctAnswer: { answer: true },
        isCorrect: false,
        score: 0,
        explanation: null,
        answeredAt: null,
      },
    ],
    ...overrides,
  };
}
