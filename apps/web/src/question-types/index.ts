// The web half of the question-type plugins: Editor, Player and Review per type, the typed registry,
// the untyped dispatchers for API JSON, and this folder's i18n catalogues.

export type {
  ContentIssue,
  EditorProps,
  PlayerProps,
  ReviewProps,
  WebQuestionTypePlugin,
  WebQuestionTypeRegistry,
} from './types.ts';
export { isKnownQuestionType, questionTypeLabel, webQuestionTypeOf, webQuestionTypeRegistry } from './registry.ts';
export { QuestionEditor, QuestionPlayer, QuestionReview } from './QuestionWidgets.tsx';
export { UnsupportedQuestionType } from './UnsupportedQuestionType.tsx';
export { InvalidQuestionContent } from './define-web-plugin.tsx';
export { contentIssuesFromFieldErrors } from './issues.ts';
export {
  QUESTION_TYPES_NAMESPACE,
  questionTypesCatalogues,
  questionTypesEn,
  questionTypesEs,
  registerQuestionTypesCatalogues,
  translateContentMessage,
  useQuestionTypesT,
  type QuestionTypesCatalogue,
  type QuestionTypesKey,
} from './i18n/index.ts';
