import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPlayer } from '../test-support/harness.tsx';
import { layOutSortableRows, settleDrag } from '../../test-support/layout.ts';
import { OrderingPlayer } from './Player.tsx';

const safeContent = {
  items: [
    { id: 3, text: 'Bake' },
    { id: 1, text: 'Mix' },
    { id: 2, text: 'Serve' },
  ],
};

const texts = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent.replace(/[^A-Za-z]/g, ''));

describe('OrderingPlayer', () => {
  it('shows the order it received and reports it once as the first answer', () => {
    const { changes } = renderPlayer(OrderingPlayer, safeContent);
    expect(texts()).toEqual(['Bake', 'Mix', 'Serve']);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledWith({ orderedItemIds: [3, 1, 2] });
  });

  it('moves items with the move up / move down buttons, keeps focus on the moved item and announces the move', async () => {
    const { user, lastResponse } = renderPlayer(OrderingPlayer, safeContent);
    await user.click(screen.getByRole('button', { name: 'Move Mix up' }));
    expect(lastResponse()).toEqual({ orderedItemIds: [1, 3, 2] });
    expect(texts()).toEqual(['Mix', 'Bake', 'Serve']);
    expect(screen.getByText('Mix moved to position 1 of 3.')).toBeInTheDocument();
    // At the top, "up" is disabled, so focus moves to the same item's "down" button.
    expect(screen.getByRole('button', { name: 'Move Mix up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Mix down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(lastResponse()).toEqual({ orderedItemIds: [3, 1, 2] });
    expect(screen.getByRole('button', { name: 'Move Mix down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(lastResponse()).toEqual({ orderedItemIds: [3, 2, 1] });
    expect(screen.getByRole('button', { name: 'Move Mix down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Mix up' })).toHaveFocus();
  });

  it('shows a stored order, and is read-only when disabled (no first answer reported)', () => {
    const { changes } = renderPlayer(OrderingPlayer, safeContent, {
      response: { orderedItemIds: [1, 2, 3] },
      disabled: true,
    });
    expect(texts()).toEqual(['Mix', 'Serve', 'Bake']);
    expect(changes).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Move Serve up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Drag Serve' })).toBeDisabled();
  });

  it("says 'No items available for ordering' when there are none", () => {
    renderPlayer(OrderingPlayer, { items: [] });
    expect(screen.getByText('No items available for ordering')).toBeInTheDocument();
  });

  describe('dragging with the keyboard (dnd-kit keyboard sensor)', () => {
    beforeEach(() => {
      layOutSortableRows({ pitch: 50, height: 40, width: 300 });
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('Space picks an item up, arrow keys move it, Space drops it; the new order is reported', async () => {
      const { user, lastResponse } = renderPlayer(OrderingPlayer, safeContent);
      const handle = screen.getByRole('button', { name: 'Drag Bake' });
      handle.focus();
      expect(handle).toHaveAccessibleDescription(/To pick up an item, press Space or Enter/);
      await user.keyboard(' ');
      await settleDrag();
      expect(screen.getByText('Bake is over position 1 of 3.')).toBeInTheDocument();
      await user.keyboard('{ArrowDown}');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      await settleDrag();
      expect(screen.getByText('Bake dropped at position 3 of 3.')).toBeInTheDocument();
      expect(lastResponse()).toEqual({ orderedItemIds: [1, 2, 3] });
      expect(texts()).toEqual(['Mix', 'Serve', 'Bake']);
    });
  });
});
