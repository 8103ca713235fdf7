// The interchange feature's public entry: the import and export dialogs that My Quizzes, the quiz detail and the
// quiz editor show (dependency rule no-feature-internals).
export { ExportQuestionsButton } from './ExportQuestions.tsx';
export { ImportQuestionsButton } from './ImportQuestions.tsx';
