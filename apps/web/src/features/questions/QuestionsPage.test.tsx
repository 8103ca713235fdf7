import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fill, openPage, tableBodyRows } from '../../test-support/render.tsx';
import { api, server } from '../../test-support/server.ts';
import { buildQuestion, serveAuthoringEachTest, uuid } from '../../test-support/authoring-backend.ts';

const backend = serveAuthoringEachTest();

describe('/questions', () => {
  it('pages 20 at a time with Previous/Next, filters by type and searches the text on the server', async () => {
    for (let n = 1; n <= 25; n += 1) {
      backend.addQuestion(
        buildQuestion(n, {
          type: n % 5 === 0 ? 'OPEN' : 'TRUE_FALSE',
          questionText: `Question ${n} about ${n % 2 ? 'rivers' : 'mountains'}?`,
        }),
      );
    }
    const { user } = await openPage('/questions');
    await waitFor(() => expect(tableBodyRows()).toHaveLength(20));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(tableBodyRows()).toHaveLength(5));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'OPEN');
    await waitFor(() => expect(tableBodyRows()).toHaveLength(5));
    expect(within(screen.getByRole('table')).getAllByText('OPEN')).toHaveLength(5);
    await fill(user, screen.getByLabelText('Search by text'), 'mountains');
    await waitFor(() => expect(tableBodyRows()).toHaveLength(2));
    expect(backend.searches).toEqual(['mountains']);
    // A new search goes back to the first page: all 12 'mountains' questions of every type fit on it.
    await user.selectOptions(screen.getByLabelText('Type'), '');
    await waitFor(() => expect(tableBodyRows()).toHaveLength(12));
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
  });

  it('creates in the modal, edits, and deletes after confirmation', async () => {
    backend.addQuestion(buildQuestion(1, { questionText: 'Old question?' }));
    const { user } = await openPage('/questions');
    await user.click(await screen.findByRole('button', { name: 'Create Question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Question' });
    await user.selectOptions(within(dialog).getByLabelText('Question type'), 'TRUE_FALSE');
    await fill(user, within(dialog).getByLabelText(/Question text/), 'A new one?');
    await user.click(within(dialog).getByRole('button', { name: 'Create Question' }));
    expect(await screen.findByText('Question created.')).toBeInTheDocument();
    expect(await screen.findByText('A new one?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete question: Old question?' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Question' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Question deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Old question?')).not.toBeInTheDocument());
  });

  it("shows 'Failed to fetch questions' and 'Failed to delete question'", async () => {
    backend.addQuestion(buildQuestion(1, { questionText: 'Old question?' }));
    server.use(http.delete(api(`/v1/questions/${uuid(1)}`), () => HttpResponse.json({}, { status: 500 })));
    const { user, unmount } = await openPage('/questions');
    await user.click(await screen.findByRole('button', { name: 'Delete question: Old question?' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete question')).toBeInTheDocument();
    unmount();
    server.use(http.get(api('/v1/questions'), () => HttpResponse.json({}, { status: 500 })));
    await openPage('/questions');
    expect(await screen.findByText('Failed to fetch questions')).toBeInTheDocument();
  });
});

describe('full-page question form', () => {
  it('goes to the quiz Questions tab after saving when the route names a quiz, else to /questions', async () => {
    const { user, router } = await openPage(`/quizzes/${uuid(100)}/questions/new`);
    expect(screen.getByRole('heading', { name: 'Create New Question' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Question type'), 'TRUE_FALSE');
    await fill(user, screen.getByLabelText(/Question text/), 'Is it so?');
    await user.click(screen.getByRole('button', { name: 'Create Question' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/quizzes/${uuid(100)}/edit?tab=questions`,
      ),
    );
    expect(backend.writes('POST')[0]?.body).toMatchObject({ quizIds: [uuid(100)] });
  });

  it('cancel without a quiz goes to /questions; a generated question shows its source passage and pages', async () => {
    backend.addQuestion(buildQuestion(3, { questionText: 'Generated?' }));
    backend.sources.set(uuid(3), {
      jobId: uuid(9),
      documentId: uuid(8),
      chunkIndex: 2,
      startPage: 4,
      endPage: 5,
      sentences: ['The Nile flows north.'],
    });
    const { user, router } = await openPage(`/questions/${uuid(3)}/edit`);
    expect(await screen.findByText('Generated from a document')).toBeInTheDocument();
    expect(screen.getByText('The Nile flows north.')).toBeInTheDocument();
    expect(screen.getByText(/Pages 4–5 · Chunk 2/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/questions'));
  });
});
