import { interchangeMessages } from '@quizmaker/contracts';
import { contentFromInterchange, INTERCHANGE_NOTES, INTERCHANGE_REASONS } from '@quizmaker/question-types';
import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  exportSettings,
  importedQuestion,
  nativeQuestion,
  neutralQuestions,
  refusalOf,
  refusalOfAsync,
} from '../../test-support/formats.ts';
import { zipWithRepeatedName } from '../../test-support/qti.ts';
import { KAHOOT_HEADER_ROW, KAHOOT_TIME_HEADER } from '../../test-support/spreadsheet.ts';
import { PACKAGE_LIMITS, PACKAGE_MESSAGES } from '../zip-package.ts';
import { CSV_MESSAGES, csvFormat } from './csv.ts';
import { SHEET_MESSAGES, SHEET_NOTES } from './read-sheet.ts';
import { SHEET_LIMITS, SHEET_SKIP_REASONS } from './sheet.ts';
import { xlsxFormat } from './xlsx.ts';
import { XLSX_LIMITS, XLSX_MESSAGES } from './xlsx-read.ts';

const HEADER = 'Type,Question,Options,Correct,Explanation,Hint,Difficulty,Attachment URL';
const SETTINGS = exportSettings('Spreadsheet quiz');

/** What our types make of each question of a CSV file: type and content, or the reason. */
function typedRows(text: string) {
  return neutralQuestions(csvFormat.parse(text)).map((question) => contentFromInterchange(question.body));
}

const malformed = refusalOf;
const malformedAsync = refusalOfAsync;

