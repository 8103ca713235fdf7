import { findGapMarkers, numberText, type InterchangeAnswer, type InterchangeBody } from '@quizmaker/question-types';
import type { ExportedFile, ExportMedia, ExportQuiz, NativeQuestion } from '../format.ts';
import { htmlToText } from '../html-text.ts';
import { escapeCloze } from './cloze.ts';
import { imageSize } from '../image-size.ts';
import { withBlanks } from './text.ts';
import { droppedFieldNotes, writeInOrder, type MappedQuestion } from '../write-in-order.ts';

/** Why a question is not written, and what a written one loses (exact texts). */
export const MOODLE_XML_EXPORT_MESSAGES = {
  noStatements: 'Moodle XML has no compliance statements (a multiple-answer choice would read back as MCQ_MULTI)',
  wrongRegions: "Moodle's drag-and-drop markers have no wrong regions: a hotspot with wrong regions is not written",
  imageNotStored: "The hotspot's image is not stored here as a PNG or GIF, so its size (for marker zones) is unknown",
  regionOutside: 'A region runs past the edge of the image, which a marker zone cannot',
  regionsRounded: 'Regions rounded to whole pixels of the image',
  gapUnknown: (id: number) => `The gap text has a marker ___${id}___ with no gap`,
  attachmentDropped: 'Attachment URL not written: Moodle XML has no attachments',
  difficultyDropped: (difficulty: string) => `Difficulty ${difficulty} not written: Moodle XML has no difficulty`,
  gapQuestionTextDropped: "Question text not written: Moodle's cloze holds the gap text only",
} as const;

/** Text for XML content and attribute values: the five special characters as references. */
function escapeXml(text: string): string {
  let result = '';
  for (const char of text) {
    result +=
      char === '&'
        ? '&amp;'
        : char === '<'
          ? '&lt;'
          : char === '>'
            ? '&gt;'
            : char === '"'
              ? '&quot;'
              : char === "'"
                ? '&apos;'
                : char;
  }
  return result;
}

/** Whether our text is rich text (HTML): it holds a tag, `<` followed by a letter or `/`. */
function isRichText(text: string): boolean {
  for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) {
    const next = (text[at + 1] ?? '').toLowerCase();
    if (next === '/' || (next >= 'a' && next <= 'z')) {
      return true;
    }
  }
  return false;
}

/** Images of this install a written text names, embedded with the question. */
class QuestionFiles {
  readonly files = new Map<string, ExportMedia>();

  constructor(private readonly media: ExportQuiz['media']) {}

  /**
   * The text with each stored image's URL as @@PLUGINFILE@@/name (the image then goes with the
   * question). An absolute URL of the store (`https://host/api/v1/media/images/id`, as older
   * questions hold) is replaced whole, its origin included.
   */
  embed(text: string): string {
    let result = text;
    for (const [url, image] of this.media) {
      const parts = result.split(url);
      if (parts.length === 1) {
        continue;
      }
      this.files.set(image.fileName, image);
      result = parts.reduce((written, part) => `${withoutOrigin(written)}@@PLUGINFILE@@/${image.fileName}${part}`);
    }
    return result;
  }

  /** The image of this install an image URL names (a media path, or one on any origin). */
  imageOf(imageUrl: string): ExportMedia | undefined {
    const exact = this.media.get(imageUrl);
    if (exact !== undefined) {
      return exact;
    }
    const origin = originEnd(imageUrl);
    return origin === null ? undefined : this.media.get(imageUrl.slice(origin));
  }
}

/** Where the origin of an http(s) URL ends ("https://host:8080/path" gives the index of "/path"), or null. */
function originEnd(url: string): number | null {
  const scheme = url.startsWith('https://') ? 8 : url.startsWith('http://') ? 7 : 0;
  const slash = scheme === 0 ? -1 : url.indexOf('/', scheme);
  return slash === -1 ? null : slash;
}

