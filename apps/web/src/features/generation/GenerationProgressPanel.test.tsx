import type { GenerationJob } from '@quizmaker/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signInAs } from '../../test-support/render.tsx';
import { answersInTurn, api, creator, errorResponse, server } from '../../test-support/server.ts';
import { buildGenerationJob, generationCompletingAtSecondPoll, uuid } from '../../test-support/authoring-backend.ts';
import { GenerationProgressPanel } from './GenerationProgressPanel.tsx';

const JOB_ID = uuid(900);
const STATUS = api(`/v1/quizzes/generation-status/${JOB_ID}`);

const job = (overrides: Partial<GenerationJob> = {}): GenerationJob =>
  buildGenerationJob({
    jobId: JOB_ID,
    totalChunks: 4,
    progressPercentage: 25,
    currentChunk: 'Chunk 2 of 4',
    requestedQuestions: 8,
    totalQuestionsGenerated: 2,
    elapsedTimeSeconds: 10,
    ...overrides,
  });

beforeEach(() => {
  signInAs(creator);
});

describe('generation progress panel', () => {
  it('Refresh asks the server at once and shows the new progress; a failed Refresh says so', async () => {
    const answers: Array<() => Response> = [
      () => HttpResponse.json(job()),
      () =>
        HttpResponse.json(
          job({ processedChunks: 2, progressPercentage: 50, currentChunk: 'Chunk 3 of 4', totalQuestionsGenerated: 4 }),
        ),
      () => errorResponse(500, 'boom'),
    ];
    const polls = answersInTurn(STATUS, answers);
    server.use(polls.handler);
    const { user } = renderWithProviders(<GenerationProgressPanel jobId={JOB_ID} />);
    expect(await screen.findByText('Working on: Chunk 2 of 4')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('1 of 4')).toBeInTheDocument();
    expect(polls.calls()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Working on: Chunk 3 of 4')).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByText('2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(polls.calls()).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect((await screen.findByText('Failed to get generation status')).closest('[role="alert"]')).not.toBeNull();
    expect(polls.calls()).toBe(3);
    // The last progress read stays on screen with Cancel, and Refresh stays offered to try again.
    expect(screen.getByRole('button', { name: 'Cancel Generation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it("a job the server does not know is 'Generation status not available'", async () => {
    server.use(http.get(STATUS, () => errorResponse(404, 'Generation job not found')));
    renderWithProviders(<GenerationProgressPanel jobId={JOB_ID} />);
    expect((await screen.findByText('Generation status not available')).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'View Generated Quiz' })).not.toBeInTheDocument();
  });

  it("a failed Cancel Generation says 'Failed to cancel generation' and leaves the job running", async () => {
    let cancels = 0;
    server.use(
      http.get(STATUS, () => HttpResponse.json(job())),
      http.delete(STATUS, () => {
        cancels += 1;
        return errorResponse(500, 'boom');
      }),
    );
    const onCancelled = vi.fn();
    const { user } = renderWithProviders(<GenerationProgressPanel jobId={JOB_ID} onCancelled={onCancelled} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Generation' }));
    expect((await screen.findByText('Failed to cancel generation')).closest('[role="alert"]')).not.toBeNull();
    expect(cancels).toBe(1);
    expect(onCancelled).not.toHaveBeenCalled();
    expect(screen.getByText('Working on: Chunk 2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Generation' })).toBeEnabled();
  });

  it('offers View Generated Quiz once the job is COMPLETED, reports it once, and stops polling', async () => {
    const quizId = uuid(100);
    const polls = generationCompletingAtSecondPoll(job(), {
      processedChunks: 4,
      currentChunk: null,
      generatedQuizId: quizId,
      totalQuestionsGenerated: 8,
      billingState: 'COMMITTED',
    });
    server.use(polls.handler);
    const onCompleted = vi.fn();
    const { user, router } = renderWithProviders(
      <GenerationProgressPanel jobId={JOB_ID} onCompleted={onCompleted} />,
      '/quizzes/create',
    );
    expect(await screen.findByRole('button', { name: 'Cancel Generation' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Generated Quiz' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const view = await screen.findByRole('link', { name: 'View Generated Quiz' });
    expect(view).toHaveAttribute('href', `/quizzes/${quizId}`);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Finished.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Generation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(onCompleted.mock.calls[0]?.[0]).toMatchObject({ status: 'COMPLETED', generatedQuizId: quizId });

    await user.click(view);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/quizzes/${quizId}`));
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(polls.calls()).toBe(2);
  });
});