describe('CSV import: our template, one row per question', () => {
  it('reads a row of each type a row holds, by the kind its Type maps to', () => {
    const text = [
      HEADER,
      'MCQ_SINGLE,Capital of France?,London | Paris | Rome,2,,,,',
      'MCQ_MULTI,Which are even?,2 | 3 | 4,"1, 3",,,,',
      'TRUE_FALSE,The sky is blue.,,true,,,,',
      'OPEN,Capital of Italy?,,Rome,,,,',
      'FILL_GAP,Complete the sentence.,Water boils at ___1___ degrees and freezes at ___2___.,100 | 0,,,,',
      'COMPLIANCE,Which are safe?,Helmets worn | Exits blocked,1,,,,',
      'ORDERING,Order the planets.,Mercury | Venus | Earth,,,,,',
      'MATCHING,Match the capitals.,France -> Paris | Italy -> Rome | -> Madrid,,,,,',
    ].join('\n');
    expect(typedRows(text)).toEqual([
      {
        type: 'MCQ_SINGLE',
        content: {
          options: [
            { id: 'a', text: 'London', correct: false },
            { id: 'b', text: 'Paris', correct: true },
            { id: 'c', text: 'Rome', correct: false },
          ],
        },
        notes: [],
      },
      {
        type: 'MCQ_MULTI',
        content: {
          options: [
            { id: 'a', text: '2', correct: true },
            { id: 'b', text: '3', correct: false },
            { id: 'c', text: '4', correct: true },
          ],
        },
        notes: [],
      },
      { type: 'TRUE_FALSE', content: { answer: true }, notes: [] },
      { type: 'OPEN', content: { answer: 'Rome' }, notes: [] },
      {
        type: 'FILL_GAP',
        content: {
          text: 'Water boils at ___1___ degrees and freezes at ___2___.',
          gaps: [
            { id: 1, answer: '100' },
            { id: 2, answer: '0' },
          ],
        },
        notes: [],
      },
      {
        type: 'COMPLIANCE',
        content: {
          statements: [
            { id: 1, text: 'Helmets worn', compliant: true },
            { id: 2, text: 'Exits blocked', compliant: false },
          ],
        },
        notes: [],
      },
      {
        type: 'ORDERING',
        content: {
          items: [
            { id: 1, text: 'Mercury' },
            { id: 2, text: 'Venus' },
            { id: 3, text: 'Earth' },
          ],
        },
        notes: [],
      },
      {
        type: 'MATCHING',
        content: {
          left: [
            { id: 1, text: 'France', matchId: 10 },
            { id: 2, text: 'Italy', matchId: 11 },
          ],
          right: [
            { id: 10, text: 'Paris' },
            { id: 11, text: 'Rome' },
            { id: 12, text: 'Madrid' },
          ],
        },
        notes: [],
      },
    ]);
  });

  it('reads explanation, hint, difficulty and attachment; headers in any case and order, missing ones empty', () => {
    const text = [
      'question,TYPE,correct,Options,difficulty,hint,explanation,attachment url',
      'Is ice cold?,true_false,FALSE,,hard,Think of winter.,Ice is frozen water.,https://example.org/ice.pdf',
      '"Two\nlines?",TRUE_FALSE,True,,,,,',
    ].join('\r\n');
    const [first, second] = csvFormat.parse(text).questions;
    expect(first && importedQuestion(first)).toEqual({
      type: 'TRUE_FALSE',
      questionText: 'Is ice cold?',
      difficulty: 'HARD',
      explanation: 'Ice is frozen water.',
      hint: 'Think of winter.',
      attachmentUrl: 'https://example.org/ice.pdf',
      content: { answer: false },
      notes: [],
    });
    expect(second && importedQuestion(second)).toMatchObject({
      questionText: 'Two\nlines?',
      difficulty: 'MEDIUM',
      hint: null,
    });
  });

  it('escapes in a list: \\| is a bar, \\\\ a backslash, -\\> an arrow that is text', () => {
    const text = [
      'Type,Question,Options,Correct',
      'MCQ_SINGLE,Which pipe?,a \\| b | c\\\\d,1',
      'MATCHING,Arrows?,x -\\> y -> right | left -> a \\| b,',
    ].join('\n');
    expect(typedRows(text)).toEqual([
      {
        type: 'MCQ_SINGLE',
        content: {
          options: [
            { id: 'a', text: 'a | b', correct: true },
            { id: 'b', text: 'c\\d', correct: false },
          ],
        },
        notes: [],
      },
      {
        type: 'MATCHING',
        content: {
          left: [
            { id: 1, text: 'x -> y', matchId: 10 },
            { id: 2, text: 'left', matchId: 11 },
          ],
          right: [
            { id: 10, text: 'right' },
            { id: 11, text: 'a | b' },
          ],
        },
        notes: [],
      },
    ]);
  });

  it('an MCQ_SINGLE row with two right options becomes MCQ_MULTI with the note; no right option is skipped', () => {
    const text = ['Type,Question,Options,Correct', 'MCQ_SINGLE,Two?,a | b | c,"1,2"', 'MCQ_SINGLE,None?,a | b,'].join(
      '\n',
    );
    const [two, none] = typedRows(text);
    expect(two).toMatchObject({ type: 'MCQ_MULTI', notes: [INTERCHANGE_NOTES.severalRight] });
    expect(none).toEqual({ reason: INTERCHANGE_REASONS.noRightOption });
  });

  it('HOTSPOT rows are skipped with the reason; blank rows are ignored and not counted', () => {
    const text = [
      'Type,Question,Options,Correct',
      '',
      'HOTSPOT,Click the heart.,,',
      ',,,',
      'OPEN,Two plus two?,,4',
      '',
    ].join('\n');
    expect(csvFormat.countQuestions(text)).toBe(2);
    expect(csvFormat.parse(text).questions).toEqual([
      { index: 1, title: null, text: 'Click the heart.', unreadable: SHEET_SKIP_REASONS.noImageRegions },
      {
        index: 2,
        title: null,
        text: 'Two plus two?',
        generalFeedback: null,
        hint: null,
        attachmentUrl: null,
        body: { kind: 'shortAnswer', answers: [{ text: '4', weight: 100 }] },
        notes: [],
      },
    ]);
  });

  it('Time (s), Points and Tags are read but not imported: one note each for the whole file', () => {
    const text = [
      'Type,Question,Options,Correct,Time (s),Points,Tags',
      'TRUE_FALSE,First?,,TRUE,20,1000,geography',
      'TRUE_FALSE,Second?,,FALSE,,,',
    ].join('\n');
    const file = csvFormat.parse(text);
    expect(file.notes).toEqual([
      SHEET_NOTES.timeDropped('Time (s)'),
      SHEET_NOTES.pointsDropped('Points'),
      SHEET_NOTES.tagsDropped('Tags'),
    ]);
    expect(csvFormat.parse('Type,Question,Correct,Time (s)\nTRUE_FALSE,Q?,TRUE,\n').notes).toEqual([]);
  });

  it('reads a CSV written with semicolons (spreadsheets in decimal-comma locales)', () => {
    const text = 'Type;Question;Options;Correct\nMCQ_SINGLE;Welche Stadt?;Berlin | Paris;1\n';
    expect(csvFormat.detect(text)).toBe(true);
    expect(typedRows(text)[0]).toMatchObject({ type: 'MCQ_SINGLE' });
  });
});

