import type { Document, DocumentChunk, DocumentConfig } from '@quizmaker/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, openPage, renderApp, signInAs } from '../../test-support/render.tsx';
import { api, creator, pageOf, server, student } from '../../test-support/server.ts';
import { uuid } from '../../test-support/authoring-backend.ts';
import { findMatches } from './DocumentViewerPage.tsx';
import { uploadIssue } from './document-display.ts';

vi.setConfig({ testTimeout: 40_000 });

const config: DocumentConfig = {
  defaultStrategy: 'AUTO',
  defaultMaxChunkSize: 1000,
  minChunkSize: 100,
  maxChunkSize: 10000,
  maxFileSizeBytes: 150 * 1024 * 1024,
  maxPages: 1500,
  strategies: ['AUTO', 'CHAPTER_BASED', 'SECTION_BASED', 'SIZE_BASED', 'PAGE_BASED'],
  formats: ['PDF', 'DOCX', 'DOC', 'RTF', 'TEXT'],
};

const buildDocument = (n: number, overrides: Partial<Document> = {}): Document => ({
  id: uuid(n),
  title: `Document ${n}`,
  originalFilename: `document-${n}.pdf`,
  contentType: 'application/pdf',
  format: 'PDF',
  fileSize: 2048,
  status: 'PROCESSED',
  chunkingStrategy: 'AUTO',
  maxChunkSize: 1000,
  totalPages: 3,
  pagesEstimated: false,
  totalChunks: 2,
  totalWords: 300,
  processingError: null,
  uploadedAt: '2026-03-01T10:00:00.000Z',
  processedAt: '2026-03-01T10:00:05.000Z',
  ...overrides,
});

const chunk = (index: number, content: string, overrides: Partial<DocumentChunk> = {}): DocumentChunk => ({
  id: uuid(700 + index),
  documentId: uuid(1),
  chunkIndex: index,
  title: `Part ${index + 1}`,
  content,
  chunkType: 'CHAPTER',
  startPage: index + 1,
  endPage: index + 2,
  wordCount: content.split(' ').length,
  characterCount: content.length,
  chapterTitle: `Chapter ${index + 1}`,
  chapterNumber: index + 1,
  sectionTitle: null,
  sectionNumber: null,
  createdAt: '2026-03-01T10:00:05.000Z',
  ...overrides,
});

beforeEach(() => {
  signInAs(creator);
});

