import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildQuestion, buildQuiz, QUIZ, serveAuthoringEachTest, uuid } from '../../test-support/authoring-backend.ts';
import { renderApp } from '../../test-support/render.tsx';
import { api, errorResponse, server } from '../../test-support/server.ts';
import { listSaveFailure } from './QuizEditor.tsx';

serveAuthoringEachTest((backend) => {
  backend.addQuestion(buildQuestion(1, { questionText: 'First?' }));
  backend.addQuestion(buildQuestion(2, { questionText: 'Second?' }));
  backend.addQuestion(buildQuestion(3, { type: 'TRUE_FALSE', questionText: 'Rivers flow uphill?' }));
  backend.addQuiz(buildQuiz({ questionIds: [uuid(1), uuid(2)] }));
});

beforeEach(() => {
  server.use(http.put(api(`/v1/quizzes/${QUIZ}/questions`), () => errorResponse(500, 'boom')));
});

describe('quiz editor: a question list that Save could not store (issue 17, spec 2 messages)', () => {
  it("says 'Failed to add question to quiz.' when an added question could not be saved, and keeps it on screen", async () => {
    const { user, router } = renderApp(`/quizzes/${QUIZ}/edit?tab=questions`);
    await user.click(await screen.findByRole('button', { name: 'Add Existing Questions' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Existing Questions' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Rivers flow uphill/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 question' }));
    await screen.findByText('Rivers flow uphill?');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    expect(await screen.findByText('Failed to add question to quiz.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to remove question.')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to save quiz').closest('[role="alert"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe(`/quizzes/${QUIZ}/edit`);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Current Questions (3)' })).toBeInTheDocument();
  });

  it("says 'Failed to remove question' in the banner and 'Failed to remove question.' as a toast when a removal could not be saved", async () => {
    const { user } = renderApp(`/quizzes/${QUIZ}/edit?tab=questions`);
    await user.click(
      await screen.findByRole('button', { name: 'Delete question 2 from the quiz' }, { timeout: 20_000 }),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    expect(await screen.findByText('Failed to remove question.')).toBeInTheDocument();
    expect(screen.getByText('Failed to remove question').closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText('Failed to add question to quiz.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Current Questions (1)' })).toBeInTheDocument());
  });

  it('names each kind of lost change; a list that was only reordered fails as the quiz does', () => {
    expect(listSaveFailure(['a', 'b'], ['a', 'b', 'c'])).toEqual({
      banner: 'Failed to save quiz',
      toasts: ['Failed to add question to quiz.'],
    });
    expect(listSaveFailure(['a', 'b'], ['a'])).toEqual({
      banner: 'Failed to remove question',
      toasts: ['Failed to remove question.'],
    });
    expect(listSaveFailure(['a', 'b'], ['a', 'c'])).toEqual({
      banner: 'Failed to remove question',
      toasts: ['Failed to add question to quiz.', 'Failed to remove question.'],
    });
    expect(listSaveFailure(['a', 'b'], ['b', 'a'])).toEqual({
      banner: 'Failed to save quiz',
      toasts: ['Failed to save quiz'],
    });
  });
});
