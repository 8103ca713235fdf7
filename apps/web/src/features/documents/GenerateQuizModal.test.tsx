import type { Document, DocumentChunk, GenerationJob } from '@quizmaker/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders, signInAs } from '../../test-support/render.tsx';
import { api, creator, errorResponse, server } from '../../test-support/server.ts';
import { uuid } from '../../test-support/authoring-backend.ts';
import { GenerateQuizModal } from './GenerateQuizModal.tsx';

vi.setConfig({ testTimeout: 40_000 });

const DOCUMENT_ID = uuid(1);

const storedDocument: Document = {
  id: DOCUMENT_ID,
  title: 'Rivers',
  originalFilename: 'rivers.pdf',
  contentType: 'application/pdf',
  format: 'PDF',
  fileSize: 2048,
  status: 'PROCESSED',
  chunkingStrategy: 'CHAPTER_BASED',
  maxChunkSize: 1000,
  totalPages: 4,
  pagesEstimated: false,
  totalChunks: 3,
  totalWords: 300,
  processingError: null,
  uploadedAt: '2026-03-01T10:00:00.000Z',
  processedAt: '2026-03-01T10:00:05.000Z',
};

const chunk = (index: number, overrides: Partial<DocumentChunk>): DocumentChunk => ({
  id: uuid(700 + index),
  documentId: DOCUMENT_ID,
  chunkIndex: index,
  title: `Part ${index + 1}`,
  content: 'The Nile flows north.',
  chunkType: 'CHAPTER',
  startPage: index + 1,
  endPage: index + 1,
  wordCount: 4,
  characterCount: 21,
  chapterTitle: null,
  chapterNumber: null,
  sectionTitle: null,
  sectionNumber: null,
  createdAt: '2026-03-01T10:00:05.000Z',
  ...overrides,
});

const chunks = [
  chunk(0, { chapterTitle: 'The Nile', chapterNumber: 1, sectionTitle: 'Sources', sectionNumber: 1 }),
  chunk(1, { chapterTitle: 'The Nile', chapterNumber: 1, sectionTitle: 'Delta', sectionNumber: 2 }),
  chunk(2, { chapterTitle: 'The Amazon', chapterNumber: 2 }),
];

const job = (overrides: Partial<GenerationJob> = {}): GenerationJob => ({
  jobId: uuid(900),
  status: 'PENDING',
  documentId: DOCUMENT_ID,
  documentTitle: 'Rivers',
  quizTitle: 'Rivers quiz',
  difficulty: 'MEDIUM',
  totalChunks: 1,
  processedChunks: 0,
  progressPercentage: 0,
  currentChunk: null,
  estimatedCompletion: null,
  errorMessage: null,
  requestedQuestions: 8,
  totalQuestionsGenerated: 0,
  elapsedTimeSeconds: 0,
  estimatedTimeRemainingSeconds: null,
  generatedQuizId: null,
  coverage: [],
  billingState: 'RESERVED',
  estimatedTokens: 30,
  committedTokens: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  startedAt: null,
  completedAt: null,
  ...overrides,
});

let estimates: Array<Record<string, unknown>>;
let starts: Array<Record<string, unknown>>;
let cost: number;

beforeEach(() => {
  signInAs(creator);
  estimates = [];
  starts = [];
  cost = 30;
  server.use(
    http.get(api(`/documents/${DOCUMENT_ID}`), () => HttpResponse.json(storedDocument)),
    http.get(api(`/documents/${DOCUMENT_ID}/chunks`), () => HttpResponse.json(chunks)),
    http.post(api('/v1/billing/estimate/quiz-generation'), async ({ request }) => {
      estimates.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({
        estimatedBillingTokens: cost,
        quotedCharacters: 100,
        questionCount: 8,
        questionTypeCount: 5,
        humanizedEstimate: `About ${cost} tokens`,
        tariffVersion: 'v1',
      });
    }),
    http.post(api('/v1/quizzes/generate-from-document'), async ({ request }) => {
      starts.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(
        {
          jobId: uuid(900),
          status: 'PENDING',
          message: 'Quiz generation started',
          documentId: DOCUMENT_ID,
          totalChunks: 1,
          requestedQuestions: 8,
          estimatedTimeSeconds: 30,
          estimatedTokens: cost,
        },
        { status: 202 },
      );
    }),
    http.get(api(`/v1/quizzes/generation-status/${uuid(900)}`), () => HttpResponse.json(job())),
  );
});

