import { DifficultySchema, QuestionTypeSchema, type QuestionType } from '@quizmaker/contracts';
import { findGapMarkers, interchangeShapeOf, type InterchangeBody } from '@quizmaker/question-types';
import { MalformedFileError, type ParsedQuestion } from '../format.ts';
import { columnName, readList, readNumbers, readPair, readRawList, shown } from './cells.ts';
import {
  SHEET_SKIP_REASONS,
  SHEET_LIMITS,
  TEMPLATE_COLUMNS,
  TEMPLATE_KEYS,
  type SheetRow,
  type TemplateKey,
} from './sheet.ts';

/** Our template's header names, for messages. */
const HEADER_NAMES = Object.values(TEMPLATE_COLUMNS).join(', ');
/** How many rows from the top a Kahoot header may sit (its template has title and help rows first). */
export const KAHOOT_HEADER_SEARCH_ROWS = 20;
const KAHOOT_ANSWERS = 4;
/** A fully right answer's weight in percent (the neutral model's scale). */
const FULL_WEIGHT = 100;
/** Messages of sheets we cannot read (exact texts; the import answers 400 on `file` with them). */
export const SHEET_MESSAGES = {
  headerMissing: `The sheet has no header row: its first row must name our template's columns (${HEADER_NAMES}), or the sheet must follow Kahoot's quiz template (Question, Answer 1 to 4, Time limit, Correct answer(s))`,
  headerUnknown: (column: string, name: string) =>
    `Column ${column}: "${shown(name)}" is not a column of our template (${HEADER_NAMES})`,
  headerRepeated: (name: string) => `The header names the column "${name}" twice`,
  headerRequired: (name: string) => `The header has no "${name}" column`,
  tooManyColumns: (row: number) => `Row ${row} has more than ${SHEET_LIMITS.maxColumns} columns`,
  rowTooLong: (row: number) => `Row ${row} is longer than ${SHEET_LIMITS.maxRowCharacters} characters`,
  valueWithoutHeader: (row: number, column: string) => `Row ${row}: column ${column} has a value but no header`,
  typeMissing: (row: number) => `Row ${row}: the Type is empty`,
  typeUnknown: (row: number, type: string) =>
    `Row ${row}: unknown type "${shown(type)}" (one of ${QuestionTypeSchema.options.join(', ')})`,
  difficultyUnknown: (row: number, value: string) =>
    `Row ${row}: Difficulty must be ${DifficultySchema.options.join(', ')} (found "${shown(value)}")`,
  correctNotNumbers: (row: number, value: string) =>
    `Row ${row}: Correct must be option numbers separated by commas (found "${shown(value)}")`,
  correctOutOfRange: (row: number, number: number, count: number) =>
    `Row ${row}: Correct names option ${number}, but the row has ${count} options`,
  trueFalseCorrect: (row: number, value: string) =>
    `Row ${row}: Correct must be TRUE or FALSE (found "${shown(value)}")`,
  optionsNotTaken: (row: number, type: string) => `Row ${row}: a ${type} question takes no Options`,
  correctNotTaken: (row: number, type: string) =>
    `Row ${row}: a ${type} question takes no Correct value (its Options are the answer)`,
  matchingPair: (row: number, item: string) => `Row ${row}: the option "${shown(item)}" must be "left -> right"`,
  gapAnswers: (row: number, gaps: number, answers: number) =>
    `Row ${row}: the gap text has ${gaps} gaps but Correct lists ${answers} answers`,
  kahootCorrectNotNumbers: (row: number, value: string) =>
    `Row ${row}: Correct answer(s) must be answer numbers 1 to 4 separated by commas (found "${shown(value)}")`,
  kahootCorrectEmpty: (row: number, number: number) =>
    `Row ${row}: Correct answer(s) names answer ${number}, which is empty`,
} as const;

/** What a sheet holds that our questions do not take (warnings of the whole file, never silent). */
export const SHEET_NOTES = {
  timeDropped: (column: string) =>
    `Column "${column}" not imported: our questions have no time limit of their own (a quiz has one timer)`,
  pointsDropped: (column: string) =>
    `Column "${column}" not imported: our questions have no points of their own (the quiz's scoring mode weighs them)`,
  tagsDropped: (column: string) => `Column "${column}" not imported: tags are added in the question editor`,
} as const;
const normalised = (text: string) => text.trim().toLowerCase();
const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The row limits, checked before any of the row is read. */
function checkRow(row: SheetRow): void {
  if (row.cells.length > SHEET_LIMITS.maxColumns) {
    throw new MalformedFileError(SHEET_MESSAGES.tooManyColumns(row.number));
  }
  if (row.cells.reduce((total, cell) => total + cell.length, 0) > SHEET_LIMITS.maxRowCharacters) {
    throw new MalformedFileError(SHEET_MESSAGES.rowTooLong(row.number));
  }
}

