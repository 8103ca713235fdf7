import type { AttemptQuestion } from '@quizmaker/contracts';
import { webQuestionTypeOf } from '../../question-types/index.ts';

/**
 * Whether a response counts as answered for its question's type (spec 3 section 4, "Submit Answer
 * is enabled only when"): the type's own rule over the normalised response, within its input limits.
 */
export function isAnswered(type: string, response: unknown): boolean {
  const plugin = webQuestionTypeOf(type);
  if (plugin === null || response === null || response === undefined) {
    return false;
  }
  const typed = plugin as unknown as {
    core: { normaliseResponse(raw: unknown): unknown };
    isReady(response: unknown): boolean;
  };
  const normalised = typed.core.normaliseResponse(response);
  return normalised !== null && typed.isReady(normalised);
}

/** The response as it is sent: canonical, with the type's finishing touches (FILL_GAP answers trimmed). */
export function finalResponse(type: string, response: unknown): unknown {
  const plugin = webQuestionTypeOf(type);
  if (plugin === null) {
    return response;
  }
  const typed = plugin as unknown as {
    core: { normaliseResponse(raw: unknown): unknown };
    finaliseResponse(response: unknown): unknown;
  };
  const normalised = typed.core.normaliseResponse(response);
  return normalised === null ? response : typed.finaliseResponse(normalised);
}

/** Same answer? Compared as sent, so a re-ordered object or a stray space does not count as a change. */
export const sameResponse = (type: string, a: unknown, b: unknown): boolean =>
  JSON.stringify(finalResponse(type, a)) === JSON.stringify(finalResponse(type, b));

export type Drafts = Record<string, unknown>;

const draftKey = (attemptId: string) => `qm-attempt-drafts-${attemptId}`;

/** Answers typed but not yet sent, kept for this tab so a reload or a pause does not lose them. */
export const drafts = {
  load(attemptId: string): Drafts {
    try {
      const raw = window.sessionStorage.getItem(draftKey(attemptId));
      const value: unknown = raw ? JSON.parse(raw) : {};
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Drafts) : {};
    } catch {
      return {};
    }
  },
  save(attemptId: string, value: Drafts) {
    try {
      window.sessionStorage.setItem(draftKey(attemptId), JSON.stringify(value));
    } catch {
      // kept in memory only
    }
  },
  clear(attemptId: string) {
    try {
      window.sessionStorage.removeItem(draftKey(attemptId));
    } catch {
      // nothing stored
    }
  },
};

export interface BatchCheck {
  answered: AttemptQuestion[];
  unanswered: AttemptQuestion[];
  /** Touched but empty (cleared text, blank gaps): 'Question {n} has an empty answer.' */
  empty: AttemptQuestion[];
}

/** Sorts the questions of an All at Once attempt by the state of their answers (spec 3 section 5). */
export function checkBatch(questions: AttemptQuestion[], responses: Drafts): BatchCheck {
  const answered: AttemptQuestion[] = [];
  const unanswered: AttemptQuestion[] = [];
  const empty: AttemptQuestion[] = [];
  for (const question of questions) {
    const response = responses[question.id];
    if (isAnswered(question.type, response)) {
      answered.push(question);
    } else {
      unanswered.push(question);
      if (response !== undefined && response !== null) {
        empty.push(question);
      }
    }
  }
  return { answered, unanswered, empty };
}
