import { getQuestionType, matchingPlugin } from '@quizmaker/question-types';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderPlayer } from '../test-support/harness.tsx';
import { MatchingEditor } from './Editor.tsx';
import { MatchingPlayer } from './Player.tsx';
import { MatchingReview } from './Review.tsx';

describe('MatchingEditor', () => {
  it('edits the default two pairs (left 1, 2 matched to right 10, 11)', async () => {
    const { user, lastContent } = renderEditor(MatchingEditor, matchingPlugin.defaultContent());
    await user.type(screen.getByRole('textbox', { name: 'Left item 1' }), 'France');
    await user.type(screen.getByRole('textbox', { name: 'Matching right item 1' }), 'Paris');
    await user.type(screen.getByRole('textbox', { name: 'Left item 2' }), 'Spain');
    await user.type(screen.getByRole('textbox', { name: 'Matching right item 2' }), 'Madrid');
    expect(lastContent()).toEqual({
      left: [
        { id: 1, text: 'France', matchId: 10 },
        { id: 2, text: 'Spain', matchId: 11 },
      ],
      right: [
        { id: 10, text: 'Paris' },
        { id: 11, text: 'Madrid' },
      ],
    });
    expect(getQuestionType('MATCHING').validateContent(lastContent()).success).toBe(true);
  });

  it('adds a pair with max left id + 1 and max right id + 1, and removes pairs down to the minimum of 2', async () => {
    const { user, lastContent } = renderEditor(MatchingEditor, matchingPlugin.defaultContent());
    expect(screen.getByRole('button', { name: 'Remove pair 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add pair' }));
    expect(lastContent()?.left.at(-1)).toEqual({ id: 3, text: '', matchId: 12 });
    expect(lastContent()?.right.at(-1)).toEqual({ id: 12, text: '' });
    await user.click(screen.getByRole('button', { name: 'Remove pair 1' }));
    expect(lastContent()?.left.map((item) => item.id)).toEqual([2, 3]);
    expect(lastContent()?.right.map((item) => item.id)).toEqual([11, 12]);
    expect(screen.getByRole('button', { name: 'Remove pair 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove pair 2' })).toHaveAccessibleDescription(
      'A question needs at least 2 pairs.',
    );
  });

  it('adds extra right items (distractors) that match nothing', async () => {
    const { user, lastContent } = renderEditor(MatchingEditor, matchingPlugin.defaultContent());
    await user.click(screen.getByRole('button', { name: 'Add extra right item' }));
    expect(lastContent()?.right.at(-1)).toEqual({ id: 12, text: '' });
    await user.type(screen.getByRole('textbox', { name: 'Extra right item 1' }), 'Lisbon');
    expect(lastContent()?.right.at(-1)).toEqual({ id: 12, text: 'Lisbon' });
    await user.click(screen.getByRole('button', { name: 'Remove extra right item 1' }));
    expect(lastContent()?.right.map((item) => item.id)).toEqual([10, 11]);
  });

  it("shows the schema's counted messages for blank items", () => {
    const content = matchingPlugin.defaultContent();
    const check = getQuestionType('MATCHING').validateContent(content);
    renderEditor(MatchingEditor, content, { errors: check.success ? [] : check.issues });
    const group = screen.getByRole('group', { name: 'Pairs' });
    expect(within(group).getByText('2 left item(s) missing')).toBeInTheDocument();
    expect(within(group).getByText('2 right item(s) missing')).toBeInTheDocument();
  });
});

const safeContent = {
  left: [
    { id: 1, text: 'France' },
    { id: 2, text: 'Spain' },
  ],
  right: [
    { id: 11, text: 'Madrid' },
    { id: 12, text: 'Lisbon' },
    { id: 10, text: 'Paris' },
  ],
};

