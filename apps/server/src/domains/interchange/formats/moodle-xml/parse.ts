import {
  findGapMarkers,
  type InterchangeAnswer,
  type InterchangeBody,
  type InterchangeNumber,
} from '@quizmaker/question-types';
import { importedMediaRef, type ImportedMedia, type ParsedFile, type ParsedQuestion } from '../format.ts';
import { htmlToText, htmlToTextWithImages } from '../html-text.ts';
import { readCloze } from './cloze.ts';
import { imageSize } from '../image-size.ts';
import {
  attribute,
  childrenOf,
  childText,
  firstChild,
  ownText,
  readQuiz,
  wrappedText,
  type XmlElement,
} from './xml.ts';

/** Why a question of the file is skipped (exact texts of the import report). */
export const MOODLE_XML_REASONS = {
  unknownType: (type: string) => `Moodle question type "${type}" cannot be imported`,
  noAnswers: (type: string) => `The ${type} question has no answers`,
  fractionInvalid: (fraction: string) => `Answer fraction "${fraction}" is not a number from -100 to 100`,
  notANumber: (text: string) => `Numerical answer "${text}" is not a number`,
  gapUnknown: (gap: number) => `Gap [[${gap}]] names no choice of the question`,
  noGaps: 'The question text has no gaps',
  tooManyGaps: 'The question text has more than 100 gaps',
  dropZonesArePoints: 'Drag-and-drop onto image: its drop zones are points without a size, not image regions',
  markerShape: (shape: string) => `Drag-and-drop marker zone of shape "${shape}": only rectangles make image regions`,
  markerCoords: (coords: string) => `Drag-and-drop marker zone "${coords}" is not x,y;width,height`,
  noBackground: 'The drag-and-drop marker question has no PNG or GIF background image whose size we can read',
} as const;

/** What Moodle XML's reading changed or dropped (exact texts of the import report). */
export const MOODLE_XML_NOTES = {
  htmlToText: 'HTML formatting converted to plain text',
  feedbackDropped: (count: number) => `Per-answer feedback dropped (${count})`,
  hintsDropped: (count: number) => `Only the first hint imported (${count} more dropped)`,
  tagsNotImported: (tags: string) => `Tags not imported: ${tags} (tags belong to one install)`,
  unitsDropped: 'Units dropped: the answer is the number alone',
  anyAnswerDropped: 'The catch-all answer "*" dropped',
  markersAreRight: 'Drop zones imported as right regions; the markers themselves are not kept',
  imagesDropped: (count: number) => `Images not imported (${count}): only images embedded in the file are kept`,
} as const;

/** Tags that keep their formatting meaning in text; dropping others loses formatting. */
const LAYOUT_ONLY_TAGS = new Set(['p', '/p', 'br', 'br/', 'div', '/div', 'span', '/span']);

/** Whether HTML holds markup beyond paragraphs and line breaks (then converting it loses something). */
function hasFormatting(html: string): boolean {
  // Each search starts after the last tag's end, so a text of many '<' stays linear.
  for (let at = html.indexOf('<'), end = 0; at !== -1; at = html.indexOf('<', end)) {
    end = html.indexOf('>', at);
    if (end === -1) {
      return false;
    }
    const inside = html
      .slice(at + 1, end)
      .trim()
      .toLowerCase();
    const name = inside.split(' ')[0] ?? '';
    if (name !== 'img' && !LAYOUT_ONLY_TAGS.has(name)) {
      return true;
    }
  }
  return false;
}

/** The embedded files of one question, by their name in the file, and the media list they join. */
class MediaReader {
  readonly media: ImportedMedia[] = [];
  readonly #bytes = new Map<string, Uint8Array>();

  /** Adds the <file> elements under `element`; returns their refs by name. */
  read(element: XmlElement | undefined): Map<string, string> {
    const refs = new Map<string, string>();
    for (const file of element === undefined ? [] : childrenOf(element, 'file')) {
      const name = attribute(file, 'name') ?? '';
      const ref = importedMediaRef(this.media.length);
      const bytes = Buffer.from(ownText(file).trim(), 'base64');
      this.media.push({ ref, name, bytes });
      this.#bytes.set(ref, bytes);
      refs.set(name, ref);
    }
    return refs;
  }

  /** The bytes behind a ref (a background image's size). */
  bytesOf(ref: string): Uint8Array | undefined {
    return this.#bytes.get(ref);
  }
}

const PLUGINFILE = '@@PLUGINFILE@@/';

/** The ref of an @@PLUGINFILE@@ source among the question's files, or null (other sources are dropped). */
function sourceRef(refs: ReadonlyMap<string, string>, src: string): string | null {
  if (!src.startsWith(PLUGINFILE)) {
    return null;
  }
  const encoded = src.slice(PLUGINFILE.length);
  let name = encoded;
  try {
    name = decodeURIComponent(encoded);
  } catch {
    // A name with a stray % is looked up as written.
  }
  return refs.get(name) ?? refs.get(encoded) ?? null;
}

