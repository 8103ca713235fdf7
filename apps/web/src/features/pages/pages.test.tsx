import type { Quiz, UserResultItem, UserResults } from '@quizmaker/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../test-support/render.tsx';
import { api, errorResponse, pageOf, server, student } from '../../test-support/server.ts';

describe('information pages', () => {
  it('serves /terms and /privacy to anyone, and /help, /about with the signed-in shell', async () => {
    const view = renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '4. Tokens and payments' })).toBeInTheDocument();
    view.unmount();
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('gives /help a short FAQ per role', async () => {
    signInAs(student);
    renderApp('/help');
    expect(await screen.findByRole('heading', { name: 'For students' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For quiz creators' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For administrators' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send us a message.' })).toHaveAttribute('href', '/contact');
  });

  it('explains live sessions on /help: joining with the PIN, the scoring rule, and the types that play', async () => {
    signInAs(student);
    renderApp('/help');
    const live = await screen.findByRole('region', { name: 'Live sessions' });
    const points = within(live)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(points).toHaveLength(6);
    expect(points[0]).toContain('enter the 6-digit game PIN and a nickname');
    expect(points[1]).toBe(
      'A correct answer earns up to 1,000 points: all of them if you answer at once, falling evenly to half at the deadline (points = round(1000 × score × (1 − time taken / time allowed / 2))). A wrong answer or none earns nothing.',
    );
    expect(points[3]).toBe('You answer each question once; your first answer counts.');
    expect(points[4]).toBe('Equal scores share a rank (1, 1, 3).');
  });

  it('shows the landing pitch with Login and Register to visitors', async () => {
    renderApp('/');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1 })).toHaveTextContent('Make a quiz in minutes.');
    expect(within(main).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(main).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(main).queryByRole('link', { name: 'Browse Quizzes' })).not.toBeInTheDocument();
  });
});

describe('/analytics', () => {
  const item = (quizId: string, title: string, daysAgo: number, score: number): UserResultItem => {
    const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    return {
      attemptId: `${quizId}${daysAgo}`,
      quizId,
      quizTitle: title,
      mode: 'ONE_BY_ONE',
      startedAt: at,
      completedAt: at,
      scorePercentage: score,
      passed: score >= 50,
      correctCount: 1,
      totalQuestions: 2,
    };
  };
  const quiz = (id: string, tags: Array<{ id: string; name: string }>) => ({ id, tags }) as unknown as Quiz;

  it('shows totals, the per-quiz figures and the weakest tags from the results calls', async () => {
    signInAs(student);
    const content = [item('q1', 'Capitals', 1, 40), item('q1', 'Capitals', 2, 60), item('q2', 'Fractions', 3, 90)];
    const summary: UserResults = {
      userId: student.id,
      username: 'student',
      attemptsCount: 4,
      completedCount: 3,
      quizzesTaken: 2,
      averageScore: 63.3,
      bestScore: 90,
      passRate: 66.7,
      results: pageOf(content, 0, 200),
    };
    server.use(
      http.get(api(`/v1/results/user/${student.id}`), () => HttpResponse.json(summary)),
      http.get(api('/v1/quizzes/q1'), () => HttpResponse.json(quiz('q1', [{ id: 't1', name: 'geography' }]))),
      http.get(api('/v1/quizzes/q2'), () => errorResponse(404, 'Quiz not found')),
    );
    renderApp('/analytics');
    expect(await screen.findByText('63.3%')).toBeInTheDocument();
    expect(screen.getByText('Completed attempts').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Best score').nextElementSibling).toHaveTextContent('90%');
    expect(screen.getByRole('heading', { name: 'Average score, last 30 days' })).toBeInTheDocument();
    const byQuiz = screen.getByRole('heading', { name: 'By quiz' }).closest('section') as HTMLElement;
    expect(within(byQuiz).getByText('Capitals').parentElement).toHaveTextContent('2 attemptsBest 60%');
    expect(within(byQuiz).getByText('Fractions').parentElement).toHaveTextContent('1 attemptBest 90%');
    const tags = screen.getByRole('heading', { name: 'Weakest tags' }).closest('section') as HTMLElement;
    expect(await within(tags).findByText('#geography')).toBeInTheDocument();
    expect(await within(tags).findByText('Average 50% over 1 quiz')).toBeInTheDocument();
  });

  it('invites a user without results to take a quiz, and reports a failed load', async () => {
    signInAs(student);
    const empty: UserResults = {
      userId: student.id,
      username: 'student',
      attemptsCount: 0,
      completedCount: 0,
      quizzesTaken: 0,
      averageScore: null,
      bestScore: null,
      passRate: null,
      results: pageOf([], 0, 200),
    };
    server.use(http.get(api(`/v1/results/user/${student.id}`), () => HttpResponse.json(empty)));
    const view = renderApp('/analytics');
    expect(await screen.findByText('Your progress appears here after your first completed quiz.')).toBeInTheDocument();
    view.unmount();
    server.use(http.get(api(`/v1/results/user/${student.id}`), () => errorResponse(500, 'x')));
    renderApp('/analytics');
    expect(await screen.findByText('Failed to load results. Please try again later')).toBeInTheDocument();
  });
});
