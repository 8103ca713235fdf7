import type { Attempt, Page, Quiz } from '@quizmaker/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../test-support/render.tsx';
import { api, creator, errorResponse, pageOf, server, student } from '../../test-support/server.ts';
import { allAbilities, asListItem, buildAttempt, buildQuiz, tagsNamed } from '../../test-support/quiz-fixtures.ts';

const CATEGORY = { id: '5c052a3c-dff6-4aa3-b98f-ea87ebec1c08', name: 'Science & Nature' };

/** Serves GET /v1/quizzes from `quizzes` and records every query string it was called with. */
function serveQuizzes(quizzes: Quiz[], total = quizzes.length) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(api('/v1/quizzes'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params);
      const size = Number(params.get('size'));
      const page = Number(params.get('page'));
      return HttpResponse.json<Page<Quiz>>(pageOf(quizzes, page, size, total));
    }),
    http.get(api('/v1/categories'), () => HttpResponse.json(pageOf([CATEGORY], 0, 1000))),
    http.get(api('/v1/tags'), () => HttpResponse.json(pageOf(tagsNamed('astronomy', 'science'), 0, 1000))),
  );
  return calls;
}

function serveAttempts(active: Attempt[], anyAtAll = active.length > 0) {
  server.use(
    http.get(api('/v1/attempts'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.getAll('status').length > 0) {
        return HttpResponse.json(pageOf(active, 0, 50));
      }
      return HttpResponse.json(pageOf(anyAtAll ? [buildAttempt({ status: 'COMPLETED' })] : [], 0, 1));
    }),
  );
}