async function openModal() {
  const view = renderWithProviders(
    <GenerateQuizModal isOpen onClose={() => undefined} documentId={DOCUMENT_ID} defaultTitle="Rivers" />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Generate Quiz' });
  // The estimate arrives once the document is known to be processed.
  expect(await within(dialog).findByText('30 tokens')).toBeInTheDocument();
  return { ...view, dialog };
}

describe('Generate Quiz modal (stored document)', () => {
  it('needs a title: Start Generation stays disabled while it is blank', async () => {
    const { user, dialog } = await openModal();
    const title = within(dialog).getByRole('textbox', { name: /Quiz title/ });
    expect(title).toHaveValue('Rivers');
    expect(title).toBeRequired();
    const start = within(dialog).getByRole('button', { name: 'Start Generation' });
    expect(start).toBeEnabled();
    await fill(user, title, '   ');
    expect(start).toBeDisabled();
    await user.click(start);
    expect(starts).toEqual([]);
    await fill(user, title, 'Rivers quiz');
    expect(start).toBeEnabled();
    await user.click(start);
    await waitFor(() => expect(starts).toHaveLength(1));
    expect(starts[0]).toMatchObject({
      documentId: DOCUMENT_ID,
      quizScope: 'ENTIRE_DOCUMENT',
      quizTitle: 'Rivers quiz',
      questionTypes: { MCQ_SINGLE: 3, MCQ_MULTI: 1, TRUE_FALSE: 2, FILL_GAP: 1, OPEN: 1 },
      difficulty: 'MEDIUM',
      estimatedTimePerQuestion: 2,
    });
    expect(await within(dialog).findByRole('heading', { name: 'Generation progress' })).toBeInTheDocument();
  });

  it('keeps the counts within their bounds (0-10, open answers 0-5) and needs at least one question', async () => {
    const { user, dialog } = await openModal();
    const single = within(dialog).getByRole('textbox', { name: 'Multiple Choice (single)' });
    await fill(user, single, '25');
    await user.tab();
    expect(single).toHaveValue('10');
    const open = within(dialog).getByRole('textbox', { name: 'Open answer' });
    await fill(user, open, '9');
    await user.tab();
    expect(open).toHaveValue('5');
    expect(within(dialog).getByRole('button', { name: 'Increase Open answer' })).toBeDisabled();
    await waitFor(() => expect(estimates.at(-1)).toMatchObject({ questionTypes: { MCQ_SINGLE: 10, OPEN: 5 } }));

    for (const type of [
      'Multiple Choice (single)',
      'Multiple Choice (multiple)',
      'True / False',
      'Fill in the gaps',
      'Open answer',
    ]) {
      await fill(user, within(dialog).getByRole('textbox', { name: type }), '0');
      await user.tab();
    }
    expect(within(dialog).getByRole('button', { name: 'Decrease True / False' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Start Generation' })).toBeDisabled();
    expect(within(dialog).getByText('Choose at least one question and a scope to see the cost.')).toBeInTheDocument();

    const minutes = within(dialog).getByRole('textbox', { name: 'Time per question (minutes)' });
    await fill(user, minutes, '30');
    await user.tab();
    expect(minutes).toHaveValue('10');
  });

  it('offers the chunk, chapter and section pickers and sends the choice with the estimate and the start', async () => {
    const { user, dialog } = await openModal();
    const start = within(dialog).getByRole('button', { name: 'Start Generation' });

    await user.click(within(dialog).getByRole('radio', { name: 'Chosen chunks' }));
    const picker = within(dialog).getByRole('list', { name: 'Chunks to ask about' });
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(3);
    expect(start).toBeDisabled();
    await user.click(within(picker).getAllByRole('checkbox')[2] as HTMLElement);
    await user.click(within(picker).getAllByRole('checkbox')[0] as HTMLElement);
    await waitFor(() => expect(estimates.at(-1)).toMatchObject({ quizScope: 'SPECIFIC_CHUNKS', chunkIndices: [0, 2] }));

    await user.click(within(dialog).getByRole('radio', { name: 'A chapter' }));
    const chapter = within(dialog).getByRole('combobox', { name: 'Chapter' });
    expect(
      within(chapter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose...', '1. The Nile', '2. The Amazon']);
    expect(start).toBeDisabled();
    await user.selectOptions(chapter, '2. The Amazon');
    await waitFor(() =>
      expect(estimates.at(-1)).toMatchObject({
        quizScope: 'SPECIFIC_CHAPTER',
        chapterTitle: 'The Amazon',
        chapterNumber: 2,
      }),
    );

    await user.click(within(dialog).getByRole('radio', { name: 'A section' }));
    const section = within(dialog).getByRole('combobox', { name: 'Section' });
    expect(
      within(section)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose...', '1. Sources', '2. Delta']);
    await user.selectOptions(section, '2. Delta');
    await waitFor(() =>
      expect(estimates.at(-1)).toMatchObject({
        quizScope: 'SPECIFIC_SECTION',
        sectionTitle: 'Delta',
        sectionNumber: 2,
      }),
    );
    expect(estimates.at(-1)).not.toHaveProperty('chapterTitle');

    await user.click(start);
    await waitFor(() => expect(starts).toHaveLength(1));
    expect(starts[0]).toMatchObject({ quizScope: 'SPECIFIC_SECTION', sectionTitle: 'Delta', sectionNumber: 2 });
    expect(starts[0]).not.toHaveProperty('chunkIndices');
  });

  it('says when there are no chapters or sections to pick', async () => {
    server.use(http.get(api(`/documents/${DOCUMENT_ID}/chunks`), () => HttpResponse.json([chunk(0, {})])));
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('radio', { name: 'A chapter' }));
    expect(
      within(within(dialog).getByRole('combobox', { name: 'Chapter' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No chapters found in this document']);
    await user.click(within(dialog).getByRole('radio', { name: 'A section' }));
    expect(
      within(within(dialog).getByRole('combobox', { name: 'Section' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No sections found in this document']);
    expect(within(dialog).getByRole('button', { name: 'Start Generation' })).toBeDisabled();
  });

  it('warns with a top-up link when the balance does not cover the estimate, and when the server refuses for tokens', async () => {
    cost = 5000;
    server.use(
      http.post(api('/v1/quizzes/generate-from-document'), () =>
        errorResponse(409, 'Not enough tokens for this request'),
      ),
    );
    const { user } = renderWithProviders(
      <GenerateQuizModal isOpen onClose={() => undefined} documentId={DOCUMENT_ID} defaultTitle="Rivers" />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Generate Quiz' });
    expect(await within(dialog).findByText('5,000 tokens')).toBeInTheDocument();
    expect(within(dialog).getByText('1,250 tokens')).toBeInTheDocument();
    const warning = within(dialog).getByRole('alert');
    expect(warning).toHaveTextContent('This request needs about 5,000 tokens and you have 1,250. Top up tokens');
    expect(within(warning).getByRole('link', { name: 'Top up tokens' })).toHaveAttribute('href', '/profile');

    await user.click(within(dialog).getByRole('button', { name: 'Start Generation' }));
    const refused = await within(dialog).findByText('You do not have enough tokens for this request.', {
      exact: false,
    });
    expect(
      within(refused.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Top up tokens' }),
    ).toHaveAttribute('href', '/profile');
  });
});
