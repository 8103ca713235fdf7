import type { AttemptDetail, AttemptStatus, CurrentQuestion, NextQuestion } from '@quizmaker/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../test-support/render.tsx';
import { api, errorResponse, pageOf, server, student } from '../../test-support/server.ts';
import { heldUntilReleased } from '../../test-support/timers.ts';
import {
  ATTEMPT_ID,
  attemptQuestions,
  buildAttempt,
  buildAttemptDetail,
  buildQuiz,
  buildResult,
  QUIZ_ID,
} from '../../test-support/quiz-fixtures.ts';

const [first, second] = attemptQuestions as [(typeof attemptQuestions)[0], (typeof attemptQuestions)[0]];
const current = (question: typeof first, number: number): CurrentQuestion => ({
  question,
  questionNumber: number,
  totalQuestions: 2,
});
/** The answer call's next question: the question's own fields at the top level. */
const nextOf = (question: typeof first, number: number): NextQuestion => ({
  ...question,
  questionNumber: number,
  totalQuestions: 2,
});

interface Calls {
  started: unknown[];
  answers: unknown[];
  batches: unknown[];
  completed: number;
  paused: number;
  resumed: number;
}

/** The attempt API for one attempt; `detail` is what GET /attempts/{id} answers. */
function serveAttempt(
  detail: AttemptDetail,
  options: { active?: boolean; failAnswer?: boolean; failBatch?: boolean; immediateFeedback?: boolean } = {},
) {
  const calls: Calls = { started: [], answers: [], batches: [], completed: 0, paused: 0, resumed: 0 };
  /** What pause and resume answer: the attempt's new status with its time left. */
  const timerAnswer = (status: AttemptStatus, deadlineAt: string | null) =>
    HttpResponse.json({ attemptId: detail.attemptId, status, remainingSeconds: 290, deadlineAt });
  server.use(
    http.get(api('/v1/attempts'), () =>
      HttpResponse.json(
        pageOf(options.active ? [buildAttempt({ attemptId: detail.attemptId, quizId: QUIZ_ID })] : [], 0, 1),
      ),
    ),
    http.post(api('/v1/attempts/quizzes/:quizId'), async ({ request }) => {
      calls.started.push(await request.json());
      return HttpResponse.json(
        {
          attemptId: detail.attemptId,
          quizId: QUIZ_ID,
          mode: detail.mode,
          status: 'IN_PROGRESS',
          startedAt: detail.startedAt,
          totalQuestions: 2,
          timeLimitSeconds: null,
          deadlineAt: null,
        },
        { status: 201 },
      );
    }),
    http.get(api('/v1/attempts/:id'), ({ params }) =>
      params.id === detail.attemptId ? HttpResponse.json(detail) : errorResponse(404, 'Attempt not found'),
    ),
    http.get(api('/v1/attempts/:id/current-question'), () => HttpResponse.json(current(first, 1))),
    http.get(api('/v1/attempts/:id/questions'), () => HttpResponse.json(attemptQuestions)),
    http.post(api('/v1/attempts/:id/answers'), async ({ request }) => {
      const body = (await request.json()) as { questionId: string };
      calls.answers.push(body);
      if (options.failAnswer) {
        return errorResponse(500, 'boom');
      }
      const next = body.questionId === first.id ? nextOf(second, 2) : null;
      const verdict = !options.immediateFeedback
        ? {}
        : body.questionId === first.id
          ? {
              isCorrect: false,
              score: 0,
              correctAnswer: { selectedOptionId: 'a' },
              explanation: 'Mars looks red, but the question asks for the largest planet.',
            }
          : { isCorrect: true, score: 1, correctAnswer: { answer: true }, explanation: null };
      return HttpResponse.json({
        answerId: 'x',
        questionId: body.questionId,
        answeredAt: '2026-03-01T10:00:00Z',
        nextQuestion: next,
        ...verdict,
      });
    }),
    http.post(api('/v1/attempts/:id/answers/batch'), async ({ request }) => {
      calls.batches.push(await request.json());
      if (options.failBatch) {
        return errorResponse(500, 'boom');
      }
      return HttpResponse.json({
        attemptId: detail.attemptId,
        saved: 1,
        answers: [],
        questionsAnswered: 1,
        totalQuestions: 2,
      });
    }),
    http.post(api('/v1/attempts/:id/complete'), () => {
      calls.completed += 1;
      return HttpResponse.json(buildResult());
    }),
    http.post(api('/v1/attempts/:id/pause'), () => {
      calls.paused += 1;
      return timerAnswer('PAUSED', null);
    }),
    http.post(api('/v1/attempts/:id/resume'), () => {
      calls.resumed += 1;
      return timerAnswer('IN_PROGRESS', '2030-01-01T00:00:00Z');
    }),
    http.get(api('/v1/attempts/:id/results'), () => HttpResponse.json(buildResult())),
    http.get(api('/v1/quizzes/:id'), () =>
      HttpResponse.json(buildQuiz({ id: QUIZ_ID, title: 'Space Quiz', isRepetitionEnabled: true })),
    ),
  );
  return calls;
}