describe('All Quizzes', () => {
  it('asks the server for public quizzes, 12 per page, recommended first, and shows each row as spec 3 describes', async () => {
    signInAs(student);
    const quiz = buildQuiz({
      title: 'Tour of the Nine Question Types',
      difficulty: 'EASY',
      isRepetitionEnabled: true,
      estimatedTime: 90,
      category: CATEGORY,
      categoryId: CATEGORY.id,
      tags: tagsNamed('a', 'b', 'c', 'd', 'e', 'f', 'g'),
    });
    const calls = serveQuizzes([asListItem(quiz)], 1);
    renderApp('/quizzes');

    expect(await screen.findByRole('heading', { name: 'All Quizzes', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Browse and discover quizzes created by the community')).toBeInTheDocument();
    expect(await screen.findByText('1 quiz found')).toBeInTheDocument();
    const row = screen.getByRole('article', { name: 'Tour of the Nine Question Types' });
    expect(within(row).getByText('Easy')).toBeInTheDocument();
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('1h 30m')).toBeInTheDocument();
    expect(within(row).getByText('Public')).toBeInTheDocument();
    expect(within(row).getByText('Science & Nature')).toBeInTheDocument();
    expect(within(row).getByText('Multiple attempts')).toBeInTheDocument();
    expect(within(row).getByText('Created: 02/01/2026')).toBeInTheDocument();
    const tags = within(row).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#a', '#b', '#c', '#d', '#e', '+2 more']);
    expect(within(row).getByRole('link', { name: 'Start Quiz' })).toHaveAttribute(
      'href',
      `/quizzes/${quiz.id}/attempt/start`,
    );
    expect(within(row).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/quizzes/${quiz.id}`);
    expect(within(row).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    const first = calls[0];
    expect(first?.get('scope')).toBe('public');
    expect(first?.get('size')).toBe('12');
    expect(first?.get('page')).toBe('0');
    expect(first?.get('sort')).toBe('recommended,desc');
  });

  it('sorts, filters and pages on the server, keeps it all in the URL and goes back to page 1 on a new sort or filter', async () => {
    signInAs(student);
    const quizzes = Array.from({ length: 12 }, () => asListItem(buildQuiz()));
    const calls = serveQuizzes(quizzes, 40);
    const view = renderApp('/quizzes?page=2');
    const { user } = view;

    expect(await screen.findByText('40 quizzes found')).toBeInTheDocument();
    expect(calls.at(-1)?.get('page')).toBe('1');
    const pager = screen.getByRole('navigation', { name: 'Quiz pages' });
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByText('Page 2 of 4')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Title Z-A');
    await waitFor(() => expect(calls.at(-1)?.get('sort')).toBe('title,desc'));
    expect(calls.at(-1)?.get('page')).toBe('0');
    expect(view.router.state.location.search).toBe('?sort=titleDesc');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Quiz pages' })).getByRole('button', { name: 'Page 3' }),
    );
    await waitFor(() => expect(calls.at(-1)?.get('page')).toBe('2'));

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('group', { name: 'Filter quizzes' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Hard' }));
    await user.click(within(panel).getByRole('radio', { name: '15-30 min' }));
    await user.click(await within(panel).findByRole('checkbox', { name: 'Science & Nature' }));
    await waitFor(() => expect(calls.at(-1)?.getAll('categoryId')).toEqual([CATEGORY.id]));
    const last = calls.at(-1);
    expect(last?.getAll('difficulty')).toEqual(['HARD']);
    expect([last?.get('minTime'), last?.get('maxTime'), last?.get('page')]).toEqual(['15', '30', '0']);
    expect(view.router.state.location.search).toBe(
      `?difficulty=HARD&categoryId=${CATEGORY.id}&duration=15-30&sort=titleDesc`,
    );
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveFocus();

    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    await waitFor(() => expect(calls.at(-1)?.get('size')).toBe('50'));

    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(view.router.state.location.search).not.toContain('size=50'));
  }, 30_000);

  it('jumps to a page typed in the pager, and only to a page that exists', async () => {
    signInAs(student);
    const calls = serveQuizzes(
      Array.from({ length: 10 }, () => asListItem(buildQuiz())),
      100,
    );
    const { user } = renderApp('/quizzes?size=10');
    await screen.findByText('100 quizzes found');
    const jump = screen.getByLabelText('Go to page');
    await user.type(jump, '11');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Enter a page from 1 to 10')).toBeInTheDocument();
    await user.clear(jump);
    await user.type(jump, '7{Enter}');
    await waitFor(() => expect(calls.at(-1)?.get('page')).toBe('6'));
  });

  it('disables Start Quiz for a draft with the tooltip, and switches to cards with at most 3 tags', async () => {
    signInAs(student);
    serveQuizzes([
      asListItem(buildQuiz({ title: 'Unfinished', status: 'DRAFT', tags: tagsNamed('a', 'b', 'c', 'd') })),
    ]);
    const { user } = renderApp('/quizzes');
    const row = await screen.findByRole('article', { name: 'Unfinished' });
    const start = within(row).getByRole('button', { name: 'Start Quiz' });
    expect(start).toHaveAttribute('aria-disabled', 'true');
    expect(start).toHaveAccessibleDescription('Quiz must be published before it can be started');

    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    const card = screen.getByRole('article', { name: 'Unfinished' });
    expect(
      within(within(card).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#a', '#b', '#c', '+1 more']);
  });

  it('shows the empty states and the failure banner', async () => {
    signInAs(student);
    serveQuizzes([]);
    const { user } = renderApp('/quizzes');
    expect(await screen.findByText('No quizzes found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or check back later for new quizzes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(await screen.findByText('No quizzes found - Get started by creating your first quiz.')).toBeInTheDocument();

    server.use(http.get(api('/v1/quizzes'), () => errorResponse(500, 'boom')));
    renderApp('/quizzes?sort=oldest');
    expect(await screen.findByText('Failed to load quizzes')).toBeInTheDocument();
  });

  it('shows 8 placeholder cards while loading', async () => {
    signInAs(student);
    server.use(http.get(api('/v1/quizzes'), () => new Promise<never>(() => undefined)));
    renderApp('/quizzes?view=grid');
    const loading = await screen.findByRole('status', { name: 'Loading quizzes...' });
    expect(loading.children).toHaveLength(8);
  });
});

describe('My Quizzes & Attempts', () => {
  it('lists own quizzes (scope=me) after the active attempts, and deletes a selection after the bulk dialog', async () => {
    signInAs(creator);
    const mine = [
      buildQuiz({ title: 'Mine A', abilities: allAbilities }),
      buildQuiz({ title: 'Mine B', abilities: allAbilities }),
      buildQuiz({ title: 'Mine C', abilities: allAbilities }),
    ].map(asListItem);
    const calls = serveQuizzes(mine);
    serveAttempts([]);
    const deleted: string[] = [];
    server.use(
      http.delete(api('/v1/quizzes/:id'), ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/my-quizzes');

    expect(await screen.findByRole('heading', { name: 'My Quizzes & Attempts', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Continue your quiz attempts and manage your created quizzes')).toBeInTheDocument();
    expect(await screen.findByText('No existing attempts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Created Quizzes' })).toBeInTheDocument();
    await screen.findByText('3 quizzes found');
    expect(calls[0]?.get('scope')).toBe('me');

    await user.click(screen.getByRole('checkbox', { name: 'Select All (0/3)' }));
    expect(screen.getByText('3 quiz(zes) selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Mine B' }));
    expect(screen.getByRole('checkbox', { name: 'Select All (2/3)' })).toBePartiallyChecked();
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Multiple Quizzes' });
    expect(
      within(dialog).getByText('Are you sure you want to delete 2 quiz(zes)? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Selected' }));
    await waitFor(() => expect(deleted.sort()).toEqual([mine[0]?.id, mine[2]?.id].sort()));
    expect(await screen.findByText('2 quiz(zes) deleted')).toBeInTheDocument();
  });

  it("says 'Failed to delete some quizzes. Please try again.' when part of a bulk delete fails, and keeps those selected", async () => {
    signInAs(creator);
    const mine = [
      buildQuiz({ title: 'Keep A', abilities: allAbilities }),
      buildQuiz({ title: 'Stuck B', abilities: allAbilities }),
    ].map(asListItem);
    serveQuizzes(mine);
    serveAttempts([]);
    const asked: string[] = [];
    server.use(
      http.delete(api('/v1/quizzes/:id'), ({ params }) => {
        asked.push(String(params.id));
        return params.id === mine[1]?.id ? errorResponse(500, 'nope') : new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/my-quizzes');
    await screen.findByText('2 quizzes found');
    await user.click(screen.getByRole('checkbox', { name: 'Select All (0/2)' }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Multiple Quizzes' })).getByRole('button', {
        name: 'Delete Selected',
      }),
    );
    expect(await screen.findByText('Failed to delete some quizzes. Please try again.')).toBeInTheDocument();
    expect(asked.sort()).toEqual([mine[0]?.id, mine[1]?.id].sort());
    expect(screen.queryByText('2 quiz(zes) deleted')).not.toBeInTheDocument();
    expect(screen.getByText('1 quiz(zes) selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Stuck B' })).toBeChecked();
  });

  it('deletes one quiz after the spec’s confirmation, and says so when it fails', async () => {
    signInAs(creator);
    serveQuizzes([asListItem(buildQuiz({ title: 'Doomed', abilities: allAbilities }))]);
    serveAttempts([]);
    server.use(http.delete(api('/v1/quizzes/:id'), () => errorResponse(500, 'nope')));
    const { user } = renderApp('/my-quizzes');
    await user.click(await screen.findByRole('button', { name: 'Delete Doomed' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Quiz' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this quiz? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Quiz' }));
    expect(await screen.findByText('Failed to delete quiz. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Doomed' })).toHaveAttribute('href', expect.stringMatching(/\/edit$/));
  });

  it('offers Create Quiz on the empty list, and shows the active attempts 3 at a time with Resume/Continue and Delete', async () => {
    signInAs(creator);
    serveQuizzes([]);
    const attempts = Array.from({ length: 7 }, (_value, index) =>
      buildAttempt({
        quizTitle: `Attempt ${index + 1}`,
        status: index === 0 ? 'PAUSED' : 'IN_PROGRESS',
        questionsAnswered: index,
        totalQuestions: 8,
      }),
    );
    serveAttempts(attempts);
    let deleted = '';
    server.use(
      http.delete(api('/v1/attempts/:id'), ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/my-quizzes');
    expect(await screen.findByText('No quizzes yet')).toBeInTheDocument();
    expect(screen.getByText('Get started by creating your first quiz.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create Quiz' }).length).toBeGreaterThanOrEqual(2);

    const section = screen.getByRole('region', { name: 'Active Attempts' });
    await within(section).findByText('Attempt 1');
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getByRole('link', { name: 'Resume Attempt 1' })).toHaveAttribute(
      'href',
      `/quizzes/${attempts[0]?.quizId}/attempt?attemptId=${attempts[0]?.attemptId}`,
    );
    expect(within(section).getByRole('link', { name: 'Continue Attempt 2' })).toBeInTheDocument();
    expect(within(section).getByRole('progressbar', { name: '1 of 8 answered' })).toHaveAttribute(
      'aria-valuenow',
      '13',
    );
    await user.click(within(section).getByRole('button', { name: 'Show 3 More' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(section).getByRole('button', { name: 'Show 3 More' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(7);
    expect(within(section).queryByRole('button', { name: 'Show 3 More' })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Hide' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);

    await user.click(within(section).getByRole('button', { name: 'Delete attempt at Attempt 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Attempt' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this attempt? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Attempt' }));
    await waitFor(() => expect(deleted).toBe(attempts[1]?.attemptId));
  });

  it("says 'Failed to delete attempt. Please try again.' when deleting an attempt fails, and keeps it listed", async () => {
    signInAs(student);
    serveQuizzes([]);
    const attempt = buildAttempt({ quizTitle: 'Planets', status: 'IN_PROGRESS' });
    serveAttempts([attempt]);
    const asked: string[] = [];
    server.use(
      http.delete(api('/v1/attempts/:id'), ({ params }) => {
        asked.push(String(params.id));
        return errorResponse(500, 'x');
      }),
    );
    const { user } = renderApp('/my-quizzes');
    const section = await screen.findByRole('region', { name: 'Active Attempts' });
    await user.click(await within(section).findByRole('button', { name: 'Delete attempt at Planets' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Attempt' })).getByRole('button', {
        name: 'Delete Attempt',
      }),
    );
    expect(await screen.findByText('Failed to delete attempt. Please try again.')).toBeInTheDocument();
    expect(asked).toEqual([attempt.attemptId]);
    expect(screen.queryByText('Attempt deleted')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete Attempt' })).not.toBeInTheDocument());
    expect(within(section).getByText('Planets')).toBeInTheDocument();
  });

  it('tells "No active attempts" from "No existing attempts", and shows the attempt list failure', async () => {
    signInAs(student);
    serveQuizzes([]);
    serveAttempts([], true);
    renderApp('/my-quizzes');
    expect(await screen.findByText('No active attempts')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Quiz' })).not.toBeInTheDocument();

    server.use(http.get(api('/v1/attempts'), () => errorResponse(500, 'x')));
    renderApp('/my-quizzes?sort=oldest');
    expect(await screen.findByText('Failed to load your attempts. Please try again.')).toBeInTheDocument();
  });
});
