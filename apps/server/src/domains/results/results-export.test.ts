import { ResultsExportSchema } from '@quizmaker/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  errorOf,
  MISSING_ID,
  type SignedIn,
  useAccount,
  useAdmin,
  useTestApp,
  useUser,
} from '../../test-support/test-app.ts';
import { parseCsv, pdfPages, resultsCsvHeader } from '../../exports/test-support/read-exports.ts';
import { createQuiz, NINE_TYPES, takeAllAtOnce } from '../attempts/test-support/taking.ts';

let quizId: string;
let questionIds: string[];
const DAY = 86_400_000;

/*
 * Quiz "Capitals & Co. 2026!" with MCQ_SINGLE, TRUE_FALSE and OPEN. `first` completes 40 days ago
 * with everything right (100 %); `second` completes now with one right (33.3 %).
 */
const test = useTestApp();
const call = caller(test);
const author = useUser(test);
const moderator = useAccount(test, { roles: ['ROLE_USER', 'ROLE_MODERATOR'] });
const admin = useAdmin(test);
const first = useUser(test);
const second = useUser(test);
beforeAll(async () => {
  ({ quizId, questionIds } = await createQuiz(test, author, {}, [NINE_TYPES[0]!, NINE_TYPES[2]!, NINE_TYPES[3]!], {
    title: 'Capitals & Co. 2026!',
  }));
  await takeAllAtOnce(test, first, quizId, {
    [questionIds[0]!]: 'b',
    [questionIds[1]!]: true,
    [questionIds[2]!]: 'Rome',
  });
  test.clock.advance(40 * DAY);
  await takeAllAtOnce(test, second, quizId, { [questionIds[0]!]: 'b', [questionIds[1]!]: false });
});

const download = (query: string, who: SignedIn = author) =>
  call('GET', `/api/v1/results/export/${quizId}?${query}`, who);

