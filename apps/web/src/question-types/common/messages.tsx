import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { translateContentMessage, useQuestionTypesT } from '../i18n/index.ts';

/** Joins the ids that describe a control, leaving out the absent ones (undefined when none). */
export function describedBy(...ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** Messages about a field or list, shown in an element of this `id`. */
interface MessageListProps {
  id: string;
  messages: readonly string[];
  className?: string;
}

/**
 * Validation errors of a field or list, translated. Rendered only when there are some; point the
 * control's aria-describedby at `id` (and set aria-invalid) so they are read with it.
 */
export function FieldErrors({ id, messages, className }: MessageListProps) {
  const t = useQuestionTypesT();
  if (messages.length === 0) {
    return null;
  }
  return (
    <ul
      id={id}
      className={clsx('mt-1 space-y-0.5 text-sm font-medium text-danger-soft-fg dark:text-danger', className)}
    >
      {messages.map((message) => (
        <li key={message}>{translateContentMessage(t, message)}</li>
      ))}
    </ul>
  );
}

/**
 * Live warnings (spec 2: 'N answer(s) missing', 'No correct regions'): always present as a polite
 * live region so a new warning is announced while the author types.
 */
export function LiveWarnings({ id, messages, className }: MessageListProps) {
  const t = useQuestionTypesT();
  return (
    <div id={id} aria-live="polite" className={className}>
      {messages.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {messages.map((message) => (
            <li
              key={message}
              className="rounded-md bg-warning-soft px-3 py-1.5 text-sm font-medium text-warning-soft-fg"
            >
              <span aria-hidden="true">⚠ </span>
              {translateContentMessage(t, message)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The spec's empty states inside widgets ('No options available', ...). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-border bg-surface-2 px-4 py-6 text-center text-sm text-muted">
      {children}
    </p>
  );
}

/** A short note under a control (hints, minimums). */
export function Hint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-muted">
      {children}
    </p>
  );
}