describe('CSV import: malformed files, with the exact place', () => {
  const refused = (text: string) => malformed(() => csvFormat.parse(text));

  it('no header row, an unknown or repeated header, a missing Type or Question column', () => {
    expect(refused('MCQ_SINGLE,Capital?,a | b,1\n')).toBe(SHEET_MESSAGES.headerMissing);
    expect(refused('Type,Question,Answer\nOPEN,Q?,x\n')).toBe(SHEET_MESSAGES.headerUnknown('C', 'Answer'));
    expect(refused('Type,Question,type\n')).toBe(SHEET_MESSAGES.headerRepeated('Type'));
    expect(refused('Type,Options\n')).toBe(SHEET_MESSAGES.headerRequired('Question'));
  });

  it('an unknown or empty type, a value outside the header, an unknown difficulty', () => {
    expect(refused(`${HEADER}\nRIDDLE,What am I?,,,,,,\n`)).toBe(SHEET_MESSAGES.typeUnknown(2, 'RIDDLE'));
    expect(refused(`${HEADER}\n,What am I?,,,,,,\n`)).toBe(SHEET_MESSAGES.typeMissing(2));
    expect(refused('Type,Question,Correct\nOPEN,Q?,a,extra\n')).toBe(SHEET_MESSAGES.valueWithoutHeader(2, 'D'));
    expect(refused('Type,Question,Correct,Difficulty\nOPEN,Q?,a,tricky\n')).toBe(
      SHEET_MESSAGES.difficultyUnknown(2, 'tricky'),
    );
  });

  it('Correct that is not option numbers, or names an option the row does not have', () => {
    expect(refused(`${HEADER}\n\nMCQ_SINGLE,Q?,a | b,b,,,,\n`)).toBe(SHEET_MESSAGES.correctNotNumbers(3, 'b'));
    expect(refused(`${HEADER}\nMCQ_MULTI,Q?,a | b,"1, 3",,,,\n`)).toBe(SHEET_MESSAGES.correctOutOfRange(2, 3, 2));
    expect(refused(`${HEADER}\nCOMPLIANCE,Q?,a | b,0,,,,\n`)).toBe(SHEET_MESSAGES.correctOutOfRange(2, 0, 2));
    expect(refused(`${HEADER}\nTRUE_FALSE,Q?,,yes,,,,\n`)).toBe(SHEET_MESSAGES.trueFalseCorrect(2, 'yes'));
  });

  it('values a type does not take, a pair without an arrow, gaps and answers that differ in number', () => {
    expect(refused(`${HEADER}\nOPEN,Q?,a | b,a,,,,\n`)).toBe(SHEET_MESSAGES.optionsNotTaken(2, 'OPEN'));
    expect(refused(`${HEADER}\nORDERING,Q?,a | b,1,,,,\n`)).toBe(SHEET_MESSAGES.correctNotTaken(2, 'ORDERING'));
    expect(refused(`${HEADER}\nMATCHING,Q?,a -> b | c,,,,,\n`)).toBe(SHEET_MESSAGES.matchingPair(2, 'c'));
    expect(refused(`${HEADER}\nFILL_GAP,Q?,A ___1___ and ___2___.,x,,,,\n`)).toBe(SHEET_MESSAGES.gapAnswers(2, 2, 1));
  });

  it('a row too long or too wide, an unclosed or misplaced quote', () => {
    expect(refused(`${HEADER}\nOPEN,${'x'.repeat(SHEET_LIMITS.maxRowCharacters)},,a,,,,\n`)).toBe(
      SHEET_MESSAGES.rowTooLong(2),
    );
    expect(refused(`${HEADER}\nOPEN,Q?,,a${','.repeat(SHEET_LIMITS.maxColumns)}\n`)).toBe(
      SHEET_MESSAGES.tooManyColumns(2),
    );
    expect(refused(`${HEADER}\nOPEN,"Q?,,a,,,,\n`)).toBe(CSV_MESSAGES.quoteNotClosed(2));
    expect(refused(`${HEADER}\nOPEN,Say "hi",,a,,,,\n`)).toBe(CSV_MESSAGES.quoteMisplaced(2));
  });

  it('a very long run of backslashes and bars in a list is read in linear time', () => {
    const options = '\\|'.repeat(20_000);
    const started = performance.now();
    expect(typedRows(`Type,Question,Options,Correct\nMCQ_SINGLE,Q?,${options} | b,2\n`)[0]).toMatchObject({
      type: 'MCQ_SINGLE',
    });
    // A hang guard, not a speed target: a rescan per character takes minutes here, a loaded CI machine seconds.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

/** Kahoot's quiz template: title and help rows, the header on row 8 from column B, numbers in column A. */
const KAHOOT_ROWS = [
  [],
  ['', 'Quiz template'],
  ['', 'Add questions, at least two answer alternatives, time limit and choose correct answers (at least one).'],
  ['', 'Remember: questions have a limit of 120 characters and answers can have 75 characters max.'],
  [],
  [],
  [],
  KAHOOT_HEADER_ROW,
  ['1', 'Which planet is red?', 'Venus', 'Mars', 'Jupiter', 'Saturn', '20', '2'],
  ['2', 'Which are prime?', '2', '4', '', '7', '30', '1,4'],
  ['3', '', '', '', '', '', '', ''],
];

const kahootCsv = (rows: ReadonlyArray<readonly string[]>) =>
  rows.map((cells) => cells.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')).join('\n');

const KAHOOT_EXPECTED = [
  {
    type: 'MCQ_SINGLE',
    content: {
      options: [
        { id: 'a', text: 'Venus', correct: false },
        { id: 'b', text: 'Mars', correct: true },
        { id: 'c', text: 'Jupiter', correct: false },
        { id: 'd', text: 'Saturn', correct: false },
      ],
    },
    notes: [],
  },
  {
    type: 'MCQ_MULTI',
    content: {
      options: [
        { id: 'a', text: '2', correct: true },
        { id: 'b', text: '4', correct: false },
        { id: 'c', text: '7', correct: true },
      ],
    },
    notes: [],
  },
];

describe("Kahoot's quiz template", () => {
  it('CSV: the header found below the title rows; one right answer is MCQ_SINGLE, several MCQ_MULTI; time noted', () => {
    const text = kahootCsv(KAHOOT_ROWS);
    expect(csvFormat.detect(text)).toBe(true);
    expect(csvFormat.countQuestions(text)).toBe(2);
    const file = csvFormat.parse(text);
    expect(file.notes).toEqual([SHEET_NOTES.timeDropped(KAHOOT_TIME_HEADER)]);
    expect(neutralQuestions(file).map((question) => question.text)).toEqual([
      'Which planet is red?',
      'Which are prime?',
    ]);
    expect(typedRows(text)).toEqual(KAHOOT_EXPECTED);
  });

  it('CSV: correct answers that are not numbers 1 to 4, or name an empty answer', () => {
    const withCorrect = (correct: string) =>
      kahootCsv([...KAHOOT_ROWS.slice(0, 8), ['1', 'Q?', 'a', 'b', '', '', '20', correct]]);
    expect(malformed(() => csvFormat.parse(withCorrect('5')))).toBe(SHEET_MESSAGES.kahootCorrectNotNumbers(9, '5'));
    expect(malformed(() => csvFormat.parse(withCorrect('b')))).toBe(SHEET_MESSAGES.kahootCorrectNotNumbers(9, 'b'));
    expect(malformed(() => csvFormat.parse(withCorrect('3')))).toBe(SHEET_MESSAGES.kahootCorrectEmpty(9, 3));
  });

  it("XLSX: a workbook in Kahoot's layout (numbers and text in the cells, title rows first)", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    for (const [at, cells] of KAHOOT_ROWS.entries()) {
      const typedCells = cells.map((cell, column) =>
        at >= 8 && (column === 0 || column === 6 || (column === 7 && !cell.includes(','))) && cell !== ''
          ? Number(cell)
          : cell,
      );
      sheet.getRow(at + 1).values = typedCells;
    }
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(xlsxFormat.detect(bytes)).toBe(true);
    expect(await xlsxFormat.countQuestions(bytes)).toBe(2);
    const file = await xlsxFormat.parse(bytes);
    expect(file.notes).toEqual([SHEET_NOTES.timeDropped(KAHOOT_TIME_HEADER)]);
    expect(neutralQuestions(file).map((question) => contentFromInterchange(question.body))).toEqual(KAHOOT_EXPECTED);
  });
});

describe('detection', () => {
  it('CSV is recognised by its header row only', () => {
    expect(csvFormat.detect(`\uFEFF${HEADER}\r\nOPEN,Q?,,a,,,,\r\n`)).toBe(true);
    expect(csvFormat.detect('Which is a prime?\nA. 4\nB. 7\nANSWER: B\n')).toBe(false);
    expect(csvFormat.detect('::Q1:: Is ice cold? {T}\n')).toBe(false);
    expect(csvFormat.detect('name,email\nAda,ada@example.org\n')).toBe(false);
  });

  it('XLSX is a zip with xl/workbook.xml; a QTI package (imsmanifest.xml) or other bytes are not', () => {
    expect(xlsxFormat.detect(zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') }))).toBe(true);
    expect(xlsxFormat.detect(zipSync({ 'imsmanifest.xml': strToU8('<manifest/>') }))).toBe(false);
    expect(xlsxFormat.detect(strToU8(HEADER))).toBe(false);
  });
});

describe('XLSX import: refused workbooks', () => {
  it('a zip with more entries than the limit, before anything is inflated', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: PACKAGE_LIMITS.maxEntries + 1 }, (_, index) => [`xl/part${index}.xml`, strToU8('x')]),
    );
    const bytes = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>'), ...entries });
    expect(await malformedAsync(() => xlsxFormat.countQuestions(bytes))).toBe(
      PACKAGE_MESSAGES.tooManyEntries(PACKAGE_LIMITS.maxEntries + 2),
    );
  });

  it('a part that unpacks to more than its header declares (a zip bomb hiding its size)', async () => {
    const bytes = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>'), 'xl/big.xml': new Uint8Array(3_000_000) });
    // Declare 100 bytes for xl/big.xml in the central directory (uncompressed size at +24 of its entry).
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let entry = bytes.length - 22;
    while (view.getUint32(entry, true) !== 0x06054b50) {
      entry -= 1;
    }
    entry = view.getUint32(entry + 16, true);
    entry +=
      46 + view.getUint16(entry + 28, true) + view.getUint16(entry + 30, true) + view.getUint16(entry + 32, true);
    view.setUint32(entry + 24, 100, true);
    expect(await malformedAsync(() => xlsxFormat.parse(bytes))).toBe(PACKAGE_MESSAGES.sizeLies('xl/big.xml'));
  });

  it('a zip that is no workbook inside', async () => {
    const bytes = zipSync({ 'xl/workbook.xml': strToU8('not xml at all') });
    expect(await malformedAsync(() => xlsxFormat.parse(bytes))).toBe(XLSX_MESSAGES.unreadable);
  });
});

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook written by hand: sheet Questions with the rows' XML, and shared strings when given. */
function workbookParts(rows: string, sharedStrings?: string): Record<string, Uint8Array> {
  const parts: Record<string, string> = {
    'xl/workbook.xml': `<workbook xmlns="${MAIN_NS}" xmlns:r="${RELATIONS_NS}"><sheets><sheet name="Questions" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONS_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<worksheet xmlns="${MAIN_NS}"><sheetData>${rows}</sheetData></worksheet>`,
  };
  if (sharedStrings !== undefined) {
    parts['xl/sharedStrings.xml'] = `<sst xmlns="${MAIN_NS}">${sharedStrings}</sst>`;
  }
  return Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, strToU8(text)]));
}