/**
 * A Moodle text as ours: HTML converted, the question's embedded images kept by ref (others are
 * dropped, noted); other formats as written.
 */
function readText(
  wrapped: { text: string; format: string },
  refs: ReadonlyMap<string, string>,
  notes: Set<string>,
): string {
  if (wrapped.format !== 'html') {
    return wrapped.text.trim();
  }
  if (hasFormatting(wrapped.text)) {
    notes.add(MOODLE_XML_NOTES.htmlToText);
  }
  let dropped = 0;
  const text = htmlToTextWithImages(wrapped.text, (src) => {
    const ref = sourceRef(refs, src);
    dropped += ref === null ? 1 : 0;
    return ref;
  });
  if (dropped > 0) {
    notes.add(MOODLE_XML_NOTES.imagesDropped(dropped));
  }
  return text;
}

/** A fraction in percent ("100", "33.33333", "-50"), or the reason it is not one. */
function fractionOf(answer: XmlElement): number | { reason: string } {
  const raw = attribute(answer, 'fraction') ?? '0';
  const value = Number(raw);
  return raw.trim() !== '' && Number.isFinite(value) && value >= -100 && value <= 100
    ? value
    : { reason: MOODLE_XML_REASONS.fractionInvalid(raw) };
}

class Unreadable extends Error {}

/** One or more ASCII digits. */
const isDigits = (text: string) => /^[0-9]+$/.test(text);

/** Everything one question's reading needs. */
interface QuestionReader {
  readonly element: XmlElement;
  readonly type: string;
  readonly refs: ReadonlyMap<string, string>;
  readonly media: MediaReader;
  readonly notes: Set<string>;
}

/**
 * The answers as texts and weights (HTML answers converted), per-answer feedback counted as dropped.
 * Without `weighted` (ordering, whose "fraction" is an item's position) every weight is 0.
 */
function answersOf(reader: QuestionReader, weighted = true): InterchangeAnswer[] {
  const answers = childrenOf(reader.element, 'answer');
  if (answers.length === 0) {
    throw new Unreadable(MOODLE_XML_REASONS.noAnswers(reader.type));
  }
  const feedback = answers.filter((answer) => wrappedText(firstChild(answer, 'feedback')).text.trim() !== '');
  if (feedback.length > 0) {
    reader.notes.add(MOODLE_XML_NOTES.feedbackDropped(feedback.length));
  }
  return answers.map((answer) => {
    const weight = weighted ? fractionOf(answer) : 0;
    if (typeof weight !== 'number') {
      throw new Unreadable(weight.reason);
    }
    return { text: readText(wrappedText(answer), reader.refs, reader.notes), weight };
  });
}

function numericalAnswers(reader: QuestionReader): InterchangeNumber[] {
  const numbers: InterchangeNumber[] = [];
  const elements = childrenOf(reader.element, 'answer');
  for (const [position, answer] of answersOf(reader).entries()) {
    if (answer.text === '*') {
      reader.notes.add(MOODLE_XML_NOTES.anyAnswerDropped);
      continue;
    }
    const value = Number(answer.text);
    const tolerance = Number(childText(elements[position] ?? {}, 'tolerance') ?? '0');
    if (answer.text === '' || !Number.isFinite(value) || !Number.isFinite(tolerance)) {
      throw new Unreadable(MOODLE_XML_REASONS.notANumber(answer.text));
    }
    numbers.push({ value, tolerance: Math.abs(tolerance), weight: answer.weight });
  }
  if (childrenOf(firstChild(reader.element, 'units') ?? {}, 'unit').length > 0) {
    reader.notes.add(MOODLE_XML_NOTES.unitsDropped);
  }
  return numbers;
}

function matchingBody(reader: QuestionReader): InterchangeBody {
  const subquestions = childrenOf(reader.element, 'subquestion');
  if (subquestions.length === 0) {
    throw new Unreadable(MOODLE_XML_REASONS.noAnswers(reader.type));
  }
  const pairs: Array<{ left: string; right: string }> = [];
  const distractors: string[] = [];
  for (const subquestion of subquestions) {
    const left = readText(wrappedText(subquestion), reader.refs, reader.notes);
    // Moodle keeps a matching answer as plain text.
    const right = wrappedText(firstChild(subquestion, 'answer')).text.trim();
    if (left === '') {
      distractors.push(right);
    } else {
      pairs.push({ left, right });
    }
  }
  return { kind: 'matching', pairs, distractors };
}

/** More gaps than any question of ours holds (its text is at most 1,000 characters). */
const MAX_GAPS = 100;