/** The student opens the attempt at its URL, with the attempt API serving `detail` (see serveAttempt). */
function openAttempt(detail: AttemptDetail, options: Parameters<typeof serveAttempt>[1] = {}) {
  signInAs(student);
  const calls = serveAttempt(detail, options);
  const view = renderApp(`/quizzes/${QUIZ_ID}/attempt?attemptId=${ATTEMPT_ID}`);
  return { calls, view, user: view.user };
}

/** A timed attempt paused with 290 s left, as pause leaves it. */
const pausedTimedAttempt = () =>
  buildAttemptDetail({
    mode: 'TIMED',
    status: 'PAUSED',
    timeLimitSeconds: 600,
    remainingSeconds: 290,
    deadlineAt: null,
  });

/** Completing the attempt leads to its results (the last save and the completion may take a while under load). */
const reachesTheResults = (view: ReturnType<typeof renderApp>) =>
  waitFor(() => expect(view.router.state.location.pathname).toBe(`/quizzes/${QUIZ_ID}/results`), { timeout: 5000 });

/** Answers the first question (the largest planet) with Mars, once it shows, and presses `submit`. */
async function chooseMarsAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  submit: 'Submit Answer' | 'Submit All Answers',
) {
  await user.click(await screen.findByRole('radio', { name: /Mars/ }));
  await user.click(screen.getByRole('button', { name: submit }));
}

/** Makes every POST to `path` fail with a 500, and counts them. */
function refuseEveryCall(path: string) {
  const refused = { count: 0 };
  server.use(
    http.post(api(path), () => {
      refused.count += 1;
      return errorResponse(500, 'boom');
    }),
  );
  return refused;
}