const inlineCell = (reference: string, text: string) => `<c r="${reference}" t="inlineStr"><is><t>${text}</t></is></c>`;
const HEADER_ROW = `<row r="1">${['Type', 'Question', 'Options', 'Correct'].map((name, at) => inlineCell(`${'ABCD'.charAt(at)}1`, name)).join('')}</row>`;

/** Our exceljs-written one-question workbook with its sheet's XML changed by `edit`. */
async function excelWorkbookWith(edit: (sheetXml: string) => string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow(['Type', 'Question', 'Options', 'Correct']);
  sheet.addRow(['MCQ_SINGLE', 'What?', 'a | b', '1']);
  const parts = unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
  const sheetPart = 'xl/worksheets/sheet1.xml';
  parts[sheetPart] = strToU8(edit(new TextDecoder().decode(parts[sheetPart])));
  return zipSync(parts);
}

describe('XLSX import: cells as the workbook stores them, nothing else read', () => {
  it("shared strings with rich text runs, inline strings, booleans and a formula's last result", async () => {
    const sharedStrings =
      '<si><t>TRUE_FALSE</t></si>' +
      '<si><r><rPr><b/></rPr><t xml:space="preserve">Ice is </t></r><r><t>cold &amp; hard.</t></r><rPh sb="0" eb="1"><t>ignored</t></rPh></si>';
    const rows =
      HEADER_ROW +
      '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c><c r="D2" t="b"><v>1</v></c></row>' +
      `<row r="3">${inlineCell('A3', 'OPEN')}<c r="B3" t="inlineStr"><is><r><t>Two</t></r><r><t> plus two?</t></r></is></c><c r="D3"><f>2+2</f><v>4</v></c></row>` +
      `<row r="4">${inlineCell('A4', 'OPEN')}${inlineCell('B4', 'Say yes.')}<c r="D4" t="str"><f>LOWER("YES")</f><v>yes</v></c></row>`;
    const bytes = zipSync(workbookParts(rows, sharedStrings));
    expect(await xlsxFormat.countQuestions(bytes)).toBe(3);
    expect(
      neutralQuestions(await xlsxFormat.parse(bytes)).map((question) => [
        question.text,
        contentFromInterchange(question.body),
      ]),
    ).toEqual([
      ['Ice is cold & hard.', { type: 'TRUE_FALSE', content: { answer: true }, notes: [] }],
      ['Two plus two?', { type: 'OPEN', content: { answer: '4' }, notes: [] }],
      ['Say yes.', { type: 'OPEN', content: { answer: 'yes' }, notes: [] }],
    ]);
  });

  it('a merged range and a data validation over the whole sheet are not expanded (exceljs ran out of memory)', async () => {
    const whole = 'A1:XFD1048576';
    const bytes = await excelWorkbookWith((xml) =>
      xml.replace(
        '</sheetData>',
        `</sheetData><mergeCells count="1"><mergeCell ref="${whole}"/></mergeCells><dataValidations count="1"><dataValidation type="list" sqref="${whole}"><formula1>"a,b"</formula1></dataValidation></dataValidations>`,
      ),
    );
    const started = performance.now();
    expect(await xlsxFormat.countQuestions(bytes)).toBe(1);
    expect(neutralQuestions(await xlsxFormat.parse(bytes)).map((question) => question.text)).toEqual(['What?']);
    // A hang guard, not a speed target: a rescan per character takes minutes here, a loaded CI machine seconds.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

/** Cell styles by `s`: 0 General, then date, date-time and time formats, and numbers a date token is only quoted or bracketed in. */
const DATED_STYLES =
  `<styleSheet xmlns="${MAIN_NS}"><numFmts count="6">` +
  '<numFmt numFmtId="164" formatCode="dd/mm/yyyy"/>' +
  '<numFmt numFmtId="165" formatCode="[Red]0.00;[Blue]\\-0.00"/>' +
  '<numFmt numFmtId="166" formatCode="#,##0&quot; days, hours or minutes&quot;"/>' +
  '<numFmt numFmtId="167" formatCode="[h]:mm:ss"/>' +
  '<numFmt numFmtId="168" formatCode="[$-409]mmm d, yyyy h:mm AM/PM"/>' +
  '<numFmt numFmtId="169" formatCode="mm:ss"/>' +
  '</numFmts><cellXfs count="12">' +
  [0, 14, 22, 20, 21, 164, 165, 166, 167, 168, 169, 18]
    .map((id) => `<xf numFmtId="${id}" applyNumberFormat="1"/>`)
    .join('') +
  '</cellXfs></styleSheet>';

/** A hand-written workbook with DATED_STYLES, in the 1900 date system or (`date1904` as written) the 1904 one. */
function datedWorkbook(rows: string, date1904?: string): Uint8Array {
  const parts = workbookParts(HEADER_ROW + rows);
  parts['xl/styles.xml'] = strToU8(DATED_STYLES);
  if (date1904 !== undefined) {
    parts['xl/workbook.xml'] = strToU8(
      `<workbook xmlns="${MAIN_NS}" xmlns:r="${RELATIONS_NS}"><workbookPr date1904="${date1904}"/><sheets><sheet name="Questions" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    );
  }
  return zipSync(parts);
}

/** An OPEN question on row `row` whose answer is the number `value` in the cell style `style` (none when null). */
const openRow = (row: number, value: string, style: number | null) =>
  `<row r="${row}">${inlineCell(`A${row}`, 'OPEN')}${inlineCell(`B${row}`, `Q${row}?`)}<c r="D${row}"${style === null ? '' : ` s="${style}"`}><v>${value}</v></c></row>`;

async function openAnswers(bytes: Uint8Array): Promise<unknown[]> {
  return neutralQuestions(await xlsxFormat.parse(bytes)).map((question) => {
    const typed = contentFromInterchange(question.body);
    return 'content' in typed ? typed.content : typed;
  });
}

describe('XLSX import: dates and times as a person reads them, not their serial numbers', () => {
  it('date, date-time, time and custom formats as ISO text; plain, coloured and quoted-text numbers stay numbers', async () => {
    const cells: Array<[string, number | null, string]> = [
      ['45292', 1, '2024-01-01'],
      ['45292.5625', 2, '2024-01-01 13:30'],
      ['0.5625', 3, '13:30'],
      ['45292.562673611111', 4, '13:30:15'],
      ['45292', 5, '2024-01-01'],
      ['45292.5625', 9, '2024-01-01 13:30'],
      // mm:ss shows minutes and seconds, as Excel does.
      ['0.0010416666666666667', 10, '01:30'],
      ['0.5625', 11, '13:30'],
      ['1.5', 8, '36:00:00'],
      ['42', 0, '42'],
      ['42', null, '42'],
      ['42', 6, '42'],
      ['42', 7, '42'],
      ['2.5', 6, '2.5'],
      // Excel's 1900 leap-year bug: serial 60 is the 29 February 1900 it shows, the days around it as Excel counts them.
      ['59', 1, '1900-02-28'],
      ['60', 1, '1900-02-29'],
      ['61', 1, '1900-03-01'],
      ['1', 1, '1900-01-01'],
      // A negative date, or one past 31 December 9999, Excel shows as ####: the number stays.
      ['-1', 1, '-1'],
      ['2958466', 1, '2958466'],
    ];
    const bytes = datedWorkbook(cells.map(([value, style], at) => openRow(at + 2, value, style)).join(''));
    expect(await xlsxFormat.countQuestions(bytes)).toBe(cells.length);
    expect(await openAnswers(bytes)).toEqual(cells.map(([, , answer]) => ({ answer })));
  });

  it('a date in the question text, read the same way', async () => {
    const bytes = datedWorkbook(`<row r="2">${inlineCell('A2', 'OPEN')}<c r="B2" s="2"><v>45292.5625</v></c></row>`);
    expect(neutralQuestions(await xlsxFormat.parse(bytes)).map((question) => question.text)).toEqual([
      '2024-01-01 13:30',
    ]);
  });

  it('a workbook in the 1904 date system (workbookPr date1904, as Excel for Mac wrote it): serial 0 is 1 January 1904', async () => {
    for (const flag of ['1', 'true']) {
      const bytes = datedWorkbook(openRow(2, '43830', 1) + openRow(3, '43830.5625', 2) + openRow(4, '0', 1), flag);
      expect(await openAnswers(bytes)).toEqual([
        { answer: '2024-01-01' },
        { answer: '2024-01-01 13:30' },
        { answer: '1904-01-01' },
      ]);
    }
    expect(await openAnswers(datedWorkbook(openRow(2, '45292', 1), '0'))).toEqual([{ answer: '2024-01-01' }]);
  });

  it('a date exceljs writes (a Date value, its own number format, 1904 too)', async () => {
    for (const date1904 of [false, true]) {
      const workbook = new ExcelJS.Workbook();
      workbook.properties.date1904 = date1904;
      const sheet = workbook.addWorksheet('Questions');
      sheet.addRow(['Type', 'Question', 'Options', 'Correct']);
      sheet.addRow(['OPEN', 'When did 2024 start?', '', new Date(Date.UTC(2024, 0, 1))]);
      sheet.addRow(['OPEN', 'When was lunch?', '', new Date(Date.UTC(2024, 0, 1, 13, 30))]);
      sheet.getCell('D3').numFmt = 'yyyy-mm-dd hh:mm';
      expect(await openAnswers(new Uint8Array(await workbook.xlsx.writeBuffer()))).toEqual([
        { answer: '2024-01-01' },
        { answer: '2024-01-01 13:30' },
      ]);
    }
  });

  it('a workbook without styles keeps its numbers as numbers', async () => {
    const bytes = zipSync(workbookParts(HEADER_ROW + openRow(2, '45292', 1)));
    expect(await openAnswers(bytes)).toEqual([{ answer: '45292' }]);
  });

  it('styles with more cell and number format elements than the limit: refused by counting, naming the part', async () => {
    const formats = Array.from({ length: XLSX_LIMITS.maxStyleElements + 1 }, (_, at) => `<xf numFmtId="${at}"/>`);
    const parts = workbookParts(HEADER_ROW + openRow(2, '45292', 1));
    parts['xl/styles.xml'] = strToU8(
      `<styleSheet xmlns="${MAIN_NS}"><cellXfs>${formats.join('')}</cellXfs></styleSheet>`,
    );
    expect(await malformedAsync(() => xlsxFormat.parse(zipSync(parts)))).toBe(XLSX_MESSAGES.tooManyStyleElements);
    // Fonts, fills and borders are not parsed: as many of them as that do not count.
    const fonts = Array.from({ length: XLSX_LIMITS.maxStyleElements + 1 }, (_, at) => `<font><sz val="${at}"/></font>`);
    parts['xl/styles.xml'] = strToU8(DATED_STYLES.replace('<numFmts', `<fonts>${fonts.join('')}</fonts><numFmts`));
    expect(await openAnswers(zipSync(parts))).toEqual([{ answer: '2024-01-01' }]);
  });
});

describe('XLSX import: sheets refused before their cells are read', () => {
  it('a row number or cell reference past row 100,000 or column ZZ, with the reference', async () => {
    const rowAt = (row: string) =>
      zipSync(workbookParts(`${HEADER_ROW}<row r="${row}">${inlineCell('A2', 'OPEN')}</row>`));
    expect(await malformedAsync(() => xlsxFormat.parse(rowAt('99999999')))).toBe(
      XLSX_MESSAGES.rowOutOfRange('Questions', '99999999'),
    );
    expect(await malformedAsync(() => xlsxFormat.parse(rowAt('100001')))).toBe(
      XLSX_MESSAGES.rowOutOfRange('Questions', '100001'),
    );
    const cellAt = (reference: string) =>
      zipSync(workbookParts(`${HEADER_ROW}<row r="2">${inlineCell(reference, 'OPEN')}</row>`));
    for (const reference of ['AAA2', 'A100001', 'B', '!!']) {
      expect(await malformedAsync(() => xlsxFormat.parse(cellAt(reference)))).toBe(
        XLSX_MESSAGES.cellOutOfRange('Questions', reference),
      );
    }
    // Column ZZ is read: a value there makes the row wider than the sheet's limit.
    expect(await malformedAsync(() => xlsxFormat.parse(cellAt('ZZ100000')))).toBe(SHEET_MESSAGES.tooManyColumns(2));
  });

  it('more rows than questions and title rows can fill: refused by counting, before any cell is read', async () => {
    // Every row names a shared text the workbook does not have: reading a cell would refuse with that instead.
    const rows = (count: number) =>
      HEADER_ROW +
      Array.from(
        { length: count - 1 },
        (_, at) => `<row r="${at + 2}"><c r="A${at + 2}" t="s"><v>7</v></c></row>`,
      ).join('');
    const tooMany = zipSync(workbookParts(rows(XLSX_LIMITS.maxRows + 1)));
    expect(await malformedAsync(() => xlsxFormat.countQuestions(tooMany))).toBe(interchangeMessages.tooManyQuestions);
    expect(
      await malformedAsync(() => xlsxFormat.countQuestions(zipSync(workbookParts(rows(XLSX_LIMITS.maxRows))))),
    ).toBe(XLSX_MESSAGES.sharedStringMissing('Questions', 'A2', '7'));
  });

  it('rows a template only formats (written without a value) count for nothing: 2 questions above 1,000 of them', async () => {
    const question = (row: number) =>
      `<row r="${row}">${inlineCell(`A${row}`, 'OPEN')}${inlineCell(`B${row}`, `Question ${row}?`)}${inlineCell(`D${row}`, 'yes')}</row>`;
    const formatted = Array.from(
      { length: 1_000 },
      (_, at) => `<row r="${at + 4}" s="2" customFormat="1"><c r="A${at + 4}" s="2"/><c r="B${at + 4}" s="2"/></row>`,
    ).join('');
    const bytes = zipSync(workbookParts(HEADER_ROW + question(2) + question(3) + formatted));
    expect(await xlsxFormat.countQuestions(bytes)).toBe(2);
    expect(neutralQuestions(await xlsxFormat.parse(bytes)).map((imported) => imported.text)).toEqual([
      'Question 2?',
      'Question 3?',
    ]);
  });

  it('more cells with a value, row and cell elements, or shared texts than the limits: refused by counting', async () => {
    const cells = `<row r="2">${'<c><v>1</v></c>'.repeat(XLSX_LIMITS.maxCells + 1)}</row>`;
    expect(await malformedAsync(() => xlsxFormat.countQuestions(zipSync(workbookParts(HEADER_ROW + cells))))).toBe(
      XLSX_MESSAGES.tooManyCells('Questions'),
    );
    const empty = `<row r="2">${'<c/>'.repeat(XLSX_LIMITS.maxElements)}</row>`;
    expect(await malformedAsync(() => xlsxFormat.countQuestions(zipSync(workbookParts(HEADER_ROW + empty))))).toBe(
      XLSX_MESSAGES.tooManyElements('Questions'),
    );
    // Each text its own, so the part compresses less than the zip bomb ratio.
    const texts = Array.from({ length: XLSX_LIMITS.maxSharedStrings + 1 }, (_, at) => `<si><t>${at}</t></si>`).join('');
    expect(await malformedAsync(() => xlsxFormat.countQuestions(zipSync(workbookParts(HEADER_ROW, texts))))).toBe(
      XLSX_MESSAGES.tooManySharedStrings,
    );
  });

  it('a sheet whose part is missing, and a shared text the workbook does not have', async () => {
    const withoutSheet = workbookParts(HEADER_ROW);
    delete withoutSheet['xl/worksheets/sheet1.xml'];
    expect(await malformedAsync(() => xlsxFormat.parse(zipSync(withoutSheet)))).toBe(
      XLSX_MESSAGES.sheetMissing('Questions'),
    );
    const unknownText = zipSync(
      workbookParts(`${HEADER_ROW}<row r="2"><c r="B2" t="s"><v>3</v></c></row>`, '<si><t>a</t></si>'),
    );
    expect(await malformedAsync(() => xlsxFormat.parse(unknownText))).toBe(
      XLSX_MESSAGES.sharedStringMissing('Questions', 'B2', '3'),
    );
  });

  it('a Quiz sheet of more rows than the limit, named in the message; the questions are still counted', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Questions').addRows([
      ['Type', 'Question', 'Options', 'Correct'],
      ['OPEN', 'Capital of Italy?', '', 'Rome'],
    ]);
    workbook.addWorksheet('Quiz').addRows(Array.from({ length: XLSX_LIMITS.maxRows + 1 }, (_, at) => [`key${at}`, at]));
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(await xlsxFormat.countQuestions(bytes)).toBe(1);
    expect(await malformedAsync(() => xlsxFormat.parse(bytes))).toBe(XLSX_MESSAGES.tooManyRows('Quiz'));
  });

  it('a package with two entries of one name (a zip bomb our size checks would not have measured)', async () => {
    const parts = { ...workbookParts(HEADER_ROW), 'xl/worksheets/sheet2.xml': strToU8('<worksheet/>') };
    const bytes = zipWithRepeatedName(parts, 'xl/worksheets/sheet2.xml', 'xl/worksheets/sheet1.xml');
    expect(await malformedAsync(() => xlsxFormat.parse(bytes))).toBe(
      PACKAGE_MESSAGES.duplicateName('xl/worksheets/sheet1.xml'),
    );
  });
});

describe('CSV export', () => {
  it('writes our template: BOM, CRLF, quoted cells, formula starts neutralised; HOTSPOT skipped with the reason', () => {
    const file = csvFormat.write({
      settings: SETTINGS,
      questions: [
        nativeQuestion('MCQ_SINGLE', '=1+1', {
          options: [
            { id: 'a', text: '2', correct: true },
            { id: 'b', text: 'a, b', correct: false },
          ],
        }),
        nativeQuestion('HOTSPOT', 'Click', {
          imageUrl: 'https://example.org/a.png',
          regions: [{ id: 1, x: 1, y: 1, width: 10, height: 10, correct: true }],
        }),
        nativeQuestion(
          'TRUE_FALSE',
          'Ice is cold.',
          { answer: true },
          { explanation: 'Say "yes"', difficulty: 'EASY' },
        ),
      ],
      media: new Map(),
    });
    expect(file.text).toBe(
      `\uFEFF${HEADER}\r\n` +
        `MCQ_SINGLE,'=1+1,"2 | a, b",1,,,MEDIUM,\r\n` +
        `TRUE_FALSE,Ice is cold.,,TRUE,"Say ""yes""",,EASY,\r\n`,
    );
    expect(file.skipped).toEqual([{ index: 2, reason: SHEET_SKIP_REASONS.noImageRegions }]);
    expect(file.warnings).toEqual([]);
  });
});

describe('XLSX export', () => {
  it('a bold, frozen header on sheet Questions, texts as text (never formulas), the settings on sheet Quiz', async () => {
    const file = await xlsxFormat.write({
      settings: SETTINGS,
      questions: [nativeQuestion('OPEN', '=1+1', { answer: '+2' })],
      media: new Map(),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(file.bytes).buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Questions', 'Quiz']);
    const sheet = workbook.getWorksheet('Questions');
    expect(sheet?.getRow(1).font).toMatchObject({ bold: true });
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getRow(1).values).toEqual([undefined, ...HEADER.split(',')]);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'OPEN',
      '=1+1',
      undefined,
      '+2',
      undefined,
      undefined,
      'MEDIUM',
    ]);
    expect(sheet?.getCell('B2').type).toBe(ExcelJS.ValueType.String);
    const quizRows: unknown[] = [];
    workbook.getWorksheet('Quiz')?.eachRow({ includeEmpty: true }, (row) => quizRows.push(row.values));
    expect(quizRows).toEqual([
      [undefined, 'Setting', 'Value'],
      ...Object.entries(SETTINGS).map(([key, value]) => (value === null ? [undefined, key] : [undefined, key, value])),
    ]);
  });
});
