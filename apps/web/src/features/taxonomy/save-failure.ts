import { isApiError, screenMessage } from '../../api/errors.ts';

export type CategoryField = 'name' | 'description';

/** Why a category save was refused, as a form shows it. */
export interface CategorySaveFailure {
  /** The server's reasons in field order; empty when the failure is not about the fields. */
  reasons: string[];
  /** Each field's reason, shown at that field. */
  fields: Partial<Record<CategoryField, string>>;
  /** The message when no field is named (403, 409, server failure, ...). */
  message: string | null;
}

const isCategoryField = (field: string): field is CategoryField => field === 'name' || field === 'description';

/**
 * Spec 2 section 8: a 400 reads 'Validation error: {message}' with the details joined; the form
 * also puts each field's reason at its field. Any other failure keeps its one screen message.
 */
export function categorySaveFailure(error: unknown, fallback: string): CategorySaveFailure {
  if (isApiError(error) && error.type === 'VALIDATION_ERROR' && error.fieldErrors.length > 0) {
    const fields: Partial<Record<CategoryField, string>> = {};
    for (const { field, message } of error.fieldErrors) {
      if (isCategoryField(field) && fields[field] === undefined) {
        fields[field] = message;
      }
    }
    return { reasons: error.fieldErrors.map((fieldError) => fieldError.message), fields, message: null };
  }
  return { reasons: [], fields: {}, message: screenMessage(error, fallback) ?? fallback };
}

/** The reasons as one sentence run: a reason that ends a sentence is followed by a space, any other by '; '. */
export function joinReasons(reasons: readonly string[]): string {
  return reasons.reduce(
    (joined, reason) => (joined === '' ? reason : `${joined}${/[.!?]$/.test(joined) ? ' ' : '; '}${reason}`),
    '',
  );
}
