import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlayer } from '../test-support/harness.tsx';
import { McqMultiPlayer } from './Player.tsx';

const safeContent = {
  options: [
    { id: 'a', text: '2' },
    { id: 'b', text: '3' },
    { id: 'c', text: '4' },
    { id: 'd', text: '5' },
  ],
};

describe('McqMultiPlayer', () => {
  it('reports {selectedOptionIds} in option order, whatever the click order', async () => {
    const { user, changes } = renderPlayer(McqMultiPlayer, safeContent);
    await user.click(screen.getByRole('checkbox', { name: /5/ }));
    expect(changes).toHaveBeenLastCalledWith({ selectedOptionIds: ['d'] });
    await user.click(screen.getByRole('checkbox', { name: /2/ }));
    expect(changes).toHaveBeenLastCalledWith({ selectedOptionIds: ['a', 'd'] });
    await user.click(screen.getByRole('checkbox', { name: /3/ }));
    expect(changes).toHaveBeenLastCalledWith({ selectedOptionIds: ['a', 'b', 'd'] });
  });

  it('unticking removes the id; Space toggles from the keyboard', async () => {
    const { user, changes } = renderPlayer(McqMultiPlayer, safeContent, {
      response: { selectedOptionIds: ['a', 'c'] },
    });
    await user.click(screen.getByRole('checkbox', { name: /2/ }));
    expect(changes).toHaveBeenLastCalledWith({ selectedOptionIds: ['c'] });
    screen.getByRole('checkbox', { name: /4/ }).focus();
    await user.keyboard(' ');
    expect(changes).toHaveBeenLastCalledWith({ selectedOptionIds: [] });
  });

  it("says 'No options available' when there are none", () => {
    renderPlayer(McqMultiPlayer, { options: [] });
    expect(screen.getByText('No options available')).toBeInTheDocument();
  });
});
