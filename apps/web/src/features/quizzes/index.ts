// The quizzes feature's public entry: what other features may use (dependency rule no-feature-internals).
export { usePercent } from './detail/format.ts';
export { QuestionStatsTable } from './detail/QuestionStatsTable.tsx';
export { useTimeLabel } from './quiz-parts.tsx';
