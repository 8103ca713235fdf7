import type { AttemptQuestion, Difficulty, QuestionType } from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { AttemptShuffles } from '../../answer-shuffles.ts';

/**
 * One question as the attempt froze it at start: everything needed to show it, grade it and
 * report on it forever, whatever later happens to the question or the quiz.
 */
export interface FrozenQuestion {
  id: string;
  /** 1-based place in the quiz's order when the attempt started (reports list questions in this order). */
  quizPosition: number;
  type: QuestionType;
  questionText: string;
  difficulty: Difficulty;
  hint: string | null;
  explanation: string | null;
  attachmentUrl: string | null;
  /** Authored content, with the answers. Never leaves the server before completion. */
  content: unknown;
}

/** The safe content of a frozen question for this attempt: no answers, shuffles stable per attempt and question. */
export function safeContentOf(question: FrozenQuestion, shuffles: AttemptShuffles): unknown {
  return getQuestionType(question.type).toSafeContent(question.content, shuffles.question(question.id));
}

/**
 * A stored response (authored ids) as the taker names it beside `safeContentOf` for the same shuffles:
 * ORDERING and MATCHING show renamed ids, because the authored ones reveal the answer. Everything
 * stored, graded, exported and analysed stays in authored ids; only what crosses to the taker is shown ids.
 */
export function shownResponseOf(question: FrozenQuestion, shuffles: AttemptShuffles, response: unknown): unknown {
  return getQuestionType(question.type).toShownResponse(question.content, shuffles.question(question.id), response);
}

/** A normalised response the taker sent in shown ids, in authored ids (for grading and storing). */
export function authoredResponseOf(question: FrozenQuestion, shuffles: AttemptShuffles, response: unknown): unknown {
  return getQuestionType(question.type).toAuthoredResponse(question.content, shuffles.question(question.id), response);
}

/** A frozen question as the taker sees it (position = place in this attempt's presentation order). */
export function presentAttemptQuestion(
  question: FrozenQuestion,
  position: number,
  shuffles: AttemptShuffles,
): AttemptQuestion {
  return {
    id: question.id,
    position,
    type: question.type,
    questionText: question.questionText,
    difficulty: question.difficulty,
    hint: question.hint,
    attachmentUrl: question.attachmentUrl,
    safeContent: safeContentOf(question, shuffles),
  };
}

/** What an answer is, judged by the question's type: empty (refused), malformed (stored, scores 0) or an answer. */
export function classifyResponse(question: FrozenQuestion, raw: unknown): 'empty' | 'malformed' | 'answer' {
  if (raw === undefined || raw === null) {
    return 'empty';
  }
  const handle = getQuestionType(question.type);
  const normalised = handle.normaliseResponse(raw);
  if (normalised === null) {
    return 'malformed';
  }
  return handle.isAnswered(raw) ? 'answer' : 'empty';
}
