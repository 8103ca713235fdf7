import { XMLParser } from 'fast-xml-parser';
import { MalformedFileError } from '../format.ts';

/** Messages of Moodle XML files we cannot read at all (exact texts; the import answers 400 with them). */
export const MOODLE_XML_MESSAGES = {
  notXml: (line: number, reason: string) => `The file is not well-formed XML (line ${line}): ${reason}`,
  doctype: 'The file declares a DOCTYPE or ENTITY, which Moodle XML never needs: refused',
  noQuiz: 'The file has no <quiz> element: not a Moodle XML question file',
  tooDeep: `The XML is nested more than 12 levels deep, which Moodle XML never is`,
} as const;

/** Why the markup is not well-formed (the reason part of notXml). */
export const XML_STRUCTURE_REASONS = {
  unclosedMarkup: (opening: string) => `${opening} is never closed`,
  mismatch: (closing: string, open: string) => `</${closing}> closes <${open}>`,
  strayClosing: (closing: string) => `</${closing}> closes nothing`,
  neverClosed: (open: string) => `<${open}> is never closed`,
} as const;

/** Deepest nesting a Moodle XML file has (quiz > question > answer > feedback > text is 5), with room to spare. */
const MAX_DEPTH = 12;

/** Elements that may repeat, read as lists even when there is one. */
const REPEATED = new Set([
  'question',
  'answer',
  'subquestion',
  'tag',
  'hint',
  'file',
  'selectoption',
  'dragbox',
  'drag',
  'drop',
  'unit',
]);

/** An element as read: attributes under '@name', text under '#text', children by name. */
export type XmlElement = { readonly [key: string]: unknown };

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The five predefined entities and numeric references, in one pass; anything else stays as written. */
function decodeXmlText(text: string): string {
  if (!text.includes('&')) {
    return text;
  }
  let result = '';
  let index = 0;
  while (index < text.length) {
    const amp = text.indexOf('&', index);
    if (amp === -1) {
      result += text.slice(index);
      break;
    }
    result += text.slice(index, amp);
    // References are short: look no further than 10 characters, so a text of '&' stays linear.
    const length = text.slice(amp + 1, amp + 11).indexOf(';');
    const name = length > 0 ? text.slice(amp + 1, amp + 1 + length) : '';
    const decoded = name ? (PREDEFINED[name] ?? numericReference(name)) : null;
    result += decoded ?? '&';
    index = decoded === null ? amp + 1 : amp + length + 2;
  }
  return result;
}

function numericReference(name: string): string | null {
  if (!name.startsWith('#')) {
    return null;
  }
  const hex = name.startsWith('#x') || name.startsWith('#X');
  const digits = name.slice(hex ? 2 : 1);
  const code = hex ? Number.parseInt(digits, 16) : Number(digits);
  return digits !== '' && Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  // Our own decoder: the predefined entities and numeric references only (no DTD is ever read).
  entityDecoder: {
    setExternalEntities: () => undefined,
    addInputEntities: () => undefined,
    reset: () => undefined,
    setXmlVersion: () => undefined,
    decode: decodeXmlText,
  },
  maxNestedTags: MAX_DEPTH,
  isArray: (name) => REPEATED.has(name),
});

/** Where the markup starts: after a byte order mark, the XML declaration, comments and white space. */
function markupStart(text: string): number {
  let index = text.startsWith('\uFEFF') ? 1 : 0;
  for (;;) {
    while (index < text.length && ' \t\r\n'.includes(text[index] ?? '')) {
      index += 1;
    }
    const closing = text.startsWith('<?', index) ? '?>' : text.startsWith('<!--', index) ? '-->' : null;
    if (closing === null) {
      return index;
    }
    const end = text.indexOf(closing, index);
    if (end === -1) {
      return index;
    }
    index = end + closing.length;
  }
}

/** Whether the text is a Moodle XML file: its first element (after declaration and comments) is <quiz>. */
export function looksLikeMoodleXml(text: string): boolean {
  const start = markupStart(text);
  const after = text[start + 5] ?? '';
  return text.startsWith('<quiz', start) && (after === '>' || after === '/' || ' \t\r\n'.includes(after));
}

/**
 * The questions a file holds, counted linearly before parsing: `<question` start tags (followed by
 * white space, `>` or `/`, however the attributes are spaced) not of type category.
 */
export function countMoodleXmlQuestions(text: string): number {
  let count = 0;
  for (let at = text.indexOf('<question'); at !== -1; at = text.indexOf('<question', at + 9)) {
    if (!' \t\r\n>/'.includes(text[at + 9] ?? 'x')) {
      continue;
    }
    // A start tag's type is near its start: look no further than 200 characters (a file of '<question ' stays linear).
    const window = text.slice(at, at + 200);
    const tag = window.slice(0, window.includes('>') ? window.indexOf('>') : window.length);
    count += tag.includes('"category"') || tag.includes("'category'") ? 0 : 1;
  }
  return count;
}

const NAME_END = new Set([' ', '\t', '\r', '\n', '/', '>']);

/** The end of a tag opened at `open`: its closing '>' outside quoted attribute values, or -1. */
function tagEnd(text: string, open: number): number {
  let quote = '';
  for (let index = open + 1; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (quote !== '') {
      quote = char === quote ? '' : quote;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return index;
    }
  }
  return -1;
}

