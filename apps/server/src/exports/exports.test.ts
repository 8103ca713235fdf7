import { ResultsExportSchema, type ResultsExport } from '@quizmaker/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvCell } from './csv.ts';
import { exportFileName, writeExport } from './results-export.ts';
import { parseCsv, pdfPages, resultsCsvHeader } from './test-support/read-exports.ts';

type Options = ResultsExport['options'];
const DEFAULTS: Options = {
  includeCorrectAnswers: true,
  includeStatistics: true,
  includeLeaderboard: false,
  includeUserDetails: false,
  includeEmails: false,
};

/** A small export: two questions, three attempts (one with a formula-like answer). */
function sample(options: Partial<Options> = {}, questionCount = 2): ResultsExport {
  const opts = { ...DEFAULTS, ...options };
  const questions = Array.from({ length: questionCount }, (_, index) => ({
    number: index + 1,
    questionId: `q${index + 1}`,
    type: 'MCQ_SINGLE' as const,
    questionText: index === 0 ? 'Capital of France, "the city of light"?' : `Question number ${index + 1} → ordering`,
    ...(opts.includeCorrectAnswers ? { correctAnswer: index === 0 ? 'Paris' : 'B' } : {}),
    timesAsked: 3,
    timesCorrect: 2,
    correctRate: 0.6667,
  }));
  const attempt = (n: number, score: number, response: string) => ({
    attemptId: `a${n}`,
    participant: opts.includeUserDetails ? `user${n}` : `Participant ${n}`,
    ...(opts.includeUserDetails ? { username: `user${n}` } : {}),
    ...(opts.includeEmails ? { email: `user${n}@example.com` } : {}),
    mode: 'ALL_AT_ONCE' as const,
    startedAt: `2026-02-0${n}T10:00:00.000Z`,
    completedAt: `2026-02-0${n}T10:05:00.000Z`,
    durationSeconds: 300,
    scorePercentage: score,
    correctCount: score === 100 ? 2 : score === 50 ? 1 : 0,
    totalQuestions: 2,
    passed: score >= 50,
    timeUp: false,
    answers: questions.map((question) => ({
      questionId: question.questionId,
      response,
      score: score / 100,
      isCorrect: score === 100,
    })),
  });
  return {
    quiz: { id: 'quiz-1', title: 'Capitals: Europe!', passMark: 50 },
    generatedAt: '2026-02-10T08:30:00.000Z',
    dateRange: { kind: 'all', from: null, to: null },
    options: opts,
    questions,
    attempts: [attempt(1, 100, '{"selectedOptionId":"b"}'), attempt(2, 50, '=HYPERLINK("x")'), attempt(3, 0, '')],
    ...(opts.includeStatistics
      ? {
          statistics: {
            attemptsCount: 3,
            averageScore: 50,
            bestScore: 100,
            worstScore: 0,
            passRate: 66.7,
            averageDurationSeconds: 300,
            scoreDistribution: Array.from({ length: 10 }, (_, i) => ({
              range: `${i * 10}-${i * 10 + 10}`,
              from: i * 10,
              to: i * 10 + 10,
              count: i === 0 || i === 5 || i === 9 ? 1 : 0,
            })),
          },
        }
      : {}),
    ...(opts.includeLeaderboard
      ? { leaderboard: [{ rank: 1, username: 'user1', bestScore: 100, completedAt: '2026-02-01T10:05:00.000Z' }] }
      : {}),
  };
}

describe('export file names', () => {
  it('lower-cases the title and turns every non-alphanumeric into an underscore', () => {
    expect(exportFileName('Capitals: Europe!', 'csv')).toBe('capitals__europe__results.csv');
    expect(exportFileName('Ça va 2', 'pdf')).toBe('_a_va_2_results.pdf');
  });
});

describe('CSV export', () => {
  it('has a header and one row per attempt with per-question columns', async () => {
    const file = await writeExport(sample(), 'csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.fileName).toBe('capitals__europe__results.csv');
    const text = file.body.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual(resultsCsvHeader(2));
    expect(rows[1]).toEqual([
      'a1',
      'Participant 1',
      'ALL_AT_ONCE',
      '2026-02-01T10:00:00.000Z',
      '2026-02-01T10:05:00.000Z',
      '300',
      '100',
      '2',
      '2',
      'yes',
      'no',
      '{"selectedOptionId":"b"}',
      '1',
      'Paris',
      '{"selectedOptionId":"b"}',
      '1',
      'B',
    ]);
    // A formula-like answer is kept as text.
    expect(rows[2]?.[11]).toBe(`'=HYPERLINK("x")`);
  });

  it('adds user details and drops correct answers as asked', async () => {
    const rows = parseCsv(
      (await writeExport(sample({ includeUserDetails: true, includeCorrectAnswers: false }), 'csv')).body
        .toString('utf8')
        .slice(1),
    );
    expect(rows[0]?.slice(0, 4)).toEqual(['Attempt ID', 'Participant', 'Username', 'Mode']);
    expect(rows[1]?.slice(0, 4)).toEqual(['a1', 'user1', 'user1', 'ALL_AT_ONCE']);
    expect(rows[0]?.some((header) => header.includes('correct answer'))).toBe(false);
  });

  it('adds an Email column only when the export includes e-mails (administrators)', async () => {
    const rows = parseCsv(
      (await writeExport(sample({ includeUserDetails: true, includeEmails: true }), 'csv')).body
        .toString('utf8')
        .slice(1),
    );
    expect(rows[0]?.slice(0, 5)).toEqual(['Attempt ID', 'Participant', 'Username', 'Email', 'Mode']);
    expect(rows[1]?.slice(0, 5)).toEqual(['a1', 'user1', 'user1', 'user1@example.com', 'ALL_AT_ONCE']);
  });

  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('+1')).toBe("'+1");
    // One more apostrophe before an already quoted formula, so the question template reads it back exactly.
    expect(csvCell("'=1")).toBe("''=1");
    expect(csvCell("it's")).toBe("it's");
    expect(csvCell(-1)).toBe('-1');
  });
});

