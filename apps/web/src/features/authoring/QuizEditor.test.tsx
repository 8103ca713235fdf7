import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, renderApp } from '../../test-support/render.tsx';
import { api as apiUrl, errorResponse, server } from '../../test-support/server.ts';
import {
  buildQuestion,
  buildQuiz,
  buildTerm,
  openQuizEditor,
  QUIZ,
  serveAuthoringEachTest,
  uuid,
} from '../../test-support/authoring-backend.ts';
import { layOutSortableRows, settleDrag } from '../../test-support/layout.ts';

const backend = serveAuthoringEachTest();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('quiz editor: management tab', () => {
  it('title: required (with the checklist), at least 3, at most 100', async () => {
    backend.addQuiz(buildQuiz());
    const { user } = await openQuizEditor();
    const title = screen.getByLabelText(/Quiz title/);
    await fill(user, title, '');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findAllByText('Quiz title is required')).not.toHaveLength(0);
    expect(screen.getByText('Please complete the following:')).toBeInTheDocument();
    await fill(user, title, 'ab');
    await user.tab();
    expect(await screen.findAllByText('Quiz title must be at least 3 characters')).not.toHaveLength(0);
    await fill(user, title, 'x'.repeat(101));
    await user.tab();
    expect(await screen.findAllByText('Quiz title must be no more than 100 characters')).not.toHaveLength(0);
    expect(backend.writes()).toEqual([]);
  });

  it('description at most 1000; estimated time at most 180 (the input takes up to 300)', async () => {
    backend.addQuiz(buildQuiz());
    const { user } = await openQuizEditor();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'd'.repeat(1001) } });
    const estimated = screen.getByRole('textbox', { name: /Estimated time/ });
    await fill(user, estimated, '200');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findAllByText('Description must be no more than 1000 characters')).not.toHaveLength(0);
    expect(await screen.findAllByText('Estimated time must be no more than 180 minutes')).not.toHaveLength(0);
    await fill(user, estimated, '400');
    await user.tab();
    expect(estimated).toHaveValue('300');
    expect(backend.writes()).toEqual([]);
  });

  it('timer duration, only while the timer is on: at least 1, at most 180', async () => {
    backend.addQuiz(buildQuiz({ timerEnabled: true, timerDuration: 30 }));
    const { user } = await openQuizEditor();
    const timer = screen.getByRole('textbox', { name: /Timer duration/ });
    await fill(user, timer, '250');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findAllByText('Timer duration must be no more than 180 minutes')).not.toHaveLength(0);
    await fill(user, timer, '');
    await user.tab();
    expect(
      await screen.findAllByText('Timer duration must be at least 1 minute when timer is enabled'),
    ).not.toHaveLength(0);
    await user.click(screen.getByRole('switch', { name: 'Enable timer' }));
    await waitFor(() => expect(screen.queryByText('Please complete the following:')).not.toBeInTheDocument());
    expect(backend.writes()).toEqual([]);
  });

  it("'Allow pausing timed attempts' shows with the timer, is on by default and is saved as set", async () => {
    backend.addQuiz(buildQuiz());
    const { user } = await openQuizEditor();
    expect(screen.queryByRole('switch', { name: 'Allow pausing timed attempts' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Enable timer' }));
    const allowPause = screen.getByRole('switch', { name: 'Allow pausing timed attempts' });
    expect(allowPause).toBeChecked();
    await user.click(allowPause);
    expect(allowPause).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Quiz saved.')).toBeInTheDocument();
    expect(backend.writes('PATCH')[0]?.body).toMatchObject({
      timerEnabled: true,
      timerDuration: 30,
      allowPauseWhenTimed: false,
    });
  });

  it('Save & Publish needs a question: the checklist says so and nothing is sent', async () => {
    backend.addQuiz(buildQuiz());
    const { user } = await openQuizEditor();
    await user.click(screen.getByRole('button', { name: 'Save & Publish' }));
    const checklist = await screen.findByText('Please complete the following:');
    expect(
      within(checklist.parentElement as HTMLElement).getByText('At least one question must be selected'),
    ).toBeInTheDocument();
    expect(backend.writes()).toEqual([]);
  });

  it('saving an existing quiz sends the fields, says "Quiz saved." and goes to /quizzes', async () => {
    backend.tags = [buildTerm(7, 'geography')];
    backend.addQuiz(buildQuiz());
    const { user, router } = await openQuizEditor();
    await fill(user, screen.getByLabelText(/Quiz title/), '  Rivers, revised  ');
    await user.click(await screen.findByRole('checkbox', { name: 'geography' }));
    await user.click(screen.getByRole('switch', { name: 'Allow multiple attempts' }));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Quiz saved.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizzes'));
    expect(backend.writes('PATCH')[0]?.body).toMatchObject({
      title: 'Rivers, revised',
      tagIds: [uuid(7)],
      isRepetitionEnabled: true,
      estimatedTime: 15,
    });
  });

  it('Save & Publish on a draft with questions saves, then publishes', async () => {
    backend.addQuestion(buildQuestion(1));
    backend.addQuiz(buildQuiz({ questionIds: [uuid(1)] }));
    const { user, router } = await openQuizEditor();
    await user.click(screen.getByRole('button', { name: 'Save & Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizzes'));
    expect(backend.writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      `PATCH /api/v1/quizzes/${QUIZ}`,
      `PATCH /api/v1/quizzes/${QUIZ}/status`,
    ]);
    expect(backend.writes('PATCH', '/status')[0]?.body).toEqual({ status: 'PUBLISHED' });
  });

  it('shows the server message when saving fails', async () => {
    backend.addQuiz(buildQuiz());
    const { user } = await openQuizEditor();
    server.use(mswHttp.patch(apiUrl(`/v1/quizzes/${QUIZ}`), () => errorResponse(409, 'Quiz conflict occurred')));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findAllByText('Quiz conflict occurred')).toHaveLength(2);
  });
});

