import type { InterchangeAnswer, InterchangeBody, InterchangeNumber } from '@quizmaker/question-types';
import { MalformedFileError, type ParsedFile, type ParsedQuestion } from '../format.ts';
import { htmlToText } from '../html-text.ts';
import {
  CATEGORY_PREFIX,
  findUnescaped,
  isCategory,
  splitBlocks,
  unescapedPositions,
  unescapeGift,
  type GiftBlock,
} from './scanner.ts';

const at = (index: number, line: number) => `Question ${index} (line ${line})`;

/** Messages of GIFT files we cannot read (exact texts; the import answers 400 with them). */
export const GIFT_MESSAGES = {
  titleUnclosed: (index: number, line: number) => `${at(index, line)}: the title has no closing ::`,
  answersUnclosed: (index: number, line: number) => `${at(index, line)}: the answer block has no closing }`,
  twoAnswerBlocks: (index: number, line: number) => `${at(index, line)}: a question has only one answer block`,
  answerMarkMissing: (index: number, line: number) => `${at(index, line)}: each answer starts with = or ~`,
  matchingMixed: (index: number, line: number) => `${at(index, line)}: each matching answer is written =left -> right`,
  weightInvalid: (index: number, line: number, weight: string) =>
    `${at(index, line)}: weight %${weight}% is not a number from -100 to 100`,
  notANumber: (index: number, line: number, text: string) => `${at(index, line)}: "${text}" is not a number`,
  noText: (index: number, line: number) => `${at(index, line)}: the question has no text`,
} as const;

/** Notes of what GIFT's reading changed (exact texts of the import report). */
export const GIFT_NOTES = {
  feedbackDropped: (count: number) => `Per-answer feedback dropped (${count})`,
  htmlToText: 'HTML converted to plain text',
  markdownKept: 'Markdown kept as plain text',
} as const;

/** Where the missing word stands in a question's text (Moodle shows five underscores). */
const BLANK = '_____';
const GAP_MARKER = '___1___';

type TextFormat = 'moodle' | 'html' | 'plain' | 'markdown';
const TEXT_FORMATS: readonly TextFormat[] = ['moodle', 'html', 'plain', 'markdown'];

/** A [format] tag at the start of a question text. */
function readFormat(text: string): { format: TextFormat; rest: string } {
  if (text.startsWith('[')) {
    const end = text.indexOf(']');
    const name = text.slice(1, end).toLowerCase();
    const format = TEXT_FORMATS.find((known) => known === name);
    if (end > 0 && format) {
      return { format, rest: text.slice(end + 1) };
    }
  }
  return { format: 'moodle', rest: text };
}

interface Place {
  readonly index: number;
  readonly line: number;
}

interface ReadAnswers {
  body: InterchangeBody;
  generalFeedback: string | null;
  feedbackCount: number;
}

/** Splits "text#feedback" at the first unescaped #. */
function withFeedback(raw: string): { text: string; feedback: string | null } {
  const hash = findUnescaped(raw, '#');
  return hash === -1
    ? { text: raw, feedback: null }
    : { text: raw.slice(0, hash), feedback: unescapeGift(raw.slice(hash + 1)).trim() || null };
}

/** A "%50%" prefix: its weight and the rest, or the default weight. */
function withWeight(raw: string, fallback: number, place: Place): { weight: number; rest: string } {
  const trimmed = raw.trimStart();
  if (!trimmed.startsWith('%')) {
    return { weight: fallback, rest: raw };
  }
  const end = trimmed.indexOf('%', 1);
  const text = end === -1 ? trimmed.slice(1) : trimmed.slice(1, end);
  const weight = text.trim() === '' ? Number.NaN : Number(text);
  if (end === -1 || !Number.isFinite(weight) || weight < -100 || weight > 100) {
    throw new MalformedFileError(GIFT_MESSAGES.weightInvalid(place.index, place.line, text));
  }
  return { weight, rest: trimmed.slice(end + 1) };
}

function parseNumber(raw: string, place: Place): number {
  const text = raw.trim();
  const value = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) {
    throw new MalformedFileError(GIFT_MESSAGES.notANumber(place.index, place.line, text));
  }
  return value;
}

/** One numeric answer: value, value:tolerance or min..max (stored as its middle ± half the range). */
function numericAnswer(raw: string, weight: number, place: Place): InterchangeNumber {
  const range = raw.indexOf('..');
  if (range !== -1) {
    const min = parseNumber(raw.slice(0, range), place);
    const max = parseNumber(raw.slice(range + 2), place);
    // Rounded to 12 digits so 3.141..3.142 reads 3.1415 ± 0.0005, as written, not as binary floats.
    const rounded = (value: number) => Number(value.toPrecision(12));
    return { value: rounded((min + max) / 2), tolerance: rounded(Math.abs(max - min) / 2), weight };
  }
  const colon = raw.indexOf(':');
  return colon === -1
    ? { value: parseNumber(raw, place), tolerance: 0, weight }
    : {
        value: parseNumber(raw.slice(0, colon), place),
        tolerance: Math.abs(parseNumber(raw.slice(colon + 1), place)),
        weight,
      };
}

