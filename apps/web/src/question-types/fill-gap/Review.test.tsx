import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FillGapReview } from './Review.tsx';

describe('FillGapReview', () => {
  it('shows each gap with what was typed, right or wrong in words, and the correct answer where it differs', () => {
    const { container } = render(
      <FillGapReview
        safeContent={{ text: '___1___ is the capital of ___2___.', gaps: [{ id: 1 }, { id: 2 }] }}
        response={{
          answers: [
            { gapId: 1, answer: 'paris' },
            { gapId: 2, answer: 'Spain' },
          ],
        }}
        correctAnswer={{
          answers: [
            { gapId: 1, answer: 'Paris' },
            { gapId: 2, answer: 'France' },
          ],
        }}
        isCorrect={false}
        score={0.5}
      />,
    );
    expect(screen.getByText('Partially correct')).toBeInTheDocument();
    const text = container.querySelector('p.leading-loose')?.textContent;
    expect(text).toBe('Gap 1:paris✓ right is the capital of Gap 2:Spain✗ wrongCorrect answer: France.');
  });

  it("marks unanswered gaps and says 'Not answered'", () => {
    render(
      <FillGapReview
        safeContent={{ text: 'A ___1___', gaps: [{ id: 1 }] }}
        response={null}
        correctAnswer={{ answers: [{ gapId: 1, answer: 'b' }] }}
        isCorrect={false}
        score={0}
      />,
    );
    expect(screen.getByText('Not answered')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByText('wrong')).toBeInTheDocument();
  });
});
