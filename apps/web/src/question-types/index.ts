// The web half of the question-type plugins as the rest of the app uses them: the untyped dispatchers for API
// JSON (Editor, Player and Review), type labels, content issues from field errors, and this folder's translator.

export { questionTypeLabel, readyResponse, webQuestionTypeOf } from './registry.ts';
export { QuestionEditor, QuestionLivePlayer, QuestionPlayer, QuestionReview } from './QuestionWidgets.tsx';
export { contentIssuesFromFieldErrors } from './issues.ts';
export { QuestionLiveHost } from './QuestionWidgets.tsx';
export { useQuestionTypesT } from './i18n/index.ts';