/** Answers after '#': one value, or several each starting with '='. */
function readNumerical(inside: string, place: Place): { body: InterchangeBody; feedbackCount: number } {
  const text = inside.trim();
  if (!text.startsWith('=')) {
    const { text: value, feedback } = withFeedback(text);
    return {
      body: { kind: 'numerical', answers: [numericAnswer(value, 100, place)] },
      feedbackCount: feedback ? 1 : 0,
    };
  }
  let feedbackCount = 0;
  const answers = segments(text, new Set(['=']), place).map((segment) => {
    const { weight, rest } = withWeight(segment.raw, 100, place);
    const { text: value, feedback } = withFeedback(rest);
    feedbackCount += feedback ? 1 : 0;
    return numericAnswer(value, weight, place);
  });
  return { body: { kind: 'numerical', answers }, feedbackCount };
}

/** The answers of a block, each from its = or ~ to the next one. */
function segments(text: string, marks: ReadonlySet<string>, place: Place): Array<{ mark: string; raw: string }> {
  const positions = unescapedPositions(text, marks);
  const first = positions[0];
  if (first === undefined || text.slice(0, first).trim() !== '') {
    throw new MalformedFileError(GIFT_MESSAGES.answerMarkMissing(place.index, place.line));
  }
  return positions.map((position, order) => ({
    mark: text[position] ?? '',
    raw: text.slice(position + 1, positions[order + 1] ?? text.length),
  }));
}

const TRUE_WORDS = new Set(['T', 'TRUE']);
const FALSE_WORDS = new Set(['F', 'FALSE']);

/** Reads what stands between { and }. */
function readAnswers(block: string, place: Place): ReadAnswers {
  const general = findUnescaped(block, '####');
  const generalFeedback = general === -1 ? null : unescapeGift(block.slice(general + 4)).trim() || null;
  const inside = (general === -1 ? block : block.slice(0, general)).trim();
  if (inside === '') {
    return { body: { kind: 'essay' }, generalFeedback, feedbackCount: 0 };
  }
  const { text: head } = withFeedback(inside);
  const word = head.trim().toUpperCase();
  if (TRUE_WORDS.has(word) || FALSE_WORDS.has(word)) {
    // {T#feedback if wrong#feedback if right}: count the feedbacks given.
    const hashes = unescapedPositions(inside, new Set(['#']));
    const feedbacks = hashes.filter((hash, order) => inside.slice(hash + 1, hashes[order + 1]).trim() !== '').length;
    return { body: { kind: 'trueFalse', answer: TRUE_WORDS.has(word) }, generalFeedback, feedbackCount: feedbacks };
  }
  if (inside.startsWith('#')) {
    return { ...readNumerical(inside.slice(1), place), generalFeedback };
  }
  const answers = segments(inside, new Set(['=', '~']), place);
  const isMatching = answers.some((answer) => answer.mark === '=' && findUnescaped(answer.raw, '->') !== -1);
  let feedbackCount = 0;
  if (isMatching) {
    const pairs: Array<{ left: string; right: string }> = [];
    const distractors: string[] = [];
    for (const answer of answers) {
      const arrow = findUnescaped(answer.raw, '->');
      if (answer.mark !== '=' || arrow === -1) {
        throw new MalformedFileError(GIFT_MESSAGES.matchingMixed(place.index, place.line));
      }
      const left = unescapeGift(answer.raw.slice(0, arrow)).trim();
      const { text: rightRaw, feedback: pairFeedback } = withFeedback(answer.raw.slice(arrow + 2));
      feedbackCount += pairFeedback ? 1 : 0;
      const right = unescapeGift(rightRaw).trim();
      if (left === '') {
        distractors.push(right);
      } else {
        pairs.push({ left, right });
      }
    }
    return { body: { kind: 'matching', pairs, distractors }, generalFeedback, feedbackCount };
  }
  const options: InterchangeAnswer[] = answers.map((answer) => {
    const { weight, rest } = withWeight(answer.raw, answer.mark === '=' ? 100 : 0, place);
    const { text, feedback: answerFeedback } = withFeedback(rest);
    feedbackCount += answerFeedback ? 1 : 0;
    return { text: unescapeGift(text).trim(), weight };
  });
  const isChoice = answers.some((answer) => answer.mark === '~');
  return {
    body: isChoice
      ? { kind: 'choice', multipleAnswers: !answers.some((answer) => answer.mark === '='), options }
      : { kind: 'shortAnswer', answers: options },
    generalFeedback,
    feedbackCount,
  };
}

