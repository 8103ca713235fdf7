import type { ResultsExport } from '@quizmaker/contracts';
import ExcelJS from 'exceljs';
import { attemptColumns, questionColumns } from './columns.ts';

function addTable(
  workbook: ExcelJS.Workbook,
  name: string,
  headers: string[],
  rows: Array<Array<string | number | boolean>>,
): void {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(row);
  }
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(
      (headers[index] ?? '').length,
      ...rows.slice(0, 200).map((row) => String(row[index] ?? '').length),
    );
    column.width = Math.min(60, Math.max(8, longest + 2));
  });
}

/** Sheets Attempts and Questions, plus Statistics and Leaderboard when the options ask for them. */
export async function writeXlsx(data: ResultsExport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quizmaker';
  workbook.created = new Date(data.generatedAt);

  const attempts = attemptColumns(data);
  addTable(
    workbook,
    'Attempts',
    attempts.map((column) => column.header),
    data.attempts.map((attempt) => attempts.map((column) => column.value(attempt))),
  );
  const questions = questionColumns(data);
  addTable(
    workbook,
    'Questions',
    questions.map((column) => column.header),
    data.questions.map((question) => questions.map((column) => column.value(question))),
  );
  if (data.statistics) {
    const s = data.statistics;
    const blank = (value: number | null) => (value === null ? '' : value);
    addTable(
      workbook,
      'Statistics',
      ['Measure', 'Value'],
      [
        ['Quiz', data.quiz.title],
        ['Completed attempts', s.attemptsCount],
        ['Average score (%)', blank(s.averageScore)],
        ['Best score (%)', blank(s.bestScore)],
        ['Worst score (%)', blank(s.worstScore)],
        ['Pass mark (%)', data.quiz.passMark],
        ['Pass rate (%)', blank(s.passRate)],
        ['Average duration (s)', blank(s.averageDurationSeconds)],
        ...s.scoreDistribution.map((bucket): [string, number] => [`Scores ${bucket.range}%`, bucket.count]),
      ],
    );
  }
  if (data.leaderboard) {
    addTable(
      workbook,
      'Leaderboard',
      ['Rank', 'Username', 'Best score (%)', 'Completed'],
      data.leaderboard.map((entry) => [entry.rank, entry.username, entry.bestScore, entry.completedAt]),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
