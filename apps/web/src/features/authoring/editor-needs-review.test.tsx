import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render.tsx';
import { buildQuestion, buildQuiz, QUIZ, serveAuthoringEachTest, uuid } from '../../test-support/authoring-backend.ts';

const backend = serveAuthoringEachTest();

describe('quiz editor: generated questions that need review (issue 21)', () => {
  it('shows "Needs review" with its reasons below the threshold, nothing at or above it or without a score', async () => {
    backend.addQuestion(
      buildQuestion(1, {
        questionText: 'Which city is the northernmost national capital?',
        quality: { score: 50, reasons: ['NOT_GROUNDED'] },
      }),
    );
    backend.addQuestion(
      buildQuestion(2, {
        questionText: 'When was the Althingi established?',
        quality: { score: 80, reasons: ['OPTIONS_UNEVEN'] },
      }),
    );
    backend.addQuestion(buildQuestion(3, { questionText: 'Written by hand?', quality: null }));
    backend.addQuiz(buildQuiz({ questionIds: [uuid(1), uuid(2), uuid(3)] }));
    renderApp(`/quizzes/${QUIZ}/edit?tab=questions`);
    await screen.findByRole('heading', { name: 'Current Questions (3)' }, { timeout: 20_000 });
    await screen.findByText('Written by hand?');

    expect(screen.getAllByText('Needs review')).toHaveLength(1);
    const reasons = screen.getByRole('list', { name: 'Why this generated question needs review' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The answer is not supported by the cited text']);
    // The flagged question's own row holds the badge.
    const row = screen.getByText('Which city is the northernmost national capital?').parentElement as HTMLElement;
    expect(within(row).getByText('Needs review')).toBeInTheDocument();
  });
});
