import { generateDocx, generatePdf } from '../lib/files.ts';
import { sleep } from '../lib/http.ts';
import { sampleRss } from '../lib/proc.ts';
import { check, fmt } from '../lib/report.ts';
import { CREATOR_ROLES, itemAt, seedUsers } from '../lib/seed.ts';
import { median, round } from '../lib/stats.ts';
import { accessTokenFor, newTarget, startBenchServer } from '../lib/targets.ts';
import type { Scenario } from './context.ts';

interface Ingested {
  status: string;
  uploadMs: number;
  totalMs: number;
  pages: number | null;
  chunks: number;
  peakRssMb: number;
  rssBeforeMb: number;
  error: string | null;
}

/** Uploads one file (multipart, as the upload page does) and polls its status until PROCESSED or FAILED. */
async function ingest(
  base: string,
  token: string,
  pid: number,
  file: { name: string; type: string; bytes: Uint8Array },
): Promise<Ingested> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  form.append('chunkingStrategy', 'AUTO');
  const memory = sampleRss(pid);
  const started = performance.now();
  const response = await fetch(`${base}/api/documents/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const uploadMs = performance.now() - started;
  const body = (await response.json()) as { id?: string; message?: string };
  if (response.status !== 201 || !body.id) {
    memory.stop();
    return {
      status: `HTTP ${response.status}`,
      uploadMs,
      totalMs: uploadMs,
      pages: null,
      chunks: 0,
      peakRssMb: Number.NaN,
      rssBeforeMb: Number.NaN,
      error: body.message ?? null,
    };
  }
  for (;;) {
    const status = await fetch(`${base}/api/documents/${body.id}/status`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const view = (await status.json()) as {
      status: string;
      totalPages: number | null;
      totalChunks: number;
      processingError: string | null;
    };
    if (view.status === 'PROCESSED' || view.status === 'FAILED' || performance.now() - started > 120_000) {
      const totalMs = performance.now() - started;
      const { peakMb, startMb } = memory.stop();
      return {
        status: view.status,
        uploadMs,
        totalMs,
        pages: view.totalPages,
        chunks: view.totalChunks,
        peakRssMb: peakMb,
        rssBeforeMb: startMb,
        error: view.processingError,
      };
    }
    await sleep(50);
  }
}

/**
 * 6. Document ingestion: a generated 300-page PDF (text on every page) and a 5 MB DOCX (text plus
 * photo-like images) uploaded through the API and polled until PROCESSED: extraction in the
 * worker thread, chunking, storage. Time from the start of the upload; pages per second; the
 * server process's peak resident memory while it works (the extraction worker is a thread of it).
 */
export const ingestion: Scenario = async (context) => {
  const rounds = context.quick ? 1 : 3;
  const pages = 300;
  const docxMb = context.quick ? 2 : 5;
  const target = await newTarget(context.db);
  try {
    const generating = performance.now();
    const pdf = await generatePdf(pages);
    const docx = await generateDocx(docxMb, context.quick ? 20_000 : 60_000);
    const generateSeconds = (performance.now() - generating) / 1000;
    context.log(
      `generated a ${pages}-page PDF (${fmt(pdf.length / 1024 / 1024, 2)} MB) and a ${fmt(docx.length / 1024 / 1024, 2)} MB DOCX in ${fmt(generateSeconds)} s`,
    );
    const database = await target.open();
    let userId: string;
    try {
      userId = itemAt(await seedUsers(database.db, { prefix: 'uploader', count: 1, roles: CREATOR_ROLES }), 0).id;
    } finally {
      await database.close();
    }
    const server = await startBenchServer(target);
    const token = accessTokenFor(userId);
    const pid = server.child.pid as number;
    const pdfRuns: Ingested[] = [];
    const docxRuns: Ingested[] = [];
    try {
      for (let r = 0; r < rounds; r += 1) {
        pdfRuns.push(
          await ingest(server.url, token, pid, { name: `report-${r}.pdf`, type: 'application/pdf', bytes: pdf }),
        );
        context.log(
          `PDF round ${r + 1}: ${pdfRuns.at(-1)?.status} in ${fmt((pdfRuns.at(-1)?.totalMs ?? 0) / 1000, 2)} s`,
        );
      }
      for (let r = 0; r < Math.min(rounds, 2); r += 1) {
        docxRuns.push(
          await ingest(server.url, token, pid, {
            name: `handbook-${r}.docx`,
            type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            bytes: docx,
          }),
        );
        context.log(
          `DOCX round ${r + 1}: ${docxRuns.at(-1)?.status} in ${fmt((docxRuns.at(-1)?.totalMs ?? 0) / 1000, 2)} s`,
        );
      }
    } finally {
      await server.stop();
    }
    const pdfSeconds = median(pdfRuns.map((run) => run.totalMs)) / 1000;
    const pdfPages = pdfRuns[0]?.pages ?? pages;
    const docxSeconds = median(docxRuns.map((run) => run.totalMs)) / 1000;
    const allProcessed = [...pdfRuns, ...docxRuns].every((run) => run.status === 'PROCESSED');
    const row = (label: string, run: Ingested) => [
      label,
      run.status,
      fmt(run.uploadMs / 1000, 2),
      fmt(run.totalMs / 1000, 2),
      String(run.pages ?? '–'),
      String(run.chunks),
      run.pages ? fmt(run.pages / (run.totalMs / 1000), 0) : '–',
      fmt(run.peakRssMb, 0),
      fmt(run.peakRssMb - run.rssBeforeMb, 0),
    ];
    return {
      id: 'ingestion',
      title: '6. Document ingestion',
      db: context.db,
      checks: [
        check(
          `${pages}-page PDF: upload to PROCESSED (median)`,
          round(pdfSeconds, 2),
          's',
          '< 10 s',
          pdfSeconds < 10 && allProcessed,
        ),
        check('PDF pages/s', round(pdfPages / pdfSeconds, 0), 'pages/s', '', null),
        check(
          `${fmt(docx.length / 1024 / 1024, 1)} MB DOCX: upload to PROCESSED (median)`,
          round(docxSeconds, 2),
          's',
          '',
          null,
        ),
        check(
          'peak server memory while ingesting',
          round(Math.max(...[...pdfRuns, ...docxRuns].map((run) => run.peakRssMb)), 0),
          'MB RSS',
          '',
          null,
        ),
        check(
          'documents processed',
          [...pdfRuns, ...docxRuns].filter((run) => run.status === 'PROCESSED').length,
          `of ${pdfRuns.length + docxRuns.length}`,
          'all',
          allProcessed,
        ),
      ],
      tables: [
        {
          caption: `PDF ${fmt(pdf.length / 1024 / 1024, 2)} MB, ${pdfPages} pages; DOCX ${fmt(docx.length / 1024 / 1024, 2)} MB`,
          rows: [
            [
              'file',
              'status',
              'upload s',
              'to PROCESSED s',
              'pages',
              'chunks',
              'pages/s',
              'peak RSS MB',
              'RSS growth MB',
            ],
            ...pdfRuns.map((run, i) => row(`PDF #${i + 1}`, run)),
            ...docxRuns.map((run, i) => row(`DOCX #${i + 1}`, run)),
          ],
        },
      ],
      notes: [
        "Memory is the resident set of the whole server process sampled every 25 ms (the extraction runs in a worker thread of it, whose own heap is capped by EXTRACTION_MAX_MEMORY_MB); a worker thread's share is not separately visible from outside.",
        'DOCX pages are estimated by the server from the text length (a DOCX has no pages of its own).',
        ...[...pdfRuns, ...docxRuns].filter((run) => run.error).map((run) => `error: ${run.error}`),
      ],
      figures: { pages, pdfBytes: pdf.length, docxBytes: docx.length, pdfRuns, docxRuns, generateSeconds },
    };
  } finally {
    await target.dispose();
  }
};
