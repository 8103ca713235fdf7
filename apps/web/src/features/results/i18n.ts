/** Texts of the results and results summary screens (spec 3 sections 2, 8), English word for word. */
const en = {
  attempt: {
    title: 'Quiz Results',
    noAttemptId: 'No attempt ID provided',
    loadFailed: 'Failed to fetch results. Please retry',
    totalScore: 'Total Score',
    correct: 'Correct',
    accuracy: 'Accuracy',
    score: 'Score',
    scoreOf: '{{score}} of {{max}}',
    correctOf: '{{correct}} of {{total}}',
    passed: 'Passed',
    failed: 'Not passed',
    passMark: 'Pass mark {{mark}}%',
    duration: 'Time: {{time}}',
    completedAt: 'Completed: {{date}}',
    timeUp: 'Time ran out: the answers given in time were graded.',
    breakdown: 'Question breakdown',
    questionNumber: 'Question {{number}}',
    answeredAt: 'Answered: {{date}}',
    notAnswered: 'Not answered',
    questionUnavailable: 'This question could not be loaded.',
    notCompleted: 'This attempt is not finished yet.',
    continueAttempt: 'Continue Attempt',
    retake: 'Take the Quiz Again',
    backToQuiz: 'Back to quiz',
    summaryLink: 'Results Summary',
    allQuizzes: 'Browse Quizzes',
  },
  summary: {
    title: 'Results Summary',
    missingQuizId: 'Quiz ID is missing from URL',
    empty: 'No results available for this quiz yet',
    loadFailed: 'Failed to load results. Please try again later',
    attempts: 'Attempts',
    averageScore: 'Average Score',
    bestScore: 'Best Score',
    worstScore: 'Worst Score',
    passRate: 'Pass Rate',
    questions: 'Questions',
    question: 'Question',
    timesAsked: 'Times asked',
    timesCorrect: 'Times correct',
    correctRate: 'Correct rate',
    backToQuiz: 'Back to quiz',
  },
  duration: {
    seconds: '{{seconds}}s',
    minutesSeconds: '{{minutes}}m {{seconds}}s',
  },
} as const;

/** The English texts of this feature; the translations (`./i18n.{es,fr,de}.ts`) load only when their language is shown. */
export type ResultsTexts = typeof en;

/** The results feature's English catalogue, under the one top-level key `results` (loaded with the routes that show it). */
export const resultsEn = { results: en } as const;
