import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { McqSingleReview } from './Review.tsx';

const safeContent = {
  options: [
    { id: 'a', text: 'Berlin' },
    { id: 'b', text: 'Paris' },
  ],
};

const row = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('McqSingleReview', () => {
  it('says Correct and marks the chosen option as both your answer and the correct answer', () => {
    render(
      <McqSingleReview
        safeContent={safeContent}
        response={{ selectedOptionId: 'b' }}
        correctAnswer={{ selectedOptionId: 'b' }}
        isCorrect
        score={1}
        explanation="Paris is the capital."
      />,
    );
    expect(screen.getByText('Correct')).toBeInTheDocument();
    expect(screen.getByText('Score: 100%')).toBeInTheDocument();
    expect(within(row('Paris')).getByText('Your answer')).toBeInTheDocument();
    expect(within(row('Paris')).getByText('Correct answer')).toBeInTheDocument();
    expect(within(row('Berlin')).queryByText(/answer/)).not.toBeInTheDocument();
    expect(screen.getByText('Explanation')).toBeInTheDocument();
    expect(screen.getByText('Paris is the capital.')).toBeInTheDocument();
  });

  it('says Incorrect and shows the choice against the correct option in words', () => {
    render(
      <McqSingleReview
        safeContent={safeContent}
        response={{ selectedOptionId: 'a' }}
        correctAnswer={{ selectedOptionId: 'b' }}
        isCorrect={false}
        score={0}
      />,
    );
    expect(screen.getByText('Incorrect')).toBeInTheDocument();
    expect(within(row('Berlin')).getByText('Your answer')).toBeInTheDocument();
    expect(within(row('Berlin')).queryByText('Correct answer')).not.toBeInTheDocument();
    expect(within(row('Paris')).getByText('Correct answer')).toBeInTheDocument();
    expect(screen.queryByText('Explanation')).not.toBeInTheDocument();
  });

  it("says 'Not answered' for a missing response", () => {
    render(
      <McqSingleReview
        safeContent={safeContent}
        response={null}
        correctAnswer={{ selectedOptionId: 'b' }}
        isCorrect={false}
        score={0}
      />,
    );
    expect(screen.getByText('Not answered')).toBeInTheDocument();
    expect(screen.queryByText('Your answer')).not.toBeInTheDocument();
  });
});
