import { trueFalsePlugin } from '@quizmaker/question-types';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderPlayer } from '../test-support/harness.tsx';
import { TrueFalseEditor } from './Editor.tsx';
import { TrueFalseLivePlayer } from './LivePlayer.tsx';
import { TrueFalsePlayer } from './Player.tsx';
import { TrueFalseReview } from './Review.tsx';

describe('TrueFalseEditor', () => {
  it('starts at true (spec 2 default) and switches the answer', async () => {
    const { user, lastContent } = renderEditor(TrueFalseEditor, trueFalsePlugin.defaultContent());
    expect(screen.getByRole('radio', { name: 'True' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'False' }));
    expect(lastContent()).toEqual({ answer: false });
    await user.click(screen.getByRole('radio', { name: 'True' }));
    expect(lastContent()).toEqual({ answer: true });
  });

  it('shows an answer error under the group', () => {
    renderEditor(
      TrueFalseEditor,
      { answer: true },
      { errors: [{ message: 'Answer must be true or false', path: ['answer'] }] },
    );
    expect(screen.getByRole('group', { name: 'The statement is' })).toHaveAccessibleDescription(
      'Answer must be true or false',
    );
  });
});

describe('TrueFalsePlayer', () => {
  it('reports {answer: true} and {answer: false}', async () => {
    const { user, changes } = renderPlayer(TrueFalsePlayer, {});
    expect(screen.getByRole('radio', { name: 'True' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'False' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'False' }));
    expect(changes).toHaveBeenLastCalledWith({ answer: false });
    await user.click(screen.getByRole('radio', { name: 'True' }));
    expect(changes).toHaveBeenLastCalledWith({ answer: true });
  });

  it('is disabled for a read-only attempt', () => {
    renderPlayer(TrueFalsePlayer, {}, { disabled: true, response: { answer: true } });
    expect(screen.getByRole('radio', { name: 'True' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'False' })).toBeDisabled();
  });
});

describe('TrueFalseReview', () => {
  it('shows the verdict given against the right one, in words', () => {
    render(
      <TrueFalseReview
        safeContent={{}}
        response={{ answer: true }}
        correctAnswer={{ answer: false }}
        isCorrect={false}
        score={0}
        explanation="It is false."
      />,
    );
    expect(screen.getByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByText('Your answer').nextElementSibling).toHaveTextContent('True');
    expect(screen.getByText('Your answer').nextElementSibling).toHaveTextContent('wrong');
    expect(screen.getByText('Correct answer').nextElementSibling).toHaveTextContent('False');
    expect(screen.getByText('It is false.')).toBeInTheDocument();
  });

  it("says Correct, and 'Not answered' when nothing was given", () => {
    const { unmount } = render(
      <TrueFalseReview
        safeContent={{}}
        response={{ answer: false }}
        correctAnswer={{ answer: false }}
        isCorrect
        score={1}
      />,
    );
    expect(screen.getByText('Correct')).toBeInTheDocument();
    expect(screen.getByText('right')).toBeInTheDocument();
    unmount();
    render(
      <TrueFalseReview safeContent={{}} response={null} correctAnswer={{ answer: true }} isCorrect={false} score={0} />,
    );
    expect(screen.getAllByText('Not answered').length).toBeGreaterThan(0);
  });
});

describe('TrueFalseLivePlayer', () => {
  it('shows True and False as the host does (shape and letter), and reports the choice', async () => {
    const { user, changes } = renderPlayer(TrueFalseLivePlayer, {});
    const tiles = screen.getAllByRole('radio');
    expect(tiles.map((tile) => tile.closest('label')?.textContent)).toEqual(['▲ATrue', '◆BFalse']);
    await user.click(screen.getByRole('radio', { name: 'False' }));
    expect(changes).toHaveBeenLastCalledWith({ answer: false });
    await user.click(screen.getByRole('radio', { name: 'True' }));
    expect(changes).toHaveBeenLastCalledWith({ answer: true });
  });
});