describe('opening an attempt (spec 3 section 2)', () => {
  it('starts a new attempt in the mode asked for when there is none, and puts its id in the URL', async () => {
    signInAs(student);
    const calls = serveAttempt(buildAttemptDetail());
    const view = renderApp(`/quizzes/${QUIZ_ID}/attempt?mode=ONE_BY_ONE`);
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    expect(calls.started).toEqual([{ mode: 'ONE_BY_ONE' }]);
    await waitFor(() => expect(view.router.state.location.search).toBe(`?attemptId=${ATTEMPT_ID}`));
    // The question text's HTML is rendered through the allow-list, the hint is offered.
    expect(screen.getByText('red').tagName).toBe('B');
    expect(screen.getByText('Hint')).toBeInTheDocument();
  });

  it('resumes the active attempt when the attemptId in the URL cannot be opened', async () => {
    signInAs(student);
    const calls = serveAttempt(buildAttemptDetail(), { active: true });
    const view = renderApp(`/quizzes/${QUIZ_ID}/attempt?attemptId=0b000000-0000-4000-8000-00000000dead`);
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    expect(calls.started).toEqual([]);
    await waitFor(() => expect(view.router.state.location.search).toBe(`?attemptId=${ATTEMPT_ID}`));
  });

  it('resumes a paused attempt named in the URL in one step (Resume in My Quizzes needs no second click)', async () => {
    signInAs(student);
    const calls = serveAttempt(pausedTimedAttempt());
    renderApp(`/quizzes/${QUIZ_ID}/attempt?attemptId=${ATTEMPT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    expect(calls.resumed).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Attempt paused' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled();
  });

  it('says so when nothing can be opened', async () => {
    signInAs(student);
    server.use(
      http.get(api('/v1/attempts'), () => HttpResponse.json(pageOf([], 0, 1))),
      http.post(api('/v1/attempts/quizzes/:quizId'), () => errorResponse(500, 'x')),
    );
    renderApp(`/quizzes/${QUIZ_ID}/attempt`);
    expect(await screen.findByText('Failed to initialize quiz attempt')).toBeInTheDocument();
  });
});

describe('One by One', () => {
  it('enables Submit Answer only with an answer, shows the next question, and completes after the last one', async () => {
    const { calls, view, user } = openAttempt(buildAttemptDetail());
    const submit = await screen.findByRole('button', { name: 'Submit Answer' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Mars/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toHaveFocus();
    expect(screen.getByText('Answer saved. Next question.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'True' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/quizzes/${QUIZ_ID}/results`));
    expect(view.router.state.location.search).toBe(`?attemptId=${ATTEMPT_ID}`);
    expect(calls.answers).toEqual([
      { questionId: first.id, response: { selectedOptionId: 'b' } },
      { questionId: second.id, response: { answer: true } },
    ]);
    expect(calls.completed).toBe(1);
    expect(await screen.findByRole('heading', { name: 'Quiz Results' })).toBeInTheDocument();
  });

  it('with IMMEDIATE feedback, shows the verdict, the right answer and the explanation before the next question', async () => {
    const { calls, view, user } = openAttempt(buildAttemptDetail(), { immediateFeedback: true });
    await chooseMarsAndSubmit(user, 'Submit Answer');
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toHaveFocus();
    expect(screen.getAllByText('Incorrect').length).toBeGreaterThan(0);
    expect(screen.getByText('Mars looks red, but the question asks for the largest planet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Answer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'True' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect((await screen.findAllByText('Correct')).length).toBeGreaterThan(0);
    expect(calls.completed).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/quizzes/${QUIZ_ID}/results`));
    expect(calls.completed).toBe(1);
  });

  it("says 'Failed to complete attempt. Please try again' when completing fails, and Try again completes it", async () => {
    signInAs(student);
    const calls = serveAttempt(buildAttemptDetail());
    let refused = 0;
    server.use(
      http.post(
        api('/v1/attempts/:id/complete'),
        () => {
          refused += 1;
          return errorResponse(500, 'boom');
        },
        { once: true },
      ),
    );
    const view = renderApp(`/quizzes/${QUIZ_ID}/attempt?attemptId=${ATTEMPT_ID}`);
    const { user } = view;
    await chooseMarsAndSubmit(user, 'Submit Answer');
    await user.click(await screen.findByRole('radio', { name: 'True' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    const alert = (await screen.findByText('Failed to complete attempt. Please try again')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).not.toBeNull();
    expect(refused).toBe(1);
    expect(view.router.state.location.pathname).toBe(`/quizzes/${QUIZ_ID}/attempt`);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/quizzes/${QUIZ_ID}/results`));
    expect(calls.completed).toBe(1);
  });

  it('shows the failure of an answer and keeps it for another try', async () => {
    const { user } = openAttempt(buildAttemptDetail(), { failAnswer: true });
    await chooseMarsAndSubmit(user, 'Submit Answer');
    expect(await screen.findByText('Failed to submit answer. Please retry')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Mars/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit Answer' })).toBeEnabled();
  });
});

