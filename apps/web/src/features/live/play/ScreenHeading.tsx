import { clsx } from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of one moment of the game. It takes the focus when it appears, so a screen reader reads the new
 * screen (a new question, the reveal) without the player looking for it; keyed by the caller per question.
 */
export function ScreenHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={clsx('text-2xl font-bold outline-none', className)}>
      {children}
    </h1>
  );
}
