import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { McqMultiReview } from './Review.tsx';

const safeContent = {
  options: [
    { id: 'a', text: 'Two' },
    { id: 'b', text: 'Three' },
    { id: 'c', text: 'Four' },
  ],
};
const row = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('McqMultiReview', () => {
  it('says Partially correct with the score, and labels every choice and correct option in words', () => {
    render(
      <McqMultiReview
        safeContent={safeContent}
        response={{ selectedOptionIds: ['a', 'c'] }}
        correctAnswer={{ selectedOptionIds: ['a', 'b'] }}
        isCorrect={false}
        score={0.5}
      />,
    );
    expect(screen.getByText('Partially correct')).toBeInTheDocument();
    expect(screen.getByText('Score: 50%')).toBeInTheDocument();
    expect(within(row('Two')).getByText('Your answer')).toBeInTheDocument();
    expect(within(row('Two')).getByText('Correct answer')).toBeInTheDocument();
    expect(within(row('Three')).queryByText('Your answer')).not.toBeInTheDocument();
    expect(within(row('Three')).getByText('Correct answer')).toBeInTheDocument();
    expect(within(row('Four')).getByText('Your answer')).toBeInTheDocument();
    expect(within(row('Four')).queryByText('Correct answer')).not.toBeInTheDocument();
  });

  it('without a revealed correct answer, shows only the choices', () => {
    render(
      <McqMultiReview
        safeContent={safeContent}
        response={{ selectedOptionIds: ['b'] }}
        correctAnswer={null}
        isCorrect
        score={1}
      />,
    );
    expect(screen.getByText('Correct')).toBeInTheDocument();
    expect(within(row('Three')).getByText('Your answer')).toBeInTheDocument();
    expect(screen.queryByText('Correct answer')).not.toBeInTheDocument();
  });
});
