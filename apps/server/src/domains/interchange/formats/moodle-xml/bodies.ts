import type { InterchangeAnswer, InterchangeBody, InterchangeNumber } from '@quizmaker/question-types';
import { htmlToText } from '../html-text.ts';
import { imageSize } from '../image-size.ts';
import { readCloze } from './cloze.ts';
import { MOODLE_XML_NOTES, MOODLE_XML_REASONS } from './messages.ts';
import { readText, type MediaReader } from './text.ts';
import { attribute, childrenOf, childText, firstChild, wrappedText, type XmlElement } from './xml.ts';

/** A fraction in percent ("100", "33.33333", "-50"), or the reason it is not one. */
function fractionOf(answer: XmlElement): number | { reason: string } {
  const raw = attribute(answer, 'fraction') ?? '0';
  const value = Number(raw);
  return raw.trim() !== '' && Number.isFinite(value) && value >= -100 && value <= 100
    ? value
    : { reason: MOODLE_XML_REASONS.fractionInvalid(raw) };
}

/** Why a question cannot be read: its reading stops, and the question is reported skipped with the message. */
export class Unreadable extends Error {}

/** One or more ASCII digits. */
const isDigits = (text: string) => /^[0-9]+$/.test(text);

/** Everything one question's reading needs. */
export interface QuestionReader {
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
export function bodyOf(reader: QuestionReader, text: string): InterchangeBody {
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