describe('XLSX export', () => {
  const load = async (data: ResultsExport) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeExport(data, 'xlsx')).body as unknown as ArrayBuffer);
    return workbook;
  };

  it('has Attempts, Questions and Statistics sheets by default', async () => {
    const workbook = await load(sample());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Attempts', 'Questions', 'Statistics']);
    const attempts = workbook.getWorksheet('Attempts');
    expect(attempts?.rowCount).toBe(4);
    expect(attempts?.getRow(2).getCell(1).value).toBe('a1');
    expect(attempts?.getRow(2).getCell(7).value).toBe(100);
    const questions = workbook.getWorksheet('Questions');
    expect(questions?.getRow(1).values).toEqual([
      undefined,
      '#',
      'Question',
      'Type',
      'Correct answer',
      'Asked',
      'Correct',
      'Correct rate',
    ]);
    expect(questions?.getRow(2).values).toEqual([
      undefined,
      1,
      'Capital of France, "the city of light"?',
      'MCQ_SINGLE',
      'Paris',
      3,
      2,
      '66.7%',
    ]);
    const statistics = workbook.getWorksheet('Statistics');
    expect(statistics?.getRow(4).values).toEqual([undefined, 'Average score (%)', 50]);
    expect(statistics?.getRow(8).values).toEqual([undefined, 'Pass rate (%)', 66.7]);
  });

  it('respects the statistics, leaderboard, answers and user options', async () => {
    const workbook = await load(
      sample({
        includeStatistics: false,
        includeLeaderboard: true,
        includeCorrectAnswers: false,
        includeUserDetails: true,
        includeEmails: true,
      }),
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Attempts', 'Questions', 'Leaderboard']);
    expect(workbook.getWorksheet('Leaderboard')?.getRow(2).values).toEqual([
      undefined,
      1,
      'user1',
      100,
      '2026-02-01T10:05:00.000Z',
    ]);
    expect(workbook.getWorksheet('Questions')?.getRow(1).values).not.toContain('Correct answer');
    expect(workbook.getWorksheet('Attempts')?.getRow(2).getCell(4).value).toBe('user1@example.com');
  });
});

describe('PDF export', () => {
  it('has a summary page, a distribution chart page and the question table', async () => {
    const file = await writeExport(sample(), 'pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfPages(file.body);
    expect(pages).toBe(3);
    expect(text).toContain('Capitals: Europe!: results');
    expect(text).toContain('Score distribution');
    expect(text).toContain('Correct answer');
    expect(text).toContain('Question number 2 → ordering');
  });

  it.each([
    ['Greek', 'Πρωτεύουσες της Ευρώπης'],
    ['Russian', 'Столицы Европы: викторина'],
    ['Polish', 'Stolice Europy – zażółć gęślą jaźń'],
  ])('prints a %s quiz title exactly, with an embedded font that has its letters', async (_script, title) => {
    const data = sample();
    const { text } = await pdfPages((await writeExport({ ...data, quiz: { ...data.quiz, title } }, 'pdf')).body);
    expect(text.split('\n')[0]?.startsWith(`${title}: results  Generated`)).toBe(true);
  });

  it('drops the chart without statistics and adds a leaderboard page when asked', async () => {
    expect((await pdfPages((await writeExport(sample({ includeStatistics: false }), 'pdf')).body)).pages).toBe(2);
    const withBoard = await pdfPages(
      (await writeExport(sample({ includeLeaderboard: true, includeCorrectAnswers: false }), 'pdf')).body,
    );
    expect(withBoard.pages).toBe(4);
    expect(withBoard.text).toContain('Leaderboard');
    expect(withBoard.text).not.toContain('Correct answer');
  });

  it('continues a long question table on further pages', async () => {
    expect(
      (await pdfPages((await writeExport(sample({ includeStatistics: false }, 120), 'pdf')).body)).pages,
    ).toBeGreaterThanOrEqual(4);
  });
});

describe('JSON export', () => {
  it('is the export data, valid against its schema, with only the sections asked for', async () => {
    const file = await writeExport(sample({ includeStatistics: false }), 'json');
    expect(file.contentType).toBe('application/json; charset=utf-8');
    expect(file.fileName).toBe('capitals__europe__results.json');
    const parsed = ResultsExportSchema.parse(JSON.parse(file.body.toString('utf8')));
    expect(parsed.attempts).toHaveLength(3);
    expect(parsed.statistics).toBeUndefined();
    expect(parsed.leaderboard).toBeUndefined();
    expect(parsed.attempts[0]?.email).toBeUndefined();
  });
});
