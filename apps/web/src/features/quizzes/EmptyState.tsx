import type { ReactNode } from 'react';
import { ClipboardIcon } from '../../ui/icons.tsx';

/** The empty state of a list: a title, a hint and an optional action. */
export function EmptyState({
  title,
  hint,
  action,
  icon = <ClipboardIcon className="h-10 w-10" />,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <span className="text-muted">{icon}</span>
      <p className="text-lg font-semibold">{title}</p>
      {hint ? <p className="max-w-md text-muted">{hint}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
