// The quizzes feature's public entry: what other features may use (dependency rule no-feature-internals).
export { usePercent, useRate } from './detail/format.ts';
export { useTimeLabel } from './quiz-parts.tsx';
