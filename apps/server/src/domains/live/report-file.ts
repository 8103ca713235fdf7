import type { LiveReportFormat, LiveSessionReport } from '@quizmaker/contracts';
import ExcelJS from 'exceljs';
import { csvCell } from '../../exports/csv.ts';
import { fileNameOf } from '../../exports/file-name.ts';
import { addTable } from '../../exports/xlsx-table.ts';

/** A session's report written as a file, with the name and type it is downloaded under. */
export interface LiveReportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const CONTENT_TYPES: Record<LiveReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type Cell = string | number;

/** One decimal place: shares in per cent and times in seconds read better so than as raw fractions. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** "Paris (correct): 2; Lyon: 1" in the authored order; empty for a type without options. */
function optionsCell(options: LiveSessionReport['questions'][number]['options']): string {
  return (options ?? [])
    .map((option) => `${option.text}${option.correct ? ' (correct)' : ''}: ${option.count}`)
    .join('; ');
}

/** The report's two tables, each header first: a sheet apiece in XLSX, a section apiece in CSV. */
function tablesOf(report: LiveSessionReport): Array<{ name: string; rows: Cell[][] }> {
  return [
    {
      name: 'Questions',
      rows: [
        ['#', 'Question', 'Answers', 'Correct', 'Correct share (%)', 'Mean time (s)', 'Answers per option'],
        ...report.questions.map((question) => [
          question.index + 1,
          question.questionText,
          question.answers,
          question.correct,
          oneDecimal(question.correctShare * 100),
          question.meanElapsedMs === null ? '' : oneDecimal(question.meanElapsedMs / 1000),
          optionsCell(question.options),
        ]),
      ],
    },
    {
      name: 'Players',
      rows: [
        ['Rank', 'Nickname', 'Score', 'Correct answers'],
        ...report.players.map((player) => [player.rank, player.nickname, player.score, player.correctCount]),
      ],
    },
  ];
}

/**
 * CSV (RFC 4180, UTF-8 with a BOM, CRLF, formula starts neutralised as every CSV the server writes):
 * each table under a line with its name, a blank line between them.
 */
function writeCsv(report: LiveSessionReport): Buffer {
  const sections = tablesOf(report).map(({ name, rows }) =>
    [csvCell(name), ...rows.map((cells) => cells.map(csvCell).join(','))].join('\r\n'),
  );
  return Buffer.from(`\uFEFF${sections.join('\r\n\r\n')}\r\n`, 'utf8');
}

async function writeXlsx(report: LiveSessionReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quizmaker';
  for (const { name, rows } of tablesOf(report)) {
    addTable(workbook, name, rows);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The report as a CSV or XLSX file named after the quiz and the session's day (ASCII only: a safe header). */
export async function writeLiveReport(
  report: LiveSessionReport,
  quizTitle: string,
  format: LiveReportFormat,
): Promise<LiveReportFile> {
  return {
    fileName: `${fileNameOf(quizTitle)}-live-${report.createdAt.slice(0, 10)}.${format}`,
    contentType: CONTENT_TYPES[format],
    body: format === 'csv' ? writeCsv(report) : await writeXlsx(report),
  };
}