/** gapselect / ddwtos: [[n]] names the n-th choice; a gap offers every choice of that choice's group. */
function gapChoicesBody(reader: QuestionReader, text: string, choiceElement: string): InterchangeBody {
  const choices = childrenOf(reader.element, choiceElement).map((choice) => ({
    text: htmlToText(childText(choice, 'text') ?? ''),
    group: (childText(choice, 'group') ?? '1').trim(),
  }));
  const groups = new Map<string, typeof choices>();
  for (const choice of choices) {
    const group = groups.get(choice.group) ?? [];
    group.push(choice);
    groups.set(choice.group, group);
  }
  let written = '';
  const gaps: Array<{ id: number; right: (typeof choices)[number] }> = [];
  let cursor = 0;
  for (let open = text.indexOf('[['); open !== -1; open = text.indexOf('[[', cursor)) {
    // [[n]]: at most 3 digits, read before looking for the ]] (a text of '[[' stays linear).
    let digitsEnd = open + 2;
    while (digitsEnd < open + 5 && isDigits(text[digitsEnd] ?? '')) {
      digitsEnd += 1;
    }
    const digits = text.slice(open + 2, digitsEnd);
    if (digits === '' || !text.startsWith(']]', digitsEnd)) {
      written += text.slice(cursor, open + 2);
      cursor = open + 2;
      continue;
    }
    const close = digitsEnd;
    const right = choices[Number(digits) - 1];
    if (right === undefined) {
      throw new Unreadable(MOODLE_XML_REASONS.gapUnknown(Number(digits)));
    }
    const id = gaps.length + 1;
    gaps.push({ id, right });
    written += `${text.slice(cursor, open)}___${id}___`;
    cursor = close + 2;
  }
  if (gaps.length === 0) {
    throw new Unreadable(MOODLE_XML_REASONS.noGaps);
  }
  // Each gap lists its group's choices: a bounded number of gaps keeps that linear in the file.
  if (gaps.length > MAX_GAPS) {
    throw new Unreadable(MOODLE_XML_REASONS.tooManyGaps);
  }
  return {
    kind: 'gapText',
    text: written + text.slice(cursor),
    gaps: gaps.map(({ id, right }) => ({
      id,
      answers: (groups.get(right.group) ?? []).map((choice) => ({
        text: choice.text,
        weight: choice === right ? 100 : 0,
      })),
    })),
  };
}

/** Rounds percentages to 2 decimals, as a person would place a region. */
const percent = (part: number, whole: number) => Math.round((part / whole) * 10000) / 100;

/** ddmarker: rectangle drop zones on the background image become right regions (percent of its size). */
function markerBody(reader: QuestionReader): InterchangeBody {
  const background = reader.media.read(reader.element);
  const [imageRef] = [...background.values()];
  const bytes = imageRef === undefined ? undefined : reader.media.bytesOf(imageRef);
  const size = bytes === undefined ? null : imageSize(bytes);
  if (imageRef === undefined || size === null || size.width === 0 || size.height === 0) {
    throw new Unreadable(MOODLE_XML_REASONS.noBackground);
  }
  const drops = childrenOf(reader.element, 'drop');
  if (drops.length === 0) {
    throw new Unreadable(MOODLE_XML_REASONS.noAnswers(reader.type));
  }
  const regions = drops.map((drop) => {
    const shape = (childText(drop, 'shape') ?? '').trim();
    if (shape !== 'rectangle') {
      throw new Unreadable(MOODLE_XML_REASONS.markerShape(shape));
    }
    const coords = (childText(drop, 'coords') ?? '').trim();
    const numbers = coords
      .split(';')
      .flatMap((pair) => pair.split(','))
      .map(Number);
    const [x, y, width, height] = numbers;
    if (numbers.length !== 4 || x === undefined || y === undefined || width === undefined || height === undefined) {
      throw new Unreadable(MOODLE_XML_REASONS.markerCoords(coords));
    }
    if (!numbers.every(Number.isFinite)) {
      throw new Unreadable(MOODLE_XML_REASONS.markerCoords(coords));
    }
    return {
      x: percent(x, size.width),
      y: percent(y, size.height),
      width: percent(width, size.width),
      height: percent(height, size.height),
      correct: true,
    };
  });
  reader.notes.add(MOODLE_XML_NOTES.markersAreRight);
  return { kind: 'imageRegions', imageUrl: imageRef, regions };
}

