import { zodResolver } from '@hookform/resolvers/zod';
import {
  DifficultySchema,
  QuestionTextSchema,
  QuestionTypeSchema,
  type Question,
  type QuestionType,
} from '@quizmaker/contracts';
import { getQuestionType, type ContentIssue } from '@quizmaker/question-types';
import type { FieldError, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { QuestionCreateRequest } from '../../api/questions.ts';

/**
 * The question form's own fields, with the contract's rule for the text (style rule 20). The content is checked
 * by its type's plugin in `questionFormResolver`, since which schema applies depends on the type.
 */
const QuestionFieldsSchema = z.object({
  type: QuestionTypeSchema,
  questionText: QuestionTextSchema,
  difficulty: DifficultySchema,
  explanation: z.string(),
  hint: z.string(),
  attachmentUrl: z.string(),
  tagIds: z.array(z.string()),
  content: z.unknown(),
});

/** What the question form holds. */
export type QuestionFormValues = z.input<typeof QuestionFieldsSchema>;

/** The form's values once the rules pass (the text trimmed). */
export type QuestionFormOutput = z.output<typeof QuestionFieldsSchema>;

export const defaultContentOf = (type: QuestionType): unknown => getQuestionType(type).defaultContent();

export function questionFormValues(question: Question | undefined): QuestionFormValues {
  if (!question) {
    return {
      type: 'MCQ_SINGLE',
      questionText: '',
      difficulty: 'MEDIUM',
      explanation: '',
      hint: '',
      attachmentUrl: '',
      tagIds: [],
      content: defaultContentOf('MCQ_SINGLE'),
    };
  }
  return {
    type: question.type,
    questionText: question.questionText,
    difficulty: question.difficulty,
    explanation: question.explanation ?? '',
    hint: question.hint ?? '',
    attachmentUrl: question.attachmentUrl ?? '',
    tagIds: question.tagIds,
    content: question.content ?? defaultContentOf(question.type),
  };
}

/** The body of a create or update (blank optional texts become null). */
export function questionBodyOf(values: QuestionFormOutput): Omit<QuestionCreateRequest, 'quizIds'> {
  return {
    type: values.type,
    questionText: values.questionText,
    difficulty: values.difficulty,
    explanation: values.explanation.trim() || null,
    hint: values.hint.trim() || null,
    attachmentUrl: values.attachmentUrl.trim() || null,
    content: values.content,
    tagIds: values.tagIds,
  };
}

/**
 * The content's issues as the error of the `content` field. An editor places each issue by its path inside the
 * content, so the issues travel whole in `types`, keyed by their JSON path (`[]` for the content as a whole).
 */
export function contentFieldError(issues: readonly ContentIssue[]): FieldError {
  const types: Record<string, string[]> = {};
  for (const issue of issues) {
    (types[JSON.stringify(issue.path)] ??= []).push(issue.message);
  }
  return { type: 'content', message: issues[0]?.message ?? '', types };
}

const isPathPart = (part: unknown): part is string | number => typeof part === 'string' || typeof part === 'number';

/** The issues `contentFieldError` put in the `content` field's error (none without one). */
export function contentIssuesOf(error: Pick<FieldError, 'types'> | undefined): ContentIssue[] {
  return Object.entries(error?.types ?? {}).flatMap(([key, messages]) => {
    const path: unknown = JSON.parse(key);
    if (!Array.isArray(path) || !path.every(isPathPart) || !Array.isArray(messages)) {
      return [];
    }
    return messages.map((message) => ({ message, path }));
  });
}

const fieldsResolver = zodResolver(QuestionFieldsSchema);

/** The form's rules: the contract's text rule, then the content rules of the chosen type's plugin. */
export const questionFormResolver: Resolver<QuestionFormValues, unknown, QuestionFormOutput> = async (
  values,
  context,
  options,
) => {
  const fields = await fieldsResolver(values, context, options);
  const content = getQuestionType(values.type).validateContent(values.content);
  if (content.success) {
    return fields;
  }
  return { values: {}, errors: { ...fields.errors, content: contentFieldError(content.issues) } };
};
