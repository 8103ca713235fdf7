import type { ResultsExport } from '@quizmaker/contracts';
import ExcelJS from 'exceljs';
import { attemptColumns, questionColumns, tableOf } from './columns.ts';
import { addTable, type TableLayout } from './xlsx-table.ts';

/** Columns from 8 characters, and a blank value written as an empty text cell, as this export has always had. */
const RESULTS_LAYOUT: TableLayout = { narrowestColumn: 8, emptyTextIsNoCell: false };

/** Sheets Attempts and Questions, plus Statistics and Leaderboard when the options ask for them. */
export async function writeXlsx(data: ResultsExport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quizmaker';
  workbook.created = new Date(data.generatedAt);

  addTable(workbook, 'Attempts', tableOf(attemptColumns(data), data.attempts), RESULTS_LAYOUT);
  addTable(workbook, 'Questions', tableOf(questionColumns(data), data.questions), RESULTS_LAYOUT);
  if (data.statistics) {
    const s = data.statistics;
    const blank = (value: number | null) => (value === null ? '' : value);
    addTable(
      workbook,
      'Statistics',
      [
        ['Measure', 'Value'],
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
      RESULTS_LAYOUT,
    );
  }
  if (data.leaderboard) {
    addTable(
      workbook,
      'Leaderboard',
      [
        ['Rank', 'Username', 'Best score (%)', 'Completed'],
        ...data.leaderboard.map((entry) => [entry.rank, entry.username, entry.bestScore, entry.completedAt]),
      ],
      RESULTS_LAYOUT,
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