/** The text with an http(s) origin that ends it (just before a media path) removed. */
function withoutOrigin(text: string): string {
  const start = Math.max(text.lastIndexOf('http://'), text.lastIndexOf('https://'));
  if (start === -1) {
    return text;
  }
  const origin = text.slice(start);
  const host = origin.slice(origin.indexOf('//') + 2);
  return /^[^\s"'<>/]+$/.test(host) ? text.slice(0, start) : text;
}

/** Our text as Moodle HTML: rich text as it is (stored images embedded), plain text escaped with <br> lines. */
function htmlOf(text: string, files: QuestionFiles): string {
  if (isRichText(text)) {
    return files.embed(text);
  }
  return text.split('&').join('&amp;').split('<').join('&lt;').split('>').join('&gt;').split('\n').join('<br>');
}

const fileElement = (image: ExportMedia) =>
  `<file name="${escapeXml(image.fileName)}" path="/" encoding="base64">${Buffer.from(image.bytes).toString('base64')}</file>`;

/** <element format="html"><text>…</text>[files]</element> */
function htmlElement(name: string, html: string, files: readonly ExportMedia[] = []): string {
  return `<${name} format="html"><text>${escapeXml(html)}</text>${files.map(fileElement).join('')}</${name}>`;
}

/** A weight as Moodle writes a fraction: at most 7 decimals (33.3333333). */
const fractionText = (weight: number) => String(Number(weight.toFixed(7)));

function answerElement(answer: InterchangeAnswer, files: QuestionFiles, html: boolean): string {
  const text = html ? htmlOf(answer.text, files) : answer.text;
  return `<answer fraction="${fractionText(answer.weight)}" format="${html ? 'html' : 'moodle_auto_format'}"><text>${escapeXml(text)}</text></answer>`;
}

type Written = { type: string; text?: string; elements: string[]; notes?: string[] } | { skip: string };

/** The cloze text of a gap text: each ___N___ marker as {1:SHORTANSWER:=a} or, with choices, {1:MULTICHOICE:=a~b}. */
function clozeText(body: Extract<InterchangeBody, { kind: 'gapText' }>): string | { skip: string } {
  let result = '';
  let cursor = 0;
  for (const marker of findGapMarkers(body.text)) {
    const gap = body.gaps.find((candidate) => candidate.id === marker.id);
    if (gap === undefined) {
      return { skip: MOODLE_XML_EXPORT_MESSAGES.gapUnknown(marker.id) };
    }
    const choices = gap.answers.some((answer) => answer.weight < 100);
    const answers = gap.answers.map(
      (answer) =>
        `${answer.weight >= 100 ? '=' : answer.weight > 0 ? `%${fractionText(answer.weight)}%` : ''}${escapeCloze(answer.text)}`,
    );
    result += `${body.text.slice(cursor, marker.start)}{1:${choices ? 'MULTICHOICE' : 'SHORTANSWER'}:${answers.join('~')}}`;
    cursor = marker.end;
  }
  return result + body.text.slice(cursor);
}

/** ddmarker: one marker, each (right) region a rectangle zone in pixels of the embedded image. */
function markerQuestion(body: Extract<InterchangeBody, { kind: 'imageRegions' }>, files: QuestionFiles): Written {
  if (body.regions.some((region) => !region.correct)) {
    return { skip: MOODLE_XML_EXPORT_MESSAGES.wrongRegions };
  }
  const image = files.imageOf(body.imageUrl);
  const size = image === undefined ? null : imageSize(image.bytes);
  if (image === undefined || size === null) {
    return { skip: MOODLE_XML_EXPORT_MESSAGES.imageNotStored };
  }
  if (body.regions.some((region) => region.x + region.width > 100 || region.y + region.height > 100)) {
    return { skip: MOODLE_XML_EXPORT_MESSAGES.regionOutside };
  }
  const exact = body.regions.map((region) => [
    (region.x * size.width) / 100,
    (region.y * size.height) / 100,
    (region.width * size.width) / 100,
    (region.height * size.height) / 100,
  ]);
  const rounded = exact.flat().some((value) => Math.abs(value - Math.round(value)) > 1e-9);
  const drops = exact.map(
    ([x = 0, y = 0, width = 0, height = 0], position) =>
      `<drop><no>${position + 1}</no><shape>rectangle</shape><coords>${Math.round(x)},${Math.round(y)};${Math.round(width)},${Math.round(height)}</coords><choice>1</choice></drop>`,
  );
  return {
    type: 'ddmarker',
    elements: [
      '<shuffleanswers>0</shuffleanswers>',
      fileElement(image),
      `<drag><no>1</no><text>X</text><noofdrags>${body.regions.length}</noofdrags></drag>`,
      ...drops,
    ],
    notes: rounded ? [MOODLE_XML_EXPORT_MESSAGES.regionsRounded] : [],
  };
}

/** The Moodle type and its own elements for a body, or why Moodle XML cannot hold it. */
function bodyElements(body: InterchangeBody, files: QuestionFiles): Written {
  switch (body.kind) {
    case 'choice':
      return {
        type: 'multichoice',
        elements: [
          `<single>${body.multipleAnswers ? 'false' : 'true'}</single>`,
          '<shuffleanswers>true</shuffleanswers>',
          '<answernumbering>abc</answernumbering>',
          ...body.options.map((option) => answerElement(option, files, true)),
        ],
      };
    case 'trueFalse':
      return {
        type: 'truefalse',
        elements: [
          answerElement({ text: 'true', weight: body.answer ? 100 : 0 }, files, false),
          answerElement({ text: 'false', weight: body.answer ? 0 : 100 }, files, false),
        ],
      };
    case 'shortAnswer':
      return {
        type: 'shortanswer',
        elements: ['<usecase>0</usecase>', ...body.answers.map((answer) => answerElement(answer, files, false))],
      };
    case 'numerical':
      return {
        type: 'numerical',
        elements: body.answers.map(
          (answer) =>
            `<answer fraction="${fractionText(answer.weight)}"><text>${numberText(answer.value)}</text><tolerance>${numberText(answer.tolerance)}</tolerance></answer>`,
        ),
      };
    case 'matching':
      return {
        type: 'matching',
        elements: [
          '<shuffleanswers>true</shuffleanswers>',
          ...body.pairs.map(
            (pair) =>
              `<subquestion format="html"><text>${escapeXml(htmlOf(pair.left, files))}</text><answer><text>${escapeXml(pair.right)}</text></answer></subquestion>`,
          ),
          ...body.distractors.map(
            (text) =>
              `<subquestion format="html"><text></text><answer><text>${escapeXml(text)}</text></answer></subquestion>`,
          ),
        ],
      };
    case 'ordering':
      return {
        type: 'ordering',
        elements: [
          '<layouttype>VERTICAL</layouttype>',
          '<selecttype>ALL</selecttype>',
          '<selectcount>0</selectcount>',
          '<gradingtype>ALL_OR_NOTHING</gradingtype>',
          ...body.items.map(
            (item, position) =>
              `<answer fraction="${position + 1}" format="html"><text>${escapeXml(htmlOf(item, files))}</text></answer>`,
          ),
        ],
      };
    case 'gapText': {
      const text = clozeText(body);
      return typeof text === 'string' ? { type: 'multianswer', text, elements: [] } : text;
    }
    case 'statements':
      return { skip: MOODLE_XML_EXPORT_MESSAGES.noStatements };
    case 'imageRegions':
      return markerQuestion(body, files);
    case 'essay':
      return { type: 'essay', elements: ['<responseformat>editor</responseformat>'] };
    case 'description':
      return { type: 'description', elements: [] };
  }
}

/** A question's name: its text as plain text, cut to Moodle's list width. */
function nameOf(questionText: string): string {
  const plain = htmlToText(questionText).split('\n').join(' ');
  return plain.length > 60 ? `${plain.slice(0, 59)}…` : plain;
}

/** One question as a <question> element, or why it is skipped; `notes` are what the written question loses. */
function writeQuestion(
  question: NativeQuestion,
  mapped: MappedQuestion,
  media: ExportQuiz['media'],
): { xml: string; notes: string[] } | { skip: string } {
  const files = new QuestionFiles(media);
  const written = bodyElements(mapped.body, files);
  if ('skip' in written) {
    return written;
  }
  const notes = [...mapped.notes, ...(written.notes ?? []), ...droppedFieldNotes(question, MOODLE_XML_EXPORT_MESSAGES)];
  if (mapped.body.kind === 'gapText' && withBlanks(mapped.body.text).trim() !== question.questionText.trim()) {
    notes.push(MOODLE_XML_EXPORT_MESSAGES.gapQuestionTextDropped);
  }
  const questionHtml = htmlOf(written.text ?? question.questionText, files);
  const explanation = question.explanation ? htmlOf(question.explanation, files) : '';
  const hint = question.hint ? [htmlElement('hint', htmlOf(question.hint, files))] : [];
  const parts = [
    `<name><text>${escapeXml(nameOf(question.questionText))}</text></name>`,
    htmlElement('questiontext', questionHtml, [...files.files.values()]),
    htmlElement('generalfeedback', explanation),
    '<defaultgrade>1</defaultgrade>',
    '<penalty>0.3333333</penalty>',
    '<hidden>0</hidden>',
    ...written.elements,
    ...hint,
  ];
  return { xml: `<question type="${written.type}">\n  ${parts.join('\n  ')}\n</question>`, notes };
}

/** "$course$/top/name" with a slash in the name doubled (Moodle's category paths). */
const categoryPath = (title: string) => `$course$/top/${title.split('/').join('//')}`;

/** A quiz as Moodle XML: its title as the category, then each question Moodle can hold. */
export function writeMoodleXml(quiz: ExportQuiz): ExportedFile {
  const parts: string[] = [
    `<question type="category">\n  <category><text>${escapeXml(categoryPath(quiz.settings.title))}</text></category>\n</question>`,
  ];
  const { each, skipped, warnings } = writeInOrder(quiz.questions, (question, mapped) =>
    writeQuestion(question, mapped, quiz.media),
  );
  for (const { index, question, result: written } of each) {
    if ('skip' in written) {
      parts.push(`<!-- Question ${index} (${question.type}) skipped: ${written.skip.split('--').join('- -')} -->`);
      continue;
    }
    parts.push(written.xml);
  }
  return { text: `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${parts.join('\n')}\n</quiz>\n`, skipped, warnings };
}