describe('MatchingPlayer', () => {
  it('links each left item through its labelled select; the response is {matches} in left order', async () => {
    const { user, lastResponse } = renderPlayer(MatchingPlayer, safeContent);
    const spain = screen.getByRole('combobox', { name: 'Match for Spain' });
    expect(
      within(spain)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a match', 'Madrid', 'Lisbon', 'Paris']);
    await user.selectOptions(spain, 'Madrid');
    expect(lastResponse()).toEqual({ matches: [{ leftId: 2, rightId: 11 }] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match for France' }), 'Paris');
    expect(lastResponse()).toEqual({
      matches: [
        { leftId: 1, rightId: 10 },
        { leftId: 2, rightId: 11 },
      ],
    });
  });

  it('unlinks when the empty choice is picked, and says which right items are taken', async () => {
    const { user, lastResponse } = renderPlayer(MatchingPlayer, safeContent, {
      response: { matches: [{ leftId: 1, rightId: 10 }] },
    });
    const spain = screen.getByRole('combobox', { name: 'Match for Spain' });
    expect(within(spain).getByRole('option', { name: 'Paris (already chosen)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match for France' }), 'Select a match');
    expect(lastResponse()).toEqual({ matches: [] });
  });

  it('reaches the pick buttons and the selects with Tab: each left item then its select, then the right items', async () => {
    const { user } = renderPlayer(MatchingPlayer, safeContent);
    const order: Array<string | null> = [];
    for (let step = 0; step < 7; step += 1) {
      await user.tab();
      order.push(document.activeElement?.getAttribute('aria-label') ?? null);
    }
    expect(order).toEqual(['France', 'Match for France', 'Spain', 'Match for Spain', 'Madrid', 'Lisbon', 'Paris']);
  });

  it('pairs by pointer: pick a left item, then a right item; the response is {matches} in left order, as with the selects', async () => {
    const { user, lastResponse, changes } = renderPlayer(MatchingPlayer, safeContent);
    expect(
      screen.getByText(
        'Click an item on the left, then its match on the right. Click a matched item to remove its match. You can also choose each match from the list under the item.',
      ),
    ).toBeInTheDocument();
    const spain = screen.getByRole('button', { name: 'Spain' });
    expect(spain).toHaveAttribute('aria-pressed', 'false');
    await user.click(spain);
    expect(spain).toHaveAttribute('aria-pressed', 'true');
    expect(within(spain).getByText('Now pick its match on the right')).toBeInTheDocument();
    expect(screen.getByText('Spain picked. Now pick its match on the right.')).toBeInTheDocument();
    expect(changes).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Madrid' }));
    expect(lastResponse()).toEqual({ matches: [{ leftId: 2, rightId: 11 }] });
    expect(screen.getByText('Spain matched with Madrid.')).toBeInTheDocument();
    const spainLinked = screen.getByRole('button', { name: 'Spain, matched with Madrid' });
    expect(spainLinked).toHaveAttribute('aria-pressed', 'false');
    expect(within(spainLinked).getByText('Matched with Madrid')).toBeInTheDocument();
    const madrid = screen.getByRole('button', { name: 'Madrid, matched with Spain' });
    expect(madrid).toHaveAttribute('aria-pressed', 'true');
    expect(within(madrid).getByText('Matched with Spain')).toBeInTheDocument();
    expect(within(madrid).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Match for Spain' })).toHaveDisplayValue('Madrid');

    await user.click(screen.getByRole('button', { name: 'France' }));
    await user.click(screen.getByRole('button', { name: 'Paris' }));
    expect(lastResponse()).toEqual({
      matches: [
        { leftId: 1, rightId: 10 },
        { leftId: 2, rightId: 11 },
      ],
    });
  });

  it('shows a link made with a select on the buttons, and a pointer link in the select', async () => {
    const { user, lastResponse } = renderPlayer(MatchingPlayer, safeContent);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match for France' }), 'Lisbon');
    expect(screen.getByRole('button', { name: 'France, matched with Lisbon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lisbon, matched with France' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Lisbon, matched with France' }));
    expect(lastResponse()).toEqual({ matches: [] });
    expect(screen.getByRole('combobox', { name: 'Match for France' })).toHaveDisplayValue('Select a match');
  });

  it('clicking a linked right item removes its link; clicking a linked left item removes it and picks that item again', async () => {
    const { user, lastResponse } = renderPlayer(MatchingPlayer, safeContent, {
      response: {
        matches: [
          { leftId: 1, rightId: 10 },
          { leftId: 2, rightId: 11 },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Madrid, matched with Spain' }));
    expect(lastResponse()).toEqual({ matches: [{ leftId: 1, rightId: 10 }] });
    expect(screen.getByText('Match for Spain removed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Madrid' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'France, matched with Paris' }));
    expect(lastResponse()).toEqual({ matches: [] });
    expect(
      screen.getByText('Match for France removed. France picked. Now pick its match on the right.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'France' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Lisbon' }));
    expect(lastResponse()).toEqual({ matches: [{ leftId: 1, rightId: 12 }] });
  });

  it('with a left item picked, a right item linked elsewhere moves to it; clicking the picked item again unpicks it', async () => {
    const { user, lastResponse, changes } = renderPlayer(MatchingPlayer, safeContent, {
      response: { matches: [{ leftId: 1, rightId: 10 }] },
    });
    await user.click(screen.getByRole('button', { name: 'Spain' }));
    await user.click(screen.getByRole('button', { name: 'Paris, matched with France' }));
    expect(lastResponse()).toEqual({ matches: [{ leftId: 2, rightId: 10 }] });
    expect(screen.getByRole('button', { name: 'France' })).toHaveAttribute('aria-pressed', 'false');
    expect(changes).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'France' }));
    await user.click(screen.getByRole('button', { name: 'France' }));
    expect(screen.getByRole('button', { name: 'France' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('France is no longer picked.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Madrid' }));
    expect(screen.getByText('Pick an item on the left first.')).toBeInTheDocument();
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('pairs with the keyboard on the buttons too (Enter picks, Space links)', async () => {
    const { user, lastResponse } = renderPlayer(MatchingPlayer, safeContent);
    screen.getByRole('button', { name: 'France' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Paris' }).focus();
    await user.keyboard(' ');
    expect(lastResponse()).toEqual({ matches: [{ leftId: 1, rightId: 10 }] });
  });

  it('is read-only when disabled', () => {
    renderPlayer(MatchingPlayer, safeContent, { disabled: true, response: { matches: [{ leftId: 1, rightId: 10 }] } });
    expect(screen.getByRole('button', { name: 'France, matched with Paris' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Madrid' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Match for Spain' })).toBeDisabled();
  });

  it("says 'No pairs available' without items", () => {
    renderPlayer(MatchingPlayer, { left: [], right: [] });
    expect(screen.getByText('No pairs available')).toBeInTheDocument();
  });
});

describe('MatchingReview', () => {
  it('shows each match given, right or wrong in words, and the correct one where it differs', () => {
    render(
      <MatchingReview
        safeContent={safeContent}
        response={{
          matches: [
            { leftId: 1, rightId: 10 },
            { leftId: 2, rightId: 12 },
          ],
        }}
        correctAnswer={{
          matches: [
            { leftId: 1, rightId: 10 },
            { leftId: 2, rightId: 11 },
          ],
        }}
        isCorrect={false}
        score={0.5}
      />,
    );
    const row = (text: string) => within(screen.getByText(text).closest('li') as HTMLElement);
    expect(row('France').getByText('Your match: Paris')).toBeInTheDocument();
    expect(row('France').getByText('right')).toBeInTheDocument();
    expect(row('France').queryByText(/Correct match/)).not.toBeInTheDocument();
    expect(row('Spain').getByText('Your match: Lisbon')).toBeInTheDocument();
    expect(row('Spain').getByText('wrong')).toBeInTheDocument();
    expect(row('Spain').getByText('Correct match: Madrid')).toBeInTheDocument();
  });
});
