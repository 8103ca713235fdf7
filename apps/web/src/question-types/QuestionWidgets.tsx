import type { EditorProps, LiveHostProps, PlayerProps, ReviewProps } from './types.ts';
import { webQuestionTypeOf } from './registry.ts';
import { UnsupportedQuestionType } from './UnsupportedQuestionType.tsx';

/**
 * The editor of a question whose type is a name from the server and whose content is JSON. Content
 * of the wrong shape shows a notice; an unknown type shows 'Unsupported Question Type'.
 */
export function QuestionEditor({ type, ...props }: EditorProps<unknown> & { type: string }) {
  const plugin = webQuestionTypeOf(type);
  if (plugin === null) {
    return <UnsupportedQuestionType type={type} />;
  }
  return <plugin.untyped.Editor {...props} />;
}

/**
 * The answer widget of a question as the attempt API returns it (`type`, `safeContent`, and the
 * response stored so far, in canonical or raw local form). `onChange` receives canonical responses.
 */
export function QuestionPlayer({ type, ...props }: PlayerProps<unknown, unknown> & { type: string }) {
  const plugin = webQuestionTypeOf(type);
  if (plugin === null) {
    return <UnsupportedQuestionType type={type} />;
  }
  return <plugin.untyped.Player {...props} />;
}

/** The answer widget of a live question (`LiveQuestion`: type name and safe content), sized for a phone in a room. */
export function QuestionLivePlayer({ type, ...props }: PlayerProps<unknown, unknown> & { type: string }) {
  const plugin = webQuestionTypeOf(type);
  if (plugin === null) {
    return <UnsupportedQuestionType type={type} />;
  }
  return <plugin.untyped.LivePlayer {...props} />;
}

/** A live question on the host's screen (`LiveQuestion`: type name and safe content), with the reveal once it came. */
export function QuestionLiveHost({ type, ...props }: LiveHostProps<unknown, unknown> & { type: string }) {
  const plugin = webQuestionTypeOf(type);
  if (plugin === null) {
    return <UnsupportedQuestionType type={type} />;
  }
  return <plugin.untyped.LiveHost {...props} />;
}

/** The result view of one answer as the results API returns it (`AttemptResultAnswer`). */
export function QuestionReview({ type, ...props }: ReviewProps<unknown, unknown> & { type: string }) {
  const plugin = webQuestionTypeOf(type);
  if (plugin === null) {
    return <UnsupportedQuestionType type={type} />;
  }
  return <plugin.untyped.Review {...props} />;
}