describe('upload checks', () => {
  it("refuses before the config arrives, other types, and files over 130 MB, with the spec's messages", () => {
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    expect(uploadIssue(pdf, false)).toBe('Configuration not loaded.');
    expect(uploadIssue(new File(['x'], 'a.png', { type: 'image/png' }), true)).toBe('File type not supported');
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 131 * 1024 * 1024 });
    expect(uploadIssue(big, true)).toBe('File size exceeds maximum allowed size of 130 MB');
    expect(uploadIssue(new File(['x'], 'notes.rtf', { type: '' }), true)).toBeNull();
    expect(uploadIssue(pdf, true)).toBeNull();
  });

  it('uploads with the chunking settings, shows progress to 100 %, then opens Generate Quiz', async () => {
    let sent: FormData | null = null;
    server.use(
      http.get(api('/documents/config'), () => HttpResponse.json(config)),
      http.post(api('/documents/upload'), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(buildDocument(1, { status: 'PROCESSING', title: 'notes' }), { status: 201 });
      }),
      http.get(api(`/documents/${uuid(1)}`), () =>
        HttpResponse.json(buildDocument(1, { status: 'PROCESSING', title: 'notes' })),
      ),
      http.get(api('/v1/tags'), () => HttpResponse.json(pageOf([]))),
    );
    const { user } = await openPage('/documents/upload');
    await screen.findByRole('option', { name: 'By chapter' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('File type not supported')).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Chunking strategy'), 'CHAPTER_BASED');
    fireEvent.change(input, { target: { files: [new File(['hello world'], 'notes.txt', { type: 'text/plain' })] } });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('100%')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Generate Quiz' });
    expect(
      within(dialog).getAllByText('The document is still being processed; generation can start when it is done.'),
    ).not.toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Start Generation' })).toBeDisabled();
    const form = sent as unknown as FormData;
    expect(form.get('chunkingStrategy')).toBe('CHAPTER_BASED');
    expect(form.get('maxChunkSize')).toBe('1000');
    expect(form.get('file')).toMatchObject({ type: 'text/plain' });
  });

  it("says 'Configuration not loaded.' when the config cannot be read", async () => {
    server.use(http.get(api('/documents/config'), () => HttpResponse.json({}, { status: 500 })));
    await openPage('/documents/upload');
    expect(await screen.findByText('Configuration not loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });
});

describe('/documents', () => {
  it('searches and filters on the server, pages by 10, offers reprocess only for failed documents, deletes after confirmation', async () => {
    const queries: string[] = [];
    let documents = [
      buildDocument(1, { title: 'Rivers' }),
      buildDocument(2, { title: 'Broken', status: 'FAILED', processingError: 'Unreadable PDF' }),
    ];
    server.use(
      http.get(api('/documents'), ({ request }) => {
        const url = new URL(request.url);
        queries.push(url.search);
        const status = url.searchParams.get('status');
        return HttpResponse.json(
          pageOf(
            documents.filter((document) => !status || document.status === status),
            0,
            10,
          ),
        );
      }),
      http.post(api(`/documents/${uuid(2)}/reprocess`), async ({ request }) => {
        queries.push(JSON.stringify(await request.json()));
        return HttpResponse.json(buildDocument(2, { status: 'PROCESSING' }));
      }),
      http.delete(api(`/documents/${uuid(1)}`), () => {
        documents = documents.filter((document) => document.id !== uuid(1));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await openPage('/documents');
    expect(await screen.findByText('Unreadable PDF')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reprocess Rivers' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reprocess Broken' }));
    expect(await screen.findByText('Document queued for processing again.')).toBeInTheDocument();
    expect(queries).toContain(JSON.stringify({ chunkingStrategy: 'AUTO', maxChunkSize: 5000, storeChunks: true }));

    await user.selectOptions(screen.getByLabelText('Status'), 'FAILED');
    await waitFor(() =>
      expect(queries.some((query) => query.includes('status=FAILED') && query.includes('size=10'))).toBe(true),
    );
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await fill(user, screen.getByLabelText('Search documents'), 'riv');
    await waitFor(() => expect(queries.some((query) => query.includes('search=riv'))).toBe(true));

    await user.click(await screen.findByRole('button', { name: 'Delete Rivers' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Document' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Document deleted.')).toBeInTheDocument();
  });

  it('shows how much of the storage quota the documents and images use, refreshed after a delete; without a quota, only the use', async () => {
    const MB = 1024 * 1024;
    let usedBytes = 12.3 * MB;
    server.use(
      http.get(api('/documents'), () => HttpResponse.json(pageOf([buildDocument(1, { title: 'Rivers' })], 0, 10))),
      http.delete(api(`/documents/${uuid(1)}`), () => {
        usedBytes = 2 * MB;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(api('/v1/storage/usage'), () => HttpResponse.json({ usedBytes, limitBytes: 500 * MB })),
    );
    const { user, unmount } = await openPage('/documents');
    expect(await screen.findByText('Storage: 12.3 MB of 500 MB')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete Rivers' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Document' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Storage: 2 MB of 500 MB')).toBeInTheDocument();
    unmount();

    server.use(http.get(api('/v1/storage/usage'), () => HttpResponse.json({ usedBytes: 1536 * MB, limitBytes: null })));
    await openPage('/documents');
    expect(await screen.findByText('Storage: 1,536 MB (no quota)')).toBeInTheDocument();
  });

  it("shows 'Failed to load documents'; users without a creator role are sent home", async () => {
    server.use(http.get(api('/documents'), () => HttpResponse.json({}, { status: 500 })));
    const { unmount } = await openPage('/documents');
    expect(await screen.findByText('Failed to load documents')).toBeInTheDocument();
    unmount();
    signInAs(student);
    server.use(http.get(api('/v1/quizzes'), () => HttpResponse.json(pageOf([]))));
    const { router } = renderApp('/documents');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/documents'));
  });
});

describe('/documents/{id}', () => {
  const chunks = [
    chunk(0, 'The Nile flows north. The river is long.'),
    chunk(1, 'The Amazon river carries the most water.', { sectionTitle: 'Basin', chunkType: 'SECTION' }),
  ];

  it('finds matches across chunks, case-insensitively', () => {
    expect(findMatches(chunks, 'RIVER')).toEqual([
      { chunk: 0, start: 26 },
      { chunk: 1, start: 11 },
    ]);
    expect(findMatches(chunks, '  ')).toEqual([]);
  });

  it('navigates chunks, picks one, shows its metadata, highlights matches and steps through them', async () => {
    server.use(
      http.get(api(`/documents/${uuid(1)}`), () => HttpResponse.json(buildDocument(1, { title: 'Rivers' }))),
      http.get(api(`/documents/${uuid(1)}/chunks`), async () => {
        await delay(10);
        return HttpResponse.json(chunks);
      }),
    );
    const { user } = await openPage(`/documents/${uuid(1)}`);
    expect(await screen.findByRole('heading', { name: 'Chunk 1 of 2: Part 1' })).toBeInTheDocument();
    expect(screen.getByText('pages 1–2')).toBeInTheDocument();
    expect(screen.getByText('Chapter 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next chunk' }));
    expect(screen.getByRole('heading', { name: 'Chunk 2 of 2: Part 2' })).toBeInTheDocument();
    expect(screen.getByText('Basin')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Go to chunk'), '0');
    expect(screen.getByRole('heading', { name: 'Chunk 1 of 2: Part 1' })).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Search in the document'), 'river');
    expect(await screen.findByText('Match 1 of 2')).toBeInTheDocument();
    expect(document.querySelectorAll('mark')).toHaveLength(1);
    expect(document.getElementById('current-match')?.textContent).toBe('river');
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(await screen.findByRole('heading', { name: 'Chunk 2 of 2: Part 2' })).toBeInTheDocument();
    expect(screen.getByText('Match 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(await screen.findByText('Match 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(await screen.findByText('Match 2 of 2')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Search in the document'), 'zzz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
  });

  it("names the document in the breadcrumb trail ('Documents / Rivers'), never its id", async () => {
    server.use(
      http.get(api(`/documents/${uuid(1)}`), () => HttpResponse.json(buildDocument(1, { title: 'Rivers' }))),
      http.get(api(`/documents/${uuid(1)}/chunks`), () => HttpResponse.json(chunks)),
    );
    await openPage(`/documents/${uuid(1)}`);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(trail).getByText('Rivers')).toHaveAttribute('aria-current', 'page'));
    expect(within(trail).getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/documents');
    expect(trail.textContent).not.toContain(uuid(1).slice(0, 8));
  });

  it("counts pages, chunks and words in the header with singular and plural ('1 page · 1 chunk · 1 word', '2 chunks · 300 words')", async () => {
    server.use(
      http.get(api(`/documents/${uuid(1)}`), () =>
        HttpResponse.json(
          buildDocument(1, { title: 'Rivers', fileSize: 920, totalPages: 1, totalChunks: 1, totalWords: 1 }),
        ),
      ),
      http.get(api(`/documents/${uuid(1)}/chunks`), () => HttpResponse.json(chunks)),
      http.get(api(`/documents/${uuid(2)}`), () =>
        HttpResponse.json(buildDocument(2, { fileSize: 920, totalPages: null, totalChunks: 2, totalWords: 300 })),
      ),
      http.get(api(`/documents/${uuid(2)}/chunks`), () => HttpResponse.json(chunks)),
    );
    const first = await openPage(`/documents/${uuid(1)}`);
    expect(await screen.findByText('document-1.pdf · 920 B · 1 page · 1 chunk · 1 word')).toBeInTheDocument();
    first.unmount();
    await openPage(`/documents/${uuid(2)}`);
    expect(await screen.findByText('document-2.pdf · 920 B · — pages · 2 chunks · 300 words')).toBeInTheDocument();
  });

  it("shows 'Document not found' from the server", async () => {
    server.use(
      http.get(api(`/documents/${uuid(9)}`), () =>
        HttpResponse.json({ message: 'Document not found' }, { status: 404 }),
      ),
    );
    renderApp(`/documents/${uuid(9)}`);
    expect(await screen.findByText('Document not found', {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});
