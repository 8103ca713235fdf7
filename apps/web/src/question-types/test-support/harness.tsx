import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import type { ContentIssue, EditorProps, PlayerProps } from '../types.ts';

/**
 * Renders an Editor the way a form does: it owns the content, feeds every change back, and records
 * each content the editor reported (`changes`, `lastContent()`).
 */
export function renderEditor<C>(
  Editor: ComponentType<EditorProps<C>>,
  content: C,
  options: { errors?: ContentIssue[]; disabled?: boolean } = {},
) {
  const changes = vi.fn<(content: C) => void>();
  let setErrors: (errors: ContentIssue[] | undefined) => void = () => undefined;
  function Harness() {
    const [current, setCurrent] = useState(content);
    const [errors, updateErrors] = useState(options.errors);
    setErrors = updateErrors;
    return (
      <Editor
        content={current}
        errors={errors}
        disabled={options.disabled}
        onChange={(next) => {
          changes(next);
          setCurrent(next);
        }}
      />
    );
  }
  const view = render(<Harness />);
  return {
    ...view,
    user: userEvent.setup(),
    changes,
    lastContent: (): C | undefined => changes.mock.lastCall?.[0],
    setErrors: (errors: ContentIssue[] | undefined) => setErrors(errors),
  };
}

/** Renders a Player the way an attempt page does: it owns the response and records each one reported. */
export function renderPlayer<S, R>(
  Player: ComponentType<PlayerProps<S, R>>,
  safeContent: S,
  options: { response?: R | null; disabled?: boolean; hint?: string | null } = {},
) {
  const changes = vi.fn<(response: R | null) => void>();
  function Harness() {
    const [response, setResponse] = useState<R | null>(options.response ?? null);
    return (
      <Player
        safeContent={safeContent}
        response={response}
        disabled={options.disabled}
        hint={options.hint}
        onChange={(next) => {
          changes(next);
          setResponse(next);
        }}
      />
    );
  }
  const view = render(<Harness />);
  return {
    ...view,
    user: userEvent.setup(),
    changes,
    lastResponse: (): R | null | undefined => changes.mock.lastCall?.[0],
  };
}
