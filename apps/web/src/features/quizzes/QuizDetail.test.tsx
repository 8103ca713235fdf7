import type { GenerationJob, Leaderboard, QuizAnalytics, QuizResultSummary } from '@quizmaker/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, renderApp, signInAs } from '../../test-support/render.tsx';
import { api, creator, errorResponse, pageOf, server, student } from '../../test-support/server.ts';
import { needsReview } from './detail/ItemAnalysisTable.tsx';
import { customRangeError } from './detail/ExportForm.tsx';
import { performanceTrend } from './detail/format.ts';
import { channelUrl } from './detail/ShareDialog.tsx';
import { jobDurationParts } from './detail/GenerationJobs.tsx';
import { allAbilities, buildQuiz, leaderboardEntry, QUIZ_ID } from '../../test-support/quiz-fixtures.ts';

const summary: QuizResultSummary = {
  quizId: QUIZ_ID,
  attemptsCount: 12,
  averageScore: 72.5,
  bestScore: 100,
  worstScore: 10,
  passRate: 58.3,
  passMark: 50,
  averageDurationSeconds: 90,
  questionStats: Array.from({ length: 12 }, (_value, index) => ({
    questionId: `q${index}`,
    questionText: `Question number ${index + 1}`,
    timesAsked: 12,
    timesCorrect: 6,
    correctRate: 0.5,
  })),
};

const board = (count: number, top: number): Leaderboard => ({
  quizId: QUIZ_ID,
  participants: count,
  entries: Array.from({ length: Math.min(count, top) }, (_value, index) =>
    leaderboardEntry(index + 1, 100 - index * 5),
  ),
});

const analytics: QuizAnalytics = {
  quizId: QUIZ_ID,
  attemptsCount: 15,
  completedCount: 12,
  abandonedCount: 3,
  completionRate: 80,
  passRate: 58.3,
  averageScore: 72.5,
  averageDurationSeconds: 90,
  scoreDistribution: [{ range: '0-10', from: 0, to: 10, count: 1 }],
  days: 7,
  attemptsPerDay: [{ date: '2026-03-01', started: 3, completed: 2 }],
  itemAnalysis: {
    basis: 'FIRST_COMPLETED_ATTEMPTS',
    attempts: 12,
    sampled: false,
    items: [
      {
        questionId: 'q1',
        position: 1,
        type: 'MCQ_SINGLE',
        questionText: 'Good question',
        attempts: 12,
        facility: 0.6,
        averageScore: 0.6,
        discrimination: 0.5,
        pointBiserial: 0.45,
      },
      {
        questionId: 'q2',
        position: 2,
        type: 'OPEN',
        questionText: 'Too easy question',
        attempts: 12,
        facility: 1,
        averageScore: 1,
        discrimination: 0,
        pointBiserial: null,
      },
    ],
    reliability: { kr20: 0.71, cronbachAlpha: 0.7, attempts: 12, items: 2 },
  },
};