/** Where each column of a layout sits (0-based cell positions). */
type Layout =
  | { readonly kind: 'template'; readonly headerAt: number; readonly columns: ReadonlyMap<TemplateKey, number> }
  | {
      readonly kind: 'kahoot';
      readonly headerAt: number;
      readonly question: number;
      readonly answers: readonly number[];
      readonly time: number | null;
      readonly correct: number;
      readonly headers: readonly string[];
    };

/** Kahoot's header row: "Question - max 120 characters", "Answer 1 - max 75 characters", ..., "Correct answer(s) - ...". */
function kahootLayout(row: SheetRow, headerAt: number): Layout | null {
  const cells = row.cells.map(normalised);
  const find = (prefix: string) => cells.findIndex((cell) => cell.startsWith(prefix));
  const question = find('question');
  const answers = Array.from({ length: KAHOOT_ANSWERS }, (_, index) => find(`answer ${index + 1}`));
  const correct = find('correct answer');
  if (question === -1 || correct === -1 || answers.some((at) => at === -1)) {
    return null;
  }
  const time = find('time limit');
  return {
    kind: 'kahoot',
    headerAt,
    question,
    answers,
    time: time === -1 ? null : time,
    correct,
    headers: row.cells,
  };
}

/** Our header: every named cell one of the template's columns, once; Type and Question present. */
function templateLayout(row: SheetRow, headerAt: number): Layout {
  const columns = new Map<TemplateKey, number>();
  for (const [at, cell] of row.cells.entries()) {
    if (cell.trim() === '') {
      continue;
    }
    const key = TEMPLATE_KEYS.find((candidate) => normalised(TEMPLATE_COLUMNS[candidate]) === normalised(cell));
    if (key === undefined) {
      throw new MalformedFileError(SHEET_MESSAGES.headerUnknown(columnName(at + 1), cell));
    }
    if (columns.has(key)) {
      throw new MalformedFileError(SHEET_MESSAGES.headerRepeated(TEMPLATE_COLUMNS[key]));
    }
    columns.set(key, at);
  }
  for (const key of ['type', 'question'] as const) {
    if (!columns.has(key)) {
      throw new MalformedFileError(SHEET_MESSAGES.headerRequired(TEMPLATE_COLUMNS[key]));
    }
  }
  return { kind: 'template', headerAt, columns };
}

/** Whether a row names a Type column: the first row of our template. */
const namesType = (row: SheetRow) => row.cells.some((cell) => normalised(cell) === normalised(TEMPLATE_COLUMNS.type));

/** The sheet's layout: our header as the first non-blank row, else Kahoot's header within its first rows. */
function layoutOf(rows: readonly SheetRow[]): Layout {
  const first = rows.findIndex((row) => !isBlank(row.cells));
  const header = rows[first];
  if (header !== undefined && namesType(header)) {
    checkRow(header);
    return templateLayout(header, first);
  }
  for (const [at, row] of rows.slice(0, KAHOOT_HEADER_SEARCH_ROWS).entries()) {
    checkRow(row);
    const kahoot = kahootLayout(row, at);
    if (kahoot) {
      return kahoot;
    }
  }
  throw new MalformedFileError(SHEET_MESSAGES.headerMissing);
}

/** Whether the first rows look like one of the two layouts (content sniffing; never throws). */
export function looksLikeSheet(rows: readonly SheetRow[]): boolean {
  try {
    layoutOf(rows);
    return true;
  } catch {
    return false;
  }
}

/** The cells a layout reads: all of a template row; a Kahoot row's question, answers and correct ones (its template numbers rows in column A ahead). */
function readCells(row: SheetRow, layout: Layout): string[] {
  if (layout.kind === 'template') {
    return [...row.cells];
  }
  return [layout.question, ...layout.answers, layout.correct].map((at) => row.cells[at] ?? '');
}

/** The question rows: rows after the header with a value in a cell the layout reads. */
function questionRows(rows: readonly SheetRow[], layout: Layout): SheetRow[] {
  return rows.slice(layout.headerAt + 1).filter((row) => {
    checkRow(row);
    return !isBlank(readCells(row, layout));
  });
}

/** How many questions the sheet holds (its non-blank rows after the header), before any is read. */
export function countSheetQuestions(rows: readonly SheetRow[]): number {
  return questionRows(rows, layoutOf(rows)).length;
}

