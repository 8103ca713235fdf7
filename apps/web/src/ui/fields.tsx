import { clsx } from 'clsx';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export const controlClasses = (invalid: boolean, className?: string) =>
  clsx(
    'block w-full rounded-lg border bg-surface px-3 py-2 text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60',
    invalid ? 'border-danger' : 'border-control',
    className,
  );

interface FieldChrome {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined | null;
  /** Marks the label as required for sighted users; the control carries aria-required. */
  required?: boolean;
  className?: string;
}

/** ids that tie a control to its hint and error, so assistive technology reads them with it. */
function useFieldIds(hint: unknown, error: unknown) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function FieldText({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string | undefined;
  error?: string | null | undefined;
  errorId?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger-soft-fg dark:text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

function Label({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium">
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger-soft-fg dark:text-danger">
          *
        </span>
      ) : null}
    </label>
  );
}

/** What a labelled control carries to be read with its label, hint and error. */
interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

/** A field's props split into its chrome (label, hint, error, required, class) and the control's own attributes. */
function splitChrome<Props extends FieldChrome>({
  label,
  hint,
  error,
  required,
  className,
  ...control
}: Props): [FieldChrome, Omit<Props, keyof FieldChrome>] {
  return [{ label, hint, error, required, className }, control];
}

/** Label, control and hint/error of a text field, select or text area; `control` renders the element itself. */
function LabelledControl({
  label,
  hint,
  error,
  required,
  className,
  control,
}: FieldChrome & { control: (attributes: ControlAttributes) => ReactNode }) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={className}>
      <Label htmlFor={ids.id} required={required}>
        {label}
      </Label>
      {control({
        id: ids.id,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
        'aria-describedby': ids.describedBy,
      })}
      <FieldText hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

export type TextFieldProps = FieldChrome & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A labelled input with hint and error wired through aria-describedby and aria-invalid. */
export function TextField({ ref, ...props }: TextFieldProps) {
  const [chrome, input] = splitChrome(props);
  return (
    <LabelledControl
      {...chrome}
      control={(attributes) => (
        <input ref={ref} {...attributes} className={controlClasses(Boolean(chrome.error))} {...input} />
      )}
    />
  );
}

export type TextAreaFieldProps = FieldChrome &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ ref, ...props }: TextAreaFieldProps) {
  const [chrome, textarea] = splitChrome(props);
  return (
    <LabelledControl
      {...chrome}
      control={(attributes) => (
        <textarea
          ref={ref}
          {...attributes}
          className={controlClasses(Boolean(chrome.error), 'min-h-28')}
          {...textarea}
        />
      )}
    />
  );
}

export type SelectFieldProps = FieldChrome &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: ReadonlyArray<{ value: string; label: string }>;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({ options, ref, ...props }: SelectFieldProps) {
  const [chrome, select] = splitChrome(props);
  return (
    <LabelledControl
      {...chrome}
      control={(attributes) => (
        <select ref={ref} {...attributes} className={controlClasses(Boolean(chrome.error))} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export type CheckboxFieldProps = Omit<FieldChrome, 'required'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement>; switch?: boolean };

/** A checkbox (or, with `switch`, an on/off switch) with its label, hint and error. */
export function CheckboxField({
  label,
  hint,
  error,
  className,
  ref,
  switch: isSwitch = false,
  ...input
}: CheckboxFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={ids.id}
          ref={ref}
          type="checkbox"
          role={isSwitch ? 'switch' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={clsx(
            'mt-0.5 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            isSwitch ? 'qm-switch' : 'h-4 w-4',
          )}
          {...input}
        />
        <label htmlFor={ids.id} className="cursor-pointer text-sm">
          {label}
        </label>
      </div>
      <div className={isSwitch ? 'ml-12' : 'ml-7'}>
        <FieldText hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
      </div>
    </div>
  );
}
