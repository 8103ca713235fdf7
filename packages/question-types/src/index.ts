// @quizmaker/question-types: the nine question types as plugins (schemas, defaults, safe view,
// response normalisation, grading, fixtures), shared by the server and the web app.

export type {
  GradeResult,
  InvalidContentFixture,
  QuestionTypeFixtures,
  QuestionTypePlugin,
  ShownIds,
} from './plugin.ts';
export type { ContentIssue } from './content-issues.ts';
export {
  questionTypeRegistry,
  type QuestionContent,
  type QuestionResponse,
  type QuestionTypePluginOf,
  type QuestionTypeRegistry,
  type QuestionTypeShapes,
  type SafeQuestionContent,
} from './registry.ts';
export {
  getQuestionType,
  InvalidQuestionContentError,
  type ContentValidation,
  type QuestionTypeHandle,
} from './question-type-handle.ts';

export { CONTENT_MESSAGES, COUNTED_MESSAGES } from './messages.ts';
export { normaliseText, textsMatch } from './text-normalise.ts';
export { fisherYatesShuffle, type ShufflePurpose, type Shuffler } from './shuffler.ts';
export { nextNumericId } from './ids.ts';
export { NO_CREDIT, rightMinusWrong, scoreFraction } from './scoring.ts';

export { addOption, defaultChoiceContent, nextOptionId, optionLetter } from './choices/option-ids.ts';
export type { ChoiceContent, ChoiceOption, SafeChoiceContent } from './choices/schema.ts';

export * from './mcq-single/index.ts';
export * from './mcq-multi/index.ts';
export * from './true-false/index.ts';
export * from './open/index.ts';
export * from './fill-gap/index.ts';
export * from './compliance/index.ts';
export * from './ordering/index.ts';
export * from './hotspot/index.ts';
export * from './matching/index.ts';

export type {
  InterchangeAnswer,
  InterchangeBody,
  InterchangeExport,
  InterchangeKind,
  InterchangeNumber,
  TypeInterchange,
} from './interchange/model.ts';
export { numberText } from './interchange/model.ts';
export {
  contentFromInterchange,
  contentToInterchange,
  INTERCHANGE_NOTES,
  INTERCHANGE_REASONS,
  interchangeShapeOf,
  type InterchangeTyped,
} from './interchange/convert.ts';

export {
  TYPED_ANSWER_MAX_WORDS,
  type AnswerGiveaway,
  type GeneratedOption,
  type TextGeneration,
} from './generation/model.ts';
export {
  choiceOptionsOf,
  claimsOf,
  denialsOf,
  factsOf,
  generationOrder,
  fitModelContent,
  giveawayRuleOf,
  modelPromptOf,
  stemRulesOf,
  typedAnswersOf,
  whatTextCannotSupply,
} from './generation/generation.ts';
export { jsonArray, jsonObject, jsonText, type JsonSchema } from './generation/json-schema.ts';