/** Choice options with weights: right ones share 100% when several may be picked, else take it. */
function choiceBody(texts: readonly string[], right: ReadonlySet<number>, multipleAnswers: boolean): InterchangeBody {
  const share = multipleAnswers && right.size > 0 ? FULL_WEIGHT / right.size : FULL_WEIGHT;
  return {
    kind: 'choice',
    multipleAnswers,
    options: texts.map((text, index) => ({ text, weight: right.has(index + 1) ? share : 0 })),
  };
}

/** Option numbers of a Correct cell, each naming one of `count` options. */
function correctNumbers(row: number, cell: string, count: number): Set<number> {
  const numbers = readNumbers(cell);
  if (numbers === null) {
    throw new MalformedFileError(SHEET_MESSAGES.correctNotNumbers(row, cell));
  }
  const outside = numbers.find((number) => number < 1 || number > count);
  if (outside !== undefined) {
    throw new MalformedFileError(SHEET_MESSAGES.correctOutOfRange(row, outside, count));
  }
  return new Set(numbers);
}

type Cells = Readonly<Record<TemplateKey, string>>;

/** A gap text (Options) with its answers (Correct) in the order the gaps appear. */
function gapTextBody(row: number, cells: Cells): InterchangeBody {
  const markers = findGapMarkers(cells.options);
  const answers = readList(cells.correct);
  if (answers.length !== markers.length) {
    throw new MalformedFileError(SHEET_MESSAGES.gapAnswers(row, markers.length, answers.length));
  }
  return {
    kind: 'gapText',
    text: cells.options,
    gaps: markers.map((marker, index) => ({
      id: marker.id,
      answers: [{ text: answers[index] ?? '', weight: FULL_WEIGHT }],
    })),
  };
}

/** The neutral body of a template row, by the kind of body its type maps to; or why it has none. */
function templateBody(row: number, type: QuestionType, cells: Cells): InterchangeBody | { unreadable: string } {
  const shape = interchangeShapeOf(type);
  if ('unsupported' in shape) {
    return { unreadable: shape.unsupported };
  }
  const noOptions = () => {
    if (cells.options !== '') {
      throw new MalformedFileError(SHEET_MESSAGES.optionsNotTaken(row, type));
    }
  };
  const noCorrect = () => {
    if (cells.correct !== '') {
      throw new MalformedFileError(SHEET_MESSAGES.correctNotTaken(row, type));
    }
  };
  switch (shape.body.kind) {
    case 'choice': {
      const options = readList(cells.options);
      return choiceBody(options, correctNumbers(row, cells.correct, options.length), shape.body.multipleAnswers);
    }
    case 'trueFalse': {
      noOptions();
      const answer = normalised(cells.correct);
      if (answer !== 'true' && answer !== 'false') {
        throw new MalformedFileError(SHEET_MESSAGES.trueFalseCorrect(row, cells.correct));
      }
      return { kind: 'trueFalse', answer: answer === 'true' };
    }
    case 'shortAnswer':
      noOptions();
      return {
        kind: 'shortAnswer',
        answers: cells.correct === '' ? [] : [{ text: cells.correct, weight: FULL_WEIGHT }],
      };
    case 'gapText':
      return gapTextBody(row, cells);
    case 'statements': {
      const statements = readList(cells.options);
      const right = correctNumbers(row, cells.correct, statements.length);
      return {
        kind: 'statements',
        statements: statements.map((text, index) => ({ text, true: right.has(index + 1) })),
      };
    }
    case 'ordering':
      noCorrect();
      return { kind: 'ordering', items: readList(cells.options) };
    case 'matching': {
      noCorrect();
      const pairs = readRawList(cells.options).map((item) => {
        const pair = readPair(item);
        if (pair === null) {
          throw new MalformedFileError(SHEET_MESSAGES.matchingPair(row, item));
        }
        return pair;
      });
      return {
        kind: 'matching',
        pairs: pairs.filter((pair) => pair.left !== ''),
        distractors: pairs.filter((pair) => pair.left === '').map((pair) => pair.right),
      };
    }
    case 'imageRegions':
      return { unreadable: SHEET_SKIP_REASONS.noImageRegions };
    default:
      return { unreadable: SHEET_SKIP_REASONS.notHeld(shape.body.kind) };
  }
}

const orNull = (text: string) => (text === '' ? null : text);