/**
 * Checks, in one linear pass and before parsing, that every element is closed by its own end tag
 * and that nesting stays within MAX_DEPTH (the parser itself accepts mismatched tags silently, which
 * would lose the questions of a cut-off file). Comments, CDATA and declarations are skipped.
 */
function checkStructure(text: string): void {
  const open: Array<{ name: string; line: number }> = [];
  let line = 1;
  let counted = 0;
  const lineAt = (index: number) => {
    for (; counted < index; counted += 1) {
      line += text[counted] === '\n' ? 1 : 0;
    }
    return line;
  };
  const fail = (index: number, reason: string): never => {
    throw new MalformedFileError(MOODLE_XML_MESSAGES.notXml(lineAt(index), reason));
  };
  for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) {
    const special = [
      ['<!--', '-->'],
      ['<![CDATA[', ']]>'],
      ['<?', '?>'],
    ].find(([opening = '']) => text.startsWith(opening, at));
    if (special) {
      const [opening = '', closing = ''] = special;
      const end = text.indexOf(closing, at + opening.length);
      if (end === -1) {
        fail(at, XML_STRUCTURE_REASONS.unclosedMarkup(opening));
      }
      at = end + closing.length - 1;
      continue;
    }
    const end = tagEnd(text, at);
    if (end === -1) {
      fail(at, XML_STRUCTURE_REASONS.unclosedMarkup('<'));
    }
    const closing = text[at + 1] === '/';
    let nameEnd = at + (closing ? 2 : 1);
    while (nameEnd < end && !NAME_END.has(text[nameEnd] ?? '')) {
      nameEnd += 1;
    }
    const name = text.slice(at + (closing ? 2 : 1), nameEnd);
    if (closing) {
      const top = open.pop();
      if (top === undefined) {
        fail(at, XML_STRUCTURE_REASONS.strayClosing(name));
      } else if (top.name !== name) {
        fail(at, XML_STRUCTURE_REASONS.mismatch(name, top.name));
      }
    } else if (text[end - 1] !== '/') {
      open.push({ name, line: lineAt(at) });
      if (open.length > MAX_DEPTH) {
        throw new MalformedFileError(MOODLE_XML_MESSAGES.tooDeep);
      }
    }
    at = end;
  }
  const unclosed = open.pop();
  if (unclosed !== undefined) {
    throw new MalformedFileError(
      MOODLE_XML_MESSAGES.notXml(unclosed.line, XML_STRUCTURE_REASONS.neverClosed(unclosed.name)),
    );
  }
}

/**
 * The <quiz> element of a Moodle XML file. A DOCTYPE or ENTITY declaration is refused before parsing
 * (no entity expansion, no external entities); the structure and nesting depth are checked before
 * parsing too.
 */
export function readQuiz(text: string): XmlElement {
  if (text.includes('<!DOCTYPE') || text.includes('<!ENTITY')) {
    throw new MalformedFileError(MOODLE_XML_MESSAGES.doctype);
  }
  checkStructure(text);
  let document: unknown;
  try {
    document = parser.parse(text);
  } catch (error) {
    // What the linear check lets through and the parser refuses (a malformed attribute).
    throw new MalformedFileError(MOODLE_XML_MESSAGES.notXml(1, error instanceof Error ? error.message : String(error)));
  }
  const quiz = isElement(document) ? document['quiz'] : undefined;
  if (quiz === undefined) {
    throw new MalformedFileError(MOODLE_XML_MESSAGES.noQuiz);
  }
  return isElement(quiz) ? quiz : {};
}

export function isElement(value: unknown): value is XmlElement {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The child elements named `name` (a list whatever the count). */
export function childrenOf(element: XmlElement, name: string): XmlElement[] {
  const value = element[name];
  const list: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) => (isElement(item) ? item : { '#text': typeof item === 'string' ? item : '' }));
}

/** The text of an element (or of a string child as the parser gives it). */
export function ownText(value: unknown): string {
  if (typeof value === 'string') {
    return value;
  }
  return isElement(value) && typeof value['#text'] === 'string' ? value['#text'] : '';
}

/** The text of the named child (`<single>true</single>`), or null when absent. */
export function childText(element: XmlElement, name: string): string | null {
  const value = element[name];
  return value === undefined ? null : ownText(Array.isArray(value) ? value[0] : value);
}

/** Moodle's wrapped text: `<name><text>…</text></name>`, with its format attribute. */
export function wrappedText(element: XmlElement | undefined): { text: string; format: string } {
  if (element === undefined) {
    return { text: '', format: 'moodle_auto_format' };
  }
  const format = element['@format'];
  return { text: childText(element, 'text') ?? '', format: typeof format === 'string' ? format : 'moodle_auto_format' };
}

/** The first child element named `name`, if any. */
export function firstChild(element: XmlElement, name: string): XmlElement | undefined {
  return childrenOf(element, name)[0];
}

/** An attribute's value, or null. */
export function attribute(element: XmlElement, name: string): string | null {
  const value = element[`@${name}`];
  return typeof value === 'string' ? value : null;
}
