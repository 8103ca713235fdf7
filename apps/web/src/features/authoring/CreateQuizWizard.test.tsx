import type { GenerationJob } from '@quizmaker/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fill, renderApp } from '../../test-support/render.tsx';
import { api, errorResponse, server } from '../../test-support/server.ts';
import {
  buildGenerationJob,
  buildQuiz,
  generationCompletingAtSecondPoll,
  serveAuthoringEachTest,
  uuid,
} from '../../test-support/authoring-backend.ts';

const backend = serveAuthoringEachTest();

const TEXT = 'The Nile is a major north-flowing river in northeastern Africa. It flows into the Mediterranean Sea.';

const job = buildGenerationJob;

/** The 202 answer of POST /quizzes/generate-from-text: job 900 of 7 questions in one chunk. */
const generationStarted = (message: string, documentId: string | null) => ({
  jobId: uuid(900),
  status: 'PENDING',
  message,
  documentId,
  totalChunks: 1,
  requestedQuestions: 7,
  estimatedTimeSeconds: 30,
  estimatedTokens: 21,
});

/** Adds a TRUE_FALSE question through step 3's Create New Question dialog; resolves once the step lists it. */
async function addTrueFalseQuestion(user: ReturnType<typeof renderApp>['user'], text: string) {
  await user.click(screen.getByRole('button', { name: 'Add Question' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create New Question' });
  await user.selectOptions(within(dialog).getByLabelText('Question type'), 'TRUE_FALSE');
  await fill(user, within(dialog).getByLabelText(/Question text/), text);
  await user.click(within(dialog).getByRole('button', { name: 'Create Question' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
}

/** The billing estimate of a text of 7 questions of 4 types. */
const ESTIMATE = {
  estimatedBillingTokens: 21,
  quotedCharacters: 100,
  questionCount: 7,
  questionTypeCount: 4,
  humanizedEstimate: 'About 21 tokens',
  tariffVersion: 'v1',
};

async function openWizard() {
  const view = renderApp('/quizzes/create');
  await screen.findByRole('heading', { name: /Step 1 of 4: Choose Creation Method/ }, { timeout: 20_000 });
  return view;
}

/** The manual method up to step 3, with the title 'Draft rivers'. */
async function manualDraftAtStep3() {
  const view = await openWizard();
  await view.user.click(screen.getByRole('radio', { name: /Create manually/ }));
  await view.user.click(screen.getByRole('button', { name: 'Next' }));
  await fill(view.user, await screen.findByLabelText(/Quiz title/), 'Draft rivers');
  await view.user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: /Step 3 of 4: Add Questions/ });
  return view;
}

/** The text method up to step 3, with TEXT and the title 'Nile quiz'. */
async function textMethodAtStep3() {
  const view = await openWizard();
  await view.user.click(screen.getByRole('radio', { name: /Generate from text/ }));
  await view.user.click(screen.getByRole('button', { name: 'Next' }));
  await fill(view.user, await screen.findByLabelText(/Text content/), TEXT);
  await fill(view.user, screen.getByLabelText(/^Quiz title/), 'Nile quiz');
  await view.user.click(screen.getByRole('button', { name: 'Next' }));
  return view;
}

describe('creation wizard', () => {
  it('offers the three methods with their time tiers; Next needs a choice', async () => {
    await openWizard();
    expect(screen.getByText('Estimated time: 15-30 min')).toBeInTheDocument();
    expect(screen.getByText('Estimated time: 5-10 min')).toBeInTheDocument();
    expect(screen.getByText('Estimated time: 2-5 min')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('manual: settings, questions, Complete needs a question, then step 4 with Edit Quiz and View My Quizzes', async () => {
    const { user } = await openWizard();
    await user.click(screen.getByRole('radio', { name: /Create manually/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: /Step 2 of 4/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Quiz title is required')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/Quiz title/), 'Hand-made rivers');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: /Step 3 of 4: Add Questions/ });

    await user.click(screen.getByRole('button', { name: 'Complete Quiz Creation' }));
    expect(
      await screen.findByText('Please add at least one question before completing the quiz creation.'),
    ).toBeInTheDocument();
    expect(backend.writes()).toEqual([]);

    await addTrueFalseQuestion(user, 'Is the Nile long?');
    expect(backend.writes('POST', '/questions')[0]?.body).toMatchObject({ quizIds: [] });

    await user.click(screen.getByRole('button', { name: 'Complete Quiz Creation' }));
    expect(await screen.findByRole('heading', { name: /Step 4 of 4: Review & Complete/ })).toBeInTheDocument();
    const quizId = uuid(501);
    expect(backend.writes('POST', '/quizzes')[0]?.body).toMatchObject({
      title: 'Hand-made rivers',
      visibility: 'PRIVATE',
      difficulty: 'MEDIUM',
      estimatedTime: 30,
    });
    expect(backend.writes('PUT')[0]).toMatchObject({
      path: `/api/v1/quizzes/${quizId}/questions`,
      body: { questionIds: [uuid(500)] },
    });
    expect(screen.getByRole('link', { name: 'Edit Quiz' })).toHaveAttribute('href', `/quizzes/${quizId}/edit`);
    expect(screen.getByRole('link', { name: 'View My Quizzes' })).toHaveAttribute('href', '/my-quizzes');
  });

  it("manual: questions that cannot be loaded back say 'Failed to load selected questions'", async () => {
    const { user } = await manualDraftAtStep3();
    server.use(http.get(api('/v1/questions/:id'), () => errorResponse(500, 'boom')));
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Question' });
    await user.selectOptions(within(dialog).getByLabelText('Question type'), 'TRUE_FALSE');
    await fill(user, within(dialog).getByLabelText(/Question text/), 'Is the Nile long?');
    await user.click(within(dialog).getByRole('button', { name: 'Create Question' }));
    const alert = await screen.findByText('Failed to load selected questions');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText('Is the Nile long?')).not.toBeInTheDocument();
  });

  it('manual: Save Draft creates the draft once, then saves the settings and the questions added since', async () => {
    const { user } = await manualDraftAtStep3();

    // Without questions: the draft is created (a draft needs none) and its empty question list saved.
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Quiz draft created.')).toBeInTheDocument();
    const quizId = uuid(500);
    expect(backend.writes('POST', '/quizzes')).toHaveLength(1);
    expect(backend.writes('POST', '/quizzes')[0]?.body).toMatchObject({ title: 'Draft rivers', visibility: 'PRIVATE' });
    expect(backend.writes('PUT')[0]).toMatchObject({
      path: `/api/v1/quizzes/${quizId}/questions`,
      body: { questionIds: [] },
    });
    expect(screen.getByRole('heading', { name: /Step 3 of 4: Add Questions/ })).toBeInTheDocument();

    await addTrueFalseQuestion(user, 'Is the Nile long?');

    // Again: the same quiz is updated (no second draft), with the question now in it.
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Quiz saved.')).toBeInTheDocument();
    expect(backend.writes('POST', '/quizzes')).toHaveLength(1);
    expect(backend.writes('PATCH', `/quizzes/${quizId}`)[0]?.body).toMatchObject({ title: 'Draft rivers' });
    await waitFor(() => expect(backend.writes('PUT')).toHaveLength(2));
    expect(backend.writes('PUT')[1]).toMatchObject({
      path: `/api/v1/quizzes/${quizId}/questions`,
      body: { questionIds: [uuid(501)] },
    });
    expect(backend.writes('PATCH', '/status')).toEqual([]);
  });

  it('manual: a failed Save Draft keeps the wizard on step 3 with the server message', async () => {
    server.use(http.post(api('/v1/quizzes'), () => errorResponse(400, 'Validation error: title is taken')));
    const { user } = await manualDraftAtStep3();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findAllByText('Validation error: title is taken')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: /Step 3 of 4: Add Questions/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeEnabled();
  });

  it("manual: a server failure on creating the quiz says 'Failed to create quiz' (banner and toast)", async () => {
    server.use(http.post(api('/v1/quizzes'), () => errorResponse(500, 'boom')));
    const { user } = await manualDraftAtStep3();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    const shown = await screen.findAllByText('Failed to create quiz');
    expect(shown).toHaveLength(2);
    expect(shown.every((element) => element.closest('[role="alert"]') !== null)).toBe(true);
    expect(screen.queryByText('Quiz draft created.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Step 3 of 4: Add Questions/ })).toBeInTheDocument();
    expect(backend.writes('PUT')).toEqual([]);
  });

  it("text: an empty text says 'Please enter text content' at the field, and the toast says 'Please enter text content for generation'", async () => {
    const { user } = await openWizard();
    await user.click(screen.getByRole('radio', { name: /Generate from text/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fill(user, await screen.findByLabelText(/^Quiz title/), 'Nile quiz');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Text content/)).toHaveAccessibleDescription(
        expect.stringContaining('Please enter text content'),
      ),
    );
    expect(screen.getByLabelText(/Text content/)).not.toHaveAccessibleDescription(
      expect.stringContaining('for generation'),
    );
    expect(screen.getByText('Please enter text content', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('Please enter text content for generation').closest('[role="alert"]')).not.toBeNull();
  });

  it('Back from step 2 clears the errors', async () => {
    const { user } = await openWizard();
    await user.click(screen.getByRole('radio', { name: /Generate from text/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Please enter a quiz title')).not.toHaveLength(0);
    expect(screen.getByText('Please enter text content', { selector: 'li' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: /Step 1 of 4/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /Please enter/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a quiz title', { selector: 'li' })).not.toBeInTheDocument();
  });

  it('text: checks the text, shows the estimate and balance, polls the job every 5 s, goes to step 4 when it completes', async () => {
    const estimates: unknown[] = [];
    const polls = generationCompletingAtSecondPoll(job(), {
      processedChunks: 2,
      generatedQuizId: uuid(100),
      totalQuestionsGenerated: 7,
    });
    server.use(
      http.post(api('/v1/billing/estimate/quiz-generation'), async ({ request }) => {
        estimates.push(await request.json());
        return HttpResponse.json(ESTIMATE);
      }),
      http.post(api('/v1/quizzes/generate-from-text'), async ({ request }) => {
        backend.calls.push({ method: 'POST', path: '/generate-from-text', body: await request.json() });
        return HttpResponse.json(generationStarted('Quiz generation started', uuid(901)), { status: 202 });
      }),
      polls.handler,
    );
    backend.addQuiz(buildQuiz({ title: 'Nile quiz', questionIds: [uuid(1), uuid(2)] }));
    const { user } = await openWizard();
    await user.click(screen.getByRole('radio', { name: /Generate from text/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fill(user, await screen.findByLabelText(/Text content/), 'Too short.');
    await fill(user, screen.getByLabelText(/^Quiz title/), 'Nile quiz');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Text content must be at least 50 characters long')).not.toHaveLength(0);
    await fill(user, screen.getByLabelText(/Text content/), TEXT);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21 tokens')).toBeInTheDocument();
    expect(screen.getByText('1,250 tokens')).toBeInTheDocument();
    expect(estimates[0]).toMatchObject({
      text: TEXT,
      questionsPerType: { MCQ_SINGLE: 3, MCQ_MULTI: 1, TRUE_FALSE: 2, FILL_GAP: 1 },
      language: 'en',
      chunkingStrategy: 'CHAPTER_BASED',
      maxChunkSize: 5000,
    });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Start Generation' }));
      expect(await screen.findByText('Working on: Chunk 2')).toBeInTheDocument();
      expect(screen.getByText('1m 15s')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel Generation' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await screen.findByRole('heading', { name: /Step 4 of 4/ })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    expect(polls.calls()).toBe(2);
    expect(await screen.findByText('Nile quiz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Quiz' })).toHaveAttribute('href', `/quizzes/${uuid(100)}/edit`);
  });

  it('text: cancelling the generation returns to step 1; a failed job offers Try Again', async () => {
    let status: GenerationJob = job();
    server.use(
      http.post(api('/v1/billing/estimate/quiz-generation'), () => errorResponse(400, 'Validation error: x')),
      http.post(api('/v1/quizzes/generate-from-text'), () =>
        HttpResponse.json(generationStarted('ok', uuid(901)), { status: 202 }),
      ),
      http.get(api(`/v1/quizzes/generation-status/${uuid(900)}`), () => HttpResponse.json(status)),
      http.delete(api(`/v1/quizzes/generation-status/${uuid(900)}`), () => {
        status = job({ status: 'CANCELLED' });
        return HttpResponse.json(status);
      }),
    );
    const { user } = await textMethodAtStep3();
    await user.click(await screen.findByRole('button', { name: 'Start Generation' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel Generation' }));
    expect(await screen.findByRole('heading', { name: /Step 1 of 4/ })).toBeInTheDocument();

    status = job({ status: 'FAILED', errorMessage: null });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Start Generation' }));
    expect(await screen.findByText('Quiz generation failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Generation' })).not.toBeInTheDocument();
  });

  it('text: a failed job shows the failure on the bar; Back leads to step 2 with the text kept, and a changed text is sent; Try Again reloads the step', async () => {
    const sent: { text: string }[] = [];
    server.use(
      http.post(api('/v1/billing/estimate/quiz-generation'), () => errorResponse(400, 'Validation error: x')),
      http.post(api('/v1/quizzes/generate-from-text'), async ({ request }) => {
        sent.push((await request.json()) as { text: string });
        return HttpResponse.json(generationStarted('ok', null), { status: 202 });
      }),
      http.get(api(`/v1/quizzes/generation-status/${uuid(900)}`), () =>
        HttpResponse.json(
          job({ status: 'FAILED', progressPercentage: 99, errorMessage: 'The AI service could not read the text' }),
        ),
      ),
    );
    const { user } = await textMethodAtStep3();
    await user.click(await screen.findByRole('button', { name: 'Start Generation' }));
    expect(await screen.findByText('The AI service could not read the text')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute(
      'aria-valuetext',
      'Failed',
    );
    expect(screen.queryByText('99%')).not.toBeInTheDocument();
    expect(screen.getByText('Stopped.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Start Generation' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Start Generation' }));
    await screen.findByText('The AI service could not read the text');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: /Step 2 of 4/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Text content/)).toHaveValue(TEXT);
    await fill(user, screen.getByLabelText(/Text content/), `${TEXT} It passes through Egypt.`);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Start Generation' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.text).toBe(`${TEXT} It passes through Egypt.`);
  });

  it("text: a failed start says 'Failed to generate quiz from text', and Try Again sends the request again", async () => {
    let starts = 0;
    server.use(
      http.post(api('/v1/billing/estimate/quiz-generation'), () => HttpResponse.json(ESTIMATE)),
      http.post(api('/v1/quizzes/generate-from-text'), () => {
        starts += 1;
        return errorResponse(500, 'boom');
      }),
    );
    const { user } = await textMethodAtStep3();
    await user.click(await screen.findByRole('button', { name: 'Start Generation' }));
    const alert = await screen.findByText('Failed to generate quiz from text');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(starts).toBe(1);
    expect(screen.queryByRole('button', { name: 'Start Generation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(starts).toBe(2));
    expect(await screen.findByText('Failed to generate quiz from text')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Step 3 of 4: Generate Questions/ })).toBeInTheDocument();
  });

  it("document: a failed upload says 'Failed to start quiz generation.' and offers Try Again", async () => {
    let uploads = 0;
    server.use(
      http.post(api('/v1/quizzes/generate-from-upload'), () => {
        uploads += 1;
        return errorResponse(500, 'boom');
      }),
    );
    const { user } = await openWizard();
    await user.click(screen.getByRole('radio', { name: /Generate from a document/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(await screen.findByTestId('file-input'), {
      target: { files: [new File(['The Nile flows north.'], 'notes.txt', { type: 'text/plain' })] },
    });
    await fill(user, screen.getByLabelText(/^Quiz title/), 'Doc quiz');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Start Generation' }));
    const alert = await screen.findByText('Failed to start quiz generation.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(uploads).toBe(1);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: /Step 3 of 4: Generate Questions/ })).toBeInTheDocument();
  });

  it('document: checks the file type and size before sending', async () => {
    const { user } = await openWizard();
    await user.click(screen.getByRole('radio', { name: /Generate from a document/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const input = await screen.findByTestId('file-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Please upload a PDF, Word document, or text file')).toBeInTheDocument();
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('File size must be less than 10MB')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Quiz title/), 'Doc quiz');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Please upload a document')).not.toHaveLength(0);
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('notes.txt (0.00 MB)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: /Step 3 of 4: Generate Questions/ })).toBeInTheDocument();
  });
});
