import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Button } from '../../ui/index.ts';

/** Focus ring shared by every control of this folder (the shell's ring colour). */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Text input look of the design system, with the danger border when invalid. */
export const inputClasses = (invalid: boolean, className?: string) =>
  clsx(
    'block w-full rounded-lg border bg-surface px-3 py-2 text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60',
    invalid ? 'border-danger' : 'border-control',
    className,
  );

/** Checkbox and radio look (accent colour, visible focus). */
export const tickClasses = clsx(
  'h-4 w-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed',
  focusRing,
);

/** A text input whose accessible name comes from `label` (visible or not). */
export function TextInput({
  label,
  labelHidden = false,
  invalid = false,
  className,
  id,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: ReactNode; labelHidden?: boolean; invalid?: boolean }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'mb-1 block text-sm font-medium'}>
        {label}
      </label>
      <input id={id} type="text" aria-invalid={invalid || undefined} className={inputClasses(invalid)} {...input} />
    </div>
  );
}

/** A textarea with a visible label. */
export function TextArea({
  label,
  invalid = false,
  className,
  id,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; label: ReactNode; invalid?: boolean }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={invalid || undefined}
        className={inputClasses(invalid, 'min-h-28')}
        {...textarea}
      />
    </div>
  );
}

/** A small secondary button with text for screen readers and a symbol for the eye. */
export function IconButton({
  id,
  label,
  symbol,
  onClick,
  disabled,
  describedBy,
}: {
  id?: string | undefined;
  label: string;
  symbol: string;
  onClick: () => void;
  disabled?: boolean | undefined;
  describedBy?: string | undefined;
}) {
  return (
    <Button
      id={id}
      variant="secondary"
      size="sm"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      aria-describedby={describedBy}
    >
      <span aria-hidden="true">{symbol}</span>
    </Button>
  );
}

/** An add button under a list. */
export function AddButton({
  children,
  onClick,
  disabled,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean | undefined;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={onClick}
      disabled={disabled}
      icon={<span aria-hidden="true">+</span>}
    >
      {children}
    </Button>
  );
}

/** A fieldset with a visible legend, the way every list and choice group of this folder is labelled. */
export function Group({
  legend,
  legendHidden = false,
  describedBy: described,
  labelledBy,
  children,
  className,
  disabled,
}: {
  legend: ReactNode;
  legendHidden?: boolean;
  describedBy?: string | undefined;
  labelledBy?: string | undefined;
  children: ReactNode;
  className?: string;
  disabled?: boolean | undefined;
}) {
  return (
    <fieldset
      className={clsx('min-w-0 space-y-2', className)}
      aria-describedby={described}
      aria-labelledby={labelledBy}
      disabled={disabled}
    >
      <legend className={legendHidden ? 'sr-only' : 'mb-1 text-sm font-medium'}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** React keys for rows addressed by id: the id itself, made unique when (invalid) content repeats one. */
export function rowKeys(ids: ReadonlyArray<string | number>): string[] {
  const seen = new Set<string>();
  return ids.map((id, index) => {
    const key = String(id);
    if (seen.has(key)) {
      return `${key}#${index}`;
    }
    seen.add(key);
    return key;
  });
}
