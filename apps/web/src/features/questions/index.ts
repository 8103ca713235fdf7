// The questions feature's public entry: what other features may use (dependency rule no-feature-internals).
export { rowText, typeBadgeText } from './question-display.ts';
export { QuestionBadges } from './QuestionBadges.tsx';
export { NeedsReview } from './NeedsReview.tsx';
export { QuestionBankPicker } from './QuestionBankPicker.tsx';
export { QuestionFormModal } from './QuestionFormModal.tsx';