describe('GET /api/v1/results/export/{quizId}', () => {
  it('answers 401, 400, 403 and 404 in that order of checks', async () => {
    expect((await call('GET', `/api/v1/results/export/${quizId}?format=csv`)).statusCode).toBe(401);
    const format = await download('format=doc');
    expect(format.statusCode).toBe(400);
    expect(Object.keys(errorOf(format).fields)).toEqual(['format']);
    const custom = await download('format=csv&dateRange=custom&from=2026-01-01');
    expect(errorOf(custom).fields).toEqual({ to: 'Custom date range needs both a start and an end date' });
    const order = await download('format=csv&dateRange=custom&from=2026-02-01&to=2026-01-01');
    expect(errorOf(order).fields).toEqual({ from: 'The start date must not be after the end date' });
    expect((await download('format=csv', first)).statusCode).toBe(403);
    const details = await download('format=csv&includeUserDetails=true', moderator);
    expect(details.statusCode).toBe(403);
    expect(errorOf(details).message).toBe('User details can be exported only by the quiz owner or an administrator');
    expect((await call('GET', `/api/v1/results/export/${MISSING_ID}?format=csv`, author)).statusCode).toBe(404);
  });

  it('writes CSV: one row per attempt, per-question columns, a file named after the quiz', async () => {
    const response = await download('format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="capitals___co__2026__results.csv"');
    const rows = parseCsv(response.body);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual(resultsCsvHeader(3));
    expect(rows[1]?.slice(1, 3)).toEqual(['Participant 1', 'ALL_AT_ONCE']);
    expect(rows[1]?.slice(6, 11)).toEqual(['100', '3', '3', 'yes', 'no']);
    expect(rows[1]?.slice(11, 14)).toEqual(['Paris', '1', 'Paris']);
    expect(rows[2]?.slice(6, 11)).toEqual(['33.3', '1', '3', 'no', 'no']);
    expect(rows[2]?.slice(17, 19)).toEqual(['', '0']);
    expect(response.body).not.toContain(first.email);

    const withUsers = parseCsv(
      (await download('format=csv&includeUserDetails=true&includeCorrectAnswers=false&dateRange=last7days')).body,
    );
    expect(withUsers).toHaveLength(2);
    expect(withUsers[0]?.slice(0, 4)).toEqual(['Attempt ID', 'Participant', 'Username', 'Mode']);
    expect(withUsers[1]?.slice(1, 4)).toEqual([second.username, second.username, 'ALL_AT_ONCE']);
    expect(withUsers[0]?.some((header) => header.endsWith('correct answer'))).toBe(false);
  });

  it("names takers by username in the owner's CSV, XLSX, PDF and JSON; e-mails only for administrators (L-7)", async () => {
    const query = 'includeUserDetails=true&includeCorrectAnswers=false&includeLeaderboard=true';
    const ownerCsv = await download(`format=csv&${query}`);
    const ownerRows = parseCsv(ownerCsv.body);
    expect(ownerRows[0]?.slice(0, 5)).toEqual(['Attempt ID', 'Participant', 'Username', 'Mode', 'Started']);
    expect(ownerRows.slice(1).map((row) => row.slice(1, 3))).toEqual([
      [first.username, first.username],
      [second.username, second.username],
    ]);
    const ownerXlsx = new ExcelJS.Workbook();
    await ownerXlsx.xlsx.load((await download(`format=xlsx&${query}`)).rawPayload as unknown as ArrayBuffer);
    expect(ownerXlsx.getWorksheet('Attempts')?.getRow(1).values).toEqual(
      expect.arrayContaining(['Attempt ID', 'Participant', 'Username', 'Mode']),
    );
    expect(ownerXlsx.getWorksheet('Attempts')?.getRow(1).values).not.toContain('Email');
    const ownerJson = ResultsExportSchema.parse((await download(`format=json&${query}`)).json());
    expect(ownerJson.attempts.map((a) => [a.participant, a.username, a.email])).toEqual([
      [first.username, first.username, undefined],
      [second.username, second.username, undefined],
    ]);
    const pdf = await pdfPages((await download(`format=pdf&${query}`)).rawPayload);
    expect(pdf.text).toContain(first.username);
    for (const body of [ownerCsv.body, JSON.stringify(ownerJson), pdf.text]) {
      expect(body).not.toContain(first.email);
      expect(body).not.toContain(second.email);
    }
    for (const sheet of ownerXlsx.worksheets) {
      sheet.eachRow((row) => expect(JSON.stringify(row.values)).not.toContain('@example.com'));
    }

    const adminRows = parseCsv((await download(`format=csv&${query}`, admin)).body);
    expect(adminRows[0]?.slice(0, 5)).toEqual(['Attempt ID', 'Participant', 'Username', 'Email', 'Mode']);
    expect(adminRows.slice(1).map((row) => row.slice(2, 4))).toEqual([
      [first.username, first.email],
      [second.username, second.email],
    ]);
    const adminXlsx = new ExcelJS.Workbook();
    await adminXlsx.xlsx.load((await download(`format=xlsx&${query}`, admin)).rawPayload as unknown as ArrayBuffer);
    expect(adminXlsx.getWorksheet('Attempts')?.getRow(2).getCell(4).value).toBe(first.email);
  });

  it('writes every answer and correct answer of the nine types as a person would (CSV, XLSX, PDF, JSON)', async () => {
    const nine = await createQuiz(test, author, {}, NINE_TYPES, { title: 'Nine types' });
    await takeAllAtOnce(
      test,
      first,
      nine.quizId,
      Object.fromEntries(NINE_TYPES.map((typeCase, index) => [nine.questionIds[index]!, typeCase.partial])),
    );
    const given = [
      'Rome',
      '2',
      'False',
      'Romeo',
      'Gap 1: paris; Gap 2: Milan',
      'Helmets are worn on site',
      'Mercury → Venus → Mars → Earth',
      'Region 3',
      'France → Paris; Italy → Madrid; Spain → Rome',
    ];
    const correct = [
      'Paris',
      '2; 5',
      'True',
      'Rome',
      'Gap 1: Paris; Gap 2: Rome',
      'Helmets are worn on site; Chemicals are stored in labelled containers',
      'Mercury → Venus → Earth → Mars',
      'Region 1',
      'France → Paris; Italy → Rome; Spain → Madrid',
    ];
    const exportOf = (format: string) => call('GET', `/api/v1/results/export/${nine.quizId}?format=${format}`, author);

    const [header, row] = parseCsv((await exportOf('csv')).body);
    expect(NINE_TYPES.map((_, index) => row?.[header!.indexOf(`Q${index + 1} answer`)])).toEqual(given);
    expect(NINE_TYPES.map((_, index) => row?.[header!.indexOf(`Q${index + 1} correct answer`)])).toEqual(correct);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportOf('xlsx')).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Attempts')!;
    const headers = sheet.getRow(1).values as unknown[];
    expect(
      NINE_TYPES.map((_, index) => sheet.getRow(2).getCell(headers.indexOf(`Q${index + 1} answer`)).value),
    ).toEqual(given);
    expect(workbook.getWorksheet('Questions')?.getColumn(4).values.slice(2)).toEqual(correct);

    const json = ResultsExportSchema.parse((await exportOf('json')).json());
    const responseOf = new Map(json.attempts[0]?.answers.map((answer) => [answer.questionId, answer.response]));
    expect(nine.questionIds.map((id) => responseOf.get(id))).toEqual(given);

    const pdfText = (await pdfPages((await exportOf('pdf')).rawPayload, '')).pageTexts.join('');
    expect(pdfText).toContain('Gap 1: Paris; Gap 2: Rome');
    expect(pdfText).toContain('France → Paris; Italy →');
    expect(pdfText).not.toContain('{');
  });

  it('writes XLSX with Attempts, Questions and Statistics sheets (Leaderboard when asked)', async () => {
    const response = await download('format=xlsx&includeLeaderboard=true');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="capitals___co__2026__results.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Attempts',
      'Questions',
      'Statistics',
      'Leaderboard',
    ]);
    expect(workbook.getWorksheet('Attempts')?.rowCount).toBe(3);
    expect(workbook.getWorksheet('Questions')?.getRow(2).values).toEqual([
      undefined,
      1,
      'What is the capital of France?',
      'MCQ_SINGLE',
      'Paris',
      2,
      2,
      '100%',
    ]);
    expect(workbook.getWorksheet('Questions')?.getRow(4).values).toEqual([
      undefined,
      3,
      'What is the capital of Italy?',
      'OPEN',
      'Rome',
      2,
      1,
      '50%',
    ]);
    const statistics = workbook.getWorksheet('Statistics');
    expect(statistics?.getRow(3).values).toEqual([undefined, 'Completed attempts', 2]);
    expect(statistics?.getRow(4).values).toEqual([undefined, 'Average score (%)', 66.7]);
    const leader = workbook.getWorksheet('Leaderboard')?.getRow(2);
    expect([1, 2, 3].map((n) => leader?.getCell(n).value)).toEqual([1, first.username, 100]);

    const custom = await download(
      `format=xlsx&includeStatistics=false&dateRange=custom&from=${new Date(test.clock.now().getTime() - 50 * DAY).toISOString().slice(0, 10)}&to=${new Date(test.clock.now().getTime() - 30 * DAY).toISOString().slice(0, 10)}`,
    );
    const only = new ExcelJS.Workbook();
    await only.xlsx.load(custom.rawPayload as unknown as ArrayBuffer);
    expect(only.worksheets.map((sheet) => sheet.name)).toEqual(['Attempts', 'Questions']);
    expect(only.getWorksheet('Attempts')?.rowCount).toBe(2);
    expect(only.getWorksheet('Attempts')?.getRow(2).getCell(7).value).toBe(100);
  });

  it('writes a PDF with a summary page, a distribution chart and the question table', async () => {
    const pages = async (query: string) => {
      const response = await download(query);
      expect(response.headers['content-type']).toBe('application/pdf');
      const pdf = await pdfPages(response.rawPayload);
      return { count: pdf.pages, text: pdf.pageTexts[0] };
    };
    const full = await pages('format=pdf');
    expect(full.count).toBe(3);
    expect(full.text).toContain('Capitals & Co. 2026!: results');
    expect(full.text).toContain('66.7%');
    expect((await pages('format=pdf&includeStatistics=false')).count).toBe(2);
    expect((await pages('format=pdf&includeLeaderboard=true')).count).toBe(4);
  });

  it('writes JSON valid against its schema, with the sections and details asked for', async () => {
    const response = await download('format=json&includeUserDetails=true', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="capitals___co__2026__results.json"');
    const data = ResultsExportSchema.parse(response.json());
    expect(data.attempts.map((a) => [a.username, a.email, a.scorePercentage])).toEqual([
      [first.username, first.email, 100],
      [second.username, second.email, 33.3],
    ]);
    expect(data.statistics).toMatchObject({
      attemptsCount: 2,
      averageScore: 66.7,
      bestScore: 100,
      worstScore: 33.3,
      passRate: 50,
    });
    expect(data.leaderboard).toBeUndefined();
    expect(data.questions.map((q) => [q.timesAsked, q.timesCorrect, q.correctRate])).toEqual([
      [2, 2, 1],
      [2, 1, 0.5],
      [2, 1, 0.5],
    ]);
    const plain = ResultsExportSchema.parse(
      (
        await download(
          'format=json&includeStatistics=false&includeCorrectAnswers=false&dateRange=last30days',
          moderator,
        )
      ).json(),
    );
    expect(plain.attempts).toHaveLength(1);
    expect(plain.attempts[0]?.email).toBeUndefined();
    expect(plain.attempts[0]?.participant).toBe('Participant 1');
    expect(plain.statistics).toBeUndefined();
    expect(plain.questions.every((q) => q.correctAnswer === undefined)).toBe(true);
  });
});
