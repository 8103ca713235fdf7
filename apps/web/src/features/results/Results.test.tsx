import type { QuizResultSummary } from '@quizmaker/contracts';
import { attemptMessages } from '@quizmaker/contracts';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signInAs } from '../../test-support/render.tsx';
import { api, errorResponse, server, student } from '../../test-support/server.ts';
import { allAbilities, ATTEMPT_ID, buildQuiz, buildResult, QUIZ_ID } from '../../test-support/quiz-fixtures.ts';
import { QuestionBoundary } from './QuestionBoundary.tsx';

const serveQuiz = (overrides = {}) =>
  server.use(
    http.get(api('/v1/quizzes/:id'), () =>
      HttpResponse.json(buildQuiz({ id: QUIZ_ID, isRepetitionEnabled: true, ...overrides })),
    ),
  );

describe('attempt results', () => {
  it('says when there is no attempt id', async () => {
    signInAs(student);
    renderApp(`/quizzes/${QUIZ_ID}/results`);
    expect(await screen.findByText('No attempt ID provided')).toBeInTheDocument();
  });

  it('shows score, correct count, accuracy and percentage with its colour, then every question with the answers and explanation', async () => {
    signInAs(student);
    serveQuiz({ abilities: allAbilities });
    server.use(
      http.get(api('/v1/attempts/:id/results'), () =>
        HttpResponse.json(buildResult({ scorePercentage: 50, accuracy: 50 })),
      ),
    );
    renderApp(`/quizzes/${QUIZ_ID}/results?attemptId=${ATTEMPT_ID}`);

    expect(await screen.findByRole('heading', { name: 'Quiz Results', level: 1 })).toBeInTheDocument();
    const score = screen.getByRole('img', { name: 'Score: 50%' });
    expect(score).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByText('Total Score').nextElementSibling).toHaveTextContent('1 of 2');
    expect(screen.getByText('Correct', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1 of 2');
    expect(screen.getByText('Accuracy').nextElementSibling).toHaveTextContent('50%');
    expect(screen.getByText('Passed')).toBeInTheDocument();
    expect(screen.getByText('Time: 1m 15s')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Start New Attempt' })).toHaveAttribute(
      'href',
      `/quizzes/${QUIZ_ID}/attempt/start`,
    );
    expect(screen.getByRole('link', { name: 'Results Summary' })).toHaveAttribute(
      'href',
      `/quizzes/${QUIZ_ID}/results-summary`,
    );

    const [first, second] = screen.getAllByRole('article');
    expect(within(first as HTMLElement).getByText('red').tagName).toBe('B');
    expect((first as HTMLElement).querySelector('img')).toBeNull();
    expect(within(first as HTMLElement).getByText('Rust makes it red.')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText(/Answered: /)).toBeInTheDocument();
    expect(within(second as HTMLElement).getAllByText('Not answered').length).toBeGreaterThan(0);
    expect(within(second as HTMLElement).getByText(/Incorrect/)).toBeInTheDocument();
  });

  it('colours 80 and above as success and 60 to 79 as warning', async () => {
    signInAs(student);
    serveQuiz();
    server.use(
      http.get(api('/v1/attempts/:id/results'), () => HttpResponse.json(buildResult({ scorePercentage: 80 }))),
    );
    renderApp(`/quizzes/${QUIZ_ID}/results?attemptId=${ATTEMPT_ID}`);
    expect(await screen.findByRole('img', { name: 'Score: 80%' })).toHaveAttribute('data-tone', 'success');
    server.use(
      http.get(api('/v1/attempts/:id/results'), () => HttpResponse.json(buildResult({ scorePercentage: 79.9 }))),
    );
    renderApp(`/quizzes/${QUIZ_ID}/results?attemptId=${ATTEMPT_ID}x`);
    expect(await screen.findByRole('img', { name: 'Score: 79.9%' })).toHaveAttribute('data-tone', 'warning');
  });

  it('shows the server’s failure or the fallback, and offers to continue an unfinished attempt', async () => {
    signInAs(student);
    serveQuiz();
    server.use(http.get(api('/v1/attempts/:id/results'), () => errorResponse(500, 'x')));
    renderApp(`/quizzes/${QUIZ_ID}/results?attemptId=${ATTEMPT_ID}`);
    expect(await screen.findByText('Failed to fetch results. Please retry')).toBeInTheDocument();

    server.use(http.get(api('/v1/attempts/:id/results'), () => errorResponse(409, attemptMessages.notCompleted)));
    renderApp(`/quizzes/${QUIZ_ID}/results?attemptId=${ATTEMPT_ID}y`);
    expect(await screen.findByText('This attempt is not finished yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Attempt' })).toHaveAttribute(
      'href',
      `/quizzes/${QUIZ_ID}/attempt?attemptId=${ATTEMPT_ID}y`,
    );
  });

  it('replaces a question that fails to render with a placeholder and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('bad content');
    }
    render(
      <>
        <QuestionBoundary fallback={<p>This question could not be loaded.</p>}>
          <Broken />
        </QuestionBoundary>
        <QuestionBoundary fallback={<p>unused</p>}>
          <p>fine</p>
        </QuestionBoundary>
      </>,
    );
    expect(screen.getByText('This question could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('fine')).toBeInTheDocument();
    warn.mockRestore();
    error.mockRestore();
  });
});

describe('results summary', () => {
  const summary: QuizResultSummary = {
    quizId: QUIZ_ID,
    attemptsCount: 4,
    averageScore: 62.5,
    bestScore: 100,
    worstScore: 25,
    passRate: 75,
    passMark: 50,
    averageDurationSeconds: 60,
    questionStats: [
      {
        questionId: 'q1',
        questionText: 'Which planet is <b>red</b>?',
        timesAsked: 4,
        timesCorrect: 3,
        correctRate: 0.75,
      },
    ],
  };

  it('shows the aggregate numbers and the per-question table', async () => {
    signInAs(student);
    serveQuiz();
    server.use(http.get(api('/v1/quizzes/:id/results/summary'), () => HttpResponse.json(summary)));
    renderApp(`/quizzes/${QUIZ_ID}/results-summary`);
    expect(await screen.findByRole('heading', { name: 'Results Summary', level: 1 })).toBeInTheDocument();
    for (const [label, value] of [
      ['Attempts', '4'],
      ['Average Score', '62.5%'],
      ['Best Score', '100%'],
      ['Worst Score', '25%'],
      ['Pass Rate', '75%'],
    ]) {
      expect(screen.getByText(label as string).nextElementSibling).toHaveTextContent(value as string);
    }
    const row = within(screen.getByRole('table', { name: 'Questions' })).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '3', '75%']);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('1. Which planet is red?');
  });

  it('says when there are no results, and when they cannot be loaded', async () => {
    signInAs(student);
    serveQuiz();
    server.use(
      http.get(api('/v1/quizzes/:id/results/summary'), () =>
        HttpResponse.json({ ...summary, attemptsCount: 0, questionStats: [] }),
      ),
    );
    renderApp(`/quizzes/${QUIZ_ID}/results-summary`);
    expect(await screen.findByText('No results available for this quiz yet')).toBeInTheDocument();

    server.use(http.get(api('/v1/quizzes/:id/results/summary'), () => errorResponse(500, 'x')));
    renderApp(`/quizzes/${QUIZ_ID}x/results-summary`);
    expect(await screen.findByText('Failed to load results. Please try again later')).toBeInTheDocument();
  });
});
