import type { InterchangeBody } from '@quizmaker/question-types';
import type { ParsedFile, ParsedQuestion } from '../format.ts';
import { htmlToText } from '../html-text.ts';
import { bodyOf, Unreadable, type QuestionReader } from './bodies.ts';
import { MOODLE_XML_NOTES } from './messages.ts';
import { MediaReader, readText, withBlanks } from './text.ts';
import { attribute, childrenOf, childText, firstChild, readQuiz, wrappedText, type XmlElement } from './xml.ts';

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
