/**
 * A themed progress bar (0-100) with its accessible name and value; the native <progress> ignores
 * the theme in Chromium. With `failure` (its text, e.g. 'Failed') the bar is full and in the danger
 * colour, and that text is its value.
 */
export function ProgressBar({
  value,
  label,
  className,
  failure = null,
}: {
  value: number;
  label: string;
  className?: string;
  failure?: string | null;
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={failure ?? `${percent}%`}
      className={`h-3 w-full overflow-hidden rounded-full bg-surface-2 ring-1 ring-border ring-inset ${className ?? ''}`}
    >
      <div
        className={`h-full rounded-full transition-[width] duration-300 ${failure === null ? 'bg-primary' : 'bg-danger'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
