import type { ResultsExport } from '@quizmaker/contracts';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { questionColumns } from './columns.ts';

const MARGIN = 50;
const ACCENT = '#2563eb';

/*
 * pdfkit's built-in fonts cover only Latin-1, so a Greek or Russian title came out as '?'. DejaVu Sans
 * (from the dejavu-fonts-ttf package) covers Latin, Greek and Cyrillic; pdfkit embeds the glyphs used.
 */
const FONT_DIRECTORY = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';
const fontFiles = {
  [REGULAR]: join(FONT_DIRECTORY, 'DejaVuSans.ttf'),
  [BOLD]: join(FONT_DIRECTORY, 'DejaVuSans-Bold.ttf'),
};

const percent = (value: number | null) => (value === null ? '-' : `${value}%`);

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string): void {
  doc.font(BOLD).fontSize(18).fillColor('black').text(text, MARGIN, MARGIN);
  doc.moveDown(0.5);
}

function summaryPage(doc: Doc, data: ResultsExport): void {
  heading(doc, `${data.quiz.title}: results`);
  const range =
    data.dateRange.kind === 'all'
      ? 'all attempts'
      : `${data.dateRange.from?.slice(0, 10) ?? ''} to ${data.dateRange.to?.slice(0, 10) ?? ''}`;
  doc.font(REGULAR).fontSize(10).fillColor('#444444');
  doc.text(`Generated ${data.generatedAt.replace('T', ' ').slice(0, 16)} UTC - ${range}`);
  doc.moveDown();
  const lines: Array<[string, string]> = [
    ['Completed attempts', String(data.attempts.length)],
    ['Questions', String(data.questions.length)],
    ['Pass mark', `${data.quiz.passMark}%`],
  ];
  if (data.statistics) {
    const s = data.statistics;
    lines.push(
      ['Average score', percent(s.averageScore)],
      ['Best score', percent(s.bestScore)],
      ['Worst score', percent(s.worstScore)],
      ['Pass rate', percent(s.passRate)],
      ['Average duration', s.averageDurationSeconds === null ? '-' : `${Math.round(s.averageDurationSeconds)} s`],
    );
  }
  doc.fillColor('black').fontSize(12);
  for (const [label, value] of lines) {
    const y = doc.y;
    doc.font(REGULAR).text(label, MARGIN, y, { width: 200 });
    doc.font(BOLD).text(value, MARGIN + 220, y, { width: 200 });
    doc.moveDown(0.4);
  }
}

function distributionPage(doc: Doc, buckets: NonNullable<ResultsExport['statistics']>['scoreDistribution']): void {
  doc.addPage();
  heading(doc, 'Score distribution');
  const chartTop = doc.y + 20;
  const chartHeight = 300;
  const chartWidth = doc.page.width - 2 * MARGIN;
  const slot = chartWidth / buckets.length;
  const highest = Math.max(1, ...buckets.map((bucket) => bucket.count));
  doc.lineWidth(1).strokeColor('#999999');
  doc
    .moveTo(MARGIN, chartTop + chartHeight)
    .lineTo(MARGIN + chartWidth, chartTop + chartHeight)
    .stroke();
  buckets.forEach((bucket, index) => {
    const height = (bucket.count / highest) * (chartHeight - 20);
    const x = MARGIN + index * slot + slot * 0.15;
    if (height > 0) {
      doc.rect(x, chartTop + chartHeight - height, slot * 0.7, height).fill(ACCENT);
    }
    doc.fillColor('black').font(REGULAR).fontSize(9);
    doc.text(String(bucket.count), x, chartTop + chartHeight - height - 12, { width: slot * 0.7, align: 'center' });
    doc.text(`${bucket.range}%`, MARGIN + index * slot, chartTop + chartHeight + 6, { width: slot, align: 'center' });
  });
  doc.text('Completed attempts per score range', MARGIN, chartTop + chartHeight + 30, {
    width: chartWidth,
    align: 'center',
  });
}

/** A simple table that continues on a new page (with its header again) when the page is full. */
function table(doc: Doc, title: string, headers: string[], widths: number[], rows: string[][]): void {
  doc.addPage();
  heading(doc, title);
  const bottom = doc.page.height - MARGIN;
  const drawRow = (cells: string[], bold: boolean) => {
    doc
      .font(bold ? BOLD : REGULAR)
      .fontSize(9)
      .fillColor('black');
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 60) - 6 }));
    const height = Math.max(12, ...heights) + 6;
    if (doc.y + height > bottom) {
      doc.addPage();
      doc.y = MARGIN;
      if (!bold) {
        drawRow(headers, true);
      }
    }
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      doc.text(cell, x + 3, y + 3, { width: (widths[index] ?? 60) - 6 });
      x += widths[index] ?? 60;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(x, y + height)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
    doc.y = y + height;
  };
  drawRow(headers, true);
  for (const row of rows) {
    drawRow(row, false);
  }
}

/**
 * Page 1 summary; page 2 the score-distribution chart (with statistics); then the question table
 * (as many pages as it needs); then the leaderboard (when asked for).
 */
export async function writePdf(data: ResultsExport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${data.quiz.title} results`, Producer: 'Quizmaker', CreationDate: new Date(data.generatedAt) },
  });
  for (const [name, file] of Object.entries(fontFiles)) {
    doc.registerFont(name, file);
  }
  doc.font(REGULAR);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  summaryPage(doc, data);
  if (data.statistics) {
    distributionPage(doc, data.statistics.scoreDistribution);
  }
  const columns = questionColumns(data);
  const usable = doc.page.width - 2 * MARGIN;
  const fixed: Record<string, number> = { '#': 25, Type: 80, Asked: 40, Correct: 45, 'Correct rate': 55 };
  const flexible = columns.filter((column) => fixed[column.header] === undefined);
  const flexWidth =
    (usable - columns.reduce((sum, column) => sum + (fixed[column.header] ?? 0), 0)) / Math.max(1, flexible.length);
  table(
    doc,
    'Questions',
    columns.map((column) => column.header),
    columns.map((column) => fixed[column.header] ?? flexWidth),
    data.questions.map((question) => columns.map((column) => String(column.value(question)))),
  );
  if (data.leaderboard) {
    table(
      doc,
      'Leaderboard',
      ['Rank', 'Username', 'Best score', 'Completed'],
      [50, 200, 100, usable - 350],
      data.leaderboard.map((entry) => [
        String(entry.rank),
        entry.username,
        `${entry.bestScore}%`,
        entry.completedAt.replace('T', ' ').slice(0, 16),
      ]),
    );
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