function templateQuestion(row: SheetRow, index: number, layout: Extract<Layout, { kind: 'template' }>): ParsedQuestion {
  const at = new Set(layout.columns.values());
  const extra = row.cells.findIndex((cell, column) => !at.has(column) && cell.trim() !== '');
  if (extra !== -1) {
    throw new MalformedFileError(SHEET_MESSAGES.valueWithoutHeader(row.number, columnName(extra + 1)));
  }
  const cells = Object.fromEntries(
    TEMPLATE_KEYS.map((key) => {
      const column = layout.columns.get(key);
      return [key, column === undefined ? '' : (row.cells[column] ?? '').trim()];
    }),
  ) as Cells;
  const typeName = cells.type.toUpperCase();
  if (typeName === '') {
    throw new MalformedFileError(SHEET_MESSAGES.typeMissing(row.number));
  }
  const type = QuestionTypeSchema.safeParse(typeName);
  if (!type.success) {
    throw new MalformedFileError(SHEET_MESSAGES.typeUnknown(row.number, cells.type));
  }
  const difficulty = cells.difficulty === '' ? undefined : DifficultySchema.safeParse(cells.difficulty.toUpperCase());
  if (difficulty && !difficulty.success) {
    throw new MalformedFileError(SHEET_MESSAGES.difficultyUnknown(row.number, cells.difficulty));
  }
  const body = templateBody(row.number, type.data, cells);
  if ('unreadable' in body) {
    return { index, title: null, text: cells.question, unreadable: body.unreadable };
  }
  return {
    index,
    title: null,
    text: cells.question,
    generalFeedback: orNull(cells.explanation),
    hint: orNull(cells.hint),
    ...(difficulty ? { difficulty: difficulty.data } : {}),
    attachmentUrl: orNull(cells.attachmentUrl),
    body,
    notes: [],
  };
}

/** A Kahoot row: its non-empty answers (numbered 1 to 4 as in the sheet) and the right ones. */
function kahootQuestion(row: SheetRow, index: number, layout: Extract<Layout, { kind: 'kahoot' }>): ParsedQuestion {
  const cell = (at: number) => (row.cells[at] ?? '').trim();
  const answers = layout.answers.map((at, position) => ({ number: position + 1, text: cell(at) }));
  const numbers = readNumbers(cell(layout.correct));
  if (numbers === null || numbers.some((number) => number < 1 || number > KAHOOT_ANSWERS)) {
    throw new MalformedFileError(SHEET_MESSAGES.kahootCorrectNotNumbers(row.number, cell(layout.correct)));
  }
  const given = answers.filter((answer) => answer.text !== '');
  const empty = numbers.find((number) => !given.some((answer) => answer.number === number));
  if (empty !== undefined) {
    throw new MalformedFileError(SHEET_MESSAGES.kahootCorrectEmpty(row.number, empty));
  }
  const right = new Set(given.flatMap((answer, position) => (numbers.includes(answer.number) ? [position + 1] : [])));
  return {
    index,
    title: null,
    text: cell(layout.question),
    generalFeedback: null,
    body: choiceBody(
      given.map((answer) => answer.text),
      right,
      right.size > 1,
    ),
    notes: [],
  };
}

/** The columns present with a value in some question row that no question takes (time, points, tags). */
function droppedColumns(rows: readonly SheetRow[], layout: Layout): string[] {
  const used = (at: number | undefined | null) =>
    at !== undefined && at !== null && rows.some((row) => (row.cells[at] ?? '').trim() !== '');
  if (layout.kind === 'kahoot') {
    return used(layout.time) && layout.time !== null
      ? [SHEET_NOTES.timeDropped((layout.headers[layout.time] ?? '').trim())]
      : [];
  }
  return [
    ...(used(layout.columns.get('time')) ? [SHEET_NOTES.timeDropped(TEMPLATE_COLUMNS.time)] : []),
    ...(used(layout.columns.get('points')) ? [SHEET_NOTES.pointsDropped(TEMPLATE_COLUMNS.points)] : []),
    ...(used(layout.columns.get('tags')) ? [SHEET_NOTES.tagsDropped(TEMPLATE_COLUMNS.tags)] : []),
  ];
}

/** The questions of a sheet in either layout, and what the whole sheet held that no question takes. */
export function readSheet(rows: readonly SheetRow[]): { questions: ParsedQuestion[]; notes: string[] } {
  const layout = layoutOf(rows);
  const data = questionRows(rows, layout);
  const questions = data.map((row, position) =>
    layout.kind === 'kahoot' ? kahootQuestion(row, position + 1, layout) : templateQuestion(row, position + 1, layout),
  );
  return { questions, notes: droppedColumns(data, layout) };
}
