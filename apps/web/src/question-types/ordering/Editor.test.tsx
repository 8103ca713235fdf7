import { getQuestionType, orderingPlugin } from '@quizmaker/question-types';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderEditor } from '../test-support/harness.tsx';
import { layOutSortableRows, settleDrag } from '../../test-support/layout.ts';
import { OrderingEditor } from './Editor.tsx';
import { OrderingReview } from './Review.tsx';

const filled = {
  items: [
    { id: 1, text: 'Mix' },
    { id: 2, text: 'Bake' },
    { id: 3, text: 'Serve' },
  ],
};

describe('OrderingEditor', () => {
  it("starts with three empty items and counts them as missing ('N item(s) missing')", async () => {
    const { user } = renderEditor(OrderingEditor, orderingPlugin.defaultContent());
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(screen.getByText('3 item(s) missing')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Item 1' }), 'Mix');
    expect(screen.getByText('2 item(s) missing')).toBeInTheDocument();
  });

  it('moves items up and down (the authored order is the answer), keeping focus on the moved item', async () => {
    const { user, lastContent } = renderEditor(OrderingEditor, filled);
    await user.click(screen.getByRole('button', { name: 'Move item 1 down' }));
    expect(lastContent()?.items.map((item) => item.id)).toEqual([2, 1, 3]);
    expect(screen.getByRole('button', { name: 'Move item 2 down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(lastContent()?.items.map((item) => item.id)).toEqual([2, 3, 1]);
    expect(screen.getByRole('button', { name: 'Move item 3 down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move item 3 up' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move item 1 up' })).toBeDisabled();
  });

  it('adds items with the next id and removes them down to the minimum of 2', async () => {
    const { user, lastContent } = renderEditor(OrderingEditor, filled);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(lastContent()?.items.at(-1)).toEqual({ id: 4, text: '' });
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(lastContent()?.items.map((item) => item.id)).toEqual([3, 4]);
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove item 2' })).toHaveAccessibleDescription(
      'A question needs at least 2 items.',
    );
  });

  it('names each drag handle by position, says how to drag, and announces a button move', async () => {
    const { user } = renderEditor(OrderingEditor, filled);
    const handles = screen.getAllByRole('button', { name: /^Drag item/ });
    expect(handles.map((handle) => handle.getAttribute('aria-label'))).toEqual([
      'Drag item 1',
      'Drag item 2',
      'Drag item 3',
    ]);
    expect(handles[0]).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handles[0]).toHaveAccessibleDescription(/To pick up an item, press Space or Enter/);
    expect(
      screen.getByText(
        'Enter the items in the order that is correct; takers see them shuffled. Drag an item by its handle, or use the move up and move down buttons.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move item 3 up' }));
    expect(screen.getByText('Serve moved to position 2 of 3.')).toBeInTheDocument();
  });

  it('disables dragging with everything else when disabled', () => {
    renderEditor(OrderingEditor, filled, { disabled: true });
    expect(screen.getByRole('button', { name: 'Drag item 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move item 1 down' })).toBeDisabled();
  });

  describe('dragging (dnd-kit sensors)', () => {
    beforeEach(() => {
      layOutSortableRows({ pitch: 50, height: 40, width: 300 });
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('with the keyboard: Space picks an item up, arrows move it, Space drops it; each position is announced', async () => {
      const { user, lastContent } = renderEditor(OrderingEditor, filled);
      screen.getByRole('button', { name: 'Drag item 1' }).focus();
      await user.keyboard(' ');
      await settleDrag();
      // dnd-kit's live region holds the latest announcement: picking up is followed at once by "over".
      expect(screen.getByText('Mix is over position 1 of 3.')).toBeInTheDocument();
      await user.keyboard('{ArrowDown}');
      await settleDrag();
      expect(screen.getByText('Mix is over position 2 of 3.')).toBeInTheDocument();
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      await settleDrag();
      expect(screen.getByText('Mix dropped at position 3 of 3.')).toBeInTheDocument();
      expect(lastContent()).toEqual({
        items: [
          { id: 2, text: 'Bake' },
          { id: 3, text: 'Serve' },
          { id: 1, text: 'Mix' },
        ],
      });
      expect(screen.getByRole('textbox', { name: 'Item 3' })).toHaveValue('Mix');
    });

    it('with the keyboard: Escape cancels and leaves the order alone; a blank item is named by its position', async () => {
      const { user, changes } = renderEditor(OrderingEditor, {
        items: [
          { id: 1, text: 'Mix' },
          { id: 2, text: '' },
        ],
      });
      screen.getByRole('button', { name: 'Drag item 2' }).focus();
      await user.keyboard(' ');
      await settleDrag();
      expect(screen.getByText('Item 2 is over position 2 of 2.')).toBeInTheDocument();
      await user.keyboard('{ArrowUp}');
      await user.keyboard('{Escape}');
      await settleDrag();
      expect(screen.getByText('Moving Item 2 was cancelled.')).toBeInTheDocument();
      expect(changes).not.toHaveBeenCalled();
    });

    it('with the pointer: dragging a handle onto another row moves the item there', async () => {
      const { lastContent } = renderEditor(OrderingEditor, filled);
      const handle = screen.getByRole('button', { name: 'Drag item 3' });
      fireEvent.pointerDown(handle, { button: 0, isPrimary: true, clientX: 10, clientY: 120 });
      fireEvent.pointerMove(document, { button: 0, isPrimary: true, clientX: 10, clientY: 60 });
      await settleDrag();
      fireEvent.pointerMove(document, { button: 0, isPrimary: true, clientX: 10, clientY: 20 });
      await settleDrag();
      fireEvent.pointerUp(document, { button: 0, isPrimary: true, clientX: 10, clientY: 20 });
      await settleDrag();
      expect(lastContent()?.items.map((item) => item.text)).toEqual(['Serve', 'Mix', 'Bake']);
    });
  });

  it("shows 'Item texts must be different' from the schema", () => {
    const content = {
      items: [
        { id: 1, text: 'Mix' },
        { id: 2, text: 'mix' },
      ],
    };
    const check = getQuestionType('ORDERING').validateContent(content);
    renderEditor(OrderingEditor, content, { errors: check.success ? [] : check.issues });
    expect(
      within(screen.getByRole('group', { name: 'Items in the correct order' })).getByText(
        'Item texts must be different',
      ),
    ).toBeInTheDocument();
  });
});

describe('OrderingReview', () => {
  it('marks each position of the given order in or out of place, beside the correct order', () => {
    render(
      <OrderingReview
        safeContent={{
          items: [
            { id: 2, text: 'Bake' },
            { id: 1, text: 'Mix' },
            { id: 3, text: 'Serve' },
          ],
        }}
        response={{ orderedItemIds: [2, 1, 3] }}
        correctAnswer={{ orderedItemIds: [1, 2, 3] }}
        isCorrect={false}
        score={1 / 3}
      />,
    );
    expect(screen.getByText('Partially correct')).toBeInTheDocument();
    expect(screen.getByText('Score: 33%')).toBeInTheDocument();
    const [yours, correct] = screen.getAllByRole('list');
    const rows = within(yours as HTMLElement)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['1.Bake✗In the wrong place', '2.Mix✗In the wrong place', '3.Serve✓In the right place']);
    expect(
      within(correct as HTMLElement)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['1.Mix', '2.Bake', '3.Serve']);
  });

  it("says 'Not answered' without a response", () => {
    render(
      <OrderingReview
        safeContent={{ items: [{ id: 1, text: 'A' }] }}
        response={null}
        correctAnswer={{ orderedItemIds: [1] }}
        isCorrect={false}
        score={0}
      />,
    );
    expect(screen.getAllByText('Not answered')).toHaveLength(2);
  });
});
