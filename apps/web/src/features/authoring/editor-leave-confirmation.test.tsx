import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildQuestion,
  buildQuiz,
  openQuizEditor,
  QUIZ,
  serveAuthoringEachTest,
  uuid,
} from '../../test-support/authoring-backend.ts';
import { fill } from '../../test-support/render.tsx';

const backend = serveAuthoringEachTest((backend) => {
  backend.addQuestion(buildQuestion(1, { questionText: 'First?' }));
  backend.addQuestion(buildQuestion(2, { questionText: 'Second?' }));
  backend.addQuiz(buildQuiz({ title: 'Rivers', questionIds: [uuid(1), uuid(2)] }));
});

/** Fires the event a closing or reloading tab sends; true when the page asked the browser to confirm. */
const closingTabIsQuestioned = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('quiz editor: leaving with unsaved changes (issue 17)', () => {
  it("a link out of the editor asks 'Leave without saving?': Cancel stays with the change, the other button leaves", async () => {
    const { user, router } = await openQuizEditor();
    await fill(user, screen.getByLabelText(/Quiz title/), 'Rivers of Europe');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'My Quizzes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(
      within(dialog).getByText('This quiz has unsaved changes. If you leave now, they will be lost.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/quizzes/${QUIZ}/edit`);
    expect(screen.getByLabelText(/Quiz title/)).toHaveValue('Rivers of Europe');

    await user.click(screen.getByRole('link', { name: 'My Quizzes' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-quizzes'));
    expect(backend.writes()).toEqual([]);
  });

  it('a moved question counts as unsaved too, and the tabs of the editor are not leaving', async () => {
    const { user, router } = await openQuizEditor(`/quizzes/${QUIZ}/edit?tab=questions`);
    await screen.findByText('Second?');
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=preview'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'My Quizzes' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/quizzes/${QUIZ}/edit`);
  });

  it('closing or reloading the tab asks only while there are unsaved changes', async () => {
    const { user } = await openQuizEditor();
    expect(closingTabIsQuestioned()).toBe(false);
    await fill(user, screen.getByLabelText(/Quiz title/), 'Rivers of Europe');
    expect(closingTabIsQuestioned()).toBe(true);
    await fill(user, screen.getByLabelText(/Quiz title/), 'Rivers');
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(closingTabIsQuestioned()).toBe(false);
  });

  it('leaves without asking when nothing changed, and after Save Draft saved the changes', async () => {
    const first = await openQuizEditor();
    await first.user.click(screen.getByRole('link', { name: 'My Quizzes' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/my-quizzes'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    first.unmount();

    const { user, router } = await openQuizEditor();
    await fill(user, screen.getByLabelText(/Quiz title/), 'Rivers of Europe');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizzes'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(backend.writes('PATCH')[0]?.body).toMatchObject({ title: 'Rivers of Europe' });
  });
});
