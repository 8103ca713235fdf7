import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlayer } from '../test-support/harness.tsx';
import { McqSinglePlayer } from './Player.tsx';

const safeContent = {
  options: [
    { id: 'a', text: 'Berlin' },
    { id: 'b', text: 'Paris' },
    { id: 'c', text: 'Madrid' },
  ],
};

describe('McqSinglePlayer', () => {
  it('reports {selectedOptionId} for the clicked option, and switches on a second click', async () => {
    const { user, changes } = renderPlayer(McqSinglePlayer, safeContent);
    await user.click(screen.getByRole('radio', { name: /Paris/ }));
    expect(changes).toHaveBeenLastCalledWith({ selectedOptionId: 'b' });
    await user.click(screen.getByLabelText(/Madrid/));
    expect(changes).toHaveBeenLastCalledWith({ selectedOptionId: 'c' });
    expect(screen.getByRole('radio', { name: /Madrid/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Paris/ })).not.toBeChecked();
  });

  it('is operable with the keyboard: arrow keys move the choice within the group', async () => {
    const { user, changes } = renderPlayer(McqSinglePlayer, safeContent, { response: { selectedOptionId: 'a' } });
    screen.getByRole('radio', { name: /Berlin/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(changes).toHaveBeenLastCalledWith({ selectedOptionId: 'b' });
  });

  it('shows a stored response, and nothing can change while disabled', async () => {
    const { user, changes } = renderPlayer(McqSinglePlayer, safeContent, {
      response: { selectedOptionId: 'c' },
      disabled: true,
    });
    expect(screen.getByRole('radio', { name: /Madrid/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Berlin/ }));
    expect(changes).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: /Berlin/ })).toBeDisabled();
  });

  it("says 'No options available' when there are none", () => {
    renderPlayer(McqSinglePlayer, { options: [] });
    expect(screen.getByText('No options available')).toBeInTheDocument();
  });
});
