import type { QuestionType } from '@quizmaker/contracts';
import type { QuestionTypePlugin } from '../plugin.ts';
import { questionTypeRegistry } from '../registry.ts';
import { INTERCHANGE_NOTES } from './messages.ts';
import type { InterchangeBody, InterchangeExport } from './model.ts';

/** Reasons a neutral body finds no question type (exact texts for the import report). */
export const INTERCHANGE_REASONS = {
  essay: 'An essay has no model answer, which an OPEN question needs',
  description: 'A description has nothing to answer',
  noRightOption: 'No option is marked right',
  noRightAnswer: 'No answer is marked right',
  invalidContent: 'The stored content is not valid for its type',
} as const;

/** Plugins seen with unknown content: each only gets values its own schema produced (method bivariance). */
type ErasedPlugin = QuestionTypePlugin<QuestionType, unknown, unknown, unknown>;
const plugins: readonly ErasedPlugin[] = Object.values(questionTypeRegistry);

/** A question type's content as a neutral body; content that fails its type's schema is reported, never written. */
export function contentToInterchange(type: QuestionType, content: unknown): InterchangeExport {
  const plugin = questionTypeRegistry[type] as ErasedPlugin;
  const parsed = plugin.contentSchema.safeParse(content);
  return parsed.success
    ? plugin.interchange.toInterchange(parsed.data)
    : { unsupported: INTERCHANGE_REASONS.invalidContent };
}

/**
 * The neutral body a new question of the type maps to (from its default content): tells a format
 * that names the type in a column of its own (spreadsheet rows) which kind of body to read, without
 * the format naming types itself. Only the kind (and a choice's multipleAnswers) is meaningful.
 */
export function interchangeShapeOf(type: QuestionType): InterchangeExport {
  const plugin = questionTypeRegistry[type] as ErasedPlugin;
  return plugin.interchange.toInterchange(plugin.defaultContent());
}

/** The outcome of reading a neutral body as one of our types. */
export type InterchangeTyped =
  | { readonly type: QuestionType; readonly content: unknown; readonly notes: readonly string[] }
  | { readonly reason: string };

/** The first type (in registry order) that takes the body, with its content (still to validate) and notes. */
export function contentFromInterchange(body: InterchangeBody): InterchangeTyped {
  for (const plugin of plugins) {
    const taken = plugin.interchange.fromInterchange(body);
    if (taken) {
      return { type: plugin.type, content: taken.content, notes: taken.notes };
    }
  }
  return { reason: reasonNotTaken(body) };
}

function reasonNotTaken(body: InterchangeBody): string {
  switch (body.kind) {
    case 'essay':
      return INTERCHANGE_REASONS.essay;
    case 'description':
      return INTERCHANGE_REASONS.description;
    case 'choice':
      return INTERCHANGE_REASONS.noRightOption;
    default:
      return INTERCHANGE_REASONS.noRightAnswer;
  }
}

export { INTERCHANGE_NOTES };