/** The neutral body of a question of Moodle type `type`, and its text where the body holds it (gap texts). */
function bodyOf(reader: QuestionReader, text: string): InterchangeBody {
  const { element, type } = reader;
  switch (type) {
    case 'multichoice': {
      const single = (childText(element, 'single') ?? 'true').trim().toLowerCase();
      return { kind: 'choice', multipleAnswers: single === 'false' || single === '0', options: answersOf(reader) };
    }
    case 'truefalse': {
      const right = answersOf(reader).find((answer) => answer.weight >= 100);
      if (right === undefined) {
        throw new Unreadable(MOODLE_XML_REASONS.noAnswers(type));
      }
      return { kind: 'trueFalse', answer: right.text.trim().toLowerCase() === 'true' };
    }
    case 'shortanswer':
      return { kind: 'shortAnswer', answers: answersOf(reader) };
    case 'numerical':
      return { kind: 'numerical', answers: numericalAnswers(reader) };
    case 'essay':
      return { kind: 'essay' };
    case 'description':
      return { kind: 'description' };
    case 'matching':
      return matchingBody(reader);
    case 'ordering':
      return { kind: 'ordering', items: answersOf(reader, false).map((answer) => answer.text) };
    case 'gapselect':
      return gapChoicesBody(reader, text, 'selectoption');
    case 'ddwtos':
      return gapChoicesBody(reader, text, 'dragbox');
    case 'multianswer': {
      const cloze = readCloze(text);
      if ('reason' in cloze) {
        throw new Unreadable(cloze.reason);
      }
      cloze.notes.forEach((note) => reader.notes.add(note));
      return cloze.body;
    }
    case 'ddmarker':
      return markerBody(reader);
    case 'ddimageortext':
      throw new Unreadable(MOODLE_XML_REASONS.dropZonesArePoints);
    default:
      throw new Unreadable(MOODLE_XML_REASONS.unknownType(type));
  }
}

/** Moodle's category path "$course$/top/Geography//History": its last segment, `//` an escaped slash. */
function categoryName(path: string): string | null {
  const segments = path.split('//').map((part) => part.split('/'));
  const last: string[] = [];
  for (const parts of segments.reverse()) {
    last.unshift(parts.at(-1) ?? '');
    if (parts.length > 1) {
      break;
    }
  }
  const name = last.join('/').trim();
  return name === '' || name === 'top' || name.startsWith('$') ? null : name;
}

function readQuestion(element: XmlElement, type: string, index: number, media: MediaReader): ParsedQuestion {
  const title = htmlToText(wrappedText(firstChild(element, 'name')).text) || null;
  const notes = new Set<string>();
  const questionText = firstChild(element, 'questiontext');
  const refs = media.read(questionText);
  const text = readText(wrappedText(questionText), refs, notes);
  const reader: QuestionReader = { element, type, refs, media, notes };
  let body: InterchangeBody;
  try {
    body = bodyOf(reader, text);
  } catch (error) {
    if (error instanceof Unreadable) {
      return { index, title, text, unreadable: error.message };
    }
    throw error;
  }
  const hints = childrenOf(element, 'hint')
    .map((hint) => readText(wrappedText(hint), refs, notes))
    .filter(Boolean);
  if (hints.length > 1) {
    notes.add(MOODLE_XML_NOTES.hintsDropped(hints.length - 1));
  }
  const tags = childrenOf(firstChild(element, 'tags') ?? {}, 'tag').map((tag) => `"${childText(tag, 'text') ?? ''}"`);
  if (tags.length > 0) {
    notes.add(MOODLE_XML_NOTES.tagsNotImported(tags.join(', ')));
  }
  const feedback = readText(wrappedText(firstChild(element, 'generalfeedback')), refs, notes);
  return {
    index,
    title,
    // A gap text's question text is the text with its gaps shown as blanks.
    text: body.kind === 'gapText' ? withBlanks(body.text) : text,
    generalFeedback: feedback || null,
    hint: hints[0] ?? null,
    body,
    notes: [...notes],
  };
}

/** The gap text with each ___N___ marker shown as a blank (Moodle's, GIFT's and our question text's). */
export function withBlanks(text: string): string {
  let result = '';
  let cursor = 0;
  for (const marker of findGapMarkers(text)) {
    result += `${text.slice(cursor, marker.start)}_____`;
    cursor = marker.end;
  }
  return result + text.slice(cursor);
}

/** Reads a Moodle XML question file; categories name the quiz (the last one before the first question). */
export function parseMoodleXml(text: string): ParsedFile {
  const quiz = readQuiz(text);
  const media = new MediaReader();
  const questions: ParsedQuestion[] = [];
  let title: string | null = null;
  for (const element of childrenOf(quiz, 'question')) {
    const type = attribute(element, 'type') ?? '';
    if (type === 'category') {
      const name = categoryName(wrappedText(firstChild(element, 'category')).text);
      title = questions.length === 0 ? (name ?? title) : title;
      continue;
    }
    questions.push(readQuestion(element, type, questions.length + 1, media));
  }
  return { title, settings: null, questions, ...(media.media.length > 0 ? { media: media.media } : {}) };
}