/** Every text of a body passed through `convert` (HTML questions have HTML answers too). */
function mapTexts(body: InterchangeBody, convert: (text: string) => string): InterchangeBody {
  const answers = (list: readonly InterchangeAnswer[]) =>
    list.map((answer) => ({ ...answer, text: convert(answer.text) }));
  switch (body.kind) {
    case 'choice':
      return { ...body, options: answers(body.options) };
    case 'shortAnswer':
      return { ...body, answers: answers(body.answers) };
    case 'matching':
      return {
        ...body,
        pairs: body.pairs.map((pair) => ({ left: convert(pair.left), right: convert(pair.right) })),
        distractors: body.distractors.map(convert),
      };
    case 'gapText':
      return {
        ...body,
        text: convert(body.text),
        gaps: body.gaps.map((gap) => ({ ...gap, answers: answers(gap.answers) })),
      };
    default:
      return body;
  }
}

/** One question block: ::title::, [format], text, {answers}, and text after them (a missing word). */
function readQuestion(block: GiftBlock, index: number): ParsedQuestion {
  const place = { index, line: block.line };
  let rest = block.text.trim();
  let title: string | null = null;
  if (rest.startsWith('::')) {
    const end = findUnescaped(rest, '::', 2);
    if (end === -1) {
      throw new MalformedFileError(GIFT_MESSAGES.titleUnclosed(index, block.line));
    }
    title = unescapeGift(rest.slice(2, end)).trim() || null;
    rest = rest.slice(end + 2).trimStart();
  }
  const { format, rest: source } = readFormat(rest);
  const open = findUnescaped(source, '{');
  const close = open === -1 ? -1 : findUnescaped(source, '}', open + 1);
  if (open !== -1 && close === -1) {
    throw new MalformedFileError(GIFT_MESSAGES.answersUnclosed(index, block.line));
  }
  const before = unescapeGift(open === -1 ? source : source.slice(0, open)).trimStart();
  const afterRaw = open === -1 ? '' : source.slice(close + 1);
  if (findUnescaped(afterRaw, '{') !== -1) {
    throw new MalformedFileError(GIFT_MESSAGES.twoAnswerBlocks(index, block.line));
  }
  const after = unescapeGift(afterRaw).trimEnd();
  const answers: ReadAnswers =
    open === -1
      ? { body: { kind: 'description' }, generalFeedback: null, feedbackCount: 0 }
      : readAnswers(source.slice(open + 1, close), place);
  let body = answers.body;
  let text: string;
  if (after.trim() === '') {
    text = before.trimEnd();
  } else if (body.kind === 'choice' || body.kind === 'shortAnswer') {
    // A missing word: the answers fill a gap in the text.
    const gapAnswers = body.kind === 'choice' ? body.options : body.answers;
    body = { kind: 'gapText', text: `${before}${GAP_MARKER}${after}`, gaps: [{ id: 1, answers: gapAnswers }] };
    text = `${before}${BLANK}${after}`;
  } else {
    text = `${before}${BLANK}${after}`;
  }
  if (text.trim() === '') {
    throw new MalformedFileError(GIFT_MESSAGES.noText(index, block.line));
  }
  const notes: string[] = [];
  let generalFeedback = answers.generalFeedback;
  if (format === 'html') {
    const plain = htmlToText(text);
    const converted = mapTexts(body, htmlToText);
    if (plain !== text || JSON.stringify(converted) !== JSON.stringify(body) || generalFeedback?.includes('<')) {
      notes.push(GIFT_NOTES.htmlToText);
    }
    text = plain;
    body = converted;
    generalFeedback = generalFeedback === null ? null : htmlToText(generalFeedback);
  } else if (format === 'markdown') {
    notes.push(GIFT_NOTES.markdownKept);
  }
  if (answers.feedbackCount > 0) {
    notes.push(GIFT_NOTES.feedbackDropped(answers.feedbackCount));
  }
  return { index, title, text, generalFeedback, body, notes };
}

/** The last segment of a category path ("$course$/top/Capitals" gives "Capitals"); "//" is a slash in a name. */
function categoryName(block: GiftBlock): string {
  const path = block.text.trim().slice(CATEGORY_PREFIX.length).trim();
  let name = '';
  for (let index = 0; index < path.length; index += 1) {
    if (path[index] === '/') {
      if (path[index + 1] === '/') {
        name += '/';
        index += 1;
      } else {
        name = '';
      }
    } else {
      name += path[index] ?? '';
    }
  }
  return name.trim();
}

/** Reads a GIFT file; the first $CATEGORY names the quiz. */
export function parseGift(text: string): ParsedFile {
  let title: string | null = null;
  const questions: ParsedQuestion[] = [];
  for (const block of splitBlocks(text)) {
    if (isCategory(block)) {
      title ??= categoryName(block) || null;
      continue;
    }
    questions.push(readQuestion(block, questions.length + 1));
  }
  return { title, settings: null, questions };
}

export function countGiftQuestions(text: string): number {
  return splitBlocks(text).filter((block) => !isCategory(block)).length;
}

/** A file with at least one answer block. */
export function looksLikeGift(text: string): boolean {
  return splitBlocks(text).some((block) => findUnescaped(block.text, '{') !== -1);
}
