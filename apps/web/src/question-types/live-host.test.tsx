import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionLiveHost } from './QuestionWidgets.tsx';

/** The host's projector view per type, before the reveal (null answer) and after it. */
describe('QuestionLiveHost', () => {
  it('TRUE_FALSE: True and False as two options; at the reveal the right one says so and both show their counts', () => {
    const { rerender } = render(
      <QuestionLiveHost type="TRUE_FALSE" safeContent={{}} correctAnswer={null} distribution={null} />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['▲A.True', '◆B.False']);
    rerender(
      <QuestionLiveHost
        type="TRUE_FALSE"
        safeContent={{}}
        correctAnswer={{ answer: false }}
        distribution={{ true: 3, false: 1 }}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '▲A.TrueChosen by 3',
      '◆B.False✓Correct answerChosen by 1',
    ]);
  });

  it('OPEN: players type; at the reveal the model answer', () => {
    const { rerender } = render(
      <QuestionLiveHost type="OPEN" safeContent={{}} correctAnswer={null} distribution={null} />,
    );
    expect(screen.getByText('Players type their answer.')).toBeVisible();
    rerender(
      <QuestionLiveHost type="OPEN" safeContent={{}} correctAnswer={{ answer: 'Gravity' }} distribution={null} />,
    );
    expect(screen.getByText('Correct answer').parentElement?.textContent).toBe('✓Correct answerGravity');
  });

  it('FILL_GAP: numbered blanks, then each blank holding its answer', () => {
    const safeContent = { text: 'Water boils at ___1___ degrees at ___2___ level.', gaps: [{ id: 1 }, { id: 2 }] };
    const { container, rerender } = render(
      <QuestionLiveHost type="FILL_GAP" safeContent={safeContent} correctAnswer={null} distribution={null} />,
    );
    expect(container.textContent).toBe('Water boils at Gap 1:(1) ______ degrees at Gap 2:(2) ______ level.');
    rerender(
      <QuestionLiveHost
        type="FILL_GAP"
        safeContent={safeContent}
        correctAnswer={{
          answers: [
            { gapId: 1, answer: '100' },
            { gapId: 2, answer: 'sea' },
          ],
        }}
        distribution={null}
      />,
    );
    expect(container.textContent).toBe('Water boils at Gap 1:✓100 degrees at Gap 2:✓sea level.');
  });

  it('ORDERING: the items as shown, then the correct order numbered', () => {
    const safeContent = {
      items: [
        { id: 3, text: 'Earth' },
        { id: 1, text: 'Mercury' },
        { id: 2, text: 'Venus' },
      ],
    };
    const { rerender } = render(
      <QuestionLiveHost type="ORDERING" safeContent={safeContent} correctAnswer={null} distribution={null} />,
    );
    expect(screen.getByText('Players put these items in the right order.')).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Earth', 'Mercury', 'Venus']);
    rerender(
      <QuestionLiveHost
        type="ORDERING"
        safeContent={safeContent}
        correctAnswer={{ orderedItemIds: [1, 2, 3] }}
        distribution={null}
      />,
    );
    expect(screen.getByText('Correct order')).toBeVisible();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.Mercury', '2.Venus', '3.Earth']);
  });

  it('a type live sessions do not play shows its Player, disabled; content of the wrong shape a notice', () => {
    render(
      <>
        <QuestionLiveHost
          type="COMPLIANCE"
          safeContent={{ statements: [{ id: 1, text: 'Badges are worn' }] }}
          correctAnswer={null}
          distribution={null}
        />
        <QuestionLiveHost type="MCQ_SINGLE" safeContent={{ choices: [] }} correctAnswer={null} distribution={null} />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Badges are worn' })).toBeDisabled();
    expect(screen.getByText('This question cannot be displayed.')).toBeVisible();
  });
});
