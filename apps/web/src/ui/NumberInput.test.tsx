import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberInput } from './NumberInput.tsx';

function Harness({ initial, min, max, step }: { initial: number; min?: number; max?: number; step?: number }) {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <>
      <NumberInput
        label="Questions"
        value={value}
        onChange={setValue}
        min={min}
        max={max}
        step={step}
        hint="1 to 10"
        error={value === undefined ? 'Required' : null}
      />
      <output>value: {String(value)}</output>
    </>
  );
}

describe('NumberInput', () => {
  it('is a labelled spinbutton whose buttons step by `step` and stop at min and max', async () => {
    const user = userEvent.setup();
    render(<Harness initial={8} min={0} max={10} step={2} />);
    const input = screen.getByRole('textbox', { name: 'Questions' });
    expect(input).toHaveAccessibleDescription('1 to 10');
    await user.click(screen.getByRole('button', { name: 'Increase Questions' }));
    expect(await screen.findByText('value: 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase Questions' }));
    expect(await screen.findByText('value: 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase Questions' })).toBeDisabled();
    for (let index = 0; index < 6; index += 1) {
      await user.click(screen.getByRole('button', { name: 'Decrease Questions' }));
    }
    expect(await screen.findByText('value: 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease Questions' })).toBeDisabled();
  });

  it('steps with the arrow keys and clamps a typed value when it is committed', async () => {
    const user = userEvent.setup();
    render(<Harness initial={5} min={1} max={10} />);
    const input = screen.getByRole('textbox', { name: 'Questions' });
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(await screen.findByText('value: 7')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('value: 6')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '250');
    await user.tab();
    expect(await screen.findByText('value: 10')).toBeInTheDocument();
    expect(input).toHaveValue('10');
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(await screen.findByText('value: 1')).toBeInTheDocument();
  });

  it('marks an error on the field', async () => {
    const user = userEvent.setup();
    render(<Harness initial={5} />);
    const input = screen.getByRole('textbox', { name: 'Questions' });
    await user.clear(input);
    await user.tab();
    expect(await screen.findByText('value: undefined')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });
});
