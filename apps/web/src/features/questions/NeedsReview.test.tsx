import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../test-support/render.tsx';
import { buildQuestion, serveAuthoringEachTest } from '../../test-support/authoring-backend.ts';

const backend = serveAuthoringEachTest();

describe('/questions: generated questions that need review (issue 21)', () => {
  it('the flagged question\'s row shows "Needs review" and each reason; the others show nothing', async () => {
    backend.addQuestion(
      buildQuestion(1, {
        questionText: 'Which option completes this sentence from the text?',
        quality: { score: 40, reasons: ['STEM_NOT_A_QUESTION', 'SOURCE_INCOMPLETE'] },
      }),
    );
    backend.addQuestion(buildQuestion(2, { questionText: 'Good enough?', quality: { score: 100, reasons: [] } }));
    await openPage('/questions');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));

    const flagged = screen.getByRole('row', { name: /Which option completes this sentence/ });
    expect(within(flagged).getByText('Needs review')).toBeInTheDocument();
    const reasons = within(flagged).getByRole('list', { name: 'Why this generated question needs review' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The question text is not a question or an instruction',
      'A cited sentence is not a complete sentence (a heading, a fragment or a table of contents line)',
    ]);
    expect(within(screen.getByRole('row', { name: /Good enough/ })).queryByText('Needs review')).toBeNull();
  });
});