describe('quiz editor: tabs and routes', () => {
  it('?tab=questions opens the Questions tab, and /quizzes/{id}/questions redirects there', async () => {
    backend.addQuiz(buildQuiz());
    const { router } = renderApp(`/quizzes/${QUIZ}/questions`);
    expect(await screen.findByRole('heading', { name: 'Current Questions (0)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/quizzes/${QUIZ}/edit`);
    expect(router.state.location.search).toBe('?tab=questions');
    expect(screen.getByText('No questions yet')).toBeInTheDocument();
    expect(screen.getByText('Click "Add Question" to create one.')).toBeInTheDocument();
  });

  it('shows "Failed to load quiz" style errors from the server', async () => {
    renderApp(`/quizzes/${uuid(404)}/edit`);
    expect(await screen.findByText('Quiz not found')).toBeInTheDocument();
  });

  it('previews the quiz: badges, times, attempts, status, timer warning, Start Quiz, sanitised question text', async () => {
    backend.addQuestion(
      buildQuestion(1, {
        questionText: 'Is <b>water</b> wet?<img src=x onerror="alert(1)"><script>window.hacked = true</script>',
      }),
    );
    backend.addQuiz(
      buildQuiz({
        questionIds: [uuid(1)],
        timerEnabled: true,
        timerDuration: 45,
        isRepetitionEnabled: true,
        difficulty: 'HARD',
        visibility: 'PUBLIC',
      }),
    );
    const { user } = await openQuizEditor(`/quizzes/${QUIZ}/edit?tab=preview`);
    const preview = await screen.findByRole('article');
    expect(within(preview).getByRole('heading', { name: 'Rivers of the World' })).toBeInTheDocument();
    expect(within(preview).getByText('Hard')).toBeInTheDocument();
    expect(within(preview).getByText('Public')).toBeInTheDocument();
    expect(within(preview).getByText('45 min')).toBeInTheDocument();
    expect(within(preview).getByText('Multiple attempts allowed')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Start Quiz' })).toBeDisabled();
    expect(within(preview).getByText('Quiz must be published before it can be started')).toBeInTheDocument();
    const bold = await within(preview).findByText('water');
    expect(bold.tagName).toBe('B');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img, [onerror]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();

    await user.click(screen.getByRole('tab', { name: 'Management' }));
    const timer = screen.getByRole('textbox', { name: /Timer duration/ });
    await fill(user, timer, '');
    await user.tab();
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByText('The timer is enabled but no duration is set.')).toBeInTheDocument();
  });
});

describe('quiz editor: questions tab', () => {
  const seed = () => {
    backend.addQuestion(buildQuestion(1, { type: 'MCQ_SINGLE', questionText: 'L'.repeat(200), difficulty: 'EASY' }));
    backend.addQuestion(buildQuestion(2, { type: 'TRUE_FALSE', questionText: 'Second?', difficulty: 'HARD' }));
    backend.addQuestion(buildQuestion(3, { type: 'FILL_GAP', questionText: 'Third?', difficulty: 'MEDIUM' }));
    backend.addQuiz(buildQuiz({ questionIds: [uuid(1), uuid(2), uuid(3)] }));
  };
  const rows = () =>
    within(screen.getByRole('list', { name: 'Questions of this quiz, in order' })).getAllByRole('listitem');

  it('lists rows: 160 characters and an ellipsis, type badge with spaces, difficulty badge', async () => {
    seed();
    await openQuizEditor(`/quizzes/${QUIZ}/edit?tab=questions`);
    expect(await screen.findByRole('heading', { name: 'Current Questions (3)' })).toBeInTheDocument();
    const [first, second] = rows();
    expect(within(first as HTMLElement).getByText(`${'L'.repeat(160)}…`)).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('MCQ SINGLE')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('EASY').className).toContain('bg-success-soft');
    expect(within(second as HTMLElement).getByText('TRUE FALSE')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('HARD').className).toContain('bg-danger-soft');
  });

  it('moves a question with the buttons; the new order stays on screen as "Unsaved changes" until Save Draft saves it', async () => {
    seed();
    const { user, router } = await openQuizEditor(`/quizzes/${QUIZ}/edit?tab=questions`);
    await screen.findByText('Second?');
    expect(
      screen.getByText(
        'Drag a question by its handle, or use the arrow buttons, to change the order. Changes to the list are saved with the quiz.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/saved at once/)).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    await waitFor(() => expect(within(rows()[1] as HTMLElement).getByText('Third?')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Move question 2 up' })).toHaveFocus();
    expect(screen.getByText('Unsaved changes').closest('[role="status"]')).not.toBeNull();
    expect(backend.writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quizzes'));
    expect(backend.writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      `PATCH /api/v1/quizzes/${QUIZ}`,
      `PUT /api/v1/quizzes/${QUIZ}/questions`,
    ]);
    expect(backend.writes('PUT')[0]?.body).toEqual({ questionIds: [uuid(1), uuid(3), uuid(2)] });
  });
  it('reorders by keyboard drag and drop (Space, arrow, Space on the handle)', async () => {
    layOutSortableRows({ pitch: 80, height: 70, width: 600 });
    seed();
    const { user } = await openQuizEditor(`/quizzes/${QUIZ}/edit?tab=questions`);
    await screen.findByText('Second?');
    screen.getByRole('button', { name: 'Reorder question 1' }).focus();
    await user.keyboard(' ');
    await settleDrag();
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(within(rows()[0] as HTMLElement).getByText('Second?')).toBeInTheDocument());
    expect(backend.writes('PUT')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(backend.writes('PUT')).toHaveLength(1));
    expect(backend.writes('PUT')[0]?.body).toEqual({ questionIds: [uuid(2), uuid(1), uuid(3)] });
  });

  it("removes a question after 'Remove this question from the quiz?' from the list on screen; Save Draft saves the list", async () => {
    seed();
    const { user } = await openQuizEditor(`/quizzes/${QUIZ}/edit?tab=questions`);
    await user.click(await screen.findByRole('button', { name: 'Delete question 2 from the quiz' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove this question from the quiz?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Question removed from quiz.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Current Questions (2)' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(backend.writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(backend.writes('PUT')).toHaveLength(1));
    expect(backend.writes('PUT')[0]?.body).toEqual({ questionIds: [uuid(1), uuid(3)] });
  });
  it('adds a new question through the 2xl modal to the list on screen; Save Draft adds it to the quiz', async () => {
    backend.addQuiz(buildQuiz());
    const { user } = await openQuizEditor(`/quizzes/${QUIZ}/edit?tab=questions`);
    await user.click(await screen.findByRole('button', { name: 'Add Question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Question' });
    expect(within(dialog).getByText('Fill in the details to create a new question.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Question type'), 'TRUE_FALSE');
    await fill(user, within(dialog).getByLabelText(/Question text/), 'Is the Nile long?');
    await user.click(within(dialog).getByRole('button', { name: 'Create Question' }));
    expect(await screen.findByText('Question added to quiz.')).toBeInTheDocument();
    expect(backend.writes('POST', '/questions')[0]?.body).toMatchObject({
      type: 'TRUE_FALSE',
      questionText: 'Is the Nile long?',
      quizIds: [],
      content: { answer: true },
    });
    expect(await screen.findByText('Is the Nile long?')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create New Question' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Current Questions (1)' })).toBeInTheDocument();
    expect(backend.writes('PUT')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(backend.writes('PUT')).toHaveLength(1));
    expect(backend.writes('PUT')[0]?.body).toEqual({ questionIds: [expect.any(String)] });
  });

  it('adds existing questions from the bank, filtered by text and type', async () => {
    backend.addQuestion(buildQuestion(1, { questionText: 'Already here?' }));
    backend.addQuestion(buildQuestion(2, { type: 'OPEN', questionText: 'Name a river.', content: { answer: 'Nile' } }));
    backend.addQuestion(buildQuestion(3, { type: 'TRUE_FALSE', questionText: 'Rivers flow uphill?' }));
    backend.addQuiz(buildQuiz({ questionIds: [uuid(1)] }));
    const { user } = await openQuizEditor(`/quizzes/${QUIZ}/edit?tab=questions`);
    await user.click(await screen.findByRole('button', { name: 'Add Existing Questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Existing Questions' });
    expect(await within(dialog).findByText('Already in this quiz')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Search by text'), 'river');
    expect(within(dialog).queryByText('Already here?')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'TRUE_FALSE');
    await waitFor(() => expect(within(dialog).queryByText('Name a river.')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('checkbox', { name: /Rivers flow uphill/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 question' }));
    expect(await screen.findByText('Question added to quiz.')).toBeInTheDocument();
    expect(await screen.findByText('Rivers flow uphill?')).toBeInTheDocument();
    expect(backend.writes('PUT')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(backend.writes('PUT')).toHaveLength(1));
    expect(backend.writes('PUT')[0]?.body).toEqual({ questionIds: [uuid(1), uuid(3)] });
  });

  it('edits a question in the modal and says "Question updated."', async () => {
    seed();
    const { user } = await openQuizEditor(`/quizzes/${QUIZ}/edit?tab=questions`);
    await user.click(await screen.findByRole('button', { name: 'Edit question 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Question' });
    const text = await within(dialog).findByLabelText(/Question text/);
    expect(text).toHaveValue('Second?');
    expect(within(dialog).queryByRole('button', { name: 'Save & Add Another' })).not.toBeInTheDocument();
    await fill(user, text, 'Second, edited?');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Question updated.')).toBeInTheDocument();
    expect(backend.writes('PATCH', '/questions/')[0]?.body).toMatchObject({ questionText: 'Second, edited?' });
  });
});

describe('quiz editor: questions tab failures', () => {
  const seed = () => {
    backend.addQuestion(buildQuestion(1, { questionText: 'First?' }));
    backend.addQuestion(buildQuestion(2, { questionText: 'Second?' }));
    backend.addQuestion(buildQuestion(3, { questionText: 'Third?' }));
    backend.addQuiz(buildQuiz({ questionIds: [uuid(1), uuid(2), uuid(3)] }));
  };
  const rows = () =>
    within(screen.getByRole('list', { name: 'Questions of this quiz, in order' })).getAllByRole('listitem');
  /** The server refuses every change of the quiz's question list. */
  const failQuestionWrites = () => {
    const attempts: unknown[] = [];
    server.use(
      mswHttp.put(apiUrl(`/v1/quizzes/${QUIZ}/questions`), async ({ request }) => {
        attempts.push(await request.json());
        return errorResponse(500, 'boom');
      }),
    );
    return attempts;
  };

  it("says 'Failed to load quiz questions' when the quiz's questions cannot be loaded", async () => {
    seed();
    server.use(mswHttp.get(apiUrl('/v1/questions'), () => errorResponse(500, 'boom')));
    await openQuizEditor(`/quizzes/${QUIZ}/edit?tab=questions`);
    const alert = await screen.findByText('Failed to load quiz questions');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Current Questions (3)' })).toBeInTheDocument();
    // One state at a time: the failure, not also the empty state of a quiz that has three questions.
    expect(screen.queryByText('No questions yet')).not.toBeInTheDocument();
    expect(screen.queryByText('Click "Add Question" to create one.')).not.toBeInTheDocument();
  });

  it("says 'Failed to remove question' when the list without a removed question cannot be saved, and keeps the unsaved list on screen", async () => {
    seed();
    const attempts = failQuestionWrites();
    const { user, router } = await openQuizEditor(`/quizzes/${QUIZ}/edit?tab=questions`);
    await user.click(await screen.findByRole('button', { name: 'Delete question 2 from the quiz' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect((await screen.findAllByText('Failed to remove question')).length).toBeGreaterThan(0);
    expect(attempts).toEqual([{ questionIds: [uuid(1), uuid(3)] }]);
    expect(router.state.location.pathname).toBe(`/quizzes/${QUIZ}/edit`);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Current Questions (2)' })).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });
});

describe('quiz status dialog', () => {
  it.each([
    ['DRAFT', ['Publish', 'Archive']],
    ['PUBLISHED', ['Save as Draft', 'Archive']],
    ['ARCHIVED', ['Publish', 'Save as Draft']],
  ] as const)('offers the moves away from %s', async (status, offered) => {
    backend.addQuiz(buildQuiz({ status }));
    const { user } = await openQuizEditor();
    await user.click(screen.getByRole('button', { name: 'Manage Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quiz Status Management' });
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons.filter((label) => ['Publish', 'Save as Draft', 'Archive'].includes(label))).toEqual(offered);
    expect(within(dialog).getByText('the quiz is hidden and inaccessible.')).toBeInTheDocument();
  });

  it('moves the quiz and reports a failure with its spec message', async () => {
    backend.addQuiz(buildQuiz({ status: 'DRAFT' }));
    const { user } = await openQuizEditor();
    const { http, HttpResponse } = await import('msw');
    const { api } = await import('../../test-support/server.ts');
    server.use(
      http.patch(api(`/v1/quizzes/${QUIZ}/status`), () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Manage Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quiz Status Management' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Failed to publish quiz')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Quiz status changed to Archived.')).toBeInTheDocument();
    expect(backend.writes('PATCH', '/status')[0]?.body).toEqual({ status: 'ARCHIVED' });
  });
});

describe('quiz editor: a new quiz (/quizzes/create?editor=tabs)', () => {
  it("shows 'Failed to create quiz' in the banner and a toast when the server fails to create it", async () => {
    server.use(mswHttp.post(apiUrl('/v1/quizzes'), () => errorResponse(500, 'boom')));
    const { user, router } = renderApp('/quizzes/create?editor=tabs');
    await screen.findByRole('heading', { name: 'Create Quiz' }, { timeout: 20_000 });
    await fill(user, screen.getByLabelText(/Quiz title/), 'Brand new quiz');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    const shown = await screen.findAllByText('Failed to create quiz');
    expect(shown).toHaveLength(2);
    expect(shown.every((element) => element.closest('[role="alert"]') !== null)).toBe(true);
    expect(router.state.location.pathname).toBe('/quizzes/create');
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeEnabled();
  });

  it("Create & Publish: when only publishing fails, says 'Failed to update quiz status' and opens the draft it created", async () => {
    backend.addQuestion(buildQuestion(1, { questionText: 'Is this banked?' }));
    server.use(mswHttp.patch(apiUrl('/v1/quizzes/:id/status'), () => errorResponse(500, 'boom')));
    const { user, router } = renderApp('/quizzes/create?editor=tabs');
    await screen.findByRole('heading', { name: 'Create Quiz' }, { timeout: 20_000 });
    await fill(user, screen.getByLabelText(/Quiz title/), 'Brand new quiz');
    await user.click(screen.getByRole('tab', { name: /Questions/ }));
    await user.click(screen.getByRole('button', { name: 'Add Existing Questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Existing Questions' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Is this banked/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 question' }));
    expect(await screen.findByText('Is this banked?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create & Publish' }));
    expect(await screen.findByText('Failed to update quiz status')).toBeInTheDocument();
    expect(screen.queryByText('Quiz created and published.')).not.toBeInTheDocument();
    const quizId = uuid(500);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/quizzes/${quizId}/edit`));
    expect(backend.writes('PUT')[0]).toMatchObject({
      path: `/api/v1/quizzes/${quizId}/questions`,
      body: { questionIds: [uuid(1)] },
    });
    expect(backend.quizzes.get(quizId)?.status).toBe('DRAFT');
  });

  it("Create & Publish creates the quiz, saves its questions, publishes it, says 'Quiz created and published.' and opens its edit page", async () => {
    const view = renderApp('/quizzes/create?editor=tabs');
    const { user, router } = view;
    await screen.findByRole('heading', { name: 'Create Quiz' }, { timeout: 20_000 });
    await fill(user, screen.getByLabelText(/Quiz title/), 'Brand new quiz');
    await user.click(screen.getByRole('button', { name: 'Create & Publish' }));
    expect(await screen.findAllByText('At least one question must be selected')).not.toHaveLength(0);
    expect(backend.writes()).toEqual([]);

    await user.click(screen.getByRole('tab', { name: /Questions/ }));
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Question' });
    await user.selectOptions(within(dialog).getByLabelText('Question type'), 'TRUE_FALSE');
    await fill(user, within(dialog).getByLabelText(/Question text/), 'Is this new?');
    await user.click(within(dialog).getByRole('button', { name: 'Create Question' }));
    expect(await screen.findByText('Is this new?')).toBeInTheDocument();
    expect(router.state.location.search).toContain('editor=tabs');

    await user.click(screen.getByRole('button', { name: 'Create & Publish' }));
    expect(await screen.findByText('Quiz created and published.')).toBeInTheDocument();
    const quizId = uuid(501);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/quizzes/${quizId}/edit`));
    expect(backend.writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/v1/questions',
      'POST /api/v1/quizzes',
      `PUT /api/v1/quizzes/${quizId}/questions`,
      `PATCH /api/v1/quizzes/${quizId}/status`,
    ]);
  });
});