function serveDetail(
  quiz = buildQuiz({ id: QUIZ_ID, title: 'Space Quiz', description: null }),
  flags: { advancedAnalytics: boolean } | null = null,
) {
  const tops: number[] = [];
  server.use(
    http.get(api('/v1/quizzes/:id'), () => HttpResponse.json(quiz)),
    http.get(api('/v1/quizzes/:id/results/summary'), () => HttpResponse.json(summary)),
    http.get(api('/v1/quizzes/:id/leaderboard'), ({ request }) => {
      const top = Number(new URL(request.url).searchParams.get('top'));
      tops.push(top);
      return HttpResponse.json(board(12, top));
    }),
    http.get(api('/v1/quizzes/:id/analytics'), () => HttpResponse.json(analytics)),
    http.get(api('/v1/config/features'), () => (flags ? HttpResponse.json(flags) : errorResponse(404, 'Not found'))),
  );
  return { tops };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** The creator's generation jobs, as the panel asks for them (one page of up to 100). */
const generationJobs = (jobs: GenerationJob[]) =>
  http.get(api('/v1/quizzes/generation-jobs'), () => HttpResponse.json(pageOf(jobs, 0, 100)));

describe('quiz detail', () => {
  it('shows a visitor the info tiles, facts, Overview and Leaderboard only, and the leaderboard with medals and Show All', async () => {
    signInAs(student);
    const { tops } = serveDetail(
      buildQuiz({ id: QUIZ_ID, title: 'Space Quiz', timerEnabled: true, timerDuration: 90, isRepetitionEnabled: true }),
    );
    const { user } = renderApp(`/quizzes/${QUIZ_ID}`);
    expect(await screen.findByRole('heading', { name: 'Space Quiz', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to quizzes' })).toHaveAttribute('href', '/quizzes');
    const actions = screen.getByRole('group', { name: 'Quiz actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Start Quiz']);
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Share']);
    expect(screen.getByText('Timer').nextElementSibling).toHaveTextContent('1h 30m');
    expect(screen.getByText('Multiple attempts allowed')).toBeInTheDocument();
    expect(screen.getByText('Updated: 02/02/2026')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Leaderboard']);
    expect(screen.queryByRole('region', { name: 'Quiz Statistics' })).not.toBeInTheDocument();

    const leaderboard = await screen.findByRole('region', { name: 'Leaderboard' });
    expect(await within(leaderboard).findByText('12 participant(s) • Best scores')).toBeInTheDocument();
    expect(within(leaderboard).getByRole('img', { name: 'Gold medal, Rank 1' })).toBeInTheDocument();
    expect(within(leaderboard).getByRole('img', { name: 'Bronze medal, Rank 3' })).toBeInTheDocument();
    expect(within(leaderboard).getAllByRole('listitem')).toHaveLength(10);
    expect(within(leaderboard).getByText('Want to improve your ranking? Try the quiz again!')).toBeInTheDocument();
    await user.click(within(leaderboard).getByRole('button', { name: 'Show All' }));
    await waitFor(() => expect(within(leaderboard).getAllByRole('listitem')).toHaveLength(12));
    expect(within(leaderboard).getByRole('button', { name: 'Show Top 10' })).toBeInTheDocument();
    expect(tops).toEqual([10, 1000]);
  });

  it('gives the owner every action, the six tabs and the statistics with the first 10 questions', async () => {
    signInAs(creator);
    serveDetail(buildQuiz({ id: QUIZ_ID, title: 'Mine', status: 'DRAFT', abilities: allAbilities }));
    const { user } = renderApp(`/quizzes/${QUIZ_ID}`);
    const actions = await screen.findByRole('group', { name: 'Quiz actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Questions', 'Edit Quiz', 'AI Generation']);
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Share', 'Export questions', 'Export Results', 'Delete Quiz']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Management',
      'Analytics',
      'Leaderboard',
      'Export',
      'AI Generation',
    ]);

    const stats = await screen.findByRole('region', { name: 'Quiz Statistics' });
    expect(await within(stats).findByText('Total Attempts')).toBeInTheDocument();
    expect(within(stats).getByText('Total Attempts').nextElementSibling).toHaveTextContent('12');
    expect(within(stats).getByText('Average Score').nextElementSibling).toHaveTextContent('72.5%');
    expect(within(stats).getByText('Pass Rate').nextElementSibling).toHaveTextContent('58.3%');
    expect(
      within(stats).getByRole('table', { name: 'Question Performance' }).querySelectorAll('tbody tr'),
    ).toHaveLength(10);
    expect(within(stats).getByText('The first 10 questions are shown.')).toBeInTheDocument();
    expect(within(stats).getByText('Average success rate').nextElementSibling).toHaveTextContent('50%');

    await user.click(screen.getByRole('button', { name: 'Delete Quiz' }));
    expect(
      within(await screen.findByRole('alertdialog', { name: 'Delete Quiz' })).getByText(
        'Are you sure you want to delete this quiz? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
  });

  it("saves 'Allow pausing timed attempts' from the Management tab, shown with the timer settings", async () => {
    signInAs(creator);
    const quiz = buildQuiz({ id: QUIZ_ID, abilities: allAbilities, timerEnabled: true, timerDuration: 20 });
    serveDetail(quiz);
    const patches: unknown[] = [];
    server.use(
      http.patch(api('/v1/quizzes/:id'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        return HttpResponse.json({ ...quiz, ...body });
      }),
    );
    const { user } = renderApp(`/quizzes/${QUIZ_ID}?tab=management`);
    const allowPause = await screen.findByRole('switch', { name: 'Allow pausing timed attempts' });
    expect(allowPause).toBeChecked();
    await user.click(allowPause);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ timerEnabled: true, timerDuration: 20, allowPauseWhenTimed: false });
    await user.click(screen.getByRole('switch', { name: 'Timer' }));
    expect(screen.queryByRole('switch', { name: 'Allow pausing timed attempts' })).not.toBeInTheDocument();
  });

  it('the Management tab keeps a typed 0 in the estimated time and the timer and shows their minimum messages instead of silently making them 1', async () => {
    signInAs(creator);
    serveDetail(buildQuiz({ id: QUIZ_ID, abilities: allAbilities, timerEnabled: true, timerDuration: 20 }));
    const patches: unknown[] = [];
    server.use(
      http.patch(api('/v1/quizzes/:id'), async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp(`/quizzes/${QUIZ_ID}?tab=management`);
    const estimatedTime = await screen.findByRole('textbox', { name: 'Estimated time (minutes)' });
    const timer = screen.getByRole('textbox', { name: 'Timer duration (minutes)' });
    await fill(user, estimatedTime, '0');
    await fill(user, timer, '0');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(estimatedTime).toHaveValue('0');
    expect(timer).toHaveValue('0');
    expect(await screen.findByText('Estimated time must be at least 1 minute')).toBeInTheDocument();
    expect(screen.getByText('Timer duration must be at least 1 minute when timer is enabled')).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('shows the disabled notice while advancedAnalytics is off (the default), and the real analytics when on', async () => {
    signInAs(creator);
    serveDetail(buildQuiz({ id: QUIZ_ID, abilities: allAbilities }));
    renderApp(`/quizzes/${QUIZ_ID}?tab=analytics`);
    expect(await screen.findByText('Advanced analytics features are currently disabled.')).toBeInTheDocument();
    expect(screen.getByText(/FEATURE_ADVANCED_ANALYTICS/)).toBeInTheDocument();

    serveDetail(buildQuiz({ id: QUIZ_ID, abilities: allAbilities }), { advancedAnalytics: true });
    const second = renderApp(`/quizzes/${QUIZ_ID}?tab=analytics`);
    const insights = await screen.findByRole('region', { name: 'Key Insights' });
    expect(within(insights).getByText('Strong')).toBeInTheDocument();
    expect(within(insights).getByText('15 attempts started')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toContain('Attempt Trends (Last 7 Days)');
    const rows = within(screen.getByRole('table', { name: 'Item analysis' })).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('OK')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Review this question')).toBeInTheDocument();
    expect(screen.getByText('Reliability (KR-20): 0.71')).toBeInTheDocument();
    second.unmount();
  });

  it('says "Quiz not found" for a missing quiz', async () => {
    signInAs(student);
    server.use(http.get(api('/v1/quizzes/:id'), () => errorResponse(404, 'Quiz not found')));
    renderApp(`/quizzes/${QUIZ_ID}`);
    expect(await screen.findByText('Quiz not found')).toBeInTheDocument();
  });
});

describe('share and export', () => {
  it('opens the share dialog without a share sheet, with the spec’s text, five channels and Copy → Copied! for 2 seconds', async () => {
    signInAs(student);
    serveDetail();
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const { user } = renderApp(`/quizzes/${QUIZ_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Quiz' });
    expect(within(dialog).getByText('Check out this quiz: Space Quiz - Test your knowledge!')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('link')).toHaveLength(5);
    expect(within(dialog).getByLabelText('Quiz link')).toHaveValue(`${window.location.origin}/quizzes/${QUIZ_ID}`);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/quizzes/${QUIZ_ID}`);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('uses the device share sheet when there is one', async () => {
    signInAs(student);
    serveDetail();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderApp(`/quizzes/${QUIZ_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Space Quiz',
      text: 'Check out this quiz: Space Quiz - Test your knowledge!',
      url: `${window.location.origin}/quizzes/${QUIZ_ID}`,
    });
    expect(screen.queryByRole('dialog', { name: 'Share Quiz' })).not.toBeInTheDocument();
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });

  it('exports with the chosen options, checks the custom range, and names the file after the quiz', async () => {
    signInAs(creator);
    serveDetail(buildQuiz({ id: QUIZ_ID, title: 'Space Quiz: Part 2!', abilities: allAbilities }));
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api('/v1/results/export/:id'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return asked.length === 1
          ? new HttpResponse('a,b\n1,2\n', { headers: { 'Content-Type': 'text/csv' } })
          : errorResponse(500, 'x');
      }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { user } = renderApp(`/quizzes/${QUIZ_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Export Results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Quiz Results' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['PDF Report', 'Excel Spreadsheet (xlsx)', 'CSV Data', 'JSON Data']);
    expect(within(dialog).getByRole('checkbox', { name: 'Correct answers' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Statistics and charts' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Leaderboard' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'User details (names, e-mails)' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'CSV Data' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Leaderboard' }));
    await user.selectOptions(within(dialog).getByLabelText('Date range'), 'custom');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(within(dialog).getAllByText('Choose a start and an end date.')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Start date'), '2026-03-10');
    await user.type(within(dialog).getByLabelText('End date'), '2026-03-01');
    expect(within(dialog).getByText('The end date must not be before the start date.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('End date'));
    await user.type(within(dialog).getByLabelText('End date'), '2026-03-12');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual(['space_quiz__part_2__results.csv']));
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      format: 'csv',
      includeCorrectAnswers: 'true',
      includeStatistics: 'true',
      includeLeaderboard: 'true',
      includeUserDetails: 'false',
      dateRange: 'custom',
      from: '2026-03-10',
      to: '2026-03-12',
    });

    await user.click(screen.getByRole('button', { name: 'Export Results' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Export Quiz Results' })).getByRole('button', {
        name: 'Export',
      }),
    );
    expect(await screen.findByText('Export failed. Please try again.')).toBeInTheDocument();
  });
});

describe('AI Generation tab', () => {
  const job = (overrides: Partial<GenerationJob>): GenerationJob => ({
    jobId: 'job-1',
    status: 'PROCESSING',
    documentId: 'd1',
    documentTitle: 'Planets.pdf',
    quizTitle: 'Planets quiz',
    difficulty: 'EASY',
    totalChunks: 4,
    processedChunks: 2,
    progressPercentage: 50,
    currentChunk: null,
    estimatedCompletion: null,
    errorMessage: null,
    requestedQuestions: 10,
    totalQuestionsGenerated: 5,
    elapsedTimeSeconds: 75,
    estimatedTimeRemainingSeconds: 40,
    generatedQuizId: null,
    coverage: [],
    billingState: 'RESERVED',
    estimatedTokens: 100,
    committedTokens: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    startedAt: '2026-03-01T10:00:05.000Z',
    completedAt: null,
    ...overrides,
  });

  it('lists the caller’s jobs with progress, details and Cancel after the confirmation', async () => {
    signInAs(creator);
    serveDetail(buildQuiz({ id: QUIZ_ID, abilities: allAbilities }));
    let cancelled = '';
    server.use(
      generationJobs([
        job({}),
        job({
          jobId: 'job-2',
          status: 'COMPLETED',
          progressPercentage: 100,
          generatedQuizId: QUIZ_ID,
          elapsedTimeSeconds: 42,
        }),
      ]),
      http.delete(api('/v1/quizzes/generation-status/:jobId'), ({ params }) => {
        cancelled = String(params.jobId);
        return HttpResponse.json(job({ status: 'CANCELLED' }));
      }),
    );
    const { user } = renderApp(`/quizzes/${QUIZ_ID}?tab=generation`);
    const panel = await screen.findByRole('region', { name: 'AI Generation Jobs' });
    expect(await within(panel).findByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(panel).getByText('This quiz')).toBeInTheDocument();
    expect(within(panel).getByText(/1m 15s/)).toBeInTheDocument();
    expect(within(panel).getByText(/42s/)).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: /^Cancel job/ })).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'View details of job job-1' }));
    const details = await screen.findByRole('dialog', { name: 'Job details' });
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Job ID', 'Status', 'Document', 'Estimated Time', 'Created', 'Last Updated', 'Message', 'Progress']);
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    await user.click(within(panel).getByRole('button', { name: 'Cancel job job-1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel Generation Job' });
    expect(within(confirm).getByText('Are you sure you want to cancel this generation job?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Job' }));
    await waitFor(() => expect(cancelled).toBe('job-1'));
    expect(await screen.findByText('Job cancelled by user')).toBeInTheDocument();
  });

  it('retries a FAILED job through the server, and says so when the retry fails', async () => {
    signInAs(creator);
    serveDetail(buildQuiz({ id: QUIZ_ID, abilities: allAbilities }));
    const retried: string[] = [];
    let answer = 202;
    server.use(
      generationJobs([
        job({ jobId: 'job-9', status: 'FAILED', errorMessage: 'provider unavailable', progressPercentage: 40 }),
      ]),
      http.post(api('/v1/quizzes/generation-jobs/:jobId/retry'), ({ params }) => {
        retried.push(String(params.jobId));
        return answer === 202
          ? HttpResponse.json(
              {
                jobId: 'job-10',
                status: 'PENDING',
                message: 'Job queued for retry',
                documentId: 'doc-1',
                totalChunks: 2,
                requestedQuestions: 4,
                estimatedTokens: 90,
                estimatedTimeSeconds: 3,
              },
              { status: 202 },
            )
          : HttpResponse.json(
              {
                status: 409,
                code: 'CONFLICT_ERROR',
                message: 'User already has an active generation job',
                details: [],
                fieldErrors: [],
                path: '/',
                timestamp: '2026-03-01T10:00:00.000Z',
                traceId: 't',
              },
              { status: 409 },
            );
      }),
    );
    const { user } = renderApp(`/quizzes/${QUIZ_ID}?tab=generation`);
    const panel = await screen.findByRole('region', { name: 'AI Generation Jobs' });
    expect(within(panel).queryByRole('button', { name: /^Cancel job/ })).not.toBeInTheDocument();
    await user.click(await within(panel).findByRole('button', { name: 'Retry job job-9' }));
    expect(await screen.findByText('Job queued for retry')).toBeInTheDocument();
    expect(retried).toEqual(['job-9']);

    answer = 409;
    await user.click(within(panel).getByRole('button', { name: 'Retry job job-9' }));
    expect(await screen.findByText('Failed to retry job. Please try again.')).toBeInTheDocument();
    expect(retried).toEqual(['job-9', 'job-9']);
  });

  it("says 'Failed to load generation jobs' when the jobs cannot be loaded", async () => {
    signInAs(creator);
    serveDetail(buildQuiz({ id: QUIZ_ID, abilities: allAbilities }));
    server.use(http.get(api('/v1/quizzes/generation-jobs'), () => errorResponse(500, 'boom')));
    renderApp(`/quizzes/${QUIZ_ID}?tab=generation`);
    const panel = await screen.findByRole('region', { name: 'AI Generation Jobs' });
    const alert = await within(panel).findByText('Failed to load generation jobs');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(within(panel).queryByText('No generation jobs')).not.toBeInTheDocument();
  });

  it("says 'Failed to cancel job. Please try again.' when the cancel fails, and keeps the job", async () => {
    signInAs(creator);
    serveDetail(buildQuiz({ id: QUIZ_ID, abilities: allAbilities }));
    const cancels: string[] = [];
    server.use(
      generationJobs([job({})]),
      http.delete(api('/v1/quizzes/generation-status/:jobId'), ({ params }) => {
        cancels.push(String(params.jobId));
        return errorResponse(500, 'boom');
      }),
    );
    const { user } = renderApp(`/quizzes/${QUIZ_ID}?tab=generation`);
    const panel = await screen.findByRole('region', { name: 'AI Generation Jobs' });
    await user.click(await within(panel).findByRole('button', { name: 'Cancel job job-1' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Cancel Generation Job' })).getByRole('button', {
        name: 'Cancel Job',
      }),
    );
    expect(await screen.findByText('Failed to cancel job. Please try again.')).toBeInTheDocument();
    expect(cancels).toEqual(['job-1']);
    expect(screen.queryByText('Job cancelled by user')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Cancel Generation Job' })).not.toBeInTheDocument(),
    );
    expect(within(panel).getByRole('button', { name: 'Cancel job job-1' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    signInAs(creator);
    serveDetail(buildQuiz({ id: QUIZ_ID, abilities: allAbilities }));
    server.use(generationJobs([]));
    renderApp(`/quizzes/${QUIZ_ID}/generation`);
    expect(await screen.findByText('No generation jobs')).toBeInTheDocument();
    expect(screen.getByText('Start generating quizzes from documents to see jobs here.')).toBeInTheDocument();
  });
});

describe('detail rules', () => {
  it('Performance Trend: Strong above 70, Moderate above 50, otherwise Needs Improvement', () => {
    expect([performanceTrend(70.1), performanceTrend(70), performanceTrend(50.1), performanceTrend(50)]).toEqual([
      'strong',
      'moderate',
      'moderate',
      'needsImprovement',
    ]);
  });

  it('flags items that are too easy, too hard or do not discriminate', () => {
    expect(needsReview({ facility: 0.6, discrimination: 0.4, pointBiserial: 0.3 })).toBe(false);
    expect(needsReview({ facility: 0.1, discrimination: 0.4, pointBiserial: 0.3 })).toBe(true);
    expect(needsReview({ facility: 0.6, discrimination: 0.1, pointBiserial: 0.3 })).toBe(true);
    expect(needsReview({ facility: null, discrimination: null, pointBiserial: null })).toBe(false);
  });

  it('checks the custom date range and builds the share links', () => {
    expect(customRangeError({ dateRange: 'all', from: '', to: '' })).toBeNull();
    expect(customRangeError({ dateRange: 'custom', from: '2026-01-02', to: '' })).toBe('datesRequired');
    expect(customRangeError({ dateRange: 'custom', from: '2026-01-02', to: '2026-01-01' })).toBe('endBeforeStart');
    expect(customRangeError({ dateRange: 'custom', from: '2026-01-02', to: '2026-01-02' })).toBeNull();
    expect(channelUrl('email', 'Check it', 'https://x/quizzes/1', 'T')).toBe(
      'mailto:?subject=T&body=Check%20it%0A%0Ahttps%3A%2F%2Fx%2Fquizzes%2F1',
    );
    expect(channelUrl('twitter', 'a b', 'https://x', 'T')).toBe(
      'https://twitter.com/intent/tweet?text=a%20b&url=https%3A%2F%2Fx',
    );
  });

  it('writes job durations as seconds under a minute, then minutes and seconds', () => {
    expect(jobDurationParts(42)).toEqual({ seconds: 42 });
    expect(jobDurationParts(125)).toEqual({ minutes: 2, seconds: 5 });
  });
});