describe('All at Once', () => {
  const detail = () =>
    buildAttemptDetail({
      mode: 'ALL_AT_ONCE',
      answers: [
        { answerId: 'a1', questionId: second.id, response: { answer: false }, answeredAt: '2026-03-01T10:00:00Z' },
      ],
    });

  it('shows the answers already given, warns about the unanswered, and sends only changed answers before completing', async () => {
    const { calls, view, user } = openAttempt(detail());
    expect(await screen.findByRole('region', { name: 'Question 1 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'False' })).toBeChecked();
    expect(screen.getByRole('progressbar', { name: '1 of 2 answered' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit All Answers' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit All Answers' });
    expect(within(dialog).getByText('1 question(s) remain(s) unanswered.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep answering' }));

    await user.click(screen.getByRole('radio', { name: /Mars/ }));
    await user.click(screen.getByRole('button', { name: 'Submit All Answers' }));
    await reachesTheResults(view);
    expect(calls.batches.at(-1)).toEqual({ answers: [{ questionId: first.id, response: { selectedOptionId: 'b' } }] });
    expect(calls.completed).toBe(1);
  });

  it('sends an answer changed while an autosave is on its way instead of counting it as saved', async () => {
    signInAs(student);
    const calls = serveAttempt(detail());
    const firstSave = heldUntilReleased();
    let saves = 0;
    server.use(
      http.post(api('/v1/attempts/:id/answers/batch'), async ({ request }) => {
        calls.batches.push(await request.json());
        saves += 1;
        if (saves === 1) {
          await firstSave.held;
        }
        return HttpResponse.json({
          attemptId: ATTEMPT_ID,
          saved: 1,
          answers: [],
          questionsAnswered: 2,
          totalQuestions: 2,
        });
      }),
    );
    const view = renderApp(`/quizzes/${QUIZ_ID}/attempt?attemptId=${ATTEMPT_ID}`);
    const { user } = view;
    await user.click(await screen.findByRole('radio', { name: /Mars/ }));
    await waitFor(() => expect(calls.batches).toHaveLength(1), { timeout: 5000 });
    expect(calls.batches[0]).toEqual({ answers: [{ questionId: first.id, response: { selectedOptionId: 'b' } }] });

    await user.click(screen.getByRole('radio', { name: /Venus/ }));
    firstSave.release();
    await user.click(screen.getByRole('button', { name: 'Submit All Answers' }));
    await reachesTheResults(view);
    expect(calls.batches.at(-1)).toEqual({ answers: [{ questionId: first.id, response: { selectedOptionId: 'a' } }] });
    expect(calls.completed).toBe(1);
  });

  it('shows the Submission Error when the batch fails', async () => {
    const { user } = openAttempt(detail(), { failBatch: true });
    await chooseMarsAndSubmit(user, 'Submit All Answers');
    expect(await screen.findByText('Submission Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to submit answers. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('blocks submitting with nothing answered', async () => {
    openAttempt(buildAttemptDetail({ mode: 'ALL_AT_ONCE' }));
    const submit = await screen.findByRole('button', { name: 'Submit All Answers' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('No answers provided. Please answer at least one question.');
  });
});

describe('the timer', () => {
  const timed = (remainingSeconds: number) =>
    buildAttemptDetail({ mode: 'TIMED', timeLimitSeconds: 600, remainingSeconds, deadlineAt: '2030-01-01T00:00:00Z' });

  it('pauses (the questions hide) and resumes with the server’s time', async () => {
    const { calls, user } = openAttempt(timed(300));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^(5:00|4:59)$/);
    await screen.findByRole('heading', { name: 'Question 1 of 2' });
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('heading', { name: 'Attempt paused' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('4:50');
    expect(screen.queryByRole('heading', { name: 'Question 1 of 2' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Resume' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    expect([calls.paused, calls.resumed]).toEqual([1, 1]);
  });

  it('offers no pause control on a timed attempt of a quiz that does not allow pausing timed attempts', async () => {
    const { calls } = openAttempt({ ...timed(300), pauseAllowed: false });
    await screen.findByRole('heading', { name: 'Question 1 of 2' });
    expect(screen.getByRole('timer')).toHaveTextContent(/^(5:00|4:59)$/);
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    expect(calls.paused).toBe(0);
  });

  it("says 'Failed to pause attempt. Please try again.' when the pause fails, and the questions stay", async () => {
    signInAs(student);
    serveAttempt(timed(300));
    const refused = refuseEveryCall('/v1/attempts/:id/pause');
    const { user } = renderApp(`/quizzes/${QUIZ_ID}/attempt?attemptId=${ATTEMPT_ID}`);
    await screen.findByRole('heading', { name: 'Question 1 of 2' });
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(
      (await screen.findByText('Failed to pause attempt. Please try again.')).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(refused.count).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Attempt paused' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled();
  });

  it("says 'Failed to resume attempt. Please try again.' when resuming a paused attempt fails, and it stays paused", async () => {
    signInAs(student);
    serveAttempt(pausedTimedAttempt());
    const refused = refuseEveryCall('/v1/attempts/:id/resume');
    const { user } = renderApp(`/quizzes/${QUIZ_ID}/attempt?attemptId=${ATTEMPT_ID}`);
    // Opening the paused attempt resumes it; that failed, so it says so and offers Resume again.
    expect(await screen.findByRole('heading', { name: 'Attempt paused' })).toBeInTheDocument();
    expect(
      (await screen.findByText('Failed to resume attempt. Please try again.')).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(refused.count).toBe(1);
    await user.click(screen.getAllByRole('button', { name: 'Resume' })[0] as HTMLElement);
    await waitFor(() => expect(refused.count).toBe(2));
    expect(screen.getByText('Failed to resume attempt. Please try again.').closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Attempt paused' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Question 1 of 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('4:50');
  });

  it('at zero submits the current answer and completes the attempt', async () => {
    const { calls, view } = openAttempt(timed(2));
    await view.user.click(await screen.findByRole('radio', { name: /Mars/ }));
    expect(
      await screen.findByText('Time is up. Submitting your answers...', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/quizzes/${QUIZ_ID}/results`), {
      timeout: 4000,
    });
    expect(calls.answers).toEqual([{ questionId: first.id, response: { selectedOptionId: 'b' } }]);
    expect(calls.completed).toBe(1);
  });
});

describe('a completed attempt', () => {
  it('is shown read-only with the answers given and a way to the results', async () => {
    signInAs(student);
    serveAttempt(
      buildAttemptDetail({
        status: 'COMPLETED',
        completedAt: '2026-03-01T10:05:00Z',
        answers: [{ answerId: 'a', questionId: first.id, response: { selectedOptionId: 'b' }, answeredAt: null }],
      }),
    );
    renderApp(`/quizzes/${QUIZ_ID}/attempt?attemptId=${ATTEMPT_ID}`);
    expect(await screen.findByText('This attempt is completed. Answers are read-only.')).toBeInTheDocument();
    const mars = await screen.findByRole('radio', { name: /Mars/ });
    expect(mars).toBeChecked();
    expect(mars).toBeDisabled();
    expect(screen.getByRole('link', { name: 'View Results' })).toHaveAttribute(
      'href',
      `/quizzes/${QUIZ_ID}/results?attemptId=${ATTEMPT_ID}`,
    );
  });
});

describe('the start screen', () => {
  it('offers the unfinished attempt and the modes the quiz allows', async () => {
    signInAs(student);
    server.use(
      http.get(api('/v1/quizzes/:id'), () =>
        HttpResponse.json(buildQuiz({ id: QUIZ_ID, title: 'Timed Quiz', timerEnabled: true, timerDuration: 10 })),
      ),
      http.get(api('/v1/attempts'), () =>
        HttpResponse.json(
          pageOf(
            [
              buildAttempt({
                attemptId: ATTEMPT_ID,
                quizId: QUIZ_ID,
                mode: 'TIMED',
                questionsAnswered: 2,
                totalQuestions: 6,
              }),
            ],
            0,
            50,
          ),
        ),
      ),
      http.post(api('/v1/attempts/quizzes/:quizId'), () =>
        errorResponse(409, 'You have already completed this quiz and it does not allow repeated attempts'),
      ),
    );
    const { user } = renderApp(`/quizzes/${QUIZ_ID}/attempt/start`);
    expect(await screen.findByRole('heading', { name: 'You have an unfinished attempt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Attempt' })).toHaveAttribute(
      'href',
      `/quizzes/${QUIZ_ID}/attempt?attemptId=${ATTEMPT_ID}`,
    );
    expect(screen.getByRole('radio', { name: 'Timed' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'One by One' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'One by One' })).toHaveAccessibleDescription(
      'Unavailable: this quiz has the timer enabled.',
    );
    await user.click(screen.getByRole('button', { name: 'Start Fresh Attempt' }));
    expect(
      await screen.findByText('Conflict: You have already completed this quiz and it does not allow repeated attempts'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to load existing attempts. Please try again.' when the unfinished attempts cannot be loaded, and still offers a start", async () => {
    signInAs(student);
    const started: unknown[] = [];
    server.use(
      http.get(api('/v1/quizzes/:id'), () => HttpResponse.json(buildQuiz({ id: QUIZ_ID, title: 'Space Quiz' }))),
      http.get(api('/v1/attempts'), () => errorResponse(500, 'boom')),
      http.post(api('/v1/attempts/quizzes/:quizId'), async ({ request }) => {
        started.push(await request.json());
        return errorResponse(500, 'boom');
      }),
    );
    const { user } = renderApp(`/quizzes/${QUIZ_ID}/attempt/start`);
    expect(await screen.findByRole('heading', { name: 'Space Quiz', level: 1 })).toBeInTheDocument();
    expect(
      (await screen.findByText('Failed to load existing attempts. Please try again.')).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'You have an unfinished attempt' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Quiz' }));
    expect(await screen.findByText('Failed to start quiz attempt. Please try again.')).toBeInTheDocument();
    expect(started).toHaveLength(1);
  });

  it('goes straight to the attempt with an attemptId, and says when the quiz is missing', async () => {
    signInAs(student);
    serveAttempt(buildAttemptDetail());
    const view = renderApp(`/quizzes/${QUIZ_ID}/attempt/start?attemptId=${ATTEMPT_ID}`);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/quizzes/${QUIZ_ID}/attempt`));

    server.use(http.get(api('/v1/quizzes/:id'), () => errorResponse(404, 'Quiz not found')));
    renderApp(`/quizzes/${QUIZ_ID}/attempt/start`);
    expect(await screen.findByText('Quiz not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Quizzes' })).toHaveAttribute('href', '/quizzes');
  });
});
