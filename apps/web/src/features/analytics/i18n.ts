/** Texts of the analytics screen. Loaded with its routes under `analytics`. */
const en = {
  analytics: {
    title: 'My Analytics',
    subtitle: 'Your progress across every quiz you have taken.',
    attempts: 'Attempts',
    completed: 'Completed attempts',
    quizzesTaken: 'Quizzes taken',
    averageScore: 'Average score',
    bestScore: 'Best score',
    trendTitle: 'Average score, last {{days}} days',
    trendTable: 'Show the numbers',
    noTrend: 'No completed attempts in this period.',
    date: 'Date',
    byQuiz: 'By quiz',
    attemptsCount_one: '{{count}} attempt',
    attemptsCount_other: '{{count}} attempts',
    best: 'Best {{score}}',
    weakestTags: 'Weakest tags',
    noTags: 'Tags appear here once the quizzes you took have tags.',
    tagAverage_one: 'Average {{score}} over {{count}} quiz',
    tagAverage_other: 'Average {{score}} over {{count}} quizzes',
    empty: 'Your progress appears here after your first completed quiz.',
  },
} as const;

/** The English texts of this part; the translations (`./i18n.{es,fr,de}.ts`) load only when their language is shown. */
export type AnalyticsTexts = typeof en;

/** English, under the top-level key `analytics` (loaded with the routes that show it). */
export const analyticsEn = en;
