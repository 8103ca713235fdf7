import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button as AriaButton, FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components';

export interface NumberInputProps {
  label: ReactNode;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  onBlur?: () => void;
  min?: number;
  max?: number;
  step?: number;
  hint?: ReactNode;
  error?: string | undefined | null;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

const stepButton =
  'flex w-9 items-center justify-center border-control text-lg leading-none text-fg hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-ring';

/**
 * A number field with increment and decrement buttons (React Aria's NumberField): arrow keys step,
 * the value is clamped to min/max and snapped to step when committed.
 */
export function NumberInput({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  step = 1,
  hint,
  error,
  name,
  isRequired,
  isDisabled,
  className,
}: NumberInputProps) {
  return (
    <NumberField
      className={clsx('flex flex-col', className)}
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? undefined : next)}
      onBlur={onBlur}
      minValue={min}
      maxValue={max}
      step={step}
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      formatOptions={{ useGrouping: false, maximumFractionDigits: 6 }}
    >
      <Label className="mb-1 block text-sm font-medium">{label}</Label>
      <Group
        className={clsx(
          'flex w-full max-w-48 overflow-hidden rounded-lg border bg-surface focus-within:outline-2 focus-within:outline-ring',
          error ? 'border-danger' : 'border-control',
        )}
      >
        <AriaButton slot="decrement" className={clsx(stepButton, 'border-r')}>
          −
        </AriaButton>
        <Input className="w-full min-w-0 bg-transparent px-3 py-2 text-center text-fg outline-none" />
        <AriaButton slot="increment" className={clsx(stepButton, 'border-l')}>
          +
        </AriaButton>
      </Group>
      {hint ? (
        <Text slot="description" className="mt-1 text-sm text-muted">
          {hint}
        </Text>
      ) : null}
      <FieldError className="mt-1 text-sm font-medium text-danger-soft-fg dark:text-danger">{error}</FieldError>
    </NumberField>
  );
}
